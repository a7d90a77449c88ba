// The Controller's side of the opening explorer (library/explorer_search.h): an endless MultiPV
// search of the shown position over the books' moves, on the analyser's engine, while the
// engine has nothing else to do.
#include "game/controller.h"

namespace xq {

void Controller::set_exploring(bool on) {
    if (on == explorer_.open()) return;
    explorer_.set_open(on);
    drop_ponder();  // the explorer's search comes first
    if (!on && search_.is(Purpose::EXPLORE)) search_.abandon();
}

void Controller::follow_explorer() {
    if (!explorer_.open() || !bridge_ || analysing_ || review_.running() || editor_.active())
        return;
    if (!search_.idle() && !search_.is(Purpose::EXPLORE)) return;
    if (search_.is(Purpose::EXPLORE)) {
        if (explorer_.follows(game_)) return;
        search_.abandon();
    }
    if (std::optional<SearchRequest> request = explorer_.search(game_))
        begin_search(Purpose::EXPLORE, *request);
}

}  // namespace xq
