#include "game/tournament/tournament_openings.h"

#include "formats/iccs.h"
#include "game/files/storage.h"
#include "game/game.h"
#include "platform/shipped_asset.h"
#include "util/text.h"

namespace xq {

bool parse_openings(const std::string& text, std::vector<Opening>& out, std::string* error) {
    std::vector<Opening> read;
    int number = 0;
    for (const std::string& raw : split(text, '\n')) {
        ++number;
        const std::string line(trim(std::string_view(raw).substr(0, raw.find('#'))));
        if (line.empty()) continue;
        std::vector<std::string> words = split(line, ' ');
        std::erase_if(words, [](const std::string& w) { return w.empty(); });
        bool ok = words.size() >= 2 && words[0] == "startpos" && words[1] == "moves";
        Game game;
        Opening opening;
        for (size_t i = 2; ok && i < words.size(); ++i) {
            const Move m = iccs_to_move(words[i]);
            ok = m != MOVE_NONE && game.play(m);
            opening.push_back(m);
        }
        if (!ok) {
            if (error) *error = "line " + std::to_string(number) + ": '" + line + "'";
            return false;
        }
        read.push_back(std::move(opening));
    }
    out = std::move(read);
    return true;
}

std::string openings_path(OpeningSet set) {
    switch (set) {
        case OpeningSet::WIDE:
            return find_shipped_asset("openings-wide.txt");
        case OpeningSet::CLASSICAL:
            return find_shipped_asset("openings-classical.txt");
        default:
            return "";
    }
}

bool load_openings(OpeningSet set, std::vector<Opening>& out, std::string* error) {
    out.clear();
    if (set == OpeningSet::START) return true;
    const std::string path = openings_path(set);
    if (path.empty()) {
        if (error) *error = "the opening set is not installed";
        return false;
    }
    std::string text, err;
    if (!read_file(path, text, &err)) {
        if (error) *error = err;
        return false;
    }
    if (parse_openings(text, out, &err)) return true;
    if (error) *error = path + ": " + err;
    return false;
}

}  // namespace xq
