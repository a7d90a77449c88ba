// A game file's bytes, whatever they are: read_game_file tells XQF, DhtmlXQ and PGN (or a bare
// move list) apart and converts GBK, Big5 and UTF-16 text to UTF-8. What it read is written
// back in every format, as saving or copying the game would.
#include "formats/dhtmlxq.h"
#include "formats/pgn.h"
#include "formats/read_game_file.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    const PgnReadResult read = read_game_file(fuzz::as_text(data, size));
    if (!read && !read.stopped_in_moves) return 0;
    // The record holds its legal moves (all of them, or those before the bad one).
    (void)write_pgn(read.record, PgnMoveFormat::ICCS);
    (void)write_pgn(read.record, PgnMoveFormat::WXF);
    (void)write_pgn(read.record, PgnMoveFormat::CHINESE);
    (void)write_dhtmlxq(read.record);
    (void)chinese_move_list(read.record, ChineseStyle{true, false});
    return 0;
}
