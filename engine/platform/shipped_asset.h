// Where a file the engine ships in assets/ (the opening book, the network) is found.
#pragma once

#include <string>

namespace xq {

// The path of assets/<name> next to the program (bin/assets or bin/../assets, so an unpacked
// release and a build tree both work), else in the source tree the build came from; empty when
// neither has it.
std::string find_shipped_asset(const char* name);

}  // namespace xq
