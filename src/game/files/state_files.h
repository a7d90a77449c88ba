// The files of the state directory (settings.ini, game.pgn) read so that nothing the player had
// is lost: a settings file keeps its good lines, a saved game keeps its moves up to a bad one,
// a damaged file is kept as <name>.bad before it is replaced, and a directory that cannot hold
// them is replaced by one that can, with a message that says where.
#pragma once

#include <string>
#include <vector>

#include "game/files/game_file.h"
#include "game/game.h"
#include "game/settings.h"
#include "game/text/message.h"

namespace xq {

// Is `dir` (or can it be made) a folder in which settings.ini and game.pgn are not folders?
bool state_dir_usable(const std::string& dir);
// `wanted` if it is (or can be made) a folder in which settings.ini and game.pgn are not
// folders; otherwise the first such of `fallbacks`, with a note that says where the state goes.
// Returns the folder with a trailing '/', or "" when none is usable (the game is then not saved).
std::string choose_state_dir(const std::string& wanted, const std::vector<std::string>& fallbacks,
                             std::vector<Message>& notes);

// Reads dir + "settings.ini" into `settings` (a missing file changes nothing, silently).
void load_settings_file(const std::string& dir, Settings& settings, std::vector<Message>& notes);
// Reads dir + "game.pgn"; returns false when there is no game to resume.
// `tags`, if given, receives its descriptive tags (the clocks are among them).
bool load_game_file(const std::string& dir, Game& game, std::vector<Message>& notes,
                    PgnTags* tags = nullptr);

// Longest detail quoted from a damaged file, in characters.
constexpr size_t MAX_DETAIL_CHARS = 240;

}  // namespace xq
