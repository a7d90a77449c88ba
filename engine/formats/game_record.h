// A game as a file stores it: descriptive tags, the start position, the moves played with the
// alternatives an annotator gave (a tree of variations), annotation marks, comments and the
// result. Plain data, independent of any file format (pgn.h reads and writes it) and of the GUI.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/position.h"

namespace xq {

// The four PGN game results.
inline constexpr const char* RESULT_RED_WINS = "1-0";
inline constexpr const char* RESULT_BLACK_WINS = "0-1";
inline constexpr const char* RESULT_DRAW = "1/2-1/2";
inline constexpr const char* RESULT_UNKNOWN = "*";
bool is_valid_result(std::string_view result);

// Result, FEN and Format (any case): PGN tags that a GameRecord keeps in its own fields
// (`result`, `start_fen`) or that describe the movetext as written (Format), so they are not
// kept in `tags`. SetUp is kept like any other tag, and Game when it is not the writer's
// own "Chinese Chess" (pgn.h): a writer adds that only when the record has none, so a file's
// own value survives a round trip.
bool is_derived_tag(std::string_view name);

// Annotation marks after a move: "!", "?", "!!", "??", "!?", "?!" (PGN's NAGs $1 to $6 in that
// order). "" is no mark.
bool is_move_suffix(std::string_view text);
std::string_view suffix_of_nag(int nag);  // "" for any NAG other than 1..6

struct MoveNode;
// A line of moves, each played in the position the previous one left.
using MoveLine = std::vector<MoveNode>;

struct MoveNode {
    MoveNode() = default;
    explicit MoveNode(Move m) : move(m) {}

    Move move = MOVE_NONE;
    std::string suffix;          // one of the marks above, or ""
    std::string comment_before;  // a comment before the move (a variation's first move, or
                                 // the move after the variations of the previous one)
    std::string comment;         // the comment after the move
    // Alternatives to this move, each a line whose first move is played in the same position
    // as this one; nested to any depth.
    std::vector<MoveLine> variations;

    bool operator==(const MoveNode&) const = default;
};

struct GameRecord {
    // Descriptive tags in file order (Event, Site, Date, Round, Red, Black, Opening, ...).
    // The tags a writer derives from the other fields (Result, FEN, Format) are not kept here:
    // `result` and `start_fen` hold them.
    std::vector<std::pair<std::string, std::string>> tags;
    std::string start_fen = START_FEN;
    MoveLine mainline;                    // the moves played, with their variations
    std::string result = RESULT_UNKNOWN;  // one of the four results above
    std::string comment_before_moves;     // the comment before the first move of the main line

    // The value of a tag (case-sensitive name), or "" when absent.
    std::string tag(std::string_view name) const;
    bool has_tag(std::string_view name) const;
    // Replaces the value of an existing tag or appends a new one.
    void set_tag(std::string_view name, std::string_view value);
    void remove_tag(std::string_view name);

    // The main line as plain moves, and its replacement by plain moves (no variations, marks
    // or comments).
    std::vector<Move> moves() const;
    void set_moves(const std::vector<Move>& moves);
    size_t move_count() const { return mainline.size(); }

    // Comment and mark of main-line move `move_index` ("" past the end; setting past the end
    // does nothing). This is what an annotator (xiangqi-engine review) writes.
    const std::string& comment_after(size_t move_index) const;
    void set_comment_after(size_t move_index, std::string text);
    const std::string& suffix(size_t move_index) const;
    void set_suffix(size_t move_index, std::string mark);
    // Adds `line` as an alternative to main-line move `move_index` (ignored past the end or
    // when empty).
    void add_variation(size_t move_index, const std::vector<Move>& line);

    bool starts_from_standard_position() const;
};

// A line of plain moves as nodes.
MoveLine line_of(const std::vector<Move>& moves);

// Sets `pos` to the record's start position and plays every move, checking that each one is
// legal. On failure returns false and explains in *error ("move 12 (h2e9) is illegal ...");
// `pos` then holds the position before the offending move (or the start position when the
// start FEN itself is bad, in which case pos is left unchanged). Variations are not checked
// (see variations_legal).
bool replay(const GameRecord& record, Position& pos, std::string* error = nullptr);

// Are all moves of every variation, at any depth, legal where they are played? (The main line
// included.)
bool variations_legal(const GameRecord& record);

}  // namespace xq
