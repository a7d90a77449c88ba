// Folders a player can find: the XDG documents folder for saved games (not the hidden state
// folder), and a label for where a game was saved.
#pragma once

#include <string>

namespace xq {

// $XDG_DOCUMENTS_DIR, else XDG_DOCUMENTS_DIR in $XDG_CONFIG_HOME/user-dirs.dirs (or
// ~/.config/user-dirs.dirs), else ~/Documents; "" without a home. No trailing slash.
std::string documents_dir();

}  // namespace xq
