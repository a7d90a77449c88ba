// Changing a collection's file: a game added at the end, games deleted or reordered. The new
// file is written whole and atomically (storage.h): on any failure the file and the collection
// stay as they were. A file changed by another program since it was read is not touched. The
// index is written again after each change.
#pragma once

#include <string>
#include <vector>

#include "game/library/collection.h"

namespace xq {

// `game_text` is one game in the collection's format (PGN, or DhtmlXQ for a DhtmlXQ text).
bool append_game(Collection& collection, const std::string& game_text, std::string* error);

// The collection becomes its games `order` (indexes into the old list, each at most once):
// the ones left out are deleted.
bool rearrange_games(Collection& collection, const std::vector<int>& order, std::string* error);
bool delete_game(Collection& collection, int index, std::string* error);
// Moves game `from` to position `to` (the others shift).
bool move_game(Collection& collection, int from, int to, std::string* error);

}  // namespace xq
