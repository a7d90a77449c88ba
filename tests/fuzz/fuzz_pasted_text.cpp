// Pasted or dropped text, the way the game opens it (App::open_text): a single line is tried as
// a position (Game::reset: FEN and set-up checks); anything else is read as a game with its
// legal part kept (pgn_to_game_lenient), its saved clocks taken from the tags, and the game
// played to its end to see whether it is over. The message quotes an excerpt of the error. The
// game saved as the program saves it (game_to_pgn) must read back with its moves.
#include <string>

#include "fuzz_target.h"
#include "game/clock/clock_tags.h"
#include "game/files/game_file.h"
#include "game/game.h"
#include "game/text/message.h"
#include "util/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    const std::string text(fuzz::as_text(data, size));
    const std::string line(trim(text));
    std::string error, stopped;
    if (line.find('\n') == std::string::npos) {
        Game position;
        if (position.reset(line, &error)) {
            (void)position.position().fen();
            return 0;
        }
        (void)printable_excerpt(error, 240);
    }
    Game loaded;
    PgnTags tags;
    if (!pgn_to_game_lenient(text, loaded, &error, &stopped, &tags)) {
        (void)printable_excerpt(error, 240);
        return 0;
    }
    (void)printable_excerpt(stopped, 240);
    (void)clock_from_tags(tags);
    Game end = loaded;
    if (end.go_to(end.length())) (void)end.over();
    Game back;
    fuzz::require(pgn_to_game(game_to_pgn(loaded), back, &error), "the game saved reads back");
    fuzz::require(back.length() == loaded.length(), "the game saved keeps its moves");
    (void)game_to_chinese_text(loaded);
    return 0;
}
