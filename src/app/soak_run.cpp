#include "app/soak_run.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

#include "app/app.h"
#include "app/process_sample.h"

namespace xq {

namespace {

// Frame times in 0.05 ms bins up to 200 ms (one bin above for longer ones): hours of frames
// summarised in a fixed few kilobytes, so that the record itself does not grow the memory it
// watches.
class FrameHistogram {
  public:
    void add(double ms) {
        const auto bin = size_t(std::clamp(ms / BIN_MS, 0.0, double(BINS - 1)));
        ++bins_[bin];
        ++count_;
        max_ms_ = std::max(max_ms_, ms);
    }
    long count() const { return count_; }
    double max_ms() const { return max_ms_; }
    // The frame time below which `q` of the frames fall (nearest rank, the bin's upper edge).
    double quantile_ms(double q) const {
        if (count_ == 0) return 0;
        const long rank = std::max(1L, long(std::ceil(q * double(count_))));
        long seen = 0;
        for (size_t i = 0; i < BINS; ++i) {
            seen += bins_[i];
            if (seen >= rank) return i + 1 == BINS ? max_ms_ : double(i + 1) * BIN_MS;
        }
        return max_ms_;
    }
    void clear() { *this = FrameHistogram(); }

  private:
    static constexpr double BIN_MS = 0.05;
    static constexpr size_t BINS = 4001;
    std::array<long, BINS> bins_{};
    long count_ = 0;
    double max_ms_ = 0;
};

// Slope of the least-squares line through (x, y), or nullopt with fewer than two distinct x.
std::optional<double> slope(const std::vector<std::pair<double, double>>& points) {
    if (points.size() < 2) return std::nullopt;
    double sx = 0, sy = 0;
    for (const auto& [x, y] : points) sx += x, sy += y;
    const double n = double(points.size()), mx = sx / n, my = sy / n;
    double sxx = 0, sxy = 0;
    for (const auto& [x, y] : points) sxx += (x - mx) * (x - mx), sxy += (x - mx) * (y - my);
    if (sxx <= 0) return std::nullopt;
    return sxy / sxx;
}

enum class Phase { GAME, REVIEW, ANALYSIS, SETTLE };

const char* phase_name(Phase p) {
    switch (p) {
        case Phase::GAME:
            return "game";
        case Phase::REVIEW:
            return "review";
        case Phase::ANALYSIS:
            return "analysis";
        case Phase::SETTLE:
            return "settle";
    }
    return "?";
}

}  // namespace

int run_soak(App& app, const SoakOptions& o) {
    Controller& c = app.controller();
    if (!c.has_engine()) {
        std::fprintf(stderr, "xiangqi: --soak needs the engine\n");
        return 2;
    }
    if (!sample_process()) {
        std::fprintf(stderr, "xiangqi: --soak reads the process's figures from /proc (Linux)\n");
        return 2;
    }
    Settings& s = app.settings();
    s.movetime_s = o.movetime_s;
    s.engine_threads = o.threads;
    // The review at a fifth of the game's time a position (at least what the setting allows),
    // the analysis for thirty moves' time: a cycle is mostly the game, as a session is.
    s.review_movetime_ms =
        std::clamp(int(o.movetime_s * 200), REVIEW_MOVETIME_MS.min, REVIEW_MOVETIME_MS.max);
    const double analysis_ms = o.movetime_s * 30000, step_ms = analysis_ms / 15;
    s.mode = Mode::DEMO;
    app.ui().select_tab = Ui::Tab::ENGINE;
    c.settings_changed();
    c.new_game();

    const double to_ms = 1000.0 / double(SDL_GetPerformanceFrequency());
    const uint64_t start = SDL_GetPerformanceCounter();
    auto now_ms = [&] { return double(SDL_GetPerformanceCounter() - start) * to_ms; };
    FrameHistogram all, minute;
    double worst_minute_p99 = 0;
    std::vector<std::pair<double, double>> memory;  // (hours, MB) after the first cycle
    std::optional<ProcessSample> baseline;          // at the end of the first cycle
    int open_files_stray = 0, threads_stray = 0, cycles = 0, games_over = 0;
    const ProcessSample first = *sample_process();
    ProcessSample last = first;
    Phase phase = Phase::GAME;
    double phase_start = 0, next_sample = 60000, next_step = 0, next_tick = 0;
    int plies = 0;
    bool over = false;
    const double period_ms = 1000.0 / 60;

    while (now_ms() < o.seconds * 1000 && !app.quit_requested()) {
        const double t = now_ms();
        if (t < next_tick) SDL_Delay(Uint32(next_tick - t));
        next_tick = std::max(next_tick + period_ms, t);
        const uint64_t t0 = SDL_GetPerformanceCounter();
        app.frame();
        const double ms = double(SDL_GetPerformanceCounter() - t0) * to_ms;
        all.add(ms);
        minute.add(ms);
        const double now = now_ms();

        switch (phase) {
            case Phase::GAME:
                if (c.game().over() || c.game().ply() >= o.max_plies) {
                    over = c.game().over();
                    plies = c.game().ply();
                    s.mode = Mode::TWO_HUMANS;  // a game stopped at the cap: the engine stops
                    c.settings_changed();
                    phase = c.study().start_review() ? Phase::REVIEW : Phase::ANALYSIS;
                    phase_start = now;
                    next_step = now + step_ms;
                    if (phase == Phase::ANALYSIS) c.study().set_analysis(true);
                }
                break;
            case Phase::REVIEW:
                if (!c.study().reviewing()) {
                    std::printf("soak-review cycle=%d seconds=%.1f\n", cycles + 1,
                                (now - phase_start) / 1000);
                    phase = Phase::ANALYSIS;
                    phase_start = now;
                    next_step = now + step_ms;
                    c.study().set_analysis(true);
                }
                break;
            case Phase::ANALYSIS:
                if (now >= next_step && c.game().ply() > 0) {  // a ply back, as a reader steps
                    c.go_to(c.game().ply() - 1);
                    next_step += step_ms;
                }
                if (now - phase_start >= analysis_ms) {
                    c.study().set_analysis(false);
                    phase = Phase::SETTLE;
                    phase_start = now;
                }
                break;
            case Phase::SETTLE:  // the engine idle: the cycle's sample, then the next game
                if (!c.engine_thinking() || now - phase_start > 10000) {
                    const ProcessSample p = *sample_process();
                    ++cycles;
                    games_over += over;
                    if (!baseline) baseline = p;
                    open_files_stray =
                        std::max(open_files_stray, std::abs(p.open_files - baseline->open_files));
                    threads_stray =
                        std::max(threads_stray, std::abs(p.threads - baseline->threads));
                    std::printf(
                        "soak-cycle n=%d t_s=%.0f plies=%d over=%d rss_kb=%ld fds=%d "
                        "threads=%d\n",
                        cycles, now / 1000, plies, over ? 1 : 0, p.resident_kb, p.open_files,
                        p.threads);
                    std::fflush(stdout);
                    s.mode = Mode::DEMO;
                    c.settings_changed();
                    c.new_game();
                    phase = Phase::GAME;
                }
                break;
        }

        if (now >= next_sample) {
            last = *sample_process();
            if (baseline) memory.emplace_back(now / 3.6e6, double(last.resident_kb) / 1024);
            const double p99 = minute.quantile_ms(0.99);
            worst_minute_p99 = std::max(worst_minute_p99, p99);
            std::printf(
                "soak-sample t_s=%.0f phase=%s rss_kb=%ld fds=%d threads=%d frames=%ld "
                "p99_ms=%.2f max_ms=%.2f\n",
                now / 1000, phase_name(phase), last.resident_kb, last.open_files, last.threads,
                minute.count(), p99, minute.max_ms());
            std::fflush(stdout);
            minute.clear();
            next_sample += 60000;
        }
    }
    last = *sample_process();
    if (minute.count() > 0) worst_minute_p99 = std::max(worst_minute_p99, minute.quantile_ms(0.99));
    const std::optional<double> growth = slope(memory);  // MB an hour
    char growth_text[32] = "n/a";
    if (growth) std::snprintf(growth_text, sizeof growth_text, "%.2f", *growth);
    std::printf(
        "soak-summary seconds=%.0f movetime_s=%.2f cycles=%d games_over=%d frames=%ld "
        "p99_ms=%.2f max_ms=%.2f worst_minute_p99_ms=%.2f rss_start_kb=%ld rss_end_kb=%ld "
        "rss_growth_mb_per_h=%s fds_baseline=%d fds_stray=%d threads_baseline=%d "
        "threads_stray=%d\n",
        now_ms() / 1000, o.movetime_s, cycles, games_over, all.count(), all.quantile_ms(0.99),
        all.max_ms(), worst_minute_p99, first.resident_kb, last.resident_kb, growth_text,
        baseline ? baseline->open_files : -1, open_files_stray, baseline ? baseline->threads : -1,
        threads_stray);
    std::fflush(stdout);
    return all.count() > 0 ? 0 : 1;
}

}  // namespace xq
