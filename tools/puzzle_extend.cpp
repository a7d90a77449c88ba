#include "puzzle_extend.h"

#include <vector>

#include "util/text.h"

namespace xq {

std::string puzzle_board_key(const std::string& fen) {
    const size_t first = fen.find(' ');
    if (first == std::string::npos) return fen;
    return fen.substr(0, fen.find(' ', first + 1));
}

std::string puzzle_theme_family(const std::string& theme) {
    // "mate" and a number ("material" is a theme of its own).
    const bool mate = theme.size() > 4 && theme.rfind("mate", 0) == 0 &&
                      theme.find_first_not_of("0123456789", 4) == std::string::npos;
    return mate ? "mate" : theme;
}

namespace {

// A positive integer, the whole field.
bool parse_positive(const std::string& text, int& value) {
    if (text.empty() || text[0] == '+') return false;  // digits only
    const std::optional<int64_t> n = parse_int(text, 1, 999999999);
    if (n) value = int(*n);
    return n.has_value();
}

}  // namespace

bool read_known_puzzles(std::istream& in, KnownPuzzles& out, std::string& error) {
    out = {};
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const std::vector<std::string> f = split(line, ';');
        int id = 0;
        int grade = 0;
        if ((f.size() != 6 && f.size() != 7) || !parse_positive(f[0], id) ||
            f[1].find('/') == std::string::npos || !parse_positive(f[4], grade) || f[5].empty()) {
            error = "line " + std::to_string(number) + ": not a puzzle line";
            return false;
        }
        if (!out.boards.insert(puzzle_board_key(f[1])).second) {
            error = "line " + std::to_string(number) + ": the position of an earlier puzzle";
            return false;
        }
        ++out.per_grade[grade];
        ++out.per_family[puzzle_theme_family(f[5])];
        if (id > out.last_id) out.last_id = id;
    }
    return true;
}

}  // namespace xq
