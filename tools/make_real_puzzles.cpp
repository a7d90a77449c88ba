// Makes puzzles from real Xiangqi: the studies and the master games of a game-file collection
// laid out as the Chinese Chess Practical Dataset (docs/puzzles.md, "Real puzzles"). Each
// position is made a puzzle, or not, by the same test as make_puzzles (puzzle_maker.h); each
// puzzle line carries its source as a seventh field.
//   cmake --build build --target make_real_puzzles
//   build/make_real_puzzles --dataset DIR --games 3000 > verified.txt        (every puzzle)
//   build/make_real_puzzles --select verified.txt --first-id 2001 > real.txt  (the share cap)
// Studies (a FEN and its solution): the starting position and every position of the solution
// where the winning side (the side to move when the result is not decided) is to move. Master
// games: a shallow search of every position; where the score of the side to move jumps to a
// win after the opponent's move (a blunder), the position is a candidate. Same input and
// arguments give the same output: files are read in name order, games sampled by a seeded RNG,
// every search is to a fixed depth on one thread after clearing the hash table.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/read_game_file.h"
#include "game/puzzles/puzzle_source.h"
#include "puzzle_extend.h"
#include "puzzle_maker.h"
#include "puzzle_maker_cli.h"
#include "search/win_chance.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

struct Options {
    std::string dataset;             // the folder holding the collections' folders
    std::vector<std::string> kinds;  // the collections read (puzzle_source.h), default all
    int games = 2000;                // master games looked at, a seeded sample
    bool losing_side = false;        // studies: the positions of the side that loses instead
    int games_from = 0;            // the sample starts this far into the seeded order of the games
    uint64_t seed = 1;             // the sample of games
    int scan_depth = 4;            // the shallow search of every position of a game
    int max_candidates = INT_MAX;  // stop after this many candidates tried
    std::vector<std::string> extend;  // puzzle files whose positions are not made again
    std::string resume;               // the output of a stopped run: go on after its last puzzle
    PuzzleMakerOptions maker;         // depths and thresholds, as make_puzzles
    std::string select;               // --select: a file of verified puzzles to cap
    bool recheck = true;  // --select: the key move confirmed by a one-line search as well
    double share = 0.30;  // --select: the most puzzles one grade may have
    int first_id = 2001;  // --select: the id of the first puzzle written
};

// The collections of the Chinese Chess Practical Dataset, by their folders (Big5 names as the
// dataset has them); the master games are scanned for blunders, the others are studies.
struct PuzzleCollection {
    std::string kind;
    std::string folder;
    bool games = false;
};

const std::vector<PuzzleCollection>& puzzle_collections() {
    static const std::vector<PuzzleCollection> list = {{"mate", "殺局_殺法_練習題", false},
                                                       {"tactics", "全盤戰術", false},
                                                       {"middlegame", "中局", false},
                                                       {"endgame", "殘局", false},
                                                       {"game", "對局", true}};
    return list;
}

struct RealCandidate {
    PuzzleCandidate position;
    PuzzleSource source;
};

std::string file_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The game files of a collection's folder, in name order.
std::vector<fs::path> files_of(const fs::path& folder) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file()) out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

// The full-move number of a FEN (its last field), 1 when it has none.
int move_number(const std::string& fen) {
    const size_t space = fen.rfind(' ');
    if (space == std::string::npos) return 1;
    return int(parse_int(trim(fen.substr(space + 1)), 1, 100000).value_or(1));
}

PuzzleSource source_of(const GameRecord& r, const std::string& kind, const std::string& file) {
    PuzzleSource s;
    s.collection = "CCPD";
    s.kind = kind;
    s.file = file;
    s.red = r.tag("Red");
    s.black = r.tag("Black");
    s.event = r.tag("Event");
    s.year = puzzle_source_year(r.tag("Date"), s.event);
    return s;
}

// A study: its starting position and the positions of its solution where the winning side is
// to move; or (losing_side) the other positions of the solution, where the side that loses has
// a defence to find or the winner's slip to punish.
void study_candidates(const GameRecord& r, const PuzzleSource& source, bool losing_side,
                      std::vector<RealCandidate>& out) {
    Position pos;
    if (!pos.set_fen(r.start_fen)) return;
    Color solver = pos.side_to_move();
    if (r.result == RESULT_RED_WINS) solver = RED;
    if (r.result == RESULT_BLACK_WINS) solver = BLACK;
    auto add = [&] {
        RealCandidate c;
        c.position.fen = pos.fen();
        c.source = source;
        c.source.move = move_number(c.position.fen);
        out.push_back(std::move(c));
    };
    if (!losing_side) add();
    const std::vector<Move> moves = r.moves();
    for (size_t i = 0; i < moves.size(); ++i) {
        pos.do_move(moves[i]);
        if (i + 1 < moves.size() && (pos.side_to_move() == solver) != losing_side) add();
    }
}

// A master game: the positions where the side to move wins after the opponent's move and did
// not before it (by a shallow search of every position).
void blunder_candidates(const GameRecord& r, const PuzzleSource& source, const Options& o,
                        PuzzleSearcher& scanner, std::vector<RealCandidate>& out) {
    Position pos;
    if (!pos.set_fen(r.start_fen)) return;
    const std::vector<Move> moves = r.moves();
    // The win chance of the side to move in each position, by the shallow search.
    std::vector<double> chance;
    std::vector<std::string> fens;
    for (size_t i = 0; i <= moves.size(); ++i) {
        const std::string fen = pos.fen();
        const PuzzleSearch s = scanner.search(fen, {}, o.scan_depth, 1, i == 0);
        chance.push_back(s.by_depth.empty() ? 0.5 : win_chance(s.last().begin()->second.score));
        fens.push_back(fen);
        if (i < moves.size()) pos.do_move(moves[i]);
    }
    for (size_t i = 1; i < fens.size(); ++i) {
        const double before = 1.0 - chance[i - 1];  // the side now to move, before the move
        if (chance[i] >= o.maker.winning && chance[i] - before >= o.maker.gap) {
            RealCandidate c;
            c.position.fen = fens[i];
            c.source = source;
            c.source.move = move_number(fens[i]);
            out.push_back(std::move(c));
        }
    }
}

// The candidates of every collection asked for, file by file to `take` (so that a stopped run
// keeps the puzzles made so far), de-duplicated by position (the first source keeps it) and
// without the positions of the files extended. Returns how many there were.
size_t read_candidates(const Options& o, std::set<std::string> seen,
                       const std::function<void(const RealCandidate&)>& take) {
    size_t count = 0;
    PuzzleSearcher scanner(1);
    for (const PuzzleCollection& col : puzzle_collections()) {
        if (!o.kinds.empty() &&
            std::find(o.kinds.begin(), o.kinds.end(), col.kind) == o.kinds.end())
            continue;
        std::vector<fs::path> files = files_of(fs::path(o.dataset) / fs::u8path(col.folder));
        if (col.games) {
            std::mt19937_64 rng(o.seed);
            for (size_t i = files.size(); i > 1; --i) std::swap(files[i - 1], files[rng() % i]);
            const size_t from = std::min(files.size(), size_t(o.games_from));
            files.erase(files.begin(), files.begin() + std::ptrdiff_t(from));
            files.resize(std::min(files.size(), size_t(o.games)));
            std::sort(files.begin(), files.end());
        }
        size_t unread = 0;
        const size_t before = count;
        for (const fs::path& path : files) {
            const PgnReadResult r = read_game_file(file_bytes(path));
            if (!r) {
                ++unread;
                continue;
            }
            // The path in the dataset: the master games are in folders by player and event.
            const std::string name = path.lexically_relative(fs::path(o.dataset)).generic_string();
            const PuzzleSource source = source_of(r.record, col.kind, name);
            std::vector<RealCandidate> found;
            if (col.games)
                blunder_candidates(r.record, source, o, scanner, found);
            else
                study_candidates(r.record, source, o.losing_side, found);
            for (const RealCandidate& c : found)
                if (seen.insert(puzzle_board_key(c.position.fen)).second) {
                    ++count;
                    take(c);
                }
        }
        std::fprintf(stderr, "make_real_puzzles: %s: %zu files (%zu unread), %zu candidates\n",
                     col.kind.c_str(), files.size(), unread, count - before);
    }
    return count;
}

// The FEN and the id of the last puzzle of a file, "" when it has none.
std::string last_puzzle(const std::string& path, int& id) {
    std::ifstream in(path, std::ios::binary);
    std::string fen;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        const size_t a = line.find(';'), b = line.find(';', a + 1);
        fen = line.substr(a + 1, b - a - 1);
        id = int(parse_int(line.substr(0, a), 0, INT32_MAX).value_or(0));
    }
    return fen;
}

// The puzzles of the --extend files, whose positions are not made again.
bool read_extended(const Options& o, KnownPuzzles& known) {
    for (const std::string& path : o.extend) {
        std::ifstream in(path, std::ios::binary);
        std::string error = "cannot read the file";
        KnownPuzzles file;
        if (!in || !read_known_puzzles(in, file, error)) {
            std::fprintf(stderr, "make_real_puzzles: %s: %s\n", path.c_str(), error.c_str());
            return false;
        }
        known.boards.insert(file.boards.begin(), file.boards.end());
        for (const auto& [grade, n] : file.per_grade) known.per_grade[grade] += n;
        known.last_id = std::max(known.last_id, file.last_id);
    }
    return true;
}

int make(const Options& o) {
    KnownPuzzles known;
    if (!read_extended(o, known)) return 1;
    // A stopped run of the same arguments made the candidates up to its last puzzle: go on
    // after that one (same order: the candidates do not depend on the puzzles made).
    int made = 0;
    std::string resume_after = o.resume.empty() ? "" : last_puzzle(o.resume, made);
    if (!o.resume.empty() && resume_after.empty()) {
        std::fprintf(stderr, "make_real_puzzles: --resume %s: no puzzle in it\n", o.resume.c_str());
        return 1;
    }
    std::printf(
        "# Xiangqi puzzles made by tools/make_real_puzzles.cpp (format: docs/puzzles.md)\n");
    std::printf(
        "# --games %d --games-from %d --seed %llu --scan-depth %d --quick-depth %d "
        "--confirm-depth %d --winning %g --gap %g\n",
        o.games, o.games_from, (unsigned long long)o.seed, o.scan_depth, o.maker.quick_depth,
        o.maker.confirm_depth, o.maker.winning, o.maker.gap);
    std::fflush(stdout);
    PuzzleMaker maker(o.maker);
    std::map<std::string, int> rejected;
    std::map<std::string, int> made_per_kind;
    size_t tried = 0;
    const size_t candidates = read_candidates(o, known.boards, [&](const RealCandidate& c) {
        if (!resume_after.empty()) {
            if (c.position.fen == resume_after) resume_after.clear();
            return;
        }
        if (int(tried) >= o.max_candidates) return;
        ++tried;
        MadePuzzle p;
        std::string why;
        if (!maker.make(c.position, p, why)) {
            ++rejected[c.source.kind + " " + why];
            return;
        }
        ++made;
        ++made_per_kind[c.source.kind];
        std::printf("%s;%s\n", puzzle_line(made, p).c_str(),
                    format_puzzle_source(c.source).c_str());
        std::fflush(stdout);
        std::fprintf(stderr, "make_real_puzzles: %s %s\n", measure_text(made, p).c_str(),
                     c.source.kind.c_str());
    });
    if (!resume_after.empty()) {
        std::fprintf(stderr, "make_real_puzzles: --resume %s: its last puzzle is not a candidate\n",
                     o.resume.c_str());
        return 1;
    }
    std::fprintf(stderr, "make_real_puzzles: %d puzzles from %zu of %zu candidates;", made, tried,
                 candidates);
    for (const auto& [kind, n] : made_per_kind) std::fprintf(stderr, " %s %d", kind.c_str(), n);
    std::fprintf(stderr, "\nmake_real_puzzles: rejected:");
    for (const auto& [why, n] : rejected) std::fprintf(stderr, " %s %d;", why.c_str(), n);
    std::fprintf(stderr, "\n");
    return 0;
}

std::vector<std::string> split(const std::string& line, char sep) {
    std::vector<std::string> fields;
    std::stringstream s(line);
    for (std::string f; std::getline(s, f, sep);) fields.push_back(f);
    if (!line.empty() && line.back() == sep) fields.emplace_back();
    return fields;
}

// --select: the verified puzzles (one per position), at most `share` of them of one grade,
// renumbered from first_id. Where a grade has too many, those kept are spread over the collections
// in proportion (the n-th of a collection's puzzles of the grade ranks n / its count). With
// --extend, a position of those files is left out, the share holds over them and the new puzzles
// together, and the ids go on after theirs.
int select(const Options& o) {
    KnownPuzzles known;
    if (!read_extended(o, known)) return 1;
    std::ifstream in(o.select, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "make_real_puzzles: %s: cannot read the file\n", o.select.c_str());
        return 1;
    }
    struct Entry {
        std::vector<std::string> fields;
        int grade = 0;
        std::string kind;
        double rank = 0;
    };
    std::vector<Entry> entries;
    std::set<std::string> boards;
    int duplicates = 0, unnamed = 0, extended = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        Entry e;
        e.fields = split(line, ';');
        PuzzleSource s;
        if (e.fields.size() != 7 || !parse_puzzle_source(e.fields[6], s)) {
            std::fprintf(stderr, "make_real_puzzles: %s: not a puzzle line with a source: %s\n",
                         o.select.c_str(), line.c_str());
            return 1;
        }
        if (known.boards.count(puzzle_board_key(e.fields[1]))) {
            ++extended;
            continue;
        }
        // The same position from two runs (studies, games) is one puzzle: the first.
        if (!boards.insert(puzzle_board_key(e.fields[1])).second) {
            ++duplicates;
            continue;
        }
        // A year the event holds (as a date such as 20040707) where the date tag has none.
        if (s.year.empty()) {
            s.year = puzzle_source_year("", s.event);
            e.fields[6] = format_puzzle_source(s);
        }
        // A master game's puzzle names its players and year: a record without them is left out.
        if (s.kind == "game" && (s.red.empty() || s.black.empty() || s.year.size() != 4)) {
            ++unnamed;
            continue;
        }
        e.grade = int(parse_int(trim(e.fields[4]), 0, 100).value_or(0));
        e.kind = s.kind;
        entries.push_back(std::move(e));
    }
    // The key move confirmed once more as the game's test confirms the shipped set
    // (tests/game/test_puzzles.cpp): one line at the confirming depth, an 8 MB hash, the
    // hand-made evaluation (the generator searches with the engine's default, the network), the
    // winning
    // (defence: holding) score; a search with one line instead of four can see another move or
    // a lower score.
    int unconfirmed = 0;
    if (o.recheck) {
        std::vector<Entry> confirmed;
        for (Entry& e : entries) {
            // A new engine for each: nothing of an earlier search (the hash table, the move
            // ordering's tables) changes the result, as in the test.
            PuzzleSearcher searcher(8);
            searcher.use_hand_made_evaluation();  // as the test searches
            const PuzzleSearch s = searcher.search(e.fields[1], {}, o.maker.confirm_depth, 1);
            const std::string first = e.fields[2].substr(0, e.fields[2].find(' '));
            bool ok = s.best.best != MOVE_NONE;
            if (ok) {
                const BestMoveInfo& best = s.best;
                const std::string best_move = move_to_iccs(best.best);
                const bool accepted =
                    ("/" + first + "/").find("/" + best_move + "/") != std::string::npos;
                // The generator's own thresholds, above the test's (0.75, 0.35).
                const double least = e.fields[5] == "defence" ? 0.40 : o.maker.winning;
                ok = accepted && win_chance(best.score) >= least;
            }
            if (ok)
                confirmed.push_back(std::move(e));
            else
                ++unconfirmed;
        }
        entries = std::move(confirmed);
    }
    std::map<int, std::vector<Entry*>> by_grade;
    for (Entry& e : entries) by_grade[e.grade].push_back(&e);
    for (auto& [grade, list] : by_grade) {
        std::map<std::string, int> total, seen;
        for (const Entry* e : list) ++total[e->kind];
        for (Entry* e : list) e->rank = double(seen[e->kind]++) / total[e->kind];
        std::stable_sort(list.begin(), list.end(),
                         [](const Entry* a, const Entry* b) { return a->rank < b->rank; });
    }
    // Per grade, the puzzles of the extended files; then the new ones a grade keeps under a cap
    // of `k` puzzles a grade, theirs included.
    std::map<int, size_t> had;
    for (const auto& [grade, n] : known.per_grade) had[grade] = size_t(n);
    for (const auto& [grade, list] : by_grade) had.emplace(grade, 0);
    auto taken = [&](int grade, size_t k) {
        const auto fresh = by_grade.find(grade);
        const size_t available = fresh == by_grade.end() ? 0 : fresh->second.size();
        return k > had[grade] ? std::min(k - had[grade], available) : size_t(0);
    };
    // The largest cap whose set keeps every grade within the share.
    size_t cap = 0, most = entries.size();
    for (const auto& [grade, n] : had) most += n;
    for (size_t k = 1; k <= most; ++k) {
        size_t total = 0, largest = 0;
        for (const auto& [grade, before] : had) {
            const size_t n = before + taken(grade, k);
            total += n;
            largest = std::max(largest, n);
        }
        if (double(largest) > o.share * double(total) + 1e-9) break;
        cap = k;
    }
    std::set<const Entry*> kept;
    std::map<std::string, int> dropped;
    for (const auto& [grade, list] : by_grade)
        for (size_t i = 0; i < list.size(); ++i) {
            if (i < taken(grade, cap))
                kept.insert(list[i]);
            else
                ++dropped[list[i]->kind];
        }
    std::printf(
        "# Xiangqi puzzles from real games and studies, made by tools/make_real_puzzles.cpp\n"
        "# (format and sources: docs/puzzles.md; the positions: the Chinese Chess\n"
        "# Practical Dataset, CC BY 4.0, docs/credits.md)\n");
    int id = std::max(o.first_id, known.last_id + 1);
    for (const Entry& e : entries) {
        if (!kept.count(&e)) continue;
        std::vector<std::string> f = e.fields;
        f[0] = std::to_string(id++);
        std::string line;
        for (size_t i = 0; i < f.size(); ++i) line += (i ? ";" : "") + f[i];
        std::printf("%s\n", line.c_str());
    }
    std::fprintf(stderr,
                 "make_real_puzzles: %zu verified (%d more were duplicates, %d in the extended "
                 "files, %d from games without players or year, %d not confirmed again), %zu "
                 "kept (at most %zu a grade);",
                 entries.size(), duplicates, extended, unnamed, unconfirmed, kept.size(), cap);
    for (const auto& [kind, n] : dropped)
        std::fprintf(stderr, " %s %d dropped for the grade share;", kind.c_str(), n);
    std::fprintf(stderr, "\n");
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_real_puzzles",
        "make_real_puzzles: puzzles from the studies and master games of a collection laid out "
        "as the Chinese Chess Practical Dataset (--dataset), or the share cap on such puzzles "
        "(--select); written to stdout (docs/puzzles.md).",
        [&](CLI::App& cli) {
            cli.option_defaults()->always_capture_default();
            cli.add_option("--dataset", o.dataset, "the folder of the collections' folders");
            cli.add_option("--kinds", o.kinds,
                           "the collections read: mate, tactics, middlegame, endgame, game "
                           "(default all)")
                ->delimiter(',');
            cli.add_option("--games", o.games, "master games looked at (a seeded sample)")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--seed", o.seed, "the seed of the sample of games");
            cli.add_option("--losing-side", o.losing_side,
                           "1: the studies' positions where the losing side is to move, instead "
                           "of the start and the winning side's")
                ->check(CLI::Range(0, 1));
            cli.add_option("--games-from", o.games_from,
                           "the sample starts this far into the seeded order of the games (runs "
                           "of the same seed take parts that do not overlap)")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--scan-depth", o.scan_depth,
                           "depth of the search of every position of a game")
                ->check(CLI::Range(1, 64));
            cli.add_option("--max-candidates", o.max_candidates,
                           "stop after this many candidates tried")
                ->check(check_non_negative, "NONNEGATIVE");
            add_puzzle_maker_options(cli, o.maker);
            cli.add_option("--extend", o.extend,
                           "a puzzle file whose positions are not made again (repeatable); with "
                           "--select, the set the new puzzles join")
                ->take_all();
            cli.add_option("--resume", o.resume,
                           "the output of a stopped run with the same arguments: go on after its "
                           "last puzzle (write to another file)");
            cli.add_option("--select", o.select,
                           "a file of this tool's puzzles: write them with the grade share cap");
            cli.add_option("--recheck", o.recheck,
                           "with --select: 1 confirms every key move again by a search of one "
                           "line (as the game's test does)")
                ->check(CLI::Range(0, 1));
            cli.add_option("--share", o.share, "with --select: the most of the set one grade has")
                ->check(CLI::Range(0.2, 1.0));
            cli.add_option("--first-id", o.first_id, "with --select: the id of the first puzzle")
                ->check(CLI::Range(1, 99999));
        });
    if (command_line.exit_code) return *command_line.exit_code;
    if (!o.select.empty()) return select(o);
    if (o.dataset.empty()) {
        std::fprintf(stderr, "make_real_puzzles: --dataset or --select is needed\n");
        return 2;
    }
    return make(o);
}
