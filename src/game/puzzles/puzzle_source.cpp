#include "game/puzzles/puzzle_source.h"

#include <cstdio>

#include "game/text/i18n.h"
#include "util/text.h"

namespace xq {

namespace {

// A part of the field: no separator, no line end, one space where the source has several.
std::string clean_part(const std::string& text) {
    std::string out;
    for (char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == '|';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

std::string formatted(Str s, const std::string& a) {
    char text[512];
    std::snprintf(text, sizeof text, tr(s), a.c_str());
    return text;
}

std::string formatted(Str s, const std::string& a, const std::string& b) {
    char text[512];
    std::snprintf(text, sizeof text, tr(s), a.c_str(), b.c_str());
    return text;
}

std::string kind_name(const std::string& kind) {
    if (kind == "mate") return tr(Str::PUZZLE_SOURCE_MATE);
    if (kind == "tactics") return tr(Str::PUZZLE_SOURCE_TACTICS);
    if (kind == "middlegame") return tr(Str::PUZZLE_SOURCE_MIDDLEGAME);
    if (kind == "endgame") return tr(Str::PUZZLE_SOURCE_ENDGAME);
    if (kind == "game") return tr(Str::PUZZLE_SOURCE_GAME);
    return kind;
}

}  // namespace

std::string format_puzzle_source(const PuzzleSource& s) {
    std::vector<std::string> parts = {
        clean_part(s.collection), clean_part(s.kind),
        clean_part(s.file),       clean_part(s.red),
        clean_part(s.black),      clean_part(s.event),
        clean_part(s.year),       s.move ? std::to_string(s.move) : ""};
    while (!parts.empty() && parts.back().empty()) parts.pop_back();
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) out += (i ? "|" : "") + parts[i];
    return out;
}

bool parse_puzzle_source(const std::string& field, PuzzleSource& out) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (;;) {
        const size_t bar = field.find('|', start);
        parts.push_back(field.substr(start, bar - start));
        if (bar == std::string::npos) break;
        start = bar + 1;
    }
    if (parts.size() > 8 || parts[0].empty()) return false;
    parts.resize(8);
    PuzzleSource s{parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6], 0};
    if (!parts[7].empty()) {
        if (parts[7].find_first_not_of("0123456789") != std::string::npos) return false;
        const std::optional<int64_t> move = parse_int(parts[7], 0, 9999);
        if (!move) return false;
        s.move = int(*move);
    }
    out = s;
    return true;
}

std::string puzzle_source_year(const std::string& date, const std::string& event) {
    // A run of 4 digits (a year) or 8 (a date, 20040707) that starts with 19 or 20.
    auto year_in = [](const std::string& t) -> std::string {
        for (size_t i = 0; i < t.size();) {
            if (t[i] < '0' || t[i] > '9') {
                ++i;
                continue;
            }
            size_t end = i;
            while (end < t.size() && t[end] >= '0' && t[end] <= '9') ++end;
            const bool century = t.compare(i, 2, "19") == 0 || t.compare(i, 2, "20") == 0;
            if ((end - i == 4 || end - i == 8) && century) return t.substr(i, 4);
            i = end;
        }
        return "";
    };
    const std::string from_date = year_in(date);
    return from_date.empty() ? year_in(event) : from_date;
}

std::vector<std::string> puzzle_source_lines(const PuzzleSource& s) {
    if (s.empty()) return {};
    if (s.collection == "selfplay")
        return {formatted(Str::PUZZLE_SOURCE, tr(Str::PUZZLE_SOURCE_SELFPLAY))};
    const std::string collection =
        s.collection == "CCPD" ? tr(Str::PUZZLE_SOURCE_CCPD) : s.collection;
    std::string where = collection;
    if (!s.kind.empty())
        where += language() == Lang::ZH ? "，" + kind_name(s.kind) : ", " + kind_name(s.kind);
    if (!s.file.empty()) {
        const std::string name = s.file.substr(s.file.rfind('/') + 1);
        where += language() == Lang::ZH ? "（" + name + "）" : " (" + name + ")";
    }
    std::vector<std::string> lines = {formatted(Str::PUZZLE_SOURCE, where)};
    std::vector<std::string> game;
    if (!s.red.empty() || !s.black.empty())
        game.push_back(formatted(Str::PUZZLE_SOURCE_VERSUS, s.red.empty() ? "?" : s.red,
                                 s.black.empty() ? "?" : s.black));
    if (!s.event.empty()) game.push_back(s.event);
    if (!s.year.empty() && s.event.find(s.year) == std::string::npos)
        game.push_back(formatted(Str::PUZZLE_SOURCE_YEAR, s.year));
    if (s.move > 0) {
        char text[64];
        std::snprintf(text, sizeof text, tr(Str::PUZZLE_SOURCE_MOVE), s.move);
        game.push_back(text);
    }
    std::string line;
    for (const std::string& part : game)
        line += (line.empty() ? "" : language() == Lang::ZH ? "，" : ", ") + part;
    if (!line.empty()) lines.push_back(line);
    return lines;
}

}  // namespace xq
