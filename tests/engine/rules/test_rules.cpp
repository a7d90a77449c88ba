// Game-end rules: checkmate, stalemate, repetition rulings (perpetual check and chase), the
// natural move limit and insufficient material. Every case is played as legal ICCS moves from
// a constructed FEN; the comments give the reasoning the expected ruling rests on.
#include <doctest/doctest.h>

#include <set>
#include <sstream>
#include <string>

#include "formats/iccs.h"
#include "rules/chase.h"
#include "rules/movegen.h"
#include "rules/rules.h"

using namespace xq;

namespace {

Position from_fen(const std::string& fen) {
    Position pos;
    std::string error;
    REQUIRE_MESSAGE(pos.set_fen(fen, &error), fen << ": " << error);
    return pos;
}

// Plays space-separated ICCS moves, requiring each to be legal.
void play(Position& pos, const std::string& moves) {
    std::istringstream in(moves);
    std::string text;
    while (in >> text) {
        const Move m = iccs_to_move(text);
        REQUIRE_MESSAGE(m != MOVE_NONE, text);
        REQUIRE_MESSAGE(pos.is_legal(m), text << " is illegal in " << pos.fen());
        pos.do_move(m);
    }
}

// Plays `moves` `times` times over.
void play_times(Position& pos, const std::string& moves, int times) {
    for (int i = 0; i < times; ++i) play(pos, moves);
}

GameStatus judge(Position& pos, int repeats_needed = 2) {
    const std::string fen = pos.fen();
    const uint64_t key = pos.key();
    const int ply = pos.ply_from_fen();
    GameStatus s = judge_game(pos, repeats_needed);
    CHECK(pos.fen() == fen);
    CHECK(pos.key() == key);
    CHECK(pos.ply_from_fen() == ply);
    CHECK(pos.consistency_error() == "");
    return s;
}

RepetitionVerdict verdict(Position& pos) {
    const std::string fen = pos.fen();
    const int ply = pos.ply_from_fen();
    RepetitionVerdict v = repetition_verdict(pos);
    CHECK(pos.fen() == fen);
    CHECK(pos.ply_from_fen() == ply);
    CHECK(pos.consistency_error() == "");
    return v;
}

bool chases(Position& pos, const std::string& move, const std::string& target) {
    const Move m = iccs_to_move(move);
    REQUIRE(pos.is_legal(m));
    const std::string fen = pos.fen();
    const ChaseTargets t = chased_by_move(pos, m);
    CHECK(pos.fen() == fen);
    Square target_sq = make_square(target[0] - 'a', target[1] - '0');
    return t.contains(target_sq);
}

int chase_count(Position& pos, const std::string& move) {
    return chased_by_move(pos, iccs_to_move(move)).count;
}

}  // namespace

TEST_CASE("checkmate: the side to move loses") {
    // Rook i8 holds rank 8; a0a9 checks along rank 9; d9 is also seen by the king on d0.
    Position pos = from_fen("4k4/8R/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    CHECK(judge(pos).result == GameResult::ONGOING);
    play(pos, "a0a9");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::RED_WINS);
    CHECK(s.reason == EndReason::CHECKMATE);
    CHECK(s.description == "Red wins: Black is checkmated");
}

TEST_CASE("stalemate: the side to move loses") {
    // After a8c7 the black king on e9 is not in check, but d9 and f9 are held by the rooks and
    // e8 by the horse on c7 (leg d7 open).
    Position pos = from_fen("4k4/N8/9/9/3R1R3/9/9/9/9/3K5 w - - 0 1");
    play(pos, "a8c7");
    CHECK_FALSE(pos.in_check());
    CHECK(count_legal_moves(pos) == 0);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::RED_WINS);
    CHECK(s.reason == EndReason::STALEMATE);
    CHECK(s.description == "Red wins: Black is stalemated (no legal move)");
}

TEST_CASE("perpetual check by a rook loses for the checker") {
    // The rook checks on rank 9 and rank 8 in turn; the black king's only squares are e8 and
    // e9 (d-file: the red king; f-file: the rook's rank).
    Position pos = from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    play(pos, "a0a9 e9e8 a9a8 e8e9 a8a9");
    // Black to move, same position as after ply 1: Red (the checker) is the offender.
    CHECK(verdict(pos) == RepetitionVerdict::WIN);
    play(pos, "e9e8");
    CHECK(verdict(pos) == RepetitionVerdict::LOSS);   // Red to move and at fault
    CHECK(judge(pos).result == GameResult::ONGOING);  // second occurrence only
    CHECK(judge(pos, 1).result == GameResult::BLACK_WINS);
    play(pos, "a9a8 e8e9 a8a9 e9e8");  // third occurrence
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHECK);
    CHECK(s.description == "Black wins: Red made a perpetual check");
}

TEST_CASE("perpetual check is ruled on the latest cycle / one quiet move before it is no excuse") {
    // From a game lost to Pikafish-HCE at 1 s per move (match.py rules the same way). The black
    // rook checks from h0; its first round goes h0h5 (no check) and back, the second h0h1 and
    // back, both checks. The third occurrence of the position after h1h0 closes a cycle in
    // which every black move checked: Black made a perpetual check, although the span from the
    // first occurrence holds the quiet h0h5.
    Position pos = from_fen("2bk1a3/4a4/b8/5PP2/2n6/6N2/4R4/4BA3/4A2r1/5K3 b - - 30 66");
    play(pos, "h1h0 f0f1 h0h5 f1f0 h5h0 f0f1 h0h1 f1f0");
    CHECK(judge(pos).result == GameResult::ONGOING);
    // Black to move: h1h0 would complete it, and the search sees that as Black's loss.
    play(pos, "h1h0");
    CHECK(verdict(pos) == RepetitionVerdict::WIN);  // Red to move, Black at fault
    // A search whose root was the position before h1h0 (the earlier occurrences lie before the
    // root, so the count needs both) scores it so too; it used to rule the span from the first
    // occurrence, a draw, and played into the loss.
    CHECK(repetition_verdict(pos, pos.ply_from_fen() - 1) == RepetitionVerdict::WIN);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::RED_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHECK);
    // With the quiet move in the latest cycle it is an ordinary repetition.
    Position quiet = from_fen("2bk1a3/4a4/b8/5PP2/2n6/6N2/4R4/4BA3/4A2r1/5K3 b - - 30 66");
    play(quiet, "h1h0 f0f1 h0h1 f1f0 h1h0 f0f1 h0h5 f1f0 h5h0");
    CHECK(judge(quiet).result == GameResult::DRAW);
    CHECK(judge(quiet).reason == EndReason::REPETITION);
}

TEST_CASE("mutual perpetual check is a draw") {
    // Every move escapes a check and gives one: e5d5 uncovers the cannon on d3 and the rook
    // checks on the d-file; e7d7 blocks and uncovers the rook on e9; d5e5 blocks that and
    // leaves the black cannon as the d3 cannon's only screen; d7e7 blocks and checks over e5.
    Position pos = from_fen("3kr4/9/1P2c4/9/4R4/9/3C5/9/4K4/9 w - - 0 1");
    CHECK(pos.in_check());
    const std::string cycle = "e5d5 e7d7 d5e5 d7e7";
    for (const char* m : {"e5d5", "e7d7", "d5e5", "d7e7"}) {
        CHECK(pos.gives_check(iccs_to_move(m)));
        play(pos, m);
    }
    CHECK(verdict(pos) == RepetitionVerdict::DRAW);
    play(pos, cycle);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::REPETITION);
    CHECK(s.description == "Draw by repetition: both sides gave perpetual check");
}

TEST_CASE("repetition of quiet moves is a draw") {
    Position pos;
    play(pos, "h0g2 h9g7 g2h0");
    CHECK(verdict(pos) == RepetitionVerdict::NONE);
    play(pos, "g7h9");
    CHECK(verdict(pos) == RepetitionVerdict::DRAW);
    CHECK(judge(pos).result == GameResult::ONGOING);
    play(pos, "h0g2 h9g7 g2h0 g7h9");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::REPETITION);
    CHECK(s.description == "Draw by repetition");
}

TEST_CASE("perpetual chase of an unprotected horse by a rook loses for the chaser") {
    // The horse hops c7 <-> a8; the rook follows c5 <-> a5 and attacks it again each time.
    // Nothing protects c7 or a8, and the horse never attacks the rook.
    Position pos = from_fen("3k5/9/2n6/9/2R6/9/9/9/9/4K4 b - - 0 1");
    play(pos, "c7a8 c5a5 a8c7 a5c5");
    CHECK(verdict(pos) == RepetitionVerdict::WIN);  // Black to move, Red chased
    play(pos, "c7a8 c5a5 a8c7 a5c5");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
    CHECK(s.description == "Black wins: Red made a perpetual chase");
}

TEST_CASE("perpetual chase of a protected rook by a cannon loses for the chaser") {
    // The rook runs a7 <-> e7, both squares guarded by the elephant on c9; the cannon follows
    // a2 <-> e2 using the pawns on a3 and e3 as screens. A rook attacked by a cannon counts.
    Position pos = from_fen("2b2k3/9/r8/9/9/9/P3P4/C8/9/3K5 b - - 0 1");
    play_times(pos, "a7e7 a2e2 e7a7 e2a2", 2);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("a rook attacking a protected horse is no chase: draw") {
    // As the unprotected case, plus a horse on b6 (guards a8 through leg b7) and a cannon on
    // e7 that guards c7 over the advisor on d7.
    Position pos = from_fen("3k5/9/2nac4/1n7/2R6/9/9/9/9/4K4 b - - 0 1");
    play(pos, "c7a8 c5a5 a8c7 a5c5");
    CHECK(verdict(pos) == RepetitionVerdict::DRAW);
    play(pos, "c7a8 c5a5 a8c7 a5c5");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::REPETITION);
}

TEST_CASE("one check and one chase loses for the checker-chaser") {
    // a7a9 checks the king on e9; a9a7 attacks the unprotected horse on g7 without check.
    // Rule (b): a side that alternates checks and chases of one piece (一将一捉) chases
    // perpetually.
    Position pos = from_fen("4k4/9/R5n2/9/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(pos.gives_check(iccs_to_move("a7a9")));
    play_times(pos, "a7a9 e9e8 a9a7 e8e9", 2);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("rule (a) / protection the chasing move cuts off does not count") {
    // docs/rules.md (a): i2h2 attacks the crossed pawn on h0 and stands between it and the black
    // rook on h8 that would protect it; h2i2 attacks it unprotected on i0. Red loses.
    Position pos = from_fen("4k4/7r1/9/4p4/9/9/9/8R/4K4/3C1C2p b - - 0 1");
    play(pos, "i0h0");
    CHECK(chases(pos, "i2h2", "h0"));
    play(pos, "i2h2 h0i0");
    CHECK(chases(pos, "h2i2", "i0"));
    play(pos, "h2i2 i0h0 i2h2 h0i0 h2i2");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("rule (a) / a protector behind an attacker that did not move still counts") {
    // The red rook on h2 is already there; the cannon move d0d1 is quiet. Black's rook on h8
    // protects the pawn on h0 through the rook on h2 (Rxh0 Rxh0): protected, and the rook's
    // attack is not new anyway. Red's h2-rook is not the moved piece, so nothing is cut off.
    Position pos = from_fen("4k4/7r1/9/4p4/9/9/9/7R1/4K4/3C1C2p b - - 0 1");
    play(pos, "i0h0");
    CHECK(!chases(pos, "d0d1", "h0"));
}

TEST_CASE("rule (b) / check and chase together loses: a check uncovering a chase") {
    // b7d7 checks on the d-file and uncovers the rook on b0 against the unprotected horse on
    // b8; d7b7 attacks that horse again without check. Red loses (一将一捉).
    Position pos = from_fen("3k5/1n7/1R7/9/9/9/9/5n3/9/1R3K3 w - - 0 1");
    CHECK(chases(pos, "b7d7", "b8"));
    CHECK(pos.gives_check(iccs_to_move("b7d7")));
    play(pos, "b7d7 d9e9");
    CHECK(chases(pos, "d7b7", "b8"));
    play(pos, "d7b7 e9d9");
    CHECK(verdict(pos) == RepetitionVerdict::LOSS);  // Red, to move, is the offender
    play(pos, "b7d7 d9e9 d7b7 e9d9");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("rule (c) / an attack the move opens for another piece is a chase") {
    // a5e5 blocks the black cannon's file (e7 over e6) and so unpins the advisor on e1, which
    // now attacks the black rook on d2 (an advisor against a rook: a chase even if protected);
    // e5a5 becomes the screen of the cannon on a7 against the rook on a2. Red loses.
    Position pos = from_fen("9/9/C2ack3/4p4/R8/9/9/r8/4A4/4K4 b - - 0 1");
    play(pos, "a2d2");
    CHECK(chases(pos, "a5e5", "d2"));
    play(pos, "a5e5 d2a2");
    CHECK(chases(pos, "e5a5", "a2"));
    play(pos, "e5a5 a2d2 a5e5 d2a2 e5a5");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("a weaker piece attacking a protected stronger one chases") {
    // An elephant against a horse protected by a rook (g0e2 attacks c4; c9 protects it).
    Position eleph = from_fen("2rk5/9/9/9/9/2n6/9/9/9/4K1B2 w - - 0 1");
    CHECK(chases(eleph, "g0e2", "c4"));
    // An advisor against a rook protected by a rook (f0e1 attacks f2; f9 protects it).
    Position adv = from_fen("4kr3/9/9/9/9/9/9/5r3/9/3K1A3 w - - 0 1");
    CHECK(chases(adv, "f0e1", "f2"));
    // A horse against a cannon is no attack on a higher-value piece: only an unprotected
    // cannon is chased (b0c2 attacks d4; d9 protects it in the first position).
    Position protected_cannon = from_fen("3rk4/9/9/9/9/3c5/9/9/9/1N3K3 w - - 0 1");
    CHECK(!chases(protected_cannon, "b0c2", "d4"));
    Position lone_cannon = from_fen("4k4/9/9/9/9/3c5/9/9/9/1N3K3 w - - 0 1");
    CHECK(chases(lone_cannon, "b0c2", "d4"));
}

TEST_CASE("one rook chasing two pieces in turn is a draw") {
    // a7a8 attacks the horse on h8, a8a7 the horse on g7: no single piece is chased throughout.
    Position pos = from_fen("4k4/7n1/R5n2/9/9/9/9/9/9/3K5 w - - 0 1");
    play_times(pos, "a7a8 e9f9 a8a7 f9e9", 2);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::REPETITION);
}

TEST_CASE("perpetual check outranks the other side's perpetual chase") {
    // Red checks with every move (g3e3: the cannon over the rook on e5; e3g3: the rook on e2
    // up the open file). Black escapes each time while attacking the unprotected cannon on i1:
    // directly from i5, then by uncovering the rook on i8. The checker loses.
    Position pos = from_fen("4k4/8r/9/9/4r4/9/6C2/4R4/8C/4K4 w - - 0 1");
    const Square cannon = make_square(8, 1);
    play(pos, "g3e3");
    CHECK(pos.in_check());
    CHECK(chased_by_move(pos, iccs_to_move("e5i5")).contains(cannon));
    play(pos, "e5i5 e3g3");
    CHECK(pos.in_check());
    CHECK(chased_by_move(pos, iccs_to_move("i5e5")).contains(cannon));
    play(pos, "i5e5");
    CHECK(verdict(pos) == RepetitionVerdict::LOSS);  // Red to move, Red at fault
    play(pos, "g3e3 e5i5 e3g3 i5e5");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::BLACK_WINS);
    CHECK(s.reason == EndReason::PERPETUAL_CHECK);
}

TEST_CASE("both sides chasing perpetually is a draw") {
    // Red's cannon moves make the cannon on b2 attack the rook on h2 (first g2 becomes its
    // screen, then the black rook on d2 does); Black's rook moves attack the unprotected cannon
    // on b2 (from d2, then by clearing the rank for the rook on h2).
    Position pos = from_fen("9/3k5/3r5/9/6C2/9/9/1C5r1/4K4/5c3 w - - 0 1");
    CHECK(chases(pos, "g5g2", "h2"));
    play(pos, "g5g2");
    CHECK(chases(pos, "d7d2", "b2"));
    play(pos, "d7d2");
    CHECK(chases(pos, "g2g5", "h2"));
    play(pos, "g2g5");
    CHECK(chases(pos, "d2d7", "b2"));
    play(pos, "d2d7");
    CHECK(verdict(pos) == RepetitionVerdict::DRAW);
    play(pos, "g5g2 d7d2 g2g5 d2d7");
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::REPETITION);
}

TEST_CASE("a null move inside the span hides a repetition") {
    Position pos;
    pos.do_null_move();
    play(pos, "h9g7");
    pos.do_null_move();
    play(pos, "g7h9");
    CHECK(pos.key() == pos.state_at(0).key);
    CHECK(verdict(pos) == RepetitionVerdict::NONE);
}

TEST_CASE("natural move limit at exactly 120 plies / checks not counted up to ten a side") {
    Position pos = from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 116 60");
    play(pos, "a0a1 e9e8 a1a2 e8e9");  // quiet plies: 120 counted
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::MOVE_LIMIT);
    CHECK(s.description == "Draw: 60 moves (120 plies) without a capture");

    // The same with a check among them: it is not counted, so one more ply is needed.
    Position check = from_fen("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 116 60");
    play(check, "a0a1 e9e8 a1a8 e8e9");  // a1a8 checks
    CHECK(check.rule60() == 120);
    CHECK(move_limit_plies(check) == 119);
    CHECK(judge(check).result == GameResult::ONGOING);
    play(check, "a8a7");
    CHECK(judge(check).reason == EndReason::MOVE_LIMIT);
}

TEST_CASE("natural move limit / at most ten checks a side are free") {
    // Red checks whenever it can without repeating a position; Black plays its first
    // non-repeating quiet move. Counted independently here: plies minus min(checks, 10) a side.
    Position pos = from_fen("3k5/9/9/9/9/9/9/9/9/R4K3 w - - 70 60");
    std::set<uint64_t> seen{pos.key()};
    int checks[2] = {0, 0};
    for (int ply = 0; ply < 40; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        Move pick = MOVE_NONE;
        bool pick_checks = false;
        for (Move m : list) {
            if (pos.is_capture(m)) continue;
            pos.do_move(m);
            MoveList replies;  // a check that hangs the rook would end the walk
            generate_legal_captures(pos, replies);
            bool hangs = false;
            for (Move r : replies) hangs |= to_sq(r) == to_sq(m);
            const bool fresh = !seen.count(pos.key()) && !hangs, check = pos.in_check();
            pos.undo_move();
            if (fresh && (pick == MOVE_NONE || (check && !pick_checks))) {
                pick = m;
                pick_checks = check;
            }
        }
        CAPTURE(pos.fen());
        REQUIRE(pick != MOVE_NONE);
        const Color mover = pos.side_to_move();
        pos.do_move(pick);
        seen.insert(pos.key());
        checks[mover] += pos.in_check();
    }
    CAPTURE(checks[RED]);
    REQUIRE(checks[RED] > MOVE_LIMIT_FREE_CHECKS);
    CHECK(pos.rule60() == 110);
    CHECK(move_limit_plies(pos) == 110 - std::min(checks[RED], 10) - std::min(checks[BLACK], 10));
    CHECK(!move_limit_reached(pos));
}

TEST_CASE("natural move limit counted over a real game") {
    // From the start, play the first quiet move that neither repeats a position nor leaves the
    // opponent without a move: the game stays undecided until ply 120 exactly.
    Position pos;
    std::set<uint64_t> seen{pos.key()};
    for (int ply = 1; ply <= 120; ++ply) {
        MoveList moves;
        generate_legal(pos, moves);
        Move chosen = MOVE_NONE;
        for (Move m : moves) {
            if (pos.is_capture(m)) continue;
            pos.do_move(m);
            const bool fresh = !seen.count(pos.key()) && count_legal_moves(pos) > 0;
            pos.undo_move();
            if (fresh) {
                chosen = m;
                break;
            }
        }
        REQUIRE(chosen != MOVE_NONE);
        pos.do_move(chosen);
        seen.insert(pos.key());
        const GameStatus s = judge(pos);
        if (ply < 120) {
            REQUIRE_MESSAGE(s.result == GameResult::ONGOING, "ply " << ply);
        } else {
            CHECK(s.reason == EndReason::MOVE_LIMIT);
        }
    }
    CHECK(pos.rule60() == 120);
}

TEST_CASE("mate on the 120th ply wins") {
    Position pos = from_fen("4k4/8R/9/9/9/9/9/9/9/R2K5 w - - 119 60");
    Position quiet = pos;
    play(pos, "a0a9");
    CHECK(pos.rule60() == 120);
    const GameStatus s = judge(pos);
    CHECK(s.result == GameResult::RED_WINS);
    CHECK(s.reason == EndReason::CHECKMATE);
    play(quiet, "a0a1");  // the same ply without mate: drawn
    CHECK(judge(quiet).reason == EndReason::MOVE_LIMIT);
}

TEST_CASE("insufficient material") {
    Position pos = from_fen("3k5/4a4/9/9/9/9/9/4B4/9/4K4 w - - 0 1");
    GameStatus s = judge(pos);
    CHECK(s.result == GameResult::DRAW);
    CHECK(s.reason == EndReason::INSUFFICIENT_MATERIAL);
    // Any rook, horse, cannon or pawn (even an uncrossed one) keeps the game going.
    for (const char* fen :
         {"3k5/4a4/9/9/9/9/P8/4B4/9/4K4 w - - 0 1", "3k5/4a4/9/9/9/9/9/4B4/9/4K1n2 w - - 0 1",
          "3k5/4a4/9/9/9/9/9/4B4/9/1C2K4 w - - 0 1", "3k5/4a4/9/9/r8/9/9/4B4/9/4K4 w - - 0 1"}) {
        Position p = from_fen(fen);
        CHECK_MESSAGE(judge(p).result == GameResult::ONGOING, fen);
    }
}

TEST_CASE("chase detection on single moves") {
    SUBCASE("a rook attacking an unprotected horse") {
        Position pos = from_fen("3k5/9/2n6/9/R8/9/9/9/9/4K4 w - - 0 1");
        CHECK(chases(pos, "a5c5", "c7"));
    }
    SUBCASE("a rook attacking a horse protected by a horse") {
        Position pos = from_fen("3k5/4n4/2n6/9/R8/9/9/9/9/4K4 w - - 0 1");
        CHECK(chase_count(pos, "a5c5") == 0);
    }
    SUBCASE("a horse attacking a protected rook") {
        // The advisor on e8 guards d7; c4b6 attacks d7 through the open leg c6.
        Position pos = from_fen("5k3/4a4/3r5/9/9/2N6/9/9/9/4K4 w - - 0 1");
        CHECK(chases(pos, "c4b6", "d7"));
    }
    SUBCASE("a rook offering a rook exchange is no chase") {
        Position pos = from_fen("3k5/9/2r6/9/R8/9/9/9/9/4K4 w - - 0 1");
        CHECK(chase_count(pos, "a5c5") == 0);
    }
    SUBCASE("horse against horse: a chase only when the target cannot hit back") {
        // e4d6 attacks c8 (leg d7). The horse on c8 hits back through leg c7 unless a piece
        // stands there.
        Position open = from_fen("5k3/2n6/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
        CHECK(chase_count(open, "e4d6") == 0);
        Position blocked = from_fen("5k3/2n6/2c6/9/9/4N4/9/9/9/4K4 w - - 0 1");
        CHECK(chases(blocked, "e4d6", "c8"));
    }
    SUBCASE("uncrossed pawns are not chased, crossed ones are") {
        Position pos = from_fen("3k5/9/9/p8/9/2p6/9/9/1R7/4K4 w - - 0 1");
        CHECK(chase_count(pos, "b1a1") == 0);  // a1 sees the pawn on a6, on its own side
        CHECK(chases(pos, "b1c1", "c4"));      // c1 sees the crossed pawn on c4
    }
    SUBCASE("an uncovered attack is a chase") {
        // The horse on a3 blocks the rook on a0 from the unprotected cannon on a7.
        Position pos = from_fen("3k5/9/c8/9/9/9/N8/9/9/R3K4 w - - 0 1");
        CHECK(chases(pos, "a3c4", "a7"));
    }
    SUBCASE("a piece that becomes a cannon screen makes a chase") {
        Position pos = from_fen("2nk5/9/9/9/1P7/9/9/9/9/2C1K4 w - - 0 1");
        CHECK(chases(pos, "b5c5", "c9"));
    }
    SUBCASE("kings and pawns never chase") {
        Position pawn = from_fen("3k5/9/9/2n6/1P7/9/9/9/9/4K4 w - - 0 1");
        CHECK(chase_count(pawn, "b5b6") == 0);  // b6 attacks the horse on c6
        Position king = from_fen("3k5/9/9/9/9/9/9/9/5n3/4K4 w - - 0 1");
        CHECK(chase_count(king, "e0e1") == 0);  // e1 attacks the horse on f1
    }
}

TEST_CASE("random shuffling games: verdicts restore the position and match a naive scan") {
    // Games that often undo their own moves, so repetitions (and captures, checks and chases)
    // come up; a fixed seed keeps the test reproducible.
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    auto next = [&seed](int n) {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return int(seed % uint64_t(n));
    };
    int repetitions = 0, decided = 0;
    for (int game = 0; game < 12; ++game) {
        Position pos;
        for (int ply = 0; ply < 160; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.size() == 0) break;
            Move m = moves.moves[next(moves.size())];
            // Half the time, take back our move of two plies ago if that is legal.
            const int n = pos.ply_from_fen();
            if (n >= 2 && next(2) == 0) {
                const Move mine = pos.state_at(n - 1).move;
                const Move back = make_move(to_sq(mine), from_sq(mine));
                if (mine != MOVE_NONE && moves.contains(back)) m = back;
            }
            pos.do_move(m);

            // Naive scan: any earlier state with the same key since the last capture.
            bool repeated = false;
            const int now = pos.ply_from_fen();
            for (int k = now - 1; k >= 0 && k >= now - pos.rule60(); --k)
                if (pos.state_at(k).key == pos.key() && (now - k) % 2 == 0) repeated = true;

            const RepetitionVerdict v = verdict(pos);
            REQUIRE_MESSAGE((v != RepetitionVerdict::NONE) == repeated, pos.fen());
            if (!repeated || count_legal_moves(pos) == 0) continue;
            ++repetitions;
            const GameStatus s = judge(pos, 1);
            const Color us = pos.side_to_move();
            const GameResult us_win = us == RED ? GameResult::RED_WINS : GameResult::BLACK_WINS;
            const GameResult them_win = us == RED ? GameResult::BLACK_WINS : GameResult::RED_WINS;
            if (v == RepetitionVerdict::DRAW) {
                CHECK(s.reason == EndReason::REPETITION);
            } else {
                ++decided;
                CHECK(s.result == (v == RepetitionVerdict::WIN ? us_win : them_win));
                CHECK((s.reason == EndReason::PERPETUAL_CHECK ||
                       s.reason == EndReason::PERPETUAL_CHASE));
            }
        }
    }
    CHECK(repetitions > 50);  // the walk really exercises the rulings
    MESSAGE("repetitions ruled: " << repetitions << ", of which won or lost: " << decided);
}
