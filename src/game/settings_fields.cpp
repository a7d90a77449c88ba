#include "game/settings_fields.h"

#include <array>
#include <optional>
#include <sstream>
#include <type_traits>

#include "util/text.h"

namespace xq {

namespace {

// The names of the enum values, indexed by value; the asserts keep them in step with the enums.
constexpr const char* MODE_NAMES[] = {"0", "1", "2", "3"};  // written as numbers, as always
static_assert(std::size(MODE_NAMES) == size_t(Mode::DEMO) + 1);
constexpr const char* COLOR_NAMES[] = {"red", "black"};
static_assert(RED == 0 && BLACK == 1);
constexpr const char* LANG_NAMES[] = {"en", "zh"};
static_assert(int(Lang::EN) == 0 && int(Lang::ZH) == 1);
constexpr const char* PIECE_THEME_NAMES[] = {"traditional", "international"};
static_assert(std::size(PIECE_THEME_NAMES) == size_t(PieceTheme::INTERNATIONAL) + 1);
constexpr const char* BOARD_THEME_NAMES[] = {"wood", "contrast"};
static_assert(std::size(BOARD_THEME_NAMES) == size_t(BoardTheme::CONTRAST) + 1);
constexpr const char* COORDINATE_NAMES[] = {"language", "chinese", "western"};
static_assert(std::size(COORDINATE_NAMES) == size_t(Coordinates::WESTERN) + 1);
constexpr const char* RULE_BOOK_NAMES[] = {rule_book_name(RuleBook::CHINESE),
                                           rule_book_name(RuleBook::ASIAN)};
static_assert(int(RuleBook::CHINESE) == 0 && int(RuleBook::ASIAN) == 1);

// The handicaps' settings keys (formats/handicap.h), in the order of the enum.
const std::array<const char*, HANDICAP_NB>& handicap_keys() {
    static const std::array<const char*, HANDICAP_NB> keys = [] {
        std::array<const char*, HANDICAP_NB> k{};
        for (const HandicapInfo& info : all_handicaps()) k[size_t(info.handicap)] = info.key;
        return k;
    }();
    return keys;
}

// A ChoiceSetting for the enum member `Member`: the two functions convert to and from int.
template <auto Member>
ChoiceSetting choice_of(std::span<const char* const> names) {
    using Enum = std::remove_cvref_t<decltype(std::declval<Settings&>().*Member)>;
    return {names, [](const Settings& s) { return int(s.*Member); },
            [](Settings& s, int v) { s.*Member = Enum(v); }};
}

// ---- reading one value: false leaves the settings as they were

bool read(const IntSetting& f, Settings& s, std::string_view v) {
    const std::optional<int64_t> x = parse_int(v, f.min, f.max);
    if (x) s.*f.member = int(*x);
    return x.has_value();
}

bool read(const NumberSetting& f, Settings& s, std::string_view v) {
    const std::optional<double> x = parse_double(v, f.min, f.max);
    if (x) s.*f.member = *x;
    return x.has_value();
}

bool read(const FlagSetting& f, Settings& s, std::string_view v) {
    if (v != "true" && v != "1" && v != "false" && v != "0") return false;
    s.*f.member = v == "true" || v == "1";
    return true;
}

bool read(const ChoiceSetting& f, Settings& s, std::string_view v) {
    for (size_t i = 0; i < f.names.size(); ++i) {
        if (v == f.names[i]) {
            f.set(s, int(i));
            return true;
        }
    }
    return false;
}

bool read(const TextSetting& f, Settings& s, std::string_view v) {
    s.*f.member = std::string(v);
    return true;
}

bool read(const ClockSetting& f, Settings& s, std::string_view v) {
    const std::optional<TimeControl> tc = parse_time_control(std::string(v));
    if (tc) (s.*f.member)[f.side] = *tc;
    return tc.has_value();
}

bool read(const PathListSetting& f, Settings& s, std::string_view v) {
    std::vector<std::string>& list = s.*f.member;
    if (v.empty()) return true;
    if (list.size() >= f.max) return false;
    list.emplace_back(v);
    return true;
}

bool read(const EngineListSetting& f, Settings& s, std::string_view v) {
    std::vector<ExternalEngineSpec>& list = s.*f.member;
    if (v.empty()) return true;
    std::optional<ExternalEngineSpec> e = parse_engine_spec(std::string(v));
    if (!e || list.size() >= f.max || find_engine(list, e->name)) return false;
    list.push_back(std::move(*e));
    return true;
}

// ---- writing: the values of the field's lines

std::vector<std::string> write(const IntSetting& f, const Settings& s) {
    return {std::to_string(s.*f.member)};
}

std::vector<std::string> write(const NumberSetting& f, const Settings& s) {
    std::ostringstream text;
    text << s.*f.member;
    return {text.str()};
}

std::vector<std::string> write(const FlagSetting& f, const Settings& s) {
    return {s.*f.member ? "true" : "false"};
}

std::vector<std::string> write(const ChoiceSetting& f, const Settings& s) {
    const size_t i = size_t(f.get(s));
    return {i < f.names.size() ? f.names[i] : f.names[0]};  // an unnamed value: the first name
}

std::vector<std::string> write(const TextSetting& f, const Settings& s) {
    return {s.*f.member};
}

std::vector<std::string> write(const ClockSetting& f, const Settings& s) {
    return {format_time_control((s.*f.member)[f.side])};
}

std::vector<std::string> write(const PathListSetting& f, const Settings& s) {
    const std::vector<std::string>& list = s.*f.member;
    return list.empty() ? std::vector<std::string>{""} : list;
}

std::vector<std::string> write(const EngineListSetting& f, const Settings& s) {
    std::vector<std::string> lines;
    for (const ExternalEngineSpec& e : s.*f.member) lines.push_back(format_engine_spec(e));
    if (lines.empty()) lines.emplace_back();
    return lines;
}

}  // namespace

std::span<const SettingField> setting_fields() {
    static const SettingField FIELDS[] = {
        {"mode", choice_of<&Settings::mode>(MODE_NAMES)},
        {"handicap", choice_of<&Settings::handicap>(handicap_keys())},
        {"handicap_giver", choice_of<&Settings::handicap_giver>(COLOR_NAMES)},
        {"movetime",
         NumberSetting{&Settings::movetime_s, Settings::MIN_MOVETIME, Settings::MAX_MOVETIME}},
        {"analysis_lines",
         IntSetting{&Settings::analysis_lines, ANALYSIS_LINES.min, ANALYSIS_LINES.max}},
        {"review_movetime_ms",
         IntSetting{&Settings::review_movetime_ms, REVIEW_MOVETIME_MS.min, REVIEW_MOVETIME_MS.max}},
        {"player_rating",
         IntSetting{&Settings::player_rating, PLAYER_RATING.min, PLAYER_RATING.max}},
        {"player_name", TextSetting{&Settings::player_name}},
        {"level", IntSetting{&Settings::skill, SKILL_RANGE.min, SKILL_RANGE.max}},
        {"language", choice_of<&Settings::lang>(LANG_NAMES)},
        {"animation", FlagSetting{&Settings::animation}},
        {"pv_arrow", FlagSetting{&Settings::pv_arrow}},
        {"flip", FlagSetting{&Settings::flip}},
        {"opening_book", FlagSetting{&Settings::opening_book}},
        {"masters_book", FlagSetting{&Settings::masters_book}},
        {"ponder", FlagSetting{&Settings::ponder}},
        {"learn", FlagSetting{&Settings::learn}},
        {"engine_threads",
         IntSetting{&Settings::engine_threads, ENGINE_THREADS.min, ENGINE_THREADS.max}},
        {"rules", choice_of<&Settings::rule_book>(RULE_BOOK_NAMES)},
        {"time_control_red", ClockSetting{&Settings::time_control, RED}},
        {"time_control_black", ClockSetting{&Settings::time_control, BLACK}},
        {"volume", IntSetting{&Settings::volume, 0, 100}},
        {"mute", FlagSetting{&Settings::mute}},
        {"pieces", choice_of<&Settings::piece_theme>(PIECE_THEME_NAMES)},
        {"board", choice_of<&Settings::board_theme>(BOARD_THEME_NAMES)},
        {"panel_collapsed", FlagSetting{&Settings::panel_collapsed}},
        {"dark_theme", FlagSetting{&Settings::dark_theme}},
        {"ui_scale_percent",
         IntSetting{&Settings::ui_scale_percent, UI_SCALE_PERCENT.min, UI_SCALE_PERCENT.max}},
        {"coordinates", choice_of<&Settings::coordinates>(COORDINATE_NAMES)},
        {"window_x", IntSetting{&Settings::window_x, -100000, 100000}},
        {"window_y", IntSetting{&Settings::window_y, -100000, 100000}},
        {"window_w", IntSetting{&Settings::window_w, 0, 100000}},
        {"window_h", IntSetting{&Settings::window_h, 0, 100000}},
        {"welcomed", FlagSetting{&Settings::welcomed}},
        {"recent", PathListSetting{&Settings::recent_files, Settings::MAX_RECENT}},
        {"recent_collection", PathListSetting{&Settings::recent_collections, Settings::MAX_RECENT}},
        {"external_engine",
         EngineListSetting{&Settings::external_engines, Settings::MAX_EXTERNAL_ENGINES}},
        {"opponent_engine", TextSetting{&Settings::opponent_engine}},
        {"analyser_engine", TextSetting{&Settings::analyser_engine}},
        {"demo_red_engine", TextSetting{&Settings::demo_red_engine}},
        {"demo_black_engine", TextSetting{&Settings::demo_black_engine}},
    };
    return FIELDS;
}

const SettingField* find_setting_field(std::string_view key) {
    for (const SettingField& f : setting_fields())
        if (key == f.key) return &f;
    return nullptr;
}

bool read_setting(const SettingField& field, Settings& s, std::string_view value) {
    return std::visit([&](const auto& kind) { return read(kind, s, value); }, field.kind);
}

std::vector<std::string> write_setting(const SettingField& field, const Settings& s) {
    return std::visit([&](const auto& kind) { return write(kind, s); }, field.kind);
}

}  // namespace xq
