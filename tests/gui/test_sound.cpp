// Which sound each event makes (pure, no device), and the App playing them on SDL's dummy audio
// driver: moves, an illegal drop, mute, and the WAVs of assets/sounds.
#include <doctest/doctest.h>

#include <algorithm>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/sound_events.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "test_moves.h"

using namespace xq;
using namespace xq::test;

namespace {

using xq::test::mv;

}  // namespace

TEST_CASE("a move's sound: quiet / capture / check / the end outranking both") {
    Game g;
    REQUIRE(g.play(mv("h2e2")));
    CHECK(sound_for_move(g) == Sound::MOVE);
    REQUIRE(g.play(mv("h9g7")));
    REQUIRE(g.play(mv("e2e6")));  // the cannon takes the centre pawn
    CHECK(sound_for_move(g) == Sound::CAPTURE);

    // Check outranks a capture: the rook takes the horse on a9 with check.
    Game c;
    REQUIRE(c.reset("n3k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"));
    REQUIRE(c.play(mv("a0a9")));
    CHECK(c.last_captured() != NO_PIECE);
    CHECK(!c.over());
    CHECK(sound_for_move(c) == Sound::CHECK);

    // Checkmate: the end outranks the check.
    Game m;
    REQUIRE(m.reset("3k5/8R/9/9/9/9/9/9/9/R3K4 w - - 0 1"));
    REQUIRE(m.play(mv("a0a9")));
    REQUIRE(m.over());
    CHECK(sound_for_move(m) == Sound::GAME_END);
}

TEST_CASE("the controller reports each move's sound / the end and one low-time warning") {
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.time_control[RED] = s.time_control[BLACK] = *parse_time_control("0 byoyomi 15");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    CHECK(c.take_sounds().empty());
    REQUIRE(c.human_move(mv("h2e2"), 1000));
    CHECK(c.take_sounds() == std::vector<Sound>{Sound::MOVE});
    c.update(5000);  // Black: 11 s to the flag
    CHECK(c.take_sounds().empty());
    c.update(7000);  // under 10 s: one warning
    c.update(8000);
    CHECK(c.take_sounds() == std::vector<Sound>{Sound::CLOCK_WARNING});
    REQUIRE(c.human_move(mv("h9g7"), 9000));  // a fresh period: the warning is armed again
    c.update(15000);
    c.update(20000);
    CHECK(c.take_sounds() == std::vector<Sound>{Sound::MOVE, Sound::CLOCK_WARNING});
    c.update(24100);  // Red's flag falls
    CHECK(c.game().over());
    CHECK(c.take_sounds() == std::vector<Sound>{Sound::GAME_END});

    c.new_game();
    c.update(30000);
    c.resign();
    CHECK(c.take_sounds() == std::vector<Sound>{Sound::GAME_END});
}

TEST_CASE("the App plays moves and illegal drops on the dummy audio driver / mute silences it") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::ZH);
    app->settings().lang = Lang::ZH;
    app->frame();
    CHECK(app->audio_open());  // SDL's dummy driver is a device like any other
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(app->sounds_played() == std::vector<Sound>{Sound::MOVE});
    click_square(*app, sq("h9"));
    click_square(*app, sq("h5"));  // the horse cannot go there
    CHECK(app->sounds_played().back() == Sound::ILLEGAL);
    const size_t before = app->sounds_played().size();
    REQUIRE(click_widget(*app, tr(Str::TAB_LOOK)));
    REQUIRE(click_widget(*app, tr(Str::MUTE)));
    CHECK(app->settings().mute);
    click_square(*app, sq("h9"));
    click_square(*app, sq("g7"));
    REQUIRE(app->controller().game().ply() == 2);
    CHECK(app->sounds_played().size() == before);
}

TEST_CASE("without an audio device the game runs silent") {
    setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
    auto app = make_app(headless_options());
    unsetenv("SDL_AUDIODRIVER");
    REQUIRE(app);
    CHECK(!app->audio_open());
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(app->controller().game().ply() == 1);
}

TEST_CASE("every sound file loads as 16-bit mono PCM at 44.1 kHz / and they differ") {
    std::vector<Uint32> lengths;
    for (int i = 0; i < SOUND_COUNT; ++i) {
        const std::string path =
            std::string(XQ_SOURCE_DIR) + "/assets/sounds/" + sound_file(Sound(i));
        CAPTURE(path);
        SDL_AudioSpec spec{};
        Uint8* data = nullptr;
        Uint32 len = 0;
        REQUIRE(SDL_LoadWAV(path.c_str(), &spec, &data, &len));
        CHECK(spec.format == AUDIO_S16LSB);
        CHECK(spec.channels == 1);
        CHECK(spec.freq == 44100);
        CHECK(len > 44100 * 2 / 20);  // at least 50 ms
        // Not silent, and never clipped.
        const auto* samples = reinterpret_cast<const int16_t*>(data);
        int peak = 0;
        for (Uint32 k = 0; k < len / 2; ++k) peak = std::max(peak, std::abs(int(samples[k])));
        CHECK(peak > 32767 / 3);
        CHECK(peak < 32767);
        SDL_FreeWAV(data);
        lengths.push_back(len);
    }
    std::sort(lengths.begin(), lengths.end());
    CHECK(std::adjacent_find(lengths.begin(), lengths.end()) == lengths.end());
}
