// A game collection as the Library opens it, the first byte choosing how: the binary index kept
// beside a collection (.xqidx; the target appends the checksum and takes the file stamp from the
// input, so mutations reach the fields behind them), or a PGN or DhtmlXQ text split into its
// games. The collection read is then listed, sorted, searched and explored as the Library does.
#include <cstring>
#include <string>

#include "fuzz_target.h"
#include "game/library/collection_index.h"
#include "game/library/collection_read.h"
#include "game/library/collection_search.h"
#include "game/library/collection_stats.h"
#include "game/library/collection_view.h"
#include "game/library/explorer_collection.h"
#include "game/library/material_pattern.h"
#include "rules/position.h"

namespace {

using namespace xq;

// Where the file stamp sits in an index: after the magic, the version and the kind.
constexpr size_t STAMP_OFFSET = 8 + 4 + 1;

bool read_index(std::string_view input, Collection& c) {
    std::string bytes(input);
    uint64_t sum = index_checksum(bytes.data(), bytes.size());
    bytes.append(reinterpret_cast<const char*>(&sum), sizeof sum);
    FileStamp stamp;
    if (input.size() >= STAMP_OFFSET + 24) {
        std::memcpy(&stamp.size, input.data() + STAMP_OFFSET, 8);
        std::memcpy(&stamp.mtime, input.data() + STAMP_OFFSET + 8, 8);
        std::memcpy(&stamp.head_hash, input.data() + STAMP_OFFSET + 16, 8);
    }
    return decode_index(bytes, stamp, c);
}

void use_collection(const Collection& c) {
    CollectionFilter filter;
    filter.text = "a";
    for (int column = 0; column <= int(CollectionColumn::MOVES); ++column)
        (void)collection_rows(c, filter, CollectionSort{CollectionColumn(column), column % 2 == 1});
    const Position start;
    (void)find_position(c, start.key());
    if (!c.keys.empty()) (void)find_position(c, c.keys.back());
    (void)next_move_stats(c, start.key());
    (void)explorer_games(c, start);
    MaterialPattern pattern;
    std::string error;
    if (parse_material_pattern("R-", pattern, &error)) (void)find_material(c, pattern);
    for (const CollectionGame& g : c.games) (void)collection_game_label(g);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::string_view input = fuzz::as_text(data + 1, size - 1);
    Collection c;
    switch (data[0] % 3) {
        case 0:
            if (!read_index(input, c)) return 0;
            break;
        case 1:
            c.kind = CollectionKind::PGN;
            (void)count_games(input);
            (void)add_games_of_text(c, input);
            break;
        default:
            c.kind = CollectionKind::DHTMLXQ;
            (void)add_games_of_text(c, input);
            break;
    }
    use_collection(c);
    return 0;
}
