// Endgame tables (engine/tb): names, the index, the file, and tables solved from scratch, checked
// against every successor and against positions solved by hand and textbook results, and the
// repetition convention of tables where both sides are armed.
#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <string>

#include "sweep.h"
#include "tb/generate.h"
#include "tb/verify.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::tb;

namespace {

Material tb_material(const std::string& name) {
    const auto m = parse_material(name);
    REQUIRE(m);
    return *m;
}

// Solves the material and every smaller table it needs; each table must agree with all of its
// successors.
Tablebases solved_from_scratch(const std::string& name) {
    Tablebases set;
    std::string error;
    const bool ok = solve_with_successors(
        tb_material(name).canonicalized(), set, 2,
        [&](const Table& table, const TableStats&) {
            const Verification v = verify_table(set, table, 2);
            INFO(table.name() << ": " << v.first_wrong);
            CHECK(v.positions > 0);
            CHECK(v.wrong == 0);
            return true;
        },
        &error);
    INFO(error);
    REQUIRE(ok);
    return set;
}

TbValue tb_probe_fen(const Tablebases& set, const std::string& fen) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    const auto v = set.probe(pos);
    REQUIRE(v);
    return *v;
}

constexpr TbValue tb_win(int dtm) {
    return {Wdl::WIN, dtm};
}
constexpr TbValue tb_loss(int dtm) {
    return {Wdl::LOSS, dtm};
}

}  // namespace

TEST_CASE("tablebase material: names read either side first and written stronger side first") {
    CHECK(tb_material("KRKAA").name() == "KRKAA");
    CHECK(tb_material("KAAKR").canonicalized().name() == "KRKAA");
    CHECK(tb_material("KHEKE").name() == "KNBKB");  // H and E read as N and B
    CHECK(tb_material("KPNKA").name() == "KNPKA");  // pieces in the order R C N P A B
    CHECK(tb_material("KAKR").canonical() == false);
    std::string error;
    CHECK_FALSE(parse_material("KRAA", &error));
    CHECK(error.find("two kings") != std::string::npos);
    CHECK_FALSE(parse_material("KXKA", &error));
    CHECK_FALSE(parse_material("KRRRK", &error));
    CHECK(capture_successors(tb_material("KRKAA")).size() == 2);  // KKAA is KAAK, and KRKA
}

TEST_CASE("tablebase index: every index round-trips and a mirrored placement shares it") {
    const Layout layout(tb_material("KNPKAB"));
    std::mt19937_64 rng(7);
    for (int i = 0; i < 20000; ++i) {
        const uint64_t index = rng() % layout.size();
        const Placement p = layout.placement(index);
        CHECK(layout.index(p) == index);
        Placement mirrored = p;
        for (int k = 0; k < p.size; ++k) mirrored.square[k] = uint8_t(mirror_lr(p.square[k]));
        if (file_of(p.square[0]) < 4) CHECK(layout.index(mirrored) == index);
    }
    // Side 0's king on files d and e only: 6 squares instead of 9.
    CHECK(layout.groups()[0].squares.size() == 6);
    CHECK(layout.groups()[1].squares.size() == 9);
}

// Not under TSan: the generator's threads: "one thread and three threads make the same bytes".
TEST_CASE(
    "tablebase KRKAA from scratch: consistent with hand-solved positions and the rook beats two "
    "advisors" *
    test::not_under_tsan()) {
    const Tablebases set = solved_from_scratch("KRKAA");
    CHECK(set.size() == 6);  // KK KAK KAAK KRK KRKA KRKAA

    // Two lone kings: each always has a move, nobody can attack: every position is a draw.
    const TableStats kk = set.find(tb_material("KK"))->stats();
    CHECK(kk.draws[0] == kk.positions[0]);
    CHECK(kk.draws[1] == kk.positions[1]);

    // Rook against a lone king, solved by hand: 1. a0a8 (the king on f7 may only go to e7)
    // f7e7 2. a8f8 and Black has no legal move (e8 and f7 are the rook's, d7 faces the red king).
    const std::string rook_mates = "9/9/5k3/9/9/9/9/9/9/R2K5 w - - 0 1";
    CHECK(tb_probe_fen(set, rook_mates) == tb_win(3));
    CHECK(tb_probe_fen(set, "9/R8/5k3/9/9/9/9/9/9/3K5 b - - 0 1") == tb_loss(2));
    CHECK(tb_probe_fen(set, "9/R8/4k4/9/9/9/9/9/9/3K5 w - - 0 1") == tb_win(1));
    // The same position mirrored left-right, and with the colours swapped (board upside down).
    CHECK(tb_probe_fen(set, "9/9/3k5/9/9/9/9/9/9/5K2R w - - 0 1") == tb_win(3));
    CHECK(tb_probe_fen(set, "r2k5/9/9/9/9/9/9/5K3/9/9 b - - 0 1") == tb_win(3));
    Position pos;
    REQUIRE(pos.set_fen(rook_mates));
    const auto moves = move_values(set, pos);
    REQUIRE(moves.size() == 13);
    CHECK(moves[0].move == make_move(make_square(0, 0), make_square(0, 8)));
    CHECK(moves[0].value == tb_win(3));
    CHECK(moves[1].value == tb_win(5));

    // 单车胜双士: the rook wins every position with its side to move.
    const TableStats s = set.find(tb_material("KRKAA"))->stats();
    CHECK(s.wins[0] == s.positions[0]);
    CHECK(s.positions[0] == 22938);
    CHECK(s.longest_mate == 20);
}

// Not under TSan: the generator's threads: "one thread and three threads make the same bytes".
TEST_CASE("tablebase small endings from scratch: pawn and horse and cannon with advisor" *
          test::not_under_tsan()) {
    const Tablebases set = solved_from_scratch("KNKA");
    // 单马胜单士: the horse wins almost every position against one advisor.
    const TableStats horse = set.find(tb_material("KNKA"))->stats();
    CHECK(horse.wins[0] > horse.positions[0] * 99 / 100);
    // A pawn one step from the palace's top: d7d8 and the king on e9 cannot move (d9 and e8
    // are the pawn's, f9 faces the red king on f0).
    const Tablebases pawn = solved_from_scratch("KPK");
    CHECK(tb_probe_fen(pawn, "4k4/9/3P5/9/9/9/9/9/9/5K3 w - - 0 1") == tb_win(1));
    // A lone cannon cannot mate a lone king: no screen but the kings.
    const Tablebases cannon = solved_from_scratch("KCAK");
    const TableStats lone = cannon.find(tb_material("KCK"))->stats();
    CHECK(lone.draws[0] == lone.positions[0]);
    // 炮仕胜单将: with an advisor as a screen it wins from every position.
    const TableStats with_advisor = cannon.find(tb_material("KCAK"))->stats();
    CHECK(with_advisor.wins[0] == with_advisor.positions[0]);
}

TEST_CASE("tablebase file: written and read back and damaged files refused") {
    const Tablebases set = solved_from_scratch("KRK");
    const Table& table = *set.find(tb_material("KRK"));
    const test::TempDir dir("xq_tablebase_file");
    const std::string path = dir.dir() + table.file_name();
    std::string error;
    REQUIRE(table.write(path, &error));
    const auto back = Table::read(path, &error);
    REQUIRE(back);
    CHECK(back->name() == "KRK");
    CHECK(back->rules() == RULES_ANY);
    CHECK(back->bytes() == table.bytes());
    Tablebases loaded;
    CHECK(loaded.load_folder(dir.dir(), &error) == 1);

    std::ofstream(path, std::ios::binary | std::ios::app) << 'x';  // one byte too many
    CHECK_FALSE(Table::read(path, &error));
    CHECK(error.find("longer") != std::string::npos);
    std::ofstream(path, std::ios::binary) << "XQTBLE1";
    CHECK_FALSE(Table::read(path, &error));
}

TEST_CASE("tablebase generator: one thread and three threads make the same bytes") {
    const Tablebases set = solved_from_scratch("KNKA");
    std::string error;
    const Material knka = tb_material("KNKA");
    const auto one = generate_table(knka, set, 1, nullptr, &error);
    const auto three = generate_table(knka, set, 3, nullptr, &error);
    REQUIRE(one);
    REQUIRE(three);
    CHECK(one->bytes() == set.find(knka)->bytes());
    CHECK(three->bytes() == one->bytes());
    // A smaller table missing: the generator says which position needed it.
    Tablebases without_smaller;
    CHECK_FALSE(generate_table(knka, without_smaller, 2, nullptr, &error));
    CHECK(error.find("missing") != std::string::npos);
}

TEST_CASE("tablebase consistency check: one wrong byte is found") {
    const Tablebases set = solved_from_scratch("KRK");
    const Table& good = *set.find(tb_material("KRK"));
    Table bad(tb_material("KRK"));
    bad.bytes() = good.bytes();
    // The first position with the rook's side to move: a win, made a draw.
    uint64_t index = 0;
    while (good.byte(0, index) == BYTE_INVALID) ++index;
    CHECK(value_of_byte(good.byte(0, index)).wdl == Wdl::WIN);
    bad.bytes()[index] = BYTE_DRAW;
    const Verification v = verify_table(set, bad, 2);
    CHECK(v.wrong >= 1);
    CHECK(v.first_wrong.find("stored draw") != std::string::npos);
    CHECK(verify_table(set, good, 2).wrong == 0);
}

// Not under TSan: the generator's threads: "one thread and three threads make the same bytes".
TEST_CASE("tablebase generator: a table that would need more memory than allowed is refused" *
          test::not_under_tsan()) {
    const Material krkaa = tb_material("KRKAA");
    const uint64_t need = estimated_memory(krkaa);
    // KRKAA's 97,200 indices, about 20 moves each that stay in the table.
    CHECK(need > 97200 * 32);
    CHECK(need < 97200 * (32 + 8 * 40));
    const Tablebases set = solved_from_scratch("KRKAA");
    std::string error;
    CHECK_FALSE(generate_table(krkaa, set, 2, nullptr, &error, need / 2));
    CHECK(error.find("more than the limit") != std::string::npos);
    CHECK(generate_table(krkaa, set, 2, nullptr, &error, need));
}

TEST_CASE(
    "tablebase both sides armed: made under the repetition convention, its draws left to the "
    "search" *
    test::not_under_tsan()) {
    const Tablebases set = solved_from_scratch("KRKR");
    const Table& table = *set.find(tb_material("KRKR"));
    CHECK(table.rules() == RULES_REPETITION_DRAW);
    CHECK_FALSE(table.exact_draws());
    CHECK(set.find(tb_material("KRK"))->exact_draws());  // one side unarmed: exact
    // The file keeps the convention.
    const test::TempDir dir("xq_tablebase_convention");
    std::string error;
    REQUIRE(table.write(dir.dir() + table.file_name(), &error));
    const auto back = Table::read(dir.dir() + table.file_name(), &error);
    REQUIRE(back);
    CHECK(back->rules() == RULES_REPETITION_DRAW);
    // A draw (the rooks keep each other off) is the table's, not the search's to take; a win or
    // a loss is exact under any rule book.
    Position drawn;
    REQUIRE(drawn.set_fen("3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1"));
    REQUIRE(set.probe(drawn));
    CHECK(set.probe(drawn)->wdl == Wdl::DRAW);
    CHECK_FALSE(set.probe_decided(drawn));
    Position lost;
    REQUIRE(lost.set_fen("4k4/9/9/9/9/9/9/9/9/R2K4r w - - 0 1"));
    CHECK(set.probe_decided(lost) == std::optional<TbValue>(tb_loss(4)));
}
