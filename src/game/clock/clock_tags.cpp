#include "game/clock/clock_tags.h"

#include <sstream>

namespace xq {

namespace {

const char* const CLOCK_TAG[2] = {"RedClock", "BlackClock"};

std::optional<std::string> find(const ClockPgnTags& tags, const std::string& name) {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return std::nullopt;
}

}  // namespace

ClockPgnTags clock_tags(const SavedClock& clock) {
    ClockPgnTags tags{{"TimeControl", format_time_control(clock.control[RED])}};
    if (clock.control[BLACK] != clock.control[RED])
        tags.push_back({"BlackTimeControl", format_time_control(clock.control[BLACK])});
    for (Color c : {RED, BLACK}) {
        const Clock::Side& s = clock.side[c];
        tags.push_back({CLOCK_TAG[c], std::to_string(s.main_ms) + " " +
                                          std::to_string(s.period_ms) + " " +
                                          std::to_string(s.used_ms)});
    }
    return tags;
}

std::optional<SavedClock> clock_from_tags(const ClockPgnTags& tags) {
    SavedClock out;
    std::optional<std::string> red = find(tags, "TimeControl");
    if (!red) return std::nullopt;
    std::optional<TimeControl> tc = parse_time_control(*red);
    if (!tc) return std::nullopt;
    out.control[RED] = out.control[BLACK] = *tc;
    if (std::optional<std::string> black = find(tags, "BlackTimeControl")) {
        tc = parse_time_control(*black);
        if (!tc) return std::nullopt;
        out.control[BLACK] = *tc;
    }
    for (Color c : {RED, BLACK}) {
        std::optional<std::string> v = find(tags, CLOCK_TAG[c]);
        if (!v) return std::nullopt;
        std::istringstream in(*v);
        Clock::Side& s = out.side[c];
        if (!(in >> s.main_ms >> s.period_ms >> s.used_ms) || !(in >> std::ws).eof() ||
            s.main_ms < 0 || s.period_ms < 0 || s.used_ms < 0)
            return std::nullopt;
    }
    return out;
}

}  // namespace xq
