// The player's settings and their text form, settings.ini. The fields' keys, ranges and names
// are a table (settings_fields.h) that parse_settings and format_settings (settings_text.cpp)
// both walk.
#pragma once

#include <string>
#include <vector>

#include "formats/handicap.h"
#include "game/clock/clock.h"
#include "game/engines/external_engine_spec.h"
#include "game/text/i18n.h"
#include "rules/rule_book.h"
#include "rules/types.h"
#include "search/search_types.h"

namespace xq {

enum class Mode { HUMAN_RED, ENGINE_RED, TWO_HUMANS, DEMO };
// The piece and board sprite sets of assets/.
enum class PieceTheme { TRADITIONAL, INTERNATIONAL };
enum class BoardTheme { WOOD, CONTRAST };

constexpr SettingRange ANALYSIS_LINES{1, 5, 3};
constexpr SettingRange REVIEW_MOVETIME_MS{100, 10000, 1000};
// A newcomer's difficulty: level 5 (about 200 Elo on the ladder of docs/strength.md), which a
// beginner can beat; the welcome dialog offers the others, level 1 for a first game.
constexpr int NEWCOMER_SKILL = 5;
// The player's own rating on the levels' Elo scale, for the handicap advisor: from below level
// 1 (-1040) to above level 20; until the player says otherwise, the newcomer level's Elo (220,
// level_elo(NEWCOMER_SKILL), tested), so a new player is advised no handicap.
constexpr SettingRange PLAYER_RATING{-1200, 3000, 220};
// The panel's text and widget size in percent; 0 = automatic (the window's height and the
// display's DPI).
constexpr SettingRange UI_SCALE_PERCENT{0, 300, 0};
// The built-in engine's search threads for the game's searches at full strength; 0 = automatic:
// the machine's cores, at most AUTO_ENGINE_THREADS (search_requests.h, engine_threads()).
constexpr SettingRange ENGINE_THREADS{0, THREADS_RANGE.max, 0};
constexpr int AUTO_ENGINE_THREADS = 8;
constexpr int MIN_UI_SCALE_PERCENT = 100;
// The board's coordinates: by the language (Chinese numerals in Chinese, letters and digits in
// English), or one of them always.
enum class Coordinates { BY_LANGUAGE, CHINESE, WESTERN };

// Every key of settings.ini, one field each: plain data (its size is the file's, above the
// house's bound of about 20 fields on purpose; parse_settings and write_settings below).
struct Settings {
    Mode mode = Mode::HUMAN_RED;
    Handicap handicap = Handicap::NONE;
    Color handicap_giver = RED;
    int player_rating = PLAYER_RATING.fallback;  // PLAYER_RATING
    std::string player_name;     // written as Red or Black in saved games ("" : "Human")
    double movetime_s = 1.0;     // engine time per move, 0.1 .. 60
    int skill = NEWCOMER_SKILL;  // SKILL_RANGE
    Lang lang = Lang::ZH;
    bool animation = true;
    bool pv_arrow = false;
    bool flip = false;  // turns the board beyond the automatic choice
    // ---- opening book
    bool opening_book = true;   // the engine opponent plays book moves, so games vary
    bool masters_book = false;  // ...from the masters' book instead of the engine's own
    // ---- the built-in engine's resources
    // At full strength the engine thinks on the player's time about the reply it expects.
    bool ponder = true;
    // The built-in engine learns from the games it plays against the player (docs/learning.md).
    bool learn = true;
    int engine_threads = 0;  // ENGINE_THREADS
    // The repetition rules of the game's referee and of the built-in engine's searches.
    RuleBook rule_book = DEFAULT_RULE_BOOK;

    // ---- clocks, sound and themes
    TimeControl time_control[2];  // per side, by Color
    int volume = 70;              // percent
    bool mute = false;
    PieceTheme piece_theme = PieceTheme::TRADITIONAL;
    BoardTheme board_theme = BoardTheme::WOOD;
    // ---- the side panel
    bool panel_collapsed = false;  // the side panel folded to a strip (small windows)
    bool dark_theme = false;       // the dark panel instead of the warm one
    int ui_scale_percent = 0;      // UI_SCALE_PERCENT
    Coordinates coordinates = Coordinates::BY_LANGUAGE;
    // ---- the window where the player left it (0 x 0: never placed: sized to the display)
    int window_x = 0, window_y = 0, window_w = 0, window_h = 0;
    // The welcome dialog (language, level, side) was answered: it shows on the first start only.
    bool welcomed = false;
    std::vector<std::string> recent_files;  // most recent first, at most MAX_RECENT
    static constexpr size_t MAX_RECENT = 8;
    std::vector<std::string> recent_collections;  // the Library's collections, the same way
    // ---- analysis and review
    int analysis_lines = 3;         // MultiPV of analysis mode, ANALYSIS_LINES
    int review_movetime_ms = 1000;  // the review's time per position, REVIEW_MOVETIME_MS
    // ---- other engines: the external engines the player added, and the names of those
    // that play (the opponent) and analyse (hints, analysis, review); "" = the built-in engine.
    std::vector<ExternalEngineSpec> external_engines;
    static constexpr size_t MAX_EXTERNAL_ENGINES = 16;
    std::string opponent_engine, analyser_engine;
    std::string demo_red_engine, demo_black_engine;  // who plays each side in demo mode

    static constexpr double MIN_MOVETIME = 0.1, MAX_MOVETIME = 60;
};

// Text "key = value" lines (game/files/key_value_reader.h: a UTF-8 byte order mark and CRLF are
// accepted). Each good line sets its field in `out`; a line that is not key = value, an unknown
// key, a bad value or a value out of range is skipped and makes the result false, with a
// message naming the first bad lines (quoted as short excerpts) and counting the rest.
bool parse_settings(const std::string& text, Settings& out, std::string* error);
std::string format_settings(const Settings& s);

}  // namespace xq
