// A helper program for tests/engine/test_invariants.cpp: each scenario breaks one of the
// engine's invariants through its public interface (engine/util/invariant.h). In a build that
// checks invariants the scenario must abort with "invariant failed"; `state` says whether this
// build checks them, and `sound` makes the same calls correctly and must always succeed.
#include <cstdio>
#include <cstring>

#include "rules/position.h"
#include "search/tt.h"
#include "util/invariant.h"

using namespace xq;

namespace {

bool run(const char* scenario) {
    Position pos;
    TranspositionTable tt;
    if (!std::strcmp(scenario, "sound")) {
        pos.do_move(make_move(make_square(7, 0), make_square(6, 2)));  // h0g2
        pos.undo_move();
        pos.do_null_move();
        pos.undo_null_move();
        tt.store(1, MOVE_NONE, mate_in(3), 12, 5, BOUND_LOWER);
    } else if (!std::strcmp(scenario, "undo-at-root")) {
        pos.undo_move();
    } else if (!std::strcmp(scenario, "move-from-empty-square")) {
        pos.do_move(make_move(make_square(4, 4), make_square(4, 5)));  // e4 is empty
    } else if (!std::strcmp(scenario, "undo-null-move-of-a-move")) {
        pos.do_move(make_move(make_square(7, 0), make_square(6, 2)));  // h0g2
        pos.undo_null_move();
    } else if (!std::strcmp(scenario, "tt-value-beyond-mate")) {
        tt.store(1, MOVE_NONE, VALUE_MATE + 5, 12, 5, BOUND_LOWER);
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
                     "move-from-empty-square | undo-null-move-of-a-move | tt-value-beyond-mate\n");
        return 2;
    }
    std::puts("done");  // a broken invariant went unnoticed (or `sound`)
    return 0;
}
