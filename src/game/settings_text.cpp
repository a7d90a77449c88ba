// The text form of the settings, settings.ini: parse_settings and format_settings of settings.h,
// driven by the field table of settings_fields.h.
#include <algorithm>
#include <optional>
#include <string_view>

#include "game/files/key_value_reader.h"
#include "game/levels/level_elo.h"
#include "game/settings.h"
#include "game/settings_fields.h"
#include "game/text/message.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t MAX_QUOTED = 3;  // bad lines quoted in the message; the rest are counted

// "line 4: bad value: 'skill = 11'" for the first bad lines in file order, then "(2 more)".
std::string describe(std::vector<BadLine> problems, size_t bad) {
    std::stable_sort(problems.begin(), problems.end(),
                     [](const BadLine& a, const BadLine& b) { return a.number < b.number; });
    std::string text;
    for (size_t i = 0; i < problems.size() && i < MAX_QUOTED; ++i) {
        const BadLine& p = problems[i];
        text += (text.empty() ? "" : "\n") + ("line " + std::to_string(p.number) + ": " + p.why +
                                              ": '" + printable_excerpt(p.text, 40) + "'");
    }
    const size_t quoted = std::min(problems.size(), MAX_QUOTED);
    if (bad > quoted) text += "\n(" + std::to_string(bad - quoted) + " more)";
    return text;
}

// Earlier versions saved the level as `skill`, on a scale of ten levels.
constexpr std::string_view LEGACY_SKILL_KEY = "skill";

const char* read_legacy_skill(Settings& out, std::string_view value) {
    const std::optional<int> level = level_from_ten_level_text(value);
    if (!level) return "bad value";
    out.skill = *level;
    return nullptr;
}

}  // namespace

bool parse_settings(const std::string& text, Settings& out, std::string* error) {
    const KeyValueText kv = read_key_values(text);
    // A bad line is reported and skipped; the good lines around it are kept.
    std::vector<BadLine> problems = kv.bad;
    size_t bad = kv.bad_count;
    for (const KeyValueLine& line : kv.pairs) {
        const SettingField* field = find_setting_field(line.key);
        const char* why = line.key == LEGACY_SKILL_KEY ? read_legacy_skill(out, line.value)
                          : !field                     ? "unknown setting"
                          : !read_setting(*field, out, line.value) ? "bad value"
                                                                   : nullptr;
        if (!why) continue;
        ++bad;
        problems.push_back({line.number, line.text, why});
    }
    if (bad == 0) return true;
    if (error) *error = describe(std::move(problems), bad);
    return false;
}

std::string format_settings(const Settings& s) {
    std::string text = "# Xiangqi settings\n";
    for (const SettingField& field : setting_fields())
        for (const std::string& value : write_setting(field, s))
            text += std::string(field.key) + " = " + value + "\n";
    return text;
}

}  // namespace xq
