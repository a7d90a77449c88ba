// The ImGui side panel and dialogs. Ui holds what the panels remember between frames, one state
// struct per panel or concern (*_state.h, drawn_widgets.h); each panel lives in its own file
// (panel_*.cpp, dialogs.cpp).
#pragma once

#include <imgui.h>

#include <string>

#include "game/controller.h"
#include "game/tables/endgame_tables.h"
#include "render/sprites.h"
#include "ui/board_overlay_state.h"
#include "ui/dialog_state.h"
#include "ui/drawn_widgets.h"
#include "ui/editor_panel_state.h"
#include "ui/file_state.h"
#include "ui/game_panel_state.h"
#include "ui/intent.h"
#include "ui/library_panel_state.h"
#include "ui/look_panel_state.h"
#include "ui/moves_panel_state.h"
#include "ui/puzzle_panel_state.h"
#include "ui/tournament_window_state.h"

namespace xq {

// What the panels remember between frames, one state per panel or concern; a panel's file reads
// its own state and the shared things here (the controller, the sprites, the tab to bring
// forward, the folded panel, what was drawn).
struct Ui {
    const Controller* controller = nullptr;
    const Sprites* sprites = nullptr;       // the pieces drawn in the player cards and the tray
    const EndgameTables* tables = nullptr;  // the analysis shows their verdict; null: none
    // A tab to bring to the front in the next frame (the benchmark shows the engine panel).
    enum class Tab { NONE, GAME, MOVES, ENGINE, LOOK, PUZZLES, LIBRARY } select_tab = Tab::NONE;
    bool panel_folded = false;  // the panel is a strip with one button (asked for, or narrow)

    DrawnWidgets drawn;                // the last frame's widgets, tooltips and status (tests)
    BoardOverlayState board;           // where the board is, the text drawn over it
    DialogState dialogs;               // the dialogs and windows over the board
    FileState files;                   // the game's file, the file browser, pictures' options
    GamePanelState game;               // 对局 Game
    MovesPanelState moves;             // 棋谱 Moves
    LookPanelState look;               // 外观 Look
    PuzzlePanelState puzzle;           // 习题 Puzzles
    LibraryPanelState library;         // 棋库 Library and its sub-tabs
    EditorPanelState editor;           // the position editor
    TournamentWindowState tournament;  // the tournament window
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
// player at this board must answer: ui.dialogs.question), else emits the intent at once.
void ask_or_do(Ui& ui, Intents& out, const Intent& intent);
void draw_questions(Ui& ui, Intents& out);     // dialog_questions.cpp
void draw_help(Ui& ui);                        // help_window.cpp
void draw_tournament(Ui& ui, Intents& out);    // tournament_window.cpp
void draw_welcome(Ui& ui, Intents& out);       // welcome_dialog.cpp
void draw_coordinates(const Ui& ui);           // board_coordinates.cpp: ui.board.coordinates
void draw_file_browser(Ui& ui, Intents& out);  // file_browser.cpp
void picture_buttons(Ui& ui, Intents& out);    // picture_options.cpp: Save picture / animation
void draw_dialogs(Ui& ui, Intents& out);       // dialogs.cpp: game over, referee, notices
void draw_board_labels(Ui& ui);                // ui.board.labels (panel_engine_analysis.cpp)
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
