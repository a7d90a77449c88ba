// Which sound an event of the game makes: a pure function of the game, so the tests check it
// without an audio device. The App plays what the controller reports (src/app/audio.h).
#pragma once

#include "game/game.h"

namespace xq {

enum class Sound : uint8_t { MOVE, CAPTURE, CHECK, GAME_END, ILLEGAL, CLOCK_WARNING };
constexpr int SOUND_COUNT = 6;
// The file in assets/sounds/ for each Sound.
const char* sound_file(Sound s);

// The one sound of the move that led to the game's current ply: the end of the game outranks
// check, check outranks a capture.
Sound sound_for_move(const Game& after);

}  // namespace xq
