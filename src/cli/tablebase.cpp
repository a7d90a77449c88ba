// `xiangqi-engine tb build` and `tb probe`: endgame tables made and read (docs/tablebases.md).
#include <chrono>
#include <cstdio>
#include <filesystem>

#include "cli/commands.h"
#include "cli/tb_solution.h"
#include "formats/iccs.h"
#include "formats/pgn.h"
#include "platform/atomic_file.h"
#include "tb/generate.h"
#include "tb/verify.h"

namespace xq {

namespace {

std::string tb_value_text(tb::TbValue v) {
    if (v.wdl == tb::Wdl::DRAW) return "draw";
    return std::string(v.wdl == tb::Wdl::WIN ? "win" : "loss") + " dtm " + std::to_string(v.dtm);
}

void print_table_line(const tb::Table& table, const tb::TableStats& s, double verify_seconds) {
    std::printf(
        "%s: positions %llu+%llu, stronger side to move %llu wins %llu draws %llu losses, "
        "other side to move %llu wins %llu draws %llu losses, longest mate %d plies, "
        "bytes %llu, %.2f s",
        table.name().c_str(), (unsigned long long)s.positions[0],
        (unsigned long long)s.positions[1], (unsigned long long)s.wins[0],
        (unsigned long long)s.draws[0], (unsigned long long)s.losses[0],
        (unsigned long long)s.wins[1], (unsigned long long)s.draws[1],
        (unsigned long long)s.losses[1], s.longest_mate, (unsigned long long)table.bytes().size(),
        s.seconds);
    if (verify_seconds >= 0) std::printf(", verified in %.2f s", verify_seconds);
    std::printf("\n");
    std::fflush(stdout);
}

}  // namespace

int tb_build_command(const TbBuildArgs& args) {
    std::string error;
    const auto material = tb::parse_material(args.material, &error);
    if (!material) return input_error("bad material: " + error);
    std::filesystem::create_directories(args.out);
    tb::Tablebases set;
    if (set.load_folder(args.out, &error) < 0) return input_error(error);
    bool verified = true;
    const bool solved = tb::solve_with_successors(
        material->canonicalized(), set, args.threads,
        [&](const tb::Table& table, const tb::TableStats& stats) {
            double verify_seconds = -1;
            if (args.verify) {
                const auto start = std::chrono::steady_clock::now();
                const tb::Verification v = tb::verify_table(set, table, args.threads);
                verify_seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                if (v.wrong) {
                    std::fprintf(stderr, "error: %s: %llu values disagree, first: %s\n",
                                 table.name().c_str(), (unsigned long long)v.wrong,
                                 v.first_wrong.c_str());
                    verified = false;
                    return false;
                }
            }
            print_table_line(table, stats, verify_seconds);
            return table.write((std::filesystem::path(args.out) / table.file_name()).string(),
                               &error);
        },
        &error, uint64_t(args.memory_mb) << 20);
    if (!verified) return 1;
    if (!solved) return input_error(error);
    return 0;
}

int tb_verify_command(const std::string& tables, int threads) {
    tb::Tablebases set;
    std::string error;
    if (set.load_folder(tables, &error) < 0) return input_error(error);
    bool all_agree = true;
    for (const auto& table : set.tables()) {
        const auto start = std::chrono::steady_clock::now();
        const tb::Verification v = tb::verify_table(set, *table, threads);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%s: %llu positions, %llu disagree, %.2f s%s%s\n", table->name().c_str(),
                    (unsigned long long)v.positions, (unsigned long long)v.wrong, seconds,
                    v.wrong ? ", first: " : "", v.first_wrong.c_str());
        std::fflush(stdout);
        all_agree &= v.wrong == 0;
    }
    return all_agree ? 0 : 1;
}

int tb_probe_command(const TbProbeArgs& args) {
    Position pos;
    std::string error;
    if (!pos.set_fen(args.fen, &error)) return input_error("bad FEN: " + error);
    tb::Tablebases set;
    if (set.load_folder(args.tables, &error) < 0) return input_error(error);
    const tb::TableEntry entry = set.locate(pos);
    const auto value = set.probe(pos);
    if (!value) {
        std::printf("not covered\n");
        return 1;
    }
    constexpr int TIMED_PROBES = 1000000;
    const auto start = std::chrono::steady_clock::now();
    volatile int sink = 0;  // keeps the timed probes from being optimised away
    for (int i = 0; i < TIMED_PROBES; ++i) sink = sink + set.probe(pos)->dtm;
    const double ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
        TIMED_PROBES;
    std::printf("table %s rules %s\n", entry.table->name().c_str(), entry.table->rules().c_str());
    std::printf("value %s\n", tb_value_text(*value).c_str());
    for (const tb::MoveValue& mv : tb::move_values(set, pos))
        std::printf("move %s %s\n", move_to_iccs(mv.move).c_str(), tb_value_text(mv.value).c_str());
    std::printf("probe %.0f ns (mean of %d)\n", ns, TIMED_PROBES);
    return 0;
}

int tb_solve_command(const TbSolveArgs& args) {
    Position pos;
    std::string error;
    if (!pos.set_fen(args.fen, &error)) return input_error("bad FEN: " + error);
    tb::Tablebases set;
    if (set.load_folder(args.tables, &error) < 0) return input_error(error);
    const std::optional<tb::Solution> s = tb::solve(set, pos, args.alternatives);
    if (!s) {
        std::fprintf(stderr, "not covered\n");
        return 1;
    }
    // Who wins, in the winner's moves: a won distance is odd (the winner moves first).
    const bool red_wins = (s->value.wdl == tb::Wdl::WIN) == (pos.side_to_move() == RED);
    const int moves = (s->value.dtm + 1) / 2;
    std::string verdict = s->table + ": draw";
    if (s->value.wdl != tb::Wdl::DRAW)
        verdict = s->table + ": " + (red_wins ? "Red" : "Black") + " mates in " +
                  std::to_string(moves) + " (" + std::to_string(s->value.dtm) + " plies)";
    GameRecord record;
    record.set_tag("Event", "Endgame table " + s->table);
    record.start_fen = pos.fen();
    record.mainline = s->line;
    record.result = s->value.wdl == tb::Wdl::DRAW ? "1/2-1/2" : red_wins ? "1-0" : "0-1";
    record.comment_before_moves =
        verdict + ": the quickest win against the longest defence" +
        (args.alternatives > 0 && s->value.wdl != tb::Wdl::DRAW
             ? "; the variations are the defender's other moves"
             : "") +
        (s->complete ? "" : "; the line stops where the tables in the folder end");
    const PgnMoveFormat format = args.notation == "iccs"  ? PgnMoveFormat::ICCS
                                 : args.notation == "wxf" ? PgnMoveFormat::WXF
                                                          : PgnMoveFormat::CHINESE;
    const std::string pgn = write_pgn(record, format);
    if (args.out.empty()) {
        std::fwrite(pgn.data(), 1, pgn.size(), stdout);
    } else {
        AtomicFile out(args.out);
        out.write(pgn);
        if (!out.commit(&error)) return input_error(error);
        std::printf("%s; written to %s\n", verdict.c_str(), args.out.c_str());
    }
    return s->complete ? 0 : 1;
}

}  // namespace xq
