// The game's file (GameDocument): what the Moves tab shows of it and whether the game on the
// board has moves saved nowhere, refreshed each frame; and the folder the file dialogs start in.
#include <cstdlib>
#include <filesystem>

#include "app/app.h"
#include "game/files/user_dirs.h"

namespace xq {

void App::show_document() {
    const Controller& c = *controller_;
    ui_.files.game_file = document_.path(c.game_serial());
    ui_.files.unsaved_moves = document_.unsaved_now(c.game_serial(), c.record_revision(), c.game());
}

std::string App::dialog_folder() const {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (const std::string& last = document_.last_folder();
        !last.empty() && fs::is_directory(last, ec))
        return last;
    // The documents folder, made when a fresh account has none yet; else the home folder.
    if (std::string docs = documents_dir(); !docs.empty()) {
        fs::create_directories(docs, ec);
        if (fs::is_directory(docs, ec)) return docs;
    }
    if (const char* home = std::getenv("HOME"); home && fs::is_directory(home, ec)) return home;
    if (const char* home = std::getenv("USERPROFILE"); home && fs::is_directory(home, ec))
        return home;
    return fs::current_path(ec).string();
}

}  // namespace xq
