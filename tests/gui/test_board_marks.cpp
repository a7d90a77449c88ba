// What the board draws around the pieces: the file labels sit whole inside the frame, the
// last-move brackets never cover them, and a hint arrow of one step stays visible over the
// two pieces it joins.
#include <doctest/doctest.h>
#include <stb_image_write.h>

#include <cstring>

#include "gui_test_util.h"
#include "render/board_renderer.h"
#include "render/sprites.h"

using namespace xq;
using namespace xq::test;

namespace {

bool ink(const uint8_t* p) {
    return p[0] < 110 && p[1] < 90 && p[2] < 80;  // the labels' dark brown, not the wood
}

// Rows [y0, y1) of the columns around every file's x.
struct InkRows {
    int first = -1, last = -1, count = 0;
};
InkRows ink_rows(const App& app, const Frame& f, int y0, int y1) {
    InkRows r;
    const BoardGeometry& g = app.geometry();
    for (int file = 0; file < FILE_NB; ++file) {
        const int cx = int(g.center(make_square(file, 0)).x), half = int(g.cell() * 0.25f);
        for (int y = std::max(0, y0); y < std::min(f.h, y1); ++y)
            for (int x = cx - half; x <= cx + half; ++x)
                if (ink(f.at(x, y))) {
                    if (r.first < 0 || y < r.first) r.first = y;
                    r.last = std::max(r.last, y);
                    ++r.count;
                }
    }
    return r;
}

}  // namespace

TEST_CASE("the file labels lie whole inside the frame / at every size / flipped or not") {
    for (auto size : {std::pair{1200, 820}, std::pair{800, 600}, std::pair{640, 480}}) {
        const auto [w, h] = size;
        for (bool flip : {false, true}) {
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().flip = flip;
            Frame f = grab(*app);
            const BoardGeometry& g = app->geometry();
            const int top = int(g.outer_y0()), image_top = int(g.y0);
            const int image_bottom = int(g.y0 + g.height()),
                      bottom = int(g.outer_y0() + g.outer_height());
            // Labels in both bands, with wood between the glyphs and the band's edges.
            for (auto [a, b] : {std::pair{top, image_top}, std::pair{image_bottom, bottom}}) {
                // (The frame's dark outline is the band's outermost row.)
                InkRows r = ink_rows(*app, f, a + 2, b - 1);
                CAPTURE(size.first);
                CAPTURE(flip);
                CHECK(r.count > 9 * 10);  // nine glyphs
                CHECK(r.first > a + 1);   // wood between the frame line and the glyph
                CHECK(r.last < b - 2);    // nor where the image starts
            }
            if (w == 640) save_screenshot(*app, flip ? "labels_640_flipped" : "labels_640");
        }
    }
}

TEST_CASE("the last-move brackets of a move on the back rank leave the labels untouched") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    const BoardGeometry& g = app->geometry();
    const int image_bottom = int(g.y0 + g.height()), bottom = int(g.outer_y0() + g.outer_height());
    Frame before = grab(*app);
    click_square(*app, sq("b0"));  // the horse on the back rank, next to the labels
    click_square(*app, sq("c2"));
    REQUIRE(app->controller().game().ply() == 1);
    for (int i = 0; i < 20; ++i) app->frame();  // the move's animation ends
    Frame after = grab(*app);
    save_screenshot(*app, "last_move_brackets");
    int changed = 0;
    for (int y = image_bottom; y < bottom; ++y)
        for (int x = int(g.x0); x < int(g.x0 + g.width()); ++x)  // the board's band (the panel
                                                                 // beside it has a running clock)
            changed += std::memcmp(before.at(x, y), after.at(x, y), 3) != 0;
    CHECK(changed == 0);
}

TEST_CASE("a one-step hint arrow leaves its piece visible, lies over the target and stands out") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Sprites sprites;
    std::string error;
    REQUIRE_MESSAGE(sprites.load(app->renderer(), XQ_ASSETS_DIR, &error), error);
    const BoardGeometry g = app->geometry();
    BoardView view;
    Position start;
    for (Square s = 0; s < SQUARE_NB; ++s) view.pieces[s] = start.piece_on(s);
    // The rook takes one step to a square with a piece on it (a capture, as after a hint).
    view.pieces[sq("a1")] = make_piece(BLACK, PAWN);
    view.arrows.push_back({sq("a0"), sq("a1"), {40, 160, 60, 200}});
    auto render = [&](const BoardView& v) {
        SDL_SetRenderTarget(app->renderer(), nullptr);
        SDL_SetRenderDrawColor(app->renderer(), 0, 0, 0, 255);
        SDL_RenderClear(app->renderer());
        draw_board(app->renderer(), sprites, g, v, nullptr);
        Frame f;
        SDL_GetRendererOutputSize(app->renderer(), &f.w, &f.h);
        f.rgba.resize(size_t(f.w) * f.h * 4);
        SDL_RenderReadPixels(app->renderer(), nullptr, SDL_PIXELFORMAT_ABGR8888, f.rgba.data(),
                             f.w * 4);
        return f;
    };
    Frame with = render(view);
    BoardView plain = view;
    plain.arrows.clear();
    Frame without = render(plain);
    // Pixels the arrow made strongly green, on the two pieces' faces (within 0.45 cell of either
    // centre): the arrow's shaft and head must be seen there, not hidden by the discs.
    auto green = [](const uint8_t* p) { return p[1] > p[0] + 50 && p[1] > p[2] + 40; };
    int on_from = count_pixels(*app, with, sq("a0"), 0.45f, green) -
                  count_pixels(*app, without, sq("a0"), 0.45f, green);
    int on_to = count_pixels(*app, with, sq("a1"), 0.45f, green) -
                count_pixels(*app, without, sq("a1"), 0.45f, green);
    const float cell = g.cell();
    MESSAGE("green pixels on the from piece " << on_from << ", on the target " << on_to << " (cell "
                                              << cell << " px)");
    // The arrow starts at the moving piece's rim: that piece stays wholly visible; on the
    // target the shaft (about 0.14 cell wide) shows over at least a fifth of a cell.
    CHECK(on_from < int(cell * 0.14f * cell * 0.05f));
    CHECK(on_to > int(cell * 0.14f * cell * 0.2f));
    // A dark outline separates it from the pieces' faces and ink.
    auto dark = [](const uint8_t* p) { return p[0] < 100 && p[1] < 100 && p[2] < 100; };
    int outline = count_pixels(*app, with, sq("a1"), 0.45f, dark) -
                  count_pixels(*app, without, sq("a1"), 0.45f, dark);
    CHECK(outline > int(cell * 0.5f));
    stbi_write_png("gui_test_one_step_arrow.png", with.w, with.h, 4, with.rgba.data(), with.w * 4);
}
