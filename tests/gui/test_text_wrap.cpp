// Line breaking for Chinese and English tooltips (ui/text_wrap.h), with every character one unit
// wide and Chinese ones two.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ui/text_wrap.h"

using namespace xq;

namespace {
float units(char32_t c) {
    return c >= 0x2E80 ? 2.0f : 1.0f;
}
}  // namespace

TEST_CASE("wrap: English breaks at spaces, Chinese between characters, not before punctuation") {
    CHECK(wrap_text("one two three", 8, units) == std::vector<std::string>{"one two", "three"});
    // The difficulty's tooltip: the line no longer ends at the one space after 到.
    const std::vector<std::string> zh =
        wrap_text("电脑的棋力，1（最弱）到 10；立即生效。", 16, units);
    REQUIRE(zh.size() == 3);
    CHECK(zh[0] == "电脑的棋力，1");  // "（" goes with the character it opens onto
    // No line starts with closing punctuation, none ends with an opening one.
    for (const std::string& line : zh) {
        CHECK(line.rfind("，", 0) != 0);
        CHECK(line.rfind("。", 0) != 0);
        CHECK(line.rfind("；", 0) != 0);
    }
    for (const std::string& line : wrap_text("等级分（以象眼为 2000）测得", 8, units)) {
        CHECK(line.size() >= 3);
        CHECK(line.substr(line.size() - 3) != "（");
    }
    // Explicit breaks stay; a word wider than the line is cut.
    CHECK(wrap_text("a\nb", 10, units) == std::vector<std::string>{"a", "b"});
    CHECK(wrap_text("abcdef", 3, units) == std::vector<std::string>{"abc", "def"});
}
