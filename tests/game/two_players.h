// Settings for two humans at the board under the given time controls (parse_time_control's
// text, e.g. "300+5"), shared by the clock tests.
#pragma once

#include "game/settings.h"

namespace xq::test {

inline Settings two_players(const char* red, const char* black) {
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.time_control[RED] = *parse_time_control(red);
    s.time_control[BLACK] = *parse_time_control(black);
    return s;
}

inline Settings two_players(const char* control) {
    return two_players(control, control);
}

}  // namespace xq::test
