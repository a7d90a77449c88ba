// Where each game of a multi-game text is, before anything is parsed: PGN games start at a tag
// line that follows movetext (as read_pgn ends a game), DhtmlXQ games are [DhtmlXQ] blocks.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace xq {

struct TextChunk {
    uint64_t offset = 0;
    uint64_t length = 0;
    int line = 1;  // the line of the file the chunk starts on
};

// Chunks that hold nothing but white space are left out.
std::vector<TextChunk> split_pgn_games(std::string_view text);
std::vector<TextChunk> split_dhtmlxq_games(std::string_view text);

}  // namespace xq
