// The Library's collections: opening one in the background, its games on the board, the game
// on the board added, and the searches, with their messages.
#include <algorithm>
#include <filesystem>

#include "app/app.h"
#include "game/files/game_file.h"
#include "game/files/state_files.h"
#include "game/library/explorer_collection.h"
#include "game/text/message.h"

namespace xq {

void App::open_collection(const std::string& typed) {
    // The whole path, so that the recent list still finds it from another working folder.
    std::error_code ec;
    std::string path = std::filesystem::absolute(typed, ec).lexically_normal().string();
    if (ec || typed.empty()) path = typed;
    ui_.select_tab = Ui::Tab::LIBRARY;
    ui_.library.select_tab = LibraryPanelState::SubTab::COLLECTIONS;
    snprintf(ui_.library.collections.path, sizeof ui_.library.collections.path, "%s", path.c_str());
    ui_.library.collections.selected = -1;
    collections_.open(path, [type = wake_event_] {
        SDL_Event e{};
        e.type = type;
        SDL_PushEvent(&e);
    });
}

// The explorer's games column follows the open collection: none without one, and asked again
// when the collection changes (opened, edited).
void App::connect_explorer_games() {
    if (collections_.revision() == explorer_revision_) return;
    explorer_revision_ = collections_.revision();
    ui_.library.explorer.games_cache.ply = -1;
    ui_.library.explorer.games = nullptr;
    if (!collections_.collection()) return;
    ui_.library.explorer.games = [this](const Position& pos, const std::vector<Move>&) {
        const Collection* c = collections_.collection();
        return c ? explorer_games(*c, pos) : std::vector<ExplorerGames>{};
    };
}

void App::collections_frame() {
    std::optional<std::string> path = collections_.update();
    connect_explorer_games();
    if (!path) return;
    Controller& c = *controller_;
    if (!collections_.error().empty()) {
        c.notify(Message(
            Str::COLL_ERROR,
            {MessageArg::detail(printable_excerpt(collections_.error(), MAX_DETAIL_CHARS))}, true));
        return;
    }
    c.notify(Message(Str::COLL_OPENED,
                     {MessageArg::literal(*path), MessageArg::literal(": "),
                      MessageArg::literal(std::to_string(collections_.collection()->games.size())),
                      MessageArg::key(Str::COLL_GAMES)}));
    auto& r = settings_.recent_collections;
    r.erase(std::remove(r.begin(), r.end(), *path), r.end());
    r.insert(r.begin(), *path);
    if (r.size() > Settings::MAX_RECENT) r.resize(Settings::MAX_RECENT);
    saved_.settings_changed();
}

void App::collection_done(bool ok) {
    if (!ok)
        controller_->notify(Message(
            Str::COLL_ERROR,
            {MessageArg::detail(printable_excerpt(collections_.error(), MAX_DETAIL_CHARS))}, true));
}

void App::open_collection_game(int index, int ply) {
    std::string text;
    if (!collections_.game_text(index, text)) return collection_done(false);
    if (puzzle_board()) ui_.select_tab = Ui::Tab::MOVES;  // the game replaces the puzzle
    const std::string label = collections_.collection()->path + " #" + std::to_string(index + 1);
    if (!open_text(text, label)) return;
    // Untitled (its file is the collection's), and kept there: nothing unsaved until it changes.
    document_.kept_elsewhere(controller_->game_serial(), controller_->game());
    if (ply > 0) controller_->go_to(ply);
}

void App::add_game_to_collection() {
    const Collection* c = collections_.collection();
    if (!c) return;
    const std::string text = c->kind == CollectionKind::DHTMLXQ
                                 ? game_to_dhtmlxq(controller_->game())
                                 : game_to_pgn(controller_->game());
    if (collections_.add_game(text))
        controller_->notify(Message(Str::COLL_ADDED));
    else
        collection_done(false);
}

void App::search_collection_position() {
    const Position& pos = controller_->game().position();
    collections_.search_position(pos.key(), pos.fen());
}

}  // namespace xq
