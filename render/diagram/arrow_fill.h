// The game's move arrow (render/board_renderer.cpp draws it with the GPU) drawn into an Image:
// a thick shaft and a triangular head, with smooth (4 x 4 supersampled) edges.
#pragma once

#include <cstdint>

#include "render/board_geometry.h"
#include "render/diagram/image.h"

namespace xq {

struct Colour {
    uint8_t r = 0, g = 0, b = 0, a = 255;  // straight alpha
};

void fill_arrow(Image& dst, PointF from, PointF to, float width, Colour colour);

}  // namespace xq
