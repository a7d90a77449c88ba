// PGN writer and the Chinese move list for the clipboard.
#include <algorithm>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t LINE_WIDTH = 80;

// Upper-case ICCS with a hyphen, as the xqbase readers expect: "H2-E2".
std::string iccs_upper(Move m) {
    std::string s = move_to_iccs(m);
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    return s.substr(0, 2) + "-" + s.substr(2);
}

// Columns a text takes on a terminal or in a fixed-width editor: East Asian wide characters
// (CJK, Hangul, full-width forms) take two.
size_t columns(std::string_view s) {
    size_t width = 0;
    for (size_t i = 0; i < s.size();) {
        const unsigned char b = s[i];
        const int extra = b < 0x80 ? 0 : b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
        char32_t c = extra == 0 ? b : b & (0x3F >> extra);
        for (int k = 1; k <= extra && i + k < s.size(); ++k) c = (c << 6) | (s[i + k] & 0x3F);
        i += extra + 1;
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                          (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                          (c >= 0xFFE0 && c <= 0xFFE6) || c >= 0x20000;
        width += wide ? 2 : 1;
    }
    return width;
}

std::string tag_line(std::string_view name, std::string_view value) {
    std::string line = "[";
    for (char c : name)  // a name is one word: anything else would break the tag syntax
        line += (c == ' ' || c == '\t' || c == '"' || c == ']' || c == '[' || c == '\n' ||
                 c == '\r' || c == '{' || c == '}')
                    ? '_'
                    : c;
    line += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\') line += '\\';
        line += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return line + "\"]\n";
}

// A comment in braces. PGN has no escape inside comments, so a '}' becomes the full-width
// '｝'; line ends are kept (as "\n").
std::string brace_comment(std::string_view text) {
    std::string s = "{";
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '}') {
            s += "\xEF\xBD\x9D";  // U+FF5D
        } else if (c == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n') s += '\n';
        } else {
            s += c;
        }
    }
    return s + "}";
}

// Joins tokens with spaces into lines of at most LINE_WIDTH columns (a longer token gets a
// line of its own). Tokens may contain line ends (comments).
std::string wrap(const std::vector<std::string>& tokens) {
    std::string out;
    size_t column = 0;
    const std::string* previous = nullptr;
    for (const std::string& tok : tokens) {
        const size_t nl = tok.find('\n');
        const size_t first_line = columns(std::string_view(tok).substr(0, nl));
        const bool glued = tok == ")" || (previous && *previous == "(");
        previous = &tok;
        if (column > 0 && glued && column + first_line <= LINE_WIDTH) {
            // "(1. H2-E2 ... H9-G7)": parentheses hug their moves
        } else if (column > 0) {
            if (column + 1 + first_line > LINE_WIDTH) {
                out += '\n';
                column = 0;
            } else {
                out += ' ';
                ++column;
            }
        }
        out += tok;
        const size_t last_nl = tok.rfind('\n');
        column = last_nl == std::string::npos ? column + first_line
                                              : columns(std::string_view(tok).substr(last_nl + 1));
    }
    return out + "\n";
}

// Side to move and move number at the start of the record (Red and 1 if the FEN is bad).
void start_of(const GameRecord& r, Color& side, int& number) {
    Position pos;
    side = RED;
    number = 1;
    if (pos.set_fen(r.start_fen)) {
        side = pos.side_to_move();
        number = std::max(1, pos.fullmove_number());
    }
}

std::string move_text(const Position* pos, Move m, PgnMoveFormat format) {
    if (format == PgnMoveFormat::WXF) return move_to_wxf(*pos, m);
    if (format == PgnMoveFormat::CHINESE) return move_to_chinese(*pos, m);
    return iccs_upper(m);
}

// Writes a line of moves and, after each move, its variations, as tokens. `pos` is the
// position before the line's first move, or null in ICCS (which needs none, so that a record
// with illegal moves is still written).
class MovetextWriter {
  public:
    MovetextWriter(PgnMoveFormat format, std::vector<std::string>& tokens)
        : format_(format), tokens_(tokens) {}

    void line(const MoveLine& moves, Position* pos, Color side, int number) {
        bool need_number = true;  // Black's move needs "N..." at the start and after a break
        for (const MoveNode& node : moves) {
            if (std::string c(trim(node.comment_before)); !c.empty()) {
                tokens_.push_back(brace_comment(c));
                need_number = true;
            }
            std::string text = move_text(pos, node.move, format_) + node.suffix;
            if (side == RED)
                tokens_.push_back(std::to_string(number) + ". " + text);
            else
                tokens_.push_back(need_number ? std::to_string(number) + "... " + text : text);
            need_number = false;
            if (std::string c(trim(node.comment)); !c.empty()) {
                tokens_.push_back(brace_comment(c));
                need_number = true;
            }
            for (const MoveLine& variation : node.variations) {
                tokens_.push_back("(");
                if (pos) {
                    Position before = *pos;
                    line(variation, &before, side, number);
                } else {
                    line(variation, nullptr, side, number);
                }
                tokens_.push_back(")");
                need_number = true;
            }
            if (pos) pos->do_move(node.move);
            if (side == BLACK) ++number;
            side = ~side;
        }
    }

  private:
    PgnMoveFormat format_;
    std::vector<std::string>& tokens_;
};

}  // namespace

std::string write_pgn(const GameRecord& r, PgnMoveFormat format) {
    // WXF and Chinese need the position of every move: a record whose moves (variations
    // included) do not replay is written in ICCS.
    if (format != PgnMoveFormat::ICCS && !variations_legal(r)) format = PgnMoveFormat::ICCS;
    // The file's own Game tag wins (a round trip loses no tag); a record without one gets ours.
    std::string out = tag_line("Game", r.has_tag("Game") ? r.tag("Game") : PGN_GAME_TAG);
    static constexpr const char* ROSTER[] = {"Game",  "Event", "Site", "Date",
                                             "Round", "Red",   "Black"};
    auto in_roster = [](std::string_view name) {
        return std::find(std::begin(ROSTER), std::end(ROSTER), name) != std::end(ROSTER);
    };
    for (const char* name : ROSTER)
        if (r.has_tag(name) && name != std::string_view("Game")) out += tag_line(name, r.tag(name));
    out += tag_line("Result", is_valid_result(r.result) ? r.result : RESULT_UNKNOWN);
    for (const auto& [name, value] : r.tags)
        if (!name.empty() && !in_roster(name) && !is_derived_tag(name))
            out += tag_line(name, value);
    if (!r.starts_from_standard_position()) {
        Position pos;
        out += tag_line("FEN", pos.set_fen(r.start_fen) ? pos.fen() : r.start_fen);
    }
    // xqbase tools read Chinese movetext when there is no Format tag.
    if (format != PgnMoveFormat::CHINESE)
        out += tag_line("Format", format == PgnMoveFormat::WXF ? "WXF" : "ICCS");
    out += '\n';

    std::vector<std::string> tokens;
    if (std::string c(trim(r.comment_before_moves)); !c.empty()) tokens.push_back(brace_comment(c));
    Color side;
    int number;
    start_of(r, side, number);
    Position pos;
    const bool positions = format != PgnMoveFormat::ICCS && pos.set_fen(r.start_fen);
    MovetextWriter(format, tokens).line(r.mainline, positions ? &pos : nullptr, side, number);
    tokens.push_back(is_valid_result(r.result) ? r.result : RESULT_UNKNOWN);
    return out + wrap(tokens);
}

std::string chinese_move_list(const GameRecord& r, ChineseStyle style) {
    Position pos;
    if (!pos.set_fen(r.start_fen)) return {};
    std::string out;
    int number = std::max(1, pos.fullmove_number());
    for (size_t i = 0; i < r.mainline.size(); ++i) {
        const Move m = r.mainline[i].move;
        if (m == MOVE_NONE || from_sq(m) >= SQUARE_NB || to_sq(m) >= SQUARE_NB || !pos.is_legal(m))
            break;
        const std::string text = move_to_chinese(pos, m, style);
        if (pos.side_to_move() == RED) {
            out += std::to_string(number) + ". " + text;
        } else {
            if (i == 0) out += std::to_string(number) + ". \xE2\x80\xA6\xE2\x80\xA6";  // "……"
            out += " " + text + "\n";
            ++number;
        }
        pos.do_move(m);
    }
    if (!out.empty() && out.back() != '\n') out += '\n';
    return out;
}

}  // namespace xq
