#include "game/text/move_text.h"

#include "formats/notation.h"
#include "game/text/i18n.h"

namespace xq {

std::string move_label(const Position& before, Move m) {
    if (language() == Lang::EN) return move_to_wxf(before, m);
    ChineseStyle style;
    style.fullwidth_digits = false;
    return move_to_chinese(before, m, style);
}

std::string line_label(const std::string& fen, const std::vector<Move>& line) {
    Position pos;
    if (!pos.set_fen(fen)) return "";
    std::string out;
    int number = 1;
    for (Move m : line) {
        if (!pos.is_legal(m)) break;
        const bool red = pos.side_to_move() == RED;
        if (red || out.empty())
            out += (out.empty() ? "" : " ") + std::to_string(number) + (red ? ". " : ". ... ");
        else
            out += " ";
        out += move_label(pos, m);
        if (!red) ++number;
        pos.do_move(m);
    }
    return out;
}

}  // namespace xq
