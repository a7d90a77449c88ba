#include "search/check_mate_solver.h"

#include <algorithm>
#include <limits>

#include "rules/movegen.h"
#include "rules/rules.h"
#include "search/check_mate_table.h"

namespace xq {

namespace {

// A node's answer to "mate within the bound?". Unproven answers say why, which decides whether
// the table may keep them: `bounded` when a line was cut by the bound (a deeper search may still
// prove it), `path_bound` when a line ended at a repetition or the move limit, which depend on
// the moves played before the node.
struct Outcome {
    bool proven = false;
    int moves = 0;  // proven: attacker moves to mate, at most the bound
    bool bounded = false;
    bool path_bound = false;
};

constexpr Outcome PATH_END{false, 0, false, true};

// A bound no line of checks reaches: a line ends at its first repetition.
constexpr int UNBOUNDED = 1 << 14;

struct ScoredMove {
    Move move;
    int score;  // lower first
};

class CheckMateSearch {
  public:
    CheckMateSearch(Position& pos, const CheckMateLimits& limits)
        : pos_(pos), table_(limits.table_mb), stop_(limits.stop), root_ply_(pos.ply_from_fen()) {}

    CheckMateResult solve(uint64_t node_limit) {
        CheckMateResult result;
        for (int bound = 1; bound <= CHECK_MATE_MAX_MOVES; ++bound) {
            node_limit_ = node_limit;
            const Outcome r = attack(bound);
            if (aborted_) {
                result.verdict =
                    stopped() ? CheckMateVerdict::STOPPED : CheckMateVerdict::NODE_LIMIT;
                break;
            }
            if (r.proven) {
                // The main line's searches are bounded by the mate's length, not by the limit:
                // they mostly read the table.
                node_limit_ = std::numeric_limits<uint64_t>::max();
                result.moves = r.moves;
                main_line(r.moves, result.line);
                result.verdict = aborted_ ? CheckMateVerdict::STOPPED : CheckMateVerdict::MATE;
                if (aborted_) result.line.clear();
                break;
            }
            if (!r.bounded || (!mate_exists_ && exhausted(node_limit))) {
                result.verdict = CheckMateVerdict::NO_MATE;
                break;
            }
            result.verdict = CheckMateVerdict::TOO_DEEP;
        }
        result.nodes = nodes_;
        return result;
    }

  private:
    // Lines of checks end by a mate, a position without a check, or a repetition, so a search
    // without a bound is finite, if not small. Each depth's table entries are facts, but a line
    // that transposes into a position searched before with a larger bound is cut by that entry
    // where the line itself would have repeated; among cycles of checks the deepening may then
    // go on to its last depth. So after each depth that failed short of the bound, a search
    // without a bound, given as many nodes as the deepening has used so far, tries to exhaust
    // the lines: it ends at every repetition, and when it proves nothing, there is no mate.
    bool exhausted(uint64_t node_limit) {
        node_limit_ = std::min(node_limit, nodes_ * 2 + 1000);
        const Outcome r = attack(UNBOUNDED);
        const bool finished = !aborted_;
        if (aborted_ && !stopped()) aborted_ = nodes_ >= node_limit;  // its own budget: go on
        if (finished && r.proven) mate_exists_ = true;
        return finished && !r.proven && !r.bounded;
    }

    bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }

    // Counts a node; false (and aborted_) once the limit is reached or a stop is asked for.
    bool visit() {
        if (aborted_ || nodes_ >= node_limit_ || ((nodes_ & 1023) == 0 && stopped()))
            aborted_ = true;
        else
            ++nodes_;
        return !aborted_;
    }

    // A line that repeats a position, or reaches the move limit, proves nothing.
    bool line_ended() {
        if (pos_.ply_from_fen() == root_ply_) return false;
        return repetition_verdict(pos_, root_ply_) != RepetitionVerdict::NONE ||
               move_limit_reached(pos_);
    }

    // The attacker's checks, those that leave the defender the fewest replies first (a mate,
    // no reply at all, comes first), captures before quiet moves among equals.
    int ordered_checks(ScoredMove* out) {
        MoveList legal;
        generate_legal(pos_, legal);
        int n = 0;
        for (Move m : legal) {
            if (!pos_.gives_check(m)) continue;
            const bool capture = pos_.is_capture(m);
            pos_.do_move(m);
            const int replies = count_legal_moves(pos_);
            pos_.undo_move();
            out[n++] = {m, replies * 2 + (capture ? 0 : 1)};
        }
        std::stable_sort(out, out + n, [](const ScoredMove& a, const ScoredMove& b) {
            return a.score < b.score;
        });
        return n;
    }

    // The defender's replies to a check, those after which the attacker has the fewest checks
    // first: a reply that leaves none refutes the line at once.
    int ordered_replies(ScoredMove* out) {
        MoveList replies;
        generate_evasions(pos_, replies);
        int n = 0;
        for (Move m : replies) {
            pos_.do_move(m);
            out[n++] = {m, count_checks()};
            pos_.undo_move();
        }
        std::stable_sort(out, out + n, [](const ScoredMove& a, const ScoredMove& b) {
            return a.score < b.score;
        });
        return n;
    }

    int count_checks() const {
        MoveList legal;
        generate_legal(pos_, legal);
        int n = 0;
        for (Move m : legal) n += pos_.gives_check(m);
        return n;
    }

    // The attacker to move: a check after which the defender is mated within bound - 1 more
    // attacker moves?
    Outcome attack(int bound) {
        if (!visit()) return {};
        if (line_ended()) return PATH_END;
        const uint64_t key = pos_.key();
        if (const CheckMateTable::Entry* e = table_.find(key)) {
            if (e->mate_within <= bound) return {true, e->mate_within, false, false};
            if (e->no_mate_within >= bound)
                return {false, 0, e->no_mate_within != CheckMateTable::NEVER, false};
        }
        ScoredMove checks[MAX_MOVES];
        const int n = ordered_checks(checks);
        if (n > 0 && checks[0].score <= 1) {  // no reply: mate at once
            table_.store_mate(key, 1);
            return {true, 1, false, false};
        }
        Outcome failed;
        if (n > 0 && bound == 1) {
            failed.bounded = true;
        } else {
            for (int i = 0; i < n; ++i) {
                pos_.do_move(checks[i].move);
                const Outcome r = defend(bound - 1);
                pos_.undo_move();
                if (aborted_) return {};
                if (r.proven) {
                    table_.store_mate(key, r.moves + 1);
                    return {true, r.moves + 1, false, false};
                }
                failed.bounded |= r.bounded;
                failed.path_bound |= r.path_bound;
            }
        }
        if (!failed.path_bound)
            table_.store_no_mate(key, failed.bounded ? bound : CheckMateTable::NEVER);
        return failed;
    }

    // The defender to move, in check: is every reply mated within `bound` attacker moves?
    Outcome defend(int bound) {
        if (!visit()) return {};
        ScoredMove replies[MAX_MOVES];
        const int n = ordered_replies(replies);
        if (n == 0) return {true, 0, false, false};  // checkmate
        if (line_ended()) return PATH_END;
        if (bound == 0) return {false, 0, true, false};
        const uint64_t key = pos_.key();
        if (const CheckMateTable::Entry* e = table_.find(key)) {
            if (e->mate_within <= bound) return {true, e->mate_within, false, false};
            if (e->no_mate_within >= bound)
                return {false, 0, e->no_mate_within != CheckMateTable::NEVER, false};
        }
        int longest = 0;
        for (int i = 0; i < n; ++i) {
            pos_.do_move(replies[i].move);
            const Outcome r = attack(bound);
            pos_.undo_move();
            if (aborted_) return {};
            if (!r.proven) {
                if (!r.path_bound)
                    table_.store_no_mate(key, r.bounded ? bound : CheckMateTable::NEVER);
                return r;
            }
            longest = std::max(longest, r.moves);
        }
        table_.store_mate(key, longest);
        return {true, longest, false, false};
    }

    // The shortest number of attacker moves, at most `most`, in which the position (attacker
    // to move) is mated; 0 when none.
    int shortest_mate(int most) {
        for (int bound = 1; bound <= most; ++bound) {
            const Outcome r = attack(bound);
            if (aborted_) return 0;
            if (r.proven) return r.moves;
        }
        return 0;
    }

    // The main line of a mate in `moves` from the attacker's position: at each attacker turn a
    // check after which the mate takes one move less, at each defender turn the reply after
    // which it takes longest.
    void main_line(int moves, std::vector<Move>& line) {
        int left = moves;
        while (!aborted_) {
            ScoredMove checks[MAX_MOVES];
            const int n = ordered_checks(checks);
            Move chosen = MOVE_NONE;
            for (int i = 0; i < n && chosen == MOVE_NONE; ++i) {
                pos_.do_move(checks[i].move);
                if (defend(left - 1).proven) chosen = checks[i].move;
                pos_.undo_move();
            }
            if (chosen == MOVE_NONE) break;  // aborted: the caller drops the line
            line.push_back(chosen);
            pos_.do_move(chosen);
            if (left == 1) break;
            ScoredMove replies[MAX_MOVES];
            const int r = ordered_replies(replies);
            Move longest = MOVE_NONE;
            int longest_moves = 0;
            for (int i = 0; i < r; ++i) {
                pos_.do_move(replies[i].move);
                const int m = shortest_mate(left - 1);
                pos_.undo_move();
                if (m > longest_moves) longest = replies[i].move, longest_moves = m;
            }
            if (longest == MOVE_NONE) break;
            line.push_back(longest);
            pos_.do_move(longest);
            left = longest_moves;
        }
        for (size_t i = 0; i < line.size(); ++i) pos_.undo_move();
    }

    Position& pos_;
    CheckMateTable table_;
    const std::atomic<bool>* stop_;
    const int root_ply_;
    uint64_t nodes_ = 0;
    uint64_t node_limit_ = 0;
    bool aborted_ = false;
    bool mate_exists_ = false;  // a search without a bound has proven a mate
};

}  // namespace

CheckMateResult solve_mate_by_checks(Position& pos, const CheckMateLimits& limits) {
    CheckMateSearch search(pos, limits);
    return search.solve(limits.nodes);
}

}  // namespace xq
