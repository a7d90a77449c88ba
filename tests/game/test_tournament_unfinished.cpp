// A tournament paused (or quit) in the middle of a game keeps that game in its saved state and
// continues it on Resume, also in a new runner (a restarted program): the state's text, damaged
// unfinished lines refused with the finished games kept, and whole runs at a few milliseconds a
// move, with and without a game clock.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/files/storage.h"
#include "game/tournament/tournament_pgn.h"
#include "temp_dir.h"
#include "tournament_helpers.h"

using namespace xq;

namespace {

std::vector<Move> moves_of(std::initializer_list<const char*> iccs) {
    std::vector<Move> out;
    for (const char* m : iccs) out.push_back(iccs_to_move(m));
    return out;
}

// Updates until the game in progress has at least `plies` plies.
void run_to_ply(TournamentRunner& t, int plies) {
    const int64_t deadline = test::steady_ms() + 20000;
    while (t.state() == TournamentRunner::State::RUNNING &&
           !(t.in_game() && t.game().length() >= plies) && test::steady_ms() < deadline) {
        t.update(test::steady_ms());
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(t.in_game());
    REQUIRE(t.game().length() >= plies);
}

TournamentRecord record_with_games(const TournamentSetup& s) {
    TournamentRecord t{s, "Engine tournament", "games.pgn", {}};
    t.results.push_back({0, 0, 1, GameResult::RED_WINS, "Black is checkmated", 41});
    return t;
}

}  // namespace

TEST_CASE("tournament / the unfinished game's lines: written, read back, damaged ones refused") {
    TournamentSetup s = test::two_levels(2);
    TournamentRecord t = record_with_games(s);
    t.unfinished = UnfinishedGame{1, moves_of({"h2e2", "h9g7", "b0c2"}), std::nullopt};
    const std::string text = format_tournament(t);
    CHECK(text.find("unfinished = 1 h2e2 h9g7 b0c2\n") != std::string::npos);
    CHECK(text.find("unfinished_clock") == std::string::npos);
    TournamentRecord back;
    std::string error;
    REQUIRE(parse_tournament(text, back, &error));
    REQUIRE(back.unfinished);
    CHECK(*back.unfinished == *t.unfinished);
    // Without one, none comes back.
    TournamentRecord plain = record_with_games(s);
    REQUIRE(parse_tournament(format_tournament(plain), back, &error));
    CHECK_FALSE(back.unfinished);

    // Under a game clock both clocks are kept.
    s.control = TimeControl{TimeControl::Kind::FISCHER, 60, 1};
    TournamentRecord timed = record_with_games(s);
    timed.unfinished = UnfinishedGame{1, moves_of({"h2e2"}), std::nullopt};
    timed.unfinished->clock =
        std::array<Clock::Side, 2>{Clock::Side{58000, 0, 3000}, Clock::Side{60000, 0, 0}};
    const std::string timed_text = format_tournament(timed);
    CHECK(timed_text.find("unfinished_clock = 58000 0 3000 60000 0 0\n") != std::string::npos);
    REQUIRE(parse_tournament(timed_text, back, &error));
    REQUIRE(back.unfinished);
    CHECK(*back.unfinished == *timed.unfinished);

    // Damaged: an illegal move, an index that is not the next game, a clock line alone or under
    // a time per move, a game clock without its clock line. Each is refused, `out` untouched.
    const std::string head = format_tournament(plain);
    const std::string timed_head = format_tournament(record_with_games(s));
    for (const std::string& bad :
         {head + "unfinished = 1 h2e2 h2e2\n", head + "unfinished = 1 h2e2 x\n",
          head + "unfinished = 0 h2e2\n", head + "unfinished = 2 h2e2\n",
          head + "unfinished_clock = 1 0 0 1 0 0\n",
          head + "unfinished = 1 h2e2\nunfinished_clock = 1 0 0 1 0 0\n",
          timed_head + "unfinished = 1 h2e2\n",
          timed_head + "unfinished = 1 h2e2\nunfinished_clock = 1 0 0 1 0\n"}) {
        CAPTURE(bad);
        TournamentRecord untouched;
        error.clear();
        CHECK_FALSE(parse_tournament(bad, untouched, &error));
        CHECK_FALSE(error.empty());
        CHECK(untouched.results.empty());
    }
}

TEST_CASE("tournament / paused mid-game, restored by a new runner, the game goes on") {
    test::TempDir dir("xq_tournament_unfinished");
    const std::string pgn = dir.dir() + "games.pgn";
    std::string error;
    std::vector<Move> before;
    {
        TournamentRunner t(nullptr, dir.dir());
        REQUIRE(t.start(test::two_levels(2), "Test", pgn, &error));
        test::run_until(t, 1);
        // The second game, a few engine moves past its opening (at most 10 plies).
        run_to_ply(t, 14);
        REQUIRE(t.games_played() == 1);
        t.pause();
        before = t.record().unfinished ? t.record().unfinished->moves : std::vector<Move>{};
        REQUIRE(before.size() >= 14);
    }
    TournamentRunner again(nullptr, dir.dir());
    REQUIRE(again.restore(&error));
    CHECK(again.state() == TournamentRunner::State::PAUSED);
    REQUIRE(again.record().unfinished);
    CHECK(again.record().unfinished->index == 1);
    CHECK(again.record().unfinished->moves == before);
    again.resume();
    again.update(test::steady_ms());
    REQUIRE(again.in_game());
    REQUIRE(again.current());
    // The same pairing: game 2 is game 1's opening with the colours swapped.
    CHECK(again.current()->red == again.record().results[0].black);
    const std::vector<Move>& line = again.game().line();
    REQUIRE(line.size() >= before.size());
    CHECK(std::equal(before.begin(), before.end(), line.begin()));
    test::run_until(again, 2);
    CHECK_FALSE(again.record().unfinished);
    // The game in the collection has the moves from before the pause and after it.
    std::string text;
    REQUIRE(read_file(pgn, text, &error));
    const std::vector<std::string> games = split_collection(text);
    REQUIRE(games.size() == 2);
    Game second;
    REQUIRE(pgn_to_game(games[1], second, &error));
    CHECK(second.tag("Round") == "2");
    const std::vector<Move> played = second.main_line();
    REQUIRE(played.size() > before.size());
    CHECK(std::equal(before.begin(), before.end(), played.begin()));
    CHECK(size_t(again.record().results[1].plies) == played.size());
    // Once finished the saved state has no unfinished game any more.
    TournamentRecord saved;
    REQUIRE(load_tournament(dir.dir(), saved, &error));
    CHECK_FALSE(saved.unfinished);
}

TEST_CASE("tournament / under a game clock the clocks come back as they stood") {
    test::TempDir dir("xq_tournament_unfinished_clock");
    TournamentSetup s = test::two_levels(2);
    s.control = TimeControl{TimeControl::Kind::FISCHER, 1, 0};
    std::string error;
    UnfinishedGame kept;
    {
        TournamentRunner t(nullptr, dir.dir());
        REQUIRE(t.start(s, "Test", "", &error));
        run_to_ply(t, 12);
        t.pause();
        REQUIRE(t.record().unfinished);
        kept = *t.record().unfinished;
    }
    REQUIRE(kept.clock);
    CHECK(kept.index == 0);
    // Both engines have moved: each has used time and has less than its second left.
    for (Color c : {RED, BLACK}) {
        CHECK((*kept.clock)[c].used_ms > 0);
        CHECK((*kept.clock)[c].main_ms < 1000);
    }
    TournamentRunner again(nullptr, dir.dir());
    REQUIRE(again.restore(&error));
    again.resume();
    const int64_t now = test::steady_ms();
    again.update(now);
    REQUIRE(again.in_game());
    CHECK(again.game().line() == kept.moves);
    for (Color c : {RED, BLACK}) {
        CHECK(again.clock().at(c, now).used_ms == (*kept.clock)[c].used_ms);
        CHECK(again.clock().at(c, now).main_ms == (*kept.clock)[c].main_ms);
    }
}

TEST_CASE("tournament / a damaged unfinished game is refused and the finished games stay") {
    test::TempDir dir("xq_tournament_unfinished_bad");
    const std::string pgn = dir.dir() + "games.pgn";
    std::string error;
    {
        TournamentRunner t(nullptr, dir.dir());
        REQUIRE(t.start(test::two_levels(2), "Test", pgn, &error));
        test::run_until(t, 1);
        run_to_ply(t, 12);
        t.pause();
    }
    std::string text;
    REQUIRE(read_file(dir.dir() + TOURNAMENT_FILE, text, &error));
    const size_t at = text.find("unfinished = 1 ");
    REQUIRE(at != std::string::npos);
    // Its first move made illegal: a chariot leaping over its own pawn.
    const std::string damaged =
        text.substr(0, at) + "unfinished = 1 a0a9" + text.substr(text.find(' ', at + 15));
    REQUIRE(write_file_atomic(dir.dir() + TOURNAMENT_FILE, damaged, &error));
    TournamentRunner again(nullptr, dir.dir());
    error.clear();
    CHECK_FALSE(again.restore(&error));
    CHECK(error.find("bad line") != std::string::npos);
    CHECK(again.state() == TournamentRunner::State::NONE);
    // The file is left as it was, and the finished game is still in the collection.
    std::string after;
    REQUIRE(read_file(dir.dir() + TOURNAMENT_FILE, after, &error));
    CHECK(after == damaged);
    REQUIRE(read_file(pgn, text, &error));
    CHECK(split_collection(text).size() == 1);
}
