// A board picture drawn in software, as the game draws its board (render/board_renderer.cpp):
// the board image of the chosen theme, the piece sprites of the chosen set, the last move's
// marks, the check mark, arrows and, on request, the file numbers in bands above and below.
// It needs no SDL and no window, so the console engine draws pictures too.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "render/board_geometry.h"
#include "render/diagram/arrow_fill.h"
#include "render/diagram/image.h"
#include "rules/types.h"

namespace xq {

// The sprite set: the names the game's settings use ("wood" / "contrast" boards, "traditional"
// / "international" pieces).
struct DiagramTheme {
    std::string board = "wood";
    std::string pieces = "traditional";
};

// False with a message when a name is not one of the above.
bool check_diagram_theme(const DiagramTheme& theme, std::string* error);

// The sprites of one theme at their own size, read from the assets folder.
struct DiagramArt {
    Image board;
    std::array<Image, PIECE_NB> piece;  // indexed by Piece
    std::array<Image, 9> red_label, black_label;
    Image last_move, check;

    // False with a message naming the file that is missing or unreadable.
    bool load(const std::string& assets_dir, const DiagramTheme& theme, std::string* error);
};

inline constexpr int DIAGRAM_MIN_WIDTH = 100, DIAGRAM_MAX_WIDTH = 4000;

struct DiagramOptions {
    int width = 600;           // pixels; the height follows the board's proportions
    bool coordinates = false;  // the file numbers, in bands above and below the board
    bool flipped = false;      // Black at the bottom
};

// An arrow over the board; by default in the colour of the engine's best move.
struct DiagramArrow {
    Move move = MOVE_NONE;
    Colour colour{30, 90, 210, 235};
};

// What one picture shows.
struct DiagramScene {
    std::array<Piece, SQUARE_NB> pieces{};
    Move last_move = MOVE_NONE;  // marked on both squares, as the game does
    Square check = SQ_NONE;      // the king in check
    std::vector<DiagramArrow> arrows;
};

// Paints scenes at one size: the board and the sprites are scaled once, then every picture
// (a GIF's frames) is copies of them.
class DiagramPainter {
  public:
    DiagramPainter(const DiagramArt& art, const DiagramOptions& options);
    int width() const { return base_.width; }
    int height() const { return base_.height; }
    Image paint(const DiagramScene& scene) const;

  private:
    BoardGeometry geometry() const;

    DiagramOptions options_;
    Image base_;  // the board with its bands and labels
    std::array<Image, PIECE_NB> piece_;
    Image last_move_, check_;
    float scale_ = 1, band_ = 0;
};

// The height of a picture of this width (the board image's proportions, plus the bands).
int diagram_height(const DiagramOptions& options);

}  // namespace xq
