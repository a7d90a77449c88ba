#include "game/puzzles/puzzle_progress.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "game/files/storage.h"
#include "game/puzzles/puzzle_session.h"
#include "game/text/message.h"

namespace xq {

void PuzzleProgress::record(const Puzzle& p, double score) {
    rating = updated_puzzle_rating(rating, p.rating, score);
    if (score >= 1) {
        solved.insert(p.id);
        failed.erase(p.id);
    } else if (!solved.count(p.id)) {
        failed.insert(p.id);
    }
}

const Puzzle* PuzzleProgress::next(const std::vector<Puzzle>& set, int after) const {
    const Puzzle* best = nullptr;
    for (int pass = 0; pass < 3 && !best; ++pass) {
        for (const Puzzle& p : set) {
            if (p.id == after && set.size() > 1) continue;
            const bool counted = solved.count(p.id) || failed.count(p.id);
            if (pass == 0 && counted) continue;
            if (pass == 1 && !failed.count(p.id)) continue;
            if (!best || std::abs(p.rating - rating) < std::abs(best->rating - rating)) best = &p;
        }
    }
    return best;
}

namespace {

bool parse_ids(const std::string& value, std::set<int>& out) {
    std::istringstream in(value);
    std::set<int> ids;
    for (std::string w; in >> w;) {
        if (w.empty() || w.size() > 9 || w.find_first_not_of("0123456789") != std::string::npos)
            return false;
        ids.insert(std::atoi(w.c_str()));
    }
    out = ids;
    return true;
}

std::string trim(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string::npos) return "";
    return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

std::string join(const std::set<int>& ids) {
    std::string out;
    for (int id : ids) out += (out.empty() ? "" : " ") + std::to_string(id);
    return out;
}

}  // namespace

bool parse_puzzle_progress(const std::string& text, PuzzleProgress& out, std::string* error) {
    std::string bad;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
        line = trim(line);
        if (line.empty() || line[0] == '#') continue;
        const size_t eq = line.find('=');
        const std::string key = eq == std::string::npos ? "" : trim(line.substr(0, eq));
        const std::string value = eq == std::string::npos ? "" : trim(line.substr(eq + 1));
        bool ok = false;
        if (key == "rating") {
            char* end = nullptr;
            const double r = std::strtod(value.c_str(), &end);
            ok = !value.empty() && *end == 0 && std::isfinite(r) && r >= 100 && r <= 4000;
            if (ok) out.rating = r;
        } else if (key == "solved") {
            ok = parse_ids(value, out.solved);
        } else if (key == "failed") {
            ok = parse_ids(value, out.failed);
        } else if (key == "current") {
            std::set<int> one;
            ok = parse_ids(value, one) && one.size() <= 1;
            if (ok) out.current = one.empty() ? 0 : *one.begin();
        }
        if (!ok && bad.size() < 200)
            bad += (bad.empty() ? "" : "\n") +
                   ("line " + std::to_string(number) + ": '" + printable_excerpt(line, 60) + "'");
    }
    if (error) *error = bad;
    return bad.empty();
}

std::string format_puzzle_progress(const PuzzleProgress& p) {
    char rating[32];
    std::snprintf(rating, sizeof rating, "%.1f", p.rating);
    return std::string("# Xiangqi puzzle progress\nrating = ") + rating +
           "\nsolved = " + join(p.solved) + "\nfailed = " + join(p.failed) +
           "\ncurrent = " + (p.current ? std::to_string(p.current) : "") + "\n";
}

bool load_puzzle_progress(const std::string& dir, PuzzleProgress& out, std::string* error) {
    const std::string path = dir + PUZZLE_PROGRESS_FILE;
    std::string text, err;
    bool missing = false;
    if (!read_file(path, text, &err, &missing)) {
        if (error) *error = missing ? "" : err;
        return missing;
    }
    if (parse_puzzle_progress(text, out, &err)) return true;
    std::error_code ec;
    std::filesystem::copy_file(path, path + ".bad",
                               std::filesystem::copy_options::overwrite_existing, ec);
    if (error)
        *error = path + ": lines skipped:\n" + err +
                 (ec ? "" : "\n(a copy is kept as " + path + ".bad)");
    return false;
}

bool save_puzzle_progress(const std::string& dir, const PuzzleProgress& p, std::string* error) {
    if (dir.empty()) return true;  // the state is not saved (no usable folder)
    return write_file_atomic(dir + PUZZLE_PROGRESS_FILE, format_puzzle_progress(p), error);
}

}  // namespace xq
