// A hash of everything a frame shows: the board view, its geometry and ImGui's draw lists. Equal
// signatures mean an identical picture, so the App skips drawing and presenting such a frame:
// while the engine searches, most frames change nothing, and the rasteriser's time goes to the
// search instead.
#pragma once

#include <imgui.h>

#include <cstdint>

#include "render/board_geometry.h"
#include "render/board_view.h"

namespace xq {

uint64_t frame_signature(const ImDrawData* draw_data, const BoardView& view,
                         const BoardGeometry& geometry);

}  // namespace xq
