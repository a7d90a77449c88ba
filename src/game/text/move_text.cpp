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

}  // namespace xq
