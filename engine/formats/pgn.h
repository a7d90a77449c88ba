// Xiangqi PGN, as the xqbase tools (XQStudio, 象棋巫师, ElephantEye's PGN converters) read it.
//
// Written: a tag section ([Game "Chinese Chess"] unless the record has its own, the descriptive
// tags, [Result], [FEN] when the
// game does not start from the standard position, [Format "ICCS"]), a blank line, then the
// numbered movetext in upper-case ICCS with a hyphen ("1. H2-E2 H9-G7?! 2. ..."), marks, comments
// in braces, variations in parentheses, wrapped at 80 columns, ending with the result. WXF or
// Chinese movetext on request.
//
// Read: any such file, also with lower-case "h2e2" moves, WXF (C2.5) or Chinese (炮二平五)
// movetext, {comments}, ;comments, marks and $1..$6 NAGs, nested (variations), move numbers "1." /
// "1...", a UTF-8 BOM, CRLF line ends, and GB18030/GBK text (older xqbase files). Every move is
// checked by replaying it; the first problem is reported with its line number. Only the first game
// of a multi-game file is read. See docs/pgn.md.
#pragma once

#include <string>
#include <string_view>

#include "formats/game_record.h"
#include "formats/notation.h"

namespace xq {

// The Game tag's value a writer gives a record that has none (a reader keeps only other values).
inline constexpr const char* PGN_GAME_TAG = "Chinese Chess";

struct PgnReadResult {
    GameRecord record;  // complete and legal when `error` is empty
    std::string error;  // "line 7: move 12 'H2-E9' is illegal in this position: ..."
    // With an error in the moves: `record` holds the tags and the legal moves before it.
    bool stopped_in_moves = false;
    explicit operator bool() const { return error.empty(); }
};

PgnReadResult read_pgn(std::string_view text);

enum class PgnMoveFormat {
    ICCS,     // H2-E2 with [Format "ICCS"] (the default: any tool reads it)
    WXF,      // C2.5 with [Format "WXF"]
    CHINESE,  // 炮二平五 / 马８进７ without a Format tag, as xqbase writes it
};

// Always produces a file read_pgn accepts, provided the record's moves are legal (see replay()).
// A result other than the four PGN results is written as "*". WXF and Chinese need legal moves:
// a record whose moves do not replay is written in ICCS.
std::string write_pgn(const GameRecord& record, PgnMoveFormat format = PgnMoveFormat::ICCS);

// The moves as Chinese text, one numbered line per move pair, for the clipboard:
// "1. 炮二平五 马８进７\n2. 马二进三 车９平８\n". A game that starts with Black to move begins
// "1. …… 马８进７". Stops before the first illegal move (there is none in a record that
// replay() accepts).
std::string chinese_move_list(const GameRecord& record, ChineseStyle style = {});

}  // namespace xq
