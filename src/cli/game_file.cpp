#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "formats/read_game_file.h"

namespace xq {

std::optional<GameRecord> read_game_argument(const std::string& path, const char* use) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!in || !(text << in.rdbuf())) {
        input_error("cannot read '" + path +
                    "': " + (errno ? std::strerror(errno) : "empty or unreadable"));
        return std::nullopt;
    }
    PgnReadResult pgn = read_game_file(text.str());  // PGN, XQF or DhtmlXQ
    if (!pgn) {
        input_error("'" + path + "' is not a game that can be " + use + ": " + pgn.error);
        return std::nullopt;
    }
    if (pgn.record.move_count() == 0) {
        input_error("'" + path + "' has no moves to be " + use);
        return std::nullopt;
    }
    return std::move(pgn.record);
}

}  // namespace xq
