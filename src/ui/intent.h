// What the user asked for in one frame. The panels only draw and return intents; the App applies
// them after the frame is built (src/app/app_intents.cpp), so every widget of a frame sees the
// same state (a click that moves through the game cannot change what the rest of the frame
// draws), and the panels do no file I/O, touch no clipboard and write no settings.
//
// An intent is one of the small structs below, each holding exactly what its request needs. The
// App applies them with std::visit over an overload set that has no catch-all, so a new kind of
// intent that the App does not handle is a compile error.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "formats/move_tree.h"
#include "game/controller.h"
#include "game/files/file_dialog.h"
#include "game/puzzles/puzzle_theme.h"
#include "game/settings.h"
#include "game/tournament/tournament_setup.h"
#include "rules/types.h"

namespace xq {

// A picture of the board or an animation of the line followed (the Moves tab's options).
struct PictureOptions {
    int width = 600;  // pixels
    bool coordinates = true;
    bool last_move = true;  // its marks, as the board shows them
    bool arrows = true;     // the engine's arrows the board shows
    int delay_ms = 1000;    // per move; the last position shows four times as long
};

namespace intent {

// ---- the game
struct NewGame {};
struct Undo {};  // against the engine the engine's reply goes too
struct Redo {};
struct Resign {};
struct OfferDraw {};
struct AnswerDraw {  // two players at one board: the other player's answer to the offer
    bool agree = false;
};
struct Hint {};
struct MoveNow {};  // the engine plays the best move it has found so far
// The move the referee warned about, played after all.
struct PlayWarnedMove {
    Move move = MOVE_NONE;
};
struct PauseClock {
    bool pause = false;  // false: resume
};

// ---- moving through the record
struct GoTo {
    int ply = 0;  // on the line followed
};
struct GoToLine {
    LinePath path;  // the line to follow
    int ply = 0;    // the position on it
};
// A tree edit on the variation holding the current move.
struct EditTree {
    Controller::TreeEdit edit = Controller::TreeEdit::PROMOTE;
};
struct SetComment {
    std::string text;  // the current move's comment (at the start: the game's)
};
struct SetMark {
    std::string mark;  // the current move's mark: "!", "?!", ... or "" for none
};
struct SetTag {
    std::string name;
    std::string value;  // "" removes the tag
};

// ---- settings and the window
struct ChangeSettings {
    Settings settings;  // the edited copy
};
struct FlipBoard {};
struct SwitchLanguage {};
struct TogglePanel {};  // fold or unfold the side panel

// ---- positions, files and the clipboard
struct SetFen {
    std::string fen;
};
struct CopyFen {};
struct PasteFen {};
struct CopyMoves {};    // the move list as Chinese text
struct CopyDhtmlXQ {};  // the game as DhtmlXQ (东萍) text
struct PasteGame {};    // a game or position on the clipboard, in any text format read
// A game opened for reading goes on under the mode (Controller::continue_playing).
struct ContinuePlaying {};
// Save (Ctrl+S): to the file the game came from or was saved to; an untitled game asks for a
// name (Save As), a file changed on disk asks first. `over_changed_file`: the player answered
// that question with "overwrite" (what the file held is kept as <name>.bak).
struct SaveGame {
    bool over_changed_file = false;
};
// The game saved to this file (chosen in Save As); it is the game's file from now on.
struct SavePgn {
    std::string path;
};
struct LoadPgn {
    std::string path;  // PGN or XQF
};
// A game (PGN) or a position (FEN) given as text, e.g. dropped on the window.
struct OpenText {
    std::string text;
};
// Choose a file: the desktop's dialog when there is one, else the in-app browser.
struct BrowseFiles {
    bool save = false;  // false: a file to open
    FileUse use = FileUse::GAME;
};
// The position shown as a PNG, or the line followed as an animated GIF.
struct SavePicture {
    std::string path;
    PictureOptions options;
    bool animation = false;
};
// The folder the in-app browser shows next.
struct BrowseFolder {
    std::string folder;
};
// A program chosen to add as an external engine: it fills the path field, for Add.
struct ChooseEnginePath {
    std::string path;
};

// ---- analysis and review
struct ToggleAnalysis {};
struct StartReview {};  // at the time per move of the settings
struct CancelReview {};
struct FindMateByChecks {};  // from the position shown (EngineStudy::find_mate_by_checks)
struct MakeEndgameTable {    // EndgameTables::build
    std::string ending;      // its name, e.g. KRKAA
};
struct ForgetLearned {};  // the engine forgets what it learned from its games

// ---- the position editor
struct EditPosition {};  // opens it on the position shown
struct ClearEditorBoard {};
struct ResetEditorBoard {};  // the start position
struct SetEditorSide {
    Color side = RED;  // the side to move
};
struct TakeFromTray {
    Piece piece = NO_PIECE;
};
struct SetEditorFen {
    std::string fen;
};
struct PlayFromEditor {};  // leave the editor with a game from its position
struct CancelEditor {};

// ---- puzzles
// The Puzzles tab opened (the board shows the puzzle) or closed (the game again).
struct ShowPuzzles {
    bool on = false;
};
struct ChoosePuzzleSet {
    bool own = false;  // the puzzles from the player's games; false: the shipped set
};
struct SetPuzzleTheme {
    PuzzleTheme theme = PuzzleTheme::ANY;
};
struct PuzzleHint {};
struct PuzzleRetry {};
struct PuzzleNext {};
struct PuzzleSolution {};

// ---- the library
// The opening explorer's tab shown (the engine scores its moves) or left (the engine stops).
struct ShowExplorer {
    bool on = false;
};
// A move chosen in a panel (the explorer's list), played as if on the board.
struct PlayMove {
    Move move = MOVE_NONE;
};
// Game `game` of the master database on the board, for reading, at `ply` of its moves.
struct OpenMasterGame {
    int game = 0;
    int ply = 0;
};

// ---- the library's endgames
// Set endgame `id` up on the board against the built-in engine, the player on `side`.
struct StartEndgame {
    int id = 0;
    Color side = RED;
    int level = SKILL_RANGE.max;
};

// ---- other engines (the list itself is edited with ChangeSettings)
// Start the external engine of this name and show its protocol and options ("" for none).
struct InspectEngine {
    std::string name;
};

// ---- engine tournaments (tournament_window.cpp)
struct StartTournament {
    TournamentSetup setup;
};
struct PauseTournament {
    bool pause = true;  // false: resume
};
struct StopTournament {};
// One finished game of the tournament, read from its PGN collection, opened on the board.
struct OpenTournamentGame {
    int index = 0;
};

}  // namespace intent

// ---- the Library's collections (panel_collections.cpp)
namespace intent {
// A PGN or DhtmlXQ file of many games, or a folder of XQF files.
struct OpenCollection {
    std::string path;
};
struct CancelCollection {};  // stop reading one
// Game `index` of the open collection on the board, for reading, at `ply` of its main line.
struct OpenCollectionGame {
    int index = 0;
    int ply = 0;
};
struct AddGameToCollection {};  // the game on the board, at the collection's end
struct DeleteCollectionGame {
    int index = 0;
};
struct MoveCollectionGame {
    int from = 0, to = 0;
};
struct SearchCollectionPosition {};  // the position on the board
struct SearchCollectionMaterial {
    std::string pattern;  // "RP-R", "车兵对车"
};
struct ClearCollectionSearch {};
}  // namespace intent

using Intent = std::variant<
    intent::NewGame, intent::Undo, intent::Redo, intent::Resign, intent::OfferDraw,
    intent::AnswerDraw, intent::Hint, intent::MoveNow, intent::PlayWarnedMove, intent::PauseClock,
    intent::GoTo, intent::GoToLine, intent::EditTree, intent::SetComment, intent::SetMark,
    intent::SetTag, intent::ChangeSettings, intent::FlipBoard, intent::SwitchLanguage,
    intent::TogglePanel, intent::SetFen, intent::CopyFen, intent::PasteFen, intent::CopyMoves,
    intent::CopyDhtmlXQ, intent::PasteGame, intent::ContinuePlaying, intent::SaveGame,
    intent::SavePgn, intent::LoadPgn, intent::SavePicture, intent::OpenText, intent::BrowseFiles,
    intent::BrowseFolder, intent::ChooseEnginePath, intent::ToggleAnalysis, intent::StartReview,
    intent::CancelReview, intent::EditPosition, intent::ClearEditorBoard, intent::ResetEditorBoard,
    intent::SetEditorSide, intent::TakeFromTray, intent::SetEditorFen, intent::PlayFromEditor,
    intent::CancelEditor, intent::ShowPuzzles, intent::ChoosePuzzleSet, intent::SetPuzzleTheme,
    intent::PuzzleHint, intent::PuzzleRetry, intent::PuzzleNext, intent::PuzzleSolution,
    intent::StartEndgame, intent::InspectEngine, intent::OpenCollection, intent::CancelCollection,
    intent::OpenCollectionGame, intent::AddGameToCollection, intent::DeleteCollectionGame,
    intent::MoveCollectionGame, intent::SearchCollectionPosition, intent::SearchCollectionMaterial,
    intent::ClearCollectionSearch, intent::ShowExplorer, intent::PlayMove, intent::OpenMasterGame,
    intent::StartTournament, intent::PauseTournament, intent::StopTournament,
    intent::OpenTournamentGame, intent::FindMateByChecks, intent::MakeEndgameTable,
    intent::ForgetLearned>;

using Intents = std::vector<Intent>;

// What a file chosen in a dialog (the desktop's or the in-app browser) asks for: a picture to
// write, a collection to open, an engine's program, a game to save or to open.
Intent chosen_file_intent(bool save, FileUse use, const std::string& path,
                          const PictureOptions& picture);

}  // namespace xq
