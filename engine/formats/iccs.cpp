#include "formats/iccs.h"

namespace xq {

std::string square_to_iccs(Square s) {
    return {char('a' + file_of(s)), char('0' + rank_of(s))};
}

std::string move_to_iccs(Move m) {
    if (m == MOVE_NONE) return "0000";
    return square_to_iccs(from_sq(m)) + square_to_iccs(to_sq(m));
}

Move iccs_to_move(std::string_view t) {
    std::string s;
    for (char ch : t)
        if (ch != '-') s += char(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    if (s.size() != 4) return MOVE_NONE;
    if (s[0] < 'a' || s[0] > 'i' || s[2] < 'a' || s[2] > 'i') return MOVE_NONE;
    if (s[1] < '0' || s[1] > '9' || s[3] < '0' || s[3] > '9') return MOVE_NONE;
    Square from = make_square(s[0] - 'a', s[1] - '0'), to = make_square(s[2] - 'a', s[3] - '0');
    if (from == to) return MOVE_NONE;
    return make_move(from, to);
}

}  // namespace xq
