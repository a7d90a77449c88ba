#include "platform/legacy_encoding.h"

#include <cstring>

#include "platform/wide_text.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <iconv.h>

#include <cerrno>
#endif

namespace xq {

#ifdef _WIN32

namespace {

bool utf16_to_utf8(std::string_view bytes, bool big_endian, std::string& out) {
    if (bytes.size() % 2 != 0) return false;  // a truncated code unit
    std::wstring wide(bytes.size() / 2, L'\0');
    for (size_t i = 0; i < wide.size(); ++i) {
        const unsigned char a = bytes[2 * i], b = bytes[2 * i + 1];
        wide[i] = wchar_t(big_endian ? (a << 8 | b) : (b << 8 | a));
    }
    return wide_to_utf8(wide, out);
}

}  // namespace

bool legacy_to_utf8(std::string_view bytes, const char* encoding, std::string& out) {
    if (std::strcmp(encoding, "UTF-16LE") == 0) return utf16_to_utf8(bytes, false, out);
    if (std::strcmp(encoding, "UTF-16BE") == 0) return utf16_to_utf8(bytes, true, out);
    // Code pages: 54936 is GB18030 (a superset of GBK, 936), 950 is Big5.
    UINT code_page = 0;
    if (std::strcmp(encoding, "GB18030") == 0) code_page = 54936;
    if (std::strcmp(encoding, "GBK") == 0) code_page = 936;
    if (std::strcmp(encoding, "BIG5") == 0) code_page = 950;
    if (code_page == 0) return false;
    // Windows has had GB18030 since XP; wine (8.0) has not: GBK, its two-byte part, is the
    // nearest there (four-byte sequences, rare in game records, are then refused).
    if (code_page == 54936 && !IsValidCodePage(54936)) code_page = 936;
    out.clear();
    if (bytes.empty()) return true;
    const int n = MultiByteToWideChar(code_page, MB_ERR_INVALID_CHARS, bytes.data(),
                                      int(bytes.size()), nullptr, 0);
    if (n <= 0) return false;
    std::wstring wide(size_t(n), L'\0');
    if (MultiByteToWideChar(code_page, MB_ERR_INVALID_CHARS, bytes.data(), int(bytes.size()),
                            wide.data(), n) != n)
        return false;
    return wide_to_utf8(wide, out);
}

#else

bool legacy_to_utf8(std::string_view in, const char* from, std::string& out) {
    iconv_t cd = iconv_open("UTF-8", from);
    // NOLINTNEXTLINE(performance-no-int-to-ptr): (iconv_t)-1 is how iconv_open says it failed.
    if (cd == (iconv_t)-1) return false;
    out.clear();
    char* src = const_cast<char*>(in.data());
    size_t src_left = in.size();
    char buffer[4096];
    bool ok = true;
    while (src_left > 0) {
        char* dst = buffer;
        size_t dst_left = sizeof buffer;
        const size_t r = iconv(cd, &src, &src_left, &dst, &dst_left);
        out.append(buffer, dst - buffer);
        if (r == (size_t)-1 && errno != E2BIG) {
            ok = false;  // EILSEQ (invalid sequence) or EINVAL (truncated sequence)
            break;
        }
    }
    iconv_close(cd);
    return ok;
}

#endif

}  // namespace xq
