#include "rules/movegen.h"

#include "rules/bitcount.h"
#include "rules/pins.h"

namespace xq {

namespace {

template <GenType T>
inline void add_steps(const Position& pos, const StepList& steps, Square from, Color us,
                      MoveList& list) {
    XQ_ASSERT(pos.piece_on(from) != NO_PIECE && color_of(pos.piece_on(from)) == us);
    for (int i = 0; i < steps.count; ++i) {
        const Square to = steps.to[i];
        // Captures: most destinations are empty or own pieces, so test the target first.
        if (T == CAPTURES && (!pos.piece_on(to) || color_of(pos.piece_on(to)) == us)) continue;
        if (steps.block[i] != SQ_NONE && pos.piece_on(steps.block[i])) continue;
        const Piece target = pos.piece_on(to);
        if (target ? (T != QUIETS && color_of(target) != us) : T != CAPTURES) {
            XQ_ASSERT_MSG(T != CAPTURES || target, "a captures-only list got a quiet move");
            XQ_ASSERT_MSG(T != QUIETS || !target, "a quiets-only list got a capture");
            list.push(make_move(from, to));
        }
    }
}

template <GenType T>
inline void add_slider(const Position& pos, Square from, bool cannon, Color us, MoveList& list) {
    XQ_ASSERT(pos.piece_on(from) == make_piece(us, cannon ? CANNON : ROOK));
    const int f = file_of(from), r = rank_of(from);
    const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
    const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
    if (T != QUIETS) {
        for (unsigned b = cannon ? rt.second : rt.first; b; b &= b - 1) {
            const Square to = r * 9 + lsb(b);
            // The line tables' targets are occupied squares (an own piece is skipped here).
            if constexpr (SLOW_ASSERTS) XQ_ASSERT(pos.piece_on(to) != NO_PIECE);
            if (color_of(pos.piece_on(to)) != us) list.push(make_move(from, to));
        }
        for (unsigned b = cannon ? ft.second : ft.first; b; b &= b - 1) {
            const Square to = lsb(b) * 9 + f;
            if constexpr (SLOW_ASSERTS) XQ_ASSERT(pos.piece_on(to) != NO_PIECE);
            if (color_of(pos.piece_on(to)) != us) list.push(make_move(from, to));
        }
    }
    if (T != CAPTURES) {
        for (unsigned b = rt.empty; b; b &= b - 1) {
            if constexpr (SLOW_ASSERTS) XQ_ASSERT(pos.piece_on(r * 9 + lsb(b)) == NO_PIECE);
            list.push(make_move(from, r * 9 + lsb(b)));
        }
        for (unsigned b = ft.empty; b; b &= b - 1) {
            if constexpr (SLOW_ASSERTS) XQ_ASSERT(pos.piece_on(lsb(b) * 9 + f) == NO_PIECE);
            list.push(make_move(from, lsb(b) * 9 + f));
        }
    }
}

}  // namespace

template <GenType T>
void generate_pseudo(const Position& pos, MoveList& list) {
    const Color us = pos.side_to_move();
    [[maybe_unused]] const int first = list.size();
    auto each = [&](PieceType t, auto&& fn) {
        const Piece p = make_piece(us, t);
        const uint8_t* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            if constexpr (SLOW_ASSERTS)
                XQ_ASSERT_MSG(pos.piece_on(sq[i]) == p, "a piece list disagrees with the board");
            fn(Square(sq[i]));
        }
    };
    each(ROOK, [&](Square s) { add_slider<T>(pos, s, false, us, list); });
    each(CANNON, [&](Square s) { add_slider<T>(pos, s, true, us, list); });
    each(HORSE, [&](Square s) { add_steps<T>(pos, STEPS.horse[s], s, us, list); });
    each(PAWN, [&](Square s) { add_steps<T>(pos, STEPS.pawn[us][s], s, us, list); });
    each(ELEPHANT, [&](Square s) { add_steps<T>(pos, STEPS.elephant[s], s, us, list); });
    each(ADVISOR, [&](Square s) { add_steps<T>(pos, STEPS.advisor[s], s, us, list); });
    each(KING, [&](Square s) { add_steps<T>(pos, STEPS.king[s], s, us, list); });
    // Every move generated is one the piece on its from-square can make.
    if constexpr (SLOW_ASSERTS)
        for (int i = first; i < list.size(); ++i) XQ_ASSERT(pos.is_pseudo_legal(list.moves[i]));
}

template void generate_pseudo<CAPTURES>(const Position&, MoveList&);
template void generate_pseudo<QUIETS>(const Position&, MoveList&);
template void generate_pseudo<ALL_MOVES>(const Position&, MoveList&);

namespace {

// Could this move (not by the king, not in check) expose the king? Leaving the king's rank or
// file can open a rook/cannon/king line or remove a cannon screen; leaving a diagonal neighbour
// frees a horse leg; landing on the king's rank or file can become a cannon screen. Nothing else
// changes the attacks on the king.
bool near_king_lines(Square k, Move m) {
    const Square from = from_sq(m), to = to_sq(m);
    const int kf = file_of(k), kr = rank_of(k);
    const int df = file_of(from) - kf, dr = rank_of(from) - kr;
    return df == 0 || dr == 0 || (df * df == 1 && dr * dr == 1) || file_of(to) == kf ||
           rank_of(to) == kr;
}

}  // namespace

bool legal_when_not_in_check(const Position& pos, Move m) {
    XQ_ASSERT(!pos.in_check());
    XQ_ASSERT(color_of(pos.piece_on(from_sq(m))) == pos.side_to_move());
    const Square k = pos.king_square(pos.side_to_move());
    if (from_sq(m) == k) return pos.leaves_king_safe(m);
    return !near_king_lines(k, m) || pos.leaves_king_safe(m);
}

bool LegalityFilter::legal(Move m) const {
    const bool ok = decide(m);
    // The shortcuts agree with playing the move on the board.
    if constexpr (SLOW_ASSERTS) XQ_ASSERT(ok == pos_.leaves_king_safe(m));
    return ok;
}

bool LegalityFilter::decide(Move m) const {
    if constexpr (SLOW_ASSERTS) {
        XQ_ASSERT(pos_.piece_on(from_sq(m)) != NO_PIECE);
        XQ_ASSERT(color_of(pos_.piece_on(from_sq(m))) == pos_.side_to_move());
    }
    const Square k = pos_.king_square(pos_.side_to_move());
    const Square from = from_sq(m), to = to_sq(m);
    if (from == k) return pos_.leaves_king_safe(m);
    if (pos_.in_check()) {
        if (!ready_) {
            breaks_ = compute_check_breaks(pos_);
            ready_ = true;
        }
        const bool breaks = contains(breaks_.from, from) || contains(breaks_.to, to);
        return breaks && pos_.leaves_king_safe(m);
    }
    if (!near_king_lines(k, m)) return true;
    if (!ready_) {
        pins_ = compute_pins(pos_);
        ready_ = true;
    }
    const bool test = contains(pins_.from, from) || contains(pins_.to, to);
    return !test || pos_.leaves_king_safe(m);
}

namespace {

struct Collect {
    static constexpr bool COUNTS = false;
    MoveList& list;
    void add(Square from, Square to) { list.push(make_move(from, to)); }
};

struct Count {
    static constexpr bool COUNTS = true;
    int n = 0;
    void add(Square, Square) { ++n; }
};

// The legal moves of the side to move, in generate_pseudo<ALL_MOVES>'s order, handed to
// sink.add. Only king moves and the moves Pins or CheckBreaks name are played on the board.
template <class Sink>
void legal_moves(const Position& pos, Sink& sink) {
    const Color us = pos.side_to_move();
    const bool check = pos.in_check();
    const Pins pins = check ? Pins{} : compute_pins(pos);
    const CheckBreaks breaks = check ? compute_check_breaks(pos) : CheckBreaks{};
    const bool any_to = pins.to != 0;
    const Square king = pos.king_square(us);
    auto emit = [&](Square from, Square to, bool test) {
        if (check && from != king && !contains(breaks.from, from) && !contains(breaks.to, to))
            return;
        if (!test || pos.leaves_king_safe(make_move(from, to))) sink.add(from, to);
    };
    auto slider = [&](Square from, bool cannon) {
        const int f = file_of(from), r = rank_of(from);
        const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
        const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
        const bool test = check || contains(pins.from, from);
        for (unsigned b = cannon ? rt.second : rt.first; b; b &= b - 1) {
            const Square to = r * 9 + lsb(b);
            if (color_of(pos.piece_on(to)) != us) emit(from, to, test);
        }
        for (unsigned b = cannon ? ft.second : ft.first; b; b &= b - 1) {
            const Square to = lsb(b) * 9 + f;
            if (color_of(pos.piece_on(to)) != us) emit(from, to, test);
        }
        if constexpr (Sink::COUNTS) {
            if (!test && !any_to) {  // every quiet move is legal: count them at once
                sink.n += line_popcount(rt.empty) + line_popcount(ft.empty);
                return;
            }
        }
        for (unsigned b = rt.empty; b; b &= b - 1) {
            const Square to = r * 9 + lsb(b);
            emit(from, to, test || (any_to && contains(pins.to, to)));
        }
        for (unsigned b = ft.empty; b; b &= b - 1) {
            const Square to = lsb(b) * 9 + f;
            emit(from, to, test || (any_to && contains(pins.to, to)));
        }
    };
    auto stepper = [&](const StepList& steps, Square from, bool is_king) {
        const bool test = check || is_king || contains(pins.from, from);
        for (int i = 0; i < steps.count; ++i) {
            const Square to = steps.to[i];
            if (steps.block[i] != SQ_NONE && pos.piece_on(steps.block[i])) continue;
            const Piece target = pos.piece_on(to);
            if (target && color_of(target) == us) continue;
            emit(from, to, test || (any_to && !target && contains(pins.to, to)));
        }
    };
    auto each = [&](PieceType t, auto&& fn) {
        const Piece p = make_piece(us, t);
        const uint8_t* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) fn(Square(sq[i]));
    };
    each(ROOK, [&](Square s) { slider(s, false); });
    each(CANNON, [&](Square s) { slider(s, true); });
    each(HORSE, [&](Square s) { stepper(STEPS.horse[s], s, false); });
    each(PAWN, [&](Square s) { stepper(STEPS.pawn[us][s], s, false); });
    each(ELEPHANT, [&](Square s) { stepper(STEPS.elephant[s], s, false); });
    each(ADVISOR, [&](Square s) { stepper(STEPS.advisor[s], s, false); });
    each(KING, [&](Square s) { stepper(STEPS.king[s], s, true); });
}

// The legal moves of list[first..] are exactly the pseudo-legal moves that leave the king safe.
void assert_all_legal_listed(const Position& pos, const MoveList& list, int first) {
    if constexpr (SLOW_ASSERTS) {
        MoveList pseudo;
        generate_pseudo<ALL_MOVES>(pos, pseudo);
        int legal = 0;
        for (Move m : pseudo) legal += pos.leaves_king_safe(m);
        XQ_ASSERT_MSG(legal == list.size() - first, "the legal generator missed or added moves");
        for (int i = first; i < list.size(); ++i) XQ_ASSERT(pos.is_legal(list.moves[i]));
    }
}

}  // namespace

void generate_legal(const Position& pos, MoveList& list) {
    [[maybe_unused]] const int first = list.size();
    Collect sink{list};
    legal_moves(pos, sink);
    assert_all_legal_listed(pos, list, first);
}

void generate_legal_captures(const Position& pos, MoveList& list) {
    MoveList pseudo;
    generate_pseudo<CAPTURES>(pos, pseudo);
    const bool check = pos.in_check();
    for (Move m : pseudo) {
        XQ_ASSERT(pos.is_capture(m));
        if (check ? pos.leaves_king_safe(m) : legal_when_not_in_check(pos, m)) list.push(m);
    }
}

void generate_evasions(const Position& pos, MoveList& list) {
    XQ_ASSERT_MSG(pos.in_check(), "evasions asked for out of check");
    [[maybe_unused]] const int first = list.size();
    MoveList pseudo;
    generate_pseudo<ALL_MOVES>(pos, pseudo);
    for (Move m : pseudo)
        if (pos.leaves_king_safe(m)) list.push(m);
    assert_all_legal_listed(pos, list, first);
}

int count_legal_moves(const Position& pos) {
    Count sink;
    legal_moves(pos, sink);
    // The counting shortcut (a free slider's quiet moves at once) counts what is listed.
    if constexpr (SLOW_ASSERTS) {
        MoveList list;
        generate_legal(pos, list);
        XQ_ASSERT(sink.n == list.size());
    }
    return sink.n;
}

}  // namespace xq
