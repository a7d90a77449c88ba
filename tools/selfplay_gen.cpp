#include "selfplay_gen.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>
#include <vector>

#include "engine.h"
#include "eval/nnue_network.h"
#include "rules/movegen.h"
#include "rules/rules.h"

namespace xq {

namespace {

constexpr int MATE_CP = 20000;  // a mate score, for adjudication only (never written)

uint64_t splitmix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Plays a random start of min..max plies from the initial position (the i-th attempt of game
// `index`). False when a random line ran into a position without moves.
bool random_start(const SelfplayOptions& o, uint64_t index, int attempt, Position& pos,
                  std::vector<Move>& moves) {
    // mt19937_64's sequence is fixed by the standard; `% n` (not a distribution) keeps the
    // choice the same on every standard library.
    std::mt19937_64 rng(splitmix(splitmix(o.seed) ^ splitmix(index * 1024 + attempt)));
    pos.set_fen(START_FEN);
    moves.clear();
    const int span = std::max(0, o.max_random_plies - o.min_random_plies);
    const int plies = o.min_random_plies + int(rng() % uint64_t(span + 1));
    for (int i = 0; i < plies; ++i) {
        MoveList list;
        generate_legal(pos, list);
        if (!list.size()) return false;
        const Move m = list.moves[rng() % list.size()];
        pos.do_move(m);
        moves.push_back(m);
    }
    MoveList list;
    generate_legal(pos, list);
    return list.size() > 0 && judge_game(pos).result == GameResult::ONGOING;
}

int red_cp(const Score& s, Color side_to_move) {
    const int v = s.kind == Score::MATE ? (s.value > 0 ? MATE_CP : -MATE_CP) : s.value;
    return side_to_move == RED ? v : -v;
}

double result_of(GameResult r) {
    return r == GameResult::RED_WINS ? 1 : r == GameResult::BLACK_WINS ? 0 : 0.5;
}

}  // namespace

SelfplayGame play_selfplay_game(Engine& engine, const SelfplayOptions& o, uint64_t index,
                                const std::atomic<bool>* stop) {
    BestMoveInfo last;
    engine.on_bestmove([&](const BestMoveInfo& b) { last = b; });
    SearchLimits limits;
    limits.nodes = o.nodes;
    struct Quiet {
        std::string fen;
        int score;
    };
    for (int attempt = 0;; ++attempt) {
        Position pos;
        std::vector<Move> start_moves;
        if (!random_start(o, index, attempt, pos, start_moves)) continue;
        const std::string start = pos.fen();
        engine.new_game();
        std::vector<Move> moves;
        std::vector<Quiet> quiet;
        SelfplayGame game;
        int decisive = 0;  // consecutive plies beyond the adjudication score, signed
        bool rejected = false;
        for (int ply = 0;; ++ply) {
            if (stop && stop->load()) {
                game.aborted = true;
                return game;
            }
            const GameStatus status = judge_game(pos);
            if (status.result != GameResult::ONGOING) {
                game.result = result_of(status.result);
                break;
            }
            if (ply >= o.max_plies) break;  // a draw
            engine.set_position(start, moves);
            last = BestMoveInfo{};
            engine.go(limits);
            engine.wait();
            if (!last.best) {  // no legal move: judge_game rules it above, kept as a guard
                game.result = pos.side_to_move() == RED ? 0 : 1;
                break;
            }
            const int cp = red_cp(last.score, pos.side_to_move());
            if (ply == 0 && std::abs(cp) > o.max_start_score) {
                rejected = true;
                break;
            }
            if (std::abs(cp) > o.adjudicate_score)
                decisive = cp > 0 ? std::max(decisive, 0) + 1 : std::min(decisive, 0) - 1;
            else
                decisive = 0;
            // Quiet: not in check, not just captured, and the search's choice is no capture, so
            // the static picture is not in the middle of an exchange. Mate scores have no cp.
            if (!pos.in_check() && !pos.st().captured && !pos.is_capture(last.best) &&
                last.score.kind == Score::CENTIPAWNS)
                quiet.push_back({pos.fen(), cp});
            pos.do_move(last.best);
            moves.push_back(last.best);
            if (std::abs(decisive) >= o.adjudicate_plies) {
                game.result = decisive > 0 ? 1 : 0;
                break;
            }
        }
        if (rejected) continue;
        game.plies = int(moves.size());
        game.positions = int(quiet.size());
        char tail[48];
        for (const Quiet& q : quiet) {
            std::snprintf(tail, sizeof tail, ";%.1f;%d\n", game.result, q.score);
            game.lines += q.fen;
            game.lines += tail;
        }
        return game;
    }
}

namespace {

struct Range {
    uint64_t seed, first, end, next;
};

struct State {
    std::string options;
    uint64_t bytes = 0;
    std::vector<Range> ranges;
};

const char* const STATE_MAGIC = "xq-selfplay-state 1";

// Everything that changes the bytes of a game (the thread count does not). `eval_id` names a
// chosen evaluation (empty for the default, which older state files did not record).
std::string options_signature(const SelfplayOptions& o, const std::string& eval_id) {
    std::ostringstream s;
    s << "nodes=" << o.nodes << " hash=" << o.hash_mb << " random=" << o.min_random_plies << '-'
      << o.max_random_plies << " start=" << o.max_start_score
      << " adjudicate=" << o.adjudicate_score << '/' << o.adjudicate_plies
      << " max_plies=" << o.max_plies;
    if (!eval_id.empty()) s << " eval=" << eval_id;
    return s.str();
}

bool read_state(const std::string& path, State& st, std::string& error) {
    std::ifstream in(path);
    std::string line;
    if (!std::getline(in, line) || line != STATE_MAGIC) {
        error = path + ": not a self-play state file (first line should be '" + STATE_MAGIC + "')";
        return false;
    }
    while (std::getline(in, line)) {
        std::istringstream s(line);
        std::string key;
        s >> key;
        if (key == "options") {
            std::getline(s >> std::ws, st.options);
        } else if (key == "bytes") {
            s >> st.bytes;
        } else if (key == "range") {
            Range r{};
            s >> r.seed >> r.first >> r.end >> r.next;
            if (!s || r.first > r.next || r.next > r.end) {
                error = path + ": bad range line '" + line + "'";
                return false;
            }
            st.ranges.push_back(r);
        } else if (!key.empty()) {
            error = path + ": unknown line '" + line + "'";
            return false;
        }
    }
    return true;
}

bool write_state(const std::string& path, const State& st) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << STATE_MAGIC << "\noptions " << st.options << "\nbytes " << st.bytes << '\n';
        for (const Range& r : st.ranges)
            out << "range " << r.seed << ' ' << r.first << ' ' << r.end << ' ' << r.next << '\n';
        if (!out.flush()) return false;
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);  // atomic: the state is old or new, never half
    return !ec;
}

// Finds or adds the range of this run in the state (its index); -1 with a message when it
// conflicts. Only the last range can be unfinished, since the output continues there.
int place_range(const SelfplayOptions& o, State& st, std::string& error) {
    const uint64_t end = o.first_game + o.games;
    for (size_t i = 0; i < st.ranges.size(); ++i) {
        const Range& r = st.ranges[i];
        if (r.seed == o.seed && r.first == o.first_game && r.end == end) return int(i);
        if (r.seed == o.seed && r.first < end && o.first_game < r.end) {
            error = "games " + std::to_string(o.first_game) + ".." + std::to_string(end) +
                    " of seed " + std::to_string(o.seed) + " overlap the range " +
                    std::to_string(r.first) + ".." + std::to_string(r.end) +
                    " already in the output";
            return -1;
        }
    }
    if (!st.ranges.empty() && st.ranges.back().next < st.ranges.back().end) {
        const Range& r = st.ranges.back();
        error = "the output ends with the unfinished range seed " + std::to_string(r.seed) +
                " games " + std::to_string(r.first) + ".." + std::to_string(r.end) +
                ": finish it first (run that range again)";
        return -1;
    }
    st.ranges.push_back(Range{o.seed, o.first_game, end, o.first_game});
    return int(st.ranges.size()) - 1;
}

}  // namespace

SelfplayRun run_selfplay(const SelfplayOptions& o, const std::string& out_path,
                         std::atomic<bool>* stop,
                         const std::function<void(const SelfplayProgress&)>& on_game) {
    namespace fs = std::filesystem;
    SelfplayRun run;
    const std::string state_path = out_path + ".state";
    State st;
    std::error_code ec;
    const bool have_out = fs::exists(out_path, ec);
    // A network is known by its file's checksum, so a resumed run cannot switch generators.
    std::string eval_id = o.eval == "hce" ? "hce" : "";
    if (!o.eval.empty() && o.eval != "hce") {
        const std::unique_ptr<nnue::Network> net = nnue::load_network(o.eval, &run.error);
        if (!net) return run;
        const std::vector<uint8_t> bytes = nnue::serialize(*net);  // ends in its checksum
        char id[24];
        std::snprintf(id, sizeof id, "net-%02x%02x%02x%02x", bytes[bytes.size() - 1],
                      bytes[bytes.size() - 2], bytes[bytes.size() - 3], bytes[bytes.size() - 4]);
        eval_id = id;
    }
    const std::string signature = options_signature(o, eval_id);
    if (fs::exists(state_path, ec)) {
        if (!read_state(state_path, st, run.error)) return run;
        if (st.options != signature) {
            run.error = out_path + " was made with options '" + st.options + "'; this run has '" +
                        signature + "' (use another output file)";
            return run;
        }
        const uint64_t size = have_out ? fs::file_size(out_path, ec) : 0;
        if (size < st.bytes) {
            run.error = out_path + " is shorter (" + std::to_string(size) +
                        " bytes) than its state records (" + std::to_string(st.bytes) + ")";
            return run;
        }
        if (size > st.bytes) fs::resize_file(out_path, st.bytes, ec);  // a half-written game
        if (ec) {
            run.error = out_path + ": cannot truncate to the last whole game: " + ec.message();
            return run;
        }
    } else {
        if (have_out && fs::file_size(out_path, ec) > 0) {
            run.error = out_path + " exists without " + state_path +
                        ", so a restart could not tell where it stopped (use a new file)";
            return run;
        }
        st.options = signature;
    }
    if (o.threads < 1 || o.nodes == 0 || o.min_random_plies > o.max_random_plies) {
        run.error = "threads and nodes must be positive and the random plies a range";
        return run;
    }
    const int placed = place_range(o, st, run.error);
    if (placed < 0) return run;
    Range& range = st.ranges[size_t(placed)];
    run.progress.next_game = range.next;
    if (range.next == range.end) {  // already done: nothing to add
        run.ok = run.finished = true;
        return run;
    }
    if (!write_state(state_path, st)) {
        run.error = "cannot write " + state_path;
        return run;
    }
    std::FILE* out = std::fopen(out_path.c_str(), "ab");
    if (!out) {
        run.error = "cannot open " + out_path + " for appending";
        return run;
    }

    // The workers watch `quit`; the writer raises it when the caller's `stop` is seen or at the
    // end, so the caller's flag is only read.
    std::atomic<bool> quit{false};
    const auto stop_asked = [&] { return stop && stop->load(); };
    std::mutex mutex;
    std::condition_variable done_cv;
    std::map<uint64_t, SelfplayGame> finished;  // played, waiting for their turn to be written
    std::atomic<uint64_t> next_index{range.next};
    int running = 0;
    std::vector<std::thread> workers;
    const int threads = int(std::min<uint64_t>(uint64_t(o.threads), range.end - range.next));
    for (int t = 0; t < threads; ++t) {
        ++running;
        workers.emplace_back([&] {
            Engine engine;
            engine.set_threads(1);
            engine.set_hash_mb(o.hash_mb);
            // Checked above; the file is read once per worker.
            if (o.eval == "hce")
                engine.set_use_nnue(false);
            else if (!o.eval.empty() && !(engine.load_nnue(o.eval) && engine.set_use_nnue(true)))
                quit.store(true);
            for (;;) {
                const uint64_t i = next_index.fetch_add(1);
                if (i >= range.end || quit.load()) break;
                SelfplayGame g = play_selfplay_game(engine, o, i, &quit);
                if (g.aborted) break;
                std::lock_guard lock(mutex);
                finished.emplace(i, std::move(g));
                done_cv.notify_all();
            }
            std::lock_guard lock(mutex);
            --running;
            done_cv.notify_all();
        });
    }

    const auto t0 = std::chrono::steady_clock::now();
    bool write_failed = false;
    while (range.next < range.end && !stop_asked()) {
        SelfplayGame g;
        {
            std::unique_lock lock(mutex);
            const auto ready = [&] { return finished.count(range.next) || running == 0; };
            if (!done_cv.wait_for(lock, std::chrono::milliseconds(100), ready)) continue;
            auto it = finished.find(range.next);
            if (it == finished.end()) break;  // every worker stopped
            g = std::move(it->second);
            finished.erase(it);
        }
        if (std::fwrite(g.lines.data(), 1, g.lines.size(), out) != g.lines.size() ||
            std::fflush(out) != 0) {
            write_failed = true;
            break;
        }
        st.bytes += g.lines.size();
        ++range.next;
        if (!write_state(state_path, st)) {
            write_failed = true;
            break;
        }
        run.progress.games_written += 1;
        run.progress.positions_written += uint64_t(g.positions);
        run.progress.next_game = range.next;
        run.progress.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (on_game) on_game(run.progress);
    }
    quit.store(true);  // the workers finish (or abandon) their current game and leave
    for (std::thread& w : workers) w.join();
    std::fclose(out);
    if (write_failed) {
        run.error = "writing " + out_path + " or its state failed (disk full?); a rerun resumes";
        return run;
    }
    run.ok = true;
    run.finished = range.next == range.end;
    return run;
}

}  // namespace xq
