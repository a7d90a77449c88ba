// Square <-> pixel mapping for the board image (assets/board.png, 940 x 1040) scaled to fit
// any rectangle while keeping its aspect ratio. A flipped board shows Black at the bottom; the
// image itself is never rotated, only the mapping of squares to grid points changes.
#pragma once

#include "rules/types.h"

namespace xq {

struct PointF {
    float x = 0, y = 0;
};

struct BoardGeometry {
    // The board image's own geometry (see ASSETS_SPEC.md).
    static constexpr int IMAGE_W = 940, IMAGE_H = 1040, MARGIN = 70, CELL = 100;
    // A wooden band above and below the image holds the file labels: inside the image they
    // would share the thin strip beside the edge pieces with the move marks and be clipped.
    static constexpr int LABEL_BAND = 40;

    float x0 = 0, y0 = 0;  // top-left corner of the board image, in pixels
    float scale = 1;       // pixels per image pixel
    bool flipped = false;

    // The largest board (image and label bands) that fits the rectangle, centred in it.
    static BoardGeometry fit(float x, float y, float w, float h, bool flipped);

    float cell() const { return CELL * scale; }
    float width() const { return IMAGE_W * scale; }
    float height() const { return IMAGE_H * scale; }
    // The image with its label bands: what the board occupies on screen.
    float band() const { return LABEL_BAND * scale; }
    float outer_y0() const { return y0 - band(); }
    float outer_height() const { return height() + 2 * band(); }
    // Grid column (0 = left) and row (0 = top) on screen of a square.
    int column_of(Square s) const { return flipped ? 8 - file_of(s) : file_of(s); }
    int row_of(Square s) const { return flipped ? rank_of(s) : 9 - rank_of(s); }
    PointF grid_point(int column, int row) const;
    PointF center(Square s) const { return grid_point(column_of(s), row_of(s)); }
    // The square whose intersection is nearest to the point, if within half a cell; else SQ_NONE.
    Square square_at(float px, float py) const;
};

}  // namespace xq
