// The puzzle maker's options (puzzle_maker.h) on a tool's command line: make_puzzles and
// make_real_puzzles take them alike.
#pragma once

#include <CLI/CLI.hpp>

#include "puzzle_maker.h"

namespace xq {

inline void add_puzzle_maker_options(CLI::App& cli, PuzzleMakerOptions& o) {
    cli.add_option("--quick-depth", o.quick_depth, "depth of the first, cheap MultiPV search")
        ->check(CLI::Range(1, 64));
    cli.add_option("--confirm-depth", o.confirm_depth, "depth of the confirming search")
        ->check(CLI::Range(1, 64));
    cli.add_option("--winning", o.winning, "the key move's win chance must reach this")
        ->check(CLI::Range(0.0, 1.0));
    cli.add_option("--gap", o.gap, "the least win-chance gap to the second best move")
        ->check(CLI::Range(0.0, 1.0));
}

}  // namespace xq
