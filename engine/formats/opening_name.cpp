#include "formats/opening_name.h"

#include <algorithm>

#include "formats/iccs.h"

namespace xq {

namespace {

// The moves mirrored so that Red's first move starts on Red's right half (the 二/三 files):
// 炮八平五 and 炮二平五 are the same opening.
std::vector<std::string> normalised(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    const bool mirror = !moves.empty() && file_of(from_sq(moves[0])) < 4;
    for (Move m : moves) {
        if (mirror) m = make_move(mirror_lr(from_sq(m)), mirror_lr(to_sq(m)));
        out.push_back(move_to_iccs(m));
    }
    return out;
}

// Black's moves among the first `plies` plies.
bool black_played(const std::vector<std::string>& line, const std::string& move, size_t plies) {
    for (size_t i = 1; i < line.size() && i < plies; i += 2)
        if (line[i] == move) return true;
    return false;
}

OpeningName central_cannon(const std::vector<std::string>& line) {
    if (line.size() < 2) return {'B', "中炮", "Central Cannon"};
    const std::string& reply = line[1];
    // Black's cannon to the centre from the same side as Red's (顺炮) or the other (列炮).
    if (reply == "h7e7") return {'D', "顺炮", "Same-Direction Cannons"};
    if (reply == "b7e7") return {'D', "列炮", "Opposite-Direction Cannons"};
    constexpr size_t SETUP = 8;  // Black's first four moves show the defence
    const bool right_horse = black_played(line, "h9g7", SETUP);
    const bool left_horse = black_played(line, "b9c7", SETUP);
    const bool corner_cannon =
        black_played(line, "h7f7", SETUP) || black_played(line, "b7d7", SETUP);
    if ((right_horse || left_horse) && corner_cannon)
        return {'B', "中炮对反宫马", "Central Cannon vs. Reverse Palace Horses"};
    if (right_horse && black_played(line, "h7i7", SETUP))
        return {'B', "中炮对三步虎", "Central Cannon vs. Three-Step Tiger"};
    if (right_horse && black_played(line, "b9a7", SETUP))
        return {'B', "中炮对单提马", "Central Cannon vs. Single Lifted Horse"};
    if (reply == "h9g7" || reply == "b9c7") {
        if (right_horse && left_horse)
            return {'C', "中炮对屏风马", "Central Cannon vs. Screen Horses"};
        return {'C', "中炮对进马", "Central Cannon vs. Horse Defence"};
    }
    return {'B', "中炮局", "Central Cannon Opening"};
}

OpeningName pawn_opening(const std::vector<std::string>& line) {
    if (line.size() >= 2) {
        const std::string& reply = line[1];
        // After 兵三进一 (g3g4): the cannon to the pawn's file, the pawn met, the elephant.
        if (reply == "h7g7")
            return {'E', "仙人指路对卒底炮", "Pawn Opening vs. Cannon Behind Pawn"};
        if (reply == "g6g5") return {'E', "对兵局", "Pawn Opening vs. Pawn"};
        if (reply == "c9e7" || reply == "g9e7")
            return {'E', "仙人指路对飞象", "Pawn Opening vs. Elephant"};
        if (reply == "b7e7" || reply == "h7e7")
            return {'E', "仙人指路对中炮", "Pawn Opening vs. Central Cannon"};
    }
    return {'E', "仙人指路", "Pawn Opening"};
}

}  // namespace

OpeningName opening_name(const std::vector<Move>& moves) {
    if (moves.empty()) return {};
    const std::vector<std::string> line = normalised(moves);
    const std::string& first = line[0];
    if (first == "h2e2") return central_cannon(line);
    if (first == "g3g4") return pawn_opening(line);
    if (first == "g0e2") return {'A', "飞相局", "Elephant Opening"};
    if (first == "h0g2") return {'A', "起马局", "Horse Opening"};
    if (first == "h2f2") return {'A', "仕角炮", "Advisor-Corner Cannon"};
    if (first == "h2d2") return {'A', "过宫炮", "Cross-Palace Cannon"};
    return {'A', "其他开局", "Other Opening"};
}

}  // namespace xq
