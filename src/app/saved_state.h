// What is kept between runs: the settings (settings.ini) and the game in progress (game.pgn, with
// its clocks) in one state folder, the user's config folder unless the command line names one.
// A folder that cannot hold them is replaced by the first usable fallback, and the player is told
// where. Both files are written (atomically: storage.h) after every frame that changed the game's
// record or the settings, and on quit.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/controller.h"
#include "game/settings.h"
#include "game/text/message.h"

namespace xq {

class SavedState {
  public:
    // Picks the state folder: `config_dir` (empty: SDL's pref path), else the first usable of
    // `fallbacks` (none given: the pref path, then a folder in the temporary directory). `notes`
    // say where the state went instead. Without a call (or with no usable folder) nothing is
    // read or written.
    void open(const std::string& config_dir, std::vector<std::string> fallbacks,
              std::vector<Message>& notes);
    const std::string& dir() const { return dir_; }  // with a trailing '/', or ""

    void load_settings(Settings& s, std::vector<Message>& notes) const;
    // Resumes the saved game, with its clocks when they were saved with it.
    void resume_game(Controller& c, std::vector<Message>& notes) const;

    // The state as it is now needs no writing (after start-up).
    void mark_saved(const Controller& c) { saved_revision_ = c.record_revision(); }
    void settings_changed() { settings_dirty_ = true; }
    // Writes both files when the game's record or the settings changed since the last call.
    void save_if_changed(Controller& c, const Settings& s);
    // Writes both files; a failure becomes the controller's message.
    void save(Controller& c, const Settings& s) const;

  private:
    std::string dir_;
    uint64_t saved_revision_ = 0;  // the controller's record revision when last written
    bool settings_dirty_ = false;  // settings edited since then
};

}  // namespace xq
