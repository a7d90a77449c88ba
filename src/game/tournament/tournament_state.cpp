#include "game/tournament/tournament_state.h"

#include "game/files/key_value_reader.h"
#include "game/files/storage.h"
#include "game/tournament/tournament_schedule.h"
#include "util/text.h"

namespace xq {

std::string format_tournament(const TournamentRecord& t) {
    std::string out = "# Xiangqi engine tournament\n";
    out += "event = " + t.event + "\n";
    out += "pgn = " + t.pgn_path + "\n";
    out += format_setup(t.setup);
    for (const FinishedGame& g : t.results)
        out += "game = " + std::to_string(g.index) + " " + result_text(g.result) + " " +
               std::to_string(g.plies) + " " + g.termination + "\n";
    if (t.unfinished) out += format_unfinished(*t.unfinished);
    if (t.stopped) out += "stopped = 1\n";
    return out;
}

namespace {

// "12 1-0 57 Black is checkmated" into `g` (red and black come from the schedule).
bool read_game(const std::string& value, FinishedGame& g) {
    const std::vector<std::string> words = split(value, ' ');
    if (words.size() < 3) return false;
    auto index = parse_int(words[0], 0, 100000);
    auto result = parse_result(words[1]);
    auto plies = parse_int(words[2], 0, 100000);
    if (!index || !result || !plies) return false;
    g.index = int(*index);
    g.result = *result;
    g.plies = int(*plies);
    const size_t skip = words[0].size() + words[1].size() + words[2].size() + 3;
    g.termination = skip < value.size() ? value.substr(skip) : "";
    return true;
}

}  // namespace

bool parse_tournament(const std::string& text, TournamentRecord& out, std::string* error) {
    TournamentRecord t;
    std::string bad;
    const KeyValueText kv = read_key_values(text);
    for (const BadLine& b : kv.bad) bad += " " + std::to_string(b.number);
    std::vector<FinishedGame> games;
    std::optional<UnfinishedGame> unfinished;
    bool unfinished_clock = false;
    for (const KeyValueLine& line : kv.pairs) {
        bool ok = true;
        if (line.key == "event") {
            t.event = line.value;
        } else if (line.key == "pgn") {
            t.pgn_path = line.value;
        } else if (line.key == "stopped") {
            ok = line.value == "1" || line.value == "0";
            t.stopped = line.value == "1";
        } else if (line.key == "game") {
            FinishedGame g;
            ok = read_game(line.value, g);
            if (ok) games.push_back(g);
        } else if (line.key == "unfinished") {
            UnfinishedGame g;
            ok = !unfinished && read_unfinished_moves(line.value, g);
            if (ok) unfinished = std::move(g);
        } else if (line.key == "unfinished_clock") {
            // After its "unfinished" line, once.
            ok = unfinished && !unfinished_clock && read_unfinished_clock(line.value, *unfinished);
            unfinished_clock = true;
        } else {
            ok = read_setup_line(line.key, line.value, t.setup);
        }
        if (!ok) bad += " " + std::to_string(line.number);
    }
    std::string problem = setup_problem(t.setup);
    // The games must be the schedule's first ones, in order.
    const std::vector<Pairing> schedule = make_schedule(t.setup, 1000000);
    for (size_t i = 0; problem.empty() && i < games.size(); ++i) {
        if (games[i].index != int(i) || i >= schedule.size()) {
            problem = "the games are not the schedule's";
            break;
        }
        games[i].red = schedule[i].red;
        games[i].black = schedule[i].black;
    }
    if (problem.empty() && unfinished &&
        (unfinished->index != int(games.size()) || size_t(unfinished->index) >= schedule.size() ||
         unfinished->clock.has_value() != t.setup.control.timed()))
        problem = "the unfinished game is not the next one of the schedule";
    if (!bad.empty() || !problem.empty()) {
        if (error)
            *error =
                !bad.empty() ? "tournament.ini: bad line(s)" + bad : "tournament.ini: " + problem;
        return false;
    }
    t.results = std::move(games);
    t.unfinished = std::move(unfinished);
    out = std::move(t);
    return true;
}

bool save_tournament(const std::string& dir, const TournamentRecord& t, std::string* error) {
    return write_file_atomic(dir + TOURNAMENT_FILE, format_tournament(t), error);
}

bool load_tournament(const std::string& dir, TournamentRecord& out, std::string* error) {
    std::string text, err;
    bool missing = false;
    if (!read_file(dir + TOURNAMENT_FILE, text, &err, &missing)) {
        if (error) *error = missing ? "" : err;
        return false;
    }
    return parse_tournament(text, out, error);
}

}  // namespace xq
