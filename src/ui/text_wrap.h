// Line breaking that suits Chinese as well as English: Dear ImGui 1.86 breaks only at spaces,
// so a Chinese sentence with one space in it (“1（最弱）到 10；…”) broke there and nowhere else.
// Here a line may also break between two Chinese characters, but never before closing
// punctuation (，。；）…) nor after opening punctuation (（“…). Pure: the caller gives the
// advance of each character.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace xq {

// The lines of `text` no wider than `width` (a word wider than the line is cut where it must);
// explicit line breaks are kept, spaces at a break are dropped.
std::vector<std::string> wrap_text(const std::string& text, float width,
                                   const std::function<float(char32_t)>& advance);

}  // namespace xq
