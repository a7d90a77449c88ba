// A faulty engine in a tournament loses its game by fault, with the reason recorded, and the
// tournament goes on: fake engines (shell scripts in $TMPDIR) that crash or hang.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "temp_dir.h"
#include "tournament_helpers.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

// A UCI engine that shakes hands, answers the dialect probe with a Black move, then does
// `on_go` when told to search.
std::string fake_engine(const std::string& name, const std::string& on_go) {
    const fs::path dir = fs::temp_directory_path() / "xq_tournament_engines";
    fs::create_directories(dir);
    const fs::path file = dir / (name + ".sh");
    std::ofstream(file) << "#!/bin/sh\n"
                           "while read cmd rest; do\n"
                           "  case \"$cmd\" in\n"
                           "    uci) echo 'id name fake'; echo uciok;;\n"
                           "    isready) echo readyok;;\n"
                           "    go) if [ -z \"$probed\" ]; then probed=1; echo 'bestmove h9g7';"
                           " else "
                        << on_go
                        << "; fi;;\n"
                           "    quit) exit 0;;\n"
                           "  esac\n"
                           "done\n";
    fs::permissions(file, fs::perms::owner_all);
    return file.string();
}

TournamentSetup against_level(const std::string& name, const std::string& path) {
    TournamentSetup s = test::two_levels(2);
    s.entrants[0] = Entrant{10, ExternalEngineSpec{name, path, {}, {}, {}}};
    s.openings = OpeningSet::START;
    return s;
}

}  // namespace

TEST_CASE("tournament / an engine that crashes loses each game by fault, the rest go on") {
    test::TempDir dir("xq_tournament_crash");
    TournamentRunner t(nullptr, dir.dir());
    std::string error;
    REQUIRE(t.start(against_level("crasher", fake_engine("crasher", "exit 9")), "Test",
                    dir.dir() + "games.pgn", &error));
    test::run_until(t, 2);
    const auto& results = t.record().results;
    REQUIRE(results.size() == 2);
    // Game 1: the crasher is Red; game 2: Black. It loses both, and says why.
    CHECK(results[0].result == GameResult::BLACK_WINS);
    CHECK(results[1].result == GameResult::RED_WINS);
    for (const FinishedGame& g : results)
        CHECK(g.termination.find("exit code 9") != std::string::npos);
    CHECK(t.crosstable().total[1] == 2.0);
}

TEST_CASE("tournament / an engine that makes no move in time loses by fault") {
    test::TempDir dir("xq_tournament_hang");
    TournamentRunner t(nullptr, dir.dir());
    std::string error;
    TournamentSetup s = against_level("sleeper", fake_engine("sleeper", "sleep 100"));
    s.games_per_pair = 2;
    REQUIRE(t.start(s, "Test", dir.dir() + "games.pgn", &error));
    test::run_until(t, 1, 10000);
    const FinishedGame& g = t.record().results[0];
    CHECK(g.result == GameResult::BLACK_WINS);
    CHECK(g.termination == "Red's engine made no move in time");
    t.stop();
}
