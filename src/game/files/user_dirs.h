// Folders a player can find: the documents folder for saved games (not the hidden state
// folder), and the last-resort folder for that state. The one place that knows each system.
#pragma once

#include <string>

namespace xq {

// Linux: $XDG_DOCUMENTS_DIR, else XDG_DOCUMENTS_DIR in $XDG_CONFIG_HOME/user-dirs.dirs (or
// ~/.config/user-dirs.dirs), else ~/Documents; "" without a home. Windows: the user's
// Documents folder (as the shell names it), else %USERPROFILE%\Documents. No trailing slash.
std::string documents_dir();

// A per-user folder in the temporary directory, for the game's state when no better folder
// can hold it: <tmp>/xiangqi-<uid> on Linux, <tmp>\xiangqi-<user name> on Windows.
std::string temporary_state_dir();

// Creates a new folder of its own in the temporary directory, named `stem` plus a unique
// suffix, and returns its path; "" when it cannot.
std::string make_unique_temp_dir(const std::string& stem);

}  // namespace xq
