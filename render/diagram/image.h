// An RGBA picture in memory, drawn without a GPU: the diagrams' canvas and their sprites.
// Pixels are stored with premultiplied alpha, so scaling and compositing need no special case
// for transparent edges (no dark fringes around the pieces).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace xq {

struct Image {
    int width = 0, height = 0;
    std::vector<uint8_t> rgba;  // premultiplied, row by row, 4 bytes a pixel

    Image() = default;
    Image(int w, int h) : width(w), height(h), rgba(size_t(w) * size_t(h) * 4, 0) {}
    bool empty() const { return width <= 0 || height <= 0; }
    uint8_t* at(int x, int y) { return &rgba[(size_t(y) * size_t(width) + size_t(x)) * 4]; }
    const uint8_t* at(int x, int y) const {
        return &rgba[(size_t(y) * size_t(width) + size_t(x)) * 4];
    }
};

// Reads a PNG file (any colour type) as premultiplied RGBA. False with a message naming the file.
bool load_png(const std::string& path, Image& out, std::string* error);

// The image scaled to w x h with a tent filter as wide as the scale needs: bilinear when
// enlarging, an area average when shrinking (a plain bilinear lookup would skip pixels of the
// fine grid lines and the pieces' ink).
Image resample(const Image& src, int w, int h);

// A part of an image: `src` rows y..y+h, all columns.
Image crop_rows(const Image& src, int y, int h);

// Draws `src` over `dst` with its top-left corner at (x, y), clipped to `dst`.
void draw_over(Image& dst, const Image& src, int x, int y);

// The pixels with their alpha undone (straight RGBA), as the image files store them.
std::vector<uint8_t> straight_rgba(const Image& image);

}  // namespace xq
