#include "game/position_editor.h"

#include "rules/position.h"

namespace xq {

void PositionEditor::open(const std::string& fen) {
    active_ = true;
    if (!setup_.set_fen(fen)) setup_.set_fen(START_FEN);
    drop_hand();
}

void PositionEditor::close() {
    active_ = false;
    drop_hand();
}

void PositionEditor::put(Square s, Piece p) {
    if (s >= 0 && s < SQUARE_NB) setup_.board[size_t(s)] = p;
}

void PositionEditor::remove(Square s) {
    put(s, NO_PIECE);
}

void PositionEditor::clear() {
    setup_.board.fill(NO_PIECE);
    drop_hand();
}

void PositionEditor::reset() {
    setup_.set_fen(START_FEN);
    drop_hand();
}

bool PositionEditor::set_fen(const std::string& fen) {
    Setup s;
    if (!s.set_fen(fen)) return false;
    setup_ = s;
    drop_hand();
    return true;
}

int PositionEditor::remaining(Piece p) const {
    return piece_limit(type_of(p)) - setup_.count(p);
}

void PositionEditor::take_from_tray(Piece p) {
    if (!carrying_ && hand_ == p) {  // a second click on the same tray piece empties the hand
        drop_hand();
        return;
    }
    hand_ = p;
    from_ = SQ_NONE;
    carrying_ = true;
}

void PositionEditor::press(Square s) {
    if (s < 0 || s >= SQUARE_NB) return;
    if (hand_ != NO_PIECE && !carrying_) {  // a piece in the hand: put one here
        put(s, hand_);
        return;
    }
    if (setup_.board[size_t(s)] == NO_PIECE) return;
    hand_ = setup_.board[size_t(s)];
    from_ = s;
    carrying_ = true;
}

void PositionEditor::release(Square s) {
    if (!carrying_) return;
    carrying_ = false;
    if (from_ == SQ_NONE) {  // from the tray
        if (s != SQ_NONE) {
            put(s, hand_);
            hand_ = NO_PIECE;
        }
        return;  // released off the board (on the tray): it stays in the hand
    }
    if (s != from_) {
        remove(from_);
        if (s != SQ_NONE) put(s, hand_);  // off the board: taken away
    }
    hand_ = NO_PIECE;
    from_ = SQ_NONE;
}

}  // namespace xq
