#include "cli/tb_solution.h"

#include "rules/movegen.h"
#include "tb/verify.h"

namespace xq::tb {

namespace {

// The best play from `pos` to the mate (none from a draw); `alternatives` other defences at each
// of the loser's moves on this line, each followed by the best play (without further
// alternatives: a variation inside a variation would double the book for little).
MoveLine best_line(const Tablebases& set, Position pos, int alternatives, bool& complete) {
    MoveLine line;
    while (true) {
        const std::vector<MoveValue> values = move_values(set, pos);
        if (values.empty()) {
            complete = complete && count_legal_moves(pos) == 0;  // mated, or left the tables
            return line;
        }
        const MoveValue& best = values.front();
        if (best.value.wdl == Wdl::DRAW) return line;
        MoveNode node(best.move);
        if (best.value.wdl == Wdl::LOSS) {
            for (size_t i = 1; i < values.size() && int(i) <= alternatives; ++i) {
                Position after = pos;
                after.do_move(values[i].move);
                MoveLine variation{MoveNode(values[i].move)};
                for (MoveNode& n : best_line(set, after, 0, complete))
                    variation.push_back(std::move(n));
                node.variations.push_back(std::move(variation));
            }
        }
        line.push_back(std::move(node));
        pos.do_move(best.move);
    }
}

}  // namespace

std::optional<Solution> solve(const Tablebases& set, const Position& pos, int alternatives) {
    const TableEntry entry = set.locate(pos);
    const std::optional<TbValue> value = set.probe(pos);
    if (!entry.table || !value) return std::nullopt;
    Solution s;
    s.table = entry.table->name();
    s.value = *value;
    s.line = best_line(set, pos, alternatives, s.complete);
    return s;
}

}  // namespace xq::tb
