// Which endgames the player has solved (won a won position, held a drawn one), in the state
// directory (endgames.ini, "key = value" lines like settings.ini). A damaged file keeps its good
// lines, is copied to endgames.ini.bad, and the message says what was skipped.
#pragma once

#include <set>
#include <string>

namespace xq {

struct EndgameProgress {
    std::set<int> solved;  // endgame ids
};

bool parse_endgame_progress(const std::string& text, EndgameProgress& out, std::string* error);
std::string format_endgame_progress(const EndgameProgress& p);

constexpr const char* ENDGAME_PROGRESS_FILE = "endgames.ini";
// Reads dir + endgames.ini (a missing file: nothing solved, no message). On a damaged file the
// good lines are kept, a copy is kept as endgames.ini.bad, and false comes with a message.
bool load_endgame_progress(const std::string& dir, EndgameProgress& out, std::string* error);
bool save_endgame_progress(const std::string& dir, const EndgameProgress& p, std::string* error);

}  // namespace xq
