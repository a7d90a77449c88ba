// An external engine's output lines, as the game parses them (game/engines/external_protocol.h):
// option lines of the handshake, info lines (UCI and UCCI) with their PV and currmove, and
// bestmove, against the position searched. The first byte picks the position and the engine's
// notation (ranks from 0 or 1, FEN letters h/e), as the game knows them from the engine's entry.
#include <string>

#include "fuzz_target.h"
#include "game/engines/external_protocol.h"
#include "rules/position.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    if (size == 0) return 0;
    static const char* const ROOTS[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        "3k5/4P4/9/9/9/9/9/9/9/4K4 b",  // Black to move, in check
        "4k4/9/9/9/9/9/9/9/4A4/3AKR3 w",
    };
    Position root;
    if (!root.set_fen(ROOTS[data[0] % 3])) return 0;
    const EngineDialect dialect{(data[0] >> 2) & 1, ((data[0] >> 3) & 1) != 0};
    for (std::string_view line : fuzz::input_lines(fuzz::as_text(data + 1, size - 1))) {
        (void)parse_option_line(line);
        (void)parse_info_line(line, ExternalProtocol::UCI, root, dialect);
        (void)parse_info_line(line, ExternalProtocol::UCCI, root, dialect);
        (void)parse_currmove(line, root, dialect);
        if (const auto best = parse_bestmove(line, root, dialect))
            (void)move_to_engine(best->best, dialect);
        (void)reads_no_input_while_searching(line);
    }
    return 0;
}
