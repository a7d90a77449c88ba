// The index kept beside a collection's file ("games.pgn" -> "games.pgn.xqidx"): the list and
// the positions of every game, so that opening the collection again reads neither the games nor
// their moves. It records the file's size, modification time and a hash of its first 64 KiB: a
// file that changed has a stale index, which is rebuilt; so is an index that does not read back
// (a bad magic, version or checksum, a short file).
//
// Layout (binary, little-endian, version 1): "XQIDX\n\x1a\0", version, kind, the file's stamp,
// the counts, the games' fields, then the keys, moves and material spans as arrays, and a
// 64-bit checksum of everything before it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "game/library/collection.h"

namespace xq {

inline constexpr uint32_t COLLECTION_INDEX_VERSION = 1;

std::string index_path_of(const std::string& collection_path);

bool stamp_of(const std::string& path, FileStamp& out);

std::string encode_index(const Collection& collection, const FileStamp& stamp);
// The checksum that ends an index: of every byte before it.
uint64_t index_checksum(const char* data, size_t size);
// False when `bytes` is not an index of this version for a file with `stamp`.
bool decode_index(const std::string& bytes, const FileStamp& stamp, Collection& out);

// Reads the index beside collection.path into `collection` (false: none, stale or corrupt).
bool load_index(Collection& collection);
// Writes it (atomically) for the file as it is now, and sets collection.stamp; a failure only
// costs the next opening's speed.
bool save_index(Collection& collection, std::string* error);

}  // namespace xq
