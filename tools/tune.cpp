// Texel tuning of the hand-made evaluation on self-play positions ("FEN;result;score" lines,
// tools/selfplay.cpp). The evaluation is linear in its weights before the phase blend and the
// conversion scale (EvalTrace), so the fit needs no search: full-batch Adam on the squared error
// between a target and sigmoid(K * eval), with
//   target = lambda * result + (1 - lambda) * sigmoid(K * recorded search score),
// K fitted first to the game results with the current weights and then held fixed, so the
// centipawn scale (and with it the search's margins) stays where it is. Every tenth block of
// 1000 lines is held out for validation. With --psqt the piece-square tables are tuned too
// (left-right symmetric, midgame and endgame, every piece type).
//   cmake --build build --target tune
//   build/tune [--lambda L] [--iterations N] [--psqt] [--threads T] [--out F] data.txt...
// The output file holds EVAL_WEIGHTS and, with --psqt, the tables, ready for evaluate.cpp and
// eval_tables.h. docs/tuning.md has the recipe and the measured figures.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "eval/eval_tables.h"
#include "eval/evaluate.h"
#include "rules/position.h"

using namespace xq;

namespace {

constexpr int TEMPO = 10;
constexpr int PSQ_TYPES = 7;                                  // king .. pawn
constexpr int PSQ_PER_TYPE = 50;                              // 10 rows x 5 files (mirrored)
constexpr int PSQ_BASE = TERM_NB;                             // feature index of the first table
constexpr int FEATURES = TERM_NB + PSQ_TYPES * PSQ_PER_TYPE;  // each with a midgame, endgame weight

// One nonzero count of a feature in a position (Red's view); `phases` bit 0 = the midgame
// weight applies, bit 1 = the endgame weight.
struct Entry {
    uint16_t feature;
    uint8_t phases;
    float count;
};

struct Sample {
    uint32_t first;  // its entries in the entry array
    uint16_t size;
    uint8_t phase, scale;
    float fixed_mg, fixed_eg, tempo, result, target;
};

struct Data {
    std::vector<Sample> samples;
    std::vector<Entry> entries;
};

struct Options {
    double lambda = 1.0;
    int iterations = 1000;
    bool psqt = false;
    int threads = 1;
    double lr = 1.0;
    std::string out = "tuned_weights.txt";
    std::vector<std::string> files;
};

const eval_tables::Table* const TABLE_MG[PSQ_TYPES + 1] = {nullptr,
                                                           &eval_tables::KING_MG,
                                                           &eval_tables::ADVISOR_MG,
                                                           &eval_tables::ELEPHANT_MG,
                                                           &eval_tables::HORSE_MG,
                                                           &eval_tables::ROOK_MG,
                                                           &eval_tables::CANNON_MG,
                                                           &eval_tables::PAWN_MG};
const eval_tables::Table* const TABLE_EG[PSQ_TYPES + 1] = {nullptr,
                                                           &eval_tables::KING_EG,
                                                           &eval_tables::ADVISOR_EG,
                                                           &eval_tables::ELEPHANT_EG,
                                                           &eval_tables::HORSE_EG,
                                                           &eval_tables::ROOK_EG,
                                                           &eval_tables::CANNON_EG,
                                                           &eval_tables::PAWN_EG};
constexpr const char* TABLE_NAME[PSQ_TYPES + 1] = {"",      "KING", "ADVISOR", "ELEPHANT",
                                                   "HORSE", "ROOK", "CANNON",  "PAWN"};

// Table row (0 = the far rank, as the tables are written) and mirrored file of a piece.
int psq_feature(Piece p, Square s) {
    const int f = file_of(s), r = rank_of(s);
    const int row = color_of(p) == RED ? 9 - r : r;
    return PSQ_BASE + (type_of(p) - 1) * PSQ_PER_TYPE + row * 5 + std::min(f, 8 - f);
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// Turns one position into entries. With psqt the tables become features and the trace's table
// parts (the scale terms and the fixed king/advisor/elephant sums) are left out.
void add_sample(Data& d, const Position& pos, float result, float score, const Options& o) {
    EvalTrace tr;
    evaluate_trace(pos, tr);
    Sample s{};
    s.first = uint32_t(d.entries.size());
    const auto add = [&](int feature, int phases, double count) {
        if (count != 0)
            d.entries.push_back(Entry{uint16_t(feature), uint8_t(phases), float(count)});
    };
    for (int t = 0; t < TERM_NB; ++t) {
        const bool table_scale = t >= TERM_PST_HORSE && t <= TERM_PST_PAWN;
        if (o.psqt && table_scale) continue;
        add(t, 3, tr.coef[t]);
        add(t, 1, tr.coef_mg_only[t]);
        add(t, 2, tr.coef_eg_only[t]);
    }
    if (o.psqt) {
        // The counts of each mirrored square, Red +1, Black -1.
        float counts[PSQ_TYPES * PSQ_PER_TYPE] = {};
        for (Square sq = 0; sq < SQUARE_NB; ++sq) {
            const Piece p = pos.piece_on(sq);
            if (p == NO_PIECE) continue;
            counts[psq_feature(p, sq) - PSQ_BASE] += color_of(p) == RED ? 1.0f : -1.0f;
        }
        for (int i = 0; i < PSQ_TYPES * PSQ_PER_TYPE; ++i) add(PSQ_BASE + i, 3, counts[i]);
    } else {
        s.fixed_mg = float(tr.fixed_mg);
        s.fixed_eg = float(tr.fixed_eg);
    }
    s.size = uint16_t(d.entries.size() - s.first);
    s.phase = uint8_t(tr.phase);
    s.scale = uint8_t(tr.scale);
    s.tempo = tr.side_to_move == RED ? TEMPO : -TEMPO;
    s.result = result;
    s.target = score;  // the recorded score until the targets are blended
    d.samples.push_back(s);
}

struct Weights {
    std::vector<double> mg, eg;
    Weights() : mg(FEATURES, 0.0), eg(FEATURES, 0.0) {}
};

Weights initial_weights() {
    Weights w;
    for (int t = 0; t < TERM_NB; ++t) w.mg[t] = EVAL_WEIGHTS[t][0], w.eg[t] = EVAL_WEIGHTS[t][1];
    for (int type = 1; type <= PSQ_TYPES; ++type)
        for (int row = 0; row < 10; ++row)
            for (int f = 0; f < 5; ++f) {
                const int i = PSQ_BASE + (type - 1) * PSQ_PER_TYPE + row * 5 + f;
                w.mg[i] = (*TABLE_MG[type])[row][f];
                w.eg[i] = (*TABLE_EG[type])[row][f];
            }
    return w;
}

double eval_red(const Data& d, const Sample& s, const Weights& w) {
    double mg = s.fixed_mg, eg = s.fixed_eg;
    const Entry* e = &d.entries[s.first];
    for (int i = 0; i < s.size; ++i) {
        if (e[i].phases & 1) mg += e[i].count * w.mg[e[i].feature];
        if (e[i].phases & 2) eg += e[i].count * w.eg[e[i].feature];
    }
    return (mg * s.phase + eg * (PHASE_MAX - s.phase)) / PHASE_MAX * s.scale / 16 + s.tempo;
}

// Runs f(begin, end, thread) over the samples on `threads` threads.
template <class F>
void parallel(size_t n, int threads, F f) {
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([=, &f] { f(n * t / threads, n * (t + 1) / threads, t); });
    for (std::thread& th : pool) th.join();
}

// Mean squared error against the blended targets (or the results alone).
double loss(const Data& d, const Weights& w, double k, int threads, bool results_only = false) {
    std::vector<double> part(threads, 0.0);
    parallel(d.samples.size(), threads, [&](size_t b, size_t e, int t) {
        double sum = 0;
        for (size_t i = b; i < e; ++i) {
            const Sample& s = d.samples[i];
            const double err =
                (results_only ? s.result : s.target) - sigmoid(k * eval_red(d, s, w));
            sum += err * err;
        }
        part[t] = sum;
    });
    double sum = 0;
    for (double p : part) sum += p;
    return sum / double(std::max<size_t>(1, d.samples.size()));
}

void gradient(const Data& d, const Weights& w, double k, int threads, Weights& g) {
    std::vector<Weights> parts(threads);
    parallel(d.samples.size(), threads, [&](size_t b, size_t e, int t) {
        Weights& gt = parts[t];
        for (size_t i = b; i < e; ++i) {
            const Sample& s = d.samples[i];
            const double p = sigmoid(k * eval_red(d, s, w));
            const double dv = -2 * (s.target - p) * p * (1 - p) * k * s.scale / 16;
            const double fm = dv * s.phase / PHASE_MAX, fe = dv * (PHASE_MAX - s.phase) / PHASE_MAX;
            const Entry* en = &d.entries[s.first];
            for (int j = 0; j < s.size; ++j) {
                if (en[j].phases & 1) gt.mg[en[j].feature] += fm * en[j].count;
                if (en[j].phases & 2) gt.eg[en[j].feature] += fe * en[j].count;
            }
        }
    });
    g = Weights();
    const double n = double(std::max<size_t>(1, d.samples.size()));
    for (const Weights& p : parts)
        for (int i = 0; i < FEATURES; ++i) g.mg[i] += p.mg[i] / n, g.eg[i] += p.eg[i] / n;
}

bool parse_options(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--psqt")
            o.psqt = true;
        else if (a == "--lambda" && has_value)
            o.lambda = std::atof(argv[++i]);
        else if (a == "--iterations" && has_value)
            o.iterations = std::atoi(argv[++i]);
        else if (a == "--threads" && has_value)
            o.threads = std::max(1, std::atoi(argv[++i]));
        else if (a == "--lr" && has_value)
            o.lr = std::atof(argv[++i]);
        else if (a == "--out" && has_value)
            o.out = argv[++i];
        else if (!a.empty() && a[0] == '-')
            return false;
        else
            o.files.push_back(a);
    }
    return !o.files.empty() && o.lambda >= 0 && o.lambda <= 1;
}

void write_weights(const Options& o, const Weights& w) {
    std::FILE* f = std::fopen(o.out.c_str(), "w");
    if (!f) {
        std::fprintf(stderr, "tune: cannot write %s\n", o.out.c_str());
        return;
    }
    std::fprintf(f, "// EVAL_WEIGHTS (evaluate.cpp)\n");
    for (int t = 0; t < TERM_NB; ++t)
        std::fprintf(f, "{%ld, %ld},%s", std::lround(w.mg[t]), std::lround(w.eg[t]),
                     t % 6 == 5 ? "\n" : " ");
    std::fprintf(f, "\n");
    if (o.psqt) {
        for (int type = 1; type <= PSQ_TYPES; ++type)
            for (int phase = 0; phase < 2; ++phase) {
                const std::vector<double>& v = phase ? w.eg : w.mg;
                std::fprintf(f, "inline constexpr Table %s_%s = {\n", TABLE_NAME[type],
                             phase ? "EG" : "MG");
                for (int row = 0; row < 10; ++row) {
                    std::fprintf(f, "    {");
                    for (int file = 0; file < 9; ++file) {
                        const int i = PSQ_BASE + (type - 1) * PSQ_PER_TYPE + row * 5 +
                                      std::min(file, 8 - file);
                        std::fprintf(f, "%4ld%s", std::lround(v[i]), file < 8 ? "," : "");
                    }
                    std::fprintf(f, "},\n");
                }
                std::fprintf(f, "};\n");
            }
    }
    std::fclose(f);
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse_options(argc, argv, o)) {
        std::fprintf(stderr,
                     "usage: tune [--lambda L (0..1, weight of the results)] [--iterations N]\n"
                     "            [--psqt] [--threads T] [--lr R] [--out FILE] data.txt...\n");
        return 2;
    }
    Data train, valid;
    size_t line_no = 0, bad = 0;
    for (const std::string& path : o.files) {
        std::ifstream in(path);
        if (!in) {
            std::fprintf(stderr, "tune: cannot read %s\n", path.c_str());
            return 1;
        }
        for (std::string line; std::getline(in, line); ++line_no) {
            const size_t a = line.find(';'), b = line.find(';', a + 1);
            Position pos;
            if (a == std::string::npos || b == std::string::npos ||
                !pos.set_fen(line.substr(0, a))) {
                ++bad;
                continue;
            }
            const float result = std::strtof(line.c_str() + a + 1, nullptr);
            const float score = std::strtof(line.c_str() + b + 1, nullptr);
            // Every tenth block of 1000 lines (about ten games) is the validation slice.
            add_sample((line_no / 1000) % 10 == 9 ? valid : train, pos, result, score, o);
        }
    }
    std::fprintf(stderr, "%zu training, %zu validation positions (%zu lines skipped)\n",
                 train.samples.size(), valid.samples.size(), bad);

    Weights w = initial_weights();
    // K for the current weights against the results: golden-section search on the training set.
    double lo = 0.0005, hi = 0.02;
    for (int it = 0; it < 40; ++it) {
        const double m1 = hi - (hi - lo) * 0.618, m2 = lo + (hi - lo) * 0.618;
        if (loss(train, w, m1, o.threads, true) < loss(train, w, m2, o.threads, true))
            hi = m2;
        else
            lo = m1;
    }
    const double k = (lo + hi) / 2;
    for (Data* d : {&train, &valid})
        for (Sample& s : d->samples)
            s.target = float(o.lambda * s.result + (1 - o.lambda) * sigmoid(k * s.target));
    std::fprintf(stderr, "K = %.6f; before: train %.6f valid %.6f (results only: %.6f %.6f)\n", k,
                 loss(train, w, k, o.threads), loss(valid, w, k, o.threads),
                 loss(train, w, k, o.threads, true), loss(valid, w, k, o.threads, true));

    Weights m, v, g;
    const double b1 = 0.9, b2 = 0.999;
    for (int it = 1; it <= o.iterations; ++it) {
        gradient(train, w, k, o.threads, g);
        for (int i = 0; i < FEATURES; ++i)
            for (int phase = 0; phase < 2; ++phase) {
                const double gi = phase ? g.eg[i] : g.mg[i];
                double& mi = phase ? m.eg[i] : m.mg[i];
                double& vi = phase ? v.eg[i] : v.mg[i];
                double& wi = phase ? w.eg[i] : w.mg[i];
                mi = b1 * mi + (1 - b1) * gi;
                vi = b2 * vi + (1 - b2) * gi * gi;
                const double mh = mi / (1 - std::pow(b1, it)), vh = vi / (1 - std::pow(b2, it));
                wi -= o.lr * mh / (std::sqrt(vh) + 1e-12);
            }
        if (it % 100 == 0 || it == o.iterations) {
            std::fprintf(stderr, "iteration %d: train %.6f valid %.6f (results only: %.6f)\n", it,
                         loss(train, w, k, o.threads), loss(valid, w, k, o.threads),
                         loss(valid, w, k, o.threads, true));
            write_weights(o, w);
        }
    }
    std::fprintf(stderr, "weights written to %s\n", o.out.c_str());
}
