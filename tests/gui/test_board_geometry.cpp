// Square <-> pixel mapping for any window size and both orientations.
#include <doctest/doctest.h>

#include <utility>

#include "render/board_geometry.h"

using namespace xq;

TEST_CASE("fit keeps the aspect ratio and centres the board") {
    BoardGeometry g = BoardGeometry::fit(0, 0, 1000, 500, false);
    CHECK(g.outer_height() == doctest::Approx(500));  // the image and its two label bands
    CHECK(g.outer_y0() == doctest::Approx(0));
    CHECK(g.width() == doctest::Approx(500.0 * 940 / (1040 + 2 * BoardGeometry::LABEL_BAND)));
    CHECK(g.x0 == doctest::Approx((1000 - g.width()) / 2));
    BoardGeometry tall = BoardGeometry::fit(10, 20, 470, 2000, false);
    CHECK(tall.width() == doctest::Approx(470));
    CHECK(tall.x0 == doctest::Approx(10));
}

TEST_CASE("every square maps to its intersection and back / flipped or not / at any size") {
    for (bool flipped : {false, true}) {
        for (auto [w, h] : {std::pair{940, 1040}, std::pair{640, 480}, std::pair{2560, 1440},
                            std::pair{333, 1000}}) {
            BoardGeometry g = BoardGeometry::fit(5, 7, float(w), float(h), flipped);
            for (Square s = 0; s < SQUARE_NB; ++s) {
                PointF p = g.center(s);
                CHECK(g.square_at(p.x, p.y) == s);
                // Near the edge of the cell still the same square.
                CHECK(g.square_at(p.x + g.cell() * 0.45f, p.y - g.cell() * 0.45f) == s);
            }
            // Outside the grid's reach: no square.
            CHECK(g.square_at(g.x0 + 1, g.y0 + 1) == SQ_NONE);
            CHECK(g.square_at(-100, -100) == SQ_NONE);
        }
    }
}

TEST_CASE("Red's back rank is at the bottom unless flipped") {
    const float H = 1040 + 2 * BoardGeometry::LABEL_BAND, band = BoardGeometry::LABEL_BAND;
    BoardGeometry g = BoardGeometry::fit(0, 0, 940, H, false);
    CHECK(g.center(make_square(0, 0)).x == doctest::Approx(70));
    CHECK(g.center(make_square(0, 0)).y == doctest::Approx(band + 970));
    CHECK(g.center(make_square(8, 9)).y == doctest::Approx(band + 70));
    BoardGeometry f = BoardGeometry::fit(0, 0, 940, H, true);
    CHECK(f.center(make_square(0, 0)).x == doctest::Approx(870));
    CHECK(f.center(make_square(0, 0)).y == doctest::Approx(band + 70));
}
