// Is a position set up by hand (the GUI's position editor) one that can be played? The board as
// plain squares and the side to move, and a list of everything wrong with it, each problem as
// data (so the GUI says it in its own language) with an English description for logs and tests.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "rules/types.h"

namespace xq {

struct Setup {
    std::array<Piece, SQUARE_NB> board{};
    Color side = RED;  // to move

    // The board of an FEN (as Position::set_fen reads it, but without its checks, so that a
    // broken position can be loaded and repaired). False when the text is not an FEN.
    bool set_fen(std::string_view fen);
    std::string fen() const;  // "... w - - 0 1"
    int count(Piece p) const;
};

enum class SetupIssue : uint8_t {
    KING_MISSING,               // color
    KING_OUTSIDE_PALACE,        // color, square
    UNREACHABLE_SQUARE,         // color, type (advisor, elephant, pawn), square
    TOO_MANY,                   // color, type, count, limit
    KINGS_FACING,               // the kings on one file with nothing between
    SIDE_NOT_TO_MOVE_IN_CHECK,  // color: the side not to move
};

struct SetupProblem {
    SetupProblem(SetupIssue i, Color c = RED, PieceType t = NO_PIECE_TYPE, Square s = SQ_NONE,
                 int n = 0, int most = 0)
        : issue(i), color(c), type(t), square(s), count(n), limit(most) {}

    SetupIssue issue;
    Color color = RED;
    PieceType type = NO_PIECE_TYPE;
    Square square = SQ_NONE;
    int count = 0, limit = 0;
};

// At most this many pieces of a type per side (king 1, pawn 5, the others 2).
int piece_limit(PieceType t);

// Every problem, in a fixed order: missing kings, too many pieces, pieces on squares they can
// never reach (kings outside the palace among them), facing kings, then the side not to move
// in check (only looked at when everything before is fine). Empty: the position can be played.
std::vector<SetupProblem> check_setup(const Setup& setup);

// "Red has no king", "a Black elephant can never stand on e5", ... (ICCS square names).
std::string describe(const SetupProblem& problem);

}  // namespace xq
