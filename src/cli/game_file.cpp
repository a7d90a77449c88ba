#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "formats/read_game_file.h"

namespace xq {

bool read_text(const std::string& path, std::string& text, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    errno = 0;
    if (!in || !(buffer << in.rdbuf())) {
        *error = "cannot read '" + path +
                 "': " + (errno ? std::strerror(errno) : std::string("empty or unreadable"));
        return false;
    }
    text = buffer.str();
    return true;
}

std::optional<GameRecord> read_game_argument(const std::string& path, const char* use) {
    std::string text, error;
    if (!read_text(path, text, &error)) {
        input_error(error);
        return std::nullopt;
    }
    PgnReadResult pgn = read_game_file(text);  // PGN, XQF or DhtmlXQ
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
