// Self-play data generation for evaluation tuning and network training.
//
// Game i of a seed depends only on (seed, i) and the options: its random start and every search
// (a fixed node budget, one search thread, a fresh hash table) are reproducible, so any number of
// threads, and any number of interruptions, give the same bytes. Games are written in index
// order; a state file beside the output records how far the output is valid, so a restart
// truncates a half-written game and continues with the next index. docs/tuning.md has the recipe.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

namespace xq {

class Engine;

struct SelfplayOptions {
    uint64_t seed = 1;
    uint64_t first_game = 0;  // the run plays games [first_game, first_game + games)
    uint64_t games = 100;
    uint64_t nodes = 12000;  // per move
    int threads = 1;         // games played at once, each with its own single-threaded engine
    int hash_mb = 16;
    int min_random_plies = 8, max_random_plies = 11;
    int max_start_score = 250;  // cp: random starts scored beyond this are replaced
    int adjudicate_score = 2000, adjudicate_plies = 6;
    int max_plies = 300;  // game length (after the random start) ruled a draw
    // The evaluation that plays: empty for the engine's default (the shipped network, else the
    // hand-made one), "hce" for the hand-made one, otherwise a network file. So a round of the
    // self-play loop can name its generator instead of needing the build that ships it.
    std::string eval;
};

// One game: its output lines ("FEN;result;score\n" per quiet position), result for Red.
struct SelfplayGame {
    std::string lines;
    double result = 0.5;
    int plies = 0;
    int positions = 0;
    bool aborted = false;  // `stop` was raised during the game
};

// Plays game `index` on `engine` (which must run one search thread). Pure in (options, index).
SelfplayGame play_selfplay_game(Engine& engine, const SelfplayOptions& options, uint64_t index,
                                const std::atomic<bool>* stop = nullptr);

struct SelfplayProgress {
    uint64_t games_written = 0;  // in this run
    uint64_t positions_written = 0;
    uint64_t next_game = 0;  // the index the output continues with
    double seconds = 0;
};

struct SelfplayRun {
    bool ok = false;
    std::string error;
    bool finished = false;  // the whole range is in the output
    SelfplayProgress progress;
};

// Plays the range into `out_path` (appending; `out_path`.state records the ranges and valid
// length). Resumes a range the state lists as unfinished; refuses options or ranges that
// contradict the state. `stop` ends the run after the games already written; `on_game` is called
// after each game is written (on the calling thread).
SelfplayRun run_selfplay(const SelfplayOptions& options, const std::string& out_path,
                         std::atomic<bool>* stop = nullptr,
                         const std::function<void(const SelfplayProgress&)>& on_game = {});

}  // namespace xq
