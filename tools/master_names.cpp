#include "master_names.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <vector>

namespace xq {

namespace {

std::vector<std::string> characters(std::string_view s) {
    std::vector<std::string> out;
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        size_t n = c < 0x80 ? 1 : c >> 5 == 6 ? 2 : c >> 4 == 14 ? 3 : c >> 3 == 30 ? 4 : 1;
        if (i + n > s.size()) n = 1;
        out.emplace_back(s.substr(i, n));
        i += n;
    }
    return out;
}

uint32_t code_point(const std::string& ch) {
    const auto b = [&](size_t i) { return uint32_t(static_cast<unsigned char>(ch[i])); };
    switch (ch.size()) {
        case 2:
            return (b(0) & 0x1f) << 6 | (b(1) & 0x3f);
        case 3:
            return (b(0) & 0x0f) << 12 | (b(1) & 0x3f) << 6 | (b(2) & 0x3f);
        case 4:
            return (b(0) & 0x07) << 18 | (b(1) & 0x3f) << 12 | (b(2) & 0x3f) << 6 | (b(3) & 0x3f);
        default:
            return b(0);
    }
}

bool is_ascii_alnum(const std::string& ch) {
    if (ch.size() != 1) return false;
    const char c = ch[0];
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool is_han(const std::string& ch) {
    const uint32_t cp = code_point(ch);
    return (cp >= 0x3400 && cp <= 0x9fff) || (cp >= 0xf900 && cp <= 0xfaff) || cp >= 0x20000;
}

// Punctuation that ends up around names by accident: ASCII and the CJK forms.
bool is_stray(const std::string& ch) {
    if (ch.size() == 1) {
        const char c = ch[0];
        return c != '(' && c != ')' &&
               ((c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
                (c >= '{' && c <= '~'));
    }
    const uint32_t cp = code_point(ch);
    return (cp >= 0x3001 && cp <= 0x3003) || cp == 0x00b7 || cp == 0x2026 || cp == 0x30fb ||
           (cp >= 0x300c && cp <= 0x300f);
}

std::string capitalised(std::string word) {
    if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = char(word[0] - 'a' + 'A');
    return word;
}

// A reading as the English forms write it: ü (RIME's "v") as u, as "Lu Qin" is usually spelt.
std::string reading(const std::string& ch, const CharTable& pinyin) {
    const auto it = pinyin.find(ch);
    if (it == pinyin.end()) return {};
    std::string r = it->second;
    for (char& c : r)
        if (c == 'v') c = 'u';
    return r;
}

// Provinces, cities and teams that the sources write before a player's name.
const char* const REGIONS[] = {
    "黑龙江", "内蒙古",   "火车头", "解放军", "北京", "天津", "上海", "重庆", "河北",
    "山西",   "辽宁",     "吉林",   "江苏",   "浙江", "安徽", "福建", "江西", "山东",
    "河南",   "湖北",     "湖南",   "广东",   "海南", "四川", "贵州", "云南", "陕西",
    "甘肃",   "青海",     "台湾",   "广西",   "西藏", "宁夏", "新疆", "香港", "澳门",
    "深圳",   "厦门",     "大连",   "沈阳",   "广州", "成都", "杭州", "南京", "武汉",
    "哈尔滨", "青岛",     "煤矿",   "农民",   "农协", "北方", "南方", "中国", "澳洲",
    "美国",   "马来西亚", "新加坡", "菲律宾", "泰国", "印尼", "越南", "日本", "德国",
    "法国",   "加拿大",   "英国",   "台北",   "金门", "体协", "前卫", "邮电", "石化",
    "电力",   "机电",     "铁路",
};

const char* const COMPOUND_SURNAMES[] = {
    "歐陽", "欧阳", "司馬", "司马", "諸葛", "诸葛", "上官", "司徒", "東方", "东方", "夏侯",
    "皇甫", "令狐", "慕容", "公孫", "公孙", "長孫", "长孙", "宇文", "尉遲", "尉迟", "端木",
};

}  // namespace

std::vector<std::string> utf8_characters(std::string_view text) {
    return characters(text);
}

size_t SourceName::length() const {
    return characters(zh).size();
}

SourceName SourceName::without_first(size_t n) const {
    const std::vector<std::string> t = characters(trad), z = characters(zh);
    SourceName out;
    for (size_t i = n; i < t.size(); ++i) out.trad += t[i];
    for (size_t i = n; i < z.size(); ++i) out.zh += z[i];
    return out;
}

SourceName SourceName::first(size_t n) const {
    const std::vector<std::string> t = characters(trad), z = characters(zh);
    SourceName out;
    for (size_t i = 0; i < n && i < t.size(); ++i) out.trad += t[i];
    for (size_t i = 0; i < n && i < z.size(); ++i) out.zh += z[i];
    return out;
}

SourceName source_name(std::string_view cleaned, const CharTable& t2s) {
    return {std::string(cleaned), simplified(cleaned, t2s)};
}

size_t region_prefix_length(std::string_view zh) {
    const size_t n = characters(zh).size();
    for (const char* r : REGIONS) {
        const std::string_view region(r);
        const size_t length = characters(region).size();
        if (zh.substr(0, region.size()) == region && n >= length + 2) return length;
    }
    return 0;
}

SourceName event_without_players(const SourceName& event, const std::string& red_zh,
                                 const std::string& black_zh) {
    const std::vector<std::string> z = characters(event.zh);
    size_t cut = z.size();
    for (const std::string* name : {&red_zh, &black_zh}) {
        if (characters(*name).size() < 2) continue;
        std::string before;
        for (size_t i = 0; i < z.size() && i < cut; ++i) {
            if (event.zh.compare(before.size(), name->size(), *name) == 0) {
                cut = i;
                break;
            }
            before += z[i];
        }
    }
    if (cut == z.size()) return event;
    // Drop what stood before the name: spaces, punctuation, a region, a board number.
    for (bool again = true; again && cut > 0;) {
        again = false;
        std::string kept;
        for (size_t i = 0; i < cut; ++i) kept += z[i];
        for (const char* r : REGIONS) {
            const std::string_view region(r);
            if (kept.size() >= region.size() &&
                kept.compare(kept.size() - region.size(), region.size(), region) == 0) {
                cut -= characters(region).size();
                again = true;
                break;
            }
        }
        while (cut > 0 && (z[cut - 1] == " " || is_stray(z[cut - 1]) || z[cut - 1] == "(" ||
                           z[cut - 1] == "\xe2\x80\x94")) {  // —
            --cut;
            again = true;
        }
    }
    SourceName out = event.first(cut);
    bool digits = true;
    for (char c : out.zh)
        if (c < '0' || c > '9') digits = false;
    return digits ? SourceName{} : out;
}

bool players_in_title(const SourceName& event, SourceName& red, SourceName& black) {
    const std::vector<std::string> t = characters(event.trad), z = characters(event.zh);
    if (t.size() != z.size()) return false;
    const auto part = [&](size_t from, size_t to) {
        SourceName n;
        for (size_t i = from; i < to; ++i)
            if (z[i] != " ") n.trad += t[i], n.zh += z[i];
        return n;
    };
    static const char* const results[] = {"(红先胜)", "(红先负)", "(红先和)", "(先胜)", "(先负)",
                                          "(先和)",   "红先胜",   "红先负",   "红先和", "先胜",
                                          "先负",     "先和",     " 胜 ",     " 负 ",   " 和 "};
    for (const char* r : results) {
        const size_t at = event.zh.find(r);
        if (at == std::string::npos) continue;
        const size_t first = characters(event.zh.substr(0, at)).size();
        const size_t last = first + characters(r).size();
        // Red: the last word before the result; Black: everything after it.
        size_t begin = first;
        while (begin > 0 && z[begin - 1] == " ") --begin;
        size_t end = begin;
        while (begin > 0 && z[begin - 1] != " " && !is_stray(z[begin - 1])) --begin;
        red = part(begin, end);
        // Black ends the event, where sources cut it short ("河南颜成龙20"): no digits in a name.
        size_t black_end = z.size();
        while (black_end > last && (std::isdigit(static_cast<unsigned char>(z[black_end - 1][0])) ||
                                    is_stray(z[black_end - 1])))
            --black_end;
        black = part(last, black_end);
        const size_t r_length = red.length(), b_length = black.length();
        return r_length >= 2 && r_length <= 8 && b_length >= 2 && b_length <= 8;
    }
    return false;
}

bool load_char_table(const std::string& path, CharTable& out, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = "cannot read " + path;
        return false;
    }
    std::string line;
    while (std::getline(in, line)) {
        const size_t space = line.find_first_of(" \t");
        if (space == std::string::npos || space == 0) continue;
        const size_t value = line.find_first_not_of(" \t\r", space);
        if (value == std::string::npos) continue;
        const size_t end = line.find_last_not_of(" \t\r");
        out.emplace(line.substr(0, space), line.substr(value, end + 1 - value));
    }
    return true;
}

std::string clean_name(std::string_view text, bool person) {
    std::vector<std::string> chars;
    for (std::string ch : characters(text)) {
        const uint32_t cp = code_point(ch);
        if (cp >= 0xff01 && cp <= 0xff5e) ch = std::string(1, char(cp - 0xfee0));
        if (cp == 0x3000 || ch == "\t" || ch == "\r" || ch == "\n") ch = " ";
        if (ch == " " && (person || chars.empty() || chars.back() == " ")) continue;
        chars.push_back(ch);
    }
    size_t first = 0, last = chars.size();
    while (first < last && (chars[first] == " " || is_stray(chars[first]))) ++first;
    while (last > first && (chars[last - 1] == " " || is_stray(chars[last - 1]))) --last;
    std::string out;
    for (size_t i = first; i < last; ++i) out += chars[i];
    return out;
}

std::string person_name(std::string_view text, bool* after_team) {
    if (after_team) *after_team = false;
    std::string name = clean_name(text, false);
    if (const size_t bracket = name.find('('); bracket != std::string::npos)
        name = clean_name(name.substr(0, bracket), false);
    bool han = false;
    for (const std::string& ch : characters(name)) {
        if (ch == "队" || ch == "隊") return "";
        han = han || is_han(ch);
    }
    std::vector<std::string> words;
    for (size_t at = 0; at <= name.size();) {
        const size_t space = std::min(name.find(' ', at), name.size());
        if (space > at) words.push_back(name.substr(at, space - at));
        at = space + 1;
    }
    if (!han || words.size() < 2) return clean_name(name, true);
    // The words of one character at the end are the name spaced out; a longer word before them
    // is a team or a region.
    size_t run = words.size();
    while (run > 0 && characters(words[run - 1]).size() == 1) --run;
    std::string joined;
    if (after_team) *after_team = run > 0;
    if (run == words.size()) return words.back();  // the last word is the whole name
    for (size_t i = run; i < words.size(); ++i) joined += words[i];
    if (run == 0) return joined;  // every word one character: the name spaced out
    return characters(joined).size() >= 2 ? joined : "";
}

std::unordered_map<std::string, std::string> whole_names_of_cut_ones(
    const std::unordered_map<std::string, NameUse>& uses) {
    constexpr int ESTABLISHED = 10;
    std::unordered_map<std::string, std::vector<std::string>> longer;  // first two characters ->
    for (const auto& [name, use] : uses) {
        const std::vector<std::string> chars = characters(name);
        if (use.games >= ESTABLISHED && (chars.size() == 3 || chars.size() == 4) &&
            is_han(chars[0]) && is_han(chars[1]))
            longer[chars[0] + chars[1]].push_back(name);
    }
    std::unordered_map<std::string, std::string> whole;
    for (const auto& [name, use] : uses) {
        if (use.alone * 4 > use.games || characters(name).size() != 2) continue;
        if (const auto it = longer.find(name); it != longer.end() && it->second.size() == 1)
            whole.emplace(name, it->second.front());
    }
    return whole;
}

SourceName player_after_team(const SourceName& event, const std::string& field_zh,
                             const std::unordered_map<std::string, NameUse>& uses) {
    constexpr size_t SHORTEST_TEAM = 5;
    constexpr int KNOWN_PLAYER = 3;
    constexpr size_t LONGEST_CUT = 8;  // characters of a team's name a source cut off
    const std::vector<std::string> team = characters(field_zh);
    const std::vector<std::string> t = characters(event.trad), z = characters(event.zh);
    // Teams are Chinese words ("广东高校&精英", "加拿大-多伦多"); foreign persons' names are
    // not ("德米特里·鲁缅", "S.HENKE").
    const bool chinese_word = std::all_of(team.begin(), team.end(), [](const std::string& ch) {
        return is_han(ch) || ch == "-" || ch == "&";
    });
    if (team.size() < SHORTEST_TEAM || !chinese_word || t.size() != z.size()) return {};
    for (size_t at = 0; at + team.size() <= z.size(); ++at) {
        if ((at > 0 && z[at - 1] != " ") ||
            !std::equal(team.begin(), team.end(), z.begin() + std::ptrdiff_t(at)))
            continue;
        // The rest of a team cut short, Chinese only: a word that goes on with a result
        // ("日本 佐久间宽明(先负)中国-香港 黄志强") holds a player, not a team.
        size_t begin = at + team.size();
        while (begin < z.size() && z[begin] != " ") {
            if (!is_han(z[begin]) || begin - at - team.size() >= LONGEST_CUT) return {};
            ++begin;
        }
        size_t end = begin + 1;
        while (end < z.size() && z[end] != " ") ++end;
        if (end > z.size()) return {};
        SourceName player;
        for (size_t i = begin + 1; i < end; ++i) player.trad += t[i], player.zh += z[i];
        const size_t length = end - begin - 1;
        const auto use = uses.find(player.zh);
        if (length < 2 || length > 4 || use == uses.end() || use->second.games < KNOWN_PLAYER)
            return {};
        return player;
    }
    return {};
}

bool latin_only(std::string_view name) {
    return !latin_name_key(name).empty() &&
           std::all_of(name.begin(), name.end(), [](char c) { return (c & 0x80) == 0; });
}

bool may_be_one_player(const SourceName& a, const SourceName& b, const CharTable& pinyin) {
    if (a.zh == b.zh || a.zh.empty() || b.zh.empty()) return true;
    const bool latin_a = latin_only(a.zh), latin_b = latin_only(b.zh);
    if (latin_a && latin_b) {
        constexpr size_t RUN = 5;
        const std::string ka = latin_name_key(a.zh), kb = latin_name_key(b.zh);
        for (size_t i = 0; i + RUN <= ka.size(); ++i)
            if (kb.find(ka.substr(i, RUN)) != std::string::npos) return true;
        return false;
    }
    if (latin_a || latin_b) {
        const SourceName& chinese = latin_a ? b : a;
        return latin_name_key(latin_a ? a.zh : b.zh) ==
               latin_name_key(person_in_pinyin(chinese.trad, pinyin));
    }
    const std::vector<std::string> in_a = utf8_characters(a.zh), in_b = utf8_characters(b.zh);
    const std::vector<std::string>& shorter = in_a.size() < in_b.size() ? in_a : in_b;
    const std::vector<std::string>& longer = in_a.size() < in_b.size() ? in_b : in_a;
    if (shorter.size() < 2) return false;
    if (shorter.size() < longer.size())  // cut short, or with a country after it
        return std::equal(shorter.begin(), shorter.end(), longer.begin());
    size_t differ = 0;
    for (size_t i = 0; i < shorter.size(); ++i) differ += shorter[i] != longer[i];
    return differ <= 1;
}

std::string latin_name_key(std::string_view name) {
    std::string key;
    for (const std::string& ch : characters(name)) {
        if (ch == "ü" || ch == "Ü") {
            key += 'u';
            continue;
        }
        if (ch.size() != 1 || !std::isalpha(static_cast<unsigned char>(ch[0]))) continue;
        const char c = char(std::tolower(static_cast<unsigned char>(ch[0])));
        key += c == 'v' ? 'u' : c;
    }
    return key;
}

std::string simplified(std::string_view text, const CharTable& t2s) {
    std::string out;
    for (const std::string& ch : characters(text)) {
        const auto it = t2s.find(ch);
        out += it == t2s.end() ? ch : it->second;
    }
    return out;
}

std::string person_in_pinyin(std::string_view name, const CharTable& pinyin) {
    const std::vector<std::string> chars = characters(name);
    bool all_han = !chars.empty() && chars.size() <= 4;
    for (const std::string& ch : chars)
        if (!is_han(ch) || reading(ch, pinyin).empty()) all_han = false;
    if (!all_han) return text_in_pinyin(name, pinyin);
    size_t surname = 1;
    if (chars.size() >= 3)
        for (const char* s : COMPOUND_SURNAMES)
            if (chars[0] + chars[1] == s) surname = 2;
    std::string family, given;
    for (size_t i = 0; i < chars.size(); ++i)
        (i < surname ? family : given) += reading(chars[i], pinyin);
    return given.empty() ? capitalised(family) : capitalised(family) + " " + capitalised(given);
}

std::string text_in_pinyin(std::string_view text, const CharTable& pinyin) {
    std::string out;
    bool in_word = false;  // the last thing written is a run of digits or Latin letters
    bool opened = false;   // the last thing written opens a quote or bracket
    const auto space = [&] {
        if (!out.empty() && out.back() != ' ' && !opened) out += ' ';
        opened = false;
    };
    for (const std::string& ch : characters(text)) {
        if (is_ascii_alnum(ch)) {
            if (!in_word) space();
            out += ch;
            in_word = true;
            continue;
        }
        in_word = false;
        if (const std::string r = reading(ch, pinyin); !r.empty()) {
            space();
            out += capitalised(r);
        } else if (ch == " " || (is_stray(ch) && ch.size() > 1)) {
            space();
        } else if (ch == "(" || ch == "\xef\xbc\x88") {  // （
            space();
            out += '(';
            opened = true;
        } else if (ch == ")" || ch == "\xef\xbc\x89") {  // ）
            out += ')';
        } else if (ch == "\xe2\x80\x9c") {  // “
            space();
            out += '"';
            opened = true;
        } else if (ch == "\xe2\x80\x9d") {  // ”
            out += '"';
        } else {
            if (ch.size() > 1) space();
            out += ch;
        }
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

int year_in(std::string_view date, std::string_view event) {
    for (std::string_view s : {date, event}) {
        for (size_t i = 0; i + 4 <= s.size(); ++i) {
            const auto digit = [&](size_t k) { return k < s.size() && s[k] >= '0' && s[k] <= '9'; };
            if ((i > 0 && digit(i - 1)) || !digit(i) || !digit(i + 1) || !digit(i + 2) ||
                !digit(i + 3))
                continue;
            const int y = (s[i] - '0') * 1000 + (s[i + 1] - '0') * 100 + (s[i + 2] - '0') * 10 +
                          (s[i + 3] - '0');
            // "19870112": a date written as one number starts with its year.
            if (y >= 1900 && y <= 2099) return y;
        }
    }
    return 0;
}

}  // namespace xq
