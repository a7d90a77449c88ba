// Names for the master database (make_master_db): the sources' player, event and site names
// cleaned (spaces, full-width forms, stray punctuation), turned into simplified Chinese and
// spelt in pinyin, from two character tables that scripts/masters_tables.sh makes from Debian's
// OpenCC and RIME data (docs/masters.md).
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace xq {

// One character to its replacement: "劉 刘" (traditional to simplified) or "劉 liu" (a reading).
using CharTable = std::unordered_map<std::string, std::string>;

// The text's UTF-8 characters (an invalid byte is one of its own).
std::vector<std::string> utf8_characters(std::string_view text);

// A name in both forms, character for character (t2s maps one character to one), so that a
// cut made on the simplified form can be made on the traditional one.
struct SourceName {
    std::string trad, zh;
    size_t length() const;                     // in characters
    SourceName without_first(size_t n) const;  // the first n characters dropped
    SourceName first(size_t n) const;          // the first n characters kept
};
SourceName source_name(std::string_view cleaned, const CharTable& t2s);

// How many characters of a player's name (simplified) are a province, city or team before the
// name itself ("上海胡荣华": 2), when at least two characters are left; 0 when none.
size_t region_prefix_length(std::string_view zh);

// An event with a game's description after it ("2004年全国象棋团体赛 河北 尤颖钦 胜 浙江 励娴",
// "19870112刘殿中负吕钦") cut before the first player's name and the region before it; "" when
// nothing but digits is left.
SourceName event_without_players(const SourceName& event, const std::string& red_zh,
                                 const std::string& black_zh);

// The players of a game that names them only in its event ("吉林李轩(先胜)北京杨𬀪",
// "10、第四轮 柳大华 红先胜 徐天红"): false when the event does not read as "red result black".
bool players_in_title(const SourceName& event, SourceName& red, SourceName& black);

// Lines "character value"; false with the reason when the file cannot be read.
bool load_char_table(const std::string& path, CharTable& out, std::string* error);

// Trimmed, full-width letters and digits made ASCII, spaces collapsed (a person's name: none
// left), punctuation at either end dropped.
std::string clean_name(std::string_view text, bool person);

// A player's name as the sources write it, made a person's name: cleaned as clean_name does,
// a note in brackets after it dropped ("吕钦(8段)", "许银川(5r)"), a team or region written
// before it with a space taken off ("广东 许银川"); a name spaced out character by character
// joined ("吕  钦"). "" when it names no person: a team ("惠州华轩队") or a team and a surname
// ("东莞长安 许"). `after_team`, when given, says whether a team or region stood before the name
// with a space: such fields are the ones some sources cut short ("广东王老吉 许银").
std::string person_name(std::string_view text, bool* after_team = nullptr);

// How the sources write one name (simplified): in how many games, and in how many of those
// without a team before it.
struct NameUse {
    int games = 0;
    int alone = 0;
};

// Names that a source cut short ("广东王老吉 许银" for 许银川): two characters, written after a
// team at least three times in four, the start of exactly one longer name (three or four
// characters) of a player with at least 10 games. The cut name -> the whole name.
std::unordered_map<std::string, std::string> whole_names_of_cut_ones(
    const std::unordered_map<std::string, NameUse>& uses);

// A player's field that holds a team alone, cut short by its source ([Black "江苏汤沟两相和"]):
// the player is the word after that team in the event ("... 江苏汤沟两相和 王斌 和 广东东莞日报
// 吕钦"), when it is the name (2 to 4 characters) of a player the sources name in at least 3
// games. Empty when the field is not such a team: under 5 characters (a person's name), not at
// the start of a word in the event, or followed there by a result or an unknown word.
SourceName player_after_team(const SourceName& event, const std::string& field_zh,
                             const std::unordered_map<std::string, NameUse>& uses);

// The key under which a name in Latin letters and one in pinyin meet: lower-case letters only,
// ü and v as u ("LV Qin", "Lu Qin": "luqin").
std::string latin_name_key(std::string_view name);

// A name written in ASCII only, with letters ("LV Qin").
bool latin_only(std::string_view name);

// Two spellings that may name one player: the same, one missing, one the start of the other
// (黎德 and 黎德志, 高方青 and 高方青越南), one character apart (厉晓秋 and 励晓秋, 杨官璘 and
// 杨官麟), a Latin spelling of the other's pinyin (`pinyin`: person_in_pinyin), or two Latin
// spellings sharing five letters in a row (J.SCHMIDT and SCHMIDT-BRAUNS Joachim).
bool may_be_one_player(const SourceName& a, const SourceName& b, const CharTable& pinyin);

// Each character the table knows replaced.
std::string simplified(std::string_view text, const CharTable& t2s);

// "Hu Ronghua": the surname (one character, or a known two-character one), then the given
// name, each capitalised. A name with Latin letters, or longer than four characters, is spelt
// as a text.
std::string person_in_pinyin(std::string_view name, const CharTable& pinyin);

// "1987 Quan Guo Ge Ren Sai": one capitalised word per character, digits and Latin letters as
// they are. A character without a reading stays as it is.
std::string text_in_pinyin(std::string_view text, const CharTable& pinyin);

// The year in a date ("1987年1月12日", "1955.5"), else in the event's name; 0 when neither has
// one (the first number of 1900..2099 at the start of a run of digits: "19870112" too).
int year_in(std::string_view date, std::string_view event);

}  // namespace xq
