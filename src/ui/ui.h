// The ImGui side panel and dialogs. Ui holds what the panels remember between frames; each
// panel lives in its own file (panel_*.cpp, dialogs.cpp).
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/controller.h"
#include "game/endgames/endgame_trainer.h"
#include "game/files/file_dialog.h"
#include "game/library/collection_shelf.h"
#include "game/library/collection_view.h"
#include "game/puzzles/puzzle_trainer.h"
#include "game/tournament/tournament_runner.h"
#include "render/board_geometry.h"
#include "render/sprites.h"
#include "ui/intent.h"

namespace xq {

struct Ui {
    const Controller* controller = nullptr;
    // The Moves tab's FEN box: it follows the position shown; text the player typed or pasted
    // stays until the position changes (a move, a step through the game, Set FEN).
    char fen_buffer[256] = {};
    std::string fen_followed;  // the position's FEN when the box last followed it
    bool fen_typed = false;
    bool fen_active = false;  // the box had the keyboard in the last frame
    // The game's file as the Moves tab shows it ("" untitled), and whether the game on the board
    // has moves saved nowhere (a recent file or an endgame challenge asks before replacing it);
    // the App fills both each frame.
    std::string game_file;
    bool unsaved_moves = false;
    char player_name[64] = {};  // the Game tab's name field, while typed in
    bool player_name_typing = false;
    std::optional<Move> pending_warned_move;  // the referee's warning asks first
    Str warning = Str::COUNT;                 // ... with this text
    int end_dialog_shown_for = -1;            // ply of the finished game already announced
    bool end_dialog_open = false;
    std::vector<Message> notices;  // problems with the saved state, shown until OK
    int scroll_moves_to = -1;
    // A tab to bring to the front in the next frame (the benchmark shows the engine panel).
    enum class Tab { NONE, GAME, MOVES, ENGINE, LOOK, PUZZLES, LIBRARY } select_tab = Tab::NONE;
    // The Library's sub-tab to bring forward in the next frame (an opened collection shows its
    // list).
    enum class LibraryTab {
        NONE,
        EXPLORER,
        ENDGAMES,
        COLLECTIONS
    } select_library = LibraryTab::NONE;
    // Rectangles (window coordinates) of the widgets drawn in the last frame, by label: tests
    // click them.
    struct Rect {
        PointF min, max;
        PointF center() const { return {(min.x + max.x) / 2, (min.y + max.y) / 2}; }
    };
    std::map<std::string, Rect> widgets;
    PointF board_center;        // window coordinates, for placing dialogs
    std::string status_drawn;   // the status line of the last frame (tests)
    std::string opening_drawn;  // the opening named in the Moves tab in the last frame (tests)

    const Sprites* sprites = nullptr;  // the pieces drawn in the player cards and the tray
    bool separate_clocks = false;      // Black's time control shown apart from Red's
    // A question before an action that ends the game, or the other player's draw answer.
    // Also: the game's file changed on disk since it was opened or saved (Save asks whether to
    // overwrite it), and the game's unsaved moves before `replace_with` replaces it.
    enum class Question {
        NONE,
        RESIGN,
        NEW_GAME,
        DRAW,
        CHANGED_ON_DISK,
        REPLACE_UNSAVED
    } question = Question::NONE;
    std::optional<Intent> replace_with;
    bool help_open = false;  // the help window: how to play, the keys
    // The welcome dialog of the first start, and what it has chosen so far.
    bool welcome_open = false;
    Settings welcome_choice;
    // The board's coordinates drawn as text (letters and digits, window coordinates) when the
    // board's own Chinese labels are off; the App fills them each frame.
    struct Coordinate {
        PointF at;  // the label's centre
        char text[2];
    };
    std::vector<Coordinate> coordinates;
    float coordinate_size = 0;  // their font size, window coordinates
    float ui_scale = 1;         // the UI scale in use (the App fills it)
    bool panel_folded = false;  // the panel is a strip with one button (asked for, or narrow)
    int ui_scale_edit = 100;    // the UI size slider while it is dragged (percent)
    bool ui_scale_dragging = false;
    std::map<std::string, Str> tips;  // widget label -> its tooltip, this frame (tests)
    // The in-app file browser (when the desktop has no dialog of its own); the App lists the
    // folder, the panel draws it.
    struct Browser {
        bool open = false, save = false;
        FileUse use = FileUse::GAME;  // what a file chosen to save is for
        std::string folder;           // with no trailing slash
        std::vector<FolderEntry> entries;
        std::string error;
        char name[256] = {};
    } browser;
    // The options of pictures and animations (the Moves tab's popup), and which of the two the
    // popup is choosing a file for.
    PictureOptions picture;
    FileUse picture_use = FileUse::PICTURE;
    // Puzzle mode (panel_puzzles.cpp); the App fills these.
    const PuzzleTrainer* puzzles = nullptr;
    bool puzzle_mode = false;          // the board shows the puzzle
    Str puzzle_feedback = Str::COUNT;  // what the last action gave ("Right!", "Solved!")
    std::string puzzle_error;          // the set could not be loaded
    bool own_puzzles = false;          // the set is "From your games" (own_puzzles.h)
    int own_puzzle_count = 0;          // how many that set has
    // The Library tab's Endgames sub-tab (panel_endgames.cpp); the App fills the first two.
    const EndgameTrainer* endgames = nullptr;
    std::string endgame_error;  // the collection could not be loaded (or had bad lines)
    struct EndgameChoice {
        std::string category;  // its English name; "" for all
        int solved = 0;        // 0 all, 1 solved only, 2 not yet solved
        int selected = 0;      // endgame id, 0: none
        Color side = RED;      // the side the player takes
        int level = SKILL_RANGE.max;
    } endgame_choice;
    // The game's tags being edited, refreshed from the game when its record changes.
    struct TagEdit {
        uint64_t revision = ~uint64_t(0);
        char value[8][128] = {};
    } tag_edit;
    // The game at the end of its main line, for the result under the move list; made again
    // when the game's record changes.
    struct MainLineEnd {
        uint64_t revision = ~uint64_t(0);
        Game game;
    } main_line_end;
    // Text over the board (the scores of the analysis arrows), window coordinates; the App
    // fills it each frame, draw_ui draws it.
    struct BoardLabel {
        PointF at;  // the label's centre
        std::string text;
        ImU32 colour;
    };
    std::vector<BoardLabel> board_labels;
    // The current move's comment being edited, refreshed when the record changes (unless the
    // player is typing in it).
    struct CommentEdit {
        uint64_t revision = ~uint64_t(0);
        bool active = false;
        char text[2048] = {};
    } comment_edit;
    int editor_problems = 0;    // shown by the position editor in the last frame (tests)
    char editor_fen[256] = {};  // its FEN field, following the board unless typed in
    bool editor_fen_typing = false;
    // Other engines (panel_game_other_engines.cpp): the engine shown in the list and the path
    // being typed for a new one.
    std::string engine_shown;
    char engine_path[512] = {};
    std::string engine_failure_scrolled;  // the failure last scrolled into view (path, text)
    // The Library's Collections sub-tab (panel_collections.cpp): the open collection (the App
    // fills it), and what the list shows: filter, sort, the rows made for them, the selection.
    const CollectionShelf* collections = nullptr;
    struct CollectionsPanel {
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
    } collections_panel;
    // The opening explorer (panel_explorer.cpp): drawn in this frame (its engine runs while it
    // is), the open collection's statistics (unset: no games column) and their last answer.
    bool explorer_shown = false;
    ExplorerGamesSource explorer_games;
    struct ExplorerGamesCache {
        uint64_t key = 0;
        int ply = -1;
        std::vector<ExplorerGames> rows;
    } explorer_games_cache;
    // The tournament window (tournament_window.cpp): open or not, the runner it shows (the App
    // fills it), the setup being edited and the entrant chosen to be added (0: a level, i > 0:
    // the i-th other engine).
    bool tournament_open = false;
    const TournamentRunner* tournament = nullptr;
    TournamentSetup tournament_form;
    int tournament_add = 0;
    int tournament_add_level = 11;
    int tournament_results_shown = 0;  // rows of the results list in the last frame (tests)
};

// Draws the side panel into the given window-coordinate rectangle, then the dialogs; returns
// what the user asked for, for the App to apply after the frame.
Intents draw_ui(Ui& ui, float x, float y, float w, float h);

// Building blocks shared by the panels.
bool ui_button(Ui& ui, const char* label, ImVec2 size = ImVec2(0, 0));
void remember_item(Ui& ui, const char* label);
// The width of an InputInt with +/- buttons that shows every value up to `widest` whole
// (negative for a minus sign), for SetNextItemWidth.
float number_box_width(int widest);
// SameLine() if a button with this label still fits on the line, else a new line.
void same_line_if_fits(const char* next_label);
void same_line_if_fits_width(float next_width);
std::string result_text(const Game& game);  // "Red wins (checkmate)" / status line
std::string status_line(const Controller& c);

// A slider with its value written at its right (value_slider.cpp), where the grab cannot cover
// it, in `width` (0: the rest of the line) with the value; `format` as ImGui's ("%.1f s"),
// `widest`: the widest value, for the room kept. The value's text is remembered as id + "_value";
// the tooltip is on both.
bool slider_float_with_value(Ui& ui, const char* id, Str tip_text, float* v, float min, float max,
                             const char* format, ImGuiSliderFlags flags, float width = 0);
bool slider_int_with_value(Ui& ui, const char* id, Str tip_text, int* v, int min, int max,
                           const std::string& format, const std::string& widest,
                           ImGuiSliderFlags flags, float width = 0);

// Text in a box at least `min_lines` lines high; longer text wraps onto more lines (never cut);
// `width` 0: the rest of the line.
void text_box(const std::string& text, int min_lines, ImU32 colour, float width = 0);

// Text wrapped to the rest of the line, broken where Chinese allows it too (text_wrap.h); as
// many lines as it needs, never cut.
void wrapped_text(const std::string& text, ImU32 colour);

// The tooltip of the last widget (label as given to remember_item).
void tip(Ui& ui, const char* label, Str text);
// Asks before what needs asking (resign, a new game while one is on, a draw offer the other
// player at this board must answer: ui.question), else emits the intent at once.
void ask_or_do(Ui& ui, Intents& out, const Intent& intent);
void draw_questions(Ui& ui, Intents& out);     // dialog_questions.cpp
void draw_help(Ui& ui);                        // help_window.cpp
void draw_tournament(Ui& ui, Intents& out);    // tournament_window.cpp
void draw_welcome(Ui& ui, Intents& out);       // welcome_dialog.cpp
void draw_coordinates(const Ui& ui);           // board_coordinates.cpp: ui.coordinates
void draw_file_browser(Ui& ui, Intents& out);  // file_browser.cpp
void picture_buttons(Ui& ui, Intents& out);    // picture_options.cpp: Save picture / animation
void draw_dialogs(Ui& ui, Intents& out);       // dialogs.cpp: game over, referee, notices
void draw_board_labels(Ui& ui);                // ui.board_labels (panel_engine_analysis.cpp)
// The room around a board label's text, each side (its box is the text and this).
inline const ImVec2 BOARD_LABEL_PAD(3, 1);

// The tabs, one function and file each, named after the tab the player sees.
void panel_game(Ui& ui, Intents& out);     // 对局 Game: mode, handicap, clocks, engine strength
void panel_moves(Ui& ui, Intents& out);    // 棋谱 Moves: files, tags, FEN, the move tree
void panel_engine(Ui& ui, Intents& out);   // 引擎 Engine: the search's figures, PV, score graph
void panel_look(Ui& ui, Intents& out);     // 外观 Look: sound, piece and board themes, display
void panel_puzzles(Ui& ui, Intents& out);  // 习题 Puzzles

// 棋库 Library: its sub-tab bar (panel_library.cpp), and the sub-tabs.
void panel_library(Ui& ui, Intents& out);
void panel_collections(Ui& ui, Intents& out);  // 棋谱集 Collections
void panel_explorer(Ui& ui, Intents& out);     // 开局 Explorer: the opening explorer
void panel_endgames(Ui& ui, Intents& out);     // 残局 Endgames
// The position editor's panel, in place of the tabs while it is open.
void panel_editor(Ui& ui, Intents& out);

// Sections of the Game tab.
bool edit_time_controls(Ui& ui, Settings& s);   // panel_game_time_control.cpp
void draw_other_engines(Ui& ui, Intents& out);  // panel_game_other_engines.cpp
// The top of the Engine tab: analysis lines and the review (panel_engine_analysis.cpp).
void draw_analysis_and_review(Ui& ui, Intents& out);
// Sections of the Moves tab (move_tree_view.cpp): the move list as a tree, and above it the tree
// edits, the marks and the comment of the current move.
void draw_move_tree(Ui& ui, Intents& out);
void draw_tree_tools(Ui& ui, Intents& out);

// The player cards (clock, captured pieces, material) above and below the panel
// (player_cards.cpp).
float player_card_height();
struct CardPlace {
    float x, y, w;  // window coordinates; the height is player_card_height()
};
// `top`: the card of the player at the top of the board; `bottom`: the other one's.
void draw_player_cards(Ui& ui, Intents& out, CardPlace top, CardPlace bottom);
// In puzzle mode the status line tells whose move it is in the puzzle and how it went.
void puzzle_status(const Ui& ui, std::string& text, ImVec4& colour);

}  // namespace xq
