// A position and moves typed by a person: the first line is a FEN (the start position when it is
// not one; the FEN it writes must read back), each further line a move in ICCS, WXF or Chinese
// notation (parse_move, and each notation's own parser). A move that parses is played. In every
// position reached, each legal move is written in each notation (both Chinese styles) and must
// parse back to itself.
#include <string>

#include "formats/iccs.h"
#include "formats/notation.h"
#include "fuzz_target.h"
#include "rules/movegen.h"
#include "rules/position.h"

namespace {

using namespace xq;

void legal_moves_read_back(const Position& pos) {
    MoveList legal;
    generate_legal(pos, legal);
    for (Move m : legal) {
        fuzz::require(parse_iccs(pos, move_to_iccs(m)).move == m, "ICCS reads back");
        fuzz::require(parse_wxf(pos, move_to_wxf(pos, m)).move == m, "WXF reads back");
        for (bool traditional : {false, true}) {
            const std::string text = move_to_chinese(pos, m, ChineseStyle{traditional, true});
            fuzz::require(parse_chinese(pos, text).move == m, "Chinese reads back");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::vector<std::string_view> lines = fuzz::input_lines(fuzz::as_text(data, size));
    if (lines.empty()) return 0;
    Position pos;
    std::string error;
    if (!pos.set_fen(lines[0], &error)) pos = Position();
    Position again;
    fuzz::require(again.set_fen(pos.fen()) && again.key() == pos.key(), "FEN reads back");
    legal_moves_read_back(pos);
    for (size_t i = 1; i < lines.size() && i < 64; ++i) {
        (void)parse_iccs(pos, lines[i]);
        (void)parse_wxf(pos, lines[i]);
        (void)parse_chinese(pos, lines[i]);
        const ParsedMove parsed = parse_move(pos, lines[i]);
        if (!parsed) continue;
        pos.do_move(parsed.move);
        legal_moves_read_back(pos);
    }
    return 0;
}
