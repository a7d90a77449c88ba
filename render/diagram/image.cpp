#include "render/diagram/image.h"

#include <stb_image.h>

#include <algorithm>
#include <cmath>

namespace xq {

namespace {

// One output pixel's source pixels and their weights along one axis.
struct Taps {
    int first = 0;
    std::vector<float> weights;
};

std::vector<Taps> filter_taps(int src_size, int dst_size) {
    const float scale = float(dst_size) / float(src_size);
    const float radius = std::max(1.0f, 1.0f / scale);
    std::vector<Taps> taps(static_cast<size_t>(dst_size));
    for (int i = 0; i < dst_size; ++i) {
        const float centre = (float(i) + 0.5f) / scale - 0.5f;
        const int lo = int(std::floor(centre - radius)), hi = int(std::ceil(centre + radius));
        Taps& t = taps[size_t(i)];
        t.first = std::clamp(lo, 0, src_size - 1);
        const int last = std::clamp(hi, 0, src_size - 1);
        t.weights.assign(size_t(last) - size_t(t.first) + 1, 0.0f);
        float sum = 0;
        for (int j = lo; j <= hi; ++j) {
            const float w = std::max(0.0f, 1.0f - std::abs(float(j) - centre) / radius);
            // Beyond an edge the edge pixel repeats.
            const int k = std::clamp(j, 0, src_size - 1);
            t.weights[size_t(k - t.first)] += w;
            sum += w;
        }
        if (sum > 0)
            for (float& w : t.weights) w /= sum;
    }
    return taps;
}

}  // namespace

bool load_png(const std::string& path, Image& out, std::string* error) {
    int w = 0, h = 0, channels = 0;
    unsigned char* pixels = stbi_load(path.c_str(), &w, &h, &channels, 4);
    if (!pixels) {
        if (error) *error = "cannot read image " + path + ": " + stbi_failure_reason();
        return false;
    }
    out = Image(w, h);
    for (size_t i = 0; i < out.rgba.size(); i += 4) {
        const unsigned a = pixels[i + 3];
        for (size_t c = 0; c < 3; ++c) out.rgba[i + c] = uint8_t((pixels[i + c] * a + 127) / 255);
        out.rgba[i + 3] = uint8_t(a);
    }
    stbi_image_free(pixels);
    return true;
}

Image resample(const Image& src, int w, int h) {
    if (src.empty() || w <= 0 || h <= 0) return {};
    const std::vector<Taps> across = filter_taps(src.width, w), down = filter_taps(src.height, h);
    // Rows first (into floats), then columns.
    std::vector<float> rows(size_t(src.height) * size_t(w) * 4, 0.0f);
    for (int y = 0; y < src.height; ++y)
        for (int x = 0; x < w; ++x) {
            const Taps& t = across[size_t(x)];
            float* o = &rows[(size_t(y) * size_t(w) + size_t(x)) * 4];
            for (size_t k = 0; k < t.weights.size(); ++k) {
                const uint8_t* p = src.at(t.first + int(k), y);
                for (int c = 0; c < 4; ++c) o[c] += t.weights[k] * float(p[c]);
            }
        }
    Image out(w, h);
    for (int y = 0; y < h; ++y) {
        const Taps& t = down[size_t(y)];
        for (int x = 0; x < w; ++x) {
            float sum[4] = {0, 0, 0, 0};
            for (size_t k = 0; k < t.weights.size(); ++k) {
                const float* p = &rows[(size_t(t.first + int(k)) * size_t(w) + size_t(x)) * 4];
                for (int c = 0; c < 4; ++c) sum[c] += t.weights[k] * p[c];
            }
            uint8_t* o = out.at(x, y);
            for (int c = 0; c < 4; ++c) o[c] = uint8_t(std::clamp(std::lround(sum[c]), 0L, 255L));
        }
    }
    return out;
}

Image crop_rows(const Image& src, int y, int h) {
    y = std::clamp(y, 0, src.height);
    h = std::clamp(h, 0, src.height - y);
    Image out(src.width, h);
    if (h > 0) std::copy_n(src.at(0, y), out.rgba.size(), out.rgba.begin());
    return out;
}

void draw_over(Image& dst, const Image& src, int x0, int y0) {
    const int xa = std::max(0, x0), xb = std::min(dst.width, x0 + src.width);
    const int ya = std::max(0, y0), yb = std::min(dst.height, y0 + src.height);
    for (int y = ya; y < yb; ++y)
        for (int x = xa; x < xb; ++x) {
            const uint8_t* s = src.at(x - x0, y - y0);
            uint8_t* d = dst.at(x, y);
            const unsigned keep = 255u - s[3];
            for (int c = 0; c < 4; ++c) d[c] = uint8_t(s[c] + (d[c] * keep + 127) / 255);
        }
}

std::vector<uint8_t> straight_rgba(const Image& image) {
    std::vector<uint8_t> out(image.rgba.size());
    for (size_t i = 0; i < out.size(); i += 4) {
        const unsigned a = image.rgba[i + 3];
        for (size_t c = 0; c < 3; ++c)
            out[i + c] = a ? uint8_t(std::min(255u, (image.rgba[i + c] * 255u + a / 2) / a)) : 0;
        out[i + 3] = uint8_t(a);
    }
    return out;
}

}  // namespace xq
