#include "game/puzzles/puzzle_set.h"

#include <filesystem>
#include <optional>
#include <set>
#include <sstream>

#include "formats/iccs.h"
#include "game/files/id_lines.h"
#include "game/files/storage.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr int MAX_ID = 999999999;

// A whole number in [min, max] from a field of the line.
bool read_number(const std::string& field, int min, int max, int& out) {
    const std::optional<int64_t> n = parse_int(field, min, max);
    if (n) out = int(*n);
    return n.has_value();
}

// N of a "mate<N>" theme (N >= 1), else 0.
int mate_length(std::string_view theme) {
    if (theme.substr(0, 4) != "mate") return 0;
    return int(parse_int(theme.substr(4), 1, MAX_ID).value_or(0));
}

bool valid_theme(const std::string& t) {
    return t == "material" || t == "advantage" || t == "defence" || t == "endgame" ||
           mate_length(t) > 0;
}

// One line into a puzzle; "" when good, else what is wrong.
std::string parse_line(const std::string& line, Puzzle& p) {
    const std::vector<std::string> f = split(line, ';');
    if (f.size() != 6 && f.size() != 7)
        return "expected 6 or 7 fields separated by ';', found " + std::to_string(f.size());
    p.source = {};
    if (f.size() == 7 && !parse_puzzle_source(f[6], p.source)) return "bad source '" + f[6] + "'";
    if (!read_number(f[0], 1, MAX_ID, p.id)) return "bad id '" + f[0] + "'";
    Position pos;
    std::string err;
    if (!pos.set_fen(f[1], &err)) return "bad FEN: " + err;
    p.fen = f[1];
    if (!read_number(f[3], 100, 4000, p.rating)) return "bad rating '" + f[3] + "'";
    if (!read_number(f[4], 1, 99, p.grade)) return "bad grade '" + f[4] + "'";
    if (!valid_theme(f[5])) return "unknown theme '" + f[5] + "'";
    p.theme = f[5];
    p.steps.clear();
    std::istringstream in(f[2]);
    bool solver_turn = true;
    int index = 0;
    for (std::string word; in >> word;) {
        ++index;
        const std::string where = "move " + std::to_string(index) + " '" + word + "'";
        if (solver_turn) {
            PuzzleStep step;
            for (const std::string& alt : split(word, '/')) {
                const Move m = iccs_to_move(alt);
                if (m == MOVE_NONE || !pos.is_legal(m)) return where + " is illegal";
                step.accepted.push_back(m);
            }
            pos.do_move(step.accepted.front());
            p.steps.push_back(step);
        } else {
            const Move m = iccs_to_move(word);
            if (m == MOVE_NONE || !pos.is_legal(m)) return where + " is illegal";
            p.steps.back().reply = m;
            pos.do_move(m);
        }
        solver_turn = !solver_turn;
    }
    if (p.steps.empty()) return "no solution";
    if (solver_turn) return "the solution must end with the solver's move";
    if (p.mate_in() && (p.mate_in() != int(p.steps.size()) || count_legal_moves(pos) != 0))
        return "the line does not mate in " + std::to_string(p.mate_in());
    return "";
}

}  // namespace

int Puzzle::mate_in() const {
    return mate_length(theme);
}

bool parse_puzzles(const std::string& text, std::vector<Puzzle>& out, std::string* error) {
    return parse_id_lines(text, out, error, parse_line, "no puzzles in the file");
}

std::string format_puzzle(const Puzzle& p) {
    std::string solution;
    for (const PuzzleStep& s : p.steps) {
        if (!solution.empty()) solution += ' ';
        for (size_t i = 0; i < s.accepted.size(); ++i)
            solution += (i ? "/" : "") + move_to_iccs(s.accepted[i]);
        if (s.reply != MOVE_NONE) solution += ' ' + move_to_iccs(s.reply);
    }
    return std::to_string(p.id) + ";" + p.fen + ";" + solution + ";" + std::to_string(p.rating) +
           ";" + std::to_string(p.grade) + ";" + p.theme +
           (p.source.empty() ? "" : ";" + format_puzzle_source(p.source));
}

bool load_puzzle_file(const std::string& path, std::vector<Puzzle>& out, std::string* error) {
    std::string text, err;
    if (!read_file(path, text, &err)) {
        out.clear();
        if (error) *error = err;
        return false;
    }
    if (parse_puzzles(text, out, &err)) return true;
    if (error) *error = path + ":\n" + err;
    return false;
}

}  // namespace xq
