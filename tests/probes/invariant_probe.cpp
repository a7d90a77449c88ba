// A helper program for tests/engine/test_invariants.cpp: each scenario breaks one of the
// engine's invariants through its public interface (engine/util/invariant.h). In a build that
// checks invariants the scenario must abort with "invariant failed"; `state` says whether this
// build checks them, and `sound` makes the same calls correctly and must always succeed.
#include <cstdio>
#include <cstring>

#include "rules/movegen.h"
#include "rules/position.h"
#include "search/history.h"
#include "search/see.h"
#include "search/thread.h"
#include "search/tt.h"
#include "util/invariant.h"

using namespace xq;

namespace {

// Black to move, in check from the rook on e1.
constexpr const char* CHECK_FEN = "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1";

Move move(int from_file, int from_rank, int to_file, int to_rank) {
    return make_move(make_square(from_file, from_rank), make_square(to_file, to_rank));
}

bool run(const char* scenario) {
    Position pos;
    TranspositionTable tt;
    if (!std::strcmp(scenario, "sound")) {
        pos.do_move(make_move(make_square(7, 0), make_square(6, 2)));  // h0g2
        pos.undo_move();
        pos.do_null_move();
        pos.undo_null_move();
        tt.store(1, MOVE_NONE, mate_in(3), 12, 5, BOUND_LOWER);
        see(pos, move(1, 2, 1, 9));  // b2b9: the cannon takes the horse
        int16_t entry = 0;
        history_update(entry, 2000);
        Position checked;
        checked.set_fen(CHECK_FEN);
        MoveList evasions;
        generate_evasions(checked, evasions);
        MoveList list;
        for (int i = 0; i < MAX_MOVES; ++i) list.push(move(0, 0, 0, 1));
    } else if (!std::strcmp(scenario, "undo-at-root")) {
        pos.undo_move();
    } else if (!std::strcmp(scenario, "move-from-empty-square")) {
        pos.do_move(make_move(make_square(4, 4), make_square(4, 5)));  // e4 is empty
    } else if (!std::strcmp(scenario, "undo-null-move-of-a-move")) {
        pos.do_move(make_move(make_square(7, 0), make_square(6, 2)));  // h0g2
        pos.undo_null_move();
    } else if (!std::strcmp(scenario, "tt-value-beyond-mate")) {
        tt.store(1, MOVE_NONE, VALUE_MATE + 5, 12, 5, BOUND_LOWER);
    } else if (!std::strcmp(scenario, "tt-bound-out-of-range")) {
        tt.store(1, MOVE_NONE, 10, 12, 5, TTBound(4));
    } else if (!std::strcmp(scenario, "move-list-overflow")) {
        MoveList list;
        // Unchecked, the last push writes past the list: only a checking build makes it.
        if constexpr (ASSERTS)
            for (int i = 0; i <= MAX_MOVES; ++i) list.push(move(0, 0, 0, 1));
    } else if (!std::strcmp(scenario, "evasions-out-of-check")) {
        MoveList list;
        generate_evasions(pos, list);
    } else if (!std::strcmp(scenario, "legality-shortcut-in-check")) {
        pos.set_fen(CHECK_FEN);
        legal_when_not_in_check(pos, move(4, 9, 5, 9));  // e9f9
    } else if (!std::strcmp(scenario, "see-of-the-side-not-to-move")) {
        see(pos, move(1, 7, 1, 0));  // b7b0: Black's cannon, but Red is to move
    } else if (!std::strcmp(scenario, "history-bonus-beyond-limit")) {
        int16_t entry = 0;
        history_update(entry, 3000, 1000);
    } else if (!std::strcmp(scenario, "capture-history-of-a-quiet-move")) {
        CaptureHistory history{};
        history.get(make_piece(RED, ROOK), make_square(0, 2), NO_PIECE_TYPE);
    } else if (!std::strcmp(scenario, "search-without-root-moves")) {
        ThreadPool pool;
        SearchContext ctx;
        ctx.tt = &tt;
        ctx.limits.depth = 1;
        pool.run(pos, {}, ctx);
    } else {
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && !std::strcmp(argv[1], "state")) {
        std::puts(ASSERTS ? "checks on" : "checks off");
        return 0;
    }
    if (argc != 2 || !run(argv[1])) {
        std::fprintf(stderr,
                     "usage: invariant_probe state | sound | undo-at-root | "
                     "move-from-empty-square | undo-null-move-of-a-move | tt-value-beyond-mate | "
                     "tt-bound-out-of-range | move-list-overflow | evasions-out-of-check | "
                     "legality-shortcut-in-check | see-of-the-side-not-to-move | "
                     "history-bonus-beyond-limit | capture-history-of-a-quiet-move | "
                     "search-without-root-moves\n");
        return 2;
    }
    std::puts("done");  // a broken invariant went unnoticed (or `sound`)
    return 0;
}
