// The Tournament window's requests: a new tournament (its name, its PGN collection beside the
// player's games) and one of its games opened on the board from that collection.
#include <cstdio>
#include <ctime>

#include "app/app.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "game/files/user_dirs.h"
#include "game/text/i18n.h"
#include "game/tournament/tournament_pgn.h"
#include "util/text.h"

namespace xq {

void App::start_tournament(const TournamentSetup& setup) {
    // Named by the minute it starts, so each tournament has its own collection.
    const std::time_t now = std::time(nullptr);
    char stamp[32] = "0000.00.00 00:00", file_stamp[32] = "00000000-0000";
    if (const std::tm* t = std::localtime(&now)) {
        std::strftime(stamp, sizeof stamp, "%Y.%m.%d %H:%M", t);
        std::strftime(file_stamp, sizeof file_stamp, "%Y%m%d-%H%M%S", t);
    }
    std::string folder = documents_dir();
    if (folder.empty() || !state_dir_usable(folder + "/")) folder = saved_.dir();
    if (!folder.empty() && folder.back() != '/') folder += '/';
    const std::string pgn =
        folder.empty() ? "" : folder + "xiangqi-tournament-" + file_stamp + ".pgn";
    std::string error;
    char event[96];  // the PGN's Event tag, in the language of the UI
    std::snprintf(event, sizeof event, tr(Str::TOURNAMENT_EVENT), stamp);
    if (!tournament_->start(setup, event, pgn, &error)) controller_->notify(error, true);
    frame_again_ = true;
}

void App::open_tournament_game(int index) {
    std::string text, error;
    const std::string& path = tournament_->record().pgn_path;
    if (!read_file(path, text, &error)) {
        controller_->notify(
            Message(Str::PGN_ERROR,
                    {MessageArg::detail(printable_excerpt(error, MAX_DETAIL_CHARS))}, true));
        return;
    }
    const std::vector<std::string> games = split_collection(text);
    if (index < 0 || size_t(index) >= games.size()) {
        controller_->notify(Message(Str::PGN_ERROR, {MessageArg::detail(path)}, true));
        return;
    }
    // The board shows the opened game, not the tournament's next one.
    ui_.tournament.open = false;
    // Read-only here: the game stays untitled (Save asks for a name), and it is saved in the
    // tournament's collection, so nothing of it is unsaved until it changes.
    if (open_text(games[size_t(index)], path))
        document_.kept_elsewhere(controller_->game_serial(), controller_->game());
}

}  // namespace xq
