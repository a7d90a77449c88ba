// The mate-by-checks solver (search/check_mate_solver.h): known mates by checks with their
// distance (the normal search's where the shortest mate is by checks), lines that are legal,
// check at every attacker move and end in the referee's checkmate; a mate that needs a quiet
// move is no mate by checks; perpetual check proves nothing; the node limit; and the first
// positions of the mate benchmark against a plain minimax over checks without a table.
#include <doctest/doctest.h>

#include <atomic>
#include <fstream>
#include <string>
#include <vector>

#include "rules/movegen.h"
#include "rules/rules.h"
#include "search/check_mate_solver.h"
#include "search_fen.h"

using namespace xq;

namespace {

Position solver_position(const std::string& fen) {
    Position pos;
    std::string error;
    REQUIRE_MESSAGE(pos.set_fen(fen, &error), error);
    return pos;
}

// The line is legal, every attacker move checks, and it ends in the referee's checkmate of the
// defender. `pos` is restored.
void check_mating_line(Position& pos, const std::vector<Move>& line) {
    const Color attacker = pos.side_to_move();
    for (Move m : line) {
        REQUIRE(pos.is_legal(m));
        const bool attacker_move = pos.side_to_move() == attacker;
        pos.do_move(m);
        if (attacker_move) CHECK(pos.in_check());
    }
    const GameStatus status = judge_game(pos);
    CHECK(status.reason == EndReason::CHECKMATE);
    CHECK(status.result == (attacker == RED ? GameResult::RED_WINS : GameResult::BLACK_WINS));
    for (size_t i = 0; i < line.size(); ++i) pos.undo_move();
}

// A plain minimax over checks, no table and no repetition rule: mated within `moves` attacker
// moves? Repetitions cannot shorten a mate, so the shortest distance is the solver's.
bool mates_by_checks_within(Position& pos, int moves);

bool defender_mated_within(Position& pos, int moves) {
    MoveList replies;
    generate_legal(pos, replies);
    if (replies.size() == 0) return true;
    if (moves == 0) return false;
    for (Move r : replies) {
        pos.do_move(r);
        const bool mated = mates_by_checks_within(pos, moves);
        pos.undo_move();
        if (!mated) return false;
    }
    return true;
}

bool mates_by_checks_within(Position& pos, int moves) {
    MoveList legal;
    generate_legal(pos, legal);
    for (Move m : legal) {
        if (!pos.gives_check(m)) continue;
        pos.do_move(m);
        const bool mated = defender_mated_within(pos, moves - 1);
        pos.undo_move();
        if (mated) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("mate by checks / known mates in 3 and 4 with the normal search's distance") {
    // From tests/mate_bench.txt: positions whose shortest mate is by checks.
    struct Known {
        const char* fen;
        int moves;
    };
    const Known known[] = {
        // 1. 马六进五 将６进１ 2. 马五进六 将６退１ 3. 车五平四
        {"3PR4/5k3/9/9/9/3N5/9/5r3/4K4/3A2B2 w - - 0 1", 3},
        // Black mates: 1. 马９退７ 帅四进一 2. 马７进８ 帅四退一 3. 炮９退１
        {"3ak1b2/5R3/4b4/9/9/r5P2/2P1P4/4B3n/2N1AK3/3A2c1c b - - 0 1", 3},
        // 1. 车五平六 将４平５ 2. 车四平五 将５平６ 3. 车六退一 象７进５ 4. 车六平五
        {"6b2/4RR3/3k5/p7p/6p2/9/4P1c1P/9/5r3/1N2KA3 w - - 0 1", 4},
    };
    for (const Known& k : known) {
        CAPTURE(k.fen);
        Position pos = solver_position(k.fen);
        const CheckMateResult r = solve_mate_by_checks(pos);
        REQUIRE(r.verdict == CheckMateVerdict::MATE);
        CHECK(r.moves == k.moves);
        CHECK(int(r.line.size()) == 2 * k.moves - 1);
        check_mating_line(pos, r.line);
        CHECK(pos.fen() == k.fen);
        CHECK(test::search_fen_to_depth(k.fen, 2 * k.moves + 6).score ==
              Score{Score::MATE, k.moves});
    }
}

TEST_CASE("mate by checks / a mate in 7 by checks where the shortest mate takes 3") {
    // Black's shortest mate (3) needs a quiet move; by checks alone it takes 7, horses and a
    // pawn driving the king up and across the palace.
    const std::string fen = "3k5/9/5N3/6p2/9/9/5n3/4n4/3pC4/4K2c1 b - - 0 1";
    Position pos = solver_position(fen);
    const CheckMateResult r = solve_mate_by_checks(pos);
    REQUIRE(r.verdict == CheckMateVerdict::MATE);
    CHECK(r.moves == 7);
    check_mating_line(pos, r.line);
    CHECK(!mates_by_checks_within(pos, 3));
    CHECK(test::search_fen_to_depth(fen, 12).score == Score{Score::MATE, 3});
}

TEST_CASE("mate by checks / a mate that needs a quiet move is no mate by checks") {
    // The normal search mates in 2 with the quiet 1. 车一平五 (i0e0), the advisor then pinned
    // to the king: 1... 将５平６ 2. 车五进八. Red's checks with the horse and pawn lead nowhere.
    const std::string fen = "4k4/4a4/5P3/9/3N5/2B6/9/9/5K3/2B5R w - - 0 1";
    Position pos = solver_position(fen);
    const CheckMateResult r = solve_mate_by_checks(pos);
    CHECK(r.verdict == CheckMateVerdict::NO_MATE);
    CHECK(r.nodes > 1);  // there are checks to try
    CHECK(!mates_by_checks_within(pos, 4));
    CHECK(test::search_fen_to_depth(fen, 10).score == Score{Score::MATE, 2});
}

TEST_CASE("mate by checks / a side in check with no checking reply has no mate by checks") {
    // Black mates in 2 in the benchmark, but must first answer Red's rook check.
    Position pos = solver_position("2b6/3k4R/9/9/9/3r5/4r3c/9/4A4/4KA3 b - - 0 1");
    const CheckMateResult r = solve_mate_by_checks(pos);
    CHECK(r.verdict == CheckMateVerdict::NO_MATE);
    CHECK(r.nodes == 1);
}

TEST_CASE("mate by checks / perpetual check is no proof: the cycles end, the answer is no mate") {
    // A lone rook checks the king up and down the palace for ever; every line of checks ends at
    // a repetition, so the search is exhausted with few nodes.
    Position pos = solver_position("4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1");
    const CheckMateResult r = solve_mate_by_checks(pos);
    CHECK(r.verdict == CheckMateVerdict::NO_MATE);
    CHECK(r.nodes < 10000);
    // Rook and horse: cycles of checks through transpositions, no mate either.
    Position horse = solver_position("3k5/9/r3R4/9/3N5/9/9/9/4K4/9 w - - 0 1");
    CHECK(solve_mate_by_checks(horse).verdict == CheckMateVerdict::NO_MATE);
}

TEST_CASE("mate by checks / the node limit is respected and a stop is obeyed") {
    const std::string fen = "3k5/9/5N3/6p2/9/9/5n3/4n4/3pC4/4K2c1 b - - 0 1";
    Position pos = solver_position(fen);
    CheckMateLimits limits;
    limits.nodes = 50;
    const CheckMateResult r = solve_mate_by_checks(pos, limits);
    CHECK(r.verdict == CheckMateVerdict::NODE_LIMIT);
    CHECK(r.nodes == 50);
    CHECK(r.line.empty());
    CHECK(pos.fen() == fen);

    std::atomic<bool> stop{true};
    limits.nodes = 1'000'000;
    limits.stop = &stop;
    const CheckMateResult stopped = solve_mate_by_checks(pos, limits);
    CHECK(stopped.verdict == CheckMateVerdict::STOPPED);
    CHECK(stopped.nodes <= 1024);
}

TEST_CASE("mate by checks / the moves played before count for repetitions as the referee's") {
    // The rook's checks repeat the position twice over the game's own moves: a third
    // occurrence would be a perpetual check, but the solver's answer stays that of the FEN.
    Position pos = solver_position("4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1");
    for (const char* m : {"a8a9", "e9e8", "a9a8", "e8e9"}) {
        const Move move =
            make_move(make_square(m[0] - 'a', m[1] - '0'), make_square(m[2] - 'a', m[3] - '0'));
        REQUIRE(pos.is_legal(move));
        pos.do_move(move);
    }
    const int ply = pos.ply_from_fen();
    CHECK(solve_mate_by_checks(pos).verdict == CheckMateVerdict::NO_MATE);
    CHECK(pos.ply_from_fen() == ply);
}

TEST_CASE("mate by checks / the benchmark's first positions agree with a plain minimax") {
    // Up to three attacker moves: the plain minimax's shortest mate by checks is the solver's.
    std::ifstream in(std::string(XQ_SOURCE_DIR) + "/tests/mate_bench.txt");
    REQUIRE(in);
    int compared = 0, mates = 0;
    for (std::string line; std::getline(in, line) && compared < 60;) {
        if (line.empty() || line[0] == '#') continue;
        const std::string fen = line.substr(0, line.find(';'));
        CAPTURE(fen);
        Position pos = solver_position(fen);
        int shortest = 0;
        for (int d = 1; d <= 3 && !shortest; ++d)
            if (mates_by_checks_within(pos, d)) shortest = d;
        const CheckMateResult r = solve_mate_by_checks(pos);
        REQUIRE(r.verdict != CheckMateVerdict::NODE_LIMIT);
        if (shortest) {
            CHECK(r.verdict == CheckMateVerdict::MATE);
            CHECK(r.moves == shortest);
            check_mating_line(pos, r.line);
            ++mates;
        } else {
            CHECK((r.verdict != CheckMateVerdict::MATE || r.moves > 3));
        }
        ++compared;
    }
    CHECK(compared == 60);
    CHECK(mates >= 10);
}
