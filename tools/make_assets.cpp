// make_assets: renders the board, piece, file-label and marker sprites described in
// docs/assets.md from two Debian fonts. Pure CPU, no randomness, no clock: every run writes the
// same bytes, so the PNGs in assets/ can be checked in and regenerated at will.
//
// Usage: make_assets <output assets dir> [--font-kai PATH] [--font-sans PATH]   (--help: defaults)
//        make_assets --icons <output dir> [--font-kai PATH]   the desktop icons

#include <stb/stb_image_write.h>
#include <stb/stb_truetype.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include "util/command_line.h"

namespace {

namespace fs = std::filesystem;

constexpr float kPi = 3.14159265358979f;

// The centre of pixel i along one axis (the pixel covers [i, i + 1)).
constexpr float centre(int i) {
    return float(i) + 0.5f;
}

// ---------------------------------------------------------------- colour and canvas

struct Rgba {
    float r, g, b, a = 1.0f;
};

constexpr Rgba rgb8(int r, int g, int b, float a = 1.0f) {
    return {float(r) / 255.0f, float(g) / 255.0f, float(b) / 255.0f, a};
}

Rgba mix(const Rgba& x, const Rgba& y, float t) {
    return {x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t,
            x.a + (y.a - x.a) * t};
}

Rgba scaled(const Rgba& c, float k) {
    return {std::min(c.r * k, 1.0f), std::min(c.g * k, 1.0f), std::min(c.b * k, 1.0f), c.a};
}

float clamp01(float v) {
    return std::clamp(v, 0.0f, 1.0f);
}

// glibc picks sinf/expf/powf implementations by CPU (FMA or not), and their last bits may
// differ. These use only + * / sqrt and exact steps, which IEEE arithmetic makes identical on
// every x86-64 machine, so the PNGs are byte-identical wherever the tool is built and run.
float det_sin(float x) {
    double t = x - 2.0 * kPi * std::floor(x / (2.0 * kPi) + 0.5);  // [-pi, pi]
    if (t > kPi / 2) t = kPi - t;
    if (t < -kPi / 2) t = -kPi - t;
    const double t2 = t * t;  // Taylor to t^13 on [-pi/2, pi/2]: error below 1e-9
    double sum = 1.0;
    for (int k = 13; k >= 3; k -= 2) sum = 1.0 - t2 / (k * (k - 1)) * sum;
    return static_cast<float>(t * sum);
}

float det_cos(float x) {
    return det_sin(x + kPi / 2);
}

float det_exp(float x) {
    const double n = std::floor(x / 0.6931471805599453 + 0.5);
    const double r = x - n * 0.6931471805599453;  // |r| <= ln2 / 2
    double sum = 1.0;
    for (int k = 12; k >= 1; --k) sum = 1.0 + r / k * sum;
    return static_cast<float>(std::ldexp(sum, static_cast<int>(n)));
}

float length(float dx, float dy) {
    return std::sqrt(dx * dx + dy * dy);
}

float smoothstep(float e0, float e1, float x) {
    const float t = clamp01((x - e0) / (e1 - e0));
    return t * t * (3.0f - 2.0f * t);
}

// Premultiplied RGBA in floats; pixel (x, y) covers the square [x, x+1) x [y, y+1), so a
// geometric coordinate such as the grid line x = 70 lies on the boundary between two pixels.
class Canvas {
  public:
    Canvas(int w, int h) : w_(w), h_(h), px_(static_cast<size_t>(w) * h * 4, 0.0f) {}
    int width() const { return w_; }
    int height() const { return h_; }

    // Porter-Duff "over" of colour c with extra coverage cov.
    void blend(int x, int y, const Rgba& c, float cov) {
        if (x < 0 || y < 0 || x >= w_ || y >= h_) return;
        const float a = c.a * clamp01(cov);
        if (a <= 0.0f) return;
        float* p = &px_[(static_cast<size_t>(y) * w_ + x) * 4];
        p[0] = c.r * a + p[0] * (1.0f - a);
        p[1] = c.g * a + p[1] * (1.0f - a);
        p[2] = c.b * a + p[2] * (1.0f - a);
        p[3] = a + p[3] * (1.0f - a);
    }

    void write_png(const fs::path& path) const {
        std::vector<unsigned char> out(px_.size());
        for (size_t i = 0; i < px_.size(); i += 4) {
            const float a = px_[i + 3];
            for (int k = 0; k < 3; ++k) {
                const float straight = a > 0.0f ? px_[i + k] / a : 0.0f;
                out[i + k] = static_cast<unsigned char>(std::lround(clamp01(straight) * 255.0f));
            }
            out[i + 3] = static_cast<unsigned char>(std::lround(clamp01(a) * 255.0f));
        }
        if (!stbi_write_png(path.c_str(), w_, h_, 4, out.data(), w_ * 4))
            throw std::runtime_error("cannot write " + path.string());
    }

  private:
    int w_, h_;
    std::vector<float> px_;
};

// Coverage mask in [0, 1]. Shapes are rasterised into masks first so that one shape can be
// painted several times with sub-pixel offsets (engraving highlights, shadows).
class Mask {
  public:
    Mask(int w, int h) : w_(w), h_(h), v_(static_cast<size_t>(w) * h, 0.0f) {}
    int width() const { return w_; }
    int height() const { return h_; }

    float at(int x, int y) const {
        if (x < 0 || y < 0 || x >= w_ || y >= h_) return 0.0f;
        return v_[static_cast<size_t>(y) * w_ + x];
    }
    // Union of coverages, treating them as independent: overlapping strokes do not darken.
    void unite(int x, int y, float c) {
        if (x < 0 || y < 0 || x >= w_ || y >= h_ || c <= 0.0f) return;
        float& v = v_[static_cast<size_t>(y) * w_ + x];
        v = std::max(v, clamp01(c));
    }
    // Bilinear sample at a continuous pixel position (pixel centres at i + 0.5).
    float sample(float x, float y) const {
        const float fx = x - 0.5f, fy = y - 0.5f;
        const int x0 = static_cast<int>(std::floor(fx)), y0 = static_cast<int>(std::floor(fy));
        const float tx = fx - float(x0), ty = fy - float(y0);
        const float top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
        const float bot = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
        return top + (bot - top) * ty;
    }

  private:
    int w_, h_;
    std::vector<float> v_;
};

// Paints `mask` shifted by (dx, dy) onto the canvas in colour c.
void paint(Canvas& canvas, const Mask& mask, const Rgba& c, float dx = 0.0f, float dy = 0.0f) {
    for (int y = 0; y < canvas.height(); ++y)
        for (int x = 0; x < canvas.width(); ++x) {
            const float cov = mask.sample(centre(x) - dx, centre(y) - dy);
            if (cov > 0.0f) canvas.blend(x, y, c, cov);
        }
}

// ---------------------------------------------------------------- analytic shapes
// Coverage from a signed distance (negative inside): exact for pixel-aligned straight edges,
// a close approximation for curves and diagonals.

float coverage(float signed_distance) {
    return clamp01(0.5f - signed_distance);
}

// Rectangle of width `width` around segment a-b, extended by `cap` beyond both ends.
void stroke_segment(Mask& m, float ax, float ay, float bx, float by, float width, float cap = 0) {
    const float len = length(bx - ax, by - ay);
    const float ux = (bx - ax) / len, uy = (by - ay) / len;
    const float half = width * 0.5f;
    const int x0 = static_cast<int>(std::floor(std::min(ax, bx) - half - cap - 1));
    const int x1 = static_cast<int>(std::ceil(std::max(ax, bx) + half + cap + 1));
    const int y0 = static_cast<int>(std::floor(std::min(ay, by) - half - cap - 1));
    const int y1 = static_cast<int>(std::ceil(std::max(ay, by) + half + cap + 1));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const float px = centre(x) - ax, py = centre(y) - ay;
            const float along = px * ux + py * uy;
            const float across = std::fabs(-px * uy + py * ux);
            const float d_along = std::fabs(along - len * 0.5f) - (len * 0.5f + cap);
            const float d_across = across - half;
            // Separable coverage of a box: product of the two one-dimensional coverages.
            m.unite(x, y, coverage(d_along) * coverage(d_across));
        }
}

void fill_disc(Mask& m, float cx, float cy, float r) {
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            m.unite(x, y, coverage(length(centre(x) - cx, centre(y) - cy) - r));
}

void stroke_circle(Mask& m, float cx, float cy, float r, float width) {
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x) {
            const float d = length(centre(x) - cx, centre(y) - cy);
            m.unite(x, y, coverage(std::fabs(d - r) - width * 0.5f));
        }
}

// ---------------------------------------------------------------- deterministic noise

uint32_t hash2(int x, int y, uint32_t seed) {
    uint32_t h = seed * 0x9E3779B1u ^ static_cast<uint32_t>(x) * 0x85EBCA77u ^
                 static_cast<uint32_t>(y) * 0xC2B2AE3Du;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return h;
}

float lattice(int x, int y, uint32_t seed) {
    return static_cast<float>(hash2(x, y, seed) >> 8) * (2.0f / 16777216.0f) - 1.0f;
}

// Value noise in [-1, 1] with quintic interpolation (no visible lattice creases).
float value_noise(float x, float y, uint32_t seed) {
    const float fx = std::floor(x), fy = std::floor(y);
    const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
    auto fade = [](float t) { return t * t * t * (t * (t * 6.0f - 15.0f) + 10.0f); };
    const float tx = fade(x - fx), ty = fade(y - fy);
    const float a = lattice(ix, iy, seed), b = lattice(ix + 1, iy, seed);
    const float c = lattice(ix, iy + 1, seed), d = lattice(ix + 1, iy + 1, seed);
    const float top = a + (b - a) * tx, bot = c + (d - c) * tx;
    return top + (bot - top) * ty;
}

float fbm(float x, float y, int octaves, uint32_t seed) {
    float sum = 0.0f, amp = 1.0f, norm = 0.0f;
    for (int i = 0; i < octaves; ++i) {
        sum += amp * value_noise(x, y, seed + 101u * i);
        norm += amp;
        amp *= 0.5f;
        x *= 2.03f;
        y *= 2.03f;
    }
    return sum / norm;
}

// ---------------------------------------------------------------- fonts

// One face of a font file (a .ttc collection holds several faces).
struct Font {
    std::vector<unsigned char> data;
    stbtt_fontinfo info{};
    std::string face_name;
};

std::string face_family(const stbtt_fontinfo& info) {
    int len = 0;
    const char* s = stbtt_GetFontNameString(&info, &len, STBTT_PLATFORM_ID_MICROSOFT,
                                            STBTT_MS_EID_UNICODE_BMP, STBTT_MS_LANG_ENGLISH, 1);
    std::string out;
    for (int i = 0; s && i + 1 < len; i += 2)  // UTF-16BE; family names here are ASCII
        out += (s[i] == 0 && s[i + 1] > 0) ? s[i + 1] : '?';
    return out;
}

// Loads the first face that has every codepoint in `needed`, preferring a face whose family
// name ends with `prefer_suffix` (ukai.ttc: the "TW" face draws the traditional glyph forms).
Font load_font(const std::string& path, const std::vector<int>& needed,
               const std::string& prefer_suffix) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("font not found: " + path +
                                 " (install the Debian package or pass the option with a path)");
    Font font;
    in.seekg(0, std::ios::end);
    font.data.resize(static_cast<size_t>(in.tellg()));
    in.seekg(0);
    in.read(reinterpret_cast<char*>(font.data.data()),
            static_cast<std::streamsize>(font.data.size()));
    if (!in) throw std::runtime_error("cannot read font " + path);
    const int faces = std::max(stbtt_GetNumberOfFonts(font.data.data()), 1);
    int chosen = -1;
    std::string missing_report;
    for (int i = 0; i < faces; ++i) {
        stbtt_fontinfo info;
        const int offset = stbtt_GetFontOffsetForIndex(font.data.data(), i);
        if (offset < 0 || !stbtt_InitFont(&info, font.data.data(), offset)) continue;
        int missing = 0;
        for (int cp : needed) missing += stbtt_FindGlyphIndex(&info, cp) == 0;
        const std::string family = face_family(info);
        if (missing) {
            missing_report += " face " + std::to_string(i) + " (" + family + ") lacks " +
                              std::to_string(missing) + " glyph(s);";
            continue;
        }
        const bool preferred = !prefer_suffix.empty() && family.size() >= prefer_suffix.size() &&
                               family.ends_with(prefer_suffix);
        if (chosen < 0 || preferred) {
            chosen = i;
            font.info = info;
            font.face_name = family;
        }
        if (preferred) break;
    }
    if (chosen < 0)
        throw std::runtime_error("no face of " + path + " has all needed glyphs:" + missing_report);
    return font;
}

// Rasterises one glyph so that the centre of its ink box lands exactly on (cx, cy).
void draw_glyph(Mask& m, const Font& font, int codepoint, float em_px, float cx, float cy) {
    const float s = stbtt_ScaleForMappingEmToPixels(&font.info, em_px);
    int gx0, gy0, gx1, gy1;
    if (!stbtt_GetCodepointBox(&font.info, codepoint, &gx0, &gy0, &gx1, &gy1))
        throw std::runtime_error("glyph U+" + std::to_string(codepoint) + " has no outline");
    const float ox = cx - float(gx0 + gx1) * 0.5f * s;  // pen origin; font y axis points up
    const float oy = cy + float(gy0 + gy1) * 0.5f * s;
    const float fx = std::floor(ox), fy = std::floor(oy);
    int bx0, by0, bx1, by1;
    stbtt_GetCodepointBitmapBoxSubpixel(&font.info, codepoint, s, s, ox - fx, oy - fy, &bx0, &by0,
                                        &bx1, &by1);
    const int w = bx1 - bx0, h = by1 - by0;
    std::vector<unsigned char> bits(static_cast<size_t>(w) * h);
    stbtt_MakeCodepointBitmapSubpixel(&font.info, bits.data(), w, h, w, s, s, ox - fx, oy - fy,
                                      codepoint);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            m.unite(static_cast<int>(fx) + bx0 + x, static_cast<int>(fy) + by0 + y,
                    float(bits[static_cast<size_t>(y) * w + x]) / 255.0f);
}

// Kai strokes are thin; a piece wants a firmer brush. Uniting copies shifted around a small
// circle dilates the glyph by `weight` pixels without changing its centre.
void draw_glyph_bold(Mask& m, const Font& font, int codepoint, float em_px, float cx, float cy,
                     float weight) {
    draw_glyph(m, font, codepoint, em_px, cx, cy);
    for (int i = 0; i < 8; ++i) {
        const float a = float(i) * (kPi / 4);
        draw_glyph(m, font, codepoint, em_px, cx + weight * det_cos(a), cy + weight * det_sin(a));
    }
}

// ---------------------------------------------------------------- palette

constexpr Rgba kInk = rgb8(58, 34, 16);       // grid lines, river text, file labels
constexpr Rgba kRedInk = rgb8(176, 16, 16);   // red pieces
constexpr Rgba kBlackInk = rgb8(28, 24, 22);  // black pieces
constexpr Rgba kBoardLight = rgb8(230, 190, 128);
constexpr Rgba kBoardDark = rgb8(188, 134, 72);
constexpr Rgba kPieceFace = rgb8(242, 214, 160);
constexpr Rgba kPieceGrain = rgb8(210, 168, 106);
constexpr Rgba kHighlight = rgb8(255, 246, 225);

// ---------------------------------------------------------------- board

constexpr int kRiverChars[4] = {0x695A, 0x6CB3, 0x6F22, 0x754C};  // 楚 河 漢 界
constexpr int kBoardW = 940, kBoardH = 1040, kMargin = 70, kCell = 100;

float grid_x(int file) {
    return static_cast<float>(kMargin + file * kCell);
}
float grid_y(int row) {
    return static_cast<float>(kMargin + row * kCell);
}

// Flat-sawn wood with the grain running down the board: wavy growth lines, fibre streaks and
// a slow variation of tone.
Rgba board_wood(float x, float y) {
    const float warp = fbm(x * 0.004f, y * 0.0009f, 4, 11u);
    const float u = x + 70.0f * warp + 6.0f * fbm(x * 0.02f, y * 0.003f, 3, 23u);
    const float ring = 0.5f + 0.5f * det_sin(u * (2.0f * kPi / 26.0f));
    const float ring3 = ring * ring * ring;
    const float growth = ring3 * ring3;  // thin late-wood lines
    const float fibre = fbm(x * 0.35f, y * 0.012f, 3, 37u);
    const float tone = fbm(x * 0.0025f, y * 0.0025f, 3, 53u);
    const float t = clamp01(0.40f + 0.22f * growth + 0.16f * fibre + 0.28f * tone);
    Rgba c = mix(kBoardLight, kBoardDark, t);
    // A faint darkening towards the outer edge, as on an oiled board.
    const float edge = std::min({x, y, kBoardW - x, kBoardH - y});
    return scaled(c, 0.93f + 0.07f * smoothstep(0.0f, 26.0f, edge));
}

// The little L-shaped marks around a cannon or pawn start point; the edge files only get the
// inward half.
void corner_marks(Mask& m, int file, int row) {
    constexpr float kGap = 5.0f, kArm = 15.0f, kWidth = 2.0f;
    const float cx = grid_x(file), cy = grid_y(row);
    for (int sx : {-1, 1}) {
        if ((file == 0 && sx < 0) || (file == 8 && sx > 0)) continue;
        for (int sy : {-1, 1}) {
            const float x = cx + float(sx) * kGap, y = cy + float(sy) * kGap;
            stroke_segment(m, x, y, x + float(sx) * kArm, y, kWidth, kWidth * 0.5f);
            stroke_segment(m, x, y, x, y + float(sy) * kArm, kWidth, kWidth * 0.5f);
        }
    }
}

void render_board(const Font& kai, const fs::path& out) {
    Canvas canvas(kBoardW, kBoardH);
    for (int y = 0; y < kBoardH; ++y)
        for (int x = 0; x < kBoardW; ++x) canvas.blend(x, y, board_wood(centre(x), centre(y)), 1);

    Mask lines(kBoardW, kBoardH);
    constexpr float kLine = 2.0f, kFrame = 5.0f;
    for (int row = 1; row <= 8; ++row)
        stroke_segment(lines, grid_x(0), grid_y(row), grid_x(8), grid_y(row), kLine);
    for (int file = 1; file <= 7; ++file) {  // interrupted by the river
        stroke_segment(lines, grid_x(file), grid_y(0), grid_x(file), grid_y(4), kLine);
        stroke_segment(lines, grid_x(file), grid_y(5), grid_x(file), grid_y(9), kLine);
    }
    for (int top : {0, 7}) {  // palaces
        stroke_segment(lines, grid_x(3), grid_y(top), grid_x(5), grid_y(top + 2), kLine);
        stroke_segment(lines, grid_x(5), grid_y(top), grid_x(3), grid_y(top + 2), kLine);
    }
    for (int file : {1, 7})
        for (int row : {2, 7}) corner_marks(lines, file, row);
    for (int file : {0, 2, 4, 6, 8})
        for (int row : {3, 6}) corner_marks(lines, file, row);
    // Outer frame: the grid's edge drawn thicker, square caps so the corners close.
    const float l = grid_x(0), r = grid_x(8), t = grid_y(0), b = grid_y(9);
    stroke_segment(lines, l, t, r, t, kFrame, kFrame * 0.5f);
    stroke_segment(lines, l, b, r, b, kFrame, kFrame * 0.5f);
    stroke_segment(lines, l, t, l, b, kFrame, kFrame * 0.5f);
    stroke_segment(lines, r, t, r, b, kFrame, kFrame * 0.5f);
    paint(canvas, lines, Rgba{kInk.r, kInk.g, kInk.b, 0.92f});

    // River text, carved: a light lip below-right, then the dark letter.
    Mask river(kBoardW, kBoardH);
    const float river_y = (grid_y(4) + grid_y(5)) * 0.5f;
    const float xs[4] = {200.0f, 320.0f, 620.0f, 740.0f};
    for (int i = 0; i < 4; ++i)
        draw_glyph_bold(river, kai, kRiverChars[i], 70.0f, xs[i], river_y, 0.5f);
    paint(canvas, river, Rgba{kHighlight.r, kHighlight.g, kHighlight.b, 0.45f}, 1.0f, 1.0f);
    paint(canvas, river, Rgba{kInk.r, kInk.g, kInk.b, 0.88f});
    canvas.write_png(out);
}

// ---------------------------------------------------------------- pieces

constexpr int kPieceSize = 128;
constexpr float kPieceCentre = 64.0f, kPieceRadius = 58.0f, kBevel = 7.0f;
constexpr float kRingRadius = 48.0f, kRingWidth = 2.6f, kPieceEm = 70.0f;

// Colour of the disc surface at (x, y): a polished end-grain face (faint concentric growth
// rings around an off-centre pith) and a rounded rim lit from the top left.
Rgba piece_surface(float x, float y, uint32_t seed) {
    const float dx = x - kPieceCentre, dy = y - kPieceCentre;
    const float d = length(dx, dy);
    const float gx = x - (kPieceCentre - 37.0f), gy = y - (kPieceCentre - 71.0f);
    const float wobble = 2.5f * fbm(x * 0.05f, y * 0.05f, 3, seed);
    const float rings = 0.5f + 0.5f * det_sin((length(gx, gy) + wobble) * (2 * kPi / 6.5f));
    const float speck = fbm(x * 0.6f, y * 0.6f, 2, seed + 7u);
    Rgba c = mix(kPieceFace, kPieceGrain, clamp01(0.10f * rings + 0.06f * speck + 0.05f));

    // Surface normal: flat on the face, tilting outwards across the bevel.
    const float s = clamp01((d - (kPieceRadius - kBevel)) / kBevel);
    const float tilt = (kPi * 0.42f) * s * s;
    const float nx = d > 0 ? dx / d * det_sin(tilt) : 0.0f;
    const float ny = d > 0 ? dy / d * det_sin(tilt) : 0.0f;
    const float nz = det_cos(tilt);
    constexpr float lx = -0.45f, ly = -0.55f, lz = 0.70f;  // light from the top left
    const float lambert = (nx * lx + ny * ly + nz * lz) / lz;
    // Broad face gradient: a little brighter where the light falls.
    const float face = 1.0f - 0.0016f * (dx * -lx + dy * -ly);
    return scaled(c, std::max(0.35f, lambert * 0.95f + 0.05f) * face);
}

struct PieceSpec {
    const char* name;
    int red_char, black_char;
};

// `size` is the sprite's width and height: 128 for the board's sprites, the icon sizes for the
// desktop icons. Everything is laid out on the 128 px piece and scaled, so the sprites keep
// their bytes whatever sizes the icons take.
void render_piece(const Font& kai, int codepoint, const Rgba& ink, uint32_t seed,
                  const fs::path& out, int size = kPieceSize) {
    const float k = float(size) / float(kPieceSize);  // output pixels per piece pixel
    const float c = kPieceCentre * k;
    Canvas canvas(size, size);
    // Soft drop shadow, offset down-right.
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const float d =
                length(centre(x) / k - kPieceCentre - 1.2f, centre(y) / k - kPieceCentre - 2.2f);
            const float a = 1.0f - smoothstep(kPieceRadius - 4.0f, kPieceRadius + 3.2f, d);
            canvas.blend(x, y, Rgba{0.10f, 0.06f, 0.02f, 0.55f}, a);
        }
    // The disc: shading varies slowly, so one sample per pixel suffices; the silhouette gets
    // analytic coverage.
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const float px = centre(x) / k, py = centre(y) / k;
            const float cov =
                coverage((length(px - kPieceCentre, py - kPieceCentre) - kPieceRadius) * k);
            if (cov > 0) canvas.blend(x, y, piece_surface(px, py, seed), cov);
        }
    // A thin dark line where the rim meets the side, so the piece reads on a wooden board.
    Mask rim(size, size);
    stroke_circle(rim, c, c, (kPieceRadius - 0.6f) * k, 1.2f * k);
    paint(canvas, rim, Rgba{0.30f, 0.18f, 0.08f, 0.55f});

    // Engraved ring and character: a light lip below-right, a dark groove edge above-left,
    // then the ink.
    Mask carve(size, size);
    stroke_circle(carve, c, c, kRingRadius * k, kRingWidth * k);
    draw_glyph_bold(carve, kai, codepoint, kPieceEm * k, c, c, 0.7f * k);
    paint(canvas, carve, Rgba{kHighlight.r, kHighlight.g, kHighlight.b, 0.75f}, 1.0f * k, 1.0f * k);
    paint(canvas, carve, Rgba{0.25f, 0.14f, 0.05f, 0.35f}, -0.6f * k, -0.6f * k);
    paint(canvas, carve, ink);
    canvas.write_png(out);
}

// ---------------------------------------------------------------- file labels

constexpr int kLabelSize = 64;
constexpr float kLabelEm = 54.0f;

void render_label(const Font& sans, int codepoint, const fs::path& out) {
    Canvas canvas(kLabelSize, kLabelSize);
    Mask glyph(kLabelSize, kLabelSize);
    draw_glyph(glyph, sans, codepoint, kLabelEm, kLabelSize * 0.5f, kLabelSize * 0.5f);
    paint(canvas, glyph, kInk);
    canvas.write_png(out);
}

// ---------------------------------------------------------------- marker overlays

constexpr int kMarkSize = 128;
constexpr float kMarkCentre = 64.0f;

// Paints alpha(r) of distance r from the centre in colour c (radial glows).
template <typename AlphaOfRadius>
void radial(Canvas& canvas, const Rgba& c, AlphaOfRadius alpha) {
    for (int y = 0; y < kMarkSize; ++y)
        for (int x = 0; x < kMarkSize; ++x) {
            const float r = length(centre(x) - kMarkCentre, centre(y) - kMarkCentre);
            canvas.blend(x, y, c, alpha(r));
        }
}

// Four L-shaped brackets at the corners of a square of half-size `half`.
void corner_brackets(Mask& m, float half, float arm, float width) {
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            const float x = kMarkCentre + float(sx) * half, y = kMarkCentre + float(sy) * half;
            stroke_segment(m, x, y, x - float(sx) * arm, y, width, width * 0.5f);
            stroke_segment(m, x, y, x, y - float(sy) * arm, width, width * 0.5f);
        }
}

void render_marks(const fs::path& dir) {
    const Rgba green = rgb8(34, 139, 58);
    {  // dot: legal quiet move
        Canvas c(kMarkSize, kMarkSize);
        radial(c, Rgba{green.r, green.g, green.b, 0.30f},
               [](float r) { return 1.0f - smoothstep(13.0f, 19.0f, r); });
        Mask dot(kMarkSize, kMarkSize);
        fill_disc(dot, kMarkCentre, kMarkCentre, 12.5f);
        paint(c, dot, Rgba{green.r, green.g, green.b, 0.85f});
        c.write_png(dir / "dot.png");
    }
    {  // capture: ring around the target piece
        Canvas c(kMarkSize, kMarkSize);
        Mask ring(kMarkSize, kMarkSize);
        stroke_circle(ring, kMarkCentre, kMarkCentre, 59.5f, 5.0f);
        paint(c, ring, Rgba{green.r, green.g, green.b, 0.85f});
        c.write_png(dir / "capture.png");
    }
    {  // select: glowing amber ring, strong enough to read on light wood and on the piece
        Canvas c(kMarkSize, kMarkSize);
        radial(c, rgb8(255, 170, 20), [](float r) {
            const float k = (r - 58.5f) / 3.5f;
            return 0.95f * det_exp(-k * k) * (1.0f - smoothstep(61.0f, 63.2f, r));
        });
        Mask ring(kMarkSize, kMarkSize);
        stroke_circle(ring, kMarkCentre, kMarkCentre, 58.5f, 3.0f);
        paint(c, ring, rgb8(214, 110, 0, 0.95f));
        c.write_png(dir / "select.png");
    }
    {  // last_move: subtle blue corner brackets
        Canvas c(kMarkSize, kMarkSize);
        Mask br(kMarkSize, kMarkSize);
        corner_brackets(br, 58.0f, 20.0f, 4.0f);
        paint(c, br, rgb8(40, 110, 210, 0.80f));
        c.write_png(dir / "last_move.png");
    }
    {  // check: red radial glow, strongest just around the king's rim
        Canvas c(kMarkSize, kMarkSize);
        radial(c, rgb8(230, 20, 20), [](float r) {
            const float k = (r - 55.0f) / 8.0f;
            return (0.85f * det_exp(-k * k) + 0.18f * (1.0f - smoothstep(30.0f, 55.0f, r))) *
                   (1.0f - smoothstep(57.0f, 63.2f, r));
        });
        c.write_png(dir / "check.png");
    }
    {  // hint: dashed violet ring for a suggested move
        Canvas c(kMarkSize, kMarkSize);
        Mask dashes(kMarkSize, kMarkSize);
        constexpr int kDashes = 16;
        for (int i = 0; i < kDashes; ++i) {
            const float a0 = (float(i) + 0.2f) * 2 * kPi / kDashes,
                        a1 = (float(i) + 0.8f) * 2 * kPi / kDashes;
            constexpr float r = 59.0f;
            stroke_segment(dashes, kMarkCentre + r * det_cos(a0), kMarkCentre + r * det_sin(a0),
                           kMarkCentre + r * det_cos(a1), kMarkCentre + r * det_sin(a1), 4.0f);
        }
        paint(c, dashes, rgb8(140, 60, 200, 0.85f));
        c.write_png(dir / "hint.png");
    }
}

// ---------------------------------------------------------------- themes
// The plain high-contrast board and the international pieces: pictograms for players who do not
// read the characters, on the same wooden disc as the traditional set.

// Coverage of a polygon (even-odd rule) with 4 x 4 samples per pixel.
void fill_polygon(Mask& m, const std::vector<std::pair<float, float>>& pts) {
    float minx = 1e9f, maxx = -1e9f, miny = 1e9f, maxy = -1e9f;
    for (auto [x, y] : pts) {
        minx = std::min(minx, x), maxx = std::max(maxx, x);
        miny = std::min(miny, y), maxy = std::max(maxy, y);
    }
    auto inside = [&](float px, float py) {
        bool in = false;
        for (size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
            const auto [xi, yi] = pts[i];
            const auto [xj, yj] = pts[j];
            if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi) in = !in;
        }
        return in;
    };
    for (int y = int(std::floor(miny)); y <= int(std::ceil(maxy)); ++y)
        for (int x = int(std::floor(minx)); x <= int(std::ceil(maxx)); ++x) {
            int hits = 0;
            for (int sy = 0; sy < 4; ++sy)
                for (int sx = 0; sx < 4; ++sx)
                    hits += inside(float(x) + centre(sx) / 4, float(y) + centre(sy) / 4);
            m.unite(x, y, float(hits) / 16.0f);
        }
}

// A plain board for contrast: near-white, black lines a little heavier, black river text.
void render_board_contrast(const Font& kai, const fs::path& out) {
    Canvas canvas(kBoardW, kBoardH);
    const Rgba paper = rgb8(250, 248, 240), ink = rgb8(0, 0, 0);
    for (int y = 0; y < kBoardH; ++y)
        for (int x = 0; x < kBoardW; ++x) canvas.blend(x, y, paper, 1);
    Mask lines(kBoardW, kBoardH);
    constexpr float kLine = 3.0f, kFrame = 6.0f;
    for (int row = 1; row <= 8; ++row)
        stroke_segment(lines, grid_x(0), grid_y(row), grid_x(8), grid_y(row), kLine);
    for (int file = 1; file <= 7; ++file) {
        stroke_segment(lines, grid_x(file), grid_y(0), grid_x(file), grid_y(4), kLine);
        stroke_segment(lines, grid_x(file), grid_y(5), grid_x(file), grid_y(9), kLine);
    }
    for (int top : {0, 7}) {
        stroke_segment(lines, grid_x(3), grid_y(top), grid_x(5), grid_y(top + 2), kLine);
        stroke_segment(lines, grid_x(5), grid_y(top), grid_x(3), grid_y(top + 2), kLine);
    }
    for (int file : {1, 7})
        for (int row : {2, 7}) corner_marks(lines, file, row);
    for (int file : {0, 2, 4, 6, 8})
        for (int row : {3, 6}) corner_marks(lines, file, row);
    const float l = grid_x(0), r = grid_x(8), t = grid_y(0), b = grid_y(9);
    stroke_segment(lines, l, t, r, t, kFrame, kFrame * 0.5f);
    stroke_segment(lines, l, b, r, b, kFrame, kFrame * 0.5f);
    stroke_segment(lines, l, t, l, b, kFrame, kFrame * 0.5f);
    stroke_segment(lines, r, t, r, b, kFrame, kFrame * 0.5f);
    paint(canvas, lines, ink);
    Mask river(kBoardW, kBoardH);
    const float river_y = (grid_y(4) + grid_y(5)) * 0.5f;
    const float xs[4] = {200.0f, 320.0f, 620.0f, 740.0f};
    for (int i = 0; i < 4; ++i)
        draw_glyph_bold(river, kai, kRiverChars[i], 70.0f, xs[i], river_y, 0.5f);
    paint(canvas, river, ink);
    canvas.write_png(out);
}

using Poly = std::vector<std::pair<float, float>>;

// The pictogram of a piece type, in sprite pixels around the centre (64, 64): `ink` is the
// symbol, `cut` the details cut back into it in the face colour. Chess silhouettes where the
// piece moves like a chess piece (king, bishop for the elephant, knight, rook, pawn); a shield
// with a diagonal cross for the advisor, a cannon on its wheel for the cannon.
void pictogram(const std::string& type, Mask& ink, Mask& cut) {
    auto base = [&](float half, float top) {
        fill_polygon(
            ink,
            Poly{{64 - half, 93}, {64 + half, 93}, {64 + half - 3, top}, {64 - half + 3, top}});
    };
    if (type == "king") {
        stroke_segment(ink, 64, 24, 64, 44, 6, 0);
        stroke_segment(ink, 55, 31, 73, 31, 6, 0);
        fill_polygon(ink,
                     Poly{{47, 82}, {81, 82}, {87, 52}, {75, 59}, {64, 44}, {53, 59}, {41, 52}});
        base(21, 85);
        stroke_segment(cut, 50, 74, 78, 74, 2.5f);
    } else if (type == "advisor") {
        fill_polygon(ink, Poly{{44, 34}, {84, 34}, {84, 62}, {64, 94}, {44, 62}});
        stroke_segment(cut, 53, 44, 75, 70, 4);
        stroke_segment(cut, 75, 44, 53, 70, 4);
    } else if (type == "elephant") {
        Poly body;
        for (int i = 0; i < 48; ++i) {
            const float a = float(i) * (2 * kPi / 48);
            body.push_back({64 + 14.5f * det_cos(a), 60 + 20 * det_sin(a)});
        }
        fill_polygon(ink, body);
        fill_polygon(ink, Poly{{56, 47}, {64, 31}, {72, 47}});
        fill_disc(ink, 64, 28, 5);
        fill_polygon(ink, Poly{{51, 86}, {77, 86}, {75, 79}, {53, 79}});
        base(21, 88);
        stroke_segment(cut, 58, 50, 70, 64, 3.5f);
    } else if (type == "horse") {
        fill_polygon(ink, Poly{{46, 93},
                               {86, 93},
                               {84, 84},
                               {78, 80},
                               {83, 64},
                               {84, 48},
                               {77, 37},
                               {67, 31},
                               {62, 25},
                               {58, 33},
                               {50, 38},
                               {40, 52},
                               {37, 61},
                               {42, 66},
                               {51, 60},
                               {59, 58},
                               {50, 71},
                               {46, 82}});
        fill_disc(cut, 58, 44, 3);
    } else if (type == "rook") {
        fill_polygon(ink, Poly{{46, 52},
                               {46, 31},
                               {54, 31},
                               {54, 38},
                               {60, 38},
                               {60, 31},
                               {68, 31},
                               {68, 38},
                               {74, 38},
                               {74, 31},
                               {82, 31},
                               {82, 52}});
        fill_polygon(ink, Poly{{51, 84}, {77, 84}, {75, 52}, {53, 52}});
        base(22, 84);
        stroke_segment(cut, 49, 55, 79, 55, 2.5f);
    } else if (type == "cannon") {
        fill_polygon(ink, Poly{{41, 70}, {47, 79}, {90, 51}, {86, 44}});  // the barrel
        fill_disc(ink, 42, 76, 8);
        stroke_segment(ink, 86, 44, 91, 52, 5, 1);  // the muzzle's ring
        stroke_circle(ink, 62, 80, 11, 5);          // the wheel
        fill_disc(ink, 62, 80, 3.5f);
        stroke_segment(ink, 36, 93, 92, 93, 4, 1);  // the ground
    } else if (type == "pawn") {
        fill_disc(ink, 64, 42, 11);
        fill_polygon(ink, Poly{{57, 52}, {71, 52}, {76, 80}, {52, 80}});
        fill_polygon(ink, Poly{{52, 56}, {76, 56}, {74, 60}, {54, 60}});
        base(20, 80);
    }
}

void render_piece_pictogram(const std::string& type, const Rgba& ink_colour, uint32_t seed,
                            const fs::path& out) {
    Canvas canvas(kPieceSize, kPieceSize);
    for (int y = 0; y < kPieceSize; ++y)
        for (int x = 0; x < kPieceSize; ++x) {
            const float d =
                length(centre(x) - kPieceCentre - 1.2f, centre(y) - kPieceCentre - 2.2f);
            const float a = 1.0f - smoothstep(kPieceRadius - 4.0f, kPieceRadius + 3.2f, d);
            canvas.blend(x, y, Rgba{0.10f, 0.06f, 0.02f, 0.55f}, a);
        }
    for (int y = 0; y < kPieceSize; ++y)
        for (int x = 0; x < kPieceSize; ++x) {
            const float px = centre(x), py = centre(y);
            const float cov = coverage(length(px - kPieceCentre, py - kPieceCentre) - kPieceRadius);
            if (cov > 0) canvas.blend(x, y, piece_surface(px, py, seed), cov);
        }
    Mask rim(kPieceSize, kPieceSize);
    stroke_circle(rim, kPieceCentre, kPieceCentre, kPieceRadius - 0.6f, 1.2f);
    paint(canvas, rim, Rgba{0.30f, 0.18f, 0.08f, 0.55f});
    Mask ink(kPieceSize, kPieceSize), cut(kPieceSize, kPieceSize);
    stroke_circle(ink, kPieceCentre, kPieceCentre, kRingRadius + 1.5f, kRingWidth);
    pictogram(type, ink, cut);
    paint(canvas, ink, Rgba{kHighlight.r, kHighlight.g, kHighlight.b, 0.75f}, 1.0f, 1.0f);
    paint(canvas, ink, ink_colour);
    paint(canvas, cut, kPieceFace);
    canvas.write_png(out);
}

enum class Color { RED, BLACK };

// ---------------------------------------------------------------- main

constexpr PieceSpec kPieces[] = {
    {"king", 0x5E25, 0x5C07},      // 帥 將
    {"advisor", 0x4ED5, 0x58EB},   // 仕 士
    {"elephant", 0x76F8, 0x8C61},  // 相 象
    {"horse", 0x508C, 0x99AC},     // 傌 馬
    {"rook", 0x4FE5, 0x8ECA},      // 俥 車
    {"cannon", 0x70AE, 0x7832},    // 炮 砲
    {"pawn", 0x5175, 0x5352},      // 兵 卒
};
constexpr int kRedNumerals[9] = {0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                 0x516D, 0x4E03, 0x516B, 0x4E5D};  // 一 .. 九

int run(const std::string& out_dir, const std::string& kai_path, const std::string& sans_path) {
    std::vector<int> kai_needed(std::begin(kRiverChars), std::end(kRiverChars));
    for (const PieceSpec& p : kPieces)
        kai_needed.insert(kai_needed.end(), {p.red_char, p.black_char});
    std::vector<int> sans_needed(std::begin(kRedNumerals), std::end(kRedNumerals));
    for (int d = '1'; d <= '9'; ++d) sans_needed.push_back(d);
    const Font kai = load_font(kai_path, kai_needed, " TW");
    const Font sans = load_font(sans_path, sans_needed, "");

    const fs::path root(out_dir);
    for (const char* sub : {"pieces", "labels", "marks"}) fs::create_directories(root / sub);
    stbi_write_png_compression_level = 9;

    int written = 0;
    render_board(kai, root / "board.png");
    ++written;
    uint32_t seed = 1000u;
    for (const PieceSpec& p : kPieces) {
        render_piece(kai, p.red_char, kRedInk, seed++,
                     root / "pieces" / ("red_" + std::string(p.name) + ".png"));
        render_piece(kai, p.black_char, kBlackInk, seed++,
                     root / "pieces" / ("black_" + std::string(p.name) + ".png"));
        written += 2;
    }
    for (int n = 1; n <= 9; ++n) {
        render_label(sans, kRedNumerals[n - 1],
                     root / "labels" / ("red_" + std::to_string(n) + ".png"));
        render_label(sans, '0' + n, root / "labels" / ("black_" + std::to_string(n) + ".png"));
        written += 2;
    }
    render_marks(root / "marks");
    written += 6;
    // Themes: the high-contrast board and the international pieces.
    render_board_contrast(kai, root / "board_contrast.png");
    fs::create_directories(root / "pieces_international");
    for (const PieceSpec& p : kPieces) {
        for (Color c : {Color::RED, Color::BLACK}) {
            const char* prefix = c == Color::RED ? "red_" : "black_";
            render_piece_pictogram(
                p.name, c == Color::RED ? kRedInk : kBlackInk, seed++,
                root / "pieces_international" / (prefix + std::string(p.name) + ".png"));
        }
    }
    written += 1 + 14;
    std::printf("make_assets: wrote %d PNG files to %s (Kai face \"%s\", label face \"%s\")\n",
                written, root.c_str(), kai.face_name.c_str(), sans.face_name.c_str());
    return 0;
}

// The desktop icons: the red king's piece drawn at each size of the freedesktop hicolor theme,
// as DIR/hicolor/<N>x<N>/apps/xiangqi.png (packaging/icons holds them; docs/platforms.md).
constexpr int kIconSizes[] = {48, 64, 128, 256};

int run_icons(const std::string& out_dir, const std::string& kai_path) {
    const PieceSpec& king = kPieces[0];
    const Font kai = load_font(kai_path, {king.red_char}, " TW");
    stbi_write_png_compression_level = 9;
    for (int size : kIconSizes) {
        const std::string px = std::to_string(size);
        const fs::path dir = fs::path(out_dir) / "hicolor" / (px + "x" + px) / "apps";
        fs::create_directories(dir);
        render_piece(kai, king.red_char, kRedInk, 1000u, dir / "xiangqi.png", size);
    }
    std::printf("make_assets: wrote %zu icons to %s/hicolor (Kai face \"%s\")\n",
                std::size(kIconSizes), out_dir.c_str(), kai.face_name.c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::string out_dir;
    std::string kai_path = "/usr/share/fonts/truetype/arphic/ukai.ttc";
    std::string sans_path = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
    bool icons = false;
    const xq::CommandLine command_line = xq::parse_command_line(
        argc, argv, "make_assets",
        "make_assets: renders the board, piece, label and marker sprites from two Debian "
        "fonts (docs/assets.md).",
        [&](CLI::App& cli) {
            cli.option_defaults()->always_capture_default();
            cli.add_option("DIR", out_dir, "the output assets folder")->required();
            cli.add_option("--font-kai", kai_path, "the Kai font of the pieces and the river");
            cli.add_option("--font-sans", sans_path, "the sans-serif font of the file labels");
            cli.add_flag("--icons", icons,
                         "write the desktop icons (DIR/hicolor/NxN/apps/xiangqi.png) instead");
        });
    if (command_line.exit_code) return *command_line.exit_code;
    try {
        return icons ? run_icons(out_dir, kai_path) : run(out_dir, kai_path, sans_path);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "make_assets: %s\n", e.what());
        return 1;
    }
}
