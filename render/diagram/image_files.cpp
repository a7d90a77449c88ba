#include "render/diagram/image_files.h"

#include <gif_lib.h>
#include <stb_image_write.h>

#include <algorithm>

#include "platform/atomic_file.h"
#include "render/diagram/palette.h"

namespace xq {

namespace {

void append_bytes(void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data), size_t(size));
}

int gif_output(GifFileType* gif, const GifByteType* data, int size) {
    static_cast<std::string*>(gif->UserData)
        ->append(reinterpret_cast<const char*>(data), size_t(size));
    return size;
}

struct Rect {
    int x = 0, y = 0, w = 0, h = 0;
};

// The smallest rectangle holding every pixel that differs; at least one pixel.
Rect changed_rect(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b, int w, int h) {
    int x_lo = w, x_hi = -1, y_lo = h, y_hi = -1;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const size_t i = size_t(y) * size_t(w) + size_t(x);
            if (a[i] == b[i]) continue;
            x_lo = std::min(x_lo, x), x_hi = std::max(x_hi, x);
            y_lo = std::min(y_lo, y), y_hi = std::max(y_hi, y);
        }
    if (x_hi < 0) return {0, 0, 1, 1};
    return {x_lo, y_lo, x_hi - x_lo + 1, y_hi - y_lo + 1};
}

bool put_loop_forever(GifFileType* gif) {
    static const GifByteType netscape[] = "NETSCAPE2.0";
    static const GifByteType loop[] = {1, 0, 0};  // sub-block 1: repeat count 0 = forever
    return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
           EGifPutExtensionBlock(gif, 11, netscape) == GIF_OK &&
           EGifPutExtensionBlock(gif, 3, loop) == GIF_OK && EGifPutExtensionTrailer(gif) == GIF_OK;
}

bool put_frame(GifFileType* gif, const std::vector<uint8_t>& pixels, int width, Rect r,
               int delay_ms) {
    GraphicsControlBlock gcb{};
    gcb.DisposalMode = DISPOSE_DO_NOT;  // the next frame draws over this one
    gcb.DelayTime = std::max(1, (delay_ms + 5) / 10);
    gcb.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType ext[4];
    const size_t n = EGifGCBToExtension(&gcb, ext);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, int(n), ext) != GIF_OK) return false;
    if (EGifPutImageDesc(gif, r.x, r.y, r.w, r.h, false, nullptr) != GIF_OK) return false;
    std::vector<GifPixelType> line(size_t(r.w));
    for (int y = r.y; y < r.y + r.h; ++y) {
        std::copy_n(&pixels[size_t(y) * size_t(width) + size_t(r.x)], r.w, line.begin());
        if (EGifPutLine(gif, line.data(), r.w) != GIF_OK) return false;
    }
    return true;
}

}  // namespace

std::string encode_png(const Image& image) {
    const std::vector<uint8_t> pixels = straight_rgba(image);
    std::string bytes;
    stbi_write_png_to_func(append_bytes, &bytes, image.width, image.height, 4, pixels.data(),
                           image.width * 4);
    return bytes;
}

std::string encode_gif(const std::vector<Image>& frames, const std::vector<int>& delays_ms,
                       std::string* error) {
    if (frames.empty() || frames.size() != delays_ms.size()) {
        if (error) *error = "no frames to write";
        return {};
    }
    const int w = frames[0].width, h = frames[0].height;
    std::vector<const Image*> all;
    all.reserve(frames.size());
    for (const Image& f : frames) all.push_back(&f);
    PaletteMapper mapper(median_cut_palette(all));
    std::vector<GifColorType> colours(256);
    for (size_t i = 0; i < mapper.palette().size(); ++i)
        colours[i] = {mapper.palette()[i].r, mapper.palette()[i].g, mapper.palette()[i].b};

    std::string bytes;
    int code = 0;
    GifFileType* gif = EGifOpen(&bytes, gif_output, &code);
    auto fail = [&](GifFileType* open) {
        if (open) {
            code = open->Error;
            EGifCloseFile(open, nullptr);
        }
        if (error) *error = std::string("GIF encoder: ") + GifErrorString(code);
        return std::string();
    };
    if (!gif) return fail(nullptr);
    EGifSetGifVersion(gif, true);
    ColorMapObject* map = GifMakeMapObject(256, colours.data());
    const bool header = map && EGifPutScreenDesc(gif, w, h, 8, 0, map) == GIF_OK;
    GifFreeMapObject(map);
    if (!header || !put_loop_forever(gif)) return fail(gif);
    std::vector<uint8_t> previous;
    for (size_t i = 0; i < frames.size(); ++i) {
        std::vector<uint8_t> pixels = mapper.indices(frames[i]);
        const Rect r = i == 0 ? Rect{0, 0, w, h} : changed_rect(previous, pixels, w, h);
        if (!put_frame(gif, pixels, w, r, delays_ms[i])) return fail(gif);
        previous = std::move(pixels);
    }
    if (EGifCloseFile(gif, &code) != GIF_OK) return fail(nullptr);
    return bytes;
}

bool write_picture_file(const std::string& path, const std::string& bytes, std::string* error) {
    std::string why;
    if (write_file_atomic(path, bytes, &why)) return true;
    if (error) *error = "cannot write '" + path + "': " + why;
    return false;
}

}  // namespace xq
