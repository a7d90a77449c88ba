// The board: piece placement, side to move, FEN in and out, make/unmake with incremental
// Zobrist keys, check detection and move legality.
//
// Representation (chosen for speed): a 90-byte mailbox, piece lists per piece, and per-rank /
// per-file occupancy masks that index the sliding tables in tables.h. A stack of StateInfo
// records every move played since the FEN was set, which undo and the repetition rules use.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rules/tables.h"
#include "rules/types.h"
#include "util/invariant.h"

namespace xq {

// The FEN of a board given square by square (NO_PIECE where empty), with `side` to move and the
// two counters. Position::fen() writes its own through it; so do the position editor and the
// converters that build a board first (XQF, handicaps).
std::string board_fen(std::span<const Piece, SQUARE_NB> board, Color side, int rule60 = 0,
                      int fullmove = 1);

inline constexpr const char* START_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The slow-changing parts of a position, each with its own Zobrist key: the search's correction
// history learns evaluation errors per structure (search/correction.h).
enum Structure : uint8_t {
    PAWN_STRUCTURE,      // both sides' pawns
    FORTRESS_STRUCTURE,  // both sides' kings, advisors and elephants
    RED_MAJORS,          // Red's rooks, horses and cannons
    BLACK_MAJORS,
    STRUCTURE_NB
};
constexpr Structure structure_of(Piece p) {
    switch (type_of(p)) {
        case PAWN:
            return PAWN_STRUCTURE;
        case KING:
        case ADVISOR:
        case ELEPHANT:
            return FORTRESS_STRUCTURE;
        default:
            return color_of(p) == RED ? RED_MAJORS : BLACK_MAJORS;
    }
}

struct StateInfo {
    uint64_t key = 0;                           // Zobrist key of the position after `move`
    uint64_t structure_key[STRUCTURE_NB] = {};  // the same, per Structure
    Move move = MOVE_NONE;  // move that led here (MOVE_NONE for the root and null moves)
    Piece captured = NO_PIECE;
    uint16_t rule60 = 0;    // plies since the last capture (the FEN's halfmove field)
    bool in_check = false;  // is the side to move (after `move`) in check?
};

class Position {
  public:
    Position();  // the start position

    // Sets the position from an FEN. On failure returns false, fills *error with a message that
    // says what is wrong, and leaves the position unchanged.
    bool set_fen(std::string_view fen, std::string* error = nullptr);
    std::string fen() const;
    // Sets the position from a board given square by square, with `side` to move and the move
    // counters at their start; fails as set_fen does for a position that cannot be. Reuses the
    // position's storage: the tablebase generator sets up millions of positions.
    bool set_board(std::span<const Piece, SQUARE_NB> board, Color side,
                   std::string* error = nullptr);

    Piece piece_on(Square s) const { return board_[s]; }
    Color side_to_move() const { return side_; }
    uint64_t key() const { return st().key; }
    uint64_t structure_key(Structure s) const { return st().structure_key[s]; }
    // The key after a (pseudo-legal) move, without making it: lets the search prefetch the
    // child's table entry while it still makes the move.
    uint64_t key_after(Move m) const;
    int rule60() const { return st().rule60; }
    bool in_check() const { return st().in_check; }
    Square king_square(Color c) const { return king_sq_[c]; }
    int count(Piece p) const { return count_[p]; }
    const uint8_t* squares(Piece p) const { return list_[p]; }
    uint16_t rank_occupancy(int rank) const { return rank_occ_[rank]; }
    uint16_t file_occupancy(int file) const { return file_occ_[file]; }
    bool is_capture(Move m) const { return board_[to_sq(m)] != NO_PIECE; }
    int fullmove_number() const {
        return fullmove_base_ + (ply_from_fen() + (side_at_fen_ == BLACK)) / 2;
    }

    // History since set_fen: entry 0 is the root state, the last one is the current state.
    int ply_from_fen() const { return int(history_.size()) - 1; }
    const StateInfo& state_at(int index) const { return history_[index]; }
    const StateInfo& st() const { return history_.back(); }
    Move last_move() const { return st().move; }

    void do_move(Move m);
    void undo_move();
    void do_null_move();
    void undo_null_move();

    // Is the king of colour c attacked (flying general included)?
    bool king_attacked(Color c) const;
    // Could the piece on from(m) make this move (own king safety ignored)?
    bool is_pseudo_legal(Move m) const;
    // For a pseudo-legal move: does it leave the mover's king safe?
    bool leaves_king_safe(Move m) const;
    bool is_legal(Move m) const { return is_pseudo_legal(m) && leaves_king_safe(m); }
    bool gives_check(Move m) const;

    // Recomputes the key from scratch (tests compare it with the incremental key).
    uint64_t compute_key() const;
    uint64_t compute_structure_key(Structure s) const;
    // Checks lists, occupancy, keys and (unless told not to) the check flag against the board;
    // returns an empty string when sound.
    std::string consistency_error(bool with_check_flag = true) const;

  private:
    struct Empty {};
    explicit Position(Empty) { clear(); }
    void clear();
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    std::string validate() const;
    // Validates a position built aside and, when it can be, makes it this one (the root state
    // with these plies since the last capture).
    bool adopt(Position&& p, int rule60, std::string* error);
    // The parts of king_attacked(c): rooks, cannons and the other king along the king's rank and
    // along its file; horses; pawns.
    bool rank_attacked(Color c) const;
    bool file_attacked(Color c) const;
    bool horse_attacked(Color c) const;
    bool pawn_attacked(Color c) const;
    // do_move's check test, after a move of pc from `from` to `to`: only the lines and horse
    // legs the move touched, and the moved piece's own attack, can have put the side to move in
    // check (it was not in check before: that was the mover's position).
    bool check_after(Square from, Square to, Piece pc) const;

    Piece board_[SQUARE_NB];
    uint8_t list_[PIECE_NB][8];  // squares of each piece
    uint8_t index_[SQUARE_NB];   // index of the piece on a square within its list
    uint8_t count_[PIECE_NB];
    uint16_t rank_occ_[RANK_NB];  // bit f set when (f, rank) is occupied
    uint16_t file_occ_[FILE_NB];  // bit r set when (file, r) is occupied
    Square king_sq_[2];
    Color side_;
    Color side_at_fen_;
    int fullmove_base_;
    std::vector<StateInfo> history_;
};

// The board updates are inline: do_move, undo_move and the legality test run them per move.
inline void Position::put_piece(Piece p, Square s) {
    XQ_ASSERT(p != NO_PIECE && type_of(p) != NO_PIECE_TYPE && board_[s] == NO_PIECE);
    XQ_ASSERT(count_[p] < 8);
    board_[s] = p;
    index_[s] = count_[p];
    list_[p][count_[p]++] = uint8_t(s);
    rank_occ_[rank_of(s)] |= uint16_t(1 << file_of(s));
    file_occ_[file_of(s)] |= uint16_t(1 << rank_of(s));
}

inline void Position::remove_piece(Square s) {
    Piece p = board_[s];
    XQ_ASSERT(p != NO_PIECE && count_[p] > 0 && list_[p][index_[s]] == s);
    board_[s] = NO_PIECE;
    Square last = list_[p][--count_[p]];
    list_[p][index_[s]] = uint8_t(last);
    index_[last] = index_[s];
    rank_occ_[rank_of(s)] &= uint16_t(~(1 << file_of(s)));
    file_occ_[file_of(s)] &= uint16_t(~(1 << rank_of(s)));
}

inline void Position::move_piece(Square from, Square to) {
    Piece p = board_[from];
    XQ_ASSERT(p != NO_PIECE && board_[to] == NO_PIECE && list_[p][index_[from]] == from);
    board_[to] = p;
    board_[from] = NO_PIECE;
    index_[to] = index_[from];
    list_[p][index_[to]] = uint8_t(to);
    rank_occ_[rank_of(from)] &= uint16_t(~(1 << file_of(from)));
    file_occ_[file_of(from)] &= uint16_t(~(1 << rank_of(from)));
    rank_occ_[rank_of(to)] |= uint16_t(1 << file_of(to));
    file_occ_[file_of(to)] |= uint16_t(1 << rank_of(to));
}

}  // namespace xq
