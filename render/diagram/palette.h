// A palette of at most 256 colours for a set of pictures (the frames of a GIF), by median cut,
// and the mapping of each pixel to its nearest entry. No dithering: a flat area keeps one colour.
#pragma once

#include <cstdint>
#include <vector>

#include "render/diagram/image.h"

namespace xq {

struct PaletteColour {
    uint8_t r = 0, g = 0, b = 0;
};

std::vector<PaletteColour> median_cut_palette(const std::vector<const Image*>& images,
                                              size_t colours = 256);

// Maps opaque pixels to palette indices; remembers the colours it has seen.
class PaletteMapper {
  public:
    explicit PaletteMapper(std::vector<PaletteColour> palette);
    std::vector<uint8_t> indices(const Image& image);
    const std::vector<PaletteColour>& palette() const { return palette_; }

  private:
    uint8_t nearest(uint8_t r, uint8_t g, uint8_t b) const;
    std::vector<PaletteColour> palette_;
    std::vector<int16_t> cache_;  // by 24-bit colour; -1 = not yet looked up
};

}  // namespace xq
