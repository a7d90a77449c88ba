#include "game/puzzles/puzzle_set.h"

#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>

#include "formats/iccs.h"
#include "game/files/storage.h"
#include "rules/movegen.h"
#include "rules/position.h"

namespace xq {

namespace {

constexpr int MAX_REPORTED = 3;  // bad lines named in the message

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

bool parse_int(const std::string& s, int& out) {
    if (s.empty() || s.size() > 9) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    out = std::atoi(s.c_str());
    return true;
}

bool valid_theme(const std::string& t) {
    if (t == "material" || t == "advantage") return true;
    int n = 0;
    return t.rfind("mate", 0) == 0 && parse_int(t.substr(4), n) && n >= 1;
}

// One line into a puzzle; "" when good, else what is wrong.
std::string parse_line(const std::string& line, Puzzle& p) {
    const std::vector<std::string> f = split(line, ';');
    if (f.size() != 6)
        return "expected 6 fields separated by ';', found " + std::to_string(f.size());
    if (!parse_int(f[0], p.id) || p.id <= 0) return "bad id '" + f[0] + "'";
    Position pos;
    std::string err;
    if (!pos.set_fen(f[1], &err)) return "bad FEN: " + err;
    p.fen = f[1];
    if (!parse_int(f[3], p.rating) || p.rating < 100 || p.rating > 4000)
        return "bad rating '" + f[3] + "'";
    if (!parse_int(f[4], p.grade) || p.grade < 1 || p.grade > 99) return "bad grade '" + f[4] + "'";
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
    if (theme.rfind("mate", 0) != 0) return 0;
    return std::atoi(theme.c_str() + 4);
}

bool parse_puzzles(const std::string& text, std::vector<Puzzle>& out, std::string* error) {
    out.clear();
    std::set<int> ids;
    std::string report;
    int bad = 0, number = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
        if (line.empty() || line[0] == '#') continue;
        Puzzle p;
        std::string why = parse_line(line, p);
        if (why.empty() && !ids.insert(p.id).second) why = "id " + std::to_string(p.id) + " again";
        if (why.empty()) {
            out.push_back(std::move(p));
            continue;
        }
        if (++bad <= MAX_REPORTED)
            report +=
                (report.empty() ? "" : "\n") + ("line " + std::to_string(number) + ": " + why);
    }
    if (bad > MAX_REPORTED) report += "\n(" + std::to_string(bad) + " bad lines in all)";
    if (out.empty() && bad == 0) report = "no puzzles in the file";
    if (error) *error = report;
    return report.empty();
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
           ";" + std::to_string(p.grade) + ";" + p.theme;
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

std::string default_puzzle_path() {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (const fs::path& dir :
             {self.parent_path() / "assets", self.parent_path().parent_path() / "assets"}) {
            if (fs::exists(dir / "puzzles.txt", ec)) return (dir / "puzzles.txt").string();
        }
    }
#ifdef XQ_SOURCE_ASSETS_DIR
    if (fs::exists(fs::path(XQ_SOURCE_ASSETS_DIR) / "puzzles.txt", ec))
        return (fs::path(XQ_SOURCE_ASSETS_DIR) / "puzzles.txt").string();
#endif
    return {};
}

}  // namespace xq
