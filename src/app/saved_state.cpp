#include "app/saved_state.h"

#include <SDL.h>

#include <algorithm>

#include "game/clock/clock_tags.h"
#include "game/files/game_file.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "game/files/user_dirs.h"
#include "game/text/i18n.h"

namespace xq {

namespace {

// SDL_GetPrefPath creates its folder: asked only when it is needed.
std::string pref_path() {
    std::string pref;
    if (char* p = SDL_GetPrefPath("xiangqi", "xiangqi")) {
        pref = p;
        SDL_free(p);
    }
    return pref;
}

}  // namespace

void SavedState::open(const std::string& config_dir, std::vector<std::string> fallbacks,
                      std::vector<Message>& notes) {
    const bool own_dir = !config_dir.empty();
    const std::string wanted = own_dir ? config_dir : pref_path();
    if (fallbacks.empty()) {
        if (own_dir && !state_dir_usable(wanted)) fallbacks.push_back(pref_path());
        fallbacks.push_back(temporary_state_dir());
    }
    dir_ = choose_state_dir(wanted, fallbacks, notes);
}

void SavedState::load_settings(Settings& s, std::vector<Message>& notes) const {
    if (!dir_.empty()) load_settings_file(dir_, s, notes);
}

void SavedState::resume_game(Controller& c, std::vector<Message>& notes) const {
    Game g;
    PgnTags tags;
    if (dir_.empty() || !load_game_file(dir_, g, notes, &tags)) return;
    std::optional<SavedClock> clock = clock_from_tags(tags);
    // A game the player was reading is read again: no engine starts to move in it.
    const bool reading = std::any_of(tags.begin(), tags.end(), [](const auto& t) {
        return t.first == READING_TAG && t.second == "1";
    });
    if (reading)
        c.open_game(g, clock ? &*clock : nullptr);
    else
        c.load_game(g, clock ? &*clock : nullptr);
}

void SavedState::save_if_changed(Controller& c, const Settings& s) {
    if (c.record_revision() == saved_revision_ && !settings_dirty_) return;
    saved_revision_ = c.record_revision();
    settings_dirty_ = false;
    save(c, s);
}

void SavedState::save(Controller& c, const Settings& s) const {
    if (dir_.empty()) return;
    std::string err;
    if (!write_file_atomic(dir_ + "settings.ini", format_settings(s), &err) ||
        !write_file_atomic(dir_ + "game.pgn",
                           game_to_pgn(c.game(), clock_tags(c.saved_clock()), c.reading_game()),
                           &err)) {
        c.notify(Message(Str::SAVE_ERROR, {MessageArg::detail(err)}, true));
    }
}

}  // namespace xq
