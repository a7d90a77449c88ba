// Puzzle mode in the App: the Puzzles tab shows the attempt of the PuzzleTrainer (game layer) on
// the board instead of the game, takes the player's moves and applies the tab's intents. The
// game in progress stays as it was, and comes back when another tab is chosen.
#include "app/app.h"
#include "game/puzzles/own_puzzles.h"
#include "game/text/i18n.h"
#include "rules/movegen.h"

namespace xq {

BoardView puzzle_board_view(const PuzzleSession& s) {
    BoardView v;
    const Position& pos = s.position();
    for (Square q = 0; q < SQUARE_NB; ++q) v.pieces[q] = pos.piece_on(q);
    v.flipped = s.solver() == BLACK;  // the solver plays up the board
    v.last_move = s.last_move();
    if (pos.in_check()) v.check_square = pos.king_square(pos.side_to_move());
    if (Move m = s.hint_move()) v.arrows.push_back({from_sq(m), to_sq(m), {40, 160, 60, 200}});
    return v;
}

bool App::puzzle_board() const {
    return ui_.puzzle_mode && puzzles_.ready();
}

void App::apply_puzzle(const Intent& intent) {
    ui_.puzzle_feedback = Str::COUNT;
    input_.cancel();
    switch (intent.kind) {
        case Intent::Kind::PUZZLE_MODE:
            if ((intent.ply != 0) == ui_.puzzle_mode) break;
            ui_.puzzle_mode = intent.ply != 0;
            // The game's clock does not run while the player solves puzzles; leaving puzzle
            // mode resumes it only if it was running when the mode began.
            if (ui_.puzzle_mode) {
                puzzle_paused_clock_ = !controller_->paused();
                controller_->set_paused(true);
            } else if (puzzle_paused_clock_) {
                controller_->set_paused(false);
            }
            if (ui_.puzzle_mode && !puzzles_.ready() && ui_.puzzle_error.empty())
                open_puzzle_set(ui_.own_puzzles);
            break;
        case Intent::Kind::PUZZLE_SET:
            open_puzzle_set(intent.ply != 0);
            break;
        case Intent::Kind::PUZZLE_HINT:
            puzzles_.hint();
            if (const PuzzleSession* s = puzzles_.session())
                ui_.puzzle_feedback =
                    s->hint_level() >= 2 ? Str::PUZZLE_HINT_MOVE : Str::PUZZLE_HINT_PIECE;
            break;
        case Intent::Kind::PUZZLE_RETRY:
            puzzles_.retry();
            break;
        case Intent::Kind::PUZZLE_NEXT:
            puzzles_.next();
            break;
        case Intent::Kind::PUZZLE_SOLUTION:
            puzzles_.show_solution();
            ui_.puzzle_feedback = Str::PUZZLE_SOLUTION_SHOWN;
            break;
        default:
            break;
    }
}

void App::open_puzzle_set(bool own) {
    ui_.own_puzzles = own;
    ui_.puzzle_error.clear();
    std::string error;
    if (!own) {
        const std::string path = options_.assets_dir + "/puzzles.txt";
        if (!puzzles_.open(path, state_dir_, &error) || !error.empty())
            ui_.puzzle_error = printable_excerpt(error, 400);
        return;
    }
    std::vector<Puzzle> set;
    if (!state_dir_.empty() && !load_own_puzzles(state_dir_, set, &error))
        ui_.puzzle_error = printable_excerpt(error, 400);
    ui_.own_puzzle_count = int(set.size());
    if (set.empty()) {
        puzzles_ = PuzzleTrainer();  // the panel explains how the set fills
        return;
    }
    if (!puzzles_.open(std::move(set), state_dir_, &error) || !error.empty())
        ui_.puzzle_error = printable_excerpt(error, 400);
}

void App::collect_own_puzzles() {
    const std::vector<Puzzle> found = controller_->take_own_puzzles();
    if (found.empty() || state_dir_.empty()) return;
    std::string error;
    const int added = add_own_puzzles(state_dir_, found, &error);
    if (added < 0) {
        controller_->notify(Message(Str::REVIEW_DONE,
                                    {MessageArg::literal(" · "), MessageArg::detail(error)}, true));
        return;
    }
    if (added > 0)
        controller_->notify(
            Message(Str::OWN_PUZZLES_ADDED, {MessageArg::literal(std::to_string(added))}));
    std::vector<Puzzle> set;
    std::string ignored;
    load_own_puzzles(state_dir_, set, &ignored);
    ui_.own_puzzle_count = int(set.size());
    // The set on show takes the new puzzles at once (the attempt on the board restarts only
    // if it was not one of them).
    if (ui_.own_puzzles && added > 0) open_puzzle_set(true);
}

void App::puzzle_context(BoardView& view, std::vector<Move>& legal,
                         BoardInput::Context& ctx) const {
    const PuzzleSession& s = *puzzles_.session();
    view = puzzle_board_view(s);
    legal.clear();
    if (s.state() == PuzzleState::PLAYING) {
        MoveList list;
        generate_legal(s.position(), list);
        legal.assign(list.begin(), list.end());
    }
    ctx = BoardInput::Context{&view, s.position().side_to_move(), !legal.empty(), &legal};
}

void App::puzzle_move(Move m) {
    switch (puzzles_.play(m)) {
        case PuzzleSession::Answer::RIGHT:
            ui_.puzzle_feedback = Str::PUZZLE_RIGHT;
            break;
        case PuzzleSession::Answer::SOLVED:
            ui_.puzzle_feedback = Str::PUZZLE_SOLVED;
            break;
        case PuzzleSession::Answer::WRONG:
            ui_.puzzle_feedback = Str::PUZZLE_WRONG;
            break;
        default:
            break;
    }
}

}  // namespace xq
