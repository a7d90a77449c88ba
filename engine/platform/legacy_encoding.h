// Conversion of legacy text encodings to UTF-8 by the system: iconv on Linux, the code page
// functions of Windows (which has no iconv). formats/text_encoding.h decides which encoding.
#pragma once

#include <string>
#include <string_view>

namespace xq {

// `encoding` is one of "GB18030", "GBK", "BIG5", "UTF-16LE", "UTF-16BE". Returns false when
// `bytes` is not valid in that encoding or the system cannot convert it; `out` is then
// unspecified.
bool legacy_to_utf8(std::string_view bytes, const char* encoding, std::string& out);

}  // namespace xq
