#include "game/review_session.h"

#include "game/puzzles/own_puzzles.h"
#include "game/score_graph.h"
#include "game/search_requests.h"

namespace xq {

bool ReviewSession::start(const Game& game, int movetime_ms) {
    Position start;
    if (game.length() == 0 || !start.set_fen(game.start_fen())) return false;
    fen_ = game.start_fen();
    moves_ = game.line();
    ReviewOptions options;
    options.movetime_ms = movetime_ms;
    review_.emplace(start, moves_, options);
    result_.reset();
    return true;
}

std::optional<SearchRequest> ReviewSession::next_search(RuleBook rule_book) {
    const int ply = review_->next_ply();
    if (review_->done()) return std::nullopt;
    const std::vector<Move> moves(moves_.begin(), moves_.begin() + ply);
    return review_request(fen_, moves, review_->limits(), GameReview::MULTIPV, rule_book);
}

bool ReviewSession::finish(Game& game, std::vector<float>& score_history, const bool human[2]) {
    const GameReview& r = *review_;
    result_ = r.result();
    own_puzzles_ = own_puzzles_from_review(r.start(), moves_, *result_, r.evals(), human);
    const bool same_line = holds_line(game, int(moves_.size()));
    if (same_line) {
        // The score graph shows what the review found, position by position.
        Position pos = r.start();
        for (int i = 0; i < r.positions(); ++i) {
            const PositionEval& e = r.evals()[size_t(i)];
            if (e.searched && i < int(score_history.size()))
                score_history[size_t(i)] = red_view_cp(e.best, pos.side_to_move());
            if (i < int(moves_.size())) pos.do_move(moves_[size_t(i)]);
        }
        // The marks go into the record (the move list shows them, the PGN keeps them).
        const int shown = game.ply();
        for (int p = 1; p <= int(result_->moves.size()); ++p) {
            const Mark m = result_->moves[size_t(p - 1)].mark;
            if (m == Mark::NONE || !game.go_to(p)) continue;
            game.set_mark(mark_suffix(m));
        }
        game.go_to(shown);
    }
    review_.reset();
    return same_line;
}

const MoveReview* ReviewSession::reviewed_move(const Game& game, int ply) const {
    if (!result_ || ply < 1 || ply > int(result_->moves.size())) return nullptr;
    return holds_line(game, ply) ? &result_->moves[size_t(ply - 1)] : nullptr;
}

bool ReviewSession::holds_line(const Game& game, int plies) const {
    if (game.start_fen() != fen_ || game.length() < plies || plies > int(moves_.size()))
        return false;
    for (int i = 0; i < plies; ++i)
        if (game.line()[size_t(i)] != moves_[size_t(i)]) return false;
    return true;
}

}  // namespace xq
