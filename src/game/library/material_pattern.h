// A material balance to search for, as players write it: "RP-R", "车兵对车", "马炮兵对士象全"
// (Chinese or Traditional piece names, or the WXF letters R N/H C P A B/E; the sides separated
// by "-", "对", "對" or "vs"). The first half is either colour. Rooks, horses, cannons and pawns
// must match exactly; advisors and elephants only when the pattern names some for that side
// ("士象全" is two of each), else any number is accepted.
#pragma once

#include <string>
#include <string_view>

#include "game/library/collection.h"

namespace xq {

struct MaterialPattern {
    int count[2][PIECE_TYPE_NB] = {};  // [half][piece type]
    bool defenders_named[2] = {};      // advisors or elephants given for that half

    bool matches(MaterialSignature sig) const;
    // The pattern in WXF letters ("RP-R"), as the list of results shows it.
    std::string text() const;
};

// False with a reason when the text is not a pattern.
bool parse_material_pattern(std::string_view text, MaterialPattern& out, std::string* error);

}  // namespace xq
