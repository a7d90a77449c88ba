// Reading one small state file of the player's (puzzle or endgame progress): a missing file is
// no error; a damaged one keeps what its parser took, is copied to <path>.bad, and says which
// lines were skipped.
#pragma once

#include <functional>
#include <string>

namespace xq {

// `parse(text, why)` fills its record and returns false (with the reasons) when lines were bad.
// Returns false with *error set when the file could not be read or had bad lines.
bool load_state_text(const std::string& path,
                     const std::function<bool(const std::string& text, std::string* why)>& parse,
                     std::string* error);

}  // namespace xq
