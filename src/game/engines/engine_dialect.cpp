#include "game/engines/engine_dialect.h"

#include "formats/iccs.h"

namespace xq {

std::string move_to_engine(Move m, const EngineDialect& d) {
    if (m == MOVE_NONE) return "0000";
    std::string s;
    for (Square sq : {from_sq(m), to_sq(m)}) {
        s += char('a' + file_of(sq));
        s += std::to_string(rank_of(sq) + d.rank_base);
    }
    return s;
}

Move move_from_engine(std::string_view text, const EngineDialect& d) {
    // file letter, rank number, file letter, rank number; a '-' between the squares is allowed.
    std::string iccs;
    size_t i = 0;
    for (int part = 0; part < 2; ++part) {
        if (part == 1 && i < text.size() && text[i] == '-') ++i;
        if (i >= text.size()) return MOVE_NONE;
        const char file = char(text[i] >= 'A' && text[i] <= 'Z' ? text[i] - 'A' + 'a' : text[i]);
        if (file < 'a' || file > 'i') return MOVE_NONE;
        ++i;
        int rank = 0, digits = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 2) {
            rank = rank * 10 + (text[i] - '0');
            ++i, ++digits;
        }
        rank -= d.rank_base;
        if (digits == 0 || rank < 0 || rank > 9) return MOVE_NONE;
        iccs += file;
        iccs += char('0' + rank);
    }
    if (i != text.size()) return MOVE_NONE;
    return iccs_to_move(iccs);
}

std::string fen_to_engine(const std::string& fen, const EngineDialect& d) {
    if (!d.horse_elephant) return fen;
    std::string out = fen;
    for (char& c : out) {
        if (c == ' ') break;  // the board field ends here
        if (c == 'n')
            c = 'h';
        else if (c == 'N')
            c = 'H';
        else if (c == 'b')
            c = 'e';
        else if (c == 'B')
            c = 'E';
    }
    return out;
}

std::string dialect_name(const EngineDialect& d) {
    std::string s = d.rank_base == 0 ? "ranks 0-9" : "ranks 1-10";
    if (d.horse_elephant) s += ", FEN h/e";
    return s;
}

}  // namespace xq
