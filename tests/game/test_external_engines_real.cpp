// Real third-party engines through the game layer (EngineBridge): each is added by its path
// alone, plays a 40-ply game against the built-in engine and analyses three positions with two
// lines. ElephantEye and Pikafish-HCE are found through XQ_ENGINE_ELEEYE and XQ_ENGINE_PIKAFISH,
// Fairy-Stockfish and Sjaak II (Debian's fairy-stockfish and sjaakii) on the PATH or in
// /usr/games (or XQ_ENGINE_FAIRY, XQ_ENGINE_SJAAK). An engine that is not found is skipped, by
// name, with a warning in the log (docs/testing.md).
#include <doctest/doctest.h>

#include <chrono>
#include <set>
#include <thread>

#include "formats/iccs.h"
#include "game/engines/engine_bridge.h"
#include "real_engines.h"
#include "rules/movegen.h"
#include "test_clock.h"

using namespace xq;

namespace {

struct Expected {
    const test::RealEngine& engine;
    ExternalProtocol protocol;
    int rank_base;
    bool horse_elephant;
};

using xq::test::seconds_since;

// Waits for the search's move; the infos on the way go to `infos`. Fails on an ExternalNote.
std::optional<BestMoveInfo> wait_move(EngineBridge& b, int id, double limit_s,
                                      std::vector<SearchInfo>* infos = nullptr) {
    const auto t0 = std::chrono::steady_clock::now();
    while (seconds_since(t0) < limit_s) {
        for (EngineBridge::Mail& m : b.drain()) {
            if (m.search_id != id) continue;
            if (auto* note = std::get_if<ExternalNote>(&m.info)) {
                FAIL_CHECK("the engine failed: " << describe(note->failure));
                return std::nullopt;
            }
            if (auto* i = std::get_if<SearchInfo>(&m.info); i && infos) infos->push_back(*i);
            if (auto* best = std::get_if<BestMoveInfo>(&m.info)) return *best;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    FAIL_CHECK("no move within " << limit_s << " s");
    return std::nullopt;
}

bool has_legal_move(const Position& p) {
    MoveList legal;
    generate_legal(p, legal);
    return legal.size() > 0;
}

// A scenario read top to bottom; each doctest CHECK counts as branches.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
void check_engine(const Expected& x) {
    const test::RealEngine& e = x.engine;
    const std::string path = test::find_program(e);
    if (path.empty()) {
        WARN_MESSAGE(false, "skipped: " << e.name << " not found (set " << std::string(e.env)
                                        << " to its program)");
        return;
    }
    MESSAGE(e.name << ": " << path);
    ExternalEngineSpec spec{e.name, path, {}, {}};  // the path alone, nothing else set

    SUBCASE("a 40-ply game against the built-in engine") {
        EngineBridge external(nullptr), builtin(nullptr);
        external.set_external(EngineBridge::Role::OPPONENT, &spec);
        SearchLimits limits;
        limits.movetime_ms = 60;
        Position pos;
        REQUIRE(pos.set_fen(START_FEN));
        std::vector<Move> moves;
        const auto t0 = std::chrono::steady_clock::now();
        for (int ply = 0; ply < 40 && has_legal_move(pos); ++ply) {
            EngineBridge& b = ply % 2 == 0 ? external : builtin;  // it plays Red
            const int id =
                b.start({.fen = START_FEN, .moves = moves, .limits = limits, .use_book = true});
            const std::optional<BestMoveInfo> best = wait_move(b, id, 6);
            REQUIRE(best);
            REQUIRE_MESSAGE(pos.is_legal(best->best),
                            "ply " << ply << ": " << move_to_iccs(best->best));
            pos.do_move(best->best);
            moves.push_back(best->best);
        }
        CHECK(external.external_plays(EngineBridge::Role::OPPONENT));  // it never failed
        const auto st = external.external_status(path);
        REQUIRE(st);
        CHECK(st->protocol == x.protocol);
        CHECK(st->dialect.rank_base == x.rank_base);
        CHECK(st->dialect.horse_elephant == x.horse_elephant);
        MESSAGE(e.name << " (" << st->id_name << ", " << std::string(protocol_name(st->protocol))
                       << ", " << dialect_name(st->dialect) << "): " << moves.size() << " plies in "
                       << seconds_since(t0) << " s");
    }

    SUBCASE("three positions analysed with two lines") {
        EngineBridge bridge(nullptr);
        bridge.set_external(EngineBridge::Role::ANALYSER, &spec);
        const std::string positions[3] = {
            START_FEN, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
            "2bakab2/9/2n1c1n2/p3p3p/2p6/6P2/P3P3P/2N1C1N2/4A4/2BAK1B2 w - - 0 20"};
        bool offers_multipv = false;
        for (const std::string& fen : positions) {
            SearchLimits infinite;
            infinite.infinite = true;
            const int id = bridge.start({.fen = fen,
                                         .moves = {},
                                         .limits = infinite,
                                         .multipv = 2,
                                         .role = EngineRole::ANALYSER});
            std::vector<SearchInfo> infos;
            // 0.7 s, or longer on a busy machine: until depth 3 in every line it offers.
            auto enough = [&] {
                const std::optional<ExternalEngine::Status> now = bridge.external_status(path);
                bool multipv = false;
                if (now)
                    for (const ExternalOption& o : now->options)
                        multipv |= o.name == "MultiPV" || o.name == "multipv";
                std::set<int> deep;
                for (const SearchInfo& i : infos)
                    if (i.depth >= 3) deep.insert(i.multipv);
                return deep.size() >= (multipv ? 2u : 1u);
            };
            const auto t0 = std::chrono::steady_clock::now();
            while (seconds_since(t0) < 0.7 || (seconds_since(t0) < 8 && !enough())) {
                for (EngineBridge::Mail& m : bridge.drain()) {
                    if (auto* note = std::get_if<ExternalNote>(&m.info))
                        FAIL("the engine failed: " << describe(note->failure));
                    if (auto* i = std::get_if<SearchInfo>(&m.info); i && m.search_id == id)
                        infos.push_back(*i);
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            bridge.stop();
            REQUIRE(wait_move(bridge, id, 4, &infos));
            REQUIRE(bridge.external_plays(EngineBridge::Role::ANALYSER));
            Position root;
            REQUIRE(root.set_fen(fen));
            std::set<int> lines;
            int depth = 0;
            uint64_t nodes = 0;
            for (const SearchInfo& i : infos) {
                lines.insert(i.multipv);
                depth = std::max(depth, i.depth);
                nodes = std::max(nodes, i.nodes);
                REQUIRE_FALSE(i.pv.empty());
                CHECK(root.is_legal(i.pv[0]));
            }
            const std::optional<ExternalEngine::Status> st = bridge.external_status(path);
            REQUIRE(st);
            for (const ExternalOption& o : st->options)
                offers_multipv |= o.name == "MultiPV" || o.name == "multipv";
            CHECK(depth >= 3);  // a search, not a book move
            CHECK(nodes > 0);
            CHECK(lines.size() == (offers_multipv ? 2u : 1u));
            MESSAGE(e.name << ": depth " << depth << ", " << nodes << " nodes, " << lines.size()
                           << " lines");
        }
    }
}

}  // namespace

TEST_CASE("real engines / ElephantEye (UCCI, quits on uci)") {
    check_engine({test::ELEEYE, ExternalProtocol::UCCI, 0, false});
}

TEST_CASE("real engines / Pikafish-HCE (UCI)") {
    check_engine({test::PIKAFISH, ExternalProtocol::UCI, 0, false});
}

TEST_CASE("real engines / Fairy-Stockfish (UCI_Variant, ranks 1-10)") {
    check_engine({test::FAIRY, ExternalProtocol::UCI, 1, false});
}

TEST_CASE("real engines / Sjaak II (UCI_Variant, ranks 1-10, FEN h/e)") {
    check_engine({test::SJAAK, ExternalProtocol::UCI, 1, true});
}

TEST_CASE("real engines / Fairy-Stockfish fixed to UCCI numbers the ranks 0-9") {
    const std::string path = test::find_program(test::FAIRY);
    if (path.empty()) {
        WARN_MESSAGE(false,
                     "skipped: Fairy-Stockfish not found (set XQ_ENGINE_FAIRY to its program)");
        return;
    }
    EngineBridge bridge(nullptr);
    ExternalEngineSpec spec{"fsf", path, {}, {}, ExternalProtocol::UCCI};
    bridge.set_external(EngineBridge::Role::OPPONENT, &spec);
    SearchLimits limits;
    limits.movetime_ms = 100;
    Position pos;
    REQUIRE(pos.set_fen(START_FEN));
    pos.do_move(iccs_to_move("h2e2"));
    const int id = bridge.start(
        {.fen = START_FEN, .moves = {iccs_to_move("h2e2")}, .limits = limits, .use_book = true});
    const std::optional<BestMoveInfo> best = wait_move(bridge, id, 8);
    REQUIRE(best);
    CHECK(pos.is_legal(best->best));
    const auto st = bridge.external_status(path);
    REQUIRE(st);
    CHECK(st->protocol == ExternalProtocol::UCCI);
    CHECK(st->dialect.rank_base == 0);
}

TEST_CASE("real engines / Sjaak II analyses deeper step by step, its depth never going back") {
    const std::string path = test::find_program(test::SJAAK);
    if (path.empty()) {
        WARN_MESSAGE(false, "skipped: Sjaak II not found (set XQ_ENGINE_SJAAK to its program)");
        return;
    }
    EngineBridge bridge(nullptr);
    ExternalEngineSpec spec{"sjaak", path, {}, {}};
    bridge.set_external(EngineBridge::Role::ANALYSER, &spec);
    SearchLimits infinite;
    infinite.infinite = true;
    const int id = bridge.start(
        {.fen = START_FEN, .moves = {}, .limits = infinite, .role = EngineRole::ANALYSER});
    // Steps of 1 and 2 s, then into the 4 s one: the third second's depth is past the first's.
    std::vector<std::pair<double, int>> depths;  // (seconds, depth) as shown
    const auto t0 = std::chrono::steady_clock::now();
    while (seconds_since(t0) < 3.5) {
        for (EngineBridge::Mail& m : bridge.drain()) {
            if (auto* note = std::get_if<ExternalNote>(&m.info))
                FAIL("the engine failed: " << describe(note->failure));
            if (auto* i = std::get_if<SearchInfo>(&m.info); i && m.search_id == id)
                depths.emplace_back(seconds_since(t0), i->depth);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE(!depths.empty());
    int first_second = 0;
    for (size_t i = 0; i < depths.size(); ++i) {
        if (i > 0) CHECK(depths[i].second >= depths[i - 1].second);
        if (depths[i].first < 1.0) first_second = std::max(first_second, depths[i].second);
    }
    MESSAGE("Sjaak II: depth " << first_second << " in the first second, " << depths.back().second
                               << " after 3.5 s");
    CHECK(depths.back().second > first_second);
    // Stopped in its 4 s step, it answers when the step is over.
    bridge.stop();
    CHECK(wait_move(bridge, id, 8));
}
