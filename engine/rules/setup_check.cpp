#include "rules/setup_check.h"

#include "rules/position.h"
#include "rules/tables.h"

namespace xq {

namespace {

constexpr const char* SETUP_PIECE_CHARS = " KABNRCP kabnrcp";
constexpr const char* SETUP_TYPE_NAMES[] = {"",      "king", "advisor", "elephant",
                                            "horse", "rook", "cannon",  "pawn"};

Piece piece_of_char(char c) {
    for (int p = 1; p < PIECE_NB; ++p)
        if (SETUP_PIECE_CHARS[p] == c && c != ' ') return Piece(p);
    // The letters some tools use: H for the horse, E for the elephant.
    switch (c) {
        case 'H':
            return make_piece(RED, HORSE);
        case 'h':
            return make_piece(BLACK, HORSE);
        case 'E':
            return make_piece(RED, ELEPHANT);
        case 'e':
            return make_piece(BLACK, ELEPHANT);
        default:
            return NO_PIECE;
    }
}

std::string setup_square_name(Square s) {
    return std::string(1, char('a' + file_of(s))) + char('0' + rank_of(s));
}

}  // namespace

int piece_limit(PieceType t) {
    return t == KING ? 1 : t == PAWN ? 5 : 2;
}

bool Setup::set_fen(std::string_view fen) {
    Setup s;
    size_t i = 0;
    int rank = 9, file = 0;
    for (; i < fen.size() && fen[i] != ' '; ++i) {
        const char c = fen[i];
        if (c == '/') {
            if (file != 9 || rank == 0) return false;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > 9) return false;
        } else {
            const Piece p = piece_of_char(c);
            if (p == NO_PIECE || file >= 9) return false;
            s.board[size_t(make_square(file++, rank))] = p;
        }
    }
    if (rank != 0 || file != 9) return false;
    while (i < fen.size() && fen[i] == ' ') ++i;
    if (i < fen.size()) {
        if (fen[i] == 'b' || fen[i] == 'B')
            s.side = BLACK;
        else if (fen[i] != 'w' && fen[i] != 'W' && fen[i] != 'r' && fen[i] != 'R')
            return false;
    }
    *this = s;
    return true;
}

std::string Setup::fen() const {
    return board_fen(board, side);
}

int Setup::count(Piece p) const {
    int n = 0;
    for (Piece q : board) n += q == p;
    return n;
}

std::vector<SetupProblem> check_setup(const Setup& setup) {
    std::vector<SetupProblem> out;
    for (Color c : {RED, BLACK})
        if (setup.count(make_piece(c, KING)) == 0) out.emplace_back(SetupIssue::KING_MISSING, c);
    for (Color c : {RED, BLACK})
        for (int t = KING; t <= PAWN; ++t) {
            const int n = setup.count(make_piece(c, PieceType(t)));
            if (n > piece_limit(PieceType(t)))
                out.emplace_back(SetupIssue::TOO_MANY, c, PieceType(t), SQ_NONE, n,
                                 piece_limit(PieceType(t)));
        }
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = setup.board[size_t(s)];
        if (!p || reachable_square(color_of(p), type_of(p), s)) continue;
        out.emplace_back(
            type_of(p) == KING ? SetupIssue::KING_OUTSIDE_PALACE : SetupIssue::UNREACHABLE_SQUARE,
            color_of(p), type_of(p), s);
    }
    if (!out.empty()) return out;
    // One king each, in their palaces: facing on one file with nothing between?
    Square king[2] = {SQ_NONE, SQ_NONE};
    for (Square s = 0; s < SQUARE_NB; ++s)
        if (type_of(setup.board[size_t(s)]) == KING) king[color_of(setup.board[size_t(s)])] = s;
    if (file_of(king[RED]) == file_of(king[BLACK])) {
        bool open = true;
        for (Square s = king[RED] + 9; s < king[BLACK]; s += 9)
            open = open && !setup.board[size_t(s)];
        if (open) {
            out.emplace_back(SetupIssue::KINGS_FACING);
            return out;
        }
    }
    // Everything else is sound: Position's own check finds the side not to move in check.
    Position pos;
    if (!pos.set_fen(setup.fen()))
        out.emplace_back(SetupIssue::SIDE_NOT_TO_MOVE_IN_CHECK, ~setup.side);
    return out;
}

std::string describe(const SetupProblem& p) {
    const std::string side = color_name(p.color);
    const std::string type = SETUP_TYPE_NAMES[p.type];
    switch (p.issue) {
        case SetupIssue::KING_MISSING:
            return side + " has no king";
        case SetupIssue::KING_OUTSIDE_PALACE:
            return "the " + side + " king on " + setup_square_name(p.square) +
                   " is outside its palace";
        case SetupIssue::UNREACHABLE_SQUARE:
            return "a " + side + " " + type + " can never stand on " + setup_square_name(p.square);
        case SetupIssue::TOO_MANY:
            return side + " has " + std::to_string(p.count) + " " + type + "s (at most " +
                   std::to_string(p.limit) + ")";
        case SetupIssue::KINGS_FACING:
            return "the kings face each other on an open file";
        case SetupIssue::SIDE_NOT_TO_MOVE_IN_CHECK:
            return side + " is in check but it is not " + side + "'s move";
    }
    return {};
}

}  // namespace xq
