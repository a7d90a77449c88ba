// The window's first size and the layout rules as pure functions: no display, no App.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

#include "app/first_window.h"
#include "app/layout.h"

using namespace xq;

TEST_CASE("the first window fits the display it opens on") {
    // A 1280 x 800 laptop screen (a task bar at the bottom): the old fixed 1280 x 860 would
    // have been cut off; now the window opens maximised over the usable area.
    const WindowRect r = first_window({0, 0, 1280, 770}, {});
    CHECK(r.maximized);
    CHECK(r.x == 0);
    CHECK(r.y == 0);
    CHECK(r.w == 1280);
    CHECK(r.h == 770);
    // A large display: a large window, centred in the usable area (a task bar at the top).
    const WindowRect big = first_window({0, 40, 2560, 1400}, {});
    CHECK_FALSE(big.maximized);
    CHECK(big.h == 1260);
    CHECK(big.x == (2560 - big.w) / 2);
    CHECK(big.y == 40 + (1400 - big.h) / 2);
}

TEST_CASE("a remembered window comes back where it was, or shrinks onto a smaller display") {
    const WindowRect kept = first_window({0, 0, 1920, 1080}, {100, 50, 1400, 900});
    CHECK_FALSE(kept.maximized);
    // A window the player sized on a laptop comes back as it was, not maximised.
    CHECK_FALSE(first_window({0, 0, 1280, 800}, {10, 10, 900, 700}).maximized);
    CHECK(kept.x == 100);
    CHECK(kept.y == 50);
    CHECK(kept.w == 1400);
    CHECK(kept.h == 900);
    // Left on a 2560 x 1440 monitor that is gone: clamped onto the 1280 x 800 one.
    const WindowRect moved = first_window({0, 0, 1280, 800}, {1500, 300, 2400, 1300});
    CHECK(moved.w == 1280);
    CHECK(moved.h == 800);
    CHECK(moved.x == 0);
    CHECK(moved.y == 0);
    // Off the left edge of a second display: moved onto this one, the size kept.
    const WindowRect back = first_window({1920, 0, 1920, 1080}, {-3000, 10, 800, 600});
    CHECK(back.x == 1920);
    CHECK(back.w == 800);
    // A tiny or unknown display: never below the smallest window.
    CHECK(first_window({0, 0, 200, 150}, {}).w == MIN_WINDOW_W);
    CHECK(first_window({}, {}).h > MIN_WINDOW_H);
}

TEST_CASE("the automatic UI scale grows with the window and the display's DPI") {
    CHECK(ui_scale_for(800, 600) == 1);
    CHECK(ui_scale_for(1280, 800) == 1);
    CHECK(ui_scale_for(1920, 1080) == 1.5f);
    CHECK(ui_scale_for(2560, 1440) == 2);
    CHECK(ui_scale_for(1200, 1100) == 1);  // narrow: the panel's text must still fit
    CHECK(ui_scale_for(9000, 9000) == 3);
    CHECK(ui_scale_for(1280, 800, 1.5f) == 1.5f);  // a small HiDPI screen counted in pixels
    CHECK(ui_scale_for(2560, 1440, 1.0f) == 2);    // the larger of the two
}

TEST_CASE("a board limited by the height gives the rest of the width to the panel") {
    for (const auto& entry : {std::pair{1280, 800}, std::pair{1920, 1080}, std::pair{2560, 1440}}) {
        const auto w = entry.first;
        const auto h = entry.second;
        const WindowLayout l = compute_layout(w, h, w, h, false);
        REQUIRE(!l.stacked);
        // Between the board's right edge and the panel: no more than the board's margin.
        const float board_right = l.board.x0 + l.board.width();
        CHECK(l.panel_x - board_right < 0.03f * float(h));
        CHECK(l.panel_x + l.panel_w == doctest::Approx(w));
    }
}

TEST_CASE("a narrow window folds the panel, its drawer opens over the board") {
    const WindowLayout small = compute_layout(500, 400, 500, 400, false);
    CHECK(small.narrow);
    CHECK(small.folded);
    CHECK(!small.drawer);
    CHECK(small.panel_w < 60);
    // The board takes the rest: over two thirds of the width is board.
    CHECK(small.board.width() > 0.6f * 500);
    const WindowLayout open = compute_layout(500, 400, 500, 400, false, false, 0, true);
    CHECK(open.drawer);
    CHECK(open.panel_w >= 300);
    CHECK(open.board.cell() == small.board.cell());  // the board does not move under it
    // A wide window never folds by itself, and ignores the drawer.
    const WindowLayout wide = compute_layout(1280, 800, 1280, 800, false, false, 0, true);
    CHECK(!wide.narrow);
    CHECK(!wide.folded);
    CHECK(!wide.drawer);
}

TEST_CASE("a phone-shaped window: the board on top, the panel below") {
    const WindowLayout phone = compute_layout(390, 844, 390, 844, false);
    CHECK(phone.stacked);
    CHECK(!phone.folded);
    CHECK(phone.panel_w == 390);
    CHECK(phone.board.width() > 0.9f * 390);
    CHECK(phone.board.y0 + phone.board.height() <= phone.panel_y);
    CHECK(phone.panel_h > 300);
}

TEST_CASE("the player's UI scale overrides the automatic one") {
    CHECK(compute_layout(1280, 800, 1280, 800, false).ui_scale == 1);
    CHECK(compute_layout(1280, 800, 1280, 800, false, false, 1.75f).ui_scale == 1.75f);
    CHECK(compute_layout(2560, 1440, 2560, 1440, false).ui_scale == 2);
}

TEST_CASE("a short wide window keeps its room by the board, not in a stretched panel") {
    // 1280 x 450: the board, limited by the height, is under 400 wide; the panel is no wider
    // than the usual panel or a quarter more than the board's part, and the board stands in the
    // middle of the rest.
    const WindowLayout l = compute_layout(1280, 450, 1280, 450, false);
    REQUIRE(!l.stacked);
    REQUIRE(!l.folded);
    CHECK(l.panel_w <= std::max(0.36f * 1280, 1.25f * (l.board.width() + 12)) + 1);
    CHECK(l.panel_x + l.panel_w == doctest::Approx(1280));
    const float left = l.board.x0, right = l.panel_x - (l.board.x0 + l.board.width());
    CHECK(std::abs(left - right) <= 2);
    // The usual windows keep the panel beside the board as it was (the rule above).
    for (const auto& entry : {std::pair{1280, 800}, std::pair{1920, 1080}}) {
        const auto w = entry.first;
        const auto h = entry.second;
        const WindowLayout u = compute_layout(w, h, w, h, false);
        CHECK(u.panel_x - (u.board.x0 + u.board.width()) < 0.03f * float(h));
    }
}

TEST_CASE("a phone-shaped window leaves the panel room for its fixed rows and a few of the tab") {
    for (const auto& entry : {std::pair{400, 800}, std::pair{360, 740}, std::pair{390, 844}}) {
        const auto w = entry.first;
        const auto h = entry.second;
        CAPTURE(w);
        const WindowLayout l = compute_layout(w, h, w, h, false);
        REQUIRE(l.stacked);
        CHECK(l.panel_h >= 360);
        CHECK(l.board.width() > 0.85f * float(w));  // the board stays nearly as wide as the window
    }
}
