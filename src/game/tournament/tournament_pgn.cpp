#include "game/tournament/tournament_pgn.h"

#include <ctime>

#include "game/files/game_file.h"
#include "game/files/storage.h"

namespace xq {

std::string pgn_date_today() {
    const std::time_t now = std::time(nullptr);
    char text[16] = "????.??.??";
    if (const std::tm* t = std::localtime(&now)) std::strftime(text, sizeof text, "%Y.%m.%d", t);
    return text;
}

std::string time_control_tag(const TournamentSetup& s) {
    if (s.control.kind == TimeControl::Kind::MOVETIME)
        return "movetime " + std::to_string(s.movetime_ms) + "ms";
    return format_time_control(s.control);
}

std::string tournament_game_pgn(Game game, const GameLabels& labels, const std::string& time_tag) {
    game.set_tag("Event", labels.event);
    game.set_tag("Date", labels.date);
    game.set_tag("Round", std::to_string(labels.round));
    game.set_tag("Red", labels.red);
    game.set_tag("Black", labels.black);
    game.set_tag("Termination", labels.termination);
    game.set_tag("TimeControl", time_tag);
    return game_to_pgn(game);
}

bool append_to_collection(const std::string& path, const std::string& game_pgn,
                          std::string* error) {
    std::string text, err;
    bool missing = false;
    if (!read_file(path, text, &err, &missing) && !missing) {
        if (error) *error = err;
        return false;
    }
    if (!text.empty() && text.back() != '\n') text += '\n';
    if (!text.empty()) text += '\n';
    text += game_pgn;
    return write_file_atomic(path, text, error);
}

std::vector<std::string> split_collection(const std::string& text) {
    std::vector<std::string> games;
    std::string current;
    bool in_moves = false;  // the current game's moves have begun
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(pos, end - pos + (end < text.size() ? 1 : 0));
        pos = end + 1;
        const bool tag = !line.empty() && line[0] == '[';
        const bool blank = line.find_first_not_of(" \t\r\n") == std::string::npos;
        if (tag && in_moves) {
            games.push_back(std::move(current));
            current.clear();
            in_moves = false;
        }
        if (!tag && !blank) in_moves = true;
        current += line;
    }
    if (current.find_first_not_of(" \t\r\n") != std::string::npos) games.push_back(current);
    return games;
}

}  // namespace xq
