#include "app/frame_bench.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "app/app.h"
#include "formats/iccs.h"
#include "game/search_requests.h"

namespace xq {

FrameStats summarize_frames(std::vector<double> ms) {
    FrameStats s;
    s.frames = int(ms.size());
    if (ms.empty()) return s;
    std::sort(ms.begin(), ms.end());
    size_t n = ms.size();
    s.median_ms = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    size_t rank = size_t(std::ceil(0.99 * double(n)));  // nearest rank, 1-based
    s.p99_ms = ms[std::clamp<size_t>(rank, 1, n) - 1];
    s.max_ms = ms.back();
    return s;
}

std::string format_frame_stats(const FrameStats& s, const char* prefix) {
    char line[200];
    std::snprintf(line, sizeof line, "%sframes=%d %smedian_ms=%.2f %sp99_ms=%.2f %smax_ms=%.2f",
                  prefix, s.frames, prefix, s.median_ms, prefix, s.p99_ms, prefix, s.max_ms);
    return line;
}

namespace {

// CPU time of the calling thread: a frame whose wall time is far above it waited (for the
// scheduler, the X server or the GL driver's threads) rather than worked.
double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Time the calling thread spent runnable but waiting for a CPU (Linux schedstat), in ms; 0 where
// unavailable. A long frame with a long wait was descheduled, not busy.
double thread_runqueue_wait_ms() {
    FILE* f = std::fopen("/proc/thread-self/schedstat", "r");
    if (!f) return 0;
    unsigned long long run_ns = 0, wait_ns = 0;
    int n = std::fscanf(f, "%llu %llu", &run_ns, &wait_ns);
    std::fclose(f);
    return n == 2 ? double(wait_ns) / 1e6 : 0;
}

void print_phase(const char* name, std::vector<double> ms) {
    FrameStats s = summarize_frames(std::move(ms));
    std::printf("  %-8s median %6.2f  p99 %6.2f  max %6.2f ms\n", name, s.median_ms, s.p99_ms,
                s.max_ms);
}

}  // namespace

int run_frame_bench(App& app, double seconds, double movetime_s, bool analysis, int threads) {
    Controller& c = app.controller();
    if (!c.has_engine()) {
        std::fprintf(stderr, "xiangqi: --bench-frames needs the engine\n");
        return 2;
    }
    // Warm-up without the engine: textures, font atlas and the first layout are made here.
    Settings& s = app.settings();
    s.mode = Mode::TWO_HUMANS;
    s.movetime_s = movetime_s;
    s.skill = SKILL_RANGE.max;  // full strength: each search takes its whole time
    s.engine_threads = threads;
    s.pv_arrow = true;
    c.settings_changed();
    app.ui().select_tab = Ui::Tab::ENGINE;
    for (int i = 0; i < 10; ++i) app.frame();

    if (analysis) {
        for (const char* m :
             {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "c6c5"})
            c.human_move(iccs_to_move(m), SDL_GetTicks());
        s.analysis_lines = 5;
        c.settings_changed();
        c.study().set_analysis(true);
    } else {
        s.mode = Mode::DEMO;
        c.settings_changed();
    }
    int step = -1;
    double next_step_ms = 1000;
    const double to_ms = 1000.0 / double(SDL_GetPerformanceFrequency());
    std::vector<double> frame_ms, drawn_ms, drawn_cpu_ms, cpu_ms, wait_ms, events_ms, update_ms,
        draw_ms, present_ms;
    int moves = 0, slowest_frame = -1;
    int last_ply = c.game().ply();
    const uint64_t start = SDL_GetPerformanceCounter();
    // Frames start on a 60 Hz clock, like a display's refresh, but nothing waits for vsync: a
    // frame's time is its own work. A frame that overruns delays the next tick.
    const double period_ms = 1000.0 / 60;
    double next_ms = 0;
    while (double(SDL_GetPerformanceCounter() - start) * to_ms < seconds * 1000 &&
           !app.quit_requested()) {
        const double now_ms = double(SDL_GetPerformanceCounter() - start) * to_ms;
        if (analysis && now_ms >= next_step_ms) {
            // Through the game and back, a ply a second: the analysis follows each position.
            const int ply = c.game().ply();
            if (ply + step < 0 || ply + step > c.game().length()) step = -step;
            c.go_to(c.game().ply() + step);
            next_step_ms += 1000;
        }
        if (now_ms < next_ms) SDL_Delay(Uint32(next_ms - now_ms));
        next_ms = std::max(next_ms + period_ms, now_ms);
        const uint64_t t0 = SDL_GetPerformanceCounter();
        const double cpu0 = thread_cpu_ms(), wait0 = thread_runqueue_wait_ms();
        app.frame();
        const double ms = double(SDL_GetPerformanceCounter() - t0) * to_ms;
        cpu_ms.push_back(thread_cpu_ms() - cpu0);
        wait_ms.push_back(thread_runqueue_wait_ms() - wait0);
        const FramePhases& ph = app.last_phases();
        events_ms.push_back(ph.events);
        update_ms.push_back(ph.update);
        draw_ms.push_back(ph.draw);
        present_ms.push_back(ph.present);
        if (c.game().ply() != last_ply) ++moves;
        last_ply = c.game().ply();
        frame_ms.push_back(ms);
        if (app.last_frame_drawn()) {
            drawn_ms.push_back(ms);
            drawn_cpu_ms.push_back(cpu_ms.back());
        }
        if (slowest_frame < 0 || ms > frame_ms[size_t(slowest_frame)])
            slowest_frame = int(frame_ms.size()) - 1;
        if (c.game().over()) c.new_game();  // keep the engine busy for the whole run
    }
    FrameStats stats = summarize_frames(frame_ms);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app.renderer(), &w, &h);
    std::printf(
        "bench-frames: renderer %s, %dx%d, %.1f s, %s%.1f s per move, %d search threads, "
        "%d moves, %zu of %zu frames drawn (the others showed nothing new), %d board "
        "layer builds\n",
        app.renderer_name(), w, h, seconds,
        analysis ? "analysis mode with 5 lines, a ply a second (the engine's time is not used: "
                 : "engine vs engine at ",
        movetime_s, engine_threads(threads), moves, drawn_ms.size(), frame_ms.size(),
        app.board_layer_rebuilds());
    if (slowest_frame >= 0) {
        size_t i = size_t(slowest_frame);
        std::printf(
            "  slowest: frame %zu, %.2f ms = events %.2f + update %.2f + draw %.2f + "
            "present %.2f; UI thread CPU %.2f ms, waiting for a CPU %.2f ms\n",
            i + 1, frame_ms[i], events_ms[i], update_ms[i], draw_ms[i], present_ms[i], cpu_ms[i],
            wait_ms[i]);
    }
    print_phase("events", events_ms);
    print_phase("update", update_ms);
    print_phase("draw", draw_ms);
    print_phase("present", present_ms);
    print_phase("cpu", cpu_ms);
    print_phase("runq", wait_ms);
    std::printf("%s\n", format_frame_stats(stats).c_str());
    std::printf("%s\n", format_frame_stats(summarize_frames(drawn_ms), "drawn_").c_str());
    // The UI thread's CPU time in the drawn frames: the work itself, without waiting.
    std::printf("%s\n", format_frame_stats(summarize_frames(drawn_cpu_ms), "cpu_").c_str());
    // The slowest frame: its time, the part the UI thread sat in the run queue, and the rest.
    if (slowest_frame >= 0) {
        size_t i = size_t(slowest_frame);
        std::printf("slowest_ms=%.2f slowest_runq_ms=%.2f slowest_rest_ms=%.2f\n", frame_ms[i],
                    wait_ms[i], frame_ms[i] - wait_ms[i]);
    }
    std::fflush(stdout);
    return stats.frames > 0 ? 0 : 1;
}

}  // namespace xq
