#include "render/diagram/diagram.h"

#include <algorithm>
#include <cmath>

#include "render/board_geometry.h"
#include "render/diagram/arrow_fill.h"

namespace xq {

namespace {

// The proportions of render/board_renderer.cpp, so a picture looks like the game's board.
constexpr float PIECE_SIZE = 0.92f;  // piece diameter in cells
constexpr float LABEL_SIZE = 0.36f;  // label sprite size in cells
constexpr float CHECK_SIZE = 1.25f;  // the check mark, in cells
const char* const TYPE_NAMES[PIECE_TYPE_NB] = {"",      "king", "advisor", "elephant",
                                               "horse", "rook", "cannon",  "pawn"};
constexpr Colour ARROW_RIM{40, 30, 20, 200};
constexpr Colour OUTLINE{92, 60, 32, 255};

Image scaled_square(const Image& sprite, float size) {
    const int px = std::max(1, int(std::lround(size)));
    return resample(sprite, px, px);
}

void draw_centred(Image& dst, const Image& sprite, PointF c) {
    if (sprite.empty()) return;
    draw_over(dst, sprite, int(std::lround(c.x - float(sprite.width) / 2)),
              int(std::lround(c.y - float(sprite.height) / 2)));
}

void outline(Image& img, Colour c) {
    auto put = [&](int x, int y) {
        uint8_t* p = img.at(x, y);
        p[0] = c.r, p[1] = c.g, p[2] = c.b, p[3] = 255;
    };
    for (int x = 0; x < img.width; ++x) put(x, 0), put(x, img.height - 1);
    for (int y = 0; y < img.height; ++y) put(0, y), put(img.width - 1, y);
}

}  // namespace

bool check_diagram_theme(const DiagramTheme& theme, std::string* error) {
    if (theme.board != "wood" && theme.board != "contrast") {
        if (error) *error = "unknown board theme '" + theme.board + "' (wood or contrast)";
        return false;
    }
    if (theme.pieces != "traditional" && theme.pieces != "international") {
        if (error)
            *error = "unknown piece set '" + theme.pieces + "' (traditional or international)";
        return false;
    }
    return true;
}

bool DiagramArt::load(const std::string& dir, const DiagramTheme& theme, std::string* error) {
    if (!check_diagram_theme(theme, error)) return false;
    const std::string board_file = theme.board == "contrast" ? "board_contrast.png" : "board.png";
    const std::string pieces_dir =
        theme.pieces == "international" ? "pieces_international" : "pieces";
    bool ok = load_png(dir + "/" + board_file, board, error);
    for (int c = 0; ok && c < 2; ++c)
        for (int t = KING; ok && t <= PAWN; ++t)
            ok = load_png(dir + "/" + pieces_dir + "/" + (c == RED ? "red_" : "black_") +
                              TYPE_NAMES[t] + ".png",
                          piece[make_piece(Color(c), PieceType(t))], error);
    for (size_t n = 1; ok && n <= 9; ++n)
        ok = load_png(dir + "/labels/red_" + std::to_string(n) + ".png", red_label[n - 1], error) &&
             load_png(dir + "/labels/black_" + std::to_string(n) + ".png", black_label[n - 1],
                      error);
    return ok && load_png(dir + "/marks/last_move.png", last_move, error) &&
           load_png(dir + "/marks/check.png", check, error);
}

int diagram_height(const DiagramOptions& o) {
    const int rows = BoardGeometry::IMAGE_H + (o.coordinates ? 2 * BoardGeometry::LABEL_BAND : 0);
    return int(std::lround(double(o.width) * rows / BoardGeometry::IMAGE_W));
}

DiagramPainter::DiagramPainter(const DiagramArt& art, const DiagramOptions& options)
    : options_(options) {
    const int w = options.width, h = diagram_height(options);
    scale_ = float(w) / float(BoardGeometry::IMAGE_W);
    band_ = options.coordinates ? float(BoardGeometry::LABEL_BAND) * scale_ : 0;
    const int band = int(std::lround(band_));
    base_ = Image(w, h);
    draw_over(base_, resample(art.board, w, h - 2 * band), 0, band);
    if (options.coordinates) {
        // As in the game: the image's plain top and bottom rows (no grid there) stretched into
        // the bands, so the grain runs on, and a thin dark line around the whole.
        const int strip = 16, rim = 8;
        const Image top = crop_rows(art.board, rim, strip);
        const Image bottom = crop_rows(art.board, BoardGeometry::IMAGE_H - rim - strip, strip);
        draw_over(base_, resample(top, w, band), 0, 0);
        draw_over(base_, resample(bottom, w, band), 0, h - band);
        outline(base_, OUTLINE);
        const BoardGeometry g = geometry();
        const float size = g.cell() * LABEL_SIZE;
        for (int file = 0; file < FILE_NB; ++file) {
            const float x = g.center(make_square(file, 0)).x;
            // Red numbers its files 一..九 from its right; Black 1..9 from its right.
            const Image red = scaled_square(art.red_label[size_t(8 - file)], size);
            const Image black = scaled_square(art.black_label[size_t(file)], size);
            const float top_y = band_ / 2, bottom_y = float(h) - band_ / 2;
            draw_centred(base_, red, {x, options.flipped ? top_y : bottom_y});
            draw_centred(base_, black, {x, options.flipped ? bottom_y : top_y});
        }
    }
    const float cell = float(BoardGeometry::CELL) * scale_;
    for (size_t p = 0; p < PIECE_NB; ++p)
        if (!art.piece[p].empty()) piece_[p] = scaled_square(art.piece[p], cell * PIECE_SIZE);
    last_move_ = scaled_square(art.last_move, cell);
    check_ = scaled_square(art.check, cell * CHECK_SIZE);
}

BoardGeometry DiagramPainter::geometry() const {
    BoardGeometry g;
    g.x0 = 0;
    g.y0 = std::round(band_);
    g.scale = scale_;
    g.flipped = options_.flipped;
    return g;
}

Image DiagramPainter::paint(const DiagramScene& scene) const {
    Image out = base_;
    const BoardGeometry g = geometry();
    if (scene.last_move != MOVE_NONE) {
        draw_centred(out, last_move_, g.center(from_sq(scene.last_move)));
        draw_centred(out, last_move_, g.center(to_sq(scene.last_move)));
    }
    if (scene.check != SQ_NONE) draw_centred(out, check_, g.center(scene.check));
    for (Square sq = 0; sq < SQUARE_NB; ++sq)
        if (const Piece p = scene.pieces[size_t(sq)]) draw_centred(out, piece_[p], g.center(sq));
    const float cell = g.cell();
    for (const DiagramArrow& a : scene.arrows) {
        const Move m = a.move;
        const PointF from = g.center(from_sq(m)), to = g.center(to_sq(m));
        const float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
        if (len < 1) continue;
        const float ux = dx / len, uy = dy / len;
        // From the moving piece's rim, over a dark rim, as the game draws it.
        const float lead = PIECE_SIZE / 2 + 0.02f, rim = cell * 0.03f;
        const PointF start{from.x + ux * cell * lead, from.y + uy * cell * lead};
        fill_arrow(out, {start.x - ux * rim, start.y - uy * rim},
                   {to.x + ux * rim * 2, to.y + uy * rim * 2}, cell * 0.14f + 2 * rim, ARROW_RIM);
        fill_arrow(out, start, to, cell * 0.14f, a.colour);
    }
    return out;
}

}  // namespace xq
