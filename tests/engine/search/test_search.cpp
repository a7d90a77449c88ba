// Search correctness: mates found with the right distance (stalemate counts as a win), legal
// best moves on random positions under tiny limits, depth and node limits respected.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "engine.h"
#include "formats/iccs.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "sweep.h"

using namespace xq;

namespace {

// Independent brute force: can the side to move leave the opponent without a legal move
// (checkmate or stalemate, both lose) within `moves` of its own moves?
bool forces_no_moves(Position& pos, int moves) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        pos.do_move(m);
        MoveList replies;
        generate_legal(pos, replies);
        bool wins = replies.size() == 0;
        if (!wins && moves > 1) {
            wins = true;
            for (Move r : replies) {
                pos.do_move(r);
                const bool ok = forces_no_moves(pos, moves - 1);
                pos.undo_move();
                if (!ok) {
                    wins = false;
                    break;
                }
            }
        }
        pos.undo_move();
        if (wins) return true;
    }
    return false;
}

int brute_force_mate_distance(const std::string& fen, int max_moves) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    for (int n = 1; n <= max_moves; ++n)
        if (forces_no_moves(pos, n)) return n;
    return 0;
}

struct Result {
    BestMoveInfo best;
    std::vector<SearchInfo> infos;
};

Result search(Engine& engine, const std::string& fen, const SearchLimits& limits) {
    Result r;
    std::string error;
    REQUIRE_MESSAGE(engine.set_position(fen, std::vector<Move>{}, &error), error);
    engine.on_info([&](const SearchInfo& i) { r.infos.push_back(i); });
    engine.on_bestmove([&](const BestMoveInfo& b) { r.best = b; });
    engine.go(limits);
    engine.wait();
    return r;
}

void check_mate(const std::string& fen, int moves) {
    CAPTURE(fen);
    REQUIRE(brute_force_mate_distance(fen, moves) == moves);
    Engine engine;
    engine.set_hash_mb(4);
    SearchLimits limits;
    limits.depth = 2 * moves + 2;
    Result r = search(engine, fen, limits);
    CHECK(r.best.score == Score{Score::MATE, moves});
    // The move played keeps the win: the opponent is lost in moves - 1.
    Position pos;
    pos.set_fen(fen);
    REQUIRE(pos.is_legal(r.best.best));
    pos.do_move(r.best.best);
    if (moves == 1) CHECK(count_legal_moves(pos) == 0);
}

}  // namespace

TEST_CASE("mate in one / two and three are found with the right distance") {
    // Horse check from g8 while the rook on rank 8 covers the only flight square.
    check_mate("3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1", 1);
    check_mate("4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", 2);
    check_mate("3ak4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1", 3);
}

TEST_CASE("a stalemating move is a win in one") {
    // After Hb5-c7 Black (king e9, pinned advisors d9 f9) has no legal move but is not in check.
    const std::string fen = "R2aka2R/9/9/9/1N7/9/9/9/9/3K5 w - - 0 1";
    CAPTURE(fen);
    Position pos;
    REQUIRE(pos.set_fen(fen));
    pos.do_move(iccs_to_move("b5c7"));
    REQUIRE(!pos.in_check());
    REQUIRE(count_legal_moves(pos) == 0);
    check_mate(fen, 1);
}

TEST_CASE("the side to move without a legal move gets no best move and a mated score") {
    Engine engine;
    SearchLimits limits;
    limits.depth = 3;
    Position pos;
    REQUIRE(pos.set_fen("R2aka2R/9/9/9/1N7/9/9/9/9/3K5 w - - 0 1"));
    pos.do_move(iccs_to_move("b5c7"));
    Result r = search(engine, pos.fen(), limits);
    CHECK(r.best.best == MOVE_NONE);
    CHECK(r.best.score.kind == Score::MATE);
    CHECK(r.best.score.value <= 0);
}

TEST_CASE("random positions: the best move is always legal / even with tiny limits") {
    std::mt19937 rng(12345);
    Engine engine;
    engine.set_hash_mb(4);
    for (int game = 0; game < 12; ++game) {
        Position pos;
        const int plies = 10 + int(rng() % 60);
        for (int i = 0; i < plies; ++i) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            pos.do_move(list.moves[rng() % list.size()]);
        }
        MoveList legal;
        generate_legal(pos, legal);
        const std::string fen = pos.fen();
        CAPTURE(fen);
        for (int variant = 0; variant < 3; ++variant) {
            SearchLimits limits;
            if (variant == 0) limits.movetime_ms = 1;
            if (variant == 1) limits.nodes = 1;
            if (variant == 2) limits.depth = 4;
            Result r = search(engine, fen, limits);
            if (legal.size() == 0) {
                CHECK(r.best.best == MOVE_NONE);
            } else {
                CHECK(legal.contains(r.best.best));
                if (r.best.ponder) {
                    Position after = pos;
                    after.do_move(r.best.best);
                    CHECK(after.is_legal(r.best.ponder));
                }
            }
        }
    }
}

TEST_CASE("stop right after go still yields a legal move") {
    Engine engine;
    Move best = MOVE_NONE;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b.best; });
    Position start;
    MoveList legal;
    generate_legal(start, legal);
    for (int i = 0; i < 20; ++i) {
        best = MOVE_NONE;
        SearchLimits limits;
        limits.infinite = true;
        engine.go(limits);
        engine.stop();
        engine.wait();
        CHECK(legal.contains(best));
    }
}

TEST_CASE("depth and node limits are respected") {
    Engine engine;
    SearchLimits limits;
    limits.depth = 5;
    Result r = search(engine, START_FEN, limits);
    REQUIRE(!r.infos.empty());
    int deepest = 0;
    for (const SearchInfo& i : r.infos) deepest = std::max(deepest, i.depth);
    CHECK(deepest == 5);
    CHECK(r.best.depth == 5);

    SearchLimits nodes;
    nodes.nodes = 20000;
    engine.new_game();
    Result n = search(engine, START_FEN, nodes);
    REQUIRE(!n.infos.empty());
    // Node counts are checked at every node: at most one node past the limit per search.
    CHECK(n.infos.back().nodes <= 20000 + 1);
}

TEST_CASE("searchmoves and banmoves restrict the root") {
    Engine engine;
    SearchLimits limits;
    limits.depth = 4;
    limits.searchmoves = {iccs_to_move("a3a4"), iccs_to_move("i3i4")};
    Result r = search(engine, START_FEN, limits);
    CHECK((r.best.best == iccs_to_move("a3a4") || r.best.best == iccs_to_move("i3i4")));

    SearchLimits ban;
    ban.depth = 4;
    Result first = search(engine, START_FEN, ban);
    ban.banmoves = {first.best.best};
    Result second = search(engine, START_FEN, ban);
    CHECK(second.best.best != first.best.best);
    CHECK(second.best.best != MOVE_NONE);
}

TEST_CASE("a perpetual check is scored as the checker's loss / like being mated") {
    // Red has checked with the rook on rank 9 and rank 8 twice round and the king has gone back
    // and forth; a third a8a9 completes a perpetual check (rules.h): Red loses, and the search
    // scores it as being mated at once (mate -1: Black's next move would end the game).
    Engine engine;
    std::string error;
    REQUIRE(engine.set_position(
        "4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1",
        std::vector<std::string>{"a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9"},
        &error));
    BestMoveInfo best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b; });
    SearchLimits only_check;
    only_check.depth = 4;
    only_check.searchmoves = {iccs_to_move("a8a9")};
    engine.go(only_check);
    engine.wait();
    CHECK(best.best == iccs_to_move("a8a9"));
    CHECK(best.score == Score{Score::MATE, -1});

    // Free to choose, Red avoids the losing repetition.
    SearchLimits free;
    free.depth = 4;
    engine.go(free);
    engine.wait();
    CHECK(best.best != iccs_to_move("a8a9"));
    CHECK(best.score.kind == Score::CENTIPAWNS);
}

TEST_CASE("a repetition that reaches back before the root needs a second one") {
    // Only one earlier a8a9 cycle: a third check is the second occurrence, which the referee
    // does not rule yet, so the search must not score it as lost (Red can still deviate).
    Engine engine;
    std::string error;
    REQUIRE(engine.set_position("4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1",
                                std::vector<std::string>{"a8a9", "e9e8", "a9a8", "e8e9"}, &error));
    BestMoveInfo best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b; });
    SearchLimits only_check;
    only_check.depth = 4;
    only_check.searchmoves = {iccs_to_move("a8a9")};
    engine.go(only_check);
    engine.wait();
    CHECK(best.best == iccs_to_move("a8a9"));
    CHECK(best.score.kind == Score::CENTIPAWNS);
}

TEST_CASE("mate through a perpetual-check net / the checks do not hide a mate in 5") {
    // Red's rook can keep checking (d8d9 and back), which only loses by the repetition rules;
    // Black mates in 5 (e8e9 d8d9 e9e8 d9d2 c3d3 d0d1 d3d2 d1d2 e3d3). A search that scored
    // the perpetual-check loss above a mate would take it as an escape and miss the mate.
    const std::string fen = "9/3Rk4/Cc7/p7p/9/P7P/2p1r4/9/9/3K5 b - - 0 1";
    Engine engine;
    engine.set_hash_mb(4);
    SearchLimits limits;
    limits.depth = 14;
    Result r = search(engine, fen, limits);
    CHECK(r.best.score == Score{Score::MATE, 5});
    CHECK(r.best.best == iccs_to_move("e8e9"));
}

TEST_CASE("every PV of every report is a line of legal moves / even past a mate") {
    const char* fens[] = {
        "9/4k4/9/9/2b6/2c6/1r7/5A3/9/3A1K3 b - - 74 77",
        "9/3Rk4/Cc7/p7p/9/P7P/2p1r4/9/9/3K5 b - - 0 1",
        "3ak4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1",
        "R2aka2R/9/9/9/1N7/9/9/9/9/3K5 w - - 0 1",
        "2bak4/4a4/4b4/9/2n6/9/9/4C4/3R5/4K4 w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RN1AKA2R w - - 0 1",
        START_FEN};
    int index = 0;
    for (const char* fen : fens)
        for (int depth = 1; depth <= 9; ++depth) {
            if (!test::sweep_takes(index++)) continue;
            CAPTURE(fen);
            CAPTURE(depth);
            Engine engine;
            engine.set_hash_mb(4);
            SearchLimits limits;
            limits.depth = depth;
            Result r = search(engine, fen, limits);
            REQUIRE(!r.infos.empty());
            for (const SearchInfo& info : r.infos) {
                Position pos;
                REQUIRE(pos.set_fen(fen));
                for (Move m : info.pv) {
                    CAPTURE(move_to_iccs(m));
                    REQUIRE(pos.is_legal(m));
                    pos.do_move(m);
                }
            }
        }
}
