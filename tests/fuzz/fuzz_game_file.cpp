// A game file's bytes, whatever they are: read_game_file tells XQF, DhtmlXQ and PGN (or a bare
// move list) apart and converts GBK, Big5 and UTF-16 text to UTF-8. What it read is written
// back in every format, as saving or copying the game would; a game read whole must read back
// from the PGN (in each notation) and the DhtmlXQ written for it, with the same main line.
#include "formats/dhtmlxq.h"
#include "formats/pgn.h"
#include "formats/read_game_file.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    const PgnReadResult read = read_game_file(fuzz::as_text(data, size));
    if (!read && !read.stopped_in_moves) return 0;
    // The record holds its legal moves (all of them, or those before the bad one).
    const GameRecord& record = read.record;
    for (PgnMoveFormat format : {PgnMoveFormat::ICCS, PgnMoveFormat::WXF, PgnMoveFormat::CHINESE}) {
        const PgnReadResult again = read_pgn(write_pgn(record, format));
        if (read) {
            fuzz::require(bool(again), "a game read whole reads back from its PGN");
            fuzz::require(again.record.moves() == record.moves(),
                          "the PGN written for a game holds its main line");
        }
    }
    const PgnReadResult again = read_dhtmlxq(write_dhtmlxq(record));
    if (read) {
        fuzz::require(bool(again), "a game read whole reads back from its DhtmlXQ");
        fuzz::require(again.record.moves() == record.moves(),
                      "the DhtmlXQ written for a game holds its main line");
    }
    (void)chinese_move_list(record, ChineseStyle{true, false});
    return 0;
}
