// The opening book: weighted moves for positions of the opening, looked up by Zobrist key.
//
// The file (docs/book.md) is a header plus entries sorted by key, all little-endian:
//   "XQBOOK1\0" | uint64 start-position key | uint32 entry count | entries of
//   { uint64 key, uint16 move, uint16 weight }.
// The start-position key guards against a book made with other Zobrist keys.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "rules/position.h"

namespace xq {

struct BookEntry {
    uint64_t key = 0;
    Move move = MOVE_NONE;
    uint16_t weight = 0;  // relative: a move is chosen with probability weight / sum
};

class Book {
  public:
    // Replaces the book with the file's content. On error (missing, truncated, not a book, made
    // for other keys) returns false with a message and leaves the book as it was.
    bool load(const std::string& path, std::string* error = nullptr);
    // The same for a book file's bytes; `name` (the file's path) is what the messages call it.
    bool read(std::string_view bytes, const std::string& name, std::string* error = nullptr);
    bool save(const std::string& path, std::string* error = nullptr) const;

    void add(uint64_t key, Move move, uint16_t weight);  // then call finish()
    void finish();                                       // sorts; merges duplicates

    bool empty() const { return entries_.empty(); }
    size_t size() const { return entries_.size(); }
    const std::vector<BookEntry>& entries() const { return entries_; }

    // The book's legal moves for pos, heaviest first.
    std::vector<BookEntry> moves(const Position& pos) const;
    // A legal book move for pos chosen by weight, or MOVE_NONE when the book has none.
    Move pick(const Position& pos, std::mt19937_64& rng) const;

  private:
    std::vector<BookEntry> entries_;
};

// The book that ships with the program (assets/book.bin), found next to the executable's
// assets folder or in the source tree; empty when there is none.
std::string default_book_path();

}  // namespace xq
