#include "tb/generate.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <thread>

#include "rules/movegen.h"

namespace xq::tb {

namespace {

constexpr uint16_t UNRESOLVED = 0xFFFF;
constexpr uint16_t INVALID = 0xFFFE;
constexpr uint16_t NONE = 0xFFFF;

// What the captures of a position lead to: values in smaller tables, from the side to move
// after the capture's point of view.
struct Captures {
    uint16_t shortest_loss = NONE;  // the child lost soonest (a win for us in one more ply)
    uint16_t longest_win = 0;       // the child that wins latest, when `wins`
    bool wins = false;              // some child wins
    bool not_all_wins = false;      // some child draws or loses
};

// The positions of a table and the successors of each: entry = side_to_move * size + index.
struct Graph {
    std::vector<uint16_t> value;  // a distance in plies, UNRESOLVED or INVALID
    std::vector<Captures> captures;
    std::vector<uint64_t> first;  // successors of e: edges[first[e] .. first[e + 1])
    std::vector<uint32_t> edges;
};

template <class Work>
void run_threads(int threads, uint64_t count, Work&& work) {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const uint64_t begin = count * uint64_t(t) / uint64_t(threads);
        const uint64_t end = count * uint64_t(t + 1) / uint64_t(threads);
        pool.emplace_back([&work, t, begin, end] { work(t, begin, end); });
    }
    for (auto& th : pool) th.join();
}

// Sets up every position of entries [begin, end) and lists its successors in `edges`
// (first[e + 1] gets the count of e); returns false when a smaller table is missing.
bool expand(const Layout& layout, const Tablebases& known, Graph& g, uint64_t begin, uint64_t end,
            std::vector<uint32_t>& edges, std::string& missing) {
    const uint64_t size = layout.size();
    Position pos;
    for (uint64_t e = begin; e < end; ++e) {
        const int stm = int(e / size);
        const Placement p = layout.placement(e % size);
        Piece board[SQUARE_NB];
        if (!layout.board_of(p, board) || !pos.set_board(board, Color(stm))) {
            g.value[e] = INVALID;
            continue;
        }
        MoveList moves;
        generate_legal(pos, moves);
        if (moves.size() == 0) g.value[e] = 0;
        Captures& c = g.captures[e];
        uint64_t count = 0;
        for (Move m : moves) {
            const Square from = from_sq(m), to = to_sq(m);
            if (board[to]) {
                Piece child[SQUARE_NB];
                std::copy(board, board + SQUARE_NB, child);
                child[to] = child[from];
                child[from] = NO_PIECE;
                const auto v = known.probe(child, Color(stm ^ 1));
                if (!v) {
                    missing = "the table of the position after a capture is missing: " +
                              board_fen(child, Color(stm ^ 1));
                    return false;
                }
                if (v->wdl == Wdl::LOSS)
                    c.shortest_loss = std::min(c.shortest_loss, uint16_t(v->dtm));
                if (v->wdl == Wdl::WIN) {
                    c.wins = true;
                    c.longest_win = std::max(c.longest_win, uint16_t(v->dtm));
                } else {
                    c.not_all_wins = true;
                }
                continue;
            }
            Placement child = p;
            for (int i = 0; i < child.size; ++i)
                if (child.square[i] == from) child.square[i] = uint8_t(to);
            edges.push_back(uint32_t(uint64_t(stm ^ 1) * size + layout.index(child)));
            ++count;
        }
        g.first[e + 1] = count;
    }
    return true;
}

// Level d: decides the open entries it can; keeps the others in `still_open`.
void solve_level(Graph& g, int d, const uint64_t* open, uint64_t count,
                 std::vector<uint64_t>& still_open) {
    auto value = [&](uint64_t e) {
        return std::atomic_ref<uint16_t>(g.value[e]).load(std::memory_order_relaxed);
    };
    for (uint64_t k = 0; k < count; ++k) {
        const uint64_t e = open[k];
        const Captures& c = g.captures[e];
        bool decided = false;
        if (d % 2) {  // a win: a successor lost in d - 1
            decided = c.shortest_loss != NONE && c.shortest_loss + 1 == d;
            for (uint64_t i = g.first[e]; !decided && i < g.first[e + 1]; ++i)
                decided = value(g.edges[i]) == d - 1;
        } else {  // a loss: every successor won, none later than d - 1
            decided = !c.not_all_wins && (!c.wins || c.longest_win < d);
            for (uint64_t i = g.first[e]; decided && i < g.first[e + 1]; ++i) {
                const uint16_t v = value(g.edges[i]);
                decided = v != UNRESOLVED && v < d && v % 2 == 1;
            }
        }
        if (decided)
            std::atomic_ref<uint16_t>(g.value[e]).store(uint16_t(d), std::memory_order_relaxed);
        else
            still_open.push_back(e);
    }
}

}  // namespace

std::vector<Material> capture_successors(const Material& material) {
    std::vector<Material> out;
    for (int side = 0; side < 2; ++side)
        for (PieceType t : NAME_ORDER) {
            if (!material.count[side][t]) continue;
            Material m = material;
            --m.count[side][t];
            m = m.canonicalized();
            if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
        }
    return out;
}

uint64_t estimated_memory(const Material& material) {
    const Layout layout(material);
    constexpr int SAMPLES = 4000;
    std::mt19937_64 rng(1);
    Position pos;
    uint64_t moves = 0;
    for (int i = 0; i < SAMPLES; ++i) {
        Piece board[SQUARE_NB];
        if (!layout.board_of(layout.placement(rng() % layout.size()), board) ||
            !pos.set_board(board, Color(i % 2)))
            continue;
        MoveList list;
        generate_legal(pos, list);
        for (Move m : list) moves += board[to_sq(m)] == NO_PIECE;
    }
    const uint64_t entries = 2 * layout.size();
    return entries * 32 + entries * moves * 8 / SAMPLES;
}

std::unique_ptr<Table> generate_table(const Material& material, const Tablebases& known,
                                      int threads, TableStats* stats, std::string* error,
                                      uint64_t memory_limit, const std::atomic<bool>* stop) {
    const auto start = std::chrono::steady_clock::now();
    auto stopped = [&] {
        if (!stop || !stop->load(std::memory_order_relaxed)) return false;
        if (error) *error = material.name() + ": stopped";
        return true;
    };
    if (const uint64_t need = estimated_memory(material); need > memory_limit) {
        if (error)
            *error = material.name() + ": the generator would need about " +
                     std::to_string(need >> 20) + " MB, more than the limit of " +
                     std::to_string(memory_limit >> 20) + " MB";
        return nullptr;
    }
    threads = std::max(1, threads);
    auto table = std::make_unique<Table>(material);
    const Layout& layout = table->layout();
    const uint64_t entries = 2 * layout.size();
    if (entries > UINT32_MAX) {
        if (error) *error = table->name() + ": too many positions for the generator";
        return nullptr;
    }
    Graph g;
    g.value.assign(entries, UNRESOLVED);
    g.captures.assign(entries, Captures{});
    g.first.assign(entries + 1, 0);

    std::vector<std::vector<uint32_t>> edges(static_cast<size_t>(threads));
    std::vector<std::string> missing(static_cast<size_t>(threads));
    std::atomic<bool> complete = true;
    run_threads(threads, entries, [&](int t, uint64_t begin, uint64_t end) {
        if (!expand(layout, known, g, begin, end, edges[size_t(t)], missing[size_t(t)]))
            complete = false;
    });
    if (!complete) {
        for (auto& m : missing)
            if (!m.empty() && error) *error = m;
        return nullptr;
    }
    if (stopped()) return nullptr;
    for (uint64_t e = 0; e < entries; ++e) g.first[e + 1] += g.first[e];
    g.edges.reserve(g.first[entries]);
    for (auto& part : edges) {
        g.edges.insert(g.edges.end(), part.begin(), part.end());
        std::vector<uint32_t>().swap(part);
    }

    uint16_t last_capture_value = 0;
    std::vector<uint64_t> open;
    for (uint64_t e = 0; e < entries; ++e) {
        if (g.value[e] != UNRESOLVED) continue;
        open.push_back(e);
        const Captures& c = g.captures[e];
        if (c.shortest_loss != NONE)
            last_capture_value = std::max(last_capture_value, c.shortest_loss);
        if (c.wins) last_capture_value = std::max(last_capture_value, c.longest_win);
    }
    std::vector<std::vector<uint64_t>> still_open(static_cast<size_t>(threads));
    bool decided_before = true;
    for (int d = 1;; ++d) {
        if (stopped()) return nullptr;
        run_threads(threads, open.size(), [&](int t, uint64_t begin, uint64_t end) {
            still_open[size_t(t)].clear();
            solve_level(g, d, open.data() + begin, end - begin, still_open[size_t(t)]);
        });
        size_t left = 0;
        for (auto& part : still_open) left += part.size();
        const bool decided = left < open.size();
        open.clear();
        for (auto& part : still_open) open.insert(open.end(), part.begin(), part.end());
        if (decided && d > MAX_DTM) {
            if (error) *error = table->name() + ": a mate longer than a table byte holds";
            return nullptr;
        }
        if (!decided && !decided_before && d > last_capture_value + 1) break;
        decided_before = decided;
    }

    auto& bytes = table->bytes();
    bytes.resize(entries);
    for (uint64_t e = 0; e < entries; ++e) {
        const uint16_t v = g.value[e];
        bytes[e] = v == INVALID ? BYTE_INVALID : v == UNRESOLVED ? BYTE_DRAW : byte_of_dtm(v);
    }
    if (stats) {
        *stats = table->stats();
        stats->seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    return table;
}

bool solve_with_successors(const Material& material, Tablebases& set, int threads,
                           const std::function<bool(const Table&, const TableStats&)>& on_solved,
                           std::string* error, uint64_t memory_limit,
                           const std::atomic<bool>* stop) {
    if (set.find(material)) return true;
    for (const Material& smaller : capture_successors(material))
        if (!solve_with_successors(smaller, set, threads, on_solved, error, memory_limit, stop))
            return false;
    TableStats stats;
    auto table = generate_table(material, set, threads, &stats, error, memory_limit, stop);
    if (!table) return false;
    const Table* added = set.add(std::move(table));
    return !on_solved || on_solved(*added, stats);
}

}  // namespace xq::tb
