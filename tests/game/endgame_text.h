// Endgame collections written out in a test: parsed, or the test fails with the parser's error.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/endgames/endgame_set.h"

namespace xq::test {

inline std::vector<Endgame> parsed_endgames(const std::string& text) {
    std::vector<Endgame> set;
    std::string error;
    INFO(error);
    REQUIRE(parse_endgames(text, set, &error));
    return set;
}

}  // namespace xq::test
