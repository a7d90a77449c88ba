// Files written so that a crash, a kill or a full disk at any moment leaves either the old content
// or the new one under the file's name, never an empty or half-written file: the bytes go to
// NAME.tmp, reach the disk, and only then replace NAME in one step (rename on POSIX, MoveFileEx
// on Windows). Every file the game and the console engine write goes through here: the game's
// state, collections, tournaments, opening books, endgame tables and networks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace xq {

class AtomicFile {
  public:
    // Opens PATH.tmp for writing; ok() tells whether that worked.
    explicit AtomicFile(std::string path);
    // Without commit() the temporary file is removed and PATH is left as it was.
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    bool ok() const { return error_.empty(); }
    // Appends bytes; after a failure every later call does nothing and commit() fails.
    void write(const void* data, size_t size);
    void write(const std::string& text) { write(text.data(), text.size()); }
    // Makes the written bytes the file: false with a message (the OS's reason) when any step
    // failed, PATH then unchanged.
    bool commit(std::string* error);

  private:
    void flush_buffer();
    void write_through(const char* data, size_t size);
    void fail(const std::string& what);
    void discard();

    std::string path_;
    std::string tmp_;
    std::string error_;
    std::string buffer_;    // small writes gathered into blocks
    intptr_t handle_ = -1;  // the system's file: a file descriptor, or a HANDLE on Windows
    bool open_ = false;
    bool committed_ = false;
};

// The whole content at once.
bool write_file_atomic(const std::string& path, const std::string& content, std::string* error);

}  // namespace xq
