#include "puzzle_extend.h"

#include <cstdlib>
#include <vector>

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

std::vector<std::string> split_fields(const std::string& line) {
    std::vector<std::string> fields;
    size_t start = 0;
    for (;;) {
        const size_t semi = line.find(';', start);
        fields.push_back(line.substr(start, semi - start));
        if (semi == std::string::npos) return fields;
        start = semi + 1;
    }
}

// A positive integer, the whole field.
bool parse_positive(const std::string& text, int& value) {
    if (text.empty() || text.size() > 9) return false;
    for (char c : text)
        if (c < '0' || c > '9') return false;
    value = std::atoi(text.c_str());
    return value > 0;
}

}  // namespace

bool read_known_puzzles(std::istream& in, KnownPuzzles& out, std::string& error) {
    out = {};
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const std::vector<std::string> f = split_fields(line);
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
