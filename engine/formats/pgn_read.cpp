// PGN reader: tags, then the main line of the first game, every move replayed and checked.
#include <algorithm>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "formats/pgn_lexer.h"
#include "formats/text_encoding.h"

namespace xq {

using pgn_detail::PgnLexer;
using pgn_detail::Token;
using pgn_detail::TokenKind;

namespace {

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        return lower(x) == lower(y);
    });
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// A game result as written in movetext or in the Result tag; "" when `text` is none. The
// Chinese words are what some Chinese tools put in the Result tag.
std::string result_of(std::string_view text) {
    if (is_valid_result(text)) return std::string(text);
    if (text == "红胜" || text == "紅勝" || text == "红方胜" || text == "紅方勝")
        return RESULT_RED_WINS;
    if (text == "黑胜" || text == "黑勝" || text == "黑方胜" || text == "黑方勝")
        return RESULT_BLACK_WINS;
    if (text == "和棋" || text == "和局" || text == "和") return RESULT_DRAW;
    return {};
}

// Removes a leading move number ("12." or "12..." or "1.") and returns the rest ("" for a
// number alone).
std::string_view strip_move_number(std::string_view word) {
    size_t digits = 0;
    while (digits < word.size() && is_digit(word[digits])) ++digits;
    size_t dots = digits;
    while (dots < word.size() && word[dots] == '.') ++dots;
    if (digits == 0 || dots == digits) return word;
    return word.substr(dots);
}

// Dots alone ("...", "…", "……") stand for Black's missing move after a number.
bool is_ellipsis(std::string_view word) {
    while (!word.empty()) {
        if (word[0] == '.') {
            word.remove_prefix(1);
        } else if (word.substr(0, 3) == "\xE2\x80\xA6") {  // U+2026
            word.remove_prefix(3);
        } else {
            return false;
        }
    }
    return true;
}

bool is_annotation_mark(char c) {
    return c == '!' || c == '?';
}

std::string quoted(std::string_view text) {
    std::string s(1, '\'');
    s.append(text);
    s += '\'';
    return s;
}

class Reader {
  public:
    explicit Reader(std::string_view text) : lexer_(text) {}
    PgnReadResult run();

  private:
    bool fail(int line, const std::string& what) {
        error_ = "line " + std::to_string(line) + ": " + what;
        return false;
    }
    bool on_tag(const Token& t);
    void on_comment(std::string text);
    bool on_word(const Token& t);  // sets finished_ at a result
    bool play(std::string_view text, int line);
    std::string move_label() const {
        return "move " + std::to_string(std::max(1, pos_.fullmove_number())) +
               (pos_.side_to_move() == RED ? "" : "...");
    }

    PgnLexer lexer_;
    GameRecord record_;
    Position pos_;
    std::string error_;
    std::string result_tag_;
    std::string result_text_;  // the result that ends the movetext
    bool in_movetext_ = false;
    bool finished_ = false;
    bool anything_ = false;  // any tag, comment or word seen
};

bool Reader::on_tag(const Token& t) {
    const std::string& name = t.text;
    if (equals_ignoring_case(name, "FEN")) {
        if (t.value.find_first_not_of(" \t") == std::string::npos) return true;  // [FEN ""]
        std::string why;
        if (!pos_.set_fen(t.value, &why))
            return fail(t.line, "[FEN \"" + t.value + "\"] is not a valid position: " + why);
        record_.start_fen = pos_.fen();
    } else if (equals_ignoring_case(name, "Result")) {
        result_tag_ = result_of(t.value);
    } else if (!is_derived_tag(name)) {
        // Game, SetUp and Format carry nothing the record needs: the notation of each move
        // is recognised from the move itself.
        record_.set_tag(name, t.value);
    }
    return true;
}

void Reader::on_comment(std::string text) {
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && blank(text.back())) text.pop_back();
    size_t start = 0;
    while (start < text.size() && blank(text[start])) ++start;
    text.erase(0, start);
    if (text.empty()) return;
    if (record_.moves.empty()) {
        if (!record_.comment_before_moves.empty()) record_.comment_before_moves += '\n';
        record_.comment_before_moves += text;
        return;
    }
    const size_t last = record_.moves.size() - 1;
    std::string joined = record_.comment_after(last);
    if (!joined.empty()) joined += '\n';
    record_.set_comment_after(last, joined + text);
}

bool Reader::play(std::string_view text, int line) {
    ParsedMove parsed = parse_move(pos_, text);
    if (!parsed) {
        // Tolerate check marks glued to coordinate moves ("H2-E2+"); WXF needs its '+'.
        std::string_view bare = text;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.remove_suffix(1);
        if (bare.size() < text.size() && iccs_to_move(bare) != MOVE_NONE) {
            ParsedMove retry = parse_move(pos_, bare);
            if (retry) parsed = retry;
        }
    }
    if (!parsed) {
        // parse_move's errors start with the move, either "'xyz' is not a move ..." or
        // "'C2.9': why"; ICCS ones with the move in lower case: "h2e9: not a legal move here: why".
        std::string why = parsed.error;
        const std::string q = quoted(text);
        const Move coord = iccs_to_move(text);
        std::string head = move_label() + " " + q;
        if (why.rfind(q + " ", 0) == 0) return fail(line, move_label() + " " + why);
        if (why.rfind(q + ": ", 0) == 0) {
            why.erase(0, q.size() + 2);
        } else if (coord != MOVE_NONE && why.rfind(move_to_iccs(coord) + ": ", 0) == 0) {
            why.erase(0, 6);
            const std::string filler = "not a legal move here: ";
            if (why.rfind(filler, 0) == 0) why.erase(0, filler.size());
        }
        return fail(line, head + " is illegal in this position: " + why);
    }
    record_.moves.push_back(parsed.move);
    pos_.do_move(parsed.move);
    return true;
}

bool Reader::on_word(const Token& t) {
    std::string_view word = t.text;
    if (std::string r = result_of(word); !r.empty() && word != "和") {
        result_text_ = r;
        finished_ = true;
        return true;
    }
    while (!word.empty() && is_annotation_mark(word.back())) word.remove_suffix(1);
    const std::string_view rest = strip_move_number(word);
    if (rest.empty() || is_ellipsis(rest)) return true;
    if (rest.size() == word.size()) return play(word, t.line);  // no move number
    if (!is_digit(rest[0])) return play(rest, t.line);
    // "33.4" (WXF: the middle of three pawns) looks like the number "33." glued to "4", while
    // "12.33.4" is that move numbered: the whole word wins when it is a move.
    if (rest.size() == 1 || parse_move(pos_, word)) return play(word, t.line);
    return play(rest, t.line);
}

PgnReadResult Reader::run() {
    PgnReadResult out;
    int variation_depth = 0, variation_line = 0;
    Token t;
    while (!finished_) {
        if (!lexer_.next(t, &error_)) break;
        if (t.kind == TokenKind::END) break;
        anything_ = true;
        if (variation_depth > 0) {  // everything inside a variation is skipped
            if (t.kind == TokenKind::OPEN_VARIATION) ++variation_depth;
            if (t.kind == TokenKind::CLOSE_VARIATION) --variation_depth;
            continue;
        }
        bool ok = true;
        switch (t.kind) {
            case TokenKind::TAG:
                if (in_movetext_) {
                    finished_ = true;  // a tag after moves starts the next game
                    break;
                }
                ok = on_tag(t);
                break;
            case TokenKind::COMMENT:
                on_comment(t.text);
                break;
            case TokenKind::NAG:
                in_movetext_ = true;
                break;
            case TokenKind::OPEN_VARIATION:
                in_movetext_ = true;
                variation_depth = 1;
                variation_line = t.line;
                break;
            case TokenKind::CLOSE_VARIATION:
                ok = fail(t.line, "')' closes no variation");
                break;
            case TokenKind::WORD:
                in_movetext_ = true;
                ok = on_word(t);
                break;
            case TokenKind::END:
                break;
        }
        if (!ok) break;
    }
    if (error_.empty() && variation_depth > 0)
        fail(variation_line, "the variation '(' opened here is never closed");
    if (error_.empty() && !anything_) error_ = "no game found: the text has no tags and no moves";
    if (!error_.empty()) {
        out.error = std::move(error_);
        // What was read before a bad move is a legal game: the caller may keep it.
        out.stopped_in_moves = in_movetext_;
        if (in_movetext_) {
            if (!record_.comments.empty()) record_.comments.resize(record_.moves.size());
            out.record = std::move(record_);
        }
        return out;
    }
    record_.result = !result_text_.empty()  ? result_text_
                     : !result_tag_.empty() ? result_tag_
                                            : RESULT_UNKNOWN;
    if (!record_.comments.empty()) record_.comments.resize(record_.moves.size());
    out.record = std::move(record_);
    return out;
}

}  // namespace

PgnReadResult read_pgn(std::string_view bytes) {
    std::string text;
    PgnReadResult out;
    if (text_to_utf8(bytes, text, &out.error)) out = Reader(text).run();
    // Text that is not UTF-8 was read as GB18030, which accepts most Big5 bytes too (as the
    // wrong characters): when that fails, Big5 gets its chance.
    const bool legacy = !is_valid_utf8(bytes) && bytes.substr(0, 2) != "\xFF\xFE" &&
                        bytes.substr(0, 2) != "\xFE\xFF" && bytes.substr(0, 3) != "\xEF\xBB\xBF";
    if (!out && legacy && convert_to_utf8(bytes, "BIG5", text)) {
        PgnReadResult big5 = Reader(text).run();
        if (big5) return big5;
        out.error += " (the text is not UTF-8: it was read as GB18030, then as Big5)";
    }
    return out;
}

}  // namespace xq
