// Makes the masters' book (assets/masters_book.bin, docs/book.md) from the master database:
// the moves masters played in the opening, weighted by how often and how well
// (game/library/masters_book.h).
//   cmake --build build --target make_masters_book
//   build/make_masters_book [--max-ply 30] [--min-position-games 4] [--min-move-games 2]
//                           assets/masters.xqm assets/masters_book.bin
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>

#include "game/library/master_db.h"
#include "game/library/masters_book.h"
#include "util/command_line.h"

using namespace xq;

int main(int argc, char** argv) {
    std::string in, out;
    MastersBookLimits limits;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_masters_book",
        "make_masters_book: writes the masters' book (docs/book.md) from the master database.",
        [&](CLI::App& app) {
            app.add_option("masters", in, "the master database (.xqm)")->required();
            app.add_option("book", out, "the book file to write")->required();
            app.add_option("--max-ply", limits.max_ply, "positions up to this many plies")
                ->check(CLI::Range(1, 200));
            app.add_option("--min-position-games", limits.min_position_games,
                           "games that reached a position for it to enter")
                ->check(CLI::Range(1, 100000));
            app.add_option("--min-move-games", limits.min_move_games,
                           "games that played a move for it to enter")
                ->check(CLI::Range(1, 100000));
        });
    if (command_line.exit_code) return *command_line.exit_code;

    MasterDb db;
    std::string error;
    if (!db.load(in, &error)) {
        std::fprintf(stderr, "make_masters_book: %s\n", error.c_str());
        return 1;
    }
    const Book book = make_masters_book(db.collection(), limits);
    if (!book.save(out, &error)) {
        std::fprintf(stderr, "make_masters_book: %s\n", error.c_str());
        return 1;
    }
    std::printf("%d games, %zu book entries written to %s\n", db.game_count(), book.size(),
                out.c_str());
    return 0;
}
