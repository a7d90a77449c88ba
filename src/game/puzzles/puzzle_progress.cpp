#include "game/puzzles/puzzle_progress.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>

#include "game/files/id_lines.h"
#include "game/files/key_value_reader.h"
#include "game/files/state_text.h"
#include "game/files/storage.h"
#include "game/puzzles/puzzle_session.h"
#include "game/text/message.h"
#include "util/text.h"

namespace xq {

void PuzzleProgress::record(const Puzzle& p, double score) {
    rating = updated_puzzle_rating(rating, p.rating, score);
    if (score >= 1) {
        solved.insert(p.id);
        helped.erase(p.id);
        failed.erase(p.id);
    } else if (score > 0 && !solved.count(p.id)) {
        helped.insert(p.id);
        failed.erase(p.id);
    } else if (!solved.count(p.id) && !helped.count(p.id)) {
        failed.insert(p.id);
    }
}

const Puzzle* PuzzleProgress::next(const std::vector<Puzzle>& set, int after,
                                   const std::set<int>& passed) const {
    const Puzzle* best = nullptr;
    const bool others = count_with_theme(set, theme) > 1;
    // Passes: not yet counted, then failed, each first without the passed puzzles; then any.
    struct Pass {
        int kind;  // 0 not yet counted, 1 failed, 2 any
        bool with_passed;
    };
    constexpr Pass PASSES[] = {{0, false}, {1, false}, {0, true}, {1, true}, {2, true}};
    for (const Pass& pass : PASSES) {
        if (best) break;
        for (const Puzzle& p : set) {
            if (!has_theme(p, theme)) continue;
            if (p.id == after && others) continue;
            if (!pass.with_passed && passed.count(p.id)) continue;
            const bool counted = solved.count(p.id) || helped.count(p.id) || failed.count(p.id);
            if (pass.kind == 0 && counted) continue;
            if (pass.kind == 1 && !failed.count(p.id)) continue;
            if (!best || std::abs(p.rating - rating) < std::abs(best->rating - rating)) best = &p;
        }
    }
    return best;
}

void PuzzleProgress::forget_unknown(const std::vector<Puzzle>& set, int first, int last) {
    std::set<int> known;
    for (const Puzzle& p : set) known.insert(p.id);
    for (std::set<int>* ids : {&solved, &helped, &failed})
        for (auto it = ids->begin(); it != ids->end();)
            it = *it >= first && *it <= last && !known.count(*it) ? ids->erase(it) : std::next(it);
}

namespace {

constexpr size_t MAX_MESSAGE = 200;  // characters of bad lines named; the rest are not named

// Puzzle ids separated by white space; an empty list is good.
bool parse_ids(const std::string& value, std::set<int>& out) {
    return parse_id_list(value, 0, out);
}

// One line's value into `out`; false for an unknown key or a bad value.
bool read_line(const KeyValueLine& line, PuzzleProgress& out) {
    const std::string& key = line.key;
    const std::string& value = line.value;
    if (key == "rating") {
        const std::optional<double> r = parse_double(value, 100, 4000);
        if (r) out.rating = *r;
        return r.has_value();
    }
    if (key == "solved") return parse_ids(value, out.solved);
    if (key == "failed") return parse_ids(value, out.failed);
    if (key == "helped") return parse_ids(value, out.helped);
    if (key == "theme") return theme_from_key(value, out.theme);
    if (key == "current") {
        std::set<int> one;
        if (!parse_ids(value, one) || one.size() > 1) return false;
        out.current = one.empty() ? 0 : *one.begin();
        return true;
    }
    return false;
}

std::string join(const std::set<int>& ids) {
    std::string out;
    for (int id : ids) out += (out.empty() ? "" : " ") + std::to_string(id);
    return out;
}

}  // namespace

bool parse_puzzle_progress(const std::string& text, PuzzleProgress& out, std::string* error) {
    const KeyValueText kv = read_key_values(text);
    std::vector<BadLine> bad = kv.bad;
    for (const KeyValueLine& line : kv.pairs)
        if (!read_line(line, out)) bad.push_back({line.number, line.text, ""});
    std::stable_sort(bad.begin(), bad.end(),
                     [](const BadLine& a, const BadLine& b) { return a.number < b.number; });
    std::string message;
    for (const BadLine& b : bad) {
        if (message.size() >= MAX_MESSAGE) break;
        message += (message.empty() ? "" : "\n") + ("line " + std::to_string(b.number) + ": '" +
                                                    printable_excerpt(b.text, 60) + "'");
    }
    if (error) *error = message;
    return message.empty();
}

std::string format_puzzle_progress(const PuzzleProgress& p) {
    char rating[32];
    std::snprintf(rating, sizeof rating, "%.1f", p.rating);
    return std::string("# Xiangqi puzzle progress\nrating = ") + rating +
           "\nsolved = " + join(p.solved) + "\nhelped = " + join(p.helped) +
           "\nfailed = " + join(p.failed) +
           "\ncurrent = " + (p.current ? std::to_string(p.current) : "") +
           "\ntheme = " + theme_key(p.theme) + "\n";
}

bool load_puzzle_progress(const std::string& dir, PuzzleProgress& out, std::string* error) {
    return load_state_text(
        dir + PUZZLE_PROGRESS_FILE,
        [&](const std::string& text, std::string* why) {
            return parse_puzzle_progress(text, out, why);
        },
        error);
}

bool save_puzzle_progress(const std::string& dir, const PuzzleProgress& p, std::string* error) {
    if (dir.empty()) return true;  // the state is not saved (no usable folder)
    return write_file_atomic(dir + PUZZLE_PROGRESS_FILE, format_puzzle_progress(p), error);
}

}  // namespace xq
