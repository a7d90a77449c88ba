// What the Game tab remembers between frames (panel_game*.cpp).
#pragma once

#include <string>

namespace xq {

struct GamePanelState {
    char player_name[64] = {};  // the name field, while typed in
    bool player_name_typing = false;
    bool separate_clocks = false;  // Black's time control shown apart from Red's
    // Other engines (panel_game_other_engines.cpp): the engine shown in the list and the path
    // being typed for a new one.
    std::string engine_shown;
    char engine_path[512] = {};
    std::string engine_failure_scrolled;  // the failure last scrolled into view (path, text)
};

}  // namespace xq
