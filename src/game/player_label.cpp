#include "game/player_label.h"

#include <cstdio>

#include "game/text/i18n.h"

namespace xq {

namespace {

std::string engine_label(const std::string& external, int level) {
    if (!external.empty()) return external;
    char text[64];
    std::snprintf(text, sizeof text, tr(Str::ENGINE_AT_LEVEL), level);
    return text;
}

}  // namespace

std::string player_label(const Controller& c, Color side) {
    std::string name = c.game().tag(side == RED ? "Red" : "Black");
    if (!name.empty()) return name;
    if (c.engine_plays(side)) {
        return engine_label(c.engine_name(side), c.level());  // the game's seats: a challenge's own
    }
    const PlayedBy& p = c.played_by(side);
    if (p.kind == PlayedBy::Kind::ENGINE) return engine_label(p.engine, p.level);
    return tr(Str::HUMAN);
}

}  // namespace xq
