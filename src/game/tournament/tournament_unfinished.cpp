#include "game/tournament/tournament_unfinished.h"

#include "formats/iccs.h"
#include "rules/position.h"
#include "util/text.h"

namespace xq {

std::string format_unfinished(const UnfinishedGame& g) {
    std::string out = "unfinished = " + std::to_string(g.index);
    for (Move m : g.moves) out += " " + move_to_iccs(m);
    out += "\n";
    if (g.clock) {
        out += "unfinished_clock =";
        for (const Clock::Side& s : *g.clock)
            out += " " + std::to_string(s.main_ms) + " " + std::to_string(s.period_ms) + " " +
                   std::to_string(s.used_ms);
        out += "\n";
    }
    return out;
}

bool read_unfinished_moves(const std::string& value, UnfinishedGame& g) {
    const std::vector<std::string> words = split(value, ' ');
    if (words.empty()) return false;
    const auto index = parse_int(words[0], 0, 100000);
    if (!index) return false;
    Position pos;
    std::vector<Move> moves;
    for (size_t i = 1; i < words.size(); ++i) {
        const Move m = iccs_to_move(words[i]);
        if (m == MOVE_NONE || !pos.is_legal(m)) return false;
        pos.do_move(m);
        moves.push_back(m);
    }
    g.index = int(*index);
    g.moves = std::move(moves);
    return true;
}

bool read_unfinished_clock(const std::string& value, UnfinishedGame& g) {
    const std::vector<std::string> words = split(value, ' ');
    if (words.size() != 6) return false;
    std::array<Clock::Side, 2> sides;
    int64_t* fields[6] = {&sides[RED].main_ms,   &sides[RED].period_ms,   &sides[RED].used_ms,
                          &sides[BLACK].main_ms, &sides[BLACK].period_ms, &sides[BLACK].used_ms};
    for (size_t i = 0; i < 6; ++i) {
        const auto ms = parse_int(words[i], 0, int64_t(1) << 40);
        if (!ms) return false;
        *fields[i] = *ms;
    }
    g.clock = sides;
    return true;
}

}  // namespace xq
