// The frame-time benchmark's statistics, its command line, and the skipping of frames that would
// show nothing new.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "app/frame_bench.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("frame statistics: median / nearest-rank p99 and max") {
    FrameStats none = summarize_frames({});
    CHECK(none.frames == 0);
    FrameStats odd = summarize_frames({5, 1, 3});
    CHECK(odd.median_ms == 3);
    CHECK(odd.p99_ms == 5);
    CHECK(odd.max_ms == 5);
    CHECK(summarize_frames({4, 1, 3, 2}).median_ms == doctest::Approx(2.5));
    // 200 frames: p99 is the 198th smallest, so two outliers do not count.
    std::vector<double> ms(200, 2.0);
    ms[17] = 50, ms[90] = 40;
    FrameStats s = summarize_frames(ms);
    CHECK(s.median_ms == 2);
    CHECK(s.p99_ms == 2);
    CHECK(s.max_ms == 50);
    ms[5] = 30;  // a third outlier reaches p99
    CHECK(summarize_frames(ms).p99_ms == 30);
    CHECK(format_frame_stats(odd) == "frames=3 median_ms=3.00 p99_ms=5.00 max_ms=5.00");
}

TEST_CASE("a frame that would show nothing new is not drawn / any change is") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->frame();
    app->frame();
    CHECK(!app->last_frame_drawn());
    // The pointer over the board changes nothing by itself...
    push_mouse(*app, SDL_MOUSEMOTION, app->square_in_window(sq("e5")));
    app->frame();
    app->frame();
    CHECK(!app->last_frame_drawn());
    // ...a selection does.
    click_square(*app, sq("h2"));
    CHECK(app->controller().game().ply() == 0);
    push_mouse(*app, SDL_MOUSEMOTION, app->square_in_window(sq("e2")));  // hover on a target
    app->frame();
    CHECK(app->last_frame_drawn());
    app->frame();
    CHECK(!app->last_frame_drawn());
    // A window event (expose, resize) always redraws; a screenshot always draws.
    SDL_SetWindowSize(app->window(), 1000, 760);
    app->frame();
    CHECK(app->last_frame_drawn());
    Frame f = grab(*app);
    CHECK(f.w == 1000);
    CHECK(app->last_frame_drawn());
    // The board layer was built for the first size and rebuilt for the second, not per frame.
    CHECK(app->board_layer_rebuilds() == 2);
}

namespace {

int run(const std::string& args, std::string* out = nullptr) {
    std::string cmd = "SDL_VIDEODRIVER=dummy " + std::string(XQ_GAME_BIN) + " " + args + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return -1;
    std::array<char, 512> buf{};
    std::string text;
    while (fgets(buf.data(), int(buf.size()), p)) text += buf.data();
    int status = pclose(p);
    if (out) *out = text;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("--bench-frames --bench-analysis runs analysis mode / steps through the game") {
    std::string out;
    REQUIRE(run("--software --bench-frames 2.5 --bench-analysis", &out) == 0);
    INFO(out);
    CHECK(out.find("analysis mode with 5 lines") != std::string::npos);
    int moves = -1;
    const size_t at = out.find("per move, ");
    REQUIRE(at != std::string::npos);
    REQUIRE(std::sscanf(out.c_str() + at, "per move, %d moves", &moves) == 1);
    CHECK(moves >= 1);  // a ply a second: the analysis followed at least one new position
    CHECK(out.find("frames=") != std::string::npos);
}

TEST_CASE("--bench-frames runs the engine / prints the frame statistics and exits 0") {
    std::string out;
    REQUIRE(run("--software --bench-frames 0.6 --bench-movetime 0.2", &out) == 0);
    INFO(out);
    int frames = 0;
    double median = -1, p99 = -1, max = -1;
    size_t at = out.find("frames=");
    REQUIRE(at != std::string::npos);
    REQUIRE(std::sscanf(out.c_str() + at, "frames=%d median_ms=%lf p99_ms=%lf max_ms=%lf", &frames,
                        &median, &p99, &max) == 4);
    CHECK(frames > 0);
    CHECK(median >= 0);
    CHECK(median <= p99);
    CHECK(p99 <= max);
    CHECK(out.find("moves") != std::string::npos);

    CHECK(run("--bench-frames 0") == 2);
    CHECK(run("--bench-frames abc") == 2);
    CHECK(run("--bench-frames 2 --no-engine") == 2);
    CHECK(run("--bench-movetime 1") == 2);
    CHECK(run("--bench-frames 2 --screenshot x.png") == 2);
}
