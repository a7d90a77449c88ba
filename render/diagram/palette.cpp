#include "render/diagram/palette.h"

#include <algorithm>
#include <array>

namespace xq {

namespace {

// Colours are counted at 5 bits a channel: 32768 cells, each with the sum of its true colours.
constexpr int BITS = 5, LEVELS = 1 << BITS;

struct Cell {
    uint32_t key = 0;  // r << 10 | g << 5 | b, at 5 bits
    uint64_t count = 0;
    std::array<uint64_t, 3> sum{};
    int channel(int c) const { return int((key >> (10 - 5 * c)) & (LEVELS - 1)); }
};

struct Box {
    size_t first = 0, last = 0;  // cells[first, last)
    uint64_t count = 0;
    int widest = 0, range = 0;
};

void measure(const std::vector<Cell>& cells, Box& box) {
    int lo[3] = {LEVELS, LEVELS, LEVELS}, hi[3] = {-1, -1, -1};
    box.count = 0;
    for (size_t i = box.first; i < box.last; ++i) {
        box.count += cells[i].count;
        for (int c = 0; c < 3; ++c) {
            lo[c] = std::min(lo[c], cells[i].channel(c));
            hi[c] = std::max(hi[c], cells[i].channel(c));
        }
    }
    box.range = -1;
    for (int c = 0; c < 3; ++c)
        if (hi[c] - lo[c] > box.range) box.range = hi[c] - lo[c], box.widest = c;
}

}  // namespace

std::vector<PaletteColour> median_cut_palette(const std::vector<const Image*>& images,
                                              size_t colours) {
    std::vector<Cell> grid(size_t(LEVELS) * LEVELS * LEVELS);
    for (size_t k = 0; k < grid.size(); ++k) grid[k].key = uint32_t(k);
    for (const Image* image : images)
        for (size_t i = 0; i < image->rgba.size(); i += 4) {
            const uint8_t* p = &image->rgba[i];
            Cell& cell = grid[size_t((p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3))];
            ++cell.count;
            for (size_t c = 0; c < 3; ++c) cell.sum[c] += p[c];
        }
    std::vector<Cell> cells;
    for (const Cell& c : grid)
        if (c.count) cells.push_back(c);
    if (cells.empty()) return {PaletteColour{}};

    std::vector<Box> boxes{Box{0, cells.size()}};
    measure(cells, boxes[0]);
    while (boxes.size() < colours) {
        // Split the box with the widest spread of the most pixels.
        auto it = std::max_element(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) {
            return (a.last - a.first > 1 ? uint64_t(a.range) * a.count : 0) <
                   (b.last - b.first > 1 ? uint64_t(b.range) * b.count : 0);
        });
        if (it->last - it->first < 2) break;
        Box box = *it;
        const int c = box.widest;
        std::sort(cells.begin() + long(box.first), cells.begin() + long(box.last),
                  [c](const Cell& a, const Cell& b) { return a.channel(c) < b.channel(c); });
        // At the median pixel, keeping at least one cell on each side.
        uint64_t seen = 0;
        size_t cut = box.first + 1;
        for (size_t i = box.first; i < box.last - 1; ++i) {
            seen += cells[i].count;
            cut = i + 1;
            if (seen * 2 >= box.count) break;
        }
        Box low{box.first, cut}, high{cut, box.last};
        measure(cells, low);
        measure(cells, high);
        *it = low;
        boxes.push_back(high);
    }
    std::vector<PaletteColour> palette;
    for (const Box& box : boxes) {
        std::array<uint64_t, 3> sum{};
        for (size_t i = box.first; i < box.last; ++i)
            for (size_t c = 0; c < 3; ++c) sum[c] += cells[i].sum[c];
        const uint64_t n = std::max<uint64_t>(1, box.count);
        palette.push_back({uint8_t((sum[0] + n / 2) / n), uint8_t((sum[1] + n / 2) / n),
                           uint8_t((sum[2] + n / 2) / n)});
    }
    return palette;
}

PaletteMapper::PaletteMapper(std::vector<PaletteColour> palette)
    : palette_(std::move(palette)), cache_(size_t(1) << 24, -1) {}

uint8_t PaletteMapper::nearest(uint8_t r, uint8_t g, uint8_t b) const {
    size_t best = 0;
    int best_d = 1 << 30;
    for (size_t i = 0; i < palette_.size(); ++i) {
        const int dr = r - palette_[i].r, dg = g - palette_[i].g, db = b - palette_[i].b;
        // Weighted as the eye weighs the channels.
        const int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (d < best_d) best_d = d, best = i;
    }
    return uint8_t(best);
}

std::vector<uint8_t> PaletteMapper::indices(const Image& image) {
    std::vector<uint8_t> out(size_t(image.width) * size_t(image.height));
    for (size_t i = 0; i < out.size(); ++i) {
        const uint8_t* p = &image.rgba[i * 4];
        const size_t key = size_t(p[0]) << 16 | size_t(p[1]) << 8 | p[2];
        if (cache_[key] < 0) cache_[key] = nearest(p[0], p[1], p[2]);
        out[i] = uint8_t(cache_[key]);
    }
    return out;
}

}  // namespace xq
