// What the UI draws over the board (board_coordinates.cpp, panel_engine_analysis.cpp) and where
// the board is; the App fills it each frame.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "render/board_geometry.h"

namespace xq {

struct BoardOverlayState {
    PointF center;  // window coordinates, for placing dialogs
    // The board's coordinates drawn as text (letters and digits, window coordinates) when the
    // board's own Chinese labels are off.
    struct Coordinate {
        PointF at;  // the label's centre
        char text[2];
    };
    std::vector<Coordinate> coordinates;
    float coordinate_size = 0;  // their font size, window coordinates
    // Text over the board (the scores of the analysis arrows), window coordinates; draw_ui
    // draws it.
    struct Label {
        PointF at;  // the label's centre
        std::string text;
        ImU32 colour;
    };
    std::vector<Label> labels;
};

}  // namespace xq
