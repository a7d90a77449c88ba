#include "app/sound_player.h"

#include <SDL.h>

namespace xq {

void SoundPlayer::open(const std::string& dir) {
    audio_ = std::make_unique<Audio>();
    std::string error;
    if (!audio_->open(dir, &error))
        SDL_Log("xiangqi: %s; the game runs without sound", error.c_str());
}

void SoundPlayer::close() {
    audio_.reset();
}

void SoundPlayer::play_frame(std::vector<Sound> sounds, int rejections, const Settings& s) {
    if (rejections != rejections_heard_) {
        rejections_heard_ = rejections;
        sounds.push_back(Sound::ILLEGAL);
    }
    if (s.mute) return;
    for (Sound sound : sounds) {
        if (audio_) audio_->play(sound, s.volume);
        played_.push_back(sound);
    }
    if (played_.size() > 1000) played_.erase(played_.begin());
}

}  // namespace xq
