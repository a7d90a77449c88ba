// A saved game names its players, its date and its event: the file's own tags first, else the
// engine with its level and the player by the name in the settings.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/engines/engine_bridge.h"
#include "game/files/save_tags.h"
#include "game/settings.h"
#include "game/text/i18n.h"

using namespace xq;

namespace {

std::string tag_of(const PgnTags& tags, const std::string& name) {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return "";
}

}  // namespace

TEST_CASE("save tags / against the engine: the player's name, the engine and its level, the date") {
    set_language(Lang::EN);
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.skill = 3;
    s.player_name = "Ada";
    EngineBridge bridge({});
    Controller c(s, &bridge);
    c.new_game();
    const PgnTags tags = missing_save_tags(c, "2026.12.02");
    CHECK(tag_of(tags, "Red") == "Ada");
    CHECK(tag_of(tags, "Black") == "Engine, level 3");
    CHECK(tag_of(tags, "Date") == "2026.12.02");
    CHECK(tag_of(tags, "Event") == "Casual game");
    // Without a name the player is "Human"; the game's own tags are kept, never replaced.
    s.player_name.clear();
    c.set_tag("Black", "Lü Qin");
    c.set_tag("Date", "1990.01.01");
    const Game saved = game_to_save(c, "2026.12.02");
    CHECK(saved.tag("Red") == "Human");
    CHECK(saved.tag("Black") == "Lü Qin");
    CHECK(saved.tag("Date") == "1990.01.01");
    CHECK(saved.tag("Event") == "Casual game");
    set_language(Lang::ZH);
}

TEST_CASE("save tags / two players at one board are both Human, whatever the player's name") {
    set_language(Lang::EN);
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.player_name = "Ada";
    Controller c(s, nullptr);
    c.new_game();
    const PgnTags tags = missing_save_tags(c, "2026.12.02");
    CHECK(tag_of(tags, "Red") == "Human");
    CHECK(tag_of(tags, "Black") == "Human");
    set_language(Lang::ZH);
}
