// The difficulty levels' Elo labels: the measured ladder (docs/strength.md), rising with the
// level, and drawable by the UI font.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "game/levels/level_elo.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("level Elo labels follow the measured ladder and rise with the level") {
    CHECK(level_elo_label(20) == "≈ 2550");
    CHECK(level_elo_label(17) == "≈ 2030");
    CHECK(level_elo_label(1) == "< 100");
    CHECK(level_elo(0) == level_elo(1));  // clamped
    CHECK(level_elo(21) == level_elo(20));
    for (int l = 2; l <= 20; ++l) CHECK(level_elo(l) > level_elo(l - 1));
    // Each label's figure is the one docs/strength.md shows for that level.
    std::ifstream in(std::string(XQ_SOURCE_DIR) + "/docs/strength.md");
    std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (int l = 1; l <= 20; ++l) {
        CAPTURE(l);
        CHECK(doc.find("| " + level_elo_label(l) + " |") != std::string::npos);
    }
    // The ten-level scale's levels keep their figures (and their search) at their new numbers.
    const int TEN_LEVEL_ELO[10] = {-180, 220, 420, 650, 1030, 1360, 1620, 2030, 2410, 2550};
    for (int ten = 1; ten <= 10; ++ten) {
        CAPTURE(ten);
        CHECK(level_elo(level_from_ten_level_scale(ten)) == TEN_LEVEL_ELO[ten - 1]);
    }
}

TEST_CASE("the difficulty slider shows the Elo figure with a glyph the font has") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->frame();
    CHECK(ImGui::GetIO().Fonts->Fonts[0]->FindGlyphNoFallback(0x2248) != nullptr);  // ≈
}
