// The panel's look as data: a warm theme that belongs with the wooden board (paper, wood and
// lacquer red taken from the board and piece sprites), and a dark variant. The semantic colours
// (whose move, errors, the winner, the score graph) follow the theme.
#pragma once

#include <imgui.h>

namespace xq {

struct ThemeColours {
    ImVec4 red_side, black_side, result, error, muted;
    ImVec4 backdrop;  // the window around the board
    ImU32 graph_bg, graph_axis, graph_red, graph_black, graph_cursor;
};

// Sets the style's colours, rounding and spacing (sizes for ui scale 1) and the colours below.
void apply_theme(ImGuiStyle& style, bool dark);
const ThemeColours& theme_colours();

}  // namespace xq
