// The Controller's side of the opening explorer: an endless MultiPV search of the shown position
// over the book's moves, on the analyser's engine, while the engine has nothing else to do.
#include "game/controller.h"
#include "game/library/masters_book.h"
#include "game/search_requests.h"

namespace xq {

void Controller::set_exploring(bool on) {
    if (on == exploring_) return;
    exploring_ = on;
    drop_ponder();  // the explorer's search comes first
    if (on && !explorer_book_read_) {
        explorer_book_read_ = true;
        // Without the shipped book the explorer shows the engine's moves only.
        std::string error;
        if (!explorer_book_.load(default_book_path(), &error)) explorer_book_ = {};
        if (!explorer_masters_book_.load(masters_book_path(), &error)) explorer_masters_book_ = {};
    }
    if (!on && search_ == Purpose::EXPLORE) abandon_search();
    explorer_ = {};
}

void Controller::follow_explorer() {
    if (!exploring_ || !bridge_ || analysing_ || review_.running() || editor_.active()) return;
    if (search_ != Purpose::NONE && search_ != Purpose::EXPLORE) return;
    const Position& pos = game_.position();
    const bool same = explorer_.key == pos.key() && explorer_.ply == game_.ply();
    if (same && search_ == Purpose::EXPLORE) return;
    if (search_ == Purpose::EXPLORE) abandon_search();
    if (game_.legal_moves().empty()) {
        explorer_ = {};
        return;
    }
    const std::vector<Move> candidates =
        explorer_candidates(explorer_book_moves(), explorer_masters_book_moves());
    const int lines = candidates.empty() ? EXPLORER_ENGINE_LINES : int(candidates.size());
    // The same position again (after a hint, say) keeps its lines until new ones come.
    if (!same) explorer_.restart(pos, game_.ply(), MULTIPV_RANGE.clamp(lines));
    begin_search(Purpose::EXPLORE, explorer_request(game_, candidates, explorer_.multipv));
}

}  // namespace xq
