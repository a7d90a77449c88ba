// Shared machinery of the WXF and Chinese notations (not a public header).
//
// Both notations describe a move the same way: which piece (its kind plus either its file or,
// when several of a kind share a file, its place in that group), a direction (forward,
// backward, sideways) and a number (steps, or a destination file). The grouping rules for
// tandem pieces and the geometry of turning "forward 2" into a square are written once here.
#pragma once

#include <string>
#include <string_view>

#include "formats/notation.h"

namespace xq::notation_detail {

// Files as a player counts them: 1..9 from that player's own right.
constexpr int own_file(Color c, int file) {
    return c == RED ? 9 - file : file + 1;
}
constexpr int board_file(Color c, int own) {
    return c == RED ? 9 - own : own - 1;
}
// How many ranks `to` lies ahead of `from` as c sees the board (negative: behind).
constexpr int ranks_ahead(Color c, Square from, Square to) {
    return c == RED ? rank_of(to) - rank_of(from) : rank_of(from) - rank_of(to);
}
// Horse, elephant and advisor write their destination file, never a step count.
constexpr bool names_destination_file(PieceType t) {
    return t == HORSE || t == ELEPHANT || t == ADVISOR;
}

const char* piece_name(PieceType t);        // "rook", ...
std::string square_name(Square s);          // "h2"
std::string quoted(std::string_view text);  // 'text'
std::string count_word(int n);              // "two"

// Up to five squares (the most pieces of one kind a side can have).
struct SquareGroup {
    Square squares[5] = {};
    int count = 0;
    void push(Square s) { squares[count++] = s; }
    int index_of(Square s) const {
        for (int i = 0; i < count; ++i)
            if (squares[i] == s) return i;
        return -1;
    }
};

// The pieces a move's text names by its first two characters, or why it names none.
struct MoveOrigin {
    SquareGroup candidates;
    std::string ambiguity;  // set when several of them could make the move (resolve_move)
    std::string error;
};
inline MoveOrigin origin_error(std::string why) {
    MoveOrigin o;
    o.error = std::move(why);
    return o;
}

// The pieces `p` standing on board file `file`, front first (front = nearest the enemy).
SquareGroup pieces_on_file(const Position& pos, Piece p, int file);

// Pawns of colour c standing on files that hold two or more of them, ordered as xqbase does:
// files from c's right to c's left, front to back within a file. `files` counts those files.
struct PawnTandems {
    SquareGroup pawns;
    int files = 0;
};
PawnTandems pawn_tandems(const Position& pos, Color c);

// The board file holding two or more pieces p (the first one from file a), or -1.
int tandem_file(const Position& pos, Piece p);

// Index in a front-to-back group for front / middle / rear; middle exists only for an odd
// group of three or five. Returns -1 when the group has no such member.
enum class Place { FRONT, MIDDLE, REAR };
int place_index(const SquareGroup& g, Place place);

// How a notation describes where a piece goes: direction and number.
struct MoveShape {
    int direction = 0;  // +1 forward, 0 sideways, -1 backward (from the mover's side)
    int number = 0;     // steps (straight movers along a file) or the mover's destination file
};
MoveShape shape_of(const Position& pos, Move m);

// The square a piece on `from` reaches with `shape`, or SQ_NONE with *why explaining why no
// square fits (a horse cannot go to a file three away, a rook cannot walk off the board...).
Square destination(const Position& pos, Square from, MoveShape shape, std::string* why);

// Why from->to is not a legal move for the side to move; empty when it is legal. The phrases
// are meant to follow "not a legal move here: " ("the cannon on h2 cannot reach e3", "the move
// leaves Red's king in check").
std::string legality_problem(const Position& pos, Square from, Square to);

// The move of the one of `candidates` (the pieces the text may mean: one, a pair of advisors or
// elephants on one file, or all the pieces of a kind on a file when the text names only the file)
// that fits `shape` legally. Errors start with `prefix`: why nothing fits, or `ambiguity` when
// more than one piece does.
ParsedMove resolve_move(const Position& pos, const SquareGroup& candidates, MoveShape shape,
                        const std::string& prefix, const std::string& ambiguity = {});

// Turns UTF-8 text into code points: whitespace (ASCII and ideographic) removed, full-width
// ASCII folded to ASCII. Returns false on malformed UTF-8.
bool decode_text(std::string_view text, std::u32string& out);
std::string encode_utf8(std::u32string_view text);
void append_utf8(std::string& out, char32_t c);

// A parse attempt that also says whether the text had the notation's shape at all, so that
// parse_move can report the error of the notation the user evidently meant.
struct ParseAttempt {
    ParsedMove result;
    bool recognised = false;  // the text has this notation's syntax
};
ParseAttempt try_parse_iccs(const Position& pos, std::string_view text);
ParseAttempt try_parse_wxf(const Position& pos, std::string_view text);
ParseAttempt try_parse_chinese(const Position& pos, std::string_view text);

}  // namespace xq::notation_detail
