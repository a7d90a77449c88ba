// The move histories (search/history.h): the gravity update saturates, a quiet move's score
// sums the butterfly and both continuation rows, and the move picker orders quiet moves by
// that sum and captures of equal value by the capture history.
#include <doctest/doctest.h>

#include <memory>

#include "formats/iccs.h"
#include "rules/position.h"
#include "search/history.h"
#include "search/movepick.h"

using namespace xq;

TEST_CASE("history gravity / a first bonus is taken whole and repeats saturate below the cap") {
    int16_t h = 0;
    history_update(h, 1000);
    CHECK(h == 1000);
    int previous = h;
    for (int i = 0; i < 200; ++i) {
        history_update(h, 2000);
        CHECK(h >= previous);  // never falls under a bonus
        CHECK(h <= HISTORY_MAX);
        previous = h;
    }
    CHECK(h > HISTORY_MAX * 9 / 10);
    // Maluses pull it back and saturate at the other end.
    for (int i = 0; i < 200; ++i) history_update(h, -2000);
    CHECK(h < -HISTORY_MAX * 9 / 10);
    CHECK(h >= -HISTORY_MAX);
}

TEST_CASE("quiet history score / the butterfly and the two continuation rows add up") {
    const Position pos;  // start position, Red to move
    auto butterfly = std::make_unique<ButterflyHistory>();
    auto cont = std::make_unique<ContinuationHistory>();
    const Move m = iccs_to_move("h0g2");  // Red horse
    const Piece horse = pos.piece_on(from_sq(m));
    REQUIRE(type_of(horse) == HORSE);
    butterfly->update(RED, m, 300);
    PieceToHistory& after_a = cont->row(make_piece(BLACK, CANNON), 64);
    PieceToHistory& after_b = cont->row(make_piece(RED, ROOK), 0);
    after_a.update(horse, to_sq(m), 500);
    after_b.update(horse, to_sq(m), -100);
    QuietHistory q;
    q.butterfly = butterfly.get();
    CHECK(q.score(pos, m) == 300);
    q.cont[0] = &after_a;
    CHECK(q.score(pos, m) == 800);
    q.cont[1] = &after_b;
    CHECK(q.score(pos, m) == 700);
    // Another piece to the same square reads another entry.
    after_a.update(make_piece(RED, ROOK), to_sq(m), 900);
    CHECK(q.score(pos, m) == 700);
}

TEST_CASE("move picker / a quiet move favoured by the continuation history comes first") {
    const Position pos;
    auto butterfly = std::make_unique<ButterflyHistory>();
    auto cont = std::make_unique<ContinuationHistory>();
    // An edge pawn push, which the piece-square tie-break alone would not put first.
    const Move favoured = iccs_to_move("a3a4");
    PieceToHistory& row = cont->row(make_piece(BLACK, PAWN), 60);
    row.update(pos.piece_on(from_sq(favoured)), to_sq(favoured), 4000);
    const auto first_quiet = [&](const QuietHistory& q) {
        MovePicker mp(pos, MOVE_NONE, nullptr, MOVE_NONE, q);
        for (Move m; (m = mp.next()) != MOVE_NONE;)
            if (!pos.is_capture(m)) return m;
        return MOVE_NONE;
    };
    QuietHistory without;
    without.butterfly = butterfly.get();
    CHECK(first_quiet(without) != favoured);
    QuietHistory with = without;
    with.cont[1] = &row;
    CHECK(first_quiet(with) == favoured);
}

TEST_CASE("move picker / of two equal captures the one the capture history favours comes first") {
    Position pos;  // a Red rook between two loose Black pawns
    REQUIRE(pos.set_fen("5k3/9/9/9/9/1p2R2p1/9/9/9/3K5 w - - 0 1"));
    auto captures = std::make_unique<CaptureHistory>();
    const QuietHistory none;
    const auto first_move = [&](const CaptureHistory* h) {
        MovePicker mp(pos, MOVE_NONE, nullptr, MOVE_NONE, none, h);
        return mp.next();
    };
    const Move unaided = first_move(nullptr);
    REQUIRE(pos.is_capture(unaided));
    const Move other =
        unaided == iccs_to_move("e4b4") ? iccs_to_move("e4h4") : iccs_to_move("e4b4");
    CHECK(first_move(captures.get()) == unaided);  // an empty history changes nothing
    captures->update(pos.piece_on(from_sq(other)), to_sq(other), PAWN, 2000);
    CHECK(first_move(captures.get()) == other);
    // Quiescence orders its captures the same way.
    MovePicker qs(pos, MOVE_NONE, captures.get());
    CHECK(qs.next() == other);
}
