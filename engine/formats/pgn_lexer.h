// Splits PGN text into tokens (not a public header: pgn.h is the interface).
//
// The lexer knows PGN's punctuation, not Xiangqi: a WORD is any run of characters up to
// whitespace or one of { } ( ) [ ] ; and the reader decides whether it is a move number, a
// result or a move. Tokens come one at a time so that damage after the end of the first game
// never spoils it.
#pragma once

#include <string>
#include <string_view>

namespace xq::pgn_detail {

enum class TokenKind {
    TAG,              // [Name "value"]: text = name, value = unescaped value
    COMMENT,          // {...} or ;... to the end of the line: text = the comment
    WORD,             // move, move number, result, annotation
    NAG,              // $12: text = "$12"
    OPEN_VARIATION,   // (
    CLOSE_VARIATION,  // )
    END,
};

struct Token {
    TokenKind kind = TokenKind::END;
    std::string text;
    std::string value;
    int line = 1;  // line where the token starts (1-based)
};

class PgnLexer {
  public:
    explicit PgnLexer(std::string_view utf8_text) : s_(utf8_text) {}
    // Reads the next token. Returns false on malformed text, with *error starting "line N: ".
    bool next(Token& token, std::string* error);

  private:
    bool at_end() const { return i_ >= s_.size(); }
    // Skips whitespace (ASCII, no-break and ideographic spaces), counting lines.
    void skip_space();
    // Length of the whitespace character at position i (0 if none).
    size_t space_length(size_t i) const;
    bool read_tag(Token& token, std::string* error);
    bool read_brace_comment(Token& token, std::string* error);
    void skip_to_line_end();

    std::string_view s_;
    size_t i_ = 0;
    int line_ = 1;
    bool at_line_start_ = true;
};

}  // namespace xq::pgn_detail
