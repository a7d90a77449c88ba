// Engine tournaments in the game layer: the Elo formula against known values (the match
// scripts' scripts/xqmatch/elo.py), the schedule, the saved state and the PGN collection, and
// whole tournaments between two built-in levels at a few milliseconds a move.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/files/storage.h"
#include "game/text/i18n.h"
#include "game/tournament/tournament_pgn.h"
#include "temp_dir.h"
#include "tournament_helpers.h"

using namespace xq;
namespace fs = std::filesystem;

TEST_CASE("tournament / Elo and its 95% interval match the match scripts' values") {
    // python3 -c "import elo; e = elo.estimate(10, 5, 5)" in scripts/xqmatch.
    auto e = estimate_elo(10, 5, 5);
    REQUIRE(e);
    CHECK(e->games == 20);
    CHECK(e->score == doctest::Approx(0.625));
    CHECK(e->elo == doctest::Approx(88.7395).epsilon(1e-5));
    CHECK(e->low == doctest::Approx(-39.5648).epsilon(1e-5));
    CHECK(e->high == doctest::Approx(248.1849).epsilon(1e-5));
    e = estimate_elo(60, 30, 10);
    CHECK(e->elo == doctest::Approx(190.8485).epsilon(1e-5));
    CHECK(e->low == doctest::Approx(134.3573).epsilon(1e-5));
    CHECK(e->high == doctest::Approx(258.4473).epsilon(1e-5));
    CHECK(format_elo(*e) == "+191 ± 62");
    e = estimate_elo(0, 2, 0);
    CHECK(e->elo == 0);
    CHECK(format_elo(*e) == "0 ± 0");
    e = estimate_elo(1, 0, 0);
    CHECK(std::isinf(e->elo));
    // A sweep: only a bound, from the chance of so many wins in a row (2.5% one-sided).
    CHECK(format_elo(*e) == "≥ -636");
    CHECK(format_elo(*estimate_elo(0, 0, 3)) == "≤ +154");
    CHECK(format_elo(*estimate_elo(10, 0, 0)) == "≥ +140");
    // Few games near a sweep: the interval has one end only.
    CHECK(format_elo(*estimate_elo(3, 1, 0)) == "+338 (≥ +117)");
    CHECK(format_elo(*estimate_elo(0, 1, 3)) == "-338 (≤ -117)");
    CHECK_FALSE(estimate_elo(0, 0, 0));
    CHECK(elo_of_score(0.5) == 0);
}

TEST_CASE("tournament / the Elo column says what little games tell, never a garbage number") {
    // One win and one loss: the interval has neither end; the estimate alone.
    CHECK(format_elo(*estimate_elo(1, 0, 1)) == "0");
    set_language(Lang::EN);
    CHECK(elo_column_text(estimate_elo(1, 0, 1)) == "0 (too few games)");
    CHECK(elo_column_text(std::nullopt) == "—");
    CHECK(elo_column_text(estimate_elo(4, 0, 0)) == "all won (≥ -72)");
    CHECK(elo_column_text(estimate_elo(0, 0, 4)) == "all lost (≤ +72)");
    CHECK(elo_column_text(estimate_elo(60, 30, 10)) == "+191 ± 62");
    set_language(Lang::ZH);
    CHECK(elo_column_text(estimate_elo(1, 0, 1)) == "0（局数太少）");
    CHECK(elo_column_text(estimate_elo(4, 0, 0)) == "全胜（≥ -72）");
    // Every score of up to 30 games: short, every number in it within a sane range.
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        set_language(lang);
        for (int w = 0; w <= 30; ++w)
            for (int d = 0; w + d <= 30; ++d)
                for (int l = 0; w + d + l <= 30; ++l) {
                    const std::string text = elo_column_text(estimate_elo(w, d, l));
                    CAPTURE(text);
                    CHECK(text.size() <= 40);
                    CHECK(text.find("inf") == std::string::npos);
                    CHECK(text.find("nan") == std::string::npos);
                    for (size_t i = 0; i < text.size();) {
                        if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
                            ++i;
                            continue;
                        }
                        size_t end = i;
                        while (end < text.size() &&
                               std::isdigit(static_cast<unsigned char>(text[end])))
                            ++end;
                        CHECK(std::stol(text.substr(i, end - i)) <= 2000);
                        i = end;
                    }
                }
    }
    set_language(Lang::EN);
}

TEST_CASE("tournament / the schedule: pairs with colours swapped on one opening") {
    TournamentSetup s;
    s.entrants = {Entrant{1, {}}, Entrant{2, {}}, Entrant{3, {}}};
    s.games_per_pair = 4;
    const std::vector<Pairing> rr = make_schedule(s, 200);
    REQUIRE(rr.size() == 12);  // 3 pairs x 4 games
    for (size_t i = 0; i < rr.size(); i += 2) {
        CHECK(rr[i].red == rr[i + 1].black);
        CHECK(rr[i].black == rr[i + 1].red);
        CHECK(rr[i].opening == rr[i + 1].opening);
        if (i > 0) CHECK(rr[i].opening != rr[i - 2].opening);
    }
    s.format = TournamentFormat::GAUNTLET;
    const std::vector<Pairing> g = make_schedule(s, 0);
    REQUIRE(g.size() == 8);  // the first against each of two others, 4 games each
    for (const Pairing& p : g) {
        CHECK((p.red == 0 || p.black == 0));
        CHECK(p.opening == -1);
    }
}

TEST_CASE("tournament / setup checks, the state's text and a damaged state file") {
    TournamentSetup s = test::two_levels(4);
    CHECK(setup_problem(s).empty());
    s.entrants.push_back({10, ExternalEngineSpec{"Eye; one", "/opt/eleeye", {}, {}, {}}});
    s.control = TimeControl{TimeControl::Kind::FISCHER, 60, 2};
    s.format = TournamentFormat::GAUNTLET;
    TournamentRecord t{s, "Engine tournament", "/tmp/t.pgn", {}};
    t.results.push_back({0, 0, 1, GameResult::RED_WINS, "Black is checkmated", 41});
    t.results.push_back({1, 1, 0, GameResult::DRAW, "Draw by repetition", 80});
    TournamentRecord back;
    std::string error;
    REQUIRE(parse_tournament(format_tournament(t), back, &error));
    CHECK(back.setup == s);
    CHECK(back.event == t.event);
    CHECK(back.pgn_path == t.pgn_path);
    REQUIRE(back.results.size() == 2);
    CHECK(back.results[1].termination == "Draw by repetition");
    CHECK(back.results[1].red == 1);
    CHECK(back.results[1].plies == 80);

    TournamentSetup odd = s;
    odd.games_per_pair = 3;
    CHECK_FALSE(setup_problem(odd).empty());
    TournamentSetup alone = s;
    alone.entrants.resize(1);
    CHECK_FALSE(setup_problem(alone).empty());
    // A bad line is named and nothing is taken.
    std::string text = format_tournament(t) + "game = 2 2-0 10 nonsense\n";
    TournamentRecord untouched;
    CHECK_FALSE(parse_tournament(text, untouched, &error));
    CHECK(error.find("bad line") != std::string::npos);
    CHECK(untouched.setup.entrants.empty());
    // Games out of the schedule's order are refused.
    text = format_tournament(t) + "game = 5 1-0 10 Red wins\n";
    CHECK_FALSE(parse_tournament(text, untouched, &error));
}

TEST_CASE("tournament / a level saved on the ten-level scale plays as it did") {
    TournamentSetup s = test::two_levels(4);
    s.entrants = {{17, std::nullopt}, {2, std::nullopt}};
    const std::string text = format_setup(s);
    CHECK(text.find("entrant = level 17/20\n") != std::string::npos);
    // Earlier versions wrote "level N" for N in 1..10: each is read as the level that plays alike.
    std::string old = text;
    old.replace(old.find("level 17/20"), 11, "level 8");
    old.replace(old.find("level 2/20"), 10, "level 10");
    TournamentRecord t{s, "Engine tournament", "/tmp/t.pgn", {}}, back;
    std::string state = format_tournament(t);
    state.replace(state.find(text), text.size(), old);
    std::string error;
    REQUIRE_MESSAGE(parse_tournament(state, back, &error), error);
    REQUIRE(back.setup.entrants.size() == 2);
    CHECK(back.setup.entrants[0].level == 17);
    CHECK(back.setup.entrants[1].level == 20);
    for (const char* bad : {"level 11", "level 0", "level 21/20", "level 5/10", "level 5/"}) {
        CAPTURE(bad);
        TournamentSetup t2;
        CHECK_FALSE(read_setup_line("entrant", bad, t2));
    }
}

TEST_CASE("tournament / the PGN collection: games appended, tags, split back") {
    test::TempDir dir("xq_tournament_pgn");
    const std::string path = dir.dir() + "t.pgn";
    Game game;
    for (const char* m : {"h2e2", "h9g7"}) game.play(iccs_to_move(m));
    game.resign(BLACK);
    GameLabels labels{"Engine tournament", "2026.11.28", 1,
                      "Level 10",          "Level 1",    "Black's engine failed: exit code 9"};
    std::string error;
    REQUIRE(append_to_collection(path, tournament_game_pgn(game, labels, "movetime 5ms"), &error));
    labels.round = 2;
    REQUIRE(append_to_collection(path, tournament_game_pgn(game, labels, "60+1"), &error));
    std::string text;
    REQUIRE(read_file(path, text, &error));
    const std::vector<std::string> games = split_collection(text);
    REQUIRE(games.size() == 2);
    Game back;
    PgnTags tags;
    REQUIRE(pgn_to_game(games[1], back, &error, &tags));
    CHECK(back.length() == 2);
    CHECK(back.status().result == GameResult::RED_WINS);
    CHECK(back.tag("Round") == "2");
    CHECK(back.tag("Red") == "Level 10");
    CHECK(back.tag("Black") == "Level 1");
    CHECK(back.tag("Event") == "Engine tournament");
    CHECK(back.tag("Termination") == "Black's engine failed: exit code 9");
    CHECK(text.find("[TimeControl \"movetime 5ms\"]") != std::string::npos);
    CHECK(text.find("[Result \"1-0\"]") != std::string::npos);
}

TEST_CASE("tournament / the shipped opening sets are read, a bad one is refused") {
    std::vector<Opening> wide, classical;
    std::string error;
    REQUIRE(load_openings(OpeningSet::WIDE, wide, &error));
    REQUIRE(load_openings(OpeningSet::CLASSICAL, classical, &error));
    CHECK(wide.size() == 200);
    CHECK(classical.size() == 59);
    CHECK(classical[0].size() == 2);
    std::vector<Opening> bad;
    CHECK_FALSE(parse_openings("startpos moves h2e2\nstartpos moves h2e2 h2e2\n", bad, &error));
    CHECK(error.find("line 2") != std::string::npos);
}

TEST_CASE("tournament / a round robin of two levels finishes with a consistent crosstable") {
    test::TempDir dir("xq_tournament_rr");
    TournamentRunner t(nullptr, dir.dir());
    std::string error;
    REQUIRE(t.start(test::two_levels(2), "Test", dir.dir() + "games.pgn", &error));
    test::run_until(t, 2);
    t.update(test::steady_ms());
    CHECK(t.state() == TournamentRunner::State::FINISHED);
    CHECK(t.games_played() == 2);
    const Crosstable c = t.crosstable();
    CHECK(c.total[0] + c.total[1] == 2.0);
    CHECK(c.points[0][1] == c.total[0]);
    CHECK(c.games[0][1] == 2);
    CHECK(c.played[0] == 2);
    CHECK(c.wins[0] + c.draws[0] + c.losses[0] == 2);
    CHECK(c.wins[0] == c.losses[1]);
    REQUIRE(c.elo_vs_first[1]);
    CHECK(c.elo_vs_first[1]->games == 2);
    for (const FinishedGame& g : t.record().results) {
        CHECK(g.plies > 10);  // the opening and then the engines' moves
        CHECK_FALSE(g.termination.empty());
    }
    // Same opening, colours swapped.
    CHECK(t.record().results[0].red == t.record().results[1].black);
    std::string text;
    REQUIRE(read_file(dir.dir() + "games.pgn", text, &error));
    CHECK(split_collection(text).size() == 2);
    CHECK(t.problem().empty());
}

TEST_CASE("tournament / the time a game takes to set up is charged to nobody's clock") {
    // Starting the engines and clearing their tables can take a while (seconds on a loaded
    // machine, or with a large table): the first search starts at the next update, with its time.
    test::TempDir dir("xq_tournament_setup_time");
    TournamentSetup s = test::two_levels(2);
    s.control = TimeControl{TimeControl::Kind::FISCHER, 1, 0};
    TournamentRunner t(nullptr, dir.dir());
    std::string error;
    REQUIRE(t.start(s, "Test", "", &error));
    const int64_t begun = test::steady_ms();
    t.update(begun);  // the game begins; its setup is done by the time update returns
    REQUIRE(t.in_game());
    CHECK_FALSE(t.clock().running());
    const int64_t later = begun + 5000;  // as if the setup had taken 5 s
    t.update(later);
    REQUIRE(t.in_game());
    CHECK(t.games_played() == 0);  // not lost on time
    REQUIRE(t.clock().running());
    CHECK(t.clock().at(*t.clock().running(), later).main_ms == 1000);
    t.stop();
}

TEST_CASE("tournament / paused, saved, restored by a new program, resumed to the end") {
    test::TempDir dir("xq_tournament_resume");
    std::string error;
    {
        TournamentRunner t(nullptr, dir.dir());
        REQUIRE(t.start(test::two_levels(4), "Test", dir.dir() + "games.pgn", &error));
        test::run_until(t, 1);
        t.pause();
        CHECK(t.state() == TournamentRunner::State::PAUSED);
        CHECK_FALSE(t.in_game());
    }
    TournamentRunner again(nullptr, dir.dir());
    REQUIRE(again.restore(&error));
    CHECK(again.state() == TournamentRunner::State::PAUSED);
    const int done = again.games_played();
    CHECK(done >= 1);
    again.resume();
    test::run_until(again, 4);
    again.update(test::steady_ms());
    CHECK(again.state() == TournamentRunner::State::FINISHED);
    CHECK(again.games_played() == 4);
    for (int i = 0; i < 4; ++i) CHECK(again.record().results[size_t(i)].index == i);
    std::string text;
    REQUIRE(read_file(dir.dir() + "games.pgn", text, &error));
    CHECK(split_collection(text).size() == 4);
    // Stopped by the player: it comes back finished, not paused.
    TournamentRunner stopper(nullptr, dir.dir() + "stopped/");
    fs::create_directories(dir.path / "stopped");
    REQUIRE(stopper.start(test::two_levels(4), "Test", "", &error));
    stopper.stop();
    TournamentRunner after_stop(nullptr, dir.dir() + "stopped/");
    REQUIRE(after_stop.restore(&error));
    CHECK(after_stop.state() == TournamentRunner::State::FINISHED);
    CHECK(after_stop.record().stopped);
    TournamentRunner none(nullptr, dir.dir() + "nothing/");
    CHECK_FALSE(none.restore(&error));
    CHECK(error.empty());
}

TEST_CASE("tournament / the built-in entrants are named in the player's language") {
    set_language(Lang::ZH);
    CHECK(entrant_name(Entrant{8, std::nullopt}) == "等级 8");
    set_language(Lang::EN);
    CHECK(entrant_name(Entrant{8, std::nullopt}) == "Level 8");
}
