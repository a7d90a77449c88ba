// The position editor without any UI: the board being set up, the side to move, and the
// pointer's work on it (a piece taken from the tray or from the board and put down somewhere,
// or off the board), with the validity check of rules/setup_check.h.
#pragma once

#include <string>
#include <vector>

#include "rules/setup_check.h"

namespace xq {

class PositionEditor {
  public:
    bool active() const { return active_; }
    // Opens the editor on a position (an FEN the game showed), or closes it.
    void open(const std::string& fen);
    void close();

    const Setup& setup() const { return setup_; }
    void put(Square s, Piece p);  // replaces what was there
    void remove(Square s);
    void clear();  // an empty board (the side to move stays)
    void reset();  // the standard start position
    void set_side(Color c) { setup_.side = c; }
    bool set_fen(const std::string& fen);  // false (nothing changes) when not an FEN
    std::string fen() const { return setup_.fen(); }
    std::vector<SetupProblem> problems() const { return check_setup(setup_); }
    bool valid() const { return problems().empty(); }
    // How many more of a piece the rules allow (negative: too many on the board).
    int remaining(Piece p) const;

    // The pointer. A piece is picked up from the tray or from a board square, carried, and put
    // down on a square or off the board (SQ_NONE), which takes it away. A tray piece put down
    // on the tray again (a plain click) stays in the hand: each board click then puts one.
    void take_from_tray(Piece p);
    void press(Square s);    // the button goes down on a board square
    void release(Square s);  // the button comes up over a square, or SQ_NONE: off the board
    void right_click(Square s) { remove(s); }
    void drop_hand() { hand_ = NO_PIECE, from_ = SQ_NONE, carrying_ = false; }
    Piece hand() const { return hand_; }           // the piece in the hand (NO_PIECE: none)
    bool carrying() const { return carrying_; }    // the button is held with a piece
    Square carried_from() const { return from_; }  // SQ_NONE: from the tray

  private:
    bool active_ = false;
    Setup setup_;
    Piece hand_ = NO_PIECE;
    Square from_ = SQ_NONE;
    bool carrying_ = false;
};

}  // namespace xq
