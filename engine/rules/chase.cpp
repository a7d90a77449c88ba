#include "rules/chase.h"

#include "rules/movegen.h"

namespace xq {

namespace {

bool may_chase(PieceType attacker) {
    return attacker != KING && attacker != PAWN;
}

bool may_be_chased(Piece target, Square s) {
    const PieceType t = type_of(target);
    if (t == KING) return false;
    // An uncrossed pawn may be attacked at will (AXF); a crossed pawn is a real piece.
    return t != PAWN || crossed_river(color_of(target), s);
}

// Would the side to move, having won the piece on to_sq(capture), lose the capturer at once?
bool recapture_possible(Position& pos, Move capture) {
    pos.do_move(capture);
    MoveList replies;
    generate_legal_captures(pos, replies);
    bool found = false;
    for (Move r : replies)
        if (to_sq(r) == to_sq(capture)) found = true;
    pos.undo_move();
    return found;
}

}  // namespace

ChaseTargets chased_by_move(Position& pos, Move m) {
    const Square from = from_sq(m), to = to_sq(m);

    // Geometric attacks before the move: a pinned piece or a side in check still "attacks",
    // so unpinning or escaping a check never counts as starting a chase (the cautious reading).
    MoveList before;
    generate_pseudo<CAPTURES>(pos, before);

    pos.do_move(m);
    pos.do_null_move();  // the mover to move again: which captures would now be legal?
    MoveList after;
    generate_legal_captures(pos, after);

    Move fresh[MAX_MOVES];
    int fresh_count = 0;
    for (Move a : after) {
        const Square attacker = from_sq(a), target = to_sq(a);
        if (!may_chase(type_of(pos.piece_on(attacker)))) continue;
        if (!may_be_chased(pos.piece_on(target), target)) continue;
        const Square attacker_before = attacker == to ? from : attacker;
        if (before.contains(make_move(attacker_before, target))) continue;
        fresh[fresh_count++] = a;
    }

    // Protection is judged with the mover to move (it is about the capture's consequences).
    bool counts[MAX_MOVES];
    for (int i = 0; i < fresh_count; ++i) {
        const Move a = fresh[i];
        const PieceType at = type_of(pos.piece_on(from_sq(a)));
        const PieceType tt = type_of(pos.piece_on(to_sq(a)));
        const bool stronger_target = tt == ROOK && (at == HORSE || at == CANNON);
        counts[i] = stronger_target || !recapture_possible(pos, a);
    }
    pos.undo_null_move();

    // A same-type piece that can capture the attacker back is an offered exchange, not a chase.
    ChaseTargets result;
    for (int i = 0; i < fresh_count; ++i) {
        if (!counts[i]) continue;
        const Square attacker = from_sq(fresh[i]), target = to_sq(fresh[i]);
        if (type_of(pos.piece_on(attacker)) == type_of(pos.piece_on(target)) &&
            pos.is_legal(make_move(target, attacker)))
            continue;
        if (!result.contains(target)) result.squares[result.count++] = uint8_t(target);
    }
    pos.undo_move();
    return result;
}

}  // namespace xq
