#include "render/diagram/game_scenes.h"

namespace xq {

DiagramScene scene_of(const Position& pos, Move last_move) {
    DiagramScene scene;
    for (Square sq = 0; sq < SQUARE_NB; ++sq) scene.pieces[size_t(sq)] = pos.piece_on(sq);
    scene.last_move = last_move;
    if (pos.in_check()) scene.check = pos.king_square(pos.side_to_move());
    return scene;
}

std::vector<DiagramScene> game_scenes(const Position& start, const std::vector<Move>& moves,
                                      size_t first, size_t last) {
    Position pos = start;
    std::vector<DiagramScene> scenes;
    Move previous = MOVE_NONE;
    for (size_t ply = 0; ply <= last && ply <= moves.size(); ++ply) {
        if (ply >= first) scenes.push_back(scene_of(pos, previous));
        if (ply == last || ply == moves.size()) break;
        pos.do_move(moves[ply]);
        previous = moves[ply];
    }
    return scenes;
}

std::vector<int> frame_delays(size_t frames, int delay_ms, int last_pause_ms) {
    std::vector<int> delays(frames, delay_ms);
    if (!delays.empty()) delays.back() = last_pause_ms;
    return delays;
}

}  // namespace xq
