// xiangqi: the desktop game. See docs/gui.md for the flags.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

#include "app/app.h"
#include "app/frame_bench.h"
#include "game/files/user_dirs.h"
#include "rules/position.h"

using namespace xq;

namespace {

const char* const USAGE =
    "usage: xiangqi [--fen <FEN>] [--screenshot <file.png> [--frames <N>]] [--software]\n"
    "               [--size <W>x<H>] [--config-dir <DIR>] [--no-engine] [--no-save]\n"
    "               [--tab game|moves|engine|look] [--editor]\n"
    "               [--bench-frames <seconds> [--bench-movetime <seconds>] [--bench-analysis]]\n"
    "               [FILE]\n"
    "FILE: a game to open (PGN or XQF).\n";

int bad(const std::string& why) {
    std::fprintf(stderr, "xiangqi: %s\n%s", why.c_str(), USAGE);
    return 2;
}

bool parse_double(const char* s, double lo, double hi, double& out) {
    char* end = nullptr;
    double v = std::strtod(s, &end);
    if (end == s || *end || !(v >= lo && v <= hi)) return false;
    out = v;
    return true;
}

bool parse_int(const char* s, int lo, int hi, int& out) {
    char* end = nullptr;
    long v = std::strtol(s, &end, 10);
    if (end == s || *end || v < lo || v > hi) return false;
    out = int(v);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    AppOptions opt;
    bool frames_given = false, movetime_given = false;
    std::string bench_dir;  // removed at the end
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&](const char* what) -> const char* {
            if (i + 1 >= argc) return nullptr;
            (void)what;
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            std::printf("%s", USAGE);
            return 0;
        } else if (a == "--fen") {
            const char* v = value("FEN");
            if (!v) return bad("--fen needs an FEN");
            Position p;
            std::string error;
            if (!p.set_fen(v, &error)) return bad("bad --fen: " + error);
            opt.fen = v;
        } else if (a == "--screenshot") {
            const char* v = value("file");
            if (!v || !*v) return bad("--screenshot needs a file name");
            opt.screenshot_path = v;
        } else if (a == "--frames") {
            const char* v = value("N");
            if (!v || !parse_int(v, 1, 100000, opt.frames))
                return bad("--frames needs a number from 1 to 100000");
            frames_given = true;
        } else if (a == "--bench-frames") {
            const char* v = value("seconds");
            if (!v || !parse_double(v, 0.5, 600, opt.bench_seconds))
                return bad("--bench-frames needs seconds from 0.5 to 600");
        } else if (a == "--bench-movetime") {
            const char* v = value("seconds");
            if (!v || !parse_double(v, 0.1, 60, opt.bench_movetime))
                return bad("--bench-movetime needs seconds from 0.1 to 60");
            movetime_given = true;
        } else if (a == "--bench-analysis") {
            opt.bench_analysis = true;
        } else if (a == "--software") {
            opt.software = true;
        } else if (a == "--size") {
            const char* v = value("WxH");
            int w = 0, h = 0;
            char x = 0, extra = 0;
            if (!v || std::sscanf(v, "%d%c%d%c", &w, &x, &h, &extra) != 3 ||
                (x != 'x' && x != 'X') || w < 640 || h < 480 || w > 8192 || h > 8192)
                return bad("--size needs WxH with W 640..8192 and H 480..8192, e.g. 1280x860");
            opt.width = w, opt.height = h;
        } else if (a == "--config-dir") {
            const char* v = value("DIR");
            if (!v || !*v) return bad("--config-dir needs a directory");
            opt.config_dir = v;
        } else if (a == "--no-engine") {
            opt.no_engine = true;
        } else if (a == "--no-save") {
            opt.persist = false;
        } else if (a == "--tab") {
            const char* v = value("--tab");
            const std::string t = v ? v : "";
            if (t != "game" && t != "moves" && t != "engine" && t != "look")
                return bad("--tab needs game, moves, engine or look");
            opt.tab = t;
        } else if (a == "--editor") {
            opt.editor = true;
        } else if (!a.empty() && a[0] != '-' && opt.open_path.empty()) {
            opt.open_path = a;
        } else {
            return bad("unknown argument '" + a + "'");
        }
    }
    if (!opt.open_path.empty() && !opt.fen.empty()) return bad("give a FEN or a file, not both");
    if (frames_given && opt.screenshot_path.empty())
        return bad("--frames only goes with --screenshot");
    if (!opt.screenshot_path.empty() && !frames_given) opt.frames = 3;
    if (movetime_given && opt.bench_seconds == 0)
        return bad("--bench-movetime only goes with --bench-frames");
    if (opt.bench_seconds > 0) {
        if (!opt.screenshot_path.empty())
            return bad("--bench-frames and --screenshot exclude each other");
        if (opt.no_engine) return bad("--bench-frames needs the engine");
        if (!opt.config_dir.empty()) return bad("--bench-frames uses its own temporary state");
        // The game is saved after every move as in play, but into a temporary directory: a
        // benchmark neither resumes nor overwrites the player's game.
        const std::string dir = make_unique_temp_dir("xiangqi-bench");
        if (dir.empty()) return bad("cannot create a temporary directory for --bench-frames");
        opt.config_dir = dir;
        bench_dir = dir;
    }

    int status = 1;
    {
        App app(opt);
        std::string error;
        if (app.init(&error))
            status = opt.bench_seconds > 0 ? run_frame_bench(app, opt.bench_seconds,
                                                             opt.bench_movetime, opt.bench_analysis)
                                           : app.run();
        else
            std::fprintf(stderr, "xiangqi: %s\n", error.c_str());
    }
    if (!bench_dir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(bench_dir, ec);
    }
    return status;
}
