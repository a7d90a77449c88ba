#include "game/puzzles/own_puzzles.h"

#include <algorithm>
#include <set>

#include "game/files/storage.h"
#include "search/win_chance.h"

namespace xq {

namespace {

constexpr double WINNING = 0.80;  // as the shipped set (docs/puzzles.md)
constexpr double GAP = 0.30;

// The placement and side to move: the same position reached with other counters is the same
// puzzle.
std::string position_key(const std::string& fen) {
    const size_t space = fen.find(' ');
    return space == std::string::npos ? fen : fen.substr(0, fen.find(' ', space + 1));
}

std::string file_header() {
    return "# Puzzles from your games: positions where a better move won (docs/puzzles.md).\n"
           "# id;FEN;solution;rating;grade;theme\n";
}

}  // namespace

std::vector<Puzzle> own_puzzles_from_review(const Position& start, const std::vector<Move>& moves,
                                            const ReviewResult& review,
                                            const std::vector<PositionEval>& evals,
                                            const bool human[2]) {
    struct Found {
        double drop;
        Puzzle puzzle;
    };
    std::vector<Found> found;
    Position pos = start;
    const size_t n = std::min({moves.size(), review.moves.size(), evals.size()});
    for (size_t i = 0; i < n; ++i) {
        const MoveReview& r = review.moves[i];
        const PositionEval& e = evals[i];
        const Color mover = pos.side_to_move();
        const bool candidate = human[mover] && e.searched && !e.best_line.empty() &&
                               r.played != e.best_line.front() && r.drop >= MISTAKE_DROP &&
                               win_chance(e.best) >= WINNING &&
                               (!e.second || win_chance(*e.second) <= win_chance(e.best) - GAP);
        if (candidate && pos.is_legal(e.best_line.front())) {
            Puzzle p;
            p.fen = pos.fen();
            p.steps.push_back({{e.best_line.front()}, MOVE_NONE});
            p.grade = OWN_PUZZLE_GRADE;
            p.rating = 800 + 120 * (OWN_PUZZLE_GRADE - 1);
            p.theme = e.best.kind == Score::MATE && e.best.value == 1 ? "mate1" : "advantage";
            found.push_back({r.drop, std::move(p)});
        }
        pos.do_move(moves[i]);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Found& a, const Found& b) { return a.drop > b.drop; });
    std::vector<Puzzle> out;
    for (Found& f : found)
        if (int(out.size()) < OWN_PUZZLES_PER_GAME) out.push_back(std::move(f.puzzle));
    return out;
}

bool load_own_puzzles(const std::string& dir, std::vector<Puzzle>& out, std::string* error) {
    out.clear();
    if (error) error->clear();
    std::string text, err;
    bool missing = false;
    if (!read_file(dir + OWN_PUZZLE_FILE, text, &err, &missing)) {
        if (missing) return true;
        if (error) *error = err;
        return false;
    }
    // A file with only its header is an empty set, not an error.
    if (!parse_puzzles(text, out, &err) && !(out.empty() && err == "no puzzles in the file")) {
        if (error) *error = OWN_PUZZLE_FILE + std::string(": ") + err;
        return false;
    }
    return true;
}

int add_own_puzzles(const std::string& dir, const std::vector<Puzzle>& found, std::string* error) {
    if (error) error->clear();
    std::vector<Puzzle> set;
    std::string note;
    if (!load_own_puzzles(dir, set, &note)) {
        // A damaged file keeps its good lines; the whole of it is kept beside as .bad.
        std::string text, ignored;
        if (read_file(dir + OWN_PUZZLE_FILE, text, &ignored))
            write_file_atomic(dir + OWN_PUZZLE_FILE + ".bad", text, &ignored);
    }
    std::set<std::string> known;
    int last_id = OWN_PUZZLE_FIRST_ID - 1;
    for (const Puzzle& p : set) {
        known.insert(position_key(p.fen));
        last_id = std::max(last_id, p.id);
    }
    int added = 0;
    for (Puzzle p : found) {
        if (!known.insert(position_key(p.fen)).second) continue;
        p.id = ++last_id;
        set.push_back(std::move(p));
        ++added;
    }
    if (added == 0 && note.empty()) return 0;
    if (int(set.size()) > OWN_PUZZLES_KEPT) set.erase(set.begin(), set.end() - OWN_PUZZLES_KEPT);
    std::string text = file_header();
    for (const Puzzle& p : set) text += format_puzzle(p) + "\n";
    std::string err;
    if (!write_file_atomic(dir + OWN_PUZZLE_FILE, text, &err)) {
        if (error) *error = err;
        return -1;
    }
    if (error && !note.empty())
        *error = note + " (kept as " + OWN_PUZZLE_FILE + ".bad; the good lines are kept)";
    return added;
}

}  // namespace xq
