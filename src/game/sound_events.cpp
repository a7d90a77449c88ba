#include "game/sound_events.h"

namespace xq {

const char* sound_file(Sound s) {
    switch (s) {
        case Sound::MOVE:
            return "move.wav";
        case Sound::CAPTURE:
            return "capture.wav";
        case Sound::CHECK:
            return "check.wav";
        case Sound::GAME_END:
            return "game_end.wav";
        case Sound::ILLEGAL:
            return "illegal.wav";
        case Sound::CLOCK_WARNING:
            return "clock_warning.wav";
    }
    return "move.wav";
}

Sound sound_for_move(const Game& after) {
    if (after.over()) return Sound::GAME_END;
    if (after.position().in_check()) return Sound::CHECK;
    if (after.last_captured() != NO_PIECE) return Sound::CAPTURE;
    return Sound::MOVE;
}

}  // namespace xq
