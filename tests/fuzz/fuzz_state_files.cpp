// The player's state files and the small texts the game reads beside them, one reader per
// input chosen by its first byte: settings.ini (which also holds the recent files and
// collections and the external engines), puzzle and endgame progress, the own-puzzle, shipped
// puzzle and endgame files, a tournament's state and its openings, and the single values those
// files and the player type (an engine's entry, a time control, a material pattern). A record
// that was read is written again, and what is written must read back without a bad line.
#include <string>
#include <vector>

#include "fuzz_target.h"
#include "game/clock/clock.h"
#include "game/endgames/endgame_progress.h"
#include "game/endgames/endgame_set.h"
#include "game/engines/external_engine_spec.h"
#include "game/library/material_pattern.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/puzzles/puzzle_set.h"
#include "game/settings.h"
#include "game/tournament/tournament_openings.h"
#include "game/tournament/tournament_state.h"

namespace {

using namespace xq;

void settings_file(const std::string& text) {
    Settings settings;
    std::string error;
    (void)parse_settings(text, settings, &error);
    Settings again;
    fuzz::require(parse_settings(format_settings(settings), again, &error),
                  "written settings read back");
}

void puzzle_progress_file(const std::string& text) {
    PuzzleProgress progress;
    std::string error;
    (void)parse_puzzle_progress(text, progress, &error);
    PuzzleProgress again;
    fuzz::require(parse_puzzle_progress(format_puzzle_progress(progress), again, &error),
                  "written puzzle progress reads back");
}

void endgame_progress_file(const std::string& text) {
    EndgameProgress progress;
    std::string error;
    (void)parse_endgame_progress(text, progress, &error);
    EndgameProgress again;
    fuzz::require(parse_endgame_progress(format_endgame_progress(progress), again, &error),
                  "written endgame progress reads back");
}

void tournament_file(const std::string& text) {
    TournamentRecord record;
    std::string error;
    if (!parse_tournament(text, record, &error)) return;
    TournamentRecord again;
    fuzz::require(parse_tournament(format_tournament(record), again, &error),
                  "written tournament reads back");
}

void single_values(const std::string& text) {
    if (const auto spec = parse_engine_spec(text)) {
        fuzz::require(parse_engine_spec(format_engine_spec(*spec)).has_value(),
                      "written engine entry reads back");
    }
    (void)parse_time_control(text);
    MaterialPattern pattern;
    std::string error;
    if (parse_material_pattern(text, pattern, &error)) (void)pattern.text();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::string text(xq::fuzz::as_text(data + 1, size - 1));
    std::string error;
    switch (data[0] % 8) {
        case 0:
            settings_file(text);
            break;
        case 1:
            puzzle_progress_file(text);
            break;
        case 2:
            endgame_progress_file(text);
            break;
        case 3: {
            std::vector<xq::Puzzle> puzzles;
            (void)xq::parse_puzzles(text, puzzles, &error);
            break;
        }
        case 4: {
            std::vector<xq::Endgame> endgames;
            (void)xq::parse_endgames(text, endgames, &error);
            break;
        }
        case 5:
            tournament_file(text);
            break;
        case 6: {
            std::vector<xq::Opening> openings;
            (void)xq::parse_openings(text, openings, &error);
            break;
        }
        default:
            single_values(text);
            break;
    }
    return 0;
}
