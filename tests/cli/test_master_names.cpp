// The master database's name cleaning (tools/master_names.h): players' names as the CCPD's
// files write them, made a person's name or left out when they name a team.
#include <doctest/doctest.h>

#include "master_names.h"

using namespace xq;

TEST_CASE("master names / a player's name from what the sources write") {
    CHECK(person_name("許銀川") == "許銀川");
    CHECK(person_name("  呂欽(8段) ") == "呂欽");
    CHECK(person_name("中國許銀川(5r)") == "中國許銀川");  // the region goes later, by list
    CHECK(person_name("陶漢明（快棋）") == "陶漢明");
    CHECK(person_name("廣東　許銀川") == "許銀川");  // a full-width space
    CHECK(person_name("廣東東莞日報 許銀川") == "許銀川");
    CHECK(person_name("呂  欽") == "呂欽");  // spaced out
    CHECK(person_name("江蘇 徐 天 紅") == "徐天紅");
    // A team, or a team and a surname, names no one.
    CHECK(person_name("廣東惠州華軒隊") == "");
    CHECK(person_name("惠州華軒一隊 李") == "");
    CHECK(person_name("廣東東莞長安 許") == "");
    CHECK(person_name("LV Qin") == "LVQin");
}

TEST_CASE("master names / whether a team stood before the name") {
    bool after_team = true;
    CHECK(person_name("許銀川", &after_team) == "許銀川");
    CHECK_FALSE(after_team);
    CHECK(person_name("廣東王老吉 許銀", &after_team) == "許銀");
    CHECK(after_team);
    CHECK(person_name("江蘇 徐 天 紅", &after_team) == "徐天紅");
    CHECK(after_team);
    CHECK(person_name("呂  欽", &after_team) == "呂欽");
    CHECK_FALSE(after_team);
}

TEST_CASE("master names / a name cut short by a source is made whole") {
    std::unordered_map<std::string, NameUse> uses = {
        {"许银川", {3000, 2800}}, {"许银", {51, 3}},     // mostly cut after a team: made whole
        {"陈富杰", {600, 500}},   {"陈富", {5, 0}},      //
        {"吕钦", {2500, 2400}},   {"文静", {40, 11}},    // often written alone: a name of its own
        {"王斌", {900, 800}},     {"欧阳", {4, 0}},      // no longer name starts with it
        {"李鸿嘉", {300, 280}},   {"李鸿清", {12, 12}},  // two longer names: which one is unknown
        {"李鸿", {7, 0}},         {"黄海林", {9, 9}},    // 黄海林 under 10 games: no evidence
        {"黄海", {6, 0}},         {"文静宜", {30, 30}},
    };
    const auto whole = whole_names_of_cut_ones(uses);
    CHECK(whole.size() == 2);
    CHECK(whole.count("文静") == 0);
    CHECK(whole.at("许银") == "许银川");
    CHECK(whole.at("陈富") == "陈富杰");
}

TEST_CASE("master names / Latin letters and pinyin meet under one key") {
    CHECK(latin_name_key("LV Qin") == "luqin");
    CHECK(latin_name_key("Lu Qin") == "luqin");
    CHECK(latin_name_key("Lü Qin") == "luqin");
    CHECK(latin_name_key("XU Yinchuan") == "xuyinchuan");
    CHECK(latin_name_key("许银川") == "");
}
