// Where the game on the board came from, and so what Save does with it. A game opened from a
// file, or saved to one, is bound to that file for as long as it is the game on the board (the
// Controller's game serial); a new, pasted or read-only game (a tournament's, a collection's, a
// puzzle's, an endgame challenge) is untitled, and Save asks for a name. Save writes to the bound
// file only while that file still holds what was opened or last saved there; a file changed on
// disk since then is not overwritten without asking, and its content is kept as <name>.bak.
#pragma once

#include <cstdint>
#include <string>

#include "game/game.h"

namespace xq {

class GameDocument {
  public:
    enum class SaveAction {
        SAVE_AS,              // untitled: ask for a name
        SAVE_THERE,           // the bound file, unchanged on disk (or gone)
        ASK_CHANGED_ON_DISK,  // the bound file holds something else now: ask the player
    };

    // The game `serial` was opened from `path`, or saved to it; the file holds `content`.
    void bind(const std::string& path, uint64_t serial, const Game& game,
              const std::string& content);
    // The game `serial` is untitled but its moves are kept elsewhere (a tournament's or
    // collection's file, a file read in another format): it has nothing unsaved until it
    // changes. `suggested`: the file name Save As offers ("" for the usual one).
    void kept_elsewhere(uint64_t serial, const Game& game, const std::string& suggested = "");

    // The file the game `serial` is bound to; "" when it is untitled.
    std::string path(uint64_t serial) const;
    // What Save does for the game `serial`, given the bound file's content on disk now
    // (`exists` false: the file is gone, and saving there loses nothing).
    SaveAction save_action(uint64_t serial, bool exists, const std::string& on_disk) const;
    // Whether writing to `path`, which holds `on_disk` now, replaces content this document
    // never read nor wrote there: that content is kept as <path>.bak.
    bool needs_backup(const std::string& path, bool exists, const std::string& on_disk) const;
    // The game `serial` has moves that are saved nowhere: neither opened, saved nor kept
    // elsewhere as it is now.
    bool unsaved(uint64_t serial, const Game& game) const;
    // The same, for a view asking every frame: worked out again only when the game's record
    // (`record_revision`, Controller::record_revision), the game or the document changed since
    // the last call, since comparing records costs a PGN write.
    bool unsaved_now(uint64_t serial, uint64_t record_revision, const Game& game);

    // The name Save As offers for the game `serial`: its file's, else the one suggested when it
    // was kept elsewhere, else `fallback`.
    std::string suggested_name(uint64_t serial, const std::string& fallback) const;
    // The folder of the last file opened or saved ("" when none yet).
    const std::string& last_folder() const { return last_folder_; }
    void set_last_folder_of(const std::string& file_path);

  private:
    std::string path_;                // the bound file ("" untitled)
    std::string content_;             // what it held when opened or last saved
    uint64_t serial_ = ~uint64_t(0);  // the game the binding and `record_` are for
    std::string record_;              // that game's moves and tags as opened or saved (record_text)
    std::string suggested_;
    std::string last_folder_;
    uint64_t revision_ = 0;  // grows with every bind() and kept_elsewhere()
    struct Checked {         // what unsaved_now() last worked out, and for what
        uint64_t record = ~uint64_t(0), serial = ~uint64_t(0), revision = ~uint64_t(0);
        bool unsaved = false;
    } checked_;
};

// The game's record (moves, variations, comments, tags), whatever position is shown: two games
// with the same record text hold the same work.
std::string record_text(const Game& game);

// Writes `content` to `path` atomically; with `keep_backup`, what the file held is first copied
// to <path>.bak. False with a message when either write fails (then `path` is unchanged).
bool write_game_file(const std::string& path, const std::string& content, bool keep_backup,
                     std::string* error);

}  // namespace xq
