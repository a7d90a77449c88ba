#include "game/settings.h"

#include <charconv>
#include <functional>
#include <sstream>
#include <vector>

#include "game/text/message.h"

namespace xq {

namespace {

struct Field {
    const char* key;
    std::function<std::string(const Settings&)> get;
    std::function<bool(Settings&, const std::string&)> set;
};

bool parse_int(const std::string& v, int lo, int hi, int& out) {
    int x = 0;
    auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc() || p != v.data() + v.size() || x < lo || x > hi) return false;
    out = x;
    return true;
}

bool parse_bool(const std::string& v, bool& out) {
    if (v == "true" || v == "1") return out = true, true;
    if (v == "false" || v == "0") return out = false, true;
    return false;
}

bool parse_tc(const std::string& v, TimeControl& out) {
    std::optional<TimeControl> tc = parse_time_control(v);
    if (tc) out = *tc;
    return bool(tc);
}

std::string fmt_double(double d) {
    std::ostringstream s;
    s << d;
    return s.str();
}

const std::vector<Field>& fields() {
    static const std::vector<Field> table = {
        {"mode", [](const Settings& s) { return std::to_string(int(s.mode)); },
         [](Settings& s, const std::string& v) {
             int x;
             return parse_int(v, 0, 3, x) && (s.mode = Mode(x), true);
         }},
        {"handicap", [](const Settings& s) { return std::string(handicap_info(s.handicap).key); },
         [](Settings& s, const std::string& v) { return handicap_from_key(v, &s.handicap); }},
        {"handicap_giver",
         [](const Settings& s) { return std::string(s.handicap_giver == RED ? "red" : "black"); },
         [](Settings& s, const std::string& v) {
             if (v != "red" && v != "black") return false;
             s.handicap_giver = v == "red" ? RED : BLACK;
             return true;
         }},
        {"movetime", [](const Settings& s) { return fmt_double(s.movetime_s); },
         [](Settings& s, const std::string& v) {
             char* end = nullptr;
             double d = std::strtod(v.c_str(), &end);
             if (v.empty() || *end || !(d >= Settings::MIN_MOVETIME && d <= Settings::MAX_MOVETIME))
                 return false;
             s.movetime_s = d;
             return true;
         }},
        {"analysis_lines", [](const Settings& s) { return std::to_string(s.analysis_lines); },
         [](Settings& s, const std::string& v) {
             return parse_int(v, ANALYSIS_LINES.min, ANALYSIS_LINES.max, s.analysis_lines);
         }},
        {"review_movetime_ms",
         [](const Settings& s) { return std::to_string(s.review_movetime_ms); },
         [](Settings& s, const std::string& v) {
             return parse_int(v, REVIEW_MOVETIME_MS.min, REVIEW_MOVETIME_MS.max,
                              s.review_movetime_ms);
         }},
        {"player_rating", [](const Settings& s) { return std::to_string(s.player_rating); },
         [](Settings& s, const std::string& v) {
             return parse_int(v, PLAYER_RATING.min, PLAYER_RATING.max, s.player_rating);
         }},
        {"skill", [](const Settings& s) { return std::to_string(s.skill); },
         [](Settings& s, const std::string& v) {
             return parse_int(v, SKILL_RANGE.min, SKILL_RANGE.max, s.skill);
         }},
        {"language",
         [](const Settings& s) { return std::string(s.lang == Lang::ZH ? "zh" : "en"); },
         [](Settings& s, const std::string& v) {
             if (v != "zh" && v != "en") return false;
             s.lang = v == "zh" ? Lang::ZH : Lang::EN;
             return true;
         }},
        {"animation", [](const Settings& s) { return std::string(s.animation ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.animation); }},
        {"pv_arrow", [](const Settings& s) { return std::string(s.pv_arrow ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.pv_arrow); }},
        {"flip", [](const Settings& s) { return std::string(s.flip ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.flip); }},
        // ---- opening book
        {"opening_book",
         [](const Settings& s) { return std::string(s.opening_book ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.opening_book); }},
        // ---- clocks, sound and themes
        {"time_control_red",
         [](const Settings& s) { return format_time_control(s.time_control[RED]); },
         [](Settings& s, const std::string& v) { return parse_tc(v, s.time_control[RED]); }},
        {"time_control_black",
         [](const Settings& s) { return format_time_control(s.time_control[BLACK]); },
         [](Settings& s, const std::string& v) { return parse_tc(v, s.time_control[BLACK]); }},
        {"volume", [](const Settings& s) { return std::to_string(s.volume); },
         [](Settings& s, const std::string& v) { return parse_int(v, 0, 100, s.volume); }},
        {"mute", [](const Settings& s) { return std::string(s.mute ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.mute); }},
        {"pieces",
         [](const Settings& s) {
             return std::string(s.piece_theme == PieceTheme::TRADITIONAL ? "traditional"
                                                                         : "international");
         },
         [](Settings& s, const std::string& v) {
             if (v != "traditional" && v != "international") return false;
             s.piece_theme =
                 v == "traditional" ? PieceTheme::TRADITIONAL : PieceTheme::INTERNATIONAL;
             return true;
         }},
        {"board",
         [](const Settings& s) {
             return std::string(s.board_theme == BoardTheme::WOOD ? "wood" : "contrast");
         },
         [](Settings& s, const std::string& v) {
             if (v != "wood" && v != "contrast") return false;
             s.board_theme = v == "wood" ? BoardTheme::WOOD : BoardTheme::CONTRAST;
             return true;
         }},
        // ---- the panel and files
        {"panel_collapsed",
         [](const Settings& s) { return std::string(s.panel_collapsed ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.panel_collapsed); }},
        {"dark_theme",
         [](const Settings& s) { return std::string(s.dark_theme ? "true" : "false"); },
         [](Settings& s, const std::string& v) { return parse_bool(v, s.dark_theme); }},
        // One line per recent file, most recent first (a path may hold any character but a
        // line break).
        {"recent",
         [](const Settings& s) {
             std::string lines;
             for (const std::string& f : s.recent_files)
                 lines += (lines.empty() ? "" : "\nrecent = ") + f;
             return lines;
         },
         [](Settings& s, const std::string& v) {
             if (v.empty() || s.recent_files.size() >= Settings::MAX_RECENT) return v.empty();
             s.recent_files.push_back(v);
             return true;
         }},
        // ---- other engines: one line per engine (external_engine_spec.h), then who plays
        // and who analyses (names; empty: the built-in engine).
        {"external_engine",
         [](const Settings& s) {
             std::string lines;
             for (const ExternalEngineSpec& e : s.external_engines)
                 lines += (lines.empty() ? "" : "\nexternal_engine = ") + format_engine_spec(e);
             return lines;
         },
         [](Settings& s, const std::string& v) {
             if (v.empty()) return true;
             std::optional<ExternalEngineSpec> e = parse_engine_spec(v);
             if (!e || s.external_engines.size() >= Settings::MAX_EXTERNAL_ENGINES ||
                 find_engine(s.external_engines, e->name))
                 return false;
             s.external_engines.push_back(std::move(*e));
             return true;
         }},
        {"opponent_engine", [](const Settings& s) { return s.opponent_engine; },
         [](Settings& s, const std::string& v) { return s.opponent_engine = v, true; }},
        {"analyser_engine", [](const Settings& s) { return s.analyser_engine; },
         [](Settings& s, const std::string& v) { return s.analyser_engine = v, true; }},
    };
    return table;
}

std::string trim(const std::string& s) {
    size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

bool parse_settings(const std::string& text, Settings& out, std::string* error) {
    std::vector<std::string> problems;
    size_t bad = 0;
    size_t start = 0;
    // A byte order mark, as some editors write one, is not part of the first key.
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) start = 3;
    for (int n = 1; start <= text.size(); ++n) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = trim(text.substr(start, end - start));
        start = end + 1;
        if (line.empty() || line[0] == '#') continue;
        // A bad line is reported (the first few, as short excerpts) and skipped; the good
        // lines around it are kept.
        auto fail = [&](const std::string& why) {
            if (++bad <= 3)
                problems.push_back("line " + std::to_string(n) + ": " + why + ": '" +
                                   printable_excerpt(line, 40) + "'");
        };
        size_t eq = line.find('=');
        if (eq == std::string::npos) {
            fail("expected key = value");
            continue;
        }
        std::string key = trim(line.substr(0, eq)), value = trim(line.substr(eq + 1));
        const Field* f = nullptr;
        for (const Field& x : fields())
            if (key == x.key) f = &x;
        if (!f) {
            fail("unknown setting");
            continue;
        }
        Settings s = out;
        if (!f->set(s, value)) {
            fail("bad value");
            continue;
        }
        out = s;
    }
    if (bad == 0) return true;
    if (error) {
        error->clear();
        for (const std::string& p : problems) *error += (error->empty() ? "" : "\n") + p;
        if (bad > problems.size())
            *error += "\n(" + std::to_string(bad - problems.size()) + " more)";
    }
    return false;
}

std::string format_settings(const Settings& s) {
    std::string text = "# Xiangqi settings\n";
    for (const Field& f : fields()) text += std::string(f.key) + " = " + f.get(s) + "\n";
    return text;
}

}  // namespace xq
