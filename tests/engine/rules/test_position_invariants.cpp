// Cheap invariants of the rules core: make/unmake restores the position, the incremental key
// equals the recomputed one, mirrored and colour-flipped positions give the same perft, and the
// legality test agrees with the generator (and with playing the move and looking at the king).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>

#include "perft_vectors.h"
#include "rules/movegen.h"
#include "rules/perft.h"
#include "rules/position.h"
#include "sweep.h"

using namespace xq;

namespace {

// Left-right mirror of an FEN's placement (same side to move).
std::string mirror_fen(const Position& pos) {
    const std::string fen = pos.fen();
    std::string placement = fen.substr(0, fen.find(' '));
    std::string out, rank;
    auto flush = [&] {
        std::string expanded;
        for (char ch : rank)
            expanded += (ch >= '1' && ch <= '9') ? std::string(ch - '0', '.') : std::string(1, ch);
        std::reverse(expanded.begin(), expanded.end());
        int empty = 0;
        for (char ch : expanded) {
            if (ch == '.') {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += ch;
        }
        if (empty) out += char('0' + empty);
        rank.clear();
    };
    for (char ch : placement) {
        if (ch == '/') {
            flush();
            out += '/';
        } else
            rank += ch;
    }
    flush();
    return out + fen.substr(fen.find(' '));
}

// Colour flip: turn the board 180 degrees, swap piece colours and the side to move.
std::string flip_colors_fen(const Position& pos) {
    std::string placement;
    for (int r = 0; r <= 9; ++r) {  // Black's new back rank is Red's old rank 0, turned around
        int empty = 0;
        for (int f = 8; f >= 0; --f) {
            Piece p = pos.piece_on(make_square(f, r));
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) placement += char('0' + empty);
            empty = 0;
            char ch = " KABNRCP kabnrcp"[p];
            placement += char(color_of(p) == RED ? ch - 'A' + 'a' : ch - 'a' + 'A');
        }
        if (empty) placement += char('0' + empty);
        if (r < 9) placement += '/';
    }
    return placement + (pos.side_to_move() == RED ? " b - - 0 1" : " w - - 0 1");
}

std::vector<Position> sample_positions() {
    std::vector<Position> out;
    std::mt19937 rng(12345);
    for (const auto& v : perft_vectors()) {
        Position pos;
        REQUIRE(pos.set_fen(v.fen));
        out.push_back(pos);
        for (int game = 0; game < 6; ++game) {
            Position p = pos;
            for (int ply = 0; ply < 80; ++ply) {
                MoveList list;
                generate_legal(p, list);
                if (list.size() == 0) break;
                p.do_move(list.moves[rng() % list.size()]);
                if (ply % 10 == 9) out.push_back(p);
            }
        }
    }
    return out;
}

}  // namespace

TEST_CASE("make/unmake restores the position and keys stay consistent") {
    for (const Position& start : sample_positions()) {
        Position pos = start;
        const std::string fen = pos.fen();
        const uint64_t key = pos.key();
        MoveList list;
        generate_legal(pos, list);
        for (Move m : list) {
            pos.do_move(m);
            REQUIRE_MESSAGE(pos.consistency_error() == "", fen);
            CHECK(pos.key() == pos.compute_key());
            CHECK(!pos.king_attacked(~pos.side_to_move()));  // the mover's king is safe
            pos.undo_move();
            CHECK(pos.fen() == fen);
            CHECK(pos.key() == key);
        }
        pos.do_null_move();
        CHECK(pos.key() == pos.compute_key());
        pos.undo_null_move();
        CHECK(pos.fen() == fen);
    }
}

// Not under TSan: one thread.
TEST_CASE("the check flag of every move equals the full attack test over random games" *
          test::not_under_tsan()) {
    // do_move looks only at the lines and horse legs the move touched.
    std::mt19937 rng(99);
    for (int game = 0; game < 300; ++game) {
        Position pos;
        for (int ply = 0; ply < 150; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            for (Move m : list) {
                pos.do_move(m);
                REQUIRE_MESSAGE(pos.in_check() == pos.king_attacked(pos.side_to_move()), pos.fen());
                pos.undo_move();
            }
            pos.do_move(list.moves[rng() % list.size()]);
        }
    }
}

TEST_CASE("mirrored and colour-flipped positions have the same perft") {
    for (const auto& v : perft_vectors()) {
        Position pos, mirrored, flipped;
        REQUIRE(pos.set_fen(v.fen));
        REQUIRE(mirrored.set_fen(mirror_fen(pos)));
        REQUIRE(flipped.set_fen(flip_colors_fen(pos)));
        CAPTURE(v.fen);
        const int depth = 3;
        CHECK(perft(mirrored, depth) == v.counts[depth - 1]);
        CHECK(perft(flipped, depth) == v.counts[depth - 1]);
    }
}

// Not under TSan: one thread.
TEST_CASE("the legality test agrees with the generator" * test::not_under_tsan()) {
    for (const Position& start : sample_positions()) {
        Position pos = start;
        MoveList legal, captures, evasions;
        generate_legal(pos, legal);
        generate_legal_captures(pos, captures);
        if (pos.in_check()) {
            generate_evasions(pos, evasions);
            CHECK(evasions.size() == legal.size());
        }
        CHECK(count_legal_moves(pos) == legal.size());
        for (Move m : captures) CHECK(legal.contains(m));
        int capture_count = 0;
        for (Move m : legal) capture_count += pos.is_capture(m);
        CHECK(capture_count == captures.size());
        // Every from/to pair: is_legal agrees with the list, and with playing the move.
        for (Square from = 0; from < SQUARE_NB; ++from) {
            for (Square to = 0; to < SQUARE_NB; ++to) {
                if (from == to) continue;
                const Move m = make_move(from, to);
                const bool listed = legal.contains(m);
                REQUIRE_MESSAGE(pos.is_legal(m) == listed, pos.fen());
                if (pos.is_pseudo_legal(m)) {
                    pos.do_move(m);
                    const bool safe = !pos.king_attacked(~pos.side_to_move());
                    pos.undo_move();
                    CHECK(safe == listed);
                }
            }
        }
        MoveList pseudo;
        generate_pseudo<ALL_MOVES>(pos, pseudo);
        for (Move m : pseudo) CHECK(pos.is_pseudo_legal(m));
        if (!pos.in_check())
            for (Move m : pseudo) CHECK(legal_when_not_in_check(pos, m) == pos.leaves_king_safe(m));
    }
}
