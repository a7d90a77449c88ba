// Choosing a file to open or save: the desktop's own dialog (zenity or kdialog, whichever is
// installed) run in the background, or, when there is none, the in-app browser that the panel
// draws from a folder listing made here.
#pragma once

#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace xq {

// What a file is chosen for: a game (opened or saved as PGN), a picture (.png), an animation
// (.gif), a collection to open (a file of games).
// What a chosen file is for. ENGINE: a program to add as an external engine (any file).
enum class FileUse { GAME, PICTURE, ANIMATION, COLLECTION, ENGINE };

// The extensions (lower case, with the dot) of the files listed for a use: those that can be
// opened, or for saving the one that is written. Empty: every file (an engine's program has no
// extension on Linux, .exe on Windows).
std::vector<std::string> file_extensions(FileUse use, bool save);

struct FolderEntry {
    std::string name;
    bool folder = false;
};

// The folders and the files of `extensions` (file_extensions) in `dir`, folders first, each
// sorted by name; hidden entries left out. False with a message when the folder cannot be read.
bool list_folder(const std::string& dir, const std::vector<std::string>& extensions,
                 std::vector<FolderEntry>& out, std::string* error);

// The desktop dialog program found on PATH: "zenity", "kdialog" or "" (none, or the
// environment variable XQ_FILE_DIALOG=builtin asks for the in-app browser).
std::string desktop_dialog_program();

// Runs the desktop dialog on a thread of its own, so the window keeps drawing; `done` is called
// on that thread (after the dialog closes) with the chosen path, empty when cancelled.
class DesktopDialog {
  public:
    ~DesktopDialog();
    bool busy() const;
    // save: a save dialog starting at `start` (a folder or a file path), showing the files of
    // `use`; false if none exists.
    bool start(bool save, FileUse use, const std::string& start, const std::string& title,
               const std::function<void()>& wake);
    // The answer once the dialog closed, with what it was started for; nothing yet.
    struct Answer {
        bool save = false;
        FileUse use = FileUse::GAME;
        std::string path;  // "" = cancelled
    };
    std::optional<Answer> take_result();

  private:
    mutable std::mutex mutex_;
    std::thread thread_;
    bool running_ = false;
    std::optional<Answer> result_;
};

}  // namespace xq
