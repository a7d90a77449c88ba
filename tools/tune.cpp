// Texel-style tuning of EVAL_WEIGHTS on self-play positions (tools/selfplay.cpp output):
// minimises the squared error between game results and sigmoid(K * eval) with Adam, using the
// linear structure of the evaluation (EvalTrace) so no search runs during the fit.
//   cmake --build build --target tune
//   build/tune positions.txt [iterations]
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "eval/evaluate.h"
#include "rules/position.h"

using namespace xq;

namespace {

struct Sample {
    float coef[TERM_NB], mg_only[TERM_NB], eg_only[TERM_NB];
    float fixed_mg, fixed_eg, phase, scale, tempo, result;
};

struct Weights {
    double mg[TERM_NB], eg[TERM_NB];
};

double eval_red(const Sample& s, const Weights& w) {
    double mg = s.fixed_mg, eg = s.fixed_eg;
    for (int t = 0; t < TERM_NB; ++t) {
        mg += (s.coef[t] + s.mg_only[t]) * w.mg[t];
        eg += (s.coef[t] + s.eg_only[t]) * w.eg[t];
    }
    return (mg * s.phase + eg * (PHASE_MAX - s.phase)) / PHASE_MAX * s.scale / 16 + s.tempo;
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

double loss(const std::vector<Sample>& data, const Weights& w, double k) {
    double sum = 0;
    for (const Sample& s : data) {
        const double e = s.result - sigmoid(k * eval_red(s, w));
        sum += e * e;
    }
    return sum / data.size();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return std::fprintf(stderr, "usage: tune <positions> [iterations]\n"), 2;
    const int iterations = argc > 2 ? std::atoi(argv[2]) : 3000;
    std::vector<Sample> data;
    std::ifstream in(argv[1]);
    for (std::string line; std::getline(in, line);) {
        const size_t semi = line.find(';');
        if (semi == std::string::npos) continue;
        Position pos;
        if (!pos.set_fen(line.substr(0, semi))) continue;
        EvalTrace tr;
        evaluate_trace(pos, tr);
        Sample s{};
        for (int t = 0; t < TERM_NB; ++t) {
            s.coef[t] = float(tr.coef[t]);
            s.mg_only[t] = float(tr.coef_mg_only[t]);
            s.eg_only[t] = float(tr.coef_eg_only[t]);
        }
        s.fixed_mg = float(tr.fixed_mg);
        s.fixed_eg = float(tr.fixed_eg);
        s.phase = float(tr.phase);
        s.scale = float(tr.scale);
        s.tempo = tr.side_to_move == RED ? 10.f : -10.f;
        s.result = std::stof(line.substr(semi + 1));
        data.push_back(s);
    }
    std::fprintf(stderr, "%zu positions\n", data.size());

    Weights w;
    for (int t = 0; t < TERM_NB; ++t) w.mg[t] = EVAL_WEIGHTS[t][0], w.eg[t] = EVAL_WEIGHTS[t][1];
    // Fit the scaling constant K for the current weights first.
    double k = 0.005, best_k = k, best = 1e9;
    for (double kk = 0.001; kk < 0.02; kk += 0.0005) {
        const double l = loss(data, w, kk);
        if (l < best) best = l, best_k = kk;
    }
    k = best_k;
    std::fprintf(stderr, "K = %.4f, initial loss %.6f\n", k, best);

    // Adam on all weights; the material of a rook stays put to anchor the scale.
    Weights m{}, v{};
    const double lr = 1.0, b1 = 0.9, b2 = 0.999;
    for (int it = 1; it <= iterations; ++it) {
        Weights g{};
        for (const Sample& s : data) {
            const double p = sigmoid(k * eval_red(s, w));
            const double d = -2 * (s.result - p) * p * (1 - p) * k / data.size() * s.scale / 16;
            const double fm = d * s.phase / PHASE_MAX, fe = d * (PHASE_MAX - s.phase) / PHASE_MAX;
            for (int t = 0; t < TERM_NB; ++t) {
                g.mg[t] += fm * (s.coef[t] + s.mg_only[t]);
                g.eg[t] += fe * (s.coef[t] + s.eg_only[t]);
            }
        }
        g.mg[TERM_ROOK] = g.eg[TERM_ROOK] = 0;
        for (int t = 0; t < TERM_NB; ++t) {
            for (int phase = 0; phase < 2; ++phase) {
                double& gi = phase ? g.eg[t] : g.mg[t];
                double& mi = phase ? m.eg[t] : m.mg[t];
                double& vi = phase ? v.eg[t] : v.mg[t];
                double& wi = phase ? w.eg[t] : w.mg[t];
                mi = b1 * mi + (1 - b1) * gi;
                vi = b2 * vi + (1 - b2) * gi * gi;
                const double mh = mi / (1 - std::pow(b1, it)), vh = vi / (1 - std::pow(b2, it));
                wi -= lr * mh / (std::sqrt(vh) + 1e-12);
            }
        }
        if (it % 500 == 0) std::fprintf(stderr, "iteration %d loss %.6f\n", it, loss(data, w, k));
    }
    std::printf("const int EVAL_WEIGHTS[TERM_NB][2] = {\n");
    for (int t = 0; t < TERM_NB; ++t)
        std::printf("    {%d, %d},  // term %d\n", int(std::lround(w.mg[t])),
                    int(std::lround(w.eg[t])), t);
    std::printf("};\n");
}
