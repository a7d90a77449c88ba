// The master database's file (assets/masters.xqm, docs/masters.md) as plain data: the names in
// simplified Chinese and English, the players with their ratings and the games with their moves.
// Writing it and reading it back checks only the bytes (magic, version, lengths, ids); whether
// the moves are legal is for MasterDb::load, which plays them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/library/collection.h"

namespace xq {

inline constexpr char MASTER_DB_MAGIC[8] = {'X', 'Q', 'M', 'A', 'S', 'T', 'E', 'R'};
inline constexpr uint32_t MASTER_DB_VERSION = 1;

struct MasterText {
    std::string zh, en;
    bool operator==(const MasterText&) const = default;
};

struct MasterPlayerEntry {
    uint32_t name = 0;  // string id
    int rating = 0;
    int games = 0;
};

struct MasterGameEntry {
    uint32_t red = 0, black = 0;   // player ids
    uint32_t event = 0, site = 0;  // string ids (string 0 is the empty name)
    std::string date;              // as the source wrote it, e.g. "1987年1月12日"
    int year = 0;                  // 0: unknown
    GameOutcome result = GameOutcome::UNKNOWN;
    std::string ecco;  // "C84", or "" when unknown
    std::vector<Move> moves;
};

struct MasterDbData {
    std::vector<MasterText> strings;
    std::vector<MasterPlayerEntry> players;
    std::vector<MasterGameEntry> games;
};

// The file's bytes. A name longer than 65,535 bytes or a date longer than 255 is cut.
std::string encode_master_db(const MasterDbData& data);

// False with the reason (bad magic, a newer version, truncated, an id out of range, a square
// off the board) and `out` left empty.
bool decode_master_db(std::string_view bytes, MasterDbData& out, std::string* error);

}  // namespace xq
