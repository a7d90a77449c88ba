#include "game/endgames/composition_set.h"

#include <optional>

#include "formats/iccs.h"
#include "game/endgames/endgame_line.h"
#include "game/files/id_lines.h"
#include "game/files/storage.h"
#include "rules/position.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t COMPOSITION_FIELDS = 11;

// "mate-by-checks 7", "mate 7", "win" or "draw" into `e`; false if it is none of them.
bool parse_goal(const std::string& text, Endgame& e) {
    const std::vector<std::string> words = split(text, ' ');
    e.mate_in = 0;
    e.by_checks = false;
    if (words.size() == 1 && (words[0] == "win" || words[0] == "draw")) {
        e.result = words[0] == "win" ? EndgameResult::RED_WINS : EndgameResult::DRAW;
        return true;
    }
    if (words.size() != 2 || (words[0] != "mate" && words[0] != "mate-by-checks")) return false;
    const std::optional<int64_t> n = parse_int(words[1], 1, 200);
    if (!n) return false;
    e.result = EndgameResult::RED_WINS;
    e.mate_in = int(*n);
    e.by_checks = words[0] == "mate-by-checks";
    return true;
}

// The main line's moves, each legal in turn from `fen`; "" when good, else what is wrong.
std::string parse_solution(const std::string& fen, const std::string& text,
                           std::vector<Move>& out) {
    Position pos;
    if (!pos.set_fen(fen)) return "bad FEN";
    out.clear();
    for (const std::string& word : split(text, ' ')) {
        if (word.empty()) continue;
        const Move m = iccs_to_move(word);
        if (m == MOVE_NONE || !pos.is_legal(m))
            return "move " + std::to_string(out.size() + 1) + " '" + word + "' is not legal";
        pos.do_move(m);
        out.push_back(m);
    }
    return out.empty() ? "no solution" : "";
}

std::string parse_composition_line(const std::string& line, Endgame& e) {
    const std::vector<std::string> f = split(line, ';');
    if (f.size() != COMPOSITION_FIELDS)
        return "expected 11 fields separated by ';', found " + std::to_string(f.size());
    if (std::string why = parse_endgame_id_and_fen(f, e); !why.empty()) return why;
    if (!parse_goal(f[2], e)) return "bad goal '" + f[2] + "'";
    for (size_t i = 3; i < 9; ++i)
        if (trim(f[i]).empty()) return "field " + std::to_string(i + 1) + " is empty";
    e.category_zh = f[3];
    e.category_en = f[4];
    e.name_zh = f[5];
    e.name_en = f[6];
    e.source_zh = f[7];
    e.source_en = f[8];
    const std::string why = parse_solution(e.fen, f[9], e.solution);
    if (!why.empty()) return "solution: " + why;
    e.notes = f[10];
    e.composition = true;
    return "";
}

std::string solution_text(const Endgame& e) {
    std::string out;
    for (Move m : e.solution) out += (out.empty() ? "" : " ") + move_to_iccs(m);
    return out;
}

}  // namespace

std::string composition_goal(const Endgame& e) {
    if (e.mate_in > 0)
        return std::string(e.by_checks ? "mate-by-checks " : "mate ") + std::to_string(e.mate_in);
    return e.result == EndgameResult::RED_WINS ? "win" : "draw";
}

bool parse_compositions(const std::string& text, std::vector<Endgame>& out, std::string* error) {
    return parse_id_lines(text, out, error, parse_composition_line, "no compositions in the file");
}

std::string format_composition(const Endgame& e) {
    return std::to_string(e.id) + ";" + e.fen + ";" + composition_goal(e) + ";" + e.category_zh +
           ";" + e.category_en + ";" + e.name_zh + ";" + e.name_en + ";" + e.source_zh + ";" +
           e.source_en + ";" + solution_text(e) + ";" + e.notes;
}

bool load_composition_file(const std::string& path, std::vector<Endgame>& out, std::string* error) {
    std::string text, err;
    if (!read_file(path, text, &err)) {
        out.clear();
        if (error) *error = err;
        return false;
    }
    if (parse_compositions(text, out, &err)) return true;
    if (error) *error = path + ":\n" + err;
    return false;
}

}  // namespace xq
