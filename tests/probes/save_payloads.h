// The files the save probe (save_under_kill.cpp) writes, as a function of a version number, so
// that the kill test can tell a whole file of one version from a mix of two: after a kill each
// file must be exactly the payload of the version it names, and no older than before.
#pragma once

#include <string>

#include "game/endgames/endgame_progress.h"
#include "game/files/game_file.h"
#include "game/game.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/settings.h"
#include "game/tournament/tournament_pgn.h"
#include "game/tournament/tournament_state.h"
#include "test_moves.h"

namespace xq::test::payload {

// Versions grow with the writing; the sizes grow with them, so a file cut short or made of an
// old head and a new tail cannot pass for a whole one.
inline Settings settings(int v) {
    Settings s;
    s.player_name = "Player " + std::to_string(v);
    for (int i = 0; i < v % 8; ++i)
        s.recent_files.push_back("/games/" + std::string(size_t(10 + unsigned(v) % 50u), 'x') +
                                 ".pgn");
    return s;
}

inline PuzzleProgress puzzles(int v) {
    PuzzleProgress p;
    p.current = v;
    for (int id = 1; id <= v % 300; ++id) (id % 3 ? p.solved : p.failed).insert(id);
    return p;
}

inline EndgameProgress endgames(int v) {
    EndgameProgress p;
    p.solved.insert(v);
    for (int id = 1; id <= v % 120; ++id) p.solved.insert(id);
    return p;
}

inline TournamentRecord tournament(int v) {
    TournamentRecord t;
    t.setup.entrants = {Entrant{10, std::nullopt}, Entrant{1, std::nullopt}};
    t.event = "Kill test " + std::to_string(v) + std::string(size_t(unsigned(v) % 40u), '.');
    t.pgn_path = "games.pgn";
    return t;
}

// One game of the tournament's collection, appended at each version.
inline std::string collection_game(int v) {
    Game g;
    for (const char* m : {"h2e2", "h9g7", "b0c2", "b9c7"}) g.play(mv(m));
    g.set_tag("Event", "Kill test " + std::to_string(v));
    return game_to_pgn(g);
}

}  // namespace xq::test::payload
