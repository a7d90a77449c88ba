#include "render/diagram/arrow_fill.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace xq {

namespace {

// Inside a convex polygon given in either winding order.
template <size_t N>
bool inside(const std::array<PointF, N>& poly, float x, float y) {
    bool pos = false, neg = false;
    for (size_t i = 0; i < N; ++i) {
        const PointF a = poly[i], b = poly[(i + 1) % N];
        const float cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
        pos |= cross > 0;
        neg |= cross < 0;
    }
    return !(pos && neg);
}

}  // namespace

void fill_arrow(Image& dst, PointF from, PointF to, float width, Colour colour) {
    const float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    // The same proportions as the game's arrow.
    const float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    const float head = std::min(width * 2.6f, len * 0.6f), hw = width * 1.6f, w = width / 2;
    const PointF base{to.x - ux * head, to.y - uy * head};
    const std::array<PointF, 4> shaft{
        PointF{from.x + nx * w, from.y + ny * w}, PointF{from.x - nx * w, from.y - ny * w},
        PointF{base.x - nx * w, base.y - ny * w}, PointF{base.x + nx * w, base.y + ny * w}};
    const std::array<PointF, 3> tip{PointF{base.x + nx * hw, base.y + ny * hw},
                                    PointF{base.x - nx * hw, base.y - ny * hw}, to};
    float x_lo = to.x, x_hi = to.x, y_lo = to.y, y_hi = to.y;
    for (const PointF& p : shaft) {
        x_lo = std::min(x_lo, p.x), x_hi = std::max(x_hi, p.x);
        y_lo = std::min(y_lo, p.y), y_hi = std::max(y_hi, p.y);
    }
    for (const PointF& p : tip) {
        x_lo = std::min(x_lo, p.x), x_hi = std::max(x_hi, p.x);
        y_lo = std::min(y_lo, p.y), y_hi = std::max(y_hi, p.y);
    }
    const int xa = std::max(0, int(std::floor(x_lo))), xb = std::min(dst.width, int(x_hi) + 1);
    const int ya = std::max(0, int(std::floor(y_lo))), yb = std::min(dst.height, int(y_hi) + 1);
    constexpr int SUB = 4;
    for (int y = ya; y < yb; ++y)
        for (int x = xa; x < xb; ++x) {
            int hits = 0;
            for (int sy = 0; sy < SUB; ++sy)
                for (int sx = 0; sx < SUB; ++sx) {
                    const float px = float(x) + (float(sx) + 0.5f) / SUB;
                    const float py = float(y) + (float(sy) + 0.5f) / SUB;
                    hits += inside(shaft, px, py) || inside(tip, px, py);
                }
            if (!hits) continue;
            const unsigned a = unsigned(colour.a) * unsigned(hits) / (SUB * SUB);
            uint8_t* d = dst.at(x, y);
            const uint8_t src[4] = {uint8_t(colour.r * a / 255), uint8_t(colour.g * a / 255),
                                    uint8_t(colour.b * a / 255), uint8_t(a)};
            for (int c = 0; c < 4; ++c) d[c] = uint8_t(src[c] + (d[c] * (255u - a) + 127) / 255);
        }
}

}  // namespace xq
