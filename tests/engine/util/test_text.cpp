// util/text.h: trimming, splitting, case and strict number parsing, with their edge cases.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>

#include "util/text.h"

using namespace xq;

TEST_CASE("text: trim removes ASCII white space at both ends only") {
    CHECK(trim("  a b \t") == "a b");
    CHECK(trim("\r\n\v\fx\r\n") == "x");
    CHECK(trim("x") == "x");
    CHECK(trim("") == "");
    CHECK(trim(" \t\r\n ") == "");
    CHECK(trim("\xC2\xA0x") == "\xC2\xA0x");  // a UTF-8 no-break space is not ASCII space
}

TEST_CASE("text: split keeps empty fields so that fields can be counted") {
    CHECK(split("a;b;c", ';') == std::vector<std::string>{"a", "b", "c"});
    CHECK(split("a;;b", ';') == std::vector<std::string>{"a", "", "b"});
    CHECK(split(";a;", ';') == std::vector<std::string>{"", "a", ""});
    CHECK(split("", ';') == std::vector<std::string>{""});
    CHECK(split("abc", ';') == std::vector<std::string>{"abc"});
    CHECK(split(" a , b ", ',') == std::vector<std::string>{" a ", " b "});
}

TEST_CASE("text: case-insensitive comparison and lower case are ASCII only") {
    CHECK(iequals("Skill Level", "skill level"));
    CHECK(!iequals("Hash", "Hash2"));
    CHECK(iequals("", ""));
    CHECK(to_lower("MultiPV") == "multipv");
    CHECK(to_lower("\xC3\x84Z") == "\xC3\x84z");  // bytes above ASCII are kept
}

TEST_CASE("text: integers are strict and range-checked") {
    constexpr int64_t LO = std::numeric_limits<int64_t>::min();
    constexpr int64_t HI = std::numeric_limits<int64_t>::max();
    struct Case {
        const char* text;
        int64_t min, max;
        std::optional<int64_t> want;
    };
    const Case cases[] = {
        {"12", 0, 100, 12},
        {"+7", 0, 100, 7},
        {"-3", -5, 5, -3},
        {"-007", -10, 10, -7},
        {"0", 0, 0, 0},
        {"-0", 0, 0, 0},
        {"101", 0, 100, {}},
        {"-1", 0, 100, {}},
        {"", 0, 100, {}},
        {"+", 0, 100, {}},
        {"-", -5, 5, {}},
        {"12x", 0, 100, {}},
        {"x12", 0, 100, {}},
        {"1.5", 0, 100, {}},
        {"1e2", 0, 1000, {}},
        {" 1", 0, 100, {}},
        {"1 ", 0, 100, {}},
        {"--1", -5, 5, {}},
        {"+-1", -5, 5, {}},
        {"-+1", -5, 5, {}},
        {"0x10", 0, 100, {}},
        {"9223372036854775807", LO, HI, HI},
        {"-9223372036854775808", LO, HI, LO},
        {"9223372036854775808", LO, HI, {}},
        {"-9223372036854775809", LO, HI, {}},
        {"99999999999999999999", 0, 100, {}},
        {"18446744073709551616", LO, HI, {}},
    };
    for (const Case& c : cases) {
        const std::string text = c.text;
        CAPTURE(text);
        CHECK(parse_int(c.text, c.min, c.max) == c.want);
    }
    CHECK(parse_int("-42") == -42);  // the default range is all of int64_t
}

TEST_CASE("text: unsigned whole numbers cover all of uint64_t / and nothing else") {
    constexpr uint64_t MAX = std::numeric_limits<uint64_t>::max();
    CHECK(parse_uint("0") == 0u);
    CHECK(parse_uint("+42") == 42u);
    CHECK(parse_uint("007") == 7u);
    CHECK(parse_uint("18446744073709551615") == MAX);
    CHECK(parse_uint("10", 10) == 10u);
    CHECK(!parse_uint("11", 10));
    for (const std::string bad :
         {"", "+", "-0", "-5", "++5", "+-5", " 5", "5 ", "5x", "0x10", "1.0", "1e3",
          "18446744073709551616", "99999999999999999999999"}) {
        CAPTURE(bad);
        CHECK(!parse_uint(bad));
    }
}

TEST_CASE("text: decimal numbers are finite, strict and range-checked") {
    CHECK(parse_double("2") == 2.0);
    CHECK(parse_double("0.5", 0.1, 60) == 0.5);
    CHECK(parse_double("+0.25") == 0.25);
    CHECK(parse_double("-1.5") == -1.5);
    CHECK(parse_double(".5") == 0.5);
    CHECK(parse_double("1e3") == 1000.0);
    CHECK(parse_double("0.1", 0.1, 60) == 0.1);  // both ends of the range are in it
    CHECK(parse_double("60", 0.1, 60) == 60.0);
    for (const std::string bad : {"", "+", "-", ".", "abc", "2x", " 2", "2 ", "inf", "-inf", "nan",
                                  "infinity", "0x1p3", "1e999", "--1", "+-1", "1,5"}) {
        CAPTURE(bad);
        CHECK(!parse_double(bad));
    }
    CHECK(!parse_double("0.09", 0.1, 60));
    CHECK(!parse_double("60.01", 0.1, 60));
}
