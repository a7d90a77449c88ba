// What the panels drew in the last frame, for the tests: the widgets' rectangles and tooltips by
// label, and the status line.
#pragma once

#include <map>
#include <string>

#include "game/text/i18n.h"
#include "render/board_geometry.h"

namespace xq {

// A widget's rectangle, window coordinates.
struct WidgetRect {
    PointF min, max;
    PointF center() const { return {(min.x + max.x) / 2, (min.y + max.y) / 2}; }
};

struct DrawnWidgets {
    // Rectangles (window coordinates) of the widgets drawn in the last frame, by label: tests
    // click them.
    std::map<std::string, WidgetRect> widgets;
    std::map<std::string, Str> tips;  // widget label -> its tooltip, this frame (tests)
    std::string status;               // the status line of the last frame (tests)
};

}  // namespace xq
