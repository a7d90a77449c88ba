// The key = value reader (game/files/key_value_reader.h) and the settings field table
// (game/settings_fields.h): syntax, limits, and every field's round trip through settings.ini.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "game/files/key_value_reader.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/settings.h"
#include "game/settings_fields.h"

using namespace xq;

// ---------------------------------------------------------------- the reader

TEST_CASE("key-value reader: pairs come with their line numbers / trimmed / comments skipped") {
    const KeyValueText kv = read_key_values("# a comment\n\n  skill =  4 \nname=a = b\nempty =\n");
    REQUIRE(kv.pairs.size() == 3);
    CHECK(kv.bad_count == 0);
    CHECK(kv.pairs[0].number == 3);
    CHECK(kv.pairs[0].key == "skill");
    CHECK(kv.pairs[0].value == "4");
    CHECK(kv.pairs[0].text == "skill =  4");
    CHECK(kv.pairs[1].key == "name");  // split at the first '='
    CHECK(kv.pairs[1].value == "a = b");
    CHECK(kv.pairs[2].key == "empty");
    CHECK(kv.pairs[2].value.empty());
    CHECK(read_key_values("").pairs.empty());
    CHECK(read_key_values("\n\n# only comments\n").bad_count == 0);
}

TEST_CASE("key-value reader: CRLF line ends and a byte order mark are accepted") {
    const KeyValueText kv = read_key_values("\xEF\xBB\xBFmode = 1\r\nflip = true\r\n");
    REQUIRE(kv.pairs.size() == 2);
    CHECK(kv.bad_count == 0);
    CHECK(kv.pairs[0].key == "mode");
    CHECK(kv.pairs[1].value == "true");
    CHECK(kv.pairs[1].number == 2);
    // A byte order mark anywhere else is part of the text.
    const KeyValueText later = read_key_values(
        "a = 1\n\xEF\xBB\xBF"
        "b = 2\n");
    REQUIRE(later.pairs.size() == 2);
    CHECK(later.pairs[1].key ==
          "\xEF\xBB\xBF"
          "b");
}

TEST_CASE("key-value reader: a line without a key is a bad line with its number and text") {
    const KeyValueText kv = read_key_values("a = 1\nno equals sign\n = 5\nb = 2\n");
    REQUIRE(kv.pairs.size() == 2);
    CHECK(kv.pairs[1].number == 4);
    REQUIRE(kv.bad.size() == 2);
    CHECK(kv.bad_count == 2);
    CHECK(kv.bad[0].number == 2);
    CHECK(kv.bad[0].text == "no equals sign");
    CHECK(kv.bad[0].why == "expected key = value");
    CHECK(kv.bad[1].number == 3);
}

TEST_CASE("key-value reader: many bad lines are all counted / and the first few kept") {
    std::string text;
    for (int i = 0; i < 1000; ++i) text += "garbage\n";
    const KeyValueText kv = read_key_values(text);
    CHECK(kv.bad_count == 1000);
    CHECK(kv.bad.size() == KEY_VALUE_MAX_BAD_KEPT);
    CHECK(kv.bad.back().number == int(KEY_VALUE_MAX_BAD_KEPT));
}

TEST_CASE("key-value reader: a huge text is read up to the limits / and the stop is reported") {
    // Too many lines: the lines up to the limit are read, the next one is reported.
    std::string lines;
    for (int i = 0; i < KEY_VALUE_MAX_LINES + 500; ++i) lines += "k = v\n";
    const KeyValueText many = read_key_values(lines);
    CHECK(many.pairs.size() == size_t(KEY_VALUE_MAX_LINES));
    REQUIRE(many.bad.size() == 1);
    CHECK(many.bad[0].number == KEY_VALUE_MAX_LINES + 1);
    CHECK(many.bad[0].why.find("too long") != std::string::npos);
    // One line longer than the byte limit: not read at all (a cut value could look valid), and
    // the bad line keeps only the start of its text.
    const std::string huge = "solved = " + std::string(KEY_VALUE_MAX_BYTES + 10, '7');
    const KeyValueText one = read_key_values("rating = 1500\n" + huge + "\n");
    REQUIRE(one.pairs.size() == 1);
    CHECK(one.pairs[0].key == "rating");
    REQUIRE(one.bad.size() == 1);
    CHECK(one.bad[0].number == 2);
    CHECK(one.bad[0].text.size() <= 256);
    // A text of exactly the limit is read whole.
    std::string exact = "a = ";
    exact += std::string(KEY_VALUE_MAX_BYTES - exact.size() - 1, 'x') + "\n";
    REQUIRE(exact.size() == KEY_VALUE_MAX_BYTES);
    const KeyValueText whole = read_key_values(exact);
    CHECK(whole.pairs.size() == 1);
    CHECK(whole.bad_count == 0);
}

TEST_CASE("key-value reader: puzzle progress uses it / bad lines named and good ones kept") {
    PuzzleProgress p;
    std::string error;
    CHECK(
        !parse_puzzle_progress("\xEF\xBB\xBFrating = 1500.5\r\nsolved = 3 1 2\r\nnonsense\r\n"
                               "failed = 4 x\r\ncurrent = 7\r\n",
                               p, &error));
    CHECK(p.rating == 1500.5);
    CHECK(p.solved == std::set<int>{1, 2, 3});
    CHECK(p.failed.empty());
    CHECK(p.current == 7);
    CHECK(error == "line 3: 'nonsense'\nline 4: 'failed = 4 x'");
    for (const std::string bad : {"rating = 99", "rating = inf", "rating = 1e9", "solved = -1",
                                  "solved = 1000000000", "current = 1 2", "level = 3"}) {
        CAPTURE(bad);
        PuzzleProgress kept;
        CHECK(!parse_puzzle_progress(bad, kept, &error));
        CHECK(format_puzzle_progress(kept) == format_puzzle_progress(PuzzleProgress{}));
    }
}

// ---------------------------------------------------------------- the settings table

namespace {

// Values in their written form that every field must read and write back unchanged. A field
// added to the table without samples here fails the round-trip test below.
const std::map<std::string, std::vector<std::string>> SAMPLES = {
    {"mode", {"0", "1", "2", "3"}},
    {"handicap",
     {"none", "left_horse", "both_horses", "left_cannon", "both_cannons", "left_rook", "both_rooks",
      "all_pawns", "left_half", "nine_pieces"}},
    {"handicap_giver", {"red", "black"}},
    {"movetime", {"0.1", "0.5", "7.25", "60"}},
    {"analysis_lines", {"1", "5"}},
    {"review_movetime_ms", {"100", "10000"}},
    {"player_rating", {"-1200", "0", "3000"}},
    {"level", {"1", "20"}},
    {"language", {"en", "zh"}},
    {"animation", {"true", "false"}},
    {"pv_arrow", {"true", "false"}},
    {"flip", {"true", "false"}},
    {"opening_book", {"true", "false"}},
    {"masters_book", {"true", "false"}},
    {"ponder", {"true", "false"}},
    {"learn", {"true", "false"}},
    {"engine_threads", {"0", "1", "2", "16"}},
    {"rules", {"chinese", "asian"}},
    {"time_control_red", {"movetime", "-", "600+5", "1200 byoyomi 60"}},
    {"time_control_black", {"movetime", "-", "300+0", "60 byoyomi 10"}},
    {"volume", {"0", "100"}},
    {"mute", {"true", "false"}},
    {"pieces", {"traditional", "international"}},
    {"board", {"wood", "contrast"}},
    {"panel_collapsed", {"true", "false"}},
    {"dark_theme", {"true", "false"}},
    {"ui_scale_percent", {"0", "100", "250"}},
    {"coordinates", {"language", "chinese", "western"}},
    {"window_x", {"-1920", "0", "40"}},
    {"window_y", {"0", "25"}},
    {"window_w", {"0", "1280"}},
    {"window_h", {"0", "800"}},
    {"welcomed", {"true", "false"}},
    {"recent", {"/games/a b.pgn", "C:\\Users\\x\\game.xqf"}},
    {"recent_collection", {"/games/club.pgn", "/games/xqf folder"}},
    {"external_engine",
     {"name=pika; path=/usr/games/pikafish; protocol=uci",
      "name=My\\; engine; path=/opt/e; protocol=ucci; option:Hash=64",
      "name=eye; path=/opt/eleeye; protocol=ucci; fixed_protocol=ucci"}},
    {"opponent_engine", {"pika", "My; engine"}},
    {"analyser_engine", {"pika"}},
    {"demo_red_engine", {"pika"}},
    {"demo_black_engine", {"eleeye"}},
    {"player_name", {"张三", "Ada Lovelace"}},
};

std::string line_of(const std::string& key, const std::string& value) {
    return key + " = " + value + "\n";
}

}  // namespace

TEST_CASE("settings table: every field round-trips through settings.ini") {
    std::set<std::string> keys;
    for (const SettingField& field : setting_fields()) {
        const std::string key = field.key;
        CAPTURE(key);
        CHECK(keys.insert(field.key).second);  // keys are unique
        CHECK(find_setting_field(field.key) == &field);
        const auto samples = SAMPLES.find(field.key);
        REQUIRE_MESSAGE(samples != SAMPLES.end(), "no samples for this field");
        for (const std::string& value : samples->second) {
            CAPTURE(value);
            Settings s;
            std::string error;
            REQUIRE_MESSAGE(parse_settings(line_of(field.key, value), s, &error), error);
            // The value is written back as it was read, on its own line ...
            const std::string text = format_settings(s);
            CHECK(text.find("\n" + line_of(field.key, value)) != std::string::npos);
            // ... and the whole file reads back into the same settings.
            Settings back;
            REQUIRE_MESSAGE(parse_settings(text, back, &error), error);
            CHECK(format_settings(back) == text);
        }
    }
    CHECK(keys.size() == SAMPLES.size());  // no samples for a field that is gone
    // A file written from the defaults lists every key and reads back to the defaults.
    const std::string defaults = format_settings(Settings{});
    for (const std::string& key : keys)
        CHECK(defaults.find("\n" + key + " = ") != std::string::npos);
    Settings back;
    CHECK(parse_settings(defaults, back, nullptr));
    CHECK(format_settings(back) == defaults);
}

TEST_CASE("settings table: numbers accept the ends of their range and refuse a step beyond") {
    int checked = 0;
    for (const SettingField& field : setting_fields()) {
        const std::string key = field.key;
        CAPTURE(key);
        std::vector<std::string> good, bad;
        if (const auto* i = std::get_if<IntSetting>(&field.kind)) {
            good = {std::to_string(i->min), std::to_string(i->max)};
            bad = {std::to_string(i->min - 1), std::to_string(i->max + 1), "", "1x", "0.5"};
        } else if (const auto* n = std::get_if<NumberSetting>(&field.kind)) {
            good = {std::to_string(n->min), std::to_string(n->max)};
            bad = {std::to_string(n->min / 2), std::to_string(n->max * 2), "", "abc", "nan"};
        } else {
            continue;
        }
        ++checked;
        for (const std::string& v : good) {
            CAPTURE(v);
            Settings s;
            CHECK(parse_settings(line_of(field.key, v), s, nullptr));
        }
        for (const std::string& v : bad) {
            CAPTURE(v);
            Settings s;
            std::string error;
            CHECK(!parse_settings(line_of(field.key, v), s, &error));
            CHECK(error.find("line 1: bad value") == 0);
            CHECK(format_settings(s) == format_settings(Settings{}));  // nothing changed
        }
    }
    CHECK(checked == 12);  // movetime, the six integers, the UI scale and the window
}

TEST_CASE("settings table: a bad value of any field leaves the settings as they were") {
    for (const SettingField& field : setting_fields()) {
        // Any text is a good name or path.
        if (std::holds_alternative<TextSetting>(field.kind) ||
            std::holds_alternative<PathListSetting>(field.kind))
            continue;
        const std::string key = field.key;
        CAPTURE(key);
        Settings s;
        s.skill = 3;
        std::string error;
        CHECK(!parse_settings(line_of(field.key, "\x01 not a value"), s, &error));
        CHECK(s.skill == 3);
        Settings reference;
        reference.skill = 3;
        CHECK(format_settings(s) == format_settings(reference));
    }
}

TEST_CASE("settings table: bad lines are named in file order / three quoted / the rest counted") {
    Settings s;
    std::string error;
    CHECK(!parse_settings("level = 2\nbogus = 1\nno equals\nvolume = 101\nx\ny\nflip = true\n", s,
                          &error));
    CHECK(error ==
          "line 2: unknown setting: 'bogus = 1'\nline 3: expected key = value: 'no equals'\n"
          "line 4: bad value: 'volume = 101'\n(2 more)");
    CHECK(s.skill == 2);
    CHECK(s.flip);
}

TEST_CASE("settings table: a level saved on the ten-level scale plays as it did") {
    // settings.ini of earlier versions holds `skill = 1..10`; each of those levels is one of
    // today's 1..20 with the same search (engine/search/skill.cpp).
    for (const auto& [old_level, twenty] :
         {std::pair{1, 4}, std::pair{3, 7}, std::pair{9, 19}, std::pair{10, 20}}) {
        const int ten = old_level;  // CAPTURE takes a variable, not a structured binding
        CAPTURE(ten);
        Settings s;
        std::string error;
        CHECK(parse_settings("skill = " + std::to_string(ten) + "\n", s, &error));
        CHECK(s.skill == twenty);
        CHECK(format_settings(s).find("level = " + std::to_string(twenty) + "\n") !=
              std::string::npos);
    }
    Settings s;
    s.skill = 4;
    std::string error;
    CHECK(!parse_settings("skill = 11\n", s, &error));
    CHECK(error == "line 1: bad value: 'skill = 11'");
    CHECK(s.skill == 4);
}
