// What the Library tab and its sub-tabs remember between frames (panel_library.cpp,
// panel_explorer.cpp, panel_endgames.cpp, panel_collections.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/controller.h"
#include "game/endgames/endgame_trainer.h"
#include "game/library/collection_shelf.h"
#include "game/library/collection_view.h"
#include "game/library/explorer_masters.h"
#include "game/library/opening_explorer.h"

namespace xq {

// The opening explorer: drawn in this frame (its engine runs while it is), where its games
// column comes from (the App sets `games` to the master database's or the open collection's
// statistics; unset: no games column) and their last answer, and the master games through the
// position for the list under the table.
struct ExplorerPanelState {
    bool shown = false;
    ExplorerGamesSource games;
    const MasterDb* masters = nullptr;  // the master database once read (the App fills it)
    std::string masters_error;          // why it could not be read, or ""
    bool from_collection = false;       // the player chose the open collection over the masters
    bool collection_open = false;       // there is one to choose
    struct GamesCache {
        uint64_t key = 0;
        int ply = -1;
        uint64_t source = 0;  // which source and language the rows are of
        std::vector<ExplorerGames> rows;
        std::vector<MasterGameRow> master_games;
        int master_total = 0;  // master games through the position, listed or not
    } games_cache;
};

// The Endgames sub-tab; the App fills the first two.
struct EndgamesPanelState {
    const EndgameTrainer* trainer = nullptr;
    std::string error;  // the collection could not be loaded (or had bad lines)
    struct Choice {
        std::string category;  // its English name; "" for all
        int solved = 0;        // 0 all, 1 solved only, 2 not yet solved
        int selected = 0;      // endgame id, 0: none
        Color side = RED;      // the side the player takes
        int level = SKILL_RANGE.max;
    } choice;
};

// The Collections sub-tab: the open collection (the App fills it), and what the list shows:
// filter, sort, the rows made for them, the selection.
struct CollectionsPanelState {
    const CollectionShelf* shelf = nullptr;
    std::string masters_path;  // the master database, opened as a collection by its button
    char path[512] = {};
    char filter_text[128] = {};
    int result = 0;  // CollectionFilter::Result
    char material[64] = {};
    bool material_typed = false;  // else `material` is the example, in the UI's language
    CollectionSort sort;
    CollectionFilter rows_filter;
    CollectionSort rows_sort;
    uint64_t rows_revision = 0;  // of the shelf, when `rows` were made
    std::vector<int> rows;
    int selected = -1;  // a game of the collection
};

struct LibraryPanelState {
    // The sub-tab to bring forward in the next frame (an opened collection shows its list).
    enum class SubTab { NONE, EXPLORER, ENDGAMES, COLLECTIONS } select_tab = SubTab::NONE;
    ExplorerPanelState explorer;
    EndgamesPanelState endgames;
    CollectionsPanelState collections;
};

}  // namespace xq
