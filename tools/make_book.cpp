// Makes the opening book (assets/book.bin). Its trunk is the classical openings
// every player knows (below); from the end of each, engine analysis grows the book: it searches
// positions with MultiPV at a fixed node count on one thread, keeps the moves within a margin
// of the best (weighted by how close they are), and expands the positions a game is most likely
// to reach first (the product of the move shares on the way), until a budget of positions is
// spent. Main lines go deep, side lines stay short. (Node-limited searches make it depend a
// little on timing: docs/book.md.)
//   cmake --build build --target make_book
//   build/make_book assets/book.bin [positions=1500] [nodes=250000] [lines=4] [margin_cp=30]
//                   [max_plies=20]
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <map>
#include <queue>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "book/book.h"
#include "engine.h"
#include "formats/iccs.h"
#include "util/command_line.h"

using namespace xq;

namespace {

struct Node {
    double reach = 1;                      // the share of book games that reach this position
    std::vector<Move> moves;               // from the start position
    bool operator<(const Node& o) const {  // the priority queue pops the likeliest first
        return reach != o.reach ? reach < o.reach : moves > o.moves;
    }
};

// The lines of the last completed depth: multipv index -> (score, move).
struct Lines {
    int depth = 0;
    std::map<int, std::pair<int, Move>> by_index;
};

// The trunk: standard opening moves, one classical line each (their names in docs/book.md).
// A move shared by several lines is played in proportion.
constexpr const char* TRUNK[] = {
    "h2e2 h9g7 h0g2 i9h9",            // 中炮对屏风马
    "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",  // 中炮直车对屏风马
    "h2e2 h9g7 h0g2 i9h9 i0h0 c6c5",  // 中炮直车对屏风马进3卒
    "h2e2 h9g7 h0g2 i9h9 c3c4 b9c7",  // 中炮进七兵对屏风马
    "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9",  // 顺炮直车对直车
    "h2e2 h7e7 h0g2 h9g7 i0i1 i9h9",  // 顺炮横车对直车
    "h2e2 b7e7 h0g2 b9c7",            // 列炮
    "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7",  // 中炮对反宫马
    "h2e2 h9g7 b0c2 b9c7",            // 中炮七路马对屏风马
    "h2e2 b9a7 h0g2 h9g7",            // 中炮对单提马
    "h2e2 b9c7",                      // 中炮对马2进3
    "h2e2 h9g7 h0g2 i9h9 b2d2 b9c7",  // 五六炮对屏风马
    "c3c4 b7c7 h2e2 c9e7",            // 仙人指路对卒底炮
    "c3c4 h9g7 b0c2 g6g5",            // 仙人指路对进马
    "c3c4 g9e7 b0c2 b9c7",            // 仙人指路对飞象
    "c3c4 c6c5 h0g2 h9g7",            // 对兵局
    "g0e2 h7e7 h0g2 h9g7",            // 飞相局对中炮
    "g0e2 c6c5 h0g2 b9c7",            // 飞相局对进卒
    "g0e2 b7d7 b0c2 b9c7",            // 飞相局对士角炮
    "h0g2 c6c5",                      // 起马局对挺3卒
    "h0g2 g6g5",                      // 起马局对挺7卒
    "h2d2 h9g7 h0g2 i9h9",            // 过宫炮
    "b2d2 h9g7 b0c2 b9c7",            // 士角炮
};
constexpr uint16_t TRUNK_WEIGHT = 1000;

int centipawns(const Score& s) {
    if (s.kind == Score::MATE) return s.value > 0 ? 30000 - s.value : -30000 - s.value;
    return s.value;
}

}  // namespace

int main(int argc, char** argv) {
    std::string out;
    int budget = 1500, lines = 4, margin = 30, max_plies = 20;
    uint64_t nodes = 250000;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_book",
        "make_book: the opening book, the classical trunk grown by engine analysis "
        "(docs/book.md).",
        [&](CLI::App& cli) {
            cli.option_defaults()->always_capture_default();
            cli.add_option("OUT", out, "the book file to write, e.g. assets/book.bin")->required();
            cli.add_option("positions", budget, "positions searched in all")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("nodes", nodes, "nodes per search")->check(check_positive, "POSITIVE");
            cli.add_option("lines", lines, "moves searched per position (MultiPV)")
                ->check(CLI::Range(MULTIPV_RANGE.min, MULTIPV_RANGE.max));
            cli.add_option("margin_cp", margin, "centipawns: moves this close to the best are kept")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("max_plies", max_plies, "the deepest ply of the book")
                ->check(check_positive, "POSITIVE");
        });
    if (command_line.exit_code) return *command_line.exit_code;

    Book book;
    Engine engine;
    engine.set_threads(1);
    engine.set_hash_mb(64);
    engine.set_multipv(lines);
    Lines current;
    engine.on_info([&](const SearchInfo& i) {
        if (i.bound != Bound::EXACT || i.pv.empty()) return;
        if (i.depth != current.depth) current = Lines{i.depth, {}};
        current.by_index[i.multipv] = {centipawns(i.score), i.pv[0]};
    });

    std::priority_queue<Node> queue;
    std::set<uint64_t> seen;
    // The trunk's positions are the book's by hand: they are not searched; its line ends are
    // where the analysis starts, each with an equal share.
    const double trunk_share = 1.0 / double(std::size(TRUNK));
    for (const char* line : TRUNK) {
        Position pos;
        Node node{trunk_share, {}};
        std::istringstream in(line);
        for (std::string text; in >> text;) {
            const Move m = iccs_to_move(text);
            if (!pos.is_legal(m)) {
                std::fprintf(stderr, "make_book: trunk move %s is illegal in '%s'\n", text.c_str(),
                             line);
                return 1;
            }
            seen.insert(pos.key());
            book.add(pos.key(), m, TRUNK_WEIGHT);
            pos.do_move(m);
            node.moves.push_back(m);
        }
        queue.push(node);
    }
    int searched = 0;
    while (!queue.empty() && searched < budget) {
        Node node = queue.top();
        queue.pop();
        std::string error;
        if (!engine.set_position(START_FEN, node.moves, &error)) {
            std::fprintf(stderr, "make_book: %s\n", error.c_str());
            return 1;
        }
        const Position& pos = engine.position();
        if (!seen.insert(pos.key()).second) continue;  // a transposition, already in the book
        current = Lines{};
        SearchLimits limits;
        limits.nodes = nodes;
        engine.go(limits);
        engine.wait();
        ++searched;
        if (current.by_index.empty()) continue;
        const int best = current.by_index.begin()->second.first;
        std::vector<std::pair<Move, uint16_t>> kept;
        double total = 0;
        for (const auto& [index, line] : current.by_index) {
            const auto [score, move] = line;
            if (best - score > margin) continue;
            // Equal moves share the games; each 10 cp worse halves the share.
            const auto weight = std::max<uint16_t>(
                1, uint16_t(std::lround(1000 * std::exp2(-(best - score) / 10.0))));
            kept.emplace_back(move, weight);
            total += weight;
        }
        for (const auto& [move, weight] : kept) {
            book.add(pos.key(), move, weight);
            if (int(node.moves.size()) + 1 < max_plies) {
                Node child = node;
                child.reach = node.reach * weight / total;
                child.moves.push_back(move);
                queue.push(std::move(child));
            }
        }
        if (searched % 50 == 0)
            std::fprintf(stderr, "make_book: %d positions searched, %zu queued, %zu moves\n",
                         searched, queue.size(), book.size());
    }
    book.finish();
    std::string error;
    if (!book.save(out, &error)) {
        std::fprintf(stderr, "make_book: %s\n", error.c_str());
        return 1;
    }
    std::printf("make_book: %d positions searched, %zu book moves written to %s\n", searched,
                book.size(), out.c_str());
    return 0;
}
