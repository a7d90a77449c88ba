// The experience: what the engine learned from its own games, as (position, move) -> a value
// a deeper search or the game's result gave that move, from the side to move's view. The
// search reads it like a table of deep results (search.cpp); the game writes it after each
// game (game/learning). docs/learning.md describes the format and the rules.
//
// File format, little-endian: a 16-byte header (magic "XQEX", version u16, reserved u16, count
// u32, clock u32: the merge counter that dates the entries), `count` entries of 20 bytes (key
// u64, move u16, value i16, depth u8, reserved u8, seen u16, stamp u32), sorted by key and
// move, and an FNV-1a 64 checksum of all that precedes it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/types.h"

namespace xq {

struct ExperienceEntry {
    uint64_t key = 0;       // Position::key() of the position the move is played from
    Move move = MOVE_NONE;  // the move learned about
    int16_t value = 0;      // centipawns from the side to move's view, never a mate score
    uint8_t depth = 0;      // the depth of the search that found it
    uint16_t seen = 1;      // how many times it was learned
    uint32_t stamp = 0;     // the table's clock when it was last learned
    bool operator==(const ExperienceEntry&) const = default;
};

// Values are kept within this many centipawns: a learned mate is "lost", not a mate distance.
constexpr int EXPERIENCE_VALUE_LIMIT = 2000;
// Entries a table keeps by default (about 400 KB on disk).
constexpr size_t EXPERIENCE_DEFAULT_CAP = 20000;

class Experience {
  public:
    explicit Experience(size_t cap = EXPERIENCE_DEFAULT_CAP) : cap_(cap) {}

    size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    size_t cap() const { return cap_; }
    uint32_t clock() const { return clock_; }
    const std::vector<ExperienceEntry>& entries() const { return entries_; }  // by key, move
    // The entry of `move` in position `key`, if learned (binary search).
    const ExperienceEntry* find(uint64_t key, Move move) const;
    bool has_position(uint64_t key) const;
    size_t positions() const;  // distinct positions

    // Learns one entry: a new (key, move) is added; a known one takes the value of the deeper
    // search (the new one on a tie) and is seen once more. Either way it is dated now. Then the
    // table is cut to its cap: the least used entries go first (evict order below).
    void learn(const ExperienceEntry& e);
    void learn(const std::vector<ExperienceEntry>& lessons);
    void clear() { entries_.clear(); }
    // Drops entries until at most `cap` remain: the shallowest first, then the least seen, then
    // the oldest.
    void set_cap(size_t cap);

    // The file's bytes, and back. decode() returns nullopt with a reason when the bytes are not
    // a whole, unchanged experience file.
    std::string encode() const;
    static std::optional<Experience> decode(const std::string& bytes, std::string* error,
                                            size_t cap = EXPERIENCE_DEFAULT_CAP);

  private:
    void enforce_cap();
    size_t cap_;
    uint32_t clock_ = 0;
    std::vector<ExperienceEntry> entries_;
};

// Reading a file. A missing file is an empty table. A damaged one (not an experience file,
// cut short, wrong checksum) is renamed to `<path>.bad`, the table starts empty, and `note`
// says so: learning goes on without losing what can still be examined.
enum class ExperienceLoad : uint8_t { LOADED, MISSING, DAMAGED, UNREADABLE };
ExperienceLoad load_experience(const std::string& path, Experience& out, std::string* note,
                               size_t cap = EXPERIENCE_DEFAULT_CAP);

// Reads the file at `path` into `table` (a damaged one is kept as .bad: `note` says so), learns
// `lessons` and, when there are any, writes the table back whole and atomically. False, with
// the reason in `error`, when the file exists but cannot be read (it is left untouched) or the
// table cannot be written; `table` holds what was learned either way.
bool learn_into_file(const std::string& path, const std::vector<ExperienceEntry>& lessons,
                     Experience& table, std::string* note, std::string* error);

}  // namespace xq
