#include "rules/chase.h"

#include <cstdlib>

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

// Attacks on a piece of higher value count as chases even when it is protected (rule book:
// a horse or cannon against a rook; an advisor or elephant against a rook, horse or cannon).
bool stronger_target(PieceType attacker, PieceType target) {
    if (attacker == HORSE || attacker == CANNON) return target == ROOK;
    if (attacker == ADVISOR || attacker == ELEPHANT)
        return target == ROOK || target == HORSE || target == CANNON;
    return false;
}

// Does the square `body` lie on the path of a `type` piece going from d to s: strictly between
// them on a rank or file (rook, cannon, king), or as the horse's leg or the elephant's eye?
bool on_path(PieceType type, Square d, Square s, Square body) {
    const int df = file_of(s) - file_of(d), dr = rank_of(s) - rank_of(d);
    const int bf = file_of(body) - file_of(d), br = rank_of(body) - rank_of(d);
    switch (type) {
        case ROOK:
        case CANNON:
        case KING:
            if (df == 0) return bf == 0 && br * dr > 0 && std::abs(br) < std::abs(dr);
            if (dr == 0) return br == 0 && bf * df > 0 && std::abs(bf) < std::abs(df);
            return false;
        case HORSE:
            return std::abs(df) == 2 ? (bf == df / 2 && br == 0) : (bf == 0 && br == dr / 2);
        case ELEPHANT:
            return bf == df / 2 && br == dr / 2;
        default:
            return false;
    }
}

// After the side to move wins the piece on to_sq(capture), can the owner take the capturer
// back? A recapture whose path the chasing piece itself blocked, or screened, before it
// captured does not count when that piece is the one the chasing move placed (`placed`): the
// move cut that protection off (rule (a) of docs/rules.md).
bool protected_after_capture(Position& pos, Move capture, Square placed) {
    const Square attacker = from_sq(capture), s = to_sq(capture);
    pos.do_move(capture);
    MoveList replies;
    generate_legal_captures(pos, replies);
    bool found = false;
    for (Move r : replies) {
        if (to_sq(r) != s) continue;
        const PieceType defender = type_of(pos.piece_on(from_sq(r)));
        if (attacker == placed && on_path(defender, from_sq(r), s, attacker)) continue;
        found = true;
        break;
    }
    pos.undo_move();
    return found;
}

}  // namespace

ChaseTargets chased_by_move(Position& pos, Move m) {
    const Square from = from_sq(m), to = to_sq(m);

    // Attacks before the move. A pinned piece does not attack (it may not capture), so a move
    // that unpins it starts a chase (rule (c)); a side in check, though, is judged on
    // geometric attacks, so escaping a check never counts as starting a chase.
    MoveList before;
    if (pos.in_check())
        generate_pseudo<CAPTURES>(pos, before);
    else
        generate_legal_captures(pos, before);

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
        counts[i] = stronger_target(at, tt) || !protected_after_capture(pos, a, to);
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
