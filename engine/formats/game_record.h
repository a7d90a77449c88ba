// A game as a file stores it: descriptive tags, the start position, the moves played, the
// result and the annotator's comments. Plain data, independent of any file format (pgn.h reads
// and writes it) and of the GUI.
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

// Game, Result, FEN, SetUp and Format (any case): PGN tags that a GameRecord keeps in its own
// fields (`result`, `start_fen`) or that a writer derives, so they are not kept in `tags`.
bool is_derived_tag(std::string_view name);

struct GameRecord {
    // Descriptive tags in file order (Event, Site, Date, Round, Red, Black, Opening, ...).
    // The tags a writer derives from the other fields (Game, Result, FEN, SetUp, Format) are
    // not kept here: `result` and `start_fen` hold them.
    std::vector<std::pair<std::string, std::string>> tags;
    std::string start_fen = START_FEN;
    std::vector<Move> moves;
    std::string result = RESULT_UNKNOWN;  // one of the four results above
    // Comments: the one before the first move, then either none or one per move (the comment
    // after moves[i]; empty when that move has none).
    std::string comment_before_moves;
    std::vector<std::string> comments;

    // The value of a tag (case-sensitive name), or "" when absent.
    std::string tag(std::string_view name) const;
    bool has_tag(std::string_view name) const;
    // Replaces the value of an existing tag or appends a new one.
    void set_tag(std::string_view name, std::string_view value);
    void remove_tag(std::string_view name);

    const std::string& comment_after(size_t move_index) const;
    void set_comment_after(size_t move_index, std::string text);
    bool starts_from_standard_position() const;
};

// Sets `pos` to the record's start position and plays every move, checking that each one is
// legal. On failure returns false and explains in *error ("move 12 (h2e9) is illegal ...");
// `pos` then holds the position before the offending move (or the start position when the
// start FEN itself is bad, in which case pos is left unchanged).
bool replay(const GameRecord& record, Position& pos, std::string* error = nullptr);

}  // namespace xq
