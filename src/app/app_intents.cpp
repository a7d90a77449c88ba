// The App applies what the panels, the keys and dropped files asked for (ui/intent.h): game
// actions go to the Controller, puzzle actions to the puzzle board, settings are stored (and
// saved after the frame), files and the clipboard are handled here. IntentApplier has one
// overload per kind of intent and no catch-all, so an intent nobody applies does not compile.
#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <type_traits>

#include "app/app.h"
#include "app/game_board.h"
#include "app/picture_export.h"
#include "app/puzzle_board.h"
#include "formats/dhtmlxq.h"
#include "formats/xqf.h"
#include "game/clock/clock_tags.h"
#include "game/engines/engine_bridge.h"
#include "game/files/file_dialog.h"
#include "game/files/game_document.h"
#include "game/files/game_file.h"
#include "game/files/save_tags.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "game/files/user_dirs.h"
#include "game/library/collection_read.h"
#include "game/text/i18n.h"
#include "util/text.h"

namespace xq {

namespace {

// What the game's buttons and keys ask of the game itself: while a puzzle is on the board they
// wait (the buttons are greyed and the keys act on the puzzle), so the game behind it does not
// change.
template <class T>
constexpr bool acts_on_game =
    std::is_same_v<T, intent::NewGame> || std::is_same_v<T, intent::Undo> ||
    std::is_same_v<T, intent::Redo> || std::is_same_v<T, intent::GoTo> ||
    std::is_same_v<T, intent::Resign> || std::is_same_v<T, intent::OfferDraw> ||
    std::is_same_v<T, intent::Hint> || std::is_same_v<T, intent::PlayWarnedMove> ||
    std::is_same_v<T, intent::MoveNow> || std::is_same_v<T, intent::FlipBoard> ||
    std::is_same_v<T, intent::ToggleAnalysis> || std::is_same_v<T, intent::ContinuePlaying> ||
    std::is_same_v<T, intent::PlayMove>;

}  // namespace

struct App::IntentApplier {
    App& app;
    Controller& c;

    // ---- the game
    void operator()(const intent::NewGame&) { c.new_game(); }
    void operator()(const intent::Undo&) { c.undo(); }
    void operator()(const intent::Redo&) { c.redo(); }
    void operator()(const intent::Resign&) { c.resign(); }
    void operator()(const intent::OfferDraw&) { c.offer_draw(); }
    void operator()(const intent::AnswerDraw& i) { c.answer_draw(i.agree); }
    void operator()(const intent::Hint&) { c.hint(); }
    void operator()(const intent::MoveNow&) { c.move_now(); }
    void operator()(const intent::PlayWarnedMove& i) {
        c.human_move(i.move, app.now());
        app.ui_.dialogs.pending_warned_move.reset();
    }
    void operator()(const intent::PauseClock& i) {
        c.set_paused(i.pause);
        if (c.paused()) c.notify(Message(Str::PAUSED));
    }

    // ---- moving through the record
    void operator()(const intent::GoTo& i) { c.go_to(i.ply); }
    void operator()(const intent::GoToLine& i) { c.go_to_line(i.path, i.ply); }
    void operator()(const intent::EditTree& i) { c.edit_tree(i.edit); }
    void operator()(const intent::SetComment& i) { c.set_comment(i.text); }
    void operator()(const intent::SetMark& i) { c.set_mark(i.mark); }
    void operator()(const intent::SetTag& i) { c.set_tag(i.name, i.value); }

    // ---- settings and the window
    void operator()(const intent::ChangeSettings& i) {
        // An engine taken off the list takes its failure message with it.
        const Message& m = c.message;
        if ((m.key == Str::EXTERNAL_FAILED || m.key == Str::EXTERNAL_ENGINE) && !m.args.empty() &&
            std::none_of(i.settings.external_engines.begin(), i.settings.external_engines.end(),
                         [&](const ExternalEngineSpec& e) { return e.name == m.args[0].text; }))
            c.notify(Message());
        app.settings_ = i.settings;
        c.settings_changed();
        app.load_sprite_theme();
        app.saved_.settings_changed();
    }
    void operator()(const intent::FlipBoard&) {
        app.settings_.flip = !app.settings_.flip;
        app.saved_.settings_changed();
    }
    void operator()(const intent::SwitchLanguage&) {
        Settings& s = app.settings_;
        s.lang = s.lang == Lang::ZH ? Lang::EN : Lang::ZH;
        set_language(s.lang);
        SDL_SetWindowTitle(app.window_.sdl_window(), tr(Str::APP_TITLE));
        app.saved_.settings_changed();
    }
    void operator()(const intent::TogglePanel&) {
        // A narrow window's folded panel opens as a drawer over the board, for now only; a wide
        // window's is the player's choice, kept.
        if (app.window_.layout().narrow && !app.settings_.panel_collapsed) {
            app.window_.toggle_drawer();
            return;
        }
        app.settings_.panel_collapsed = !app.settings_.panel_collapsed;
        app.saved_.settings_changed();
    }

    // ---- positions, files and the clipboard
    void operator()(const intent::SetFen& i) { set_position(i.fen); }
    void operator()(const intent::PasteFen&) {
        std::string text;
        if (char* clip = SDL_GetClipboardText()) {
            text = clip;
            SDL_free(clip);
        }
        snprintf(app.ui_.moves.fen_buffer, sizeof app.ui_.moves.fen_buffer, "%s", text.c_str());
        app.ui_.moves.fen_typed =
            true;                 // kept to be mended if it is no position; a new one replaces it
        app.open_text(text, "");  // a position, or a whole game
    }
    void operator()(const intent::CopyFen&) {
        const std::string fen = c.game().position().fen();
        SDL_SetClipboardText(fen.c_str());
        snprintf(app.ui_.moves.fen_buffer, sizeof app.ui_.moves.fen_buffer, "%s", fen.c_str());
        c.notify(Message(Str::FEN_COPIED));
    }
    void operator()(const intent::CopyMoves&) {
        SDL_SetClipboardText(game_to_chinese_text(c.game()).c_str());
        c.notify(Message(Str::MOVES_COPIED));
    }
    void operator()(const intent::CopyDhtmlXQ&) {
        SDL_SetClipboardText(game_to_dhtmlxq(c.game()).c_str());
        c.notify(Message(Str::DHTMLXQ_COPIED));
    }
    void operator()(const intent::PasteGame&) {
        std::string text;
        if (char* clip = SDL_GetClipboardText()) {
            text = clip;
            SDL_free(clip);
        }
        show_opened_game();
        app.open_text(text, "");
    }
    void operator()(const intent::ContinuePlaying&) { c.continue_playing(); }
    void operator()(const intent::SaveGame& i) {
        const std::string path = app.document_.path(c.game_serial());
        std::string on_disk;
        bool missing = false;
        const bool read = !path.empty() && read_file(path, on_disk, nullptr, &missing);
        const bool exists = !path.empty() && !missing;
        // A file that exists but cannot be read is not known to hold what was saved: asked.
        switch (read || !exists ? app.document_.save_action(c.game_serial(), exists, on_disk)
                                : GameDocument::SaveAction::ASK_CHANGED_ON_DISK) {
            case GameDocument::SaveAction::SAVE_AS:
                (*this)(intent::BrowseFiles{true, FileUse::GAME});
                return;
            case GameDocument::SaveAction::ASK_CHANGED_ON_DISK:
                if (!i.over_changed_file) {
                    app.ui_.dialogs.question = DialogState::Question::CHANGED_ON_DISK;
                    return;
                }
                [[fallthrough]];
            case GameDocument::SaveAction::SAVE_THERE:
                (*this)(intent::SavePgn{path});
                return;
        }
    }
    void operator()(const intent::SavePgn& i) {
        std::string error;
        // The documents folder may not exist yet on a fresh account.
        std::error_code ec;
        const auto parent = std::filesystem::path(i.path).parent_path();
        if (!parent.empty()) std::filesystem::create_directories(parent, ec);
        const PgnTags clock = clock_tags(c.saved_clock());
        const std::string text = game_to_pgn(game_to_save(c, today_pgn_date()), clock);
        // What the file holds now, unless it is what this game was opened from or saved as, is
        // kept beside it as <name>.bak.
        std::string on_disk;
        bool missing = false;
        const bool exists = read_file(i.path, on_disk, nullptr, &missing) || !missing;
        const bool backup = app.document_.needs_backup(i.path, exists, on_disk);
        if (!write_game_file(i.path, text, backup, &error)) {
            c.notify(Message(Str::SAVE_ERROR, {MessageArg::detail(error)}, true));
            return;
        }
        app.document_.bind(i.path, c.game_serial(), c.game(), text);
        if (backup)
            c.notify(Message(Str::PGN_SAVED,
                             {MessageArg::literal(i.path), MessageArg::key(Str::BAK_KEPT),
                              MessageArg::literal(i.path + ".bak")}));
        else
            c.notify(Message(Str::PGN_SAVED, {MessageArg::literal(i.path)}));
        app.remember_recent(i.path);
    }
    void operator()(const intent::LoadPgn& i) {
        // A folder, or a file of several games, opens as a collection in the Library.
        std::error_code ec;
        if (std::filesystem::is_directory(i.path, ec)) {
            app.open_collection(i.path);
            return;
        }
        show_opened_game();
        std::string text, error;
        if (!read_file(i.path, text, &error)) {
            c.notify(Message(Str::PGN_ERROR,
                             {MessageArg::detail(printable_excerpt(error, MAX_DETAIL_CHARS))},
                             true));
            return;
        }
        if (count_games(text) > 1) {
            app.open_collection(i.path);
            return;
        }
        if (!app.open_text(text, i.path)) return;
        app.remember_recent(i.path);
        // The game is bound to its file: Save writes there, while the file holds this text.
        // We write PGN only: an XQF or DhtmlXQ file is never saved over; Save As offers a .pgn
        // beside it, and the message says so.
        if (looks_like_xqf(text) || looks_like_dhtmlxq(text)) {
            const std::string pgn =
                std::filesystem::path(i.path).replace_extension(".pgn").string();
            app.document_.kept_elsewhere(c.game_serial(), c.game(), pgn);
            app.document_.set_last_folder_of(i.path);
            if (c.message.key == Str::PGN_LOADED)
                c.notify(Message(Str::PGN_LOADED, {MessageArg::literal(i.path),
                                                   MessageArg::key(Str::SAVES_AS_PGN_BESIDE),
                                                   MessageArg::literal(pgn)}));
        } else if (c.message.key == Str::GAME_KEPT_UP_TO) {
            // Only the part before a bad move was read: saving it there would cut the file.
            app.document_.kept_elsewhere(c.game_serial(), c.game(), i.path);
            app.document_.set_last_folder_of(i.path);
        } else {
            app.document_.bind(i.path, c.game_serial(), c.game(), text);
        }
    }
    void operator()(const intent::OpenText& i) {
        show_opened_game();
        app.open_text(i.text, "");
    }
    void operator()(const intent::SavePicture& i) {
        std::string error;
        std::error_code ec;
        const auto parent = std::filesystem::path(i.path).parent_path();
        if (!parent.empty()) std::filesystem::create_directories(parent, ec);
        if (save_picture(c, app.options_.assets_dir, i, &error))
            c.notify(Message(Str::PICTURE_SAVED, {MessageArg::literal(i.path)}));
        else
            c.notify(Message(Str::SAVE_ERROR, {MessageArg::detail(error)}, true));
    }
    void operator()(const intent::BrowseFiles& i) {
        // The folder of the last file opened or saved, else the documents folder (made when
        // missing); a game to save is offered under its file's name, a picture under the
        // game's name with its own extension.
        const std::string folder = app.dialog_folder();
        std::filesystem::path name =
            std::filesystem::path(app.document_.suggested_name(c.game_serial(), "xiangqi-game.pgn"))
                .filename();
        if (i.use == FileUse::PICTURE) name.replace_extension(".png");
        if (i.use == FileUse::ANIMATION) name.replace_extension(".gif");
        const std::string bound = app.document_.path(c.game_serial());
        const std::string start = !i.save ? folder + "/"
                                  : i.use == FileUse::GAME && !bound.empty()
                                      ? bound
                                      : folder + "/" + name.string();
        // The desktop's own dialog when there is one, in the background; else the in-app
        // browser.
        if (app.dialog_.start(i.save, i.use, start, tr(i.save ? Str::SAVE_AS : Str::OPEN_FILE),
                              app.window_.waker()))
            return;
        FileState::Browser& b = app.ui_.files.browser;
        b.open = true;
        b.save = i.save;
        b.use = i.use;
        snprintf(b.name, sizeof b.name, "%s", i.save ? name.string().c_str() : "");
        (*this)(intent::BrowseFolder{std::filesystem::path(start).parent_path().string()});
    }
    void operator()(const intent::ChooseEnginePath& i) {
        snprintf(app.ui_.game.engine_path, sizeof app.ui_.game.engine_path, "%s", i.path.c_str());
    }
    void operator()(const intent::BrowseFolder& i) {
        std::error_code ec;
        std::string folder = i.folder;
        if (!std::filesystem::is_directory(folder, ec)) folder = app.dialog_folder();
        FileState::Browser& b = app.ui_.files.browser;
        b.folder = folder;
        b.error.clear();
        std::string error;
        if (!list_folder(folder, file_extensions(b.use, b.save), b.entries, &error))
            b.error = printable_excerpt(error, 120);
    }

    // ---- analysis and review
    void operator()(const intent::ToggleAnalysis&) {
        c.study().set_analysis(!c.study().analysing());
    }
    void operator()(const intent::StartReview&) {
        if (c.study().start_review()) app.ui_.select_tab = Ui::Tab::ENGINE;
    }
    void operator()(const intent::CancelReview&) { c.study().cancel_review(); }
    void operator()(const intent::FindMateByChecks&) { c.study().find_mate_by_checks(); }
    void operator()(const intent::MakeEndgameTable& i) { app.tables_->build(i.ending); }
    void operator()(const intent::ForgetLearned&) { c.learning().forget(); }

    // ---- the position editor
    void operator()(const intent::EditPosition&) {
        app.boards_->input().cancel();
        c.open_editor();
    }
    void operator()(const intent::ClearEditorBoard&) { c.editor().clear(); }
    void operator()(const intent::ResetEditorBoard&) { c.editor().reset(); }
    void operator()(const intent::SetEditorSide& i) { c.editor().set_side(i.side); }
    void operator()(const intent::TakeFromTray& i) { c.editor().take_from_tray(i.piece); }
    void operator()(const intent::SetEditorFen& i) {
        if (!c.editor().set_fen(i.fen))
            c.notify(Message(Str::BAD_FEN, {MessageArg::literal(i.fen)}, true));
    }
    void operator()(const intent::PlayFromEditor&) {
        std::string error;
        if (c.play_from_editor(&error))
            c.notify(Message(Str::FEN_SET));
        else
            c.notify(Message(Str::POSITION_NOT_PLAYABLE, {MessageArg::literal(error)}, true));
    }
    void operator()(const intent::CancelEditor&) { c.editor().close(); }

    // ---- puzzles
    void operator()(const intent::ShowPuzzles& i) { app.boards_->puzzles().show(i.on); }
    void operator()(const intent::ChoosePuzzleSet& i) { app.boards_->puzzles().choose_set(i.own); }
    void operator()(const intent::SetPuzzleTheme& i) { app.boards_->puzzles().set_theme(i.theme); }
    void operator()(const intent::PuzzleHint&) { app.boards_->puzzles().hint(); }
    void operator()(const intent::PuzzleRetry&) { app.boards_->puzzles().retry(); }
    void operator()(const intent::PuzzleNext&) { app.boards_->puzzles().next(); }
    void operator()(const intent::PuzzleSolution&) { app.boards_->puzzles().show_solution(); }

    // ---- the library
    void operator()(const intent::ShowExplorer& i) {
        c.study().set_exploring(i.on);
        if (i.on) app.start_masters();
    }
    void operator()(const intent::PlayMove& i) {
        // The board's rules: only when the player may move there, the referee's warning first.
        if (!c.human_can_move() || app.ui_.dialogs.pending_warned_move) return;
        if (c.game().position().is_legal(i.move)) app.boards_->game().play(i.move, app.now());
    }

    // ---- the library's endgames: a challenge is a game against the built-in engine
    void operator()(const intent::StartEndgame& i) {
        if (!app.endgames_.start(c, i.id, i.side, i.level)) return;
        app.saved_.settings_changed();  // the mode and the level
        app.judge_endgame();
    }

    // ---- other engines
    void operator()(const intent::InspectEngine& i) {
        if (app.bridge_) app.bridge_->inspect(find_engine(app.settings_.external_engines, i.name));
    }

    // ---- the Library's collections (app_collections.cpp)
    void operator()(const intent::OpenCollection& i) { app.open_collection(i.path); }
    void operator()(const intent::CancelCollection&) { app.collections_.close(); }
    void operator()(const intent::OpenCollectionGame& i) {
        app.open_collection_game(i.index, i.ply);
    }
    void operator()(const intent::OpenMasterGame& i) { app.open_master_game(i.game, i.ply); }
    void operator()(const intent::AddGameToCollection&) { app.add_game_to_collection(); }
    void operator()(const intent::DeleteCollectionGame& i) {
        app.collection_done(app.collections_.delete_game(i.index));
    }
    void operator()(const intent::MoveCollectionGame& i) {
        app.collection_done(app.collections_.move_game(i.from, i.to));
    }
    void operator()(const intent::SearchCollectionPosition&) { app.search_collection_position(); }
    void operator()(const intent::SearchCollectionMaterial& i) {
        app.collection_done(app.collections_.search_material(i.pattern));
    }
    void operator()(const intent::ClearCollectionSearch&) { app.collections_.clear_search(); }
    // ---- engine tournaments (app_tournament.cpp)
    void operator()(const intent::StartTournament& i) { app.start_tournament(i.setup); }
    void operator()(const intent::PauseTournament& i) {
        if (i.pause)
            app.tournament_->pause();
        else
            app.tournament_->resume();
    }
    void operator()(const intent::StopTournament&) { app.tournament_->stop(); }
    void operator()(const intent::OpenTournamentGame& i) {
        show_opened_game();
        app.open_tournament_game(i.index);
    }

  private:
    void set_position(const std::string& fen) {
        std::string error;
        if (c.set_position(fen, &error))
            c.notify(Message(Str::FEN_SET));
        else
            c.notify(Message(Str::BAD_FEN, {MessageArg::detail(error)}, true));
    }
    // A game opened while a puzzle is on the board is shown: the Moves tab replaces the puzzle.
    void show_opened_game() {
        if (app.puzzle_board()) app.ui_.select_tab = Ui::Tab::MOVES;
    }
};

void App::apply(const Intent& intent) {
    std::visit(
        [&](const auto& i) {
            if constexpr (acts_on_game<std::decay_t<decltype(i)>>)
                if (puzzle_board()) return;
            IntentApplier{*this, *controller_}(i);
        },
        intent);
}

// A game (PGN) or a position (FEN) from a file or dropped text. A game with a bad move keeps its
// legal part, and the message says where it stopped and why.
bool App::open_text(const std::string& text, const std::string& path) {
    Controller& c = *controller_;
    std::string error, stopped;
    // A single line that is a position: set it up. One shaped like a FEN (its first word ranks
    // separated by '/') that is not a position says why as a FEN.
    if (!looks_like_xqf(text)) {
        const std::string line(trim(text));
        std::string fen_error;
        if (line.find('\n') == std::string::npos) {
            if (c.set_position(line, &fen_error)) {
                c.notify(Message(Str::FEN_SET));
                return true;
            }
            const std::string word = line.substr(0, line.find(' '));
            if (std::count(word.begin(), word.end(), '/') >= 2 &&
                std::all_of(word.begin(), word.end(), [](char ch) {
                    return std::isalnum(static_cast<unsigned char>(ch)) || ch == '/';
                })) {
                c.notify(Message(Str::BAD_FEN, {MessageArg::detail(fen_error)}, true));
                return false;
            }
        }
    }
    // Anything else is a game: XQF, DhtmlXQ, PGN or a bare move list (read_game_file). What is
    // not says why, and the game on the board stays.
    Game loaded;
    PgnTags tags;
    bool read = pgn_to_game_lenient(text, loaded, &error, &stopped, &tags);
    // Pasted or dropped text that stops at its first move is no game at all: the game stays.
    if (read && path.empty() && !stopped.empty() && loaded.length() == 0) {
        read = false;
        error = stopped;
    }
    if (!read) {
        c.notify(Message(path.empty() ? Str::NOT_GAME_TEXT : Str::PGN_ERROR,
                         {MessageArg::detail(printable_excerpt(error, MAX_DETAIL_CHARS))}, true));
        return false;
    }
    std::optional<SavedClock> clock = clock_from_tags(tags);  // the clocks, when saved with it
    c.open_game(loaded, clock ? &*clock : nullptr);
    ui_.select_tab = Ui::Tab::MOVES;  // the game's players, moves and result
    if (stopped.empty()) {
        c.notify(path.empty() ? Message(Str::GAME_PASTED)
                              : Message(Str::PGN_LOADED, {MessageArg::literal(path)}));
    } else {
        c.notify(Message(
            Str::FILE_GAME_KEPT_UP_TO,
            {MessageArg::literal(std::to_string(loaded.length())), MessageArg::key(Str::COLON),
             MessageArg::detail(printable_excerpt(stopped, MAX_DETAIL_CHARS))},
            true));
    }
    return true;
}

void App::remember_recent(const std::string& path) {
    auto& r = settings_.recent_files;
    r.erase(std::remove(r.begin(), r.end(), path), r.end());
    r.insert(r.begin(), path);
    if (r.size() > Settings::MAX_RECENT) r.resize(Settings::MAX_RECENT);
    saved_.settings_changed();
}

}  // namespace xq
