// xiangqi-engine: the console program. With no arguments it speaks UCCI or UCI on stdin/stdout
// (the first command, `ucci` or `uci`, decides; docs/protocol.md). The subcommands run once and
// exit; this file reads their arguments and cli/commands.h names the file that runs each.
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine.h"
#include "protocol/protocol.h"
#include "render/diagram/diagram.h"
#include "render/diagram/game_scenes.h"
#include "search/search_types.h"
#include "util/command_line.h"

using namespace xq;

namespace {

constexpr const char* ABOUT =
    "xiangqi-engine: a Xiangqi (Chinese chess) engine. Without a subcommand it speaks UCCI or UCI\n"
    "on stdin/stdout.";
constexpr const char* PROTOCOL_NOTE =
    "\nThe first protocol command picks the dialect: 'ucci' (UCCI 3.0, times in milliseconds\n"
    "unless 'setoption usemillisec false') or 'uci' (UCI as Pikafish). See docs/protocol.md.";

void add_perft(CLI::App& app, PerftArgs& args) {
    CLI::App* cmd =
        app.add_subcommand("perft", "count the leaf nodes of the move tree (move generator check)");
    cmd->add_option("depth", args.depth, "plies")->required()->check(CLI::Range(1, 12));
    cmd->add_option("--fen", args.fen, "the root position (default: the start position)");
    cmd->add_flag("--divide", args.divide, "also the count after each legal root move");
}

void add_bench(CLI::App& app, BenchArgs& args) {
    CLI::App* cmd =
        app.add_subcommand("bench", "search the bench positions; the node count is a signature");
    cmd->add_option("depth", args.depth, "plies")->check(CLI::Range(1, 64))->capture_default_str();
    cmd->add_option_function<std::string>(
           "eval",
           [&args](const std::string& name) {
               args.eval = name == "nnue" ? BenchEval::NNUE : BenchEval::HAND_MADE;
           },
           "the network or the hand-made evaluation (default: the engine's own)")
        ->check(CLI::IsMember({"nnue", "hce"}));
}

void add_judge(CLI::App& app, JudgeArgs& args) {
    CLI::App* cmd = app.add_subcommand(
        "judge", "the referee's ruling after moves from a position (docs/rules.md)");
    cmd->footer("Prints 'ongoing' or 'result 1-0|0-1|1/2-1/2 reason <word>'.");
    cmd->add_option("--fen", args.fen, "the position (one argument: quote it)")->required();
    cmd->add_option("--moves", args.moves, "ICCS moves played from it, e.g. h2e2 h9g7")
        ->expected(0, CLI::detail::expected_max_vector_size);
    cmd->add_option_function<std::string>(
           "--rules", [&args](const std::string& name) { args.rules = *parse_rule_book(name); },
           std::string("the rule book for repetitions (default: ") +
               rule_book_name(DEFAULT_RULE_BOOK) + ")")
        ->check(
            CLI::IsMember({rule_book_name(RuleBook::CHINESE), rule_book_name(RuleBook::ASIAN)}));
}

void add_review(CLI::App& app, ReviewArgs& args) {
    CLI::App* cmd =
        app.add_subcommand("review", "mark a game's mistakes and better moves (docs/review.md)");
    cmd->footer("Writes the game as annotated PGN on stdout and a summary per side on stderr.");
    cmd->add_option("--movetime", args.options.movetime_ms, "milliseconds per position")
        ->check(CLI::Range(int64_t(1), int64_t(3600000)))
        ->capture_default_str();
    cmd->add_option("--threads", args.options.threads, "search threads")
        ->check(CLI::Range(THREADS_RANGE.min, THREADS_RANGE.max))
        ->capture_default_str();
    cmd->add_option("--depth", args.options.depth, "a fixed depth per position, not a time")
        ->check(CLI::Range(1, 64));
    cmd->add_option("FILE", args.path, "the game: a PGN, XQF or DhtmlXQ file")->required();
}

void add_learn(CLI::App& app, LearnArgs& args) {
    CLI::App* cmd =
        app.add_subcommand("learn",
                           "the engine's lessons from games it played, into its experience file "
                           "(docs/learning.md)");
    cmd->footer(
        "Prints a line per game (the engine's side, the result, the lessons) and the file's "
        "size. The console engine uses the file with `setoption name Experience value true` "
        "and `ExperienceFile`.");
    cmd->add_option("--experience", args.experience, "the experience file (made when missing)")
        ->required();
    CLI::Option* side = cmd->add_option("--side", args.side, "the side the engine played")
                            ->check(CLI::IsMember({"red", "black"}));
    cmd->add_option("--name", args.name, "the engine's name in the Red/Black tags")->excludes(side);
    cmd->add_option("--movetime", args.options.movetime_ms, "review: milliseconds per position")
        ->check(CLI::Range(int64_t(1), int64_t(3600000)))
        ->capture_default_str();
    cmd->add_option("--depth", args.options.depth, "review: a fixed depth per position")
        ->check(CLI::Range(1, 64));
    cmd->add_option("GAME", args.paths, "games the engine played: PGN, XQF or DhtmlXQ files")
        ->required();
}

void add_diagram(CLI::App& app, DiagramArgs& args) {
    CLI::App* cmd = app.add_subcommand(
        "diagram", "a position as a PNG picture, or a game as an animated GIF (docs/diagrams.md)");
    cmd->footer(
        "The extension of --out picks the format. A game drawn as a PNG is its position "
        "after the last ply chosen.");
    cmd->add_option("--fen", args.fen, "the position (one argument: quote it)");
    cmd->add_option("--pgn", args.pgn, "a game: a PGN, XQF or DhtmlXQ file");
    cmd->add_option("--out", args.out, "the picture: FILE.png or FILE.gif")->required();
    cmd->add_option("--size", args.size, "the width in pixels")
        ->check(CLI::Range(DIAGRAM_MIN_WIDTH, DIAGRAM_MAX_WIDTH))
        ->capture_default_str();
    cmd->add_flag("--coords", args.coordinates, "the file numbers above and below the board");
    cmd->add_flag("--flip", args.flipped, "Black at the bottom");
    cmd->add_option("--arrow", args.arrows, "an arrow for an ICCS move, e.g. h2e2 (repeatable)");
    cmd->add_option("--theme", args.theme, "the board: wood or contrast")->capture_default_str();
    cmd->add_option("--pieces", args.pieces, "the piece set: traditional or international")
        ->capture_default_str();
    cmd->add_option("--delay", args.delay_ms, "GIF: milliseconds per move")
        ->check(CLI::Range(DIAGRAM_MIN_DELAY_MS, DIAGRAM_MAX_DELAY_MS))
        ->capture_default_str();
    cmd->add_option("--last-pause", args.last_pause_ms, "GIF: milliseconds on the last frame")
        ->check(CLI::Range(DIAGRAM_MIN_DELAY_MS, DIAGRAM_MAX_DELAY_MS))
        ->capture_default_str();
    cmd->add_option("--game", args.game, "which game of a multi-game PGN file")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    cmd->add_option("--plies", args.plies, "A-B: from the position after A plies to B's");
}

void add_mate(CLI::App& app, MateArgs& args) {
    CLI::App* cmd = app.add_subcommand(
        "mate",
        "the shortest mate in which every move of the side to move checks (docs/engine.md)");
    cmd->footer(
        "Prints 'mate in N by checks (Red|Black)', the line in Chinese notation and in ICCS, or "
        "'no mate by checks' when every line of checks ends without a mate, or 'no mate by "
        "checks found within N nodes'; then the nodes visited.");
    cmd->add_flag("--checks-only", args.checks_only, "every move of the mating side checks")
        ->required();
    cmd->add_option("--fen", args.fen, "the position (one argument: quote it)")->required();
    cmd->add_option("--nodes", args.nodes, "give up after visiting this many positions")
        ->check(CLI::Range(uint64_t(1), uint64_t(1) << 40))
        ->capture_default_str();
}

enum class TbAction { NONE, BUILD, PROBE, SOLVE, VERIFY };

void add_tablebase(CLI::App& app, TbBuildArgs& build, TbProbeArgs& probe, TbSolveArgs& solve,
                   TbAction& action) {
    // `tb verify` shares build's --threads and probe's --tables.
    CLI::App* tb =
        app.add_subcommand("tb", "endgame tables: build, probe, solve (docs/tablebases.md)");
    tb->require_subcommand(1);
    CLI::App* b = tb->add_subcommand("build", "solve a material and the smaller tables it needs");
    b->add_option("--material", build.material, "e.g. KRKAA")->required();
    b->add_option("--out", build.out, "the tables' folder (tables already there are kept)")
        ->required();
    b->add_option("--threads", build.threads, "threads")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    b->add_flag("--verify", build.verify, "check every value against its successors");
    b->add_option("--memory", build.memory_mb, "MB the generator may use (estimated first)")
        ->check(CLI::Range(16, 1 << 20))
        ->capture_default_str();
    b->callback([&action] { action = TbAction::BUILD; });
    CLI::App* p = tb->add_subcommand("probe", "a position's value and every legal move's");
    p->add_option("--fen", probe.fen, "the position (one argument: quote it)")->required();
    p->add_option("--tables", probe.tables, "the tables' folder")->required();
    p->callback([&action] { action = TbAction::PROBE; });
    CLI::App* sv = tb->add_subcommand(
        "solve", "a position's quickest win against the longest defence, as a PGN game");
    sv->add_option("--fen", solve.fen, "the position (one argument: quote it)")->required();
    sv->add_option("--tables", solve.tables, "the tables' folder")->required();
    sv->add_option("--out", solve.out, "the PGN file (default: standard output)");
    sv->add_option("--alternatives", solve.alternatives,
                   "other defences shown as variations at each of the defender's moves")
        ->check(CLI::Range(0, 20))
        ->capture_default_str();
    sv->add_option("--notation", solve.notation, "the moves' notation")
        ->check(CLI::IsMember({"chinese", "wxf", "iccs"}))
        ->capture_default_str();
    sv->callback([&action] { action = TbAction::SOLVE; });
    CLI::App* v =
        tb->add_subcommand("verify", "check every table of a folder against its successors");
    v->add_option("--tables", probe.tables, "the tables' folder")->required();
    v->add_option("--threads", build.threads, "threads")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    v->callback([&action] { action = TbAction::VERIFY; });
}

}  // namespace

int main(int argc, char** argv) {
    PerftArgs perft;
    BenchArgs bench;
    JudgeArgs judge;
    ReviewArgs review;
    LearnArgs learn;
    DiagramArgs diagram;
    MateArgs mate;
    TbBuildArgs tb_build;
    TbProbeArgs tb_probe;
    TbSolveArgs tb_solve;
    TbAction tb_action = TbAction::NONE;
    const CommandLine command_line =
        parse_command_line(argc, argv, "xiangqi-engine", ABOUT, [&](CLI::App& app) {
            app.require_subcommand(0, 1);
            add_perft(app, perft);
            add_bench(app, bench);
            add_judge(app, judge);
            add_review(app, review);
            add_learn(app, learn);
            add_diagram(app, diagram);
            add_mate(app, mate);
            add_tablebase(app, tb_build, tb_probe, tb_solve, tb_action);
            app.footer(PROTOCOL_NOTE);  // after the subcommands: they would inherit it
        });
    if (command_line.exit_code) return *command_line.exit_code;

    const std::string& command = command_line.subcommand;
    if (command == "perft") return perft_command(perft);
    if (command == "bench") return bench_command(bench);
    if (command == "judge") {
        // `--moves` with nothing after it leaves one empty value: no move.
        std::erase(judge.moves, "");
        return judge_command(judge);
    }
    if (command == "review") return review_command(review);
    if (command == "learn") return learn_command(learn);
    if (command == "diagram") return diagram_command(diagram);
    if (command == "mate") return mate_command(mate);
    if (command == "tb")
        return tb_action == TbAction::BUILD ? tb_build_command(tb_build)
               : tb_action == TbAction::VERIFY
                   ? tb_verify_command(tb_probe.tables, tb_build.threads)
               : tb_action == TbAction::SOLVE ? tb_solve_command(tb_solve)
                                              : tb_probe_command(tb_probe);

    std::ios::sync_with_stdio(false);
    Engine engine;
    ProtocolLoop loop(engine, std::cin, std::cout);
    loop.run();
    return 0;
}
