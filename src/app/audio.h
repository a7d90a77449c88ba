// The sound effects through SDL's own audio: the WAVs of assets/sounds/ (made by
// tools/make_sounds) converted once to the device's format, and queued when played. A new sound
// cuts the one still playing. Without an audio device (or driver) everything is silent and the
// game runs on.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <vector>

#include "game/sound_events.h"

namespace xq {

class Audio {
  public:
    Audio() = default;
    ~Audio();
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;

    // Opens the default output device and loads the sounds from `dir`. False with a message when
    // there is no device or a file is missing; play() is then silent.
    bool open(const std::string& dir, std::string* error);
    bool is_open() const { return device_ != 0; }
    // volume: 0..100 percent.
    void play(Sound s, int volume);

  private:
    SDL_AudioDeviceID device_ = 0;
    SDL_AudioSpec spec_{};
    std::vector<uint8_t> pcm_[SOUND_COUNT];  // in the device's format
    std::vector<uint8_t> mix_;
};

}  // namespace xq
