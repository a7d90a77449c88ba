#include "tb/verify.h"

#include <algorithm>
#include <mutex>
#include <thread>

#include "rules/movegen.h"

namespace xq::tb {

namespace {

std::string value_text(TbValue v) {
    if (v.wdl == Wdl::DRAW) return "draw";
    return std::string(v.wdl == Wdl::WIN ? "win" : "loss") + " in " + std::to_string(v.dtm);
}

}  // namespace

std::vector<MoveValue> move_values(const Tablebases& set, Position& pos) {
    std::vector<MoveValue> out;
    MoveList moves;
    generate_legal(pos, moves);
    for (Move m : moves) {
        pos.do_move(m);
        const auto child = set.probe(pos);
        pos.undo_move();
        if (!child) return {};
        out.push_back({m, parent_value(*child)});
    }
    std::stable_sort(out.begin(), out.end(), [](const MoveValue& a, const MoveValue& b) {
        return better(a.value, b.value);
    });
    return out;
}

std::optional<TbValue> value_from_successors(const Tablebases& set, Position& pos) {
    MoveList moves;
    generate_legal(pos, moves);
    if (moves.size() == 0) return TbValue{Wdl::LOSS, 0};
    const auto values = move_values(set, pos);
    if (values.empty()) return std::nullopt;
    return values.front().value;
}

Verification verify_table(const Tablebases& set, const Table& table, int threads) {
    const Layout& layout = table.layout();
    const uint64_t entries = 2 * layout.size();
    Verification total;
    std::mutex merge;
    std::vector<std::thread> pool;
    threads = std::max(1, threads);
    for (int t = 0; t < threads; ++t) {
        const uint64_t begin = entries * uint64_t(t) / uint64_t(threads);
        const uint64_t end = entries * uint64_t(t + 1) / uint64_t(threads);
        pool.emplace_back([&, begin, end] {
            Verification part;
            Position pos;
            auto wrong = [&](const std::string& what) {
                if (part.wrong++ == 0) part.first_wrong = what;
            };
            for (uint64_t e = begin; e < end; ++e) {
                const int stm = int(e / layout.size());
                const uint64_t index = e % layout.size();
                Piece board[SQUARE_NB];
                const bool legal = layout.board_of(layout.placement(index), board) &&
                                   pos.set_board(board, Color(stm));
                const std::string fen = board_fen(board, Color(stm));
                const uint8_t stored = table.byte(stm, index);
                if (!legal) {
                    if (stored != BYTE_INVALID) wrong(fen + ": no position, but has a value");
                    continue;
                }
                ++part.positions;
                if (stored == BYTE_INVALID) {
                    wrong(fen + ": a position marked as none");
                    continue;
                }
                const auto expected = value_from_successors(set, pos);
                const TbValue got = value_of_byte(stored);
                if (!expected)
                    wrong(fen + ": a successor no table covers");
                else if (!(*expected == got))
                    wrong(fen + ": stored " + value_text(got) + ", successors say " +
                          value_text(*expected));
            }
            std::lock_guard lock(merge);
            if (total.wrong == 0 && part.wrong) total.first_wrong = part.first_wrong;
            total.positions += part.positions;
            total.wrong += part.wrong;
        });
    }
    for (auto& th : pool) th.join();
    return total;
}

}  // namespace xq::tb
