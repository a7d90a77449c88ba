// The search with endgame tables: the proven line and tbhits with them, nothing without them,
// and, without them, no search result that contradicts a table.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "engine.h"
#include "sweep.h"
#include "tb/generate.h"
#include "temp_dir.h"

using namespace xq;

namespace {

// Solves the material and its smaller tables into the folder; returns them.
tb::Tablebases write_tables_in(const test::TempDir& dir, const std::string& name) {
    tb::Tablebases set;
    std::string error;
    const bool ok = tb::solve_with_successors(
        tb::parse_material(name)->canonicalized(), set, 2,
        [&](const tb::Table& table, const tb::TableStats&) {
            return table.write(dir.dir() + table.file_name(), &error);
        },
        &error);
    INFO(error);
    REQUIRE(ok);
    return set;
}

struct TableSearchResult {
    BestMoveInfo best;
    uint64_t tbhits = 0;  // of the last report
};

TableSearchResult search_with_engine(Engine& engine, const std::string& fen, int depth) {
    std::string error;
    REQUIRE_MESSAGE(engine.set_position(fen, std::vector<Move>{}, &error), error);
    TableSearchResult r;
    engine.on_info([&](const SearchInfo& info) { r.tbhits = info.tbhits; });
    engine.on_bestmove([&](const BestMoveInfo& b) { r.best = b; });
    SearchLimits limits;
    limits.depth = depth;
    engine.go(limits);
    engine.wait();
    return r;
}

const char* ROOK_MATES_IN_3_PLIES = "9/9/5k3/9/9/9/9/9/9/R2K5 w - - 0 1";

}  // namespace

TEST_CASE("tablebase search: with tables the engine plays the shortest mate and counts tbhits") {
    const test::TempDir dir("xq_tb_search");
    write_tables_in(dir, "KRKAA");
    Engine engine;
    engine.set_hash_mb(16);
    std::string error;
    REQUIRE(engine.set_tablebase_path(dir.dir(), &error));
    CHECK(engine.tablebases_loaded() == 6);

    const TableSearchResult with = search_with_engine(engine, ROOK_MATES_IN_3_PLIES, 6);
    CHECK(with.best.best == make_move(make_square(0, 0), make_square(0, 8)));  // a0a8
    CHECK(with.best.score == Score{Score::MATE, 2});
    CHECK(with.tbhits > 0);

    engine.set_use_tablebases(false);
    CHECK(search_with_engine(engine, ROOK_MATES_IN_3_PLIES, 6).tbhits == 0);
    engine.set_use_tablebases(true);

    CHECK_FALSE(engine.set_tablebase_path(dir.dir() + "missing", &error));
    CHECK(engine.tablebases_loaded() == 6);  // the tables loaded before stay
    REQUIRE(engine.set_tablebase_path("", &error));
    CHECK(engine.tablebases_loaded() == 0);
    CHECK(search_with_engine(engine, ROOK_MATES_IN_3_PLIES, 6).tbhits == 0);
}

// Not under TSan: searches on the engine's worker, whose hand-offs the engine facade's tests take.
TEST_CASE("tablebase search: without tables no search result contradicts a proven one" *
          test::not_under_tsan()) {
    const test::TempDir dir("xq_tb_contradict");
    const tb::Tablebases rook = write_tables_in(dir, "KRKAA");
    const tb::Tablebases horse = write_tables_in(dir, "KNKAA");
    Engine engine;  // no tables: the search on its own
    engine.set_hash_mb(16);
    std::mt19937_64 rng(11);
    int searched = 0, mates = 0;
    for (const tb::Tablebases* set : {&rook, &horse}) {
        const tb::Table& table = *set->tables().back();  // the material asked for
        const tb::Layout& layout = table.layout();
        for (int n = 0; n < 500;) {
            const int stm = int(rng() % 2);
            const uint64_t index = rng() % layout.size();
            if (table.byte(stm, index) == tb::BYTE_INVALID) continue;
            const tb::Placement p = layout.placement(index);
            Piece board[SQUARE_NB] = {};
            for (const auto& g : layout.groups())
                for (int i = 0; i < g.count; ++i)
                    board[p.square[g.first + i]] = make_piece(g.color, g.type);
            const std::string fen = board_fen(board, Color(stm));
            const tb::TbValue proven = tb::value_of_byte(table.byte(stm, index));
            const Score score = search_with_engine(engine, fen, 4).best.score;
            ++n;
            ++searched;
            if (score.kind != Score::MATE) continue;
            ++mates;
            INFO(fen << " proven " << int(proven.wdl) << " dtm " << proven.dtm << ", search mate "
                     << score.value);
            if (score.value > 0) {  // a mate the search found is one: no shorter than the best
                CHECK(proven.wdl == tb::Wdl::WIN);
                CHECK(proven.dtm <= 2 * score.value - 1);
            } else {
                CHECK(proven.wdl == tb::Wdl::LOSS);
            }
        }
    }
    CHECK(searched == 1000);
    CHECK(mates > 0);
}
