// The board's Western coordinates (files a-i, ranks 0-9) drawn as text behind every window; the
// Chinese numerals are sprites of the board layer instead.
#include <cfloat>

#include "ui/ui.h"

namespace xq {

void draw_coordinates(const Ui& ui) {
    if (ui.board.coordinates.empty()) return;
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    ImFont* font = ImGui::GetFont();
    const float size = ui.board.coordinate_size;
    // The ink of the board's own lines: dark brown on either board.
    const ImU32 ink = IM_COL32(70, 40, 20, 255);
    for (const BoardOverlayState::Coordinate& c : ui.board.coordinates) {
        const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, c.text);
        dl->AddText(font, size, ImVec2(c.at.x - extent.x / 2, c.at.y - extent.y / 2), ink, c.text);
    }
}

}  // namespace xq
