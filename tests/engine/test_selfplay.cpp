// The self-play generator (tools/selfplay_gen): a game depends only on the seed and its index,
// and a run that is stopped, or killed in the middle of a write, and then restarted writes the
// same bytes as one uninterrupted run. Tiny node budgets keep it to about a second.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine.h"
#include "eval/nnue_network.h"
#include "rules/position.h"
#include "selfplay_gen.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

SelfplayOptions tiny_options() {
    SelfplayOptions o;
    o.seed = 7;
    o.games = 6;
    o.nodes = 300;
    o.max_plies = 80;
    return o;
}

std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string fresh_path(const std::string& name) {
    std::string p = (fs::temp_directory_path() / name).string();
    fs::remove(p);
    fs::remove(p + ".state");
    return p;
}

}  // namespace

TEST_CASE("selfplay / a game depends only on the seed and its index") {
    const SelfplayOptions o = tiny_options();
    Engine a, b;
    // Engine a has played the same game before: its hash table would know every position.
    play_selfplay_game(a, o, 2);
    const SelfplayGame first = play_selfplay_game(a, o, 2);
    const SelfplayGame second = play_selfplay_game(b, o, 2);
    CHECK(first.lines == second.lines);
    CHECK(first.positions > 0);
    // Every line is FEN;result;score with a readable FEN and the game's result.
    std::istringstream lines(first.lines);
    for (std::string line; std::getline(lines, line);) {
        const size_t a1 = line.find(';'), a2 = line.find(';', a1 + 1);
        REQUIRE(a2 != std::string::npos);
        Position pos;
        CHECK(pos.set_fen(line.substr(0, a1)));
        CHECK(std::stod(line.substr(a1 + 1, a2 - a1 - 1)) == first.result);
        CHECK(std::abs(std::stoi(line.substr(a2 + 1))) < 20000);
    }
    SelfplayOptions other = o;
    other.seed = 8;
    CHECK(play_selfplay_game(b, other, 2).lines != first.lines);
}

TEST_CASE("selfplay / a stopped and restarted run equals an uninterrupted one") {
    SelfplayOptions o = tiny_options();
    o.threads = 2;
    const std::string whole = fresh_path("xq_selfplay_whole.txt");
    const SelfplayRun w = run_selfplay(o, whole);
    REQUIRE(w.ok);
    CHECK(w.finished);
    CHECK(w.progress.games_written == 6);
    const std::string expected = read_all(whole);
    CHECK(!expected.empty());

    // Stop after two games, leave half a line behind as a kill during a write would, restart.
    const std::string parts = fresh_path("xq_selfplay_parts.txt");
    std::atomic<bool> stop{false};
    const SelfplayRun s = run_selfplay(o, parts, &stop, [&](const SelfplayProgress& p) {
        if (p.games_written == 2) stop = true;
    });
    REQUIRE(s.ok);
    CHECK(!s.finished);
    CHECK(s.progress.next_game == 2);
    std::ofstream(parts, std::ios::app) << "3ak4/9/9/9/9/9/9/9/9/4K4 w";
    o.threads = 1;  // the thread count does not change the bytes
    const SelfplayRun r = run_selfplay(o, parts);
    REQUIRE(r.ok);
    CHECK(r.finished);
    CHECK(r.progress.games_written == 4);
    CHECK(read_all(parts) == expected);

    // Running a finished range again adds nothing; other options or an overlap are refused.
    CHECK(run_selfplay(o, parts).ok);
    CHECK(read_all(parts) == expected);
    SelfplayOptions deeper = o;
    deeper.nodes = 400;
    const SelfplayRun bad = run_selfplay(deeper, parts);
    CHECK(!bad.ok);
    CHECK(bad.error.find("options") != std::string::npos);
    SelfplayOptions overlap = o;
    overlap.first_game = 3;
    CHECK(!run_selfplay(overlap, parts).ok);
    CHECK(read_all(parts) == expected);
}

TEST_CASE("selfplay / the generator's evaluation is chosen by name and recorded with the output") {
    SelfplayOptions o = tiny_options();
    o.games = 2;
    const std::string by_default = fresh_path("xq_selfplay_default.txt");
    REQUIRE(run_selfplay(o, by_default).ok);

    SelfplayOptions hce = o;
    hce.eval = "hce";
    const std::string hand_made = fresh_path("xq_selfplay_hce.txt");
    REQUIRE(run_selfplay(hce, hand_made).ok);
    // A resumed output cannot change its generator.
    const SelfplayRun switched = run_selfplay(o, hand_made);
    CHECK(!switched.ok);
    CHECK(switched.error.find("eval=hce") != std::string::npos);

    SelfplayOptions missing = o;
    missing.eval = (fs::temp_directory_path() / "xq_no_such_network.nnue").string();
    const SelfplayRun refused = run_selfplay(missing, fresh_path("xq_selfplay_missing.txt"));
    CHECK(!refused.ok);
    CHECK(refused.error.find("xq_no_such_network.nnue") != std::string::npos);

    const std::string shipped = nnue::default_network_path();
    if (shipped.empty()) return;  // a build without the network file plays the hand-made eval
    CHECK(read_all(hand_made) != read_all(by_default));
    SelfplayOptions named = o;
    named.eval = shipped;
    const std::string by_name = fresh_path("xq_selfplay_named.txt");
    REQUIRE(run_selfplay(named, by_name).ok);
    CHECK(read_all(by_name) == read_all(by_default));
    CHECK(read_all(by_name + ".state").find("eval=net-") != std::string::npos);
}
