// The tools' command lines (tools/*.cpp, built with the tests): --help exits 0 and names every
// option; a bad flag or value exits 2 with a message naming it, before any work starts.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "run_command.h"

using xq::test::CommandResult;
using xq::test::run_command;

namespace {

CommandResult tool(const std::string& name, const std::string& args) {
    return run_command(std::string(XQ_TOOLS_DIR) + "/" + name + " " + args);
}

struct Help {
    const char* command;  // the tool, and its subcommand if it has them
    std::vector<const char*> names;
};

const Help HELPS[] = {
    {"selfplay",
     {"--out", "--seed", "--first", "--games", "--nodes", "--threads", "--hash",
      "--max-start-score", "--adjudicate", "--adjudicate-plies", "--max-plies", "--eval"}},
    {"tune", {"--lambda", "--iterations", "--psqt", "--threads", "--lr", "--out", "data"}},
    {"make_book", {"OUT", "positions", "nodes", "lines", "margin_cp", "max_plies"}},
    {"make_puzzles",
     {"--seed", "--sample", "--count", "--quick-depth", "--confirm-depth", "--min-score",
      "--max-score", "--blunders", "--winning", "--gap", "--grade-cap", "--theme-cap", "--first-id",
      "--extend", "--pgn"}},
    {"bench_repetition", {"--help"}},
    {"check_dead_material", {"--help"}},
    {"check_mates_by_checks",
     {"--bench", "--games", "--nodes", "--search-nodes", "--last-checks", "--verbose"}},
    {"check_endgames", {"--file", "--nodes", "--plies", "--id", "--keep"}},
    {"train_nnue", {"fitk", "train", "quantise", "check", "loss"}},
    {"train_nnue fitk", {"--data", "--cache", "--limit"}},
    {"train_nnue train",
     {"--data", "--cache", "--limit", "--out", "--epochs", "--threads", "--seed", "--lambda", "--k",
      "--lr", "--decay", "--batch", "--mirror", "--resume", "--init"}},
    {"train_nnue quantise", {"--checkpoint", "--out"}},
    {"train_nnue check", {"--checkpoint", "--net", "--data", "--positions"}},
    {"train_nnue loss",
     {"--checkpoint", "--data", "--cache", "--limit", "--lambda", "--k", "--threads"}},
};

}  // namespace

TEST_CASE("tools command lines / --help exits 0 and names every option") {
    for (const Help& h : HELPS) {
        const std::string command = h.command;
        CAPTURE(command);
        const CommandResult r = tool(h.command, "--help");
        CHECK(r.code == 0);
        CHECK(r.err.empty());
        CHECK(r.out.find("Usage: ") != std::string::npos);
        for (const char* name : h.names) {
            const std::string option = name;
            CAPTURE(option);
            CHECK(r.out.find(name) != std::string::npos);
        }
    }
}

TEST_CASE("tools command lines / a bad flag or value exits 2 with a message naming it") {
    struct Case {
        const char* command;
        const char* args;
        const char* named;
    };
    const Case cases[] = {
        {"selfplay", "--out x --no-such-flag", "--no-such-flag"},
        {"selfplay", "--out x --threads 0", "--threads"},
        {"selfplay", "--out x --games -5", "--games"},
        {"selfplay", "--out x --games 0x10", "--games"},
        {"selfplay", "--seed 1", "--out"},
        {"tune", "--no-such-flag data.txt", "--no-such-flag"},
        {"tune", "--lambda 2 data.txt", "--lambda"},
        {"tune", "--lambda nan data.txt", "--lambda"},
        {"tune", "--psqt", "data"},
        {"make_book", "--no-such-flag", "--no-such-flag"},
        {"make_book", "book.bin 10 0", "nodes"},
        {"make_book", "book.bin 10 100 0", "lines"},
        {"make_puzzles", "--no-such-flag", "--no-such-flag"},
        {"make_puzzles", "--sample 2", "--sample"},
        {"make_puzzles", "--blunders 2", "--blunders"},
        {"bench_repetition", "--no-such-flag", "--no-such-flag"},
        {"check_dead_material", "extra", "extra"},
        {"check_mates_by_checks", "--bench a --games b", "--games"},
        {"check_mates_by_checks", "--bench a --nodes 0", "--nodes"},
        {"check_mates_by_checks", "", "--bench"},
        {"check_endgames", "--no-such-flag", "--no-such-flag"},
        {"check_endgames", "--nodes 0", "--nodes"},
        {"check_endgames", "--plies many", "--plies"},
        {"train_nnue", "", "subcommand"},
        {"train_nnue", "teach", "teach"},
        {"train_nnue", "train --out x --no-such-flag", "--no-such-flag"},
        {"train_nnue", "train --out x --epochs many", "--epochs"},
        {"train_nnue", "train --epochs 3", "--out"},
        {"train_nnue", "train --out x --resume --init y", "--init"},
        {"train_nnue", "quantise --checkpoint a", "--out"},
        {"train_nnue", "check --checkpoint a --net b --data c --positions 0", "--positions"},
        {"train_nnue", "loss --checkpoint a --lambda 1.5", "--lambda"},
    };
    for (const Case& c : cases) {
        const std::string command = c.command;
        CAPTURE(command);
        const std::string args = c.args;
        CAPTURE(args);
        const CommandResult r = tool(c.command, c.args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(r.err.find(c.named) != std::string::npos);
    }
}
