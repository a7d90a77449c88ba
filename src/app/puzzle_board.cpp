#include "app/puzzle_board.h"

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

PuzzleBoard::PuzzleBoard(Controller& c, Ui& ui, BoardInput& input, std::string puzzle_file,
                         std::string state_dir)
    : MoveBoard(input),
      c_(c),
      ui_(ui),
      puzzle_file_(std::move(puzzle_file)),
      state_dir_(std::move(state_dir)) {}

BoardView PuzzleBoard::position_view(uint32_t) const {
    return puzzle_board_view(*trainer_.session());
}

BoardView PuzzleBoard::view(uint32_t now_ms, PointF pointer) const {
    BoardView v = MoveBoard::view(now_ms, pointer);
    if (v.selected == SQ_NONE) v.selected = trainer_.session()->hint_square();  // the hint's piece
    return v;
}

BoardInput::Context PuzzleBoard::input_context(const BoardView& shown) const {
    const PuzzleSession& s = *trainer_.session();
    // No moves once the attempt is over.
    const std::optional<uint64_t> key =
        s.state() == PuzzleState::PLAYING ? std::optional(s.position().key()) : std::nullopt;
    if (key != legal_key_) {
        legal_key_ = key;
        legal_.clear();
        if (key) {
            MoveList list;
            generate_legal(s.position(), list);
            legal_.assign(list.begin(), list.end());
        }
    }
    return {&shown, s.position().side_to_move(), !legal_.empty(), &legal_};
}

void PuzzleBoard::finish(Move m, uint32_t) {
    switch (trainer_.play(m)) {
        case PuzzleSession::Answer::RIGHT:
            ui_.puzzle.feedback = Str::PUZZLE_RIGHT;
            break;
        case PuzzleSession::Answer::SOLVED:
            ui_.puzzle.feedback = Str::PUZZLE_SOLVED;
            break;
        case PuzzleSession::Answer::WRONG:
            ui_.puzzle.feedback = Str::PUZZLE_WRONG;
            break;
        default:
            break;
    }
}

void PuzzleBoard::begin_action() {
    ui_.puzzle.feedback = Str::COUNT;
    input_.cancel();
}

void PuzzleBoard::show(bool on) {
    begin_action();
    if (on == ui_.puzzle.on_board) return;
    ui_.puzzle.on_board = on;
    // The game's clock does not run while the player solves puzzles; leaving puzzle mode
    // resumes it only if it was running when the mode began.
    if (on) {
        paused_clock_ = !c_.paused();
        c_.set_paused(true);
        // The game's last message (a file opened, a move's warning) is about the game, not
        // the puzzles: it does not stay under the puzzles, nor come back after them.
        c_.notify(Message{});
    } else if (paused_clock_) {
        c_.set_paused(false);
    }
    if (on && !trainer_.ready() && ui_.puzzle.error.empty()) open_set(ui_.puzzle.own_set);
}

void PuzzleBoard::choose_set(bool own) {
    begin_action();
    open_set(own);
}

void PuzzleBoard::set_theme(PuzzleTheme t) {
    begin_action();
    trainer_.set_theme(t);
}

void PuzzleBoard::hint() {
    begin_action();
    trainer_.hint();
    if (const PuzzleSession* s = trainer_.session())
        ui_.puzzle.feedback = s->hint_level() >= 2 ? Str::PUZZLE_HINT_MOVE : Str::PUZZLE_HINT_PIECE;
}

void PuzzleBoard::retry() {
    begin_action();
    trainer_.retry();
}

void PuzzleBoard::next() {
    begin_action();
    trainer_.next();
}

void PuzzleBoard::show_solution() {
    begin_action();
    trainer_.show_solution();
    ui_.puzzle.feedback = Str::PUZZLE_SOLUTION_SHOWN;
}

void PuzzleBoard::open_set(bool own) {
    ui_.puzzle.own_set = own;
    ui_.puzzle.error.clear();
    std::string error;
    if (!own) {
        if (!trainer_.open(puzzle_file_, state_dir_, &error) || !error.empty())
            ui_.puzzle.error = printable_excerpt(error, 400);
        return;
    }
    std::vector<Puzzle> set;
    if (!state_dir_.empty() && !load_own_puzzles(state_dir_, set, &error))
        ui_.puzzle.error = printable_excerpt(error, 400);
    ui_.puzzle.own_count = int(set.size());
    if (set.empty()) {
        trainer_ = PuzzleTrainer();  // the panel explains how the set fills
        return;
    }
    if (!trainer_.open(std::move(set), state_dir_, &error) || !error.empty())
        ui_.puzzle.error = printable_excerpt(error, 400);
}

void PuzzleBoard::collect_own_puzzles() {
    const std::vector<Puzzle> found = c_.study().take_own_puzzles();
    if (found.empty() || state_dir_.empty()) return;
    std::string error;
    const int added = add_own_puzzles(state_dir_, found, &error);
    if (added < 0) {
        c_.notify(Message(Str::REVIEW_DONE, {MessageArg::literal(" · "), MessageArg::detail(error)},
                          true));
        return;
    }
    if (added > 0)
        c_.notify(Message(Str::OWN_PUZZLES_ADDED, {MessageArg::literal(std::to_string(added))}));
    std::vector<Puzzle> set;
    std::string ignored;
    load_own_puzzles(state_dir_, set, &ignored);
    ui_.puzzle.own_count = int(set.size());
    // The set on show takes the new puzzles at once (the attempt on the board restarts only if
    // it was not one of them).
    if (ui_.puzzle.own_set && added > 0) open_set(true);
}

}  // namespace xq
