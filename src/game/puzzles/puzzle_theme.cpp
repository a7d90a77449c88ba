#include "game/puzzles/puzzle_theme.h"

#include <algorithm>

namespace xq {

PuzzleTheme puzzle_theme(const Puzzle& p) {
    if (p.mate_in()) return PuzzleTheme::MATE;
    if (p.theme == "material") return PuzzleTheme::MATERIAL;
    if (p.theme == "defence") return PuzzleTheme::DEFENCE;
    if (p.theme == "endgame") return PuzzleTheme::ENDGAME;
    return PuzzleTheme::ADVANTAGE;
}

bool has_theme(const Puzzle& p, PuzzleTheme t) {
    return t == PuzzleTheme::ANY || puzzle_theme(p) == t;
}

int count_with_theme(const std::vector<Puzzle>& set, PuzzleTheme t) {
    return int(
        std::count_if(set.begin(), set.end(), [t](const Puzzle& p) { return has_theme(p, t); }));
}

const char* theme_key(PuzzleTheme t) {
    switch (t) {
        case PuzzleTheme::MATE:
            return "mate";
        case PuzzleTheme::MATERIAL:
            return "material";
        case PuzzleTheme::ADVANTAGE:
            return "advantage";
        case PuzzleTheme::DEFENCE:
            return "defence";
        case PuzzleTheme::ENDGAME:
            return "endgame";
        case PuzzleTheme::ANY:
            break;
    }
    return "any";
}

bool theme_from_key(const std::string& key, PuzzleTheme& out) {
    for (PuzzleTheme t : PUZZLE_THEMES) {
        if (key != theme_key(t)) continue;
        out = t;
        return true;
    }
    return false;
}

}  // namespace xq
