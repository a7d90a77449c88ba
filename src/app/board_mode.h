// What the board is doing: the game, the position editor or a puzzle. The three differ in which
// way up the board is, what it shows, what the player may do on it and where a finished move
// goes; the App asks the mode (BoardModes::pick picks it, in one place) instead of asking
// which of the three is on.
#pragma once

#include <cstdint>

#include "app/board_input.h"
#include "render/board_geometry.h"
#include "render/board_view.h"

namespace xq {

// A mouse event that reached the board (the App decides which do: app.cpp, App::step).
struct BoardMouse {
    enum class Kind : uint8_t { MOTION, LEFT_DOWN, LEFT_UP, RIGHT_DOWN };
    Kind kind = Kind::MOTION;
    Square square = SQ_NONE;  // under the pointer
    PointF at;                // the pointer, in renderer pixels
};

class BoardMode {
  public:
    enum class Kind : uint8_t { GAME, EDITOR, PUZZLE, TOURNAMENT };

    virtual ~BoardMode() = default;
    virtual Kind kind() const = 0;
    virtual bool flipped() const = 0;  // Black at the bottom
    // What the board shows now, with the selection, drag and rejection marks. `pointer` (renderer
    // pixels) is where a piece carried in the editor is drawn.
    virtual BoardView view(uint32_t now_ms, PointF pointer) const = 0;
    // What the player may do on the board: the pieces of `shown`, whose pieces may be picked up,
    // whether the board takes input at all, the legal moves. The one place this is decided, for
    // the clicks and for the marks drawn.
    virtual BoardInput::Context input_context(const BoardView& shown) const = 0;
    virtual void mouse(const BoardMouse& e, uint32_t now_ms) = 0;
    // The board keeps the pointer while a piece is dragged or carried, even over the panel.
    virtual bool holds_pointer() const = 0;
    // A press began on the board: its release belongs to the board wherever the button comes up.
    virtual bool pressed() const = 0;
};

}  // namespace xq
