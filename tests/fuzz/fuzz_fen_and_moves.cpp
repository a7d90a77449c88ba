// A position and moves typed by a person: the first line is a FEN (the start position when it is
// not one), each further line a move in ICCS, WXF or Chinese notation (parse_move, and each
// notation's own parser). A move that parses is written back in every notation and played.
#include <string>

#include "formats/iccs.h"
#include "formats/notation.h"
#include "fuzz_target.h"
#include "rules/movegen.h"
#include "rules/position.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    const std::vector<std::string_view> lines = fuzz::input_lines(fuzz::as_text(data, size));
    if (lines.empty()) return 0;
    Position pos;
    std::string error;
    if (!pos.set_fen(lines[0], &error)) pos = Position();
    (void)pos.fen();
    for (size_t i = 1; i < lines.size() && i < 64; ++i) {
        (void)parse_iccs(pos, lines[i]);
        (void)parse_wxf(pos, lines[i]);
        (void)parse_chinese(pos, lines[i]);
        const ParsedMove parsed = parse_move(pos, lines[i]);
        if (!parsed) continue;
        (void)move_to_iccs(parsed.move);
        (void)move_to_wxf(pos, parsed.move);
        (void)move_to_chinese(pos, parsed.move, ChineseStyle{true, false});
        pos.do_move(parsed.move);
        (void)count_legal_moves(pos);
    }
    return 0;
}
