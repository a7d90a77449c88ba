// The Library's collections: opening one in the background, its games on the board, the game
// on the board added, and the searches, with their messages.
#include <algorithm>
#include <filesystem>

#include "app/app.h"
#include "game/files/game_file.h"
#include "game/files/state_files.h"
#include "game/library/explorer_collection.h"
#include "game/library/explorer_masters.h"
#include "game/text/i18n.h"
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
    set_masters_collection_language(language() == Lang::ZH);  // if it is the master database
    collections_.open(path, window_.waker());
}

// The explorer's games column: the master database's, or the open collection's when the player
// chose it or the masters could not be read; none without either. Asked again when the source
// changes (the masters read, a collection opened or edited, the player's choice).
void App::connect_explorer_games() {
    ExplorerPanelState& e = ui_.library.explorer;
    masters_.update();
    e.masters = masters_.db();
    e.masters_error = masters_.error();
    e.collection_open = collections_.collection() != nullptr;
    const bool use_masters = e.masters && !(e.from_collection && e.collection_open);
    const uint64_t revision =
        collections_.revision() * 4 + (use_masters ? 1 : 0) + (e.masters ? 2 : 0);
    if (revision == explorer_revision_) return;
    explorer_revision_ = revision;
    e.games_cache.ply = -1;
    e.games = nullptr;
    if (use_masters) {
        e.games = [this](const Position& pos, const std::vector<Move>&) {
            const MasterDb* db = masters_.db();
            return db ? explorer_games(*db, pos, language() == Lang::ZH)
                      : std::vector<ExplorerGames>{};
        };
        return;
    }
    if (!collections_.collection()) return;
    e.games = [this](const Position& pos, const std::vector<Move>&) {
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

// Most sessions never open the explorer: the master database (80 MB in memory) is read the
// first time it is shown, in the background.
void App::start_masters() {
    if (masters_.started() || ui_.library.collections.masters_path.empty()) return;
    masters_.start(ui_.library.collections.masters_path, window_.waker());
}

void App::open_master_game(int game, int ply) {
    MasterDb* db = masters_.db();
    if (!db || game < 0 || game >= db->game_count()) return;
    // The game's tags in the language shown.
    if (db->chinese() != (language() == Lang::ZH)) db->set_language(language() == Lang::ZH);
    if (puzzle_board()) ui_.select_tab = Ui::Tab::MOVES;  // the game replaces the puzzle
    if (!open_text(db->game_pgn(game), "masters.xqm #" + std::to_string(game + 1))) return;
    // Untitled and kept in the database: nothing unsaved until it changes.
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
