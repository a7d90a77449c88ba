// Opening names: the families from the first moves, mirror images alike.
#include <doctest/doctest.h>

#include <sstream>

#include "formats/iccs.h"
#include "formats/opening_name.h"

using namespace xq;

namespace {

OpeningName name_of(const std::string& iccs_line) {
    std::istringstream in(iccs_line);
    std::vector<Move> moves;
    for (std::string m; in >> m;) moves.push_back(iccs_to_move(m));
    return opening_name(moves);
}

}  // namespace

TEST_CASE("opening names: the common families / in both mirror images") {
    struct Case {
        const char* moves;
        char group;
        const char* chinese;
    };
    const Case cases[] = {
        {"h2e2 h9g7 h0g2 b9c7", 'C', "中炮对屏风马"},
        {"b2e2 b9c7 b0c2 h9g7", 'C', "中炮对屏风马"},  // the mirror image
        {"h2e2 h7e7", 'D', "顺炮"},
        {"b2e2 b7e7", 'D', "顺炮"},
        {"h2e2 b7e7", 'D', "列炮"},
        {"h2e2 b9c7 h0g2 h7f7 i0h0 h9g7", 'B', "中炮对反宫马"},
        {"h2e2 h9g7 h0g2 h7i7", 'B', "中炮对三步虎"},
        {"h2e2 h9g7 h0g2 b9a7", 'B', "中炮对单提马"},
        {"h2e2", 'B', "中炮"},
        {"c3c4 b7c7", 'E', "仙人指路对卒底炮"},
        {"g3g4 h7g7", 'E', "仙人指路对卒底炮"},
        {"c3c4 c6c5", 'E', "对兵局"},
        {"c3c4 g9e7", 'E', "仙人指路对飞象"},
        {"c3c4", 'E', "仙人指路"},
        {"g0e2", 'A', "飞相局"},
        {"c0e2 h7e7", 'A', "飞相局"},
        {"h0g2", 'A', "起马局"},
        {"b0c2", 'A', "起马局"},
        {"h2f2", 'A', "仕角炮"},
        {"b2d2", 'A', "仕角炮"},
        {"h2d2", 'A', "过宫炮"},
        {"b2f2", 'A', "过宫炮"},
        {"i0i1", 'A', "其他开局"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.moves);
        const OpeningName o = name_of(c.moves);
        CHECK(o.ecco_group == c.group);
        CHECK(o.chinese == c.chinese);
        CHECK(!o.english.empty());
    }
    CHECK(opening_name({}).ecco_group == 0);
}
