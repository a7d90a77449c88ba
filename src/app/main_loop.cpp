#include "app/main_loop.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/first_window.h"
#include "bench.h"
#include "engine.h"
#endif

namespace xq {

#ifdef __EMSCRIPTEN__

namespace {
App* running = nullptr;  // for the page's test hooks below
}  // namespace

// Hooks for the page (scripts/test-web.py calls them through Module.ccall): where a square is,
// in CSS pixels of the canvas, and how many moves the game has, so a test can click a move and
// see the engine's reply without reading pixels.
extern "C" {
EMSCRIPTEN_KEEPALIVE double xq_web_square_x(const char* iccs) {
    return running ? double(running->square_in_window(make_square(iccs[0] - 'a', iccs[1] - '0')).x)
                   : -1;
}
EMSCRIPTEN_KEEPALIVE double xq_web_square_y(const char* iccs) {
    return running ? double(running->square_in_window(make_square(iccs[0] - 'a', iccs[1] - '0')).y)
                   : -1;
}
// The centre of the last drawn widget with this label (the welcome dialog's button); -1: none.
EMSCRIPTEN_KEEPALIVE double xq_web_widget_x(const char* label) {
    PointF p{-1, -1};
    return running && running->find_widget(label, p) ? double(p.x) : -1;
}
EMSCRIPTEN_KEEPALIVE double xq_web_widget_y(const char* label) {
    PointF p{-1, -1};
    return running && running->find_widget(label, p) ? double(p.y) : -1;
}
EMSCRIPTEN_KEEPALIVE int xq_web_game_length() {
    return running ? running->controller().game().length() : -1;
}
// The engine's bench (xiangqi-engine bench) at this depth, in this browser, as JSON: its node
// count (the signature, equal to the native program's) and nodes per second. It blocks the
// page while it runs: for measuring and testing only.
EMSCRIPTEN_KEEPALIVE const char* xq_web_bench(int depth) {
    static std::string json;
    const BenchResult r = run_bench(depth);
    json = "{\"nodes\": " + std::to_string(r.nodes) + ", \"nps\": " + std::to_string(r.nps) +
           ", \"ms\": " + std::to_string(r.time_ms) + "}";
    return json.c_str();
}
// The bench's positions, one FEN a line (the positions of scripts/test-web.py --depth-at).
EMSCRIPTEN_KEEPALIVE const char* xq_web_bench_positions() {
    static std::string lines;
    lines.clear();
    for (const std::string& fen : bench_positions()) lines += fen + "\n";
    return lines.c_str();
}
// `go movetime` on one position as the bench searches (one thread, a fresh 16 MB table), as
// JSON: the depth and node count of the last iteration reported. Blocks the page likewise.
EMSCRIPTEN_KEEPALIVE const char* xq_web_search(const char* fen, int movetime_ms) {
    static std::string json;
    Engine engine;
    engine.set_threads(1);
    engine.set_hash_mb(16);
    SearchInfo last;
    engine.on_info([&](const SearchInfo& info) { last = info; });
    std::string error;
    if (!engine.set_position(fen, std::vector<Move>{}, &error)) {
        json = "{\"error\": \"bad FEN\"}";
        return json.c_str();
    }
    engine.new_game();
    SearchLimits limits;
    limits.movetime_ms = movetime_ms;
    engine.go(limits);
    engine.wait();
    json = "{\"depth\": " + std::to_string(last.depth) +
           ", \"nodes\": " + std::to_string(last.nodes) + "}";
    return json.c_str();
}
}

void adapt_options(AppOptions& options) {
    // The canvas fills the page (index.html); the window starts at the page's size and SDL
    // follows the page's resizes.
    double w = 0, h = 0;
    emscripten_get_element_css_size("#canvas", &w, &h);
    options.width = std::max(int(w), MIN_WINDOW_W);
    options.height = std::max(int(h), MIN_WINDOW_H);
}

int run_main_loop(std::unique_ptr<App> app) {
    // One frame per animation frame of the page. main returns, and the runtime stays (emscripten
    // does not exit after main by default); the App with it. Not emscripten's "simulated
    // infinite loop": it unwinds main with an exception that runs main's destructors under
    // wasm exceptions.
    running = app.release();
    emscripten_set_main_loop_arg([](void* a) { static_cast<App*>(a)->frame(); }, running, 0, false);
    return 0;
}

#else

void adapt_options(AppOptions&) {}

int run_main_loop(std::unique_ptr<App> app) {
    return app->run();
}

#endif

}  // namespace xq
