#include "game/tournament/tournament_setup.h"

#include <cstdio>

#include "game/levels/level_elo.h"
#include "game/text/i18n.h"
#include "util/text.h"

namespace xq {

std::string entrant_name(const Entrant& e) {
    if (e.external) return e.external->name;
    char text[64];
    std::snprintf(text, sizeof text, tr(Str::TOURNAMENT_PLAYER_LEVEL), e.level);
    return text;
}

std::string setup_problem(const TournamentSetup& s) {
    if (s.entrants.size() < 2) return "a tournament needs at least two entrants";
    if (s.entrants.size() > size_t(MAX_ENTRANTS))
        return "at most " + std::to_string(MAX_ENTRANTS) + " entrants";
    for (const Entrant& e : s.entrants)
        if (!e.external && (e.level < SKILL_RANGE.min || e.level > SKILL_RANGE.max))
            return "a level is out of " + std::to_string(SKILL_RANGE.min) + ".." +
                   std::to_string(SKILL_RANGE.max);
    if (s.games_per_pair < 2 || s.games_per_pair > MAX_GAMES_PER_PAIR || s.games_per_pair % 2)
        return "games per pair must be even, 2.." + std::to_string(MAX_GAMES_PER_PAIR);
    if (s.control.kind == TimeControl::Kind::MOVETIME) {
        if (s.movetime_ms < MIN_MOVETIME_MS || s.movetime_ms > MAX_MOVETIME_MS)
            return "the time per move is out of range";
    } else if (s.control.kind == TimeControl::Kind::FISCHER) {
        if (s.control.base_s < 1 || s.control.base_s > TimeControl::MAX_BASE_S ||
            s.control.extra_s < 0 || s.control.extra_s > TimeControl::MAX_EXTRA_S)
            return "the time control is out of range";
    } else {
        return "the time control must be a time per move or a game time plus increment";
    }
    return "";
}

namespace {

const char* format_word(TournamentFormat f) {
    return f == TournamentFormat::GAUNTLET ? "gauntlet" : "round_robin";
}

const char* openings_word(OpeningSet o) {
    switch (o) {
        case OpeningSet::START:
            return "start";
        case OpeningSet::CLASSICAL:
            return "classical";
        default:
            return "wide";
    }
}

}  // namespace

std::string format_setup(const TournamentSetup& s) {
    std::string out;
    for (const Entrant& e : s.entrants)
        out += e.external ? "entrant = external; " + format_engine_spec(*e.external) + "\n"
                          : "entrant = level " + std::to_string(e.level) + "/" +
                                std::to_string(SKILL_RANGE.max) + "\n";
    out += std::string("format = ") + format_word(s.format) + "\n";
    out += "games_per_pair = " + std::to_string(s.games_per_pair) + "\n";
    out += "time = " + format_time_control(s.control) + "\n";
    out += "movetime_ms = " + std::to_string(s.movetime_ms) + "\n";
    out += std::string("openings = ") + openings_word(s.openings) + "\n";
    return out;
}

bool read_setup_line(const std::string& key, const std::string& value, TournamentSetup& s) {
    if (key == "entrant") {
        const std::string ext = "external; ";
        if (value.rfind(ext, 0) == 0) {
            auto spec = parse_engine_spec(value.substr(ext.size()));
            if (!spec) return false;
            s.entrants.push_back({10, *spec});
            return true;
        }
        if (value.rfind("level ", 0) != 0) return false;
        // "level 7/20"; a bare "level 4" is on the ten-level scale of earlier versions.
        const std::string number = value.substr(6);
        const size_t slash = number.find('/');
        if (slash == std::string::npos) {
            const std::optional<int> level = level_from_ten_level_text(number);
            if (!level) return false;
            s.entrants.push_back({*level, std::nullopt});
            return true;
        }
        if (number.substr(slash + 1) != std::to_string(SKILL_RANGE.max)) return false;
        auto level = parse_int(number.substr(0, slash), SKILL_RANGE.min, SKILL_RANGE.max);
        if (!level) return false;
        s.entrants.push_back({int(*level), std::nullopt});
        return true;
    }
    if (key == "format") {
        if (value != "round_robin" && value != "gauntlet") return false;
        s.format = value == "gauntlet" ? TournamentFormat::GAUNTLET : TournamentFormat::ROUND_ROBIN;
        return true;
    }
    if (key == "games_per_pair") {
        auto n = parse_int(value, 2, MAX_GAMES_PER_PAIR);
        if (n) s.games_per_pair = int(*n);
        return bool(n);
    }
    if (key == "time") {
        auto tc = parse_time_control(value);
        if (tc) s.control = *tc;
        return bool(tc);
    }
    if (key == "movetime_ms") {
        auto ms = parse_int(value, MIN_MOVETIME_MS, MAX_MOVETIME_MS);
        if (ms) s.movetime_ms = int(*ms);
        return bool(ms);
    }
    if (key == "openings") {
        for (OpeningSet o : {OpeningSet::START, OpeningSet::WIDE, OpeningSet::CLASSICAL})
            if (value == openings_word(o)) {
                s.openings = o;
                return true;
            }
    }
    return false;
}

}  // namespace xq
