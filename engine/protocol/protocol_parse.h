// Parsing helpers shared by the UCCI and UCI loops: a whitespace tokenizer, the protocols' number
// and boolean words, the "startpos | fen <FEN> [moves ...]" argument of position/probe, and the
// text board diagram of the `d` command. Everything here is pure: no engine, no I/O. Integers and
// option names are read with util/text.h (parse_int, iequals), included here for every user.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/position.h"
#include "util/text.h"

namespace xq {

// A command line split at spaces and tabs, consumed front to back.
class Tokens {
  public:
    explicit Tokens(std::string_view line);
    bool empty() const { return next_ >= words_.size(); }
    std::string_view peek() const { return empty() ? std::string_view{} : words_[next_]; }
    std::string_view next() { return empty() ? std::string_view{} : words_[next_++]; }
    // The remaining words joined by single spaces (consumes them).
    std::string rest();
    size_t size() const { return words_.size(); }

  private:
    std::vector<std::string_view> words_;
    size_t next_ = 0;
};

// Joins strings, string views and literals. (Also sidesteps GCC 12's false -Wrestrict
// warning on `"literal" + std::string(...)`.)
template <class... Parts>
std::string cat(const Parts&... parts) {
    std::string s;
    (s.append(std::string_view(parts)), ...);
    return s;
}

// A non-negative decimal number such as "2" or "2.5" (UCCI seconds); nullopt otherwise.
std::optional<double> parse_decimal(std::string_view text);
// true/false, on/off, yes/no, 1/0 (any case).
std::optional<bool> parse_bool(std::string_view text);

// The argument of "position" and "probe": startpos | fen <1..6 FEN fields> [moves m1 m2 ...].
struct PositionArgs {
    std::string fen;
    std::vector<std::string> moves;
};
// Reads the rest of the line. On a syntax error returns nullopt with a message in *error.
// The FEN and the moves are checked later, against the board.
std::optional<PositionArgs> parse_position_args(Tokens& tokens, std::string* error);

// Builds the position an FEN plus moves describe (moves must be legal ICCS moves).
bool build_position(const PositionArgs& args, Position& pos, std::string* error);

// A text diagram of the board with ranks 9..0 and files a..i (Red at the bottom, upper-case).
std::string board_diagram(const Position& pos);

}  // namespace xq
