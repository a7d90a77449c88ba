// Where the running program's file is, so that files shipped beside it (assets/, the opening
// book, fonts on Windows) are found wherever the program was unpacked.
#pragma once

#include <filesystem>

namespace xq {

// The absolute path of the running executable; empty when the system does not tell.
std::filesystem::path executable_path();

}  // namespace xq
