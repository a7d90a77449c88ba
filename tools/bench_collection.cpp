// Measures game collections (src/game/library) at scale:
//   cmake --build build --target bench_collection
//   build/bench_collection make --games 100000 --plies 80 --out /tmp/big.pgn
//   build/bench_collection time /tmp/big.pgn
// `make` writes random but legal games (a fixed seed: the same file every time); `time` opens
// the collection without its index (every game read, the index written), again with the index,
// then times a position search, the next-move statistics and a material search, and prints the
// process's peak memory.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "formats/game_record.h"
#include "formats/pgn.h"
#include "game/library/collection_index.h"
#include "game/library/collection_open.h"
#include "game/library/collection_search.h"
#include "game/library/collection_stats.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/rules.h"
#include "util/command_line.h"

using namespace xq;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The process's peak resident memory in MiB (Linux: /proc/self/status), or -1.
double peak_mib() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
    return -1;
}

int make(int games, int plies, const std::string& out_path) {
    std::mt19937 rng(20261128);
    std::ofstream out(out_path, std::ios::binary);
    const char* results[] = {RESULT_RED_WINS, RESULT_DRAW, RESULT_BLACK_WINS};
    for (int g = 0; g < games; ++g) {
        GameRecord r;
        r.set_tag("Event", "Bench " + std::to_string(g % 97));
        r.set_tag("Date", "2026." + std::to_string(1 + g % 12) + "." + std::to_string(1 + g % 28));
        r.set_tag("Red", "Red " + std::to_string(g % 1000));
        r.set_tag("Black", "Black " + std::to_string((g * 7) % 1000));
        Position pos;
        pos.set_fen(START_FEN);
        std::vector<Move> moves;
        // Captures are taken more often than chance, so that games reach endgames.
        for (int p = 0; p < plies; ++p) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            Move m = list.moves[rng() % unsigned(list.size())];
            if (rng() % 2)
                for (Move c : list)
                    if (pos.piece_on(to_sq(c)) != NO_PIECE) {
                        m = c;
                        break;
                    }
            moves.push_back(m);
            pos.do_move(m);
        }
        r.set_moves(moves);
        r.result = results[g % 3];
        out << write_pgn(r) << '\n';
    }
    std::printf("%d games written to %s\n", games, out_path.c_str());
    return out ? 0 : 1;
}

// What the collection holds in memory, in MiB (its arrays and the games' fields).
double collection_mib(const Collection& c) {
    size_t bytes = c.keys.capacity() * sizeof(uint64_t) + c.moves.capacity() * sizeof(Move) +
                   c.material.capacity() * sizeof(MaterialSpan) +
                   c.games.capacity() * sizeof(CollectionGame);
    for (const CollectionGame& g : c.games)
        for (const std::string* s :
             {&g.red, &g.black, &g.event, &g.date, &g.opening_zh, &g.opening_en, &g.file, &g.error})
            if (s->capacity() > 15) bytes += s->capacity() + 1;  // beyond the short-string buffer
    return double(bytes) / (1024.0 * 1024.0);
}

int time_collection(const std::string& path, bool keep_index) {
    if (!keep_index) std::filesystem::remove(index_path_of(path));
    Collection c;
    auto t0 = std::chrono::steady_clock::now();
    OpenedCollection r = open_collection(path, c);
    if (!r.ok) {
        std::fprintf(stderr, "%s\n", r.error.c_str());
        return 1;
    }
    std::printf("first opening (%s): %zu games, %zu positions in %.2f s\n",
                r.from_index ? "from the index" : "no index", c.games.size(), c.keys.size(),
                seconds_since(t0));
    std::printf("the collection in memory: %.0f MiB\n", collection_mib(c));
    std::printf("index: %.1f MiB\n",
                double(std::filesystem::file_size(index_path_of(path))) / (1024.0 * 1024.0));
    c = Collection();
    t0 = std::chrono::steady_clock::now();
    r = open_collection(path, c);
    std::printf("opening with the index: %.2f s (from the index: %s)\n", seconds_since(t0),
                r.from_index ? "yes" : "no");
    // The position after 1. 炮二平五 马８进７ and one after the tenth move of the first game.
    Position pos;
    pos.set_fen(START_FEN);
    for (uint32_t i = 0; i < 10 && c.moves[i] != MOVE_NONE; ++i) pos.do_move(c.moves[i]);
    t0 = std::chrono::steady_clock::now();
    const std::vector<PositionHit> hits = find_position(c, pos.key());
    std::printf("position search (after 10 plies of game 1): %zu games in %.3f s\n", hits.size(),
                seconds_since(t0));
    Position start;
    start.set_fen(START_FEN);
    t0 = std::chrono::steady_clock::now();
    const std::vector<NextMoveStats> stats = next_move_stats(c, start.key());
    std::printf("next-move statistics of the start position: %zu moves in %.3f s\n", stats.size(),
                seconds_since(t0));
    MaterialPattern p;
    parse_material_pattern("RP-R", p, nullptr);
    t0 = std::chrono::steady_clock::now();
    const std::vector<MaterialHit> found = find_material(c, p);
    std::printf("material search RP-R: %zu games in %.3f s\n", found.size(), seconds_since(t0));
    std::printf("peak memory: %.0f MiB\n", peak_mib());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    int games = 100000, plies = 80;
    std::string out, in;
    bool keep_index = false;
    const CommandLine command_line = parse_command_line(
        argc, argv, "bench_collection",
        "bench_collection: makes a large game collection and times opening and searching it "
        "(docs/collections.md).",
        [&](CLI::App& app) {
            app.require_subcommand(1);
            CLI::App* m = app.add_subcommand("make", "write random but legal games as PGN");
            m->add_option("--games", games, "how many games")->check(check_positive, "POSITIVE");
            m->add_option("--plies", plies, "plies per game at most")
                ->check(check_positive, "POSITIVE");
            m->add_option("--out", out, "the PGN file to write")->required();
            CLI::App* t = app.add_subcommand("time", "time opening and searching a collection");
            t->add_option("FILE", in, "the PGN file")->required();
            t->add_flag("--keep-index", keep_index,
                        "open with the index already there first (the peak memory is then that "
                        "of opening from the index)");
        });
    if (command_line.exit_code) return *command_line.exit_code;
    if (command_line.subcommand == "make") return make(games, plies, out);
    return time_collection(in, keep_index);
}
