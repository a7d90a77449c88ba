// make_sounds: synthesises the game's sound effects (docs/assets.md) as 16-bit mono WAV files:
// a piece set down on wood, a capture, check, the end of a game, a rejected move and the clock
// warning. Sums of damped sine partials and filtered noise; no samples from anywhere, no clock,
// a fixed noise seed: every run writes the same bytes.
//
// Usage: make_sounds <output dir>   (writes <dir>/sounds/*.wav)

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "util/command_line.h"

namespace {

constexpr int RATE = 44100;
constexpr double PI = 3.14159265358979323846;

// Only + - * / and exact steps (no libm transcendental, whose last bits vary by CPU), so the
// WAVs are byte-identical on every x86-64 machine.
double det_sin(double x) {
    double t = x - 2 * PI * std::floor(x / (2 * PI) + 0.5);  // [-pi, pi]
    if (t > PI / 2) t = PI - t;
    if (t < -PI / 2) t = -PI - t;
    const double t2 = t * t;  // Taylor to t^15 on [-pi/2, pi/2]
    double sum = 1;
    for (int k = 15; k >= 3; k -= 2) sum = 1 - t2 / (k * (k - 1)) * sum;
    return t * sum;
}

double det_exp(double x) {  // x <= 0 in practice
    int halvings = 0;
    while (x < -0.5 || x > 0.5) x /= 2, ++halvings;
    double sum = 1, term = 1;
    for (int k = 1; k < 14; ++k) sum += term *= x / k;
    while (halvings-- > 0) sum *= sum;
    return sum;
}

struct Noise {  // xorshift64: white noise in [-1, 1]
    uint64_t s = 0x9e3779b97f4a7c15ull;
    double next() {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        return double(s >> 11) / double(1ull << 52) - 1;
    }
};

using Wave = std::vector<double>;

Wave silence(double seconds) {
    return Wave(size_t(seconds * RATE), 0.0);
}

// A partial: amplitude, frequency, decay time constant (s), starting at `at` seconds.
void partial(Wave& w, double amp, double freq, double tau, double at = 0) {
    const double decay = det_exp(-1.0 / (tau * RATE));
    double env = amp;
    for (size_t i = size_t(at * RATE); i < w.size(); ++i, env *= decay)
        w[i] += env * det_sin(2 * PI * freq * double(i - size_t(at * RATE)) / RATE);
}

// A burst of noise through a two-pole resonator at `freq`: the click of a hard contact.
void knock(Wave& w, double amp, double freq, double q, double tau, double at, uint64_t seed) {
    Noise n{seed};
    const double r = det_exp(-PI * freq / (q * RATE));
    const double c = 2 * r * det_sin(2 * PI * freq / RATE + PI / 2);  // 2 r cos(w)
    const double decay = det_exp(-1.0 / (tau * RATE));
    double y1 = 0, y2 = 0, env = 1;
    for (size_t i = size_t(at * RATE); i < w.size(); ++i, env *= decay) {
        const double y = n.next() * env * (1 - r) + c * y1 - r * r * y2;
        y2 = y1, y1 = y;
        w[i] += amp * y;
    }
}

// Fades the last `ms` to zero and scales the peak to `peak` (of full scale).
void finish(Wave& w, double peak, double fade_ms = 8) {
    const size_t fade = std::min(w.size(), size_t(fade_ms * RATE / 1000));
    for (size_t i = 0; i < fade; ++i) w[w.size() - 1 - i] *= double(i) / double(fade);
    double max = 1e-9;
    for (double v : w) max = std::max(max, std::fabs(v));
    for (double& v : w) v *= peak / max;
}

// A piece set down: the wood's click, the board's hollow body, a little ring of the piece.
Wave move_sound() {
    Wave w = silence(0.14);
    knock(w, 2.0, 2300, 4, 0.004, 0, 1);
    partial(w, 0.55, 380, 0.030);
    partial(w, 0.25, 1050, 0.018);
    partial(w, 0.10, 2650, 0.010);
    finish(w, 0.70);
    return w;
}

// A capture: a harder, brighter knock, and the taken piece knocked aside a moment later.
Wave capture_sound() {
    Wave w = silence(0.22);
    knock(w, 2.0, 2800, 3, 0.005, 0, 2);
    partial(w, 0.6, 420, 0.035);
    partial(w, 0.3, 1250, 0.020);
    knock(w, 0.6, 3400, 5, 0.004, 0.055, 3);
    partial(w, 0.3, 560, 0.025, 0.055);
    finish(w, 0.85);
    return w;
}

// Check: two bright bell strokes, a fourth apart (E6, A6).
Wave check_sound() {
    Wave w = silence(0.55);
    for (auto [at, f] : {std::pair{0.0, 1318.5}, std::pair{0.12, 1760.0}}) {
        partial(w, 0.6, f, 0.22, at);
        partial(w, 0.25, f * 2.76, 0.08, at);  // a bell's inharmonic upper partial
        partial(w, 0.12, f * 5.40, 0.04, at);
    }
    finish(w, 0.60);
    return w;
}

// The end of the game: a small gong, partials at a gong's inharmonic ratios, slowly dying.
Wave game_end_sound() {
    Wave w = silence(2.2);
    const double f0 = 196;
    const double ratio[] = {1.0, 1.52, 2.03, 2.74, 3.46, 4.21};
    const double amp[] = {1.0, 0.7, 0.5, 0.35, 0.2, 0.12};
    for (int i = 0; i < 6; ++i) {
        partial(w, amp[i], f0 * ratio[i], 0.9 / (1 + 0.5 * i));
        partial(w, amp[i] * 0.4, f0 * ratio[i] * 1.004, 0.9 / (1 + 0.5 * i));  // a slow beat
    }
    knock(w, 0.5, 900, 2, 0.01, 0, 4);  // the mallet
    finish(w, 0.70, 60);
    return w;
}

// A rejected move: a short, dull, falling buzz.
Wave illegal_sound() {
    Wave w = silence(0.20);
    for (int h = 1; h <= 7; h += 2) {  // odd harmonics: a soft square wave
        partial(w, 0.5 / h, 155.0 * h, 0.06);
        partial(w, 0.4 / h, 116.5 * h, 0.06, 0.07);
    }
    finish(w, 0.55);
    return w;
}

// Low time: two short high beeps.
Wave clock_warning_sound() {
    Wave w = silence(0.30);
    for (double at : {0.0, 0.15}) {
        Wave beep = silence(0.07);
        partial(beep, 1.0, 1568, 1.0);
        partial(beep, 0.2, 3136, 1.0);
        finish(beep, 1.0, 10);
        for (size_t i = 0; i < beep.size(); ++i) w[size_t(at * RATE) + i] += beep[i];
    }
    finish(w, 0.45);
    return w;
}

void put16(std::string& out, uint16_t v) {
    out += char(v & 0xff), out += char(v >> 8);
}
void put32(std::string& out, uint32_t v) {
    put16(out, uint16_t(v & 0xffff)), put16(out, uint16_t(v >> 16));
}

bool write_wav(const std::filesystem::path& path, const Wave& w) {
    std::string data;
    for (double v : w) {
        const double s = std::clamp(v, -1.0, 1.0) * 32767;
        put16(data, uint16_t(int16_t(s < 0 ? s - 0.5 : s + 0.5)));
    }
    std::string out = "RIFF";
    put32(out, uint32_t(36 + data.size()));
    out += "WAVEfmt ";
    put32(out, 16);
    put16(out, 1);  // PCM
    put16(out, 1);  // mono
    put32(out, RATE);
    put32(out, RATE * 2);
    put16(out, 2);
    put16(out, 16);
    out += "data";
    put32(out, uint32_t(data.size()));
    out += data;
    std::ofstream f(path, std::ios::binary);
    f << out;
    return bool(f);
}

}  // namespace

int main(int argc, char** argv) {
    std::string out;
    const xq::CommandLine command_line = xq::parse_command_line(
        argc, argv, "make_sounds",
        "make_sounds: synthesises the game's sound effects as WAV files (docs/assets.md).",
        [&](CLI::App& cli) {
            cli.add_option("DIR", out, "the output folder: the files go to DIR/sounds")->required();
        });
    if (command_line.exit_code) return *command_line.exit_code;
    const std::filesystem::path dir = std::filesystem::path(out) / "sounds";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::pair<const char*, Wave> sounds[] = {
        {"move.wav", move_sound()},       {"capture.wav", capture_sound()},
        {"check.wav", check_sound()},     {"game_end.wav", game_end_sound()},
        {"illegal.wav", illegal_sound()}, {"clock_warning.wav", clock_warning_sound()},
    };
    for (const auto& [name, wave] : sounds) {
        if (!write_wav(dir / name, wave)) {
            std::fprintf(stderr, "make_sounds: cannot write %s\n", (dir / name).string().c_str());
            return 1;
        }
    }
    std::printf("make_sounds: %zu files in %s\n", std::size(sounds), dir.string().c_str());
    return 0;
}
