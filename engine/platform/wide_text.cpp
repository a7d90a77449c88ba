#include "platform/wide_text.h"

#ifdef _WIN32
#include <windows.h>

namespace xq {

bool wide_to_utf8(std::wstring_view wide, std::string& out) {
    out.clear();
    if (wide.empty()) return true;
    const int n = WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, wide.data(), int(wide.size()),
                                      nullptr, 0, nullptr, nullptr);
    if (n <= 0) return false;
    out.resize(size_t(n));
    return WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, wide.data(), int(wide.size()),
                               out.data(), n, nullptr, nullptr) == n;
}

std::string wide_to_utf8(const wchar_t* wide) {
    std::string out;
    return wide && wide_to_utf8(std::wstring_view(wide), out) ? out : std::string();
}

std::wstring utf8_to_wide(std::string_view utf8) {
    std::wstring out(utf8.size(), L'\0');  // UTF-16 never needs more units than UTF-8 bytes
    const int n = utf8.empty() ? 0
                               : MultiByteToWideChar(CP_UTF8, 0, utf8.data(), int(utf8.size()),
                                                     out.data(), int(out.size()));
    out.resize(size_t(n > 0 ? n : 0));
    return out;
}

}  // namespace xq
#endif
