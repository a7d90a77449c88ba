#include "formats/pgn_lexer.h"

namespace xq::pgn_detail {

namespace {

bool is_line_end(std::string_view s, size_t i) {
    // "\r\n" counts once (at its '\n'); a lone '\r' is an old Mac line end.
    return s[i] == '\n' || (s[i] == '\r' && (i + 1 >= s.size() || s[i + 1] != '\n'));
}

std::string line_prefix(int line) {
    return "line " + std::to_string(line) + ": ";
}

bool ends_word(char c) {
    return std::string_view("{}()[];").find(c) != std::string_view::npos;
}

}  // namespace

size_t PgnLexer::space_length(size_t i) const {
    const unsigned char c = s_[i];
    // Other control characters (NUL padding, the DOS end-of-file mark ^Z) separate words too.
    if (c <= ' ' || c == 0x7F) return 1;
    if (c == 0xC2 && i + 1 < s_.size() && (unsigned char)s_[i + 1] == 0xA0) return 2;  // U+00A0
    if (c == 0xE3 && i + 2 < s_.size() && (unsigned char)s_[i + 1] == 0x80 &&
        (unsigned char)s_[i + 2] == 0x80)
        return 3;  // U+3000 ideographic space, common in Chinese game records
    return 0;
}

void PgnLexer::skip_space() {
    while (!at_end()) {
        const size_t n = space_length(i_);
        if (n == 0) return;
        if (is_line_end(s_, i_)) {
            ++line_;
            at_line_start_ = true;
        }
        i_ += n;
    }
}

void PgnLexer::skip_to_line_end() {
    while (!at_end() && s_[i_] != '\n' && s_[i_] != '\r') ++i_;
}

bool PgnLexer::read_brace_comment(Token& token, std::string* error) {
    const int start_line = line_;
    ++i_;  // '{'
    std::string text;
    while (!at_end() && s_[i_] != '}') {
        if (is_line_end(s_, i_)) {
            ++line_;
            text += '\n';
        } else if (s_[i_] != '\r') {
            text += s_[i_];
        }
        ++i_;
    }
    if (at_end()) {
        *error = line_prefix(start_line) + "the comment '{' opened here is never closed";
        return false;
    }
    ++i_;  // '}'
    token.kind = TokenKind::COMMENT;
    token.text = std::move(text);
    return true;
}

bool PgnLexer::read_tag(Token& token, std::string* error) {
    const int start_line = line_;
    auto fail = [&](const std::string& what) {
        *error = line_prefix(start_line) + what;
        return false;
    };
    auto skip_blanks = [&] {
        while (!at_end() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
    };
    ++i_;  // '['
    skip_blanks();
    std::string name;
    while (!at_end() && s_[i_] != ' ' && s_[i_] != '\t' && s_[i_] != '"' && s_[i_] != ']' &&
           s_[i_] != '\n' && s_[i_] != '\r')
        name += s_[i_++];
    if (name.empty()) return fail("malformed tag: expected [Name \"value\"]");
    skip_blanks();
    std::string value;
    if (!at_end() && s_[i_] == '"') {
        ++i_;
        for (;;) {
            if (at_end() || s_[i_] == '\n' || s_[i_] == '\r')
                return fail("the tag [" + name + " is not closed: expected '\"]' on the same line");
            const char c = s_[i_++];
            if (c == '\\' && !at_end() && (s_[i_] == '"' || s_[i_] == '\\')) {
                value += s_[i_++];
            } else if (c == '"') {
                // The closing quote is the one followed by ']'; other quotes are taken as
                // part of the value (some writers do not escape them).
                size_t j = i_;
                while (j < s_.size() && (s_[j] == ' ' || s_[j] == '\t')) ++j;
                if (j < s_.size() && s_[j] == ']') {
                    i_ = j + 1;
                    break;
                }
                value += c;
            } else {
                value += c;
            }
        }
    } else {
        // [Name value] without quotes: tolerated, the value runs to the ']'.
        while (!at_end() && s_[i_] != ']' && s_[i_] != '\n' && s_[i_] != '\r') value += s_[i_++];
        if (at_end() || s_[i_] != ']')
            return fail("the tag [" + name + " is not closed: expected ']' on the same line");
        ++i_;
        while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.pop_back();
    }
    token.kind = TokenKind::TAG;
    token.text = std::move(name);
    token.value = std::move(value);
    return true;
}

bool PgnLexer::next(Token& token, std::string* error) {
    for (;;) {
        skip_space();
        token = Token{};
        token.line = line_;
        if (at_end()) return true;  // kind END
        const char c = s_[i_];
        // A '%' in the first column escapes the rest of the line (PGN standard).
        if (c == '%' && at_line_start_) {
            skip_to_line_end();
            continue;
        }
        at_line_start_ = false;
        switch (c) {
            case '[':
                return read_tag(token, error);
            case '{':
                return read_brace_comment(token, error);
            case ';':
                ++i_;
                token.kind = TokenKind::COMMENT;
                while (!at_end() && s_[i_] != '\n' && s_[i_] != '\r') token.text += s_[i_++];
                return true;
            case '(':
                ++i_;
                token.kind = TokenKind::OPEN_VARIATION;
                return true;
            case ')':
                ++i_;
                token.kind = TokenKind::CLOSE_VARIATION;
                return true;
            case '}':
            case ']':
                *error = line_prefix(line_) + "'" + c + "' without a matching '" +
                         (c == '}' ? '{' : '[') + "'";
                return false;
            default:
                break;
        }
        while (!at_end() && !ends_word(s_[i_]) && space_length(i_) == 0) token.text += s_[i_++];
        token.kind = TokenKind::WORD;
        if (token.text.size() > 1 && token.text[0] == '$' &&
            token.text.find_first_not_of("0123456789", 1) == std::string::npos)
            token.kind = TokenKind::NAG;
        return true;
    }
}

}  // namespace xq::pgn_detail
