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

TEST_CASE("master names / Latin letters and pinyin meet under one key") {
    CHECK(latin_name_key("LV Qin") == "luqin");
    CHECK(latin_name_key("Lu Qin") == "luqin");
    CHECK(latin_name_key("Lü Qin") == "luqin");
    CHECK(latin_name_key("XU Yinchuan") == "xuyinchuan");
    CHECK(latin_name_key("许银川") == "");
}
