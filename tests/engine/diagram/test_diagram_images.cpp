// The software renderer's parts: scaling keeps flat colours flat, the GIF palette maps a flat
// area to one entry (no dithering), arrows are drawn where they point.
#include <doctest/doctest.h>

#include "render/diagram/arrow_fill.h"
#include "render/diagram/image.h"
#include "render/diagram/palette.h"

using namespace xq;

namespace {

Image flat(int w, int h, uint8_t r, uint8_t g, uint8_t b) {
    Image img(w, h);
    for (size_t i = 0; i < img.rgba.size(); i += 4)
        img.rgba[i] = r, img.rgba[i + 1] = g, img.rgba[i + 2] = b, img.rgba[i + 3] = 255;
    return img;
}

}  // namespace

TEST_CASE("diagram images: scaling up or down keeps a flat colour exactly") {
    const Image src = flat(40, 30, 200, 150, 90);
    for (auto [w, h] : {std::pair{13, 7}, std::pair{97, 120}}) {
        const Image out = resample(src, w, h);
        REQUIRE(out.width == w);
        REQUIRE(out.height == h);
        for (size_t i = 0; i < out.rgba.size(); i += 4) {
            CHECK(out.rgba[i] == 200);
            CHECK(out.rgba[i + 3] == 255);
        }
    }
}

TEST_CASE("diagram images: shrinking averages the pixels it covers") {
    Image src = flat(4, 1, 0, 0, 0);
    src.at(1, 0)[0] = 255;  // a one-pixel line, as thin as the board's grid at small sizes
    src.at(2, 0)[0] = 255;
    const Image out = resample(src, 1, 1);
    CHECK(out.at(0, 0)[0] > 100);
    CHECK(out.at(0, 0)[0] < 160);
}

TEST_CASE("diagram images: the palette gives each flat area a single entry") {
    Image img = flat(64, 64, 181, 140, 82);
    for (int y = 32; y < 64; ++y)
        for (int x = 0; x < 64; ++x) img.at(x, y)[0] = 20, img.at(x, y)[1] = 20;
    PaletteMapper mapper(median_cut_palette({&img}));
    const std::vector<uint8_t> idx = mapper.indices(img);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) CHECK(idx[size_t(y * 64 + x)] == idx[y < 32 ? 0 : 64 * 63]);
    CHECK(idx[0] != idx[64 * 63]);
    const PaletteColour top = mapper.palette()[idx[0]];
    CHECK(top.r == 181);
    CHECK(top.g == 140);
    CHECK(top.b == 82);
}

TEST_CASE("diagram images: an arrow covers its line and not the side") {
    Image img = flat(100, 100, 255, 255, 255);
    fill_arrow(img, {10, 50}, {90, 50}, 8, {0, 0, 255, 255});
    CHECK(img.at(50, 50)[0] == 0);  // on the shaft: blue
    CHECK(img.at(50, 50)[2] == 255);
    CHECK(img.at(50, 20)[0] == 255);  // beside it: untouched
    CHECK(img.at(80, 54)[0] < 128);   // in the head
}
