// The sounds of each frame: the game's (a move, a capture, check, the end, low time) and a
// rejected drop on the board, played at the settings' volume unless muted. A new sound cuts the
// last one, so of one frame's sounds the last is heard. Without an audio device the game runs
// silent, but the sounds are still recorded for the tests.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/audio.h"
#include "game/settings.h"
#include "game/sound_events.h"

namespace xq {

class SoundPlayer {
  public:
    // Opens the audio device and loads the sounds of `dir`; logs why when it cannot.
    void open(const std::string& dir);
    void close();  // before SDL_Quit
    bool device_open() const { return audio_ && audio_->is_open(); }

    // `sounds`: the game's this frame; `rejections`: the board's rejected drops so far.
    void play_frame(std::vector<Sound> sounds, int rejections, const Settings& s);
    // The sounds played (not muted), oldest first: the last 1000.
    const std::vector<Sound>& played() const { return played_; }

  private:
    std::unique_ptr<Audio> audio_;
    std::vector<Sound> played_;
    int rejections_heard_ = 0;
};

}  // namespace xq
