// Turns the bytes of a text file into UTF-8. Xiangqi game records come as UTF-8 (with or
// without a BOM), as GB18030/GBK (older mainland Windows tools such as the xqbase converters),
// as Big5 (Taiwan and Hong Kong collections) or, more rarely, as UTF-16 with a BOM.
#pragma once

#include <string>
#include <string_view>

namespace xq {

bool is_valid_utf8(std::string_view text);

// Converts text in a legacy encoding ("GB18030", "GBK", "BIG5", "UTF-16LE" or "UTF-16BE") to UTF-8.
// Returns false when `bytes` is not valid in that encoding.
bool convert_to_utf8(std::string_view bytes, const char* encoding, std::string& out);

// Converts `bytes` to UTF-8 without a BOM. UTF-8 is kept as is; text with a UTF-16 BOM is
// converted from UTF-16; anything else that is not valid UTF-8 is read as GB18030. Returns
// false (with *error) when none of these fits.
bool text_to_utf8(std::string_view bytes, std::string& out, std::string* error = nullptr);

}  // namespace xq
