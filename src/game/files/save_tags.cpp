#include "game/files/save_tags.h"

#include <ctime>

#include "game/player_label.h"
#include "game/text/i18n.h"

namespace xq {

namespace {

// A side played by a person: the player's name when the engine plays the other side (or made
// its moves), else "Human" (two people at one board share the settings' name).
std::string person(const Controller& c, Color side) {
    const Color other = side == RED ? BLACK : RED;
    const bool engine_opposes =
        c.engine_plays(other) || c.played_by(other).kind == PlayedBy::Kind::ENGINE;
    const std::string& name = c.settings().player_name;
    return engine_opposes && !name.empty() ? name : std::string(tr(Str::HUMAN));
}

bool engine_side(const Controller& c, Color side) {
    return c.engine_plays(side) || c.played_by(side).kind == PlayedBy::Kind::ENGINE;
}

}  // namespace

PgnTags missing_save_tags(const Controller& c, const std::string& today) {
    const Game& g = c.game();
    PgnTags tags;
    if (g.tag("Event").empty()) tags.emplace_back("Event", tr(Str::EVENT_CASUAL));
    if (g.tag("Date").empty()) tags.emplace_back("Date", today);
    for (Color side : {RED, BLACK}) {
        const char* name = side == RED ? "Red" : "Black";
        if (!g.tag(name).empty()) continue;
        tags.emplace_back(name, engine_side(c, side) ? player_label(c, side) : person(c, side));
    }
    return tags;
}

Game game_to_save(const Controller& c, const std::string& today) {
    Game g = c.game();
    for (const auto& [name, value] : missing_save_tags(c, today)) g.set_tag(name, value);
    return g;
}

std::string today_pgn_date() {
    const std::time_t now = std::time(nullptr);
    char text[16] = "????.??.??";
    if (const std::tm* t = std::localtime(&now)) std::strftime(text, sizeof text, "%Y.%m.%d", t);
    return text;
}

}  // namespace xq
