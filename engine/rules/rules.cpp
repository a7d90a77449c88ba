#include "rules/rules.h"

#include <algorithm>
#include <string>
#include <vector>

#include "rules/chase.h"
#include "rules/movegen.h"

namespace xq {

namespace {

// History index of the `nth` most recent earlier occurrence of the current position (same side
// to move) since the last capture or null move, or -1. This is the hot path of the search: a
// walk back over the keys, two plies at a time, bounded by the capture clock.
int earlier_occurrence(const Position& pos, int nth) {
    const int now = pos.ply_from_fen();
    const int limit = std::min(int(pos.rule60()), now);
    const uint64_t key = pos.key();
    for (int d = 2; d <= limit; d += 2) {
        // A null move inside the span makes it no game sequence: stop there.
        if (pos.state_at(now - d + 1).move == MOVE_NONE ||
            pos.state_at(now - d + 2).move == MOVE_NONE)
            return -1;
        if (pos.state_at(now - d).key == key && --nth == 0) return now - d;
    }
    return -1;
}

struct CycleRuling {
    EndReason reason;  // PERPETUAL_CHECK, PERPETUAL_CHASE or REPETITION
    bool has_loser;
    Color loser;
    bool mutual_check;
};

// Rules the moves played from history index `start` to now, a span that returns to the same
// position. Checks are read from the history; unless one side checked throughout, the span is
// replayed to find which pieces each move chased. `book` decides whether a check keeps a
// perpetual chase going (Chinese rules) or breaks it (Asian rules).
CycleRuling rule_cycle(Position& pos, int start, RuleBook book) {
    const int now = pos.ply_from_fen();
    const int length = now - start;  // even: the same side is to move at both ends
    const Color first_mover = pos.side_to_move();
    auto mover_of = [&](int i) { return i % 2 == 0 ? first_mover : ~first_mover; };

    bool every_move_checks[2] = {true, true};
    for (int i = 0; i < length; ++i)
        if (!pos.state_at(start + 1 + i).in_check) every_move_checks[mover_of(i)] = false;
    if (every_move_checks[RED] && every_move_checks[BLACK])
        return {EndReason::REPETITION, false, RED, true};
    if (every_move_checks[RED] || every_move_checks[BLACK])
        return {EndReason::PERPETUAL_CHECK, true, every_move_checks[RED] ? RED : BLACK, false};

    std::vector<Move> span(length);
    std::vector<bool> checks(length);
    for (int i = 0; i < length; ++i) {
        span[i] = pos.state_at(start + 1 + i).move;
        checks[i] = pos.state_at(start + 1 + i).in_check;
    }
    for (int i = 0; i < length; ++i) pos.undo_move();

    // Pieces are identified along the span by following their squares (there are no captures).
    uint8_t id_on[SQUARE_NB];
    int next_id = 0;
    for (Square s = 0; s < SQUARE_NB; ++s) id_on[s] = pos.piece_on(s) ? uint8_t(next_id++) : 0xff;

    // Bit i set: piece i was chased by every move of that side so far. Under the Chinese rules
    // a check is forcing too: a side that alternates checks with chases of one piece (一将一捉)
    // chases perpetually, so its checks leave the set alone (rule (b) of docs/rules.md). Under
    // the Asian rules one check and one chase is a draw (AXF 12): a check empties the set.
    uint32_t chased_throughout[2] = {~0u, ~0u};
    for (int i = 0; i < length; ++i) {
        const Move m = span[i];
        const Color mover = mover_of(i);
        if (checks[i] && book == RuleBook::ASIAN) chased_throughout[mover] = 0;
        if (chased_throughout[mover] && !checks[i]) {
            const ChaseTargets targets = chased_by_move(pos, m);
            uint32_t ids = 0;
            for (int t = 0; t < targets.count; ++t) ids |= 1u << id_on[targets.squares[t]];
            chased_throughout[mover] &= ids;
        }
        pos.do_move(m);
        id_on[to_sq(m)] = id_on[from_sq(m)];
        id_on[from_sq(m)] = 0xff;
    }

    if (bool(chased_throughout[RED]) != bool(chased_throughout[BLACK]))
        return {EndReason::PERPETUAL_CHASE, true, chased_throughout[RED] ? RED : BLACK, false};
    return {EndReason::REPETITION, false, RED, false};
}

GameStatus win_for(Color winner, EndReason reason, const std::string& why) {
    return {winner == RED ? GameResult::RED_WINS : GameResult::BLACK_WINS, reason,
            std::string(color_name(winner)) + " wins: " + why};
}

// Neither side has a rook, horse, cannon or pawn: advisors and elephants never cross the
// river and the kings cannot approach each other, so no mate (and no stalemate) is possible.
bool insufficient_material(const Position& pos) {
    for (Color c : {RED, BLACK})
        for (PieceType t : {ROOK, HORSE, CANNON, PAWN})
            if (pos.count(make_piece(c, t))) return false;
    return true;
}

}  // namespace

int move_limit_plies(const Position& pos) {
    const int now = pos.ply_from_fen();
    const int span = std::min(int(pos.rule60()), now);
    int checks[2] = {0, 0};
    for (int i = now - span + 1; i <= now; ++i) {
        const StateInfo& st = pos.state_at(i);
        if (st.move == MOVE_NONE || !st.in_check) continue;
        // The side to move at i is the checked one; the mover is the other.
        const Color mover = (now - i) % 2 == 0 ? ~pos.side_to_move() : pos.side_to_move();
        ++checks[mover];
    }
    return pos.rule60() - std::min(checks[RED], MOVE_LIMIT_FREE_CHECKS) -
           std::min(checks[BLACK], MOVE_LIMIT_FREE_CHECKS);
}

const char* end_reason_word(EndReason reason) {
    switch (reason) {
        case EndReason::NONE:
            return "none";
        case EndReason::CHECKMATE:
            return "checkmate";
        case EndReason::STALEMATE:
            return "stalemate";
        case EndReason::PERPETUAL_CHECK:
            return "perpetual_check";
        case EndReason::PERPETUAL_CHASE:
            return "perpetual_chase";
        case EndReason::REPETITION:
            return "repetition";
        case EndReason::MOVE_LIMIT:
            return "move_limit";
        case EndReason::INSUFFICIENT_MATERIAL:
            return "insufficient_material";
    }
    return "none";
}

GameStatus judge_game(Position& pos, int repeats_needed, RuleBook book) {
    const Color us = pos.side_to_move(), them = ~us;
    if (count_legal_moves(pos) == 0) {
        if (pos.in_check())
            return win_for(them, EndReason::CHECKMATE,
                           std::string(color_name(us)) + " is checkmated");
        return win_for(them, EndReason::STALEMATE,
                       std::string(color_name(us)) + " is stalemated (no legal move)");
    }

    // The count decides when; the latest cycle (since the last occurrence) decides how. A side
    // that broke its checks in the first cycle and checked throughout the second still made a
    // perpetual check, as match referees that rule the last cycle see it too.
    if (earlier_occurrence(pos, std::max(1, repeats_needed)) >= 0) {
        const CycleRuling r = rule_cycle(pos, earlier_occurrence(pos, 1), book);
        if (r.has_loser) {
            const std::string what =
                r.reason == EndReason::PERPETUAL_CHECK ? "perpetual check" : "perpetual chase";
            return win_for(~r.loser, r.reason,
                           std::string(color_name(r.loser)) + " made a " + what);
        }
        return {GameResult::DRAW, EndReason::REPETITION,
                r.mutual_check ? "Draw by repetition: both sides gave perpetual check"
                               : "Draw by repetition"};
    }

    if (move_limit_reached(pos))
        return {GameResult::DRAW, EndReason::MOVE_LIMIT,
                "Draw: 60 moves (120 plies) without a capture"};
    if (insufficient_material(pos))
        return {GameResult::DRAW, EndReason::INSUFFICIENT_MATERIAL,
                "Draw: neither side has a rook, horse, cannon or pawn left"};
    return {};
}

RepetitionVerdict repetition_verdict(Position& pos, int path_start, RuleBook book) {
    const int start = earlier_occurrence(pos, 1);
    if (start < 0) return RepetitionVerdict::NONE;
    if (start < path_start && earlier_occurrence(pos, 2) < 0) return RepetitionVerdict::NONE;
    const CycleRuling r = rule_cycle(pos, start, book);  // the latest cycle, as the referee does
    if (!r.has_loser) return RepetitionVerdict::DRAW;
    return r.loser == pos.side_to_move() ? RepetitionVerdict::LOSS : RepetitionVerdict::WIN;
}

}  // namespace xq
