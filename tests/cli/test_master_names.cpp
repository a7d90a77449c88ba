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

TEST_CASE("master names / the players of a game that names them in its event only") {
    const CharTable none;
    SourceName red, black;
    const auto read = [&](const char* event) {
        return players_in_title(source_name(event, none), red, black);
    };
    REQUIRE(read("吉林李轩(先胜)北京杨官璘"));
    CHECK(red.zh == "吉林李轩");  // regions go later, with the other names
    CHECK(black.zh == "北京杨官璘");
    REQUIRE(read("10、第四轮 柳大华 红先胜 徐天红"));
    CHECK(red.zh == "柳大华");
    CHECK(black.zh == "徐天红");
    // The source cut the event inside a date after the name.
    REQUIRE(read("2007年联赛第6轮 20070627 6-17 江苏王斌 胜 河南颜成龙20"));
    CHECK(black.zh == "河南颜成龙");
    CHECK_FALSE(read("2007年全国象棋甲级联赛"));
}

TEST_CASE("master names / a player field holding a team alone takes the player from the event") {
    const std::unordered_map<std::string, NameUse> uses = {{"王斌", {900, 800}},
                                                           {"吕钦", {2500, 2400}},
                                                           {"徐天红", {1200, 1100}},
                                                           {"陈寒峰", {300, 250}},
                                                           {"中炮局", {1, 1}}};
    const CharTable none;
    const auto player = [&](const char* event, const char* field) {
        return player_after_team(source_name(event, none), field, uses).zh;
    };
    const char* league =
        "2006年全国象棋甲级联赛第 13 轮 江苏汤沟两相和 王斌 和 广东东莞日报 吕钦 中炮对进左马";
    CHECK(player(league, "江苏汤沟两相和") == "王斌");
    CHECK(player(league, "广东东莞日报") == "吕钦");
    // A team the source cut short (浙江宁波世纪盛业), on the black side too.
    CHECK(player("2005年甲级联赛 浙江宁波世纪盛业 陈寒峰 和 江苏汤沟两相和 徐天红",
                 "浙江宁波世纪盛") == "陈寒峰");
    CHECK(player("2005年甲级联赛 浙江宁波世纪盛业 陈寒峰 和 江苏汤沟两相和 徐天红",
                 "江苏汤沟两相和") == "徐天红");
    // Not a team: a person's name, a name with its region and a result after it, an unknown
    // word, two players in one word, a team not in the event, a team in the middle of a word.
    CHECK(player(league, "王斌").empty());
    CHECK(player("1985年全国赛 上海胡荣华 胜 广东吕钦", "上海胡荣华").empty());
    CHECK(player("1990年全国赛 江苏汤沟两相和 中炮局", "江苏汤沟两相和").empty());
    CHECK(player("2007年双人表演赛 江苏汤沟两相和 徐天红王斌", "江苏汤沟两相和").empty());
    CHECK(player("2007年双人表演赛 江苏汤沟两相和", "江苏汤沟两相和").empty());
    CHECK(player(league, "湖南贵生坊队").empty());
    CHECK(player("联赛 新江苏汤沟两相和 王斌 和", "江苏汤沟两相和").empty());
    // Foreign players' names, and a name that a result follows in the same word.
    CHECK(player("2009世界锦标赛 俄罗斯 德米特里·鲁缅采夫 王斌 中炮局", "德米特里·鲁缅").empty());
    CHECK(player("1997世界杯 S.HENKEVSJOUNI 王斌", "S.HENKE").empty());
    CHECK(player("2009世界锦标赛 日本 佐久间宽明(先负)中国-香港 王斌 顺炮", "佐久间宽明").empty());
    CHECK(player("1999年世界冠军赛 加拿大-多伦多 王斌 负 黑龙江 吕钦", "加拿大-多伦多") == "王斌");
}

TEST_CASE("master names / two spellings that may name one player") {
    const CharTable t2s = {{"楊", "杨"}}, pinyin = {{"楊", "yang"}, {"官", "guan"}, {"璘", "lin"}};
    const auto may = [&](const char* a, const char* b) {
        return may_be_one_player(source_name(a, t2s), source_name(b, t2s), pinyin);
    };
    CHECK(may("吕钦", "吕钦"));
    CHECK(may("吕钦", ""));
    CHECK(may("黎德", "黎德志"));        // cut short
    CHECK(may("高方青越南", "高方青"));  // a country after it
    CHECK(may("楊官璘", "楊官麟"));      // one character apart
    CHECK(may("傅光明", "付光明"));
    CHECK(may("楊官璘", "YANG Guanlin"));  // the pinyin of the other
    CHECK(may("J.SCHMIDT", "SCHMIDT-BRAUNS Joachim"));
    CHECK_FALSE(may("柳大华", "胡荣华"));  // two characters apart: another player
    CHECK_FALSE(may("吴可夫", "吴克乐"));
    CHECK_FALSE(may("黄世", "黄仕清"));
    CHECK_FALSE(may("楊官璘", "LIU Dahua"));
    CHECK_FALSE(may("HENKE Simon", "TOL Jouni"));
    CHECK_FALSE(may("吕", "吕钦"));  // one character is no name
}

TEST_CASE("master names / Latin letters and pinyin meet under one key") {
    CHECK(latin_name_key("LV Qin") == "luqin");
    CHECK(latin_name_key("Lu Qin") == "luqin");
    CHECK(latin_name_key("Lü Qin") == "luqin");
    CHECK(latin_name_key("XU Yinchuan") == "xuyinchuan");
    CHECK(latin_name_key("许银川") == "");
}
