// PGN reader: tags, then the moves of the first game with their variations, every move
// replayed and checked.
#include <algorithm>
#include <utility>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "formats/pgn_lexer.h"
#include "formats/text_encoding.h"
#include "util/text.h"

namespace xq {

using pgn_detail::PgnLexer;
using pgn_detail::Token;
using pgn_detail::TokenKind;

namespace {

// A game result as written in movetext or in the Result tag; "" when `text` is none. The
// Chinese words are what some Chinese tools put in the Result tag.
std::string result_of(std::string_view text) {
    if (is_valid_result(text)) return std::string(text);
    if (text == "红胜" || text == "紅勝" || text == "红方胜" || text == "紅方勝")
        return RESULT_RED_WINS;
    if (text == "黑胜" || text == "黑勝" || text == "黑方胜" || text == "黑方勝")
        return RESULT_BLACK_WINS;
    if (text == "红负" || text == "紅負" || text == "红方负" || text == "紅方負")
        return RESULT_BLACK_WINS;
    if (text == "黑负" || text == "黑負" || text == "黑方负" || text == "黑方負")
        return RESULT_RED_WINS;
    if (text == "和棋" || text == "和局" || text == "和") return RESULT_DRAW;
    return {};
}

// The first word of a result some writers split with a space ("红方 胜", "黑方 负", "和 棋"):
// it waits for the next word, and is read as a move only when that does not complete a result.
bool is_result_start(std::string_view word) {
    for (const char* w : {"红方", "紅方", "黑方", "红", "紅", "黑", "和"})
        if (word == w) return true;
    return false;
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

void append_paragraph(std::string& to, const std::string& text) {
    if (!to.empty()) to += '\n';
    to += text;
}

// A line being read: the main line, or a variation opened by '(' (nested ones stack up).
struct Frame {
    MoveLine line;
    Position pos;                  // after the last move of `line`
    std::string comment_before;    // for the next move
    bool after_variation = false;  // a variation closed since the last move
    int open_line = 0;             // where its '(' is
};

class Reader {
  public:
    explicit Reader(std::string_view text) : lexer_(text) { frames_.emplace_back(); }
    PgnReadResult run();

  private:
    bool fail(int line, const std::string& what) {
        error_ = "line " + std::to_string(line) + ": " + what;
        return false;
    }
    Frame& top() { return frames_.back(); }
    bool on_tag(const Token& t);
    void on_comment(std::string text);
    bool on_word(const Token& t);  // sets finished_ at a result
    void on_mark(std::string_view mark);
    bool open_variation(int line);
    bool close_variation(int line);
    void close_all();  // attaches every open variation to its parent
    bool play(std::string_view text, int line);
    // A held result_start word, not followed by the rest of a result: a move after all.
    bool flush_result_start();
    std::string move_label() const {
        const Position& pos = frames_.back().pos;
        return "move " + std::to_string(std::max(1, pos.fullmove_number())) +
               (pos.side_to_move() == RED ? "" : "...") +
               (frames_.size() > 1 ? " (in a variation)" : "");
    }

    PgnLexer lexer_;
    GameRecord record_;
    std::vector<Frame> frames_;  // frames_[0] is the main line
    std::string error_;
    std::string result_tag_;
    std::string result_text_;   // the result that ends the movetext
    std::string result_start_;  // a word that may begin a result written with a space
    int result_start_line_ = 0;
    bool in_movetext_ = false;
    bool finished_ = false;
    bool anything_ = false;  // any tag, comment or word seen
};

bool Reader::on_tag(const Token& t) {
    const std::string& name = t.text;
    if (iequals(name, "FEN")) {
        if (t.value.find_first_not_of(" \t") == std::string::npos) return true;  // [FEN ""]
        std::string why;
        if (!top().pos.set_fen(t.value, &why))
            return fail(t.line, "[FEN \"" + t.value + "\"] is not a valid position: " + why);
        record_.start_fen = top().pos.fen();
    } else if (iequals(name, "Result")) {
        result_tag_ = result_of(t.value);
    } else if (!is_derived_tag(name) && !(name == "Game" && t.value == PGN_GAME_TAG)) {
        // Format carries nothing the record needs (the notation of each move is recognised
        // from the move itself). Game is the writer's unless the file has its own value.
        record_.set_tag(name, t.value);
    }
    return true;
}

void Reader::on_comment(std::string text) {
    text = std::string(trim(text));
    if (text.empty()) return;
    Frame& f = top();
    if (f.line.empty() && frames_.size() == 1)
        append_paragraph(record_.comment_before_moves, text);
    else if (f.line.empty() || f.after_variation)
        append_paragraph(f.comment_before, text);
    else
        append_paragraph(f.line.back().comment, text);
}

void Reader::on_mark(std::string_view mark) {
    if (!top().line.empty() && !mark.empty()) top().line.back().suffix = mark;
}

bool Reader::open_variation(int line) {
    Frame& parent = top();
    if (parent.line.empty())
        return fail(line, "a variation '(' must follow the move it is an alternative to");
    Frame f;
    f.pos = parent.pos;
    f.pos.undo_move();
    f.open_line = line;
    frames_.push_back(std::move(f));
    return true;
}

bool Reader::close_variation(int line) {
    if (frames_.size() == 1) return fail(line, "')' closes no variation");
    Frame f = std::move(top());
    frames_.pop_back();
    if (!f.comment_before.empty() && !f.line.empty())
        append_paragraph(f.line.back().comment, f.comment_before);
    if (!f.line.empty()) top().line.back().variations.push_back(std::move(f.line));
    top().after_variation = true;
    return true;
}

void Reader::close_all() {
    while (frames_.size() > 1) close_variation(0);
}

bool Reader::play(std::string_view text, int line) {
    Position& pos = top().pos;
    ParsedMove parsed = parse_move(pos, text);
    if (!parsed) {
        // Tolerate check marks glued to coordinate moves ("H2-E2+"); WXF needs its '+'.
        std::string_view bare = text;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.remove_suffix(1);
        if (bare.size() < text.size() && iccs_to_move(bare) != MOVE_NONE) {
            ParsedMove retry = parse_move(pos, bare);
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
    Frame& f = top();
    MoveNode node(parsed.move);
    node.comment_before = std::move(f.comment_before);
    f.comment_before.clear();
    f.after_variation = false;
    f.line.push_back(std::move(node));
    pos.do_move(parsed.move);
    return true;
}

bool Reader::flush_result_start() {
    if (result_start_.empty()) return true;
    const std::string word = std::exchange(result_start_, {});
    return play(word, result_start_line_);
}

bool Reader::on_word(const Token& t) {
    std::string_view word = t.text;
    if (!result_start_.empty()) {
        if (std::string r = result_of(result_start_ + std::string(word)); !r.empty()) {
            result_start_.clear();
            if (frames_.size() > 1) return true;  // some writers end variations with a result
            result_text_ = r;
            finished_ = true;
            return true;
        }
        if (!flush_result_start()) return false;
    }
    if (is_result_start(word)) {
        result_start_ = std::string(word);
        result_start_line_ = t.line;
        return true;
    }
    if (std::string r = result_of(word); !r.empty() && word != "和") {
        if (frames_.size() > 1) return true;  // some writers end variations with a result
        result_text_ = r;
        finished_ = true;
        return true;
    }
    size_t marks = 0;
    while (marks < word.size() && is_annotation_mark(word[word.size() - 1 - marks])) ++marks;
    const std::string_view mark = word.substr(word.size() - marks);
    word.remove_suffix(marks);
    const std::string_view rest = strip_move_number(word);
    if (rest.empty() || is_ellipsis(rest)) {
        if (is_move_suffix(mark)) on_mark(mark);  // a mark on its own: "h2e2 !?"
        return true;
    }
    bool ok;
    if (rest.size() == word.size()) {
        ok = play(word, t.line);  // no move number
    } else if (!is_digit(rest[0])) {
        ok = play(rest, t.line);
    } else {
        // "33.4" (WXF: the middle of three pawns) looks like the number "33." glued to "4",
        // while "12.33.4" is that move numbered: the whole word wins when it is a move.
        ok = (rest.size() == 1 || parse_move(top().pos, word)) ? play(word, t.line)
                                                               : play(rest, t.line);
    }
    if (ok && is_move_suffix(mark)) on_mark(mark);
    return ok;
}

PgnReadResult Reader::run() {
    PgnReadResult out;
    Token t;
    while (!finished_) {
        if (!lexer_.next(t, &error_)) break;
        if (t.kind == TokenKind::END) break;
        anything_ = true;
        bool ok = t.kind == TokenKind::WORD || flush_result_start();
        if (!ok) break;
        switch (t.kind) {
            case TokenKind::TAG:
                if (frames_.size() > 1) {
                    ok = fail(top().open_line, "the variation '(' opened here is never closed");
                } else if (in_movetext_) {
                    finished_ = true;  // a tag after moves starts the next game
                    break;
                }
                if (ok) ok = on_tag(t);
                break;
            case TokenKind::COMMENT:
                on_comment(t.text);
                break;
            case TokenKind::NAG:
                in_movetext_ = true;
                on_mark(suffix_of_nag(
                    int(parse_int(std::string_view(t.text).substr(1), 0, 255).value_or(0))));
                break;
            case TokenKind::OPEN_VARIATION:
                in_movetext_ = true;
                ok = open_variation(t.line);
                break;
            case TokenKind::CLOSE_VARIATION:
                ok = close_variation(t.line);
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
    if (error_.empty()) flush_result_start();
    if (error_.empty() && frames_.size() > 1)
        fail(top().open_line, "the variation '(' opened here is never closed");
    if (error_.empty() && !anything_) error_ = "no game found: the text has no tags and no moves";
    // What was read before an error is a legal game, variations included: the caller may
    // keep it.
    close_all();
    if (!top().comment_before.empty() && !top().line.empty())
        append_paragraph(top().line.back().comment, top().comment_before);
    record_.mainline = std::move(top().line);
    if (!error_.empty()) {
        out.error = std::move(error_);
        out.stopped_in_moves = in_movetext_;
        if (in_movetext_) out.record = std::move(record_);
        return out;
    }
    record_.result = !result_text_.empty()  ? result_text_
                     : !result_tag_.empty() ? result_tag_
                                            : RESULT_UNKNOWN;
    out.record = std::move(record_);
    return out;
}

// Moves read before an error, variations included.
int moves_read(const MoveLine& line) {
    int n = 0;
    for (const MoveNode& node : line) {
        ++n;
        for (const MoveLine& v : node.variations) n += moves_read(v);
    }
    return n;
}

// How many characters of Chinese move notation (pieces, directions, numbers) a decoding
// gives: the right decoding gives many, a wrong one mostly other characters.
int notation_characters(std::string_view text) {
    static constexpr std::string_view CHARACTERS[] = {
        "帅", "帥", "将", "將", "仕", "士", "相", "象", "马", "馬", "傌", "车", "車", "俥", "炮",
        "砲", "包", "兵", "卒", "进", "進", "退", "平", "前", "后", "後", "一", "二", "三", "四",
        "五", "六", "七", "八", "九", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
    int n = 0;
    for (std::string_view c : CHARACTERS)
        for (size_t at = text.find(c); at != std::string_view::npos; at = text.find(c, at + 1)) ++n;
    return n;
}

}  // namespace

PgnReadResult read_pgn(std::string_view bytes) {
    std::string text;
    PgnReadResult out;
    const bool decoded = text_to_utf8(bytes, text, &out.error);
    if (decoded) out = Reader(text).run();
    // Text that is not UTF-8 was read as GB18030, which accepts most Big5 bytes too (as the
    // wrong characters): when that fails, Big5 gets its chance.
    const bool legacy = !is_valid_utf8(bytes) && bytes.substr(0, 2) != "\xFF\xFE" &&
                        bytes.substr(0, 2) != "\xFE\xFF" && bytes.substr(0, 3) != "\xEF\xBB\xBF";
    std::string big5_text;
    if (out || !legacy || !convert_to_utf8(bytes, "BIG5", big5_text)) return out;
    PgnReadResult big5 = Reader(big5_text).run();
    if (big5) return big5;
    // Neither reading gives a game: the error worth showing is that of the reading that got
    // further (the other one's moves are mostly wrong characters), the better fitting one
    // when both stop at the same move.
    const int gb_moves = decoded ? moves_read(out.record.mainline) : -1;
    const int big5_moves = moves_read(big5.record.mainline);
    if (gb_moves != big5_moves) {
        PgnReadResult& further = big5_moves > gb_moves ? big5 : out;
        further.error += big5_moves > gb_moves
                             ? " (read as Big5: the text is not UTF-8, and Big5 got further than "
                               "GB18030)"
                             : " (read as GB18030: the text is not UTF-8, and GB18030 got further "
                               "than Big5)";
        return std::move(further);
    }
    if (notation_characters(big5_text) > notation_characters(text)) {
        big5.error +=
            " (read as Big5: the text is not UTF-8, and Big5 fits it better than GB18030)";
        return big5;
    }
    out.error += " (read as GB18030: the text is not UTF-8, and GB18030 fits it better than Big5)";
    return out;
}

}  // namespace xq
