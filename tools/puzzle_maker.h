// The making of one puzzle from one position (docs/puzzles.md, "How a puzzle is found"): a
// cheap MultiPV search for one only move, a deeper one that confirms it, the solution line, the
// measured grade and the theme. Shared by tools/make_puzzles.cpp (self-play positions),
// tools/make_real_puzzles.cpp (game files and studies) and their tests.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine.h"
#include "puzzle_grade.h"

namespace xq {

struct PuzzleMakerOptions {
    int quick_depth = 6;  // the first, cheap MultiPV 2 search
    int confirm_depth = 10;
    double winning = 0.80;  // the key move's win chance must reach this (about +505 cp)
    double gap = 0.30;      // best minus second best, in win chance
};

struct PuzzleCandidate {
    std::string fen;
    Square blunder_to = SQ_NONE;  // where a random blunder went (make_puzzles --blunders 1)
};

struct PuzzleLine {
    Score score;
    Move move = MOVE_NONE;
    std::vector<Move> pv;
};

// The per-depth lines of one search.
struct PuzzleSearch {
    std::map<int, std::map<int, PuzzleLine>> by_depth;  // depth -> multipv -> line
    std::map<int, uint64_t> nodes;                      // depth -> nodes searched up to it
    BestMoveInfo best;                                  // the search's final answer
    const std::map<int, PuzzleLine>& last() const { return by_depth.rbegin()->second; }
};

// Fixed-depth searches on one thread, each after clearing the hash table, so that a result does
// not depend on what was searched before.
class PuzzleSearcher {
  public:
    explicit PuzzleSearcher(int hash_mb = 16);
    // `fresh` false keeps the hash table of the searches before: for the positions of one game
    // in turn, whose result then depends on the game only.
    PuzzleSearch search(const std::string& fen, const std::vector<Move>& moves, int depth,
                        int lines, bool fresh = true);
    // The hand-made evaluation instead of the shipped network (the engine's default).
    void use_hand_made_evaluation() { engine_.set_use_nnue(false); }

  private:
    Engine engine_;
    PuzzleSearch result_;
};

struct MadeStep {
    std::vector<Move> accepted;  // the main move first
    Move reply = MOVE_NONE;      // the opponent's best reply (none after the last step)
};

struct MadePuzzle {
    std::string fen;
    std::vector<MadeStep> steps;
    PuzzleMeasure measure;
    int grade = 0;
    int mate = 0;  // mate in N, 0 when not a mate
    std::string theme;
};

// The solution field of a puzzle line: "h7h0/h7h1 e9e8 h0h9".
std::string solution_text(const MadePuzzle& p);
// "id;FEN;solution;rating;grade;theme" (docs/puzzles.md), without a line end.
std::string puzzle_line(int id, const MadePuzzle& p);
// The measures behind the grade, one line for the log.
std::string measure_text(int id, const MadePuzzle& p);

class PuzzleMaker {
  public:
    explicit PuzzleMaker(const PuzzleMakerOptions& o) : o_(o) {}

    // A puzzle from this position, or none, with the reason in `why` ("quick", "confirm",
    // "recapture", ...) for the statistics.
    bool make(const PuzzleCandidate& c, MadePuzzle& out, std::string& why);

    // The grades ("grade 1") and themes ("mate", "defence") that take no more puzzles: such a
    // candidate is dropped before the deep search when the quick one already shows it.
    void set_full(std::set<std::string> full) { full_ = std::move(full); }

  private:
    int decoys(const std::string& fen, const std::vector<Move>& key_moves);

    PuzzleMakerOptions o_;
    PuzzleSearcher searcher_;
    std::set<std::string> full_;
};

}  // namespace xq
