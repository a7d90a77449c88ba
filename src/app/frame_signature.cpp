#include "app/frame_signature.h"

#include <cstring>

namespace xq {

namespace {

// A fast 64-bit hash over bytes, word by word (a few hundred kB of vertices per frame).
struct Hasher {
    uint64_t h = 0x9e3779b97f4a7c15ull;
    void word(uint64_t w) {
        h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        h *= 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    void bytes(const void* data, size_t n) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (; n >= 8; n -= 8, p += 8) {
            uint64_t w;
            std::memcpy(&w, p, 8);
            word(w);
        }
        uint64_t tail = 0;
        std::memcpy(&tail, p, n);
        word(tail ^ (uint64_t(n) << 56));
    }
    template <class T>
    void value(const T& v) {
        bytes(&v, sizeof v);
    }
};

}  // namespace

uint64_t frame_signature(const ImDrawData* dd, const BoardView& v, const BoardGeometry& g) {
    Hasher h;
    h.value(g.x0), h.value(g.y0), h.value(g.scale), h.value(g.flipped);
    h.bytes(v.pieces.data(), sizeof(v.pieces));
    h.value(v.flipped), h.value(v.show_labels), h.value(v.selected), h.value(v.hover);
    h.value(v.last_move), h.value(v.check_square);
    h.word(v.targets.size());
    for (Square t : v.targets) h.value(t);
    h.word(v.arrows.size());
    for (const Arrow& a : v.arrows) h.value(a.from), h.value(a.to), h.value(a.color);
    h.value(v.anim_move), h.value(v.anim_captured), h.value(v.anim_progress);
    h.value(v.drag_from), h.value(v.drag_x), h.value(v.drag_y);
    h.value(v.error_square), h.value(v.error_progress);
    h.value(v.red_win_chance);
    if (!dd) return h.h;
    h.value(dd->DisplayPos), h.value(dd->DisplaySize), h.value(dd->FramebufferScale);
    h.word(uint64_t(dd->CmdListsCount));
    for (int i = 0; i < dd->CmdListsCount; ++i) {
        const ImDrawList* list = dd->CmdLists[i];
        h.bytes(list->VtxBuffer.Data, size_t(list->VtxBuffer.Size) * sizeof(ImDrawVert));
        h.bytes(list->IdxBuffer.Data, size_t(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            h.value(cmd.ClipRect), h.value(cmd.TextureId), h.value(cmd.VtxOffset);
            h.value(cmd.IdxOffset), h.value(cmd.ElemCount);
            h.word(cmd.UserCallback != nullptr);
        }
    }
    return h.h;
}

}  // namespace xq
