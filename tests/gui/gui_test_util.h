// Helpers for the headless GUI tests: an App on SDL's dummy video driver with the software
// renderer, synthetic mouse events, pixel sampling and screenshots.
#pragma once

#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/app.h"
#include "test_moves.h"

namespace xq::test {

inline AppOptions headless_options(bool engine = false) {
    AppOptions o;
    o.headless = true;
    o.software = true;
    o.width = 1200;
    o.height = 820;
    o.no_engine = !engine;
    o.persist = false;
    o.welcome = false;
    return o;
}

inline std::unique_ptr<App> make_app(const AppOptions& o) {
    auto app = std::make_unique<App>(o);
    std::string error;
    if (!app->init(&error)) {
        MESSAGE("App::init failed: " << error);
        return nullptr;
    }
    // The scenarios watch the engine search; the opening book would answer at once, and so
    // would a newcomer's weak level: they play at full strength unless they load settings.
    app->settings().opening_book = false;
    if (!o.persist) app->settings().skill = SKILL_RANGE.max;
    app->controller().settings_changed();
    app->frame();
    return app;
}

inline void push_mouse(App& app, Uint32 type, PointF p, Uint8 button = SDL_BUTTON_LEFT) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.windowID = SDL_GetWindowID(app.window());
        e.motion.x = int(p.x);
        e.motion.y = int(p.y);
        e.motion.state = 0;
    } else {
        e.button.windowID = SDL_GetWindowID(app.window());
        e.button.button = button;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = int(p.x);
        e.button.y = int(p.y);
    }
    SDL_PushEvent(&e);
}

// A full click: move there, press, release, with a frame after each event like a real user.
inline void click(App& app, PointF p, Uint8 button = SDL_BUTTON_LEFT) {
    push_mouse(app, SDL_MOUSEMOTION, p);
    app.frame();
    push_mouse(app, SDL_MOUSEBUTTONDOWN, p, button);
    app.frame();
    push_mouse(app, SDL_MOUSEBUTTONUP, p, button);
    app.frame();
}

inline void click_square(App& app, Square s) {
    click(app, app.square_in_window(s));
}

// Press on one point, move in steps, release on the other.
inline void drag(App& app, PointF from, PointF to) {
    push_mouse(app, SDL_MOUSEMOTION, from);
    app.frame();
    push_mouse(app, SDL_MOUSEBUTTONDOWN, from);
    app.frame();
    for (int i = 1; i <= 4; ++i) {
        push_mouse(
            app, SDL_MOUSEMOTION,
            {from.x + (to.x - from.x) * float(i) / 4, from.y + (to.y - from.y) * float(i) / 4});
        app.frame();
    }
    push_mouse(app, SDL_MOUSEBUTTONUP, to);
    app.frame();
}

// Frames until the layout stops moving (a list scrolls to the current move one frame after
// asking): clicks then land where the widgets were last drawn.
inline void settle(App& app) {
    for (int i = 0; i < 4; ++i) app.frame();
}

// Clicks a widget by its visible label (as drawn in the last frame). Returns false if absent.
inline bool click_widget(App& app, const std::string& label) {
    PointF p;
    if (!app.find_widget(label, p)) return false;
    click(app, p);
    return true;
}

struct Frame {
    std::vector<uint8_t> rgba;
    int w = 0, h = 0;
    const uint8_t* at(int x, int y) const { return &rgba[(size_t(y) * w + x) * 4]; }
};

inline Frame grab(App& app) {
    Frame f;
    app.read_pixels(f.rgba, f.w, f.h);
    return f;
}

// Counts pixels in a box around a square's intersection (half-size in cells) that pass `test`.
template <class Test>
int count_pixels(const App& app, const Frame& f, Square s, float half_cells, Test test) {
    PointF c = app.geometry().center(s);
    int r = int(app.geometry().cell() * half_cells), n = 0;
    for (int y = int(c.y) - r; y <= int(c.y) + r; ++y)
        for (int x = int(c.x) - r; x <= int(c.x) + r; ++x)
            if (x >= 0 && y >= 0 && x < f.w && y < f.h && test(f.at(x, y))) ++n;
    return n;
}

// Red ink of a red piece's character: strongly red, little green and blue.
inline int red_ink(const App& app, const Frame& f, Square s) {
    return count_pixels(app, f, s, 0.3f,
                        [](const uint8_t* p) { return p[0] > 120 && p[1] < 70 && p[2] < 70; });
}
// Dark ink of a black piece's character (the grid lines are dark too, but thin).
inline int dark_ink(const App& app, const Frame& f, Square s) {
    return count_pixels(app, f, s, 0.3f,
                        [](const uint8_t* p) { return p[0] < 70 && p[1] < 70 && p[2] < 70; });
}

// Saves a screenshot in the working directory (the build dir under ctest) and, when
// XQ_ARTIFACTS_DIR is set, a copy there.
inline void save_screenshot(App& app, const std::string& name) {
    std::string error;
    const std::string file = "gui_test_" + name + ".png";
    CHECK_MESSAGE(app.screenshot(file, &error), error);
    if (const char* dir = std::getenv("XQ_ARTIFACTS_DIR"); dir && *dir) {
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        std::filesystem::copy_file(file, std::string(dir) + "/" + file,
                                   std::filesystem::copy_options::overwrite_existing, ec);
        CHECK_MESSAGE(!ec, "cannot copy the screenshot to XQ_ARTIFACTS_DIR: " << ec.message());
    }
}

// Runs frames until `done` or the timeout; returns the milliseconds it took (or -1).
template <class Pred>
int run_until(App& app, Pred done, int timeout_ms) {
    uint32_t start = SDL_GetTicks();
    while (!done()) {
        if (int(SDL_GetTicks() - start) > timeout_ms) return -1;
        SDL_WaitEventTimeout(nullptr, 10);
        app.frame();
    }
    return int(SDL_GetTicks() - start);
}

// Turns the mouse wheel over the middle of the panel, `notches` steps down (negative: up), a
// frame per step, so that widgets further down come into view.
inline void scroll_panel(App& app, int notches) {
    const WindowLayout& l = app.window_layout();
    const PointF middle{l.panel_x + l.panel_w / 2, l.panel_y + l.panel_h / 2};
    for (int i = 0; i < std::abs(notches); ++i) {
        SDL_Event wheel{};
        wheel.type = SDL_MOUSEWHEEL;
        wheel.wheel.windowID = SDL_GetWindowID(app.window());
        wheel.wheel.y = notches > 0 ? -1 : 1;
        push_mouse(app, SDL_MOUSEMOTION, middle);
        SDL_PushEvent(&wheel);
        app.frame();
    }
    app.frame();
}

// Scrolls the panel from its top until the widget is in the panel's place above its last 90
// points (scaled), where the lower player card lies and the panel fades out, then clicks it.
// False if it never comes there.
inline bool click_in_panel(App& app, const std::string& label) {
    scroll_panel(app, -80);
    const WindowLayout& l = app.window_layout();
    for (int step = 0; step < 40; ++step) {
        PointF at;
        if (app.find_widget(label, at) && at.y > l.panel_y &&
            at.y < l.panel_y + l.panel_h - 90 * l.ui_scale) {
            click(app, at);
            return true;
        }
        scroll_panel(app, 4);
    }
    return false;
}

// The notices (problems with the saved state) as the dialog shows them.
inline std::string notices_text(App& app) {
    std::string text;
    for (const Message& m : app.ui().dialogs.notices) text += message_text(m) + "\n";
    return text;
}

// A file opened as if dropped on the window (a game, or a file of several: a collection).
inline void drop_file(App& app, const std::string& path) {
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(path.c_str());
    SDL_PushEvent(&e);
    app.frame();
}

// The in-app browser (XQ_FILE_DIALOG=builtin) being open: `path` typed as the file's name (a
// whole path is taken as it is), then its button `confirm` (Open, Save) clicked. False when the
// browser is not open or the button is missing.
// The Moves tab with its game details (tags, the FEN box) unfolded, the layout settled (the
// panel's scroll bar comes with the longer content). False when the header cannot be clicked.
inline bool show_game_details(App& app) {
    app.ui().select_tab = Ui::Tab::MOVES;
    app.frame();
    app.frame();
    if (!click_widget(app, "##tags_header")) return false;  // folded at first
    app.frame();
    app.frame();
    return true;
}

// Text typed into the Moves tab's FEN box: the box keeps it (it follows the board otherwise).
inline void type_fen(App& app, const std::string& text) {
    snprintf(app.ui().moves.fen_buffer, sizeof app.ui().moves.fen_buffer, "%s", text.c_str());
    app.ui().moves.fen_typed = true;
}

inline bool finish_in_browser(App& app, const std::string& path, const char* confirm) {
    app.frame();
    app.frame();  // the browser takes its place in its first frame
    if (!app.ui().files.browser.open) return false;
    snprintf(app.ui().files.browser.name, sizeof app.ui().files.browser.name, "%s", path.c_str());
    app.frame();
    PointF p;
    if (!app.find_widget(confirm, p)) return false;
    click(app, p);
    app.frame();
    return true;
}

// A key pressed and released, with modifiers (KMOD_LCTRL ...), a frame after each.
inline void press_key(App& app, SDL_Keycode key, Uint16 mod = KMOD_NONE) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(app.window());
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    app.frame();
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    app.frame();
}

}  // namespace xq::test
