// The game's file, the in-app file browser and the options of pictures: what the Moves tab,
// the questions and the file browser share (panel_moves.cpp, dialog_questions.cpp,
// file_browser.cpp, picture_options.cpp).
#pragma once

#include <string>
#include <vector>

#include "game/files/file_dialog.h"
#include "ui/intent.h"

namespace xq {

struct FileState {
    // The game's file as the Moves tab shows it ("" untitled), and whether the game on the board
    // has moves saved nowhere (a recent file or an endgame challenge asks before replacing it);
    // the App fills both each frame.
    std::string game_file;
    bool unsaved_moves = false;
    // The in-app file browser (when the desktop has no dialog of its own); the App lists the
    // folder, the panel draws it.
    struct Browser {
        bool open = false, save = false;
        FileUse use = FileUse::GAME;  // what a file chosen to save is for
        std::string folder;           // with no trailing slash
        std::vector<FolderEntry> entries;
        std::string error;
        char name[256] = {};
    } browser;
    // The options of pictures and animations (the Moves tab's popup), and which of the two the
    // popup is choosing a file for.
    PictureOptions picture;
    FileUse picture_use = FileUse::PICTURE;
};

}  // namespace xq
