// The client side of UCI and UCCI: what an external engine's lines mean (its options, info and
// bestmove) and the commands we send it. Pure functions, no I/O: external_engine.cpp does the
// talking, the tests feed these lines directly.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/engines/engine_dialect.h"
#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

enum class ExternalProtocol : uint8_t { UNKNOWN, UCI, UCCI };
const char* protocol_name(ExternalProtocol p);  // "uci", "ucci", "unknown"
ExternalProtocol protocol_from_name(std::string_view name);

// One `option` line of the handshake. UCI: "option name Skill Level type spin default 20 min 0
// max 20"; UCCI names are one word and come without "name": "option hashsize type spin ...".
struct ExternalOption {
    std::string name;
    std::string type;  // check, spin, combo, string, button (as the engine says, lower case)
    std::string default_value;
    int min = 0, max = 0;
    std::vector<std::string> choices;  // combo
    bool operator==(const ExternalOption&) const = default;
};
std::optional<ExternalOption> parse_option_line(std::string_view line);

// An option value the player set, by option name.
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// "setoption name Hash value 64" (UCI) or "setoption hashsize 64" (UCCI); a button has no value.
std::string setoption_command(ExternalProtocol p, const std::string& name,
                              const std::string& value);
// "position fen <FEN> moves h2e2 ..." (FEN and moves in the engine's dialect, for both
// protocols).
std::string position_command(const std::string& fen, const std::vector<Move>& moves,
                             const EngineDialect& d = {});
// "go movetime 1000", "go wtime .. btime ..", "go infinite", with " searchmoves .." (UCI) when
// limits.searchmoves is set. UCCI has no movetime: a fixed time becomes "go time 1000 movestogo
// 1" (milliseconds: we set usemillisec when it is offered; seconds without it). Both protocols
// get "go infinite" for analysis: ElephantEye reads "go depth infinite" as depth 0.
std::string go_command(ExternalProtocol p, const SearchLimits& limits, Color side_to_move,
                       bool ucci_millisec = true, const EngineDialect& d = {});
// The root-move limits in the protocol's own form: UCI knows only `searchmoves`, UCCI only the
// `banmoves` command, so each is turned into the other from the legal moves of `root`.
void root_moves_for(ExternalProtocol p, const Position& root, SearchLimits& limits);
// "banmoves h2e2 ..." (UCCI, after `position`); "" without banned moves.
std::string banmoves_command(const std::vector<Move>& banned, const EngineDialect& d = {});

// An `info` line as a search report of the position `root` (the PV is cut at its first illegal
// move; UCCI scores above 9000 are mates, as ElephantEye and we send them). Empty when the line
// carries no depth and score (UCCI's "info time .. nodes ..") or is not an info line.
std::optional<SearchInfo> parse_info_line(std::string_view line, ExternalProtocol p,
                                          const Position& root, const EngineDialect& d = {});
// The "currmove" part of an info line, when it has one.
std::optional<CurrMoveInfo> parse_currmove(std::string_view line, const Position& root,
                                           const EngineDialect& d = {});

// "bestmove h2e2 [ponder h9g7]", "bestmove (none)", "nobestmove". `legal` is false when the
// move is garbled or not legal in `root`.
struct ParsedBestMove {
    Move best = MOVE_NONE;
    Move ponder = MOVE_NONE;
    bool legal = true;
    std::string text;  // the move as sent, for a message
};
// Engines that read no input while they search, so that `stop` and `isready` wait for the search
// to end, by the name they give (`id name`): Sjaak II 1.4.1. Their analysis runs in steps.
bool reads_no_input_while_searching(std::string_view id_name);

std::optional<ParsedBestMove> parse_bestmove(std::string_view line, const Position& root,
                                             const EngineDialect& d = {});

}  // namespace xq
