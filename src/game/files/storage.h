// Files of the app's state directory: crash-safe writes (temp file + rename; one file per
// system: storage_atomic_write.cpp) and whole reads.
#pragma once

#include <string>

namespace xq {

bool write_file_atomic(const std::string& path, const std::string& content, std::string* error);
// Returns false with a message when the file cannot be read; *missing tells "does not exist".
bool read_file(const std::string& path, std::string& out, std::string* error,
               bool* missing = nullptr);

}  // namespace xq
