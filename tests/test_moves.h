// Moves and squares written as ICCS in tests: mv("h2e2"), sq("e0").
#pragma once

#include "formats/iccs.h"

namespace xq::test {

inline Move mv(const char* iccs) {
    return iccs_to_move(iccs);
}

inline Square sq(const char* iccs) {
    return make_square(iccs[0] - 'a', iccs[1] - '0');
}

}  // namespace xq::test
