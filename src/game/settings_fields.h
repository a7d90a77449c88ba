// The fields of settings.ini as a table: each row is a key and the Settings member it holds,
// with the member's range or the names of its values. parse_settings and format_settings
// (settings.h) walk this table; a new setting is a member in Settings plus a row here.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/settings.h"

namespace xq {

// An integer in [min, max], written in decimal.
struct IntSetting {
    int Settings::*member;
    int min, max;
};

// A number in [min, max], written with up to 6 significant digits ("2", "0.5").
struct NumberSetting {
    double Settings::*member;
    double min, max;
};

// true or false; 1 and 0 are read too.
struct FlagSetting {
    bool Settings::*member;
};

// An enum value written as its name: names[i] is the name of the value i. The functions reach
// the member (made by `choice_of`, settings_fields.cpp), since the enums differ in type.
struct ChoiceSetting {
    std::span<const char* const> names;
    int (*get)(const Settings&);
    void (*set)(Settings&, int);
};

// Any text without a line break; empty is allowed.
struct TextSetting {
    std::string Settings::*member;
};

// One side's clock: "movetime", "-", "600+5" or "1200 byoyomi 60" (clock.h).
struct ClockSetting {
    TimeControl (Settings::*member)[2];
    Color side;
};

// A list, one line per item, most recent first; an empty value (the line written for an empty
// list) adds nothing. An item beyond `max` is a bad line.
struct PathListSetting {
    std::vector<std::string> Settings::*member;
    size_t max;
};

// The external engines, one line per engine (external_engine_spec.h). A line that does not
// parse, a name already taken, or an engine beyond `max` is a bad line.
struct EngineListSetting {
    std::vector<ExternalEngineSpec> Settings::*member;
    size_t max;
};

using SettingKind = std::variant<IntSetting, NumberSetting, FlagSetting, ChoiceSetting, TextSetting,
                                 ClockSetting, PathListSetting, EngineListSetting>;

struct SettingField {
    const char* key;
    SettingKind kind;
};

// Every field in the order settings.ini lists them.
std::span<const SettingField> setting_fields();
const SettingField* find_setting_field(std::string_view key);

// Reads one line's value into `s`; false (and `s` unchanged) for a bad value.
bool read_setting(const SettingField& field, Settings& s, std::string_view value);
// The values of the field's lines: one for a single value, one per item for a list, and one
// empty value for an empty list.
std::vector<std::string> write_setting(const SettingField& field, const Settings& s);

}  // namespace xq
