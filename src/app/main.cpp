// xiangqi: the desktop game. Its arguments are declared here (CLI11) and listed in docs/gui.md.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "app/app.h"
#include "app/frame_bench.h"
#include "app/main_loop.h"
#include "app/soak_run.h"
#include "game/files/user_dirs.h"
#include "rules/position.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;

namespace {

constexpr const char* ABOUT =
    "xiangqi: Xiangqi (Chinese chess) against the engine, or two players at one board. Without\n"
    "FILE or --fen it resumes the game saved when it last quit.";

// "1280x860" (or "1280X860") with W in 320..8192 and H in 400..8192 (first_window.h).
std::optional<std::pair<int, int>> parse_window_size(std::string_view text) {
    const size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos) return std::nullopt;
    const std::optional<int64_t> w = parse_int(text.substr(0, x), MIN_WINDOW_W, 8192);
    const std::optional<int64_t> h = parse_int(text.substr(x + 1), MIN_WINDOW_H, 8192);
    if (!w || !h) return std::nullopt;
    return std::pair{int(*w), int(*h)};
}

std::string check_fen(const std::string& fen) {
    Position p;
    std::string error;
    return p.set_fen(fen, &error) ? "" : "bad FEN: " + error;
}

std::string check_size(const std::string& text) {
    return parse_window_size(text) ? ""
                                   : "needs WxH with W 320..8192 and H 400..8192, e.g. 1280x860";
}

std::string check_not_empty(const std::string& text) {
    return text.empty() ? "needs a value" : "";
}

// The game's options, bound to `opt` (and to `size` and `no_save`, which main converts).
void declare_options(CLI::App& cli, AppOptions& opt, std::string& size, bool& no_save) {
    CLI::Option* file =
        cli.add_option("FILE", opt.open_path, "a game to open: PGN, XQF or DhtmlXQ");
    CLI::Option* fen =
        cli.add_option("--fen", opt.fen, "start from this position")->check(check_fen);
    CLI::Option* screenshot = cli.add_option("--screenshot", opt.screenshot_path,
                                             "draw the window, write it to this PNG file and quit")
                                  ->check(check_not_empty);
    cli.add_option("--frames", opt.frames, "frames drawn before the screenshot (default 3)")
        ->check(CLI::Range(1, 100000))
        ->needs(screenshot);
    cli.add_flag("--software", opt.software, "the software renderer even if a faster one exists");
    cli.add_option("--size", size,
                   "the window's size WxH, e.g. 1280x860 (default: fitted to the display, "
                   "then as last left)")
        ->check(check_size);
    CLI::Option* config_dir =
        cli.add_option("--config-dir", opt.config_dir,
                       "where the settings and the game in progress live (default: the user's "
                       "data folder)")
            ->check(check_not_empty);
    CLI::Option* no_engine =
        cli.add_flag("--no-engine", opt.no_engine, "no engine: two players at one board");
    cli.add_flag("--no-save", no_save, "neither load nor save the settings and the game");
    cli.add_option("--tab", opt.tab, "the tab shown first")
        ->check(CLI::IsMember({"game", "moves", "engine", "look", "library"}));
    cli.add_flag("--editor", opt.editor, "open the position editor at start");
    CLI::Option* bench =
        cli.add_option("--bench-frames", opt.bench_seconds,
                       "frame-time benchmark for this many seconds, engine against engine; "
                       "prints the statistics and quits")
            ->check(CLI::Range(0.5, 600.0))
            ->excludes(screenshot)
            ->excludes(no_engine)
            ->excludes(config_dir);
    cli.add_option("--bench-movetime", opt.bench_movetime,
                   "with --bench-frames: the engine's seconds per move (default 1)")
        ->check(CLI::Range(0.1, 60.0))
        ->needs(bench);
    cli.add_option("--bench-threads", opt.bench_threads,
                   "with --bench-frames: the engine's search threads (default 0: automatic, the "
                   "machine's cores up to 8)")
        ->check(CLI::Range(ENGINE_THREADS.min, ENGINE_THREADS.max))
        ->needs(bench);
    cli.add_flag("--bench-analysis", opt.bench_analysis,
                 "with --bench-frames: analysis mode (5 lines) instead of a game");
    CLI::Option* soak =
        cli.add_option("--soak", opt.soak.seconds,
                       "a long session for this many seconds: engine against engine, each game "
                       "reviewed and analysed; prints memory, files, threads and frame times "
                       "(scripts/soak.py)")
            ->check(CLI::Range(10.0, 86400.0))
            ->excludes(screenshot)
            ->excludes(no_engine)
            ->excludes(config_dir)
            ->excludes(bench);
    cli.add_option("--soak-movetime", opt.soak.movetime_s,
                   "with --soak: the engine's seconds per move (default 1)")
        ->check(CLI::Range(0.05, 60.0))
        ->needs(soak);
    cli.add_option("--soak-plies", opt.soak.max_plies,
                   "with --soak: a game still going after this many plies is stopped and "
                   "reviewed (default 300)")
        ->check(CLI::Range(4, 2000))
        ->needs(soak);
    file->excludes(fen);
}

}  // namespace

int main(int argc, char** argv) {
    AppOptions opt;
    std::string size;
    bool no_save = false;
    const CommandLine command_line =
        parse_command_line(argc, argv, "xiangqi", ABOUT,
                           [&](CLI::App& cli) { declare_options(cli, opt, size, no_save); });
    if (command_line.exit_code) return *command_line.exit_code;

    if (const auto wh = parse_window_size(size)) std::tie(opt.width, opt.height) = *wh;
    opt.persist = !no_save;
    if (!opt.screenshot_path.empty() && opt.frames == 0) opt.frames = 3;  // no --frames
    adapt_options(opt);

    const bool soak = opt.soak.seconds > 0;
    std::string bench_dir;  // removed at the end
    if (opt.bench_seconds > 0 || soak) {
        // The game is saved after every move as in play, but into a temporary directory: a
        // benchmark neither resumes nor overwrites the player's game.
        bench_dir = make_unique_temp_dir("xiangqi-bench");
        if (bench_dir.empty()) {
            std::fprintf(stderr, "xiangqi: cannot create a temporary directory for %s\n",
                         soak ? "--soak" : "--bench-frames");
            return EXIT_BAD_ARGUMENTS;
        }
        opt.config_dir = bench_dir;
    }

    int status = 1;
    {
        auto app = std::make_unique<App>(opt);
        std::string error;
        if (!app->init(&error))
            std::fprintf(stderr, "xiangqi: %s\n", error.c_str());
        else if (soak)
            status = run_soak(*app, opt.soak);
        else if (opt.bench_seconds > 0)
            status = run_frame_bench(*app, opt.bench_seconds, opt.bench_movetime,
                                     opt.bench_analysis, opt.bench_threads);
        else
            status = run_main_loop(std::move(app));  // the App goes when its loop ends
    }
    if (!bench_dir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(bench_dir, ec);
    }
    return status;
}
