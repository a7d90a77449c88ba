// Makes the classic compositions' asset (assets/compositions.txt, docs/endgames.md) from their
// sources: the positions of a [FEN_INDEX]/[EVENT]/[FEN] file (kuiba1949's 适情雅趣 551), checked
// against the positions and main lines of XQMagic's .eglib books, and by the engine
// (composition_build.h). Prints a line per dropped composition with --verbose and the counts per
// reason at the end; the counts are in docs/endgames.md.
//   cmake --build build --target make_compositions
//   build/make_compositions --positions shiqingyaqu551.fen --second 适情雅趣360.eglib
//       --second 杀局谱.eglib --out assets/compositions.txt
#include <CLI/CLI.hpp>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "composition_build.h"
#include "engine.h"
#include "game/endgames/composition_set.h"
#include "game/files/storage.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;

int main(int argc, char** argv) {
    std::string positions, out_path, licence;
    std::vector<std::string> seconds;
    std::string title_filter = "适情雅趣";
    CompositionLimits limits;
    int first = 1, last = 100000;
    bool verbose = false, sources_only = false;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_compositions",
        "Checks the classic compositions of a positions file against second sources and the "
        "engine, and writes those verified as the compositions asset.",
        [&](CLI::App& cli) {
            cli.add_option("--positions", positions, "[FEN_INDEX]/[EVENT]/[FEN] blocks")
                ->required();
            cli.add_option("--second", seconds,
                           "an .eglib book (title|FEN|moves); may be given more than once");
            cli.add_option("--title", title_filter,
                           "of a book whose file name lacks it, only the lines whose title "
                           "starts with this")
                ->capture_default_str();
            cli.add_option("--solver-nodes", limits.solver_nodes, "the mate solver's node limit")
                ->check(check_positive)
                ->capture_default_str();
            cli.add_option("--search-nodes", limits.search_nodes,
                           "the search's budget for a mate the solver did not prove")
                ->check(check_positive)
                ->capture_default_str();
            cli.add_option("--draw-nodes", limits.draw.nodes, "nodes a move in a draw's play-out")
                ->check(check_positive)
                ->capture_default_str();
            cli.add_option("--draw-plies", limits.draw.max_plies, "plies of a draw's play-out")
                ->check(CLI::Range(1, 10000))
                ->capture_default_str();
            cli.add_option("--win-nodes", limits.win.nodes, "nodes a move in a win's play-out")
                ->check(check_positive)
                ->capture_default_str();
            cli.add_option("--win-plies", limits.win.max_plies, "plies of a win's play-out")
                ->check(CLI::Range(1, 10000))
                ->capture_default_str();
            cli.add_option("--first", first, "the first number checked")->capture_default_str();
            cli.add_option("--last", last, "the last number checked")->capture_default_str();
            cli.add_option("--licence", licence,
                           "the positions' licence text, written at the head of the asset");
            cli.add_option("--out", out_path, "write the verified compositions here");
            cli.add_flag("--verbose", verbose, "a line per composition");
            cli.add_flag("--sources-only", sources_only,
                         "only compare the sources (agreement, legal main lines): no engine, no "
                         "asset");
        });
    if (command_line.exit_code) return *command_line.exit_code;

    std::string text, error;
    if (!read_file(positions, text, &error)) {
        std::fprintf(stderr, "make_compositions: %s\n", error.c_str());
        return 1;
    }
    const std::vector<SourcePosition> read = read_fen_index_file(text);
    std::vector<SourceLine> second;
    for (const std::string& path : seconds) {
        std::string book;
        if (!read_file(path, book, &error)) {
            std::fprintf(stderr, "make_compositions: %s\n", error.c_str());
            return 1;
        }
        const bool whole =
            std::filesystem::path(path).filename().string().find(title_filter) != std::string::npos;
        for (SourceLine& l : read_eglib(book))
            if (whole || l.title.rfind(title_filter, 0) == 0) second.push_back(std::move(l));
    }
    std::printf("read %zu positions, %zu lines of second sources\n", read.size(), second.size());

    Engine engine;
    engine.set_threads(1);
    engine.set_hash_mb(64);
    engine.set_own_book(false);
    std::array<int, size_t(DropReason::COUNT) + 1> dropped{};  // the last: sources good
    int checked = 0, agreed = 0, line_legal = 0, by_checks = 0, by_search = 0, wins = 0;
    int draws = 0;
    std::string kept =
        "# The classic compositions (docs/endgames.md): "
        "id;FEN;goal;group_zh;group_en;name_zh;name_en;source_zh;source_en;solution;verified\n"
        "# Made by tools/make_compositions.cpp from kuiba1949/xiangqi-tools' 适情雅趣 551 "
        "(BSD-3-Clause), checked against XQMagic's books and by the engine.\n";
    if (!licence.empty()) {
        std::string notice;
        if (!read_file(licence, notice, &error)) {
            std::fprintf(stderr, "make_compositions: %s\n", error.c_str());
            return 1;
        }
        kept += "# The positions' source, kuiba1949/xiangqi-tools, is under this licence:\n#\n";
        for (const std::string& line : split(notice, '\n'))
            kept += "#" + (line.empty() ? std::string() : " " + line) + "\n";
    }
    // The asset is written as the run goes, a line per verified composition, so that a run cut
    // short keeps what it verified.
    std::ofstream out_file;
    if (!out_path.empty()) {
        out_file.open(out_path, std::ios::binary | std::ios::trunc);
        if (!out_file) {
            std::fprintf(stderr, "make_compositions: cannot write %s\n", out_path.c_str());
            return 1;
        }
        out_file << kept << std::flush;
    }
    const auto start = std::chrono::steady_clock::now();
    for (const SourcePosition& p : read) {
        // An unnumbered entry goes with the first range (a run split in ranges counts it once).
        if (p.number ? p.number < first || p.number > last : first > 1) continue;
        ++checked;
        if (sources_only) {
            const SourceAgreement a = compare_sources(p, second);
            agreed += a.agreed;
            line_legal += a.line_legal;
            ++dropped[size_t(a.reason)];
            if (verbose)
                std::printf(
                    "%3d %s\t%s\n", p.number, p.name.c_str(),
                    a.reason == DropReason::COUNT ? "sources good" : drop_reason_text(a.reason));
            continue;
        }
        const CompositionCheck c = check_composition(p, second, CompositionGroup{}, engine, limits);
        agreed += c.agreed;
        line_legal += c.line_legal;
        if (c.shipped) {
            const Endgame& e = *c.shipped;
            if (out_file) out_file << format_composition(e) << "\n" << std::flush;
            by_checks += e.by_checks;
            by_search += e.mate_in > 0 && !e.by_checks;
            wins += e.result == EndgameResult::RED_WINS && e.mate_in == 0;
            draws += e.result == EndgameResult::DRAW;
        } else {
            ++dropped[size_t(c.reason)];
        }
        if (verbose)
            std::printf("%3d %s\t%s\t%s\n", p.number, p.name.c_str(),
                        c.shipped ? "shipped" : drop_reason_text(c.reason), c.detail.c_str());
        std::fflush(stdout);
    }
    const double seconds_taken =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int shipped = by_checks + by_search + wins + draws;
    std::printf("checked %d: position in a second source %d, a known main line legal %d\n", checked,
                agreed, line_legal);
    std::printf(
        "verified %d: mate by checks %d, mate found by the search %d, won in the engine's "
        "play-out %d, draws %d\n",
        shipped, by_checks, by_search, wins, draws);
    if (sources_only) {
        std::printf("sources good %d, dropped:\n", dropped.back());
    } else {
        std::printf("dropped %d:\n", checked - shipped);
    }
    for (size_t i = 0; i + 1 < dropped.size(); ++i)
        std::printf("  %4d  %s\n", dropped[i], drop_reason_text(DropReason(i)));
    std::printf("time %.0f s\n", seconds_taken);
    if (out_file.is_open() && !out_file) {
        std::fprintf(stderr, "make_compositions: cannot write %s\n", out_path.c_str());
        return 1;
    }
    return 0;
}
