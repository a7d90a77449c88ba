// UTF-8 and Windows' wide (UTF-16) strings, one conversion for every Windows seam (file names,
// known folders, legacy encodings). Windows only: Linux needs none.
#pragma once

#ifdef _WIN32
#include <string>
#include <string_view>

namespace xq {

// False (and `out` unspecified) when `wide` holds an unpaired surrogate.
bool wide_to_utf8(std::wstring_view wide, std::string& out);
// The same for a zero-terminated string; "" when it cannot be converted.
std::string wide_to_utf8(const wchar_t* wide);
std::wstring utf8_to_wide(std::string_view utf8);

}  // namespace xq
#endif
