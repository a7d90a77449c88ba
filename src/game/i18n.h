// Every string the UI shows, in English and Chinese, in one table.
#pragma once

#include <string>

namespace xq {

enum class Lang { EN, ZH };

enum class Str {
    APP_TITLE,
    NEW_GAME,
    UNDO,
    REDO,
    FLIP,
    HINT,
    RESIGN,
    OFFER_DRAW,
    COPY_FEN,
    PASTE_FEN,
    SET_FEN,
    LANGUAGE,
    SETTINGS,
    ENGINE,
    MOVES,
    MODE,
    MODE_HUMAN_RED,
    MODE_ENGINE_RED,
    MODE_TWO_HUMANS,
    MODE_DEMO,
    HANDICAP,
    HANDICAP_GIVER,
    RED,
    BLACK,
    TIME_LIMIT,
    DIFFICULTY,
    ANIMATION,
    PV_ARROW,
    RED_TO_MOVE,
    BLACK_TO_MOVE,
    THINKING,
    RED_WINS,
    BLACK_WINS,
    DRAW,
    CHECKMATE,
    STALEMATE,
    PERPETUAL_CHECK,
    PERPETUAL_CHASE,
    REPETITION,
    MOVE_LIMIT,
    INSUFFICIENT_MATERIAL,
    RESIGNATION,
    DRAW_AGREED,
    DRAW_DECLINED,
    BAD_FEN,
    FEN_SET,
    FEN_COPIED,
    CHECK,
    DEPTH,
    SELDEPTH,
    SCORE,
    NODES,
    NPS,
    TIME,
    HASHFULL,
    CURRMOVE,
    PV,
    MATE_IN,
    MATED_IN,
    MATE_SUFFIX,  // "Red mates in 3" / "红方3步杀"
    ITERATIONS,
    SCORE_GRAPH,
    COPY_MOVES,
    MOVES_COPIED,
    SAVE_PGN,
    LOAD_PGN,
    PGN_SAVED,
    PGN_LOADED,
    PGN_ERROR,
    GAME_OVER,
    OK,
    CANCEL,
    BRANCH_QUESTION,
    CONTINUE,
    SETTINGS_RESET,
    SAVE_ERROR,
    NO_ENGINE,
    WAITING,
    START,
    PLY,
    FILE_PATH,
    FEN_LABEL,
    LIVE_HINT,
    // ---- opening book
    OPENING_BOOK,
    OPENING,
    // Issue 9, panel half (messages, files, manners, look): new strings from here on.
    COLON,
    KEPT_AS,
    STATE_FILE_IS_DIR,
    STATE_DIR_UNUSABLE,
    STATE_NOT_SAVED,
    SETTINGS_LINES_SKIPPED,
    GAME_KEPT_UP_TO,
    COUNT
};

const char* tr(Str s);
void set_language(Lang lang);
Lang language();
// Every string of both languages, for building the font's glyph ranges.
std::string all_ui_text();

}  // namespace xq
