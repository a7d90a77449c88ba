// Exhaustive check behind the insufficient-material rule (docs/rules.md): with only kings,
// advisors and elephants on the board, the side to move always has a legal move, so no mate or
// stalemate is possible.
//   cmake --build build --target check_dead_material && build/check_dead_material   (about 20 s)
#include <cstdio>
#include <string>
#include <vector>

#include "rules/movegen.h"
#include "rules/position.h"
#include "util/command_line.h"

using namespace xq;

namespace {

using Army = std::vector<std::pair<char, Square>>;

// Every placement of one side's king, 0-2 advisors and 0-2 elephants on their legal squares.
std::vector<Army> armies(Color c) {
    std::vector<Square> kings, advisors, elephants;
    for (Square s = 0; s < SQUARE_NB; ++s) {
        if (reachable_square(c, KING, s)) kings.push_back(s);
        if (reachable_square(c, ADVISOR, s)) advisors.push_back(s);
        if (reachable_square(c, ELEPHANT, s)) elephants.push_back(s);
    }
    auto up_to_two = [](const std::vector<Square>& v) {
        std::vector<std::vector<Square>> out{{}};
        for (size_t i = 0; i < v.size(); ++i) {
            out.push_back({v[i]});
            for (size_t j = i + 1; j < v.size(); ++j) out.push_back({v[i], v[j]});
        }
        return out;
    };
    const char k = c == RED ? 'K' : 'k', a = c == RED ? 'A' : 'a', b = c == RED ? 'B' : 'b';
    std::vector<Army> out;
    for (Square ks : kings)
        for (const auto& as : up_to_two(advisors))
            for (const auto& bs : up_to_two(elephants)) {
                Army army{{k, ks}};
                bool clash = false;
                for (Square s : as) clash |= s == ks, army.push_back({a, s});
                for (Square s : bs) army.push_back({b, s});
                if (!clash) out.push_back(army);
            }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const CommandLine command_line = parse_command_line(
        argc, argv, "check_dead_material",
        "check_dead_material: checks every position of kings, advisors and elephants "
        "for a legal move (docs/rules.md); exits 1 if one has none.",
        [](CLI::App&) {});
    if (command_line.exit_code) return *command_line.exit_code;
    const std::vector<Army> red = armies(RED), black = armies(BLACK);
    long legal = 0, without_move = 0;
    Position pos;
    for (const Army& r : red)
        for (const Army& b : black) {
            char board[SQUARE_NB] = {};
            for (auto [ch, s] : r) board[s] = ch;
            for (auto [ch, s] : b) board[s] = ch;
            std::string placement;
            for (int rank = 9; rank >= 0; --rank) {
                int empty = 0;
                for (int file = 0; file < 9; ++file) {
                    const char ch = board[make_square(file, rank)];
                    if (!ch) {
                        ++empty;
                        continue;
                    }
                    if (empty) placement += char('0' + empty);
                    empty = 0;
                    placement += ch;
                }
                if (empty) placement += char('0' + empty);
                if (rank) placement += '/';
            }
            for (const char* side : {" w", " b"}) {
                if (!pos.set_fen(placement + side)) continue;
                ++legal;
                if (count_legal_moves(pos) == 0) {
                    ++without_move;
                    std::printf("no legal move: %s%s\n", placement.c_str(), side);
                }
            }
        }
    std::printf("legal positions: %ld, without a legal move: %ld\n", legal, without_move);
    return without_move == 0 ? 0 : 1;
}
