#include "app/audio.h"

#include <algorithm>

namespace xq {

Audio::~Audio() {
    if (device_) SDL_CloseAudioDevice(device_);
    if (SDL_WasInit(SDL_INIT_AUDIO)) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool Audio::open(const std::string& dir, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        if (device_) SDL_CloseAudioDevice(device_);
        device_ = 0;
        return false;
    };
    if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return fail(std::string("no audio: ") + SDL_GetError());
    SDL_AudioSpec want{};
    want.freq = 44100;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 1024;  // about 23 ms: a sound starts promptly
    // No changes allowed: SDL converts to the hardware's format behind the device.
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &spec_, 0);
    if (!device_) return fail(std::string("no audio device: ") + SDL_GetError());
    for (int i = 0; i < SOUND_COUNT; ++i) {
        const std::string path = dir + "/" + sound_file(Sound(i));
        SDL_AudioSpec file{};
        Uint8* data = nullptr;
        Uint32 len = 0;
        if (!SDL_LoadWAV(path.c_str(), &file, &data, &len))
            return fail("cannot load " + path + ": " + SDL_GetError());
        SDL_AudioCVT cvt;
        if (SDL_BuildAudioCVT(&cvt, file.format, file.channels, file.freq, spec_.format,
                              spec_.channels, spec_.freq) < 0) {
            SDL_FreeWAV(data);
            return fail("cannot convert " + path + ": " + SDL_GetError());
        }
        std::vector<uint8_t> buf(size_t(len) * std::max(1, cvt.len_mult));
        std::copy(data, data + len, buf.begin());
        SDL_FreeWAV(data);
        cvt.buf = buf.data();
        cvt.len = int(len);
        if (cvt.needed && SDL_ConvertAudio(&cvt) != 0)
            return fail("cannot convert " + path + ": " + SDL_GetError());
        buf.resize(size_t(cvt.needed ? cvt.len_cvt : int(len)));
        pcm_[i] = std::move(buf);
    }
    SDL_PauseAudioDevice(device_, 0);
    return true;
}

void Audio::play(Sound s, int volume) {
    if (!device_ || volume <= 0) return;
    const std::vector<uint8_t>& pcm = pcm_[int(s)];
    mix_.assign(pcm.size(), 0);  // silence is 0 for the signed 16-bit format asked for
    SDL_MixAudioFormat(mix_.data(), pcm.data(), spec_.format, Uint32(pcm.size()),
                       std::clamp(volume, 0, 100) * SDL_MIX_MAXVOLUME / 100);
    SDL_ClearQueuedAudio(device_);
    SDL_QueueAudio(device_, mix_.data(), Uint32(mix_.size()));
}

}  // namespace xq
