// How an external engine writes squares and pieces, when it is not plain ICCS. UCCI engines and
// Pikafish number the ranks 0-9 from Red's side ("h2e2"); Fairy-Stockfish and Sjaak II in UCI
// mode number them 1-10 ("h3e3", "b10c8"), and Sjaak II's FEN calls the horse 'h' and the
// elephant 'e' where ours says 'n' and 'b'. Every move and FEN we send or read goes through
// these functions, so the rest of the client speaks ICCS only. Pure functions.
#pragma once

#include <string>
#include <string_view>

#include "rules/types.h"

namespace xq {

struct EngineDialect {
    int rank_base = 0;            // the number of Red's back rank: 0 (ICCS) or 1
    bool horse_elephant = false;  // FEN letters h/e (H/E) for the horse and the elephant
    bool operator==(const EngineDialect&) const = default;
};

// "h2e2" in the engine's notation ("h3e3" with rank_base 1); "0000" for MOVE_NONE.
std::string move_to_engine(Move m, const EngineDialect& d);
// The engine's text as a move (MOVE_NONE when it is not a coordinate move in that notation).
Move move_from_engine(std::string_view text, const EngineDialect& d);
// Our FEN with the engine's piece letters (the board field only; the rest is kept).
std::string fen_to_engine(const std::string& fen, const EngineDialect& d);
// "ranks 0-9", "ranks 1-10, FEN h/e": for the engine's details in the UI and the docs.
std::string dialect_name(const EngineDialect& d);

}  // namespace xq
