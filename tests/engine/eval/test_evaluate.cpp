// Evaluation sanity: colour symmetry, material sense, and the draw scaling of material that
// cannot mate.
#include <doctest/doctest.h>

#include <cctype>
#include <random>
#include <sstream>
#include <string>

#include "eval/evaluate.h"
#include "rules/movegen.h"
#include "rules/position.h"

using namespace xq;

namespace {

// The same position with colours exchanged: ranks mirrored top to bottom, letter case swapped,
// the other side to move.
std::string colour_flipped(const std::string& fen) {
    const size_t space = fen.find(' ');
    const std::string board = fen.substr(0, space);
    std::vector<std::string> ranks;
    size_t start = 0;
    for (size_t i = 0; i <= board.size(); ++i) {
        if (i == board.size() || board[i] == '/') {
            ranks.push_back(board.substr(start, i - start));
            start = i + 1;
        }
    }
    std::string out;
    for (size_t i = ranks.size(); i-- > 0;) {
        for (char ch : ranks[i])
            out += std::isalpha(ch) ? char(std::isupper(ch) ? std::tolower(ch) : std::toupper(ch))
                                    : ch;
        if (i) out += '/';
    }
    const char side = fen[space + 1];
    // Keep the halfmove clock: the evaluation fades with it.
    std::istringstream rest(fen.substr(space + 2));
    std::string castling, ep, halfmove;
    rest >> castling >> ep >> halfmove;
    return out + (side == 'w' ? " b" : " w") + " - - " + halfmove + " 1";
}

}  // namespace

TEST_CASE("the evaluation is colour-symmetric") {
    std::mt19937 rng(7);
    for (int game = 0; game < 30; ++game) {
        Position pos;
        for (int ply = 0; ply < 80; ++ply) {
            const std::string fen = pos.fen();
            Position flipped;
            REQUIRE(flipped.set_fen(colour_flipped(fen)));
            CAPTURE(fen);
            CHECK(evaluate(pos) == evaluate(flipped));
            MoveList list;
            generate_legal(pos, list);
            if (list.size() == 0) break;
            pos.do_move(list.moves[rng() % list.size()]);
        }
    }
}

TEST_CASE("an extra rook is worth a lot / bare defenders are a draw") {
    Position pos;
    REQUIRE(pos.set_fen("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
    CHECK(evaluate(pos) > 600);
    // Advisors and elephants against a bare king cannot mate: close to a draw.
    REQUIRE(pos.set_fen("4k4/9/9/9/9/9/9/4B4/4A4/2B1KA3 w - - 0 1"));
    CHECK(std::abs(evaluate(pos)) < 50);
    // A lone horse cannot force mate against a full set of defenders.
    REQUIRE(pos.set_fen("2bakab2/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1"));
    CHECK(std::abs(evaluate(pos)) < 80);
}

// tools/tune.cpp fits the weights to the trace's counts: the trace times EVAL_WEIGHTS, blended
// and scaled as evaluate() does, must give evaluate()'s value (up to its integer rounding).
TEST_CASE("the evaluation trace reproduces the evaluation from the weights") {
    std::mt19937 rng(5);
    int checked = 0;
    for (int game = 0; game < 20; ++game) {
        Position pos;
        pos.set_fen(START_FEN);
        for (int ply = 0; ply < 120; ++ply) {
            EvalTrace tr;
            const Value v = evaluate_trace(pos, tr);
            CHECK(v == evaluate(pos));
            double mg = tr.fixed_mg, eg = tr.fixed_eg;
            for (int t = 0; t < TERM_NB; ++t) {
                mg += (tr.coef[t] + tr.coef_mg_only[t]) * EVAL_WEIGHTS[t][0];
                eg += (tr.coef[t] + tr.coef_eg_only[t]) * EVAL_WEIGHTS[t][1];
            }
            const double red =
                (mg * tr.phase + eg * (PHASE_MAX - tr.phase)) / PHASE_MAX * tr.scale / 16;
            const double model = (pos.side_to_move() == RED ? red : -red) + 10;
            CHECK(std::abs(model - v) < 4);
            ++checked;
            MoveList list;
            generate_legal(pos, list);
            if (!list.size()) break;
            pos.do_move(list.moves[rng() % list.size()]);
        }
    }
    CHECK(checked > 1000);
}
