// Trains the evaluation network (engine/eval/nnue_arch.h) on `FEN;result;score` positions
// (tools/selfplay.cpp), quantises it for the engine and checks the two agree. docs/nnue.md has
// the recipe. Deterministic for a seed and thread count; resumable from its per-epoch
// checkpoint. `train_nnue --help` and `train_nnue COMMAND --help` list the options.
//   train_nnue fitk     --data a.txt.xz[,b...] [--cache f.bin]
//   train_nnue train    --data ... --out net.ckpt [--cache f.bin] [--epochs 12] [--threads 2]
//                       [--seed 1] [--lambda 0.7] [--k 400] [--lr 0.001] [--batch 8192]
//                       [--limit N] [--mirror 1] [--decay 0.8] [--resume | --init ckpt|net]
//   train_nnue quantise --checkpoint net.ckpt --out assets/xiangqi.nnue
//   train_nnue check    --checkpoint net.ckpt --net assets/xiangqi.nnue --data a.txt.xz
//                       [--positions 20000]
//   train_nnue loss     --checkpoint net.ckpt|net.nnue --data ... [--cache f.bin] [--lambda 0.7]
//                       [--k 400]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "eval/nnue_eval.h"
#include "eval/nnue_float.h"
#include "rules/position.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;
using namespace xq::nnue;

namespace {

// ------------------------------------------------------------------ data

// One position, compactly: its pieces and squares, side to move, search score and result (Red).
struct Sample {
    uint8_t count = 0;
    uint8_t stm = 0;
    uint8_t result2 = 1;  // 0, 1, 2 = Black wins, draw, Red wins
    uint8_t pad = 0;
    int16_t score = 0;  // centipawns, Red's view
    uint8_t piece[MAX_ACTIVE];
    uint8_t square[MAX_ACTIVE];
};

// ------------------------------------------------------------------ the commands' arguments

// Where the positions come from: text files, or the binary cache made from them.
struct DataArgs {
    std::string files;  // comma-separated; .xz files are read through `xz -dc`
    std::string cache;  // read instead of the files when it exists, else written from them
    size_t limit = 1000000000;
};

struct TrainArgs {
    DataArgs data;
    std::string out;   // the checkpoint, written after every epoch (and out.best)
    std::string init;  // start from these weights (checkpoint or network), fresh optimiser
    bool resume = false;
    int epochs = 12, threads = 2;
    uint64_t seed = 1;
    float lambda = 0.7f, k = 400, lr = 0.001f, decay = 0.8f;
    size_t batch = 8192;
    bool mirror = true;
};

struct QuantiseArgs {
    std::string checkpoint, out;
};

struct CheckArgs {
    std::string checkpoint, net, files;
    size_t positions = 20000;
};

struct LossArgs {
    DataArgs data;
    std::string checkpoint;
    float lambda = 0.7f, k = 400;
    int threads = 2;
};

// The parts of `text` between the separators, empty ones left out.
std::vector<std::string> nonempty_parts(const std::string& text, char sep) {
    std::vector<std::string> parts = split(text, sep);
    std::erase(parts, "");
    return parts;
}

// ------------------------------------------------------------------ reading positions

bool parse_line(const std::string& line, Sample& out) {
    const std::vector<std::string> f = nonempty_parts(line, ';');
    if (f.size() < 3) return false;
    Position pos;
    if (!pos.set_fen(f[0])) return false;
    out.count = 0;
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = pos.piece_on(s);
        if (p == NO_PIECE) continue;
        if (out.count == MAX_ACTIVE) return false;
        out.piece[out.count] = p;
        out.square[out.count++] = uint8_t(s);
    }
    out.stm = pos.side_to_move();
    const std::optional<double> result = parse_double(trim(f[1]), 0.0, 1.0);
    const std::optional<int64_t> score = parse_int(trim(f[2]));
    if (!result || !score) return false;
    out.result2 = uint8_t(std::lround(*result * 2));
    out.score = int16_t(std::clamp<int64_t>(*score, -30000, 30000));
    return true;
}

// Reads text files (.xz through `xz -dc`), at most `limit` positions in file order.
std::vector<Sample> read_text(const std::vector<std::string>& files, size_t limit,
                              size_t* rejected) {
    std::vector<Sample> data;
    for (const std::string& file : files) {
        const bool xz = file.size() > 3 && file.compare(file.size() - 3, 3, ".xz") == 0;
        FILE* in =
            xz ? popen(("xz -dc '" + file + "'").c_str(), "r") : std::fopen(file.c_str(), "r");
        if (!in) {
            std::fprintf(stderr, "cannot read %s\n", file.c_str());
            continue;
        }
        char buf[512];
        while (data.size() < limit && std::fgets(buf, sizeof buf, in)) {
            Sample s;
            std::string line(buf);
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (parse_line(line, s))
                data.push_back(s);
            else
                ++*rejected;
        }
        xz ? pclose(in) : std::fclose(in);
    }
    return data;
}

std::vector<Sample> load_data(const DataArgs& a) {
    const std::string& cache = a.cache;
    const size_t limit = a.limit;
    if (!cache.empty() && std::filesystem::exists(cache)) {
        std::ifstream in(cache, std::ios::binary);
        const size_t n = std::filesystem::file_size(cache) / sizeof(Sample);
        std::vector<Sample> data(std::min(n, limit));
        in.read(reinterpret_cast<char*>(data.data()),
                std::streamsize(data.size() * sizeof(Sample)));
        std::printf("read %zu positions from the cache %s\n", data.size(), cache.c_str());
        return data;
    }
    size_t rejected = 0;
    std::vector<Sample> data = read_text(nonempty_parts(a.files, ','), limit, &rejected);
    std::printf("read %zu positions (%zu lines rejected)\n", data.size(), rejected);
    if (!cache.empty()) {
        std::ofstream out(cache, std::ios::binary);
        out.write(reinterpret_cast<const char*>(data.data()),
                  std::streamsize(data.size() * sizeof(Sample)));
    }
    return data;
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// The training target from the side to move's view.
float target(const Sample& s, float lambda, float k) {
    const float red =
        lambda * float(sigmoid(float(s.score) / k)) + (1 - lambda) * float(s.result2) * 0.5f;
    return s.stm == RED ? red : 1 - red;
}

// ------------------------------------------------------------------ the model

struct Grad {
    FloatNetwork g;
    double loss = 0;
    void zero() {
        g.for_each_tensor([](float* p, size_t n) { std::fill(p, p + n, 0.0f); });
        loss = 0;
    }
};

// Forward pass of one sample; with `grad` also the backward pass (gradient scaled by `scale`).
// Returns the squared error.
// `mirror` reflects the board left-right (the rules are symmetric): a second view of the data.
float step_sample(const FloatNetwork& net, const Sample& s, float t, Grad* grad, float scale,
                  bool mirror = false) {
    alignas(64) float acc[2][L1];
    int feats[2][MAX_ACTIVE];
    const Color stm = Color(s.stm);
    for (int h = 0; h < 2; ++h) {
        const Color view = h == 0 ? stm : ~stm;
        std::memcpy(acc[h], net.ft_bias.data(), sizeof(acc[h]));
        for (int i = 0; i < s.count; ++i) {
            const Square sq = mirror ? mirror_lr(s.square[i]) : Square(s.square[i]);
            feats[h][i] = feature_index(view, s.piece[i], sq);
            const float* w = &net.ft_weights[size_t(feats[h][i]) * L1];
            for (int j = 0; j < L1; ++j) acc[h][j] += w[j];
        }
    }
    alignas(64) float in[2 * L1];
    for (int h = 0; h < 2; ++h)
        for (int j = 0; j < L1; ++j) in[h * L1 + j] = std::clamp(acc[h][j], 0.0f, 1.0f);
    // The bucket's copy of the small layers: rows b * L2 .. b * L2 + L2 - 1.
    const size_t b = size_t(bucket_of(s.count));
    const size_t row0 = b * L2;
    float pre[L2], hid[L2];
    float y = net.out_bias[b];
    for (int k = 0; k < L2; ++k) {
        const float* w = &net.hidden_weights[(row0 + size_t(k)) * 2 * L1];
        float sum = 0;
        for (int i = 0; i < 2 * L1; ++i) sum += w[i] * in[i];
        pre[k] = sum + net.hidden_bias[row0 + size_t(k)];
        hid[k] = std::clamp(pre[k], 0.0f, 1.0f);
        y += hid[k] * net.out_weights[row0 + size_t(k)];
    }
    const float p = float(sigmoid(y));
    const float err = p - t;
    if (!grad) return err * err;
    FloatNetwork& g = grad->g;
    const float dy = 2 * err * p * (1 - p) * scale;
    g.out_bias[b] += dy;
    alignas(64) float din[2 * L1] = {};
    for (int k = 0; k < L2; ++k) {
        const size_t row = row0 + size_t(k);
        g.out_weights[row] += dy * hid[k];
        if (pre[k] <= 0 || pre[k] >= 1) continue;
        const float dh = dy * net.out_weights[row];
        g.hidden_bias[row] += dh;
        float* gw = &g.hidden_weights[row * 2 * L1];
        const float* w = &net.hidden_weights[row * 2 * L1];
        for (int i = 0; i < 2 * L1; ++i) {
            gw[i] += dh * in[i];
            din[i] += dh * w[i];
        }
    }
    for (int h = 0; h < 2; ++h) {
        alignas(64) float da[L1];
        for (int j = 0; j < L1; ++j)
            da[j] = acc[h][j] > 0 && acc[h][j] < 1 ? din[h * L1 + j] : 0.0f;
        for (int j = 0; j < L1; ++j) g.ft_bias[j] += da[j];
        for (int i = 0; i < s.count; ++i) {
            float* gw = &g.ft_weights[size_t(feats[h][i]) * L1];
            for (int j = 0; j < L1; ++j) gw[j] += da[j];
        }
    }
    return err * err;
}

struct Adam {
    std::vector<float> m, v;
    uint64_t t = 0;
};

size_t param_count(FloatNetwork& net) {
    size_t n = 0;
    net.for_each_tensor([&](float*, size_t k) { n += k; });
    return n;
}

void adam_step(FloatNetwork& net, const FloatNetwork& grad, Adam& adam, float lr) {
    constexpr float B1 = 0.9f, B2 = 0.999f, EPS = 1e-8f;
    ++adam.t;
    const float c1 = 1 - float(std::pow(B1, double(adam.t)));
    const float c2 = 1 - float(std::pow(B2, double(adam.t)));
    std::vector<std::pair<const float*, size_t>> grads;
    const_cast<FloatNetwork&>(grad).for_each_tensor([&](float* p, size_t n) {
        grads.push_back({p, n});
    });
    size_t offset = 0, tensor = 0;
    net.for_each_tensor([&](float* p, size_t n) {
        const float* g = grads[tensor++].first;
        float* m = &adam.m[offset];
        float* v = &adam.v[offset];
        for (size_t i = 0; i < n; ++i) {
            m[i] = B1 * m[i] + (1 - B1) * g[i];
            v[i] = B2 * v[i] + (1 - B2) * g[i] * g[i];
            p[i] -= lr * (m[i] / c1) / (std::sqrt(v[i] / c2) + EPS);
        }
        offset += n;
    });
    // The integer ranges (nnue_arch.h).
    for (float& w : net.hidden_weights) w = std::clamp(w, -MAX_HIDDEN_WEIGHT, MAX_HIDDEN_WEIGHT);
    for (float& w : net.ft_weights) w = std::clamp(w, -MAX_FEATURE_WEIGHT, MAX_FEATURE_WEIGHT);
}

void init_network(FloatNetwork& net, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<float> ft(0, 0.05f), hid(0, 1.0f / std::sqrt(2.0f * L1)),
        out(0, 1.0f / std::sqrt(float(L2)));
    for (float& w : net.ft_weights) w = ft(rng);
    for (float& b : net.ft_bias) b = 0.25f;
    for (float& w : net.hidden_weights) w = hid(rng);
    for (float& b : net.hidden_bias) b = 0.1f;
    for (float& w : net.out_weights) w = out(rng);
    for (float& b : net.out_bias) b = 0;
}

// ------------------------------------------------------------------ checkpoints

// Version 2 added the bucket count to the dimensions; version 1 (one bucket) still loads.
constexpr char CKPT_MAGIC[8] = {'X', 'Q', 'N', 'N', 'C', 'K', '2', '\n'};
constexpr char CKPT_MAGIC_V1[8] = {'X', 'Q', 'N', 'N', 'C', 'K', '1', '\n'};

struct Checkpoint {
    FloatNetwork net;
    Adam adam;
    uint32_t epoch = 0;  // epochs completed
};

bool save_checkpoint(Checkpoint& c, const std::string& path) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        const uint32_t dims[4] = {uint32_t(FEATURES), uint32_t(L1), uint32_t(L2),
                                  uint32_t(BUCKETS)};
        out.write(CKPT_MAGIC, 8);
        out.write(reinterpret_cast<const char*>(dims), sizeof dims);
        out.write(reinterpret_cast<const char*>(&c.epoch), sizeof c.epoch);
        out.write(reinterpret_cast<const char*>(&c.adam.t), sizeof c.adam.t);
        out.write(reinterpret_cast<const char*>(&c.net.cp_per_unit), sizeof(float));
        c.net.for_each_tensor([&](float* p, size_t n) {
            out.write(reinterpret_cast<const char*>(p), std::streamsize(n * sizeof(float)));
        });
        out.write(reinterpret_cast<const char*>(c.adam.m.data()),
                  std::streamsize(c.adam.m.size() * sizeof(float)));
        out.write(reinterpret_cast<const char*>(c.adam.v.data()),
                  std::streamsize(c.adam.v.size() * sizeof(float)));
        if (!out) return false;
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    return !ec;
}

bool load_checkpoint(Checkpoint& c, const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    char magic[8];
    uint32_t dims[4] = {0, 0, 0, 1};
    if (!in.read(magic, 8) ||
        (std::memcmp(magic, CKPT_MAGIC, 8) != 0 && std::memcmp(magic, CKPT_MAGIC_V1, 8) != 0)) {
        *error = path + ": not a train_nnue checkpoint";
        return false;
    }
    const bool v1 = std::memcmp(magic, CKPT_MAGIC_V1, 8) == 0;
    in.read(reinterpret_cast<char*>(dims), std::streamsize((v1 ? 3 : 4) * sizeof(uint32_t)));
    if (dims[0] != uint32_t(FEATURES) || dims[1] != uint32_t(L1) || dims[2] != uint32_t(L2) ||
        dims[3] != uint32_t(BUCKETS)) {
        *error = path + ": checkpoint of another architecture";
        return false;
    }
    in.read(reinterpret_cast<char*>(&c.epoch), sizeof c.epoch);
    in.read(reinterpret_cast<char*>(&c.adam.t), sizeof c.adam.t);
    in.read(reinterpret_cast<char*>(&c.net.cp_per_unit), sizeof(float));
    c.net.for_each_tensor([&](float* p, size_t n) {
        in.read(reinterpret_cast<char*>(p), std::streamsize(n * sizeof(float)));
    });
    const size_t n = param_count(c.net);
    c.adam.m.assign(n, 0);
    c.adam.v.assign(n, 0);
    in.read(reinterpret_cast<char*>(c.adam.m.data()), std::streamsize(n * sizeof(float)));
    in.read(reinterpret_cast<char*>(c.adam.v.data()), std::streamsize(n * sizeof(float)));
    if (!in) {
        *error = path + ": truncated checkpoint";
        return false;
    }
    return true;
}

// The weights of a checkpoint, or of a network file (dequantised, with a fresh optimiser): the
// shipped network can be compared and fine-tuned without the checkpoint it came from.
bool load_weights(Checkpoint& c, const std::string& path, std::string* error) {
    std::ifstream probe(path, std::ios::binary);
    char magic[8] = {};
    probe.read(magic, 8);
    if (std::memcmp(magic, FILE_MAGIC, 8) != 0) return load_checkpoint(c, path, error);
    const std::unique_ptr<Network> net = load_network(path, error);
    if (!net) return false;
    c.net = dequantise(*net);
    c.epoch = 0;
    c.adam.t = 0;
    c.adam.m.assign(param_count(c.net), 0);
    c.adam.v.assign(param_count(c.net), 0);
    return true;
}

// ------------------------------------------------------------------ commands

// Mean squared error of sigmoid(score / K) against the results, for a grid of K.
int fit_k(const DataArgs& a) {
    const std::vector<Sample> data = load_data(a);
    double best_k = 0, best = 1e9;
    for (double k = 100; k <= 1200; k += 25) {
        double sum = 0;
        for (const Sample& s : data) {
            const double e = sigmoid(s.score / k) - s.result2 * 0.5;
            sum += e * e;
        }
        sum /= double(data.size());
        if (sum < best) best = sum, best_k = k;
    }
    std::printf("best K %.0f (mean squared error %.5f over %zu positions)\n", best_k, best,
                data.size());
    return 0;
}

template <class F>
void parallel(int threads, F&& f) {
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(f, t);
    f(0);
    for (std::thread& th : pool) th.join();
}

double validation_loss(const FloatNetwork& net, const std::vector<Sample>& val, float lambda,
                       float k, int threads) {
    std::vector<double> sums(size_t(threads), 0.0);
    parallel(threads, [&](int t) {
        for (size_t i = size_t(t); i < val.size(); i += size_t(threads))
            sums[size_t(t)] += step_sample(net, val[i], target(val[i], lambda, k), nullptr, 0);
    });
    double total = 0;
    for (double s : sums) total += s;
    return total / double(val.size());
}

// Validation: the last 2% in file order, so that its games are not in training (positions of
// one game are consecutive in the files). Removes them from `data` and returns them.
std::vector<Sample> split_validation(std::vector<Sample>& data) {
    const size_t val_n = data.size() / 50;
    std::vector<Sample> val(data.end() - std::ptrdiff_t(val_n), data.end());
    data.resize(data.size() - val_n);
    return val;
}

// The validation loss of a checkpoint on the split `train` would make of these data: compares
// networks trained on other data on the same held-out games.
int loss_command(const LossArgs& a) {
    Checkpoint c;
    std::string error;
    if (!load_weights(c, a.checkpoint, &error))
        return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    std::vector<Sample> data = load_data(a.data);
    if (data.size() < 100) return std::fprintf(stderr, "loss: too few positions\n"), 1;
    const std::vector<Sample> val = split_validation(data);
    const float lambda = a.lambda, k = a.k;
    const int threads = a.threads;
    std::printf("%zu held-out positions: validation loss %.6f\n", val.size(),
                validation_loss(c.net, val, lambda, k, threads));
    return 0;
}

int train(const TrainArgs& a) {
    const std::string& out = a.out;
    const int epochs = a.epochs, threads = a.threads;
    const uint64_t seed = a.seed;
    const float lambda = a.lambda, k = a.k, lr0 = a.lr, decay = a.decay;
    const size_t batch = a.batch;
    const bool mirror = a.mirror;

    std::vector<Sample> data = load_data(a.data);
    if (data.size() < 100) return std::fprintf(stderr, "train: too few positions\n"), 1;
    const std::vector<Sample> val = split_validation(data);
    if (batch == 0 || data.size() < batch)
        return std::fprintf(stderr,
                            "train: %zu training positions do not fill one batch of %zu "
                            "(give a smaller --batch)\n",
                            data.size(), batch),
               1;

    Checkpoint c;
    std::string error;
    if (a.resume && std::filesystem::exists(out)) {
        if (!load_checkpoint(c, out, &error)) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
        std::printf("resumed after epoch %u\n", c.epoch);
    } else if (!a.init.empty()) {
        // Fine-tuning: another run's weights, a fresh optimiser and epoch count.
        if (!load_weights(c, a.init, &error)) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
        std::printf("starting from the weights of %s\n", a.init.c_str());
        c.epoch = 0;
        c.adam.t = 0;
        std::fill(c.adam.m.begin(), c.adam.m.end(), 0.0f);
        std::fill(c.adam.v.begin(), c.adam.v.end(), 0.0f);
    } else {
        init_network(c.net, seed);
        c.net.cp_per_unit = k;
        const size_t n = param_count(c.net);
        c.adam.m.assign(n, 0);
        c.adam.v.assign(n, 0);
    }
    std::printf(
        "train %zu, validation %zu, L1 %d, L2 %d, buckets %d, lambda %.2f, K %.0f, batch %zu\n",
        data.size(), val.size(), L1, L2, BUCKETS, lambda, k, batch);
    std::printf("epoch 0 validation loss %.6f\n", validation_loss(c.net, val, lambda, k, threads));
    std::fflush(stdout);

    std::vector<Grad> grads(static_cast<size_t>(threads));
    double best_vloss = 1e9;
    std::vector<uint32_t> order(data.size());
    for (; int(c.epoch) < epochs; ++c.epoch) {
        const auto start = std::chrono::steady_clock::now();
        for (size_t i = 0; i < order.size(); ++i) order[i] = uint32_t(i);
        std::mt19937_64 rng(seed * 1000003 + c.epoch);
        std::shuffle(order.begin(), order.end(), rng);
        const float lr = lr0 * float(std::pow(decay, double(c.epoch)));
        double train_loss = 0;
        for (size_t b0 = 0; b0 + batch <= order.size(); b0 += batch) {
            parallel(threads, [&](int t) {
                Grad& g = grads[size_t(t)];
                g.zero();
                const float scale = 1.0f / float(batch);
                for (size_t i = b0 + size_t(t); i < b0 + batch; i += size_t(threads)) {
                    const Sample& s = data[order[i]];
                    const bool flip = mirror && ((order[i] ^ c.epoch) & 1);
                    g.loss += step_sample(c.net, s, target(s, lambda, k), &g, scale, flip);
                }
            });
            // Sum the threads' gradients in a fixed order (deterministic).
            for (int t = 1; t < threads; ++t) {
                std::vector<float*> dst;
                grads[0].g.for_each_tensor([&](float* p, size_t) { dst.push_back(p); });
                size_t tensor = 0;
                grads[size_t(t)].g.for_each_tensor([&](float* p, size_t n) {
                    float* d = dst[tensor++];
                    for (size_t i = 0; i < n; ++i) d[i] += p[i];
                });
                grads[0].loss += grads[size_t(t)].loss;
            }
            train_loss += grads[0].loss;
            adam_step(c.net, grads[0].g, c.adam, lr);
        }
        const size_t trained = order.size() / batch * batch;  // the whole batches only
        train_loss /= double(trained);
        const double vloss = validation_loss(c.net, val, lambda, k, threads);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("epoch %u lr %.6f train loss %.6f validation loss %.6f (%.1f s)\n", c.epoch + 1,
                    lr, train_loss, vloss, seconds);
        std::fflush(stdout);
        Checkpoint copy = c;
        copy.epoch = c.epoch + 1;
        if (!save_checkpoint(copy, out))
            return std::fprintf(stderr, "cannot write %s\n", out.c_str()), 1;
        // The best epoch by validation loss is kept beside the last (out.best).
        if (vloss < best_vloss) {
            best_vloss = vloss;
            save_checkpoint(copy, out + ".best");
            std::printf("  best so far: %s.best\n", out.c_str());
        }
    }
    return 0;
}

int quantise_command(const QuantiseArgs& a) {
    Checkpoint c;
    std::string error;
    if (!load_checkpoint(c, a.checkpoint, &error))
        return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    size_t clipped = 0;
    const std::unique_ptr<Network> net = quantise(c.net, &clipped);
    if (!save_network(*net, a.out, &error)) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    std::printf("wrote %s (epoch %u, %zu weights clipped to the integer range)\n", a.out.c_str(),
                c.epoch, clipped);
    return 0;
}

// Float (checkpoint) against integer (network file) evaluations on positions of a data file.
int check(const CheckArgs& a) {
    Checkpoint c;
    std::string error;
    if (!load_checkpoint(c, a.checkpoint, &error))
        return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    const std::unique_ptr<Network> net = load_network(a.net, &error);
    if (!net) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    size_t rejected = 0;
    const std::vector<Sample> data =
        read_text(nonempty_parts(a.files, ','), a.positions, &rejected);
    // The integer weights back in floating point: separates weight rounding from the rest.
    const FloatNetwork dq = dequantise(*net);
    double dq_sum = 0;
    double sum = 0, worst = 0;
    std::vector<double> diffs;
    for (const Sample& s : data) {
        Piece board[SQUARE_NB] = {};
        for (int i = 0; i < s.count; ++i) board[s.square[i]] = s.piece[i];
        Position pos;
        pos.set_fen(board_fen(board, Color(s.stm)));
        const double d = std::abs(forward_centipawns(c.net, pos) - float(evaluate(*net, pos)));
        dq_sum += std::abs(forward_centipawns(dq, pos) - float(evaluate(*net, pos)));
        sum += d;
        worst = std::max(worst, d);
        diffs.push_back(d);
    }
    std::sort(diffs.begin(), diffs.end());
    std::printf("|dequantised float - integer| mean %.2f\n", dq_sum / double(diffs.size()));
    if (diffs.empty()) return std::fprintf(stderr, "check: no positions\n"), 1;
    std::printf(
        "%zu positions: |float - integer| centipawns mean %.2f, 99th percentile %.1f, "
        "max %.1f\n",
        diffs.size(), sum / double(diffs.size()), diffs[diffs.size() * 99 / 100], worst);
    return 0;
}

// ------------------------------------------------------------------ the command line

// --data, --cache and --limit of the commands that read positions.
void add_data_options(CLI::App& cmd, DataArgs& a) {
    cmd.add_option("--data", a.files, "text files of FEN;result;score lines, comma-separated");
    cmd.add_option("--cache", a.cache,
                   "binary cache of the positions: read instead of --data when it exists, else "
                   "written from it");
    cmd.add_option("--limit", a.limit, "at most this many positions")
        ->check(check_positive, "POSITIVE");
}

void add_loss_options(CLI::App& cmd, float& lambda, float& k) {
    cmd.add_option("--lambda", lambda, "the weight of the game result in the target, 0 to 1")
        ->check(CLI::Range(0.0, 1.0));
    cmd.add_option("--k", k, "centipawns per unit of the score sigmoid")
        ->check(check_positive, "POSITIVE");
}

// The arguments of every command; the one named on the command line is filled in.
struct Commands {
    DataArgs fitk;
    TrainArgs train;
    QuantiseArgs quantise;
    CheckArgs check;
    LossArgs loss;
};

void declare_commands(CLI::App& cli, Commands& c) {
    cli.option_defaults()->always_capture_default();
    cli.require_subcommand(1);

    CLI::App* fitk =
        cli.add_subcommand("fitk", "the K of sigmoid(score / K) that best fits the results");
    add_data_options(*fitk, c.fitk);

    CLI::App* train = cli.add_subcommand(
        "train", "train a network; resumable from its checkpoint after every epoch");
    add_data_options(*train, c.train.data);
    train->add_option("--out", c.train.out, "the checkpoint (the best epoch: OUT.best)")
        ->required();
    train->add_option("--epochs", c.train.epochs, "epochs in all")
        ->check(check_positive, "POSITIVE");
    train->add_option("--threads", c.train.threads, "threads")->check(CLI::Range(1, 1024));
    train->add_option("--seed", c.train.seed, "the seed of the weights and the shuffles");
    add_loss_options(*train, c.train.lambda, c.train.k);
    train->add_option("--lr", c.train.lr, "the first epoch's learning rate")
        ->check(check_positive, "POSITIVE");
    train->add_option("--decay", c.train.decay, "the learning rate's factor per epoch")
        ->check(check_positive, "POSITIVE");
    train->add_option("--batch", c.train.batch, "positions per step")
        ->check(check_positive, "POSITIVE");
    train->add_option("--mirror", c.train.mirror,
                      "1: every other position mirrored left-right; 0: none");
    CLI::Option* resume = train->add_flag("--resume", c.train.resume,
                                          "continue from the checkpoint --out if it exists");
    train
        ->add_option("--init", c.train.init,
                     "start from these weights (a checkpoint or a network file)")
        ->excludes(resume);

    CLI::App* quantise =
        cli.add_subcommand("quantise", "the integer network file the engine loads");
    quantise->add_option("--checkpoint", c.quantise.checkpoint, "the trained checkpoint")
        ->required();
    quantise->add_option("--out", c.quantise.out, "the network file to write")->required();

    CLI::App* check = cli.add_subcommand(
        "check", "the float checkpoint against the integer network on data positions");
    check->add_option("--checkpoint", c.check.checkpoint, "the trained checkpoint")->required();
    check->add_option("--net", c.check.net, "the quantised network file")->required();
    check->add_option("--data", c.check.files, "text files of positions, comma-separated")
        ->required();
    check->add_option("--positions", c.check.positions, "positions compared")
        ->check(check_positive, "POSITIVE");

    CLI::App* loss = cli.add_subcommand(
        "loss", "the validation loss of a checkpoint or network on the held-out games");
    loss->add_option("--checkpoint", c.loss.checkpoint, "a checkpoint or network file")->required();
    add_data_options(*loss, c.loss.data);
    add_loss_options(*loss, c.loss.lambda, c.loss.k);
    loss->add_option("--threads", c.loss.threads, "threads")->check(CLI::Range(1, 1024));
}

}  // namespace

int main(int argc, char** argv) {
    Commands c;
    const CommandLine command_line = parse_command_line(
        argc, argv, "train_nnue",
        "train_nnue: trains, quantises and checks the evaluation network (docs/nnue.md).",
        [&](CLI::App& cli) { declare_commands(cli, c); });
    if (command_line.exit_code) return *command_line.exit_code;
    const std::string& command = command_line.subcommand;
    if (command == "fitk") return fit_k(c.fitk);
    if (command == "train") return train(c.train);
    if (command == "quantise") return quantise_command(c.quantise);
    if (command == "check") return check(c.check);
    return loss_command(c.loss);
}
