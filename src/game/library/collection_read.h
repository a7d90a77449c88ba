// Reads games into a Collection: one game's text (PGN, DhtmlXQ or XQF bytes) at a time, or a
// whole text split into its games. A game that cannot be read completely is kept with its
// error and the legal moves before it; the other games are not affected.
#pragma once

#include <atomic>
#include <string_view>

#include "game/library/collection.h"
#include "game/library/collection_split.h"

namespace xq {

// Progress of a long read, for another thread to show; `cancel` stops the read.
struct CollectionProgress {
    std::atomic<int> done{0};
    std::atomic<int> total{0};
    std::atomic<bool> cancel{false};
};

// Appends the game in `bytes` (read as `kind`) to the collection; `where` says where the text
// is in the file, so errors name the file's line.
void add_game_text(Collection& collection, std::string_view bytes, const TextChunk& where);

// Every game of a PGN or DhtmlXQ text (collection.kind says which). Returns false only when
// cancelled.
bool add_games_of_text(Collection& collection, std::string_view text,
                       CollectionProgress* progress = nullptr);

// The game at `index` as its file holds it (the bytes of its chunk, or the XQF file's bytes).
bool game_text(const Collection& collection, size_t index, std::string& out, std::string* error);

// "line 7: why" of a game's text starting on line `first` of the file is "line first + 6: why"
// there; other messages are returned as they are.
std::string error_in_file(const std::string& error, int first);

// How many games a text holds (a single-game file opens as before, several as a collection).
size_t count_games(std::string_view text);

}  // namespace xq
