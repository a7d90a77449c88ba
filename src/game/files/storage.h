// Files of the app's state directory: crash-safe writes (write_file_atomic, temp file + rename:
// engine/platform/atomic_file.h) and whole reads.
#pragma once

#include <string>

#include "platform/atomic_file.h"

namespace xq {

// Returns false with a message when the file cannot be read; *missing tells "does not exist".
bool read_file(const std::string& path, std::string& out, std::string* error,
               bool* missing = nullptr);

}  // namespace xq
