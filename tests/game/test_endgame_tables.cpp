// The endgame tables in the game (game/tables/endgame_tables.h): an ending made on demand in the
// background and kept in the folder, the verdict on a covered position with every move's value,
// which endings may be made here, a build stopped by the end of the program, and the endgame
// trainer's slip: a move that let the win go, with the one that kept it, which ends the
// challenge as not met until taken back, the defender playing the tables at any level.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "endgame_text.h"
#include "formats/iccs.h"
#include "game/controller.h"
#include "game/endgames/endgame_trainer.h"
#include "game/tables/endgame_tables.h"
#include "tb/generate.h"
#include "temp_dir.h"

using namespace xq;

namespace {

// Red's rook and king against the bare king (the docs' probe example).
const char* ROOK_AGAINST_KING = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
// The same with Black to move.
const char* ROOK_AGAINST_KING_BLACK = "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1";

Position tables_position(const char* fen) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    return pos;
}

// The tables of a rook against a bare king, and the smaller ones it needs.
tb::Tablebases rook_tables() {
    tb::Tablebases set;
    std::string error;
    REQUIRE(tb::solve_with_successors(*tb::parse_material("KRK"), set, 1, nullptr, &error));
    return set;
}

// Challenge 1: Red's rook beside the bare king, unguarded: 车九平五 (a8e8) gives it away.
const char* ROOK_CHALLENGE = "1;4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1;win;测试;Test;车胜;Rook;";

// Polls as the window does, once a frame, until poll() reports a change or `seconds` pass.
bool poll_until_changed(EndgameTables& t, double seconds = 120) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
        if (t.poll()) return true;
        if (!t.working()) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

// Polls until the worker has finished (a read of the folder or a build).
void poll_until_idle(EndgameTables& t, double seconds = 120) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
        t.poll();
        if (!t.working()) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    FAIL("the endgame tables' worker did not finish");
}

}  // namespace

TEST_CASE("endgame tables / an ending made on demand gives the verdict and stays in the folder") {
    test::TempDir dir("xq_endgame_tables_made");
    const std::string folder = dir.path.string() + "/tables";
    const Position pos = tables_position(ROOK_AGAINST_KING);
    {
        EndgameTables t(folder);
        t.open();  // no folder yet: nothing to read, no error
        poll_until_idle(t);
        CHECK(t.progress().error.empty());
        CHECK_FALSE(t.verdict(pos));
        REQUIRE(t.makeable(pos) == std::optional<std::string>("KRK"));

        REQUIRE(t.build("KRK"));
        CHECK_FALSE(t.build("KRK"));      // one build at a time
        CHECK(t.progress().needed == 2);  // KRK and the bare kings it leads to
        REQUIRE(poll_until_changed(t));
        const EndgameTables::Progress p = t.progress();
        CHECK_FALSE(p.running);
        CHECK(p.done == 2);
        CHECK(p.error.empty());
        REQUIRE(t.set());

        const auto v = t.verdict(pos);
        REQUIRE(v);
        CHECK(v->table == "KRK");
        CHECK(v->value.wdl == tb::Wdl::WIN);
        CHECK(v->value.dtm % 2 == 1);
        REQUIRE_FALSE(v->moves.empty());
        // Best first: the soonest mate is the position's value.
        CHECK(v->moves.front().value == v->value);
        for (size_t i = 1; i < v->moves.size(); ++i)
            CHECK_FALSE(tb::better(v->moves[i].value, v->moves[i - 1].value));
        CHECK_FALSE(t.makeable(pos));  // covered now

        // Black to move loses: the table covers either side to move.
        const auto lost = t.verdict(tables_position(ROOK_AGAINST_KING_BLACK));
        REQUIRE(lost);
        CHECK(lost->value.wdl == tb::Wdl::LOSS);
    }
    CHECK(std::filesystem::exists(folder + "/KRK.xqtb"));
    EndgameTables again(folder);
    again.open();
    REQUIRE(poll_until_changed(again));
    const auto v = again.verdict(pos);
    REQUIRE(v);
    CHECK(v->value.wdl == tb::Wdl::WIN);
}

TEST_CASE(
    "endgame tables / the endings made: one side unarmed, or three attackers in all, and only "
    "with a folder") {
    test::TempDir dir("xq_endgame_tables_scope");
    EndgameTables t(dir.path.string());
    // Both sides armed, three attackers at most: made under the repetition convention.
    CHECK(t.makeable(tables_position("4k4/9/9/9/9/9/9/9/9/R2K4r w - - 0 1")) ==
          std::optional<std::string>("KRKR"));
    CHECK(t.makeable(tables_position("4k4/9/9/9/9/9/2p1p4/9/9/R2K5 w - - 0 1")) ==
          std::optional<std::string>("KPPKR"));
    // 车兵对车 needs about 4 GB to make: more than the game's bound (a command makes it).
    CHECK_FALSE(t.makeable(tables_position("4k4/9/9/4P4/9/9/9/9/9/R2K4r w - - 0 1")));
    CHECK_FALSE(t.makeable(tables_position("4k4/9/9/4P4/9/9/9/9/9/R2K3cr w - - 0 1")));
    CHECK_FALSE(t.makeable(tables_position(START_FEN)));
    // Three attackers against an unarmed king: beyond the scope made here.
    CHECK_FALSE(t.makeable(tables_position("4k4/9/9/9/9/9/9/9/9/RNCK5 w - - 0 1")));
    CHECK(t.makeable(tables_position("3ak4/4a4/9/9/9/9/9/9/9/R2K5 w - - 0 1")) ==
          std::optional<std::string>("KRKAA"));
    CHECK_FALSE(t.build("not an ending"));
    CHECK_FALSE(t.progress().error.empty());

    EndgameTables none("");
    CHECK_FALSE(none.makeable(tables_position(ROOK_AGAINST_KING)));
    CHECK_FALSE(none.build("KRK"));
}

TEST_CASE("endgame tables / the program's end stops a build, and what it wrote reads back") {
    test::TempDir dir("xq_endgame_tables_stopped");
    const auto start = std::chrono::steady_clock::now();
    {
        EndgameTables t(dir.path.string());
        REQUIRE(t.build("KRRKAA"));
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }  // stopped here
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(seconds < 30);  // not the whole build (a sanitizer's build is slow to stop, not stuck)
    // Every file in the folder is a whole table.
    tb::Tablebases set;
    std::string error;
    CHECK(set.load_folder(dir.path.string(), &error) >= 0);
    CHECK(error.empty());
}

TEST_CASE(
    "endgame tables / the endgame trainer tells a move that let the win go, and the one "
    "that kept it") {
    const tb::Tablebases set = rook_tables();
    // Red's rook beside the bare king, unguarded: 车九平五 (a8e8) gives it away for a draw.
    Game g;
    REQUIRE(g.reset("4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"));
    REQUIRE(g.play(iccs_to_move("a8e8")));
    const auto slip = endgame_slip(g, 0, RED, set);
    REQUIRE(slip);
    CHECK(slip->ply == 0);
    CHECK(slip->played == iccs_to_move("a8e8"));
    CHECK(slip->win_lost);
    // The move that kept it wins: the tables' best.
    Position before = g.position_at(0);
    CHECK(set.probe(before)->wdl == tb::Wdl::WIN);
    before.do_move(slip->kept);
    CHECK(set.probe(before)->wdl == tb::Wdl::LOSS);  // for Black, to move
    // Black's move is not the player's; a winning move is no slip.
    CHECK_FALSE(endgame_slip(g, 0, BLACK, set));
    Game good;
    REQUIRE(good.reset("4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"));
    REQUIRE(good.play(slip->kept));
    CHECK_FALSE(endgame_slip(good, 0, RED, set));
}

TEST_CASE(
    "endgame tables / a slip that loses the goal ends the challenge as not met until taken "
    "back, and the engine plays the tables at the challenge's level") {
    const tb::Tablebases set = rook_tables();
    Settings s;
    Controller c(s, nullptr);
    // 1: Red's rook wins; 2: the same ending with Black's rook, Black to move.
    EndgameTrainer trainer(
        test::parsed_endgames(std::string(ROOK_CHALLENGE) +
                              "\n2;3k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1;draw;测试;Test;车;Rook;"),
        {});
    REQUIRE(trainer.start(c, 1, RED, 3));
    CHECK(c.level() == 3);
    CHECK(c.seats().tables_at_any_level);  // the defender holds out by the tables at level 3
    trainer.update(c, &set);
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
    REQUIRE(c.human_move(iccs_to_move("a8e8"), 0));  // the rook given away: a draw
    trainer.update(c, &set);
    CHECK(trainer.verdict() == EndgameVerdict::NOT_YET);
    REQUIRE(trainer.take_new_slip());
    CHECK_FALSE(c.game().over());  // the game goes on; the goal is lost against best play
    c.undo();
    trainer.update(c, &set);
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
    CHECK_FALSE(trainer.slip());
    REQUIRE(c.human_move(iccs_to_move("a8a9"), 0));  // another move in its place keeps the win
    trainer.update(c, &set);
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
    CHECK_FALSE(trainer.take_new_slip());

    // Black's goal is not to lose: letting its own win go still holds the draw.
    REQUIRE(trainer.start(c, 2, BLACK, 5));
    REQUIRE(c.human_move(iccs_to_move("a1e1"), 0));  // beside Red's king, unguarded
    trainer.update(c, &set);
    REQUIRE(trainer.take_new_slip());
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
}

TEST_CASE(
    "endgame tables / the slip that lost the goal is the one shown while it stands, after a "
    "restart too") {
    const tb::Tablebases set = rook_tables();
    Settings s;
    Controller c(s, nullptr);
    EndgameTrainer trainer(test::parsed_endgames(ROOK_CHALLENGE), {});
    REQUIRE(trainer.start(c, 1, RED, 3));
    REQUIRE(c.human_move(iccs_to_move("a8e8"), 0));  // the rook given away: the goal lost
    trainer.update(c, &set);
    REQUIRE(c.human_move(iccs_to_move("e9e8"), 0));  // Black takes (no engine here)
    trainer.update(c, &set);
    const auto shown = trainer.slip();
    REQUIRE(shown);
    CHECK(shown->played == iccs_to_move("a8e8"));
    CHECK(trainer.verdict() == EndgameVerdict::NOT_YET);

    // The game resumed at the next start is judged again from its first move.
    EndgameTrainer again(test::parsed_endgames(ROOK_CHALLENGE), {});
    REQUIRE(again.resume(c));
    again.update(c, nullptr);  // the tables are read after the game
    CHECK_FALSE(again.slip());
    again.update(c, &set);
    CHECK(again.verdict() == EndgameVerdict::NOT_YET);
    REQUIRE(again.slip());
    CHECK(again.slip()->played == iccs_to_move("a8e8"));
}
