#include "formats/dhtmlxq.h"

#include <array>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "formats/iccs.h"
#include "formats/text_encoding.h"
#include "util/text.h"

namespace xq {

namespace {

// Fields that become PGN tags, both ways; redname / blackname are other sites' spellings, read
// only. The title is handled on its own (it stands in for a missing event).
struct FieldTag {
    const char* field;
    const char* tag;
};
constexpr FieldTag FIELD_TAGS[] = {
    {"event", "Event"},       {"date", "Date"},
    {"place", "Site"},        {"round", "Round"},
    {"red", "Red"},           {"black", "Black"},
    {"redteam", "RedTeam"},   {"blackteam", "BlackTeam"},
    {"open", "Opening"},      {"endtype", "Termination"},
    {"timerule", "TimeRule"}, {"author", "Author"},
    {"remark", "Remark"},     {"redname", "Red"},
    {"blackname", "Black"},
};
constexpr size_t WRITTEN_FIELD_TAGS = 13;  // the first ones; the aliases are not written

// binit lists the 32 pieces in this order, Red's then Black's, each as two digits "xy": x the
// file 0..8 from Red's left, y the row 0..9 from Black's side; "99" (any pair off the board)
// for a piece that is not there.
constexpr PieceType BINIT_ORDER[16] = {ROOK,     HORSE, ELEPHANT, ADVISOR, KING,   ADVISOR,
                                       ELEPHANT, HORSE, ROOK,     CANNON,  CANNON, PAWN,
                                       PAWN,     PAWN,  PAWN,     PAWN};
constexpr int MAX_NESTING = 64;  // deeper variations are left out, as in XQF

// "7747" <-> h2e2: the squares' files from the left, rows from the top.
Square square_of_digits(char x, char y) {
    return make_square(x - '0', 9 - (y - '0'));
}
std::string digits_of(Square s) {
    return {char('0' + file_of(s)), char('0' + 9 - rank_of(s))};
}

// Appends the UTF-8 of a code point (a \uXXXX escape in a comment).
void append_utf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

// A field's text: "||" is a line end, "\uXXXX" a character.
std::string decode_value(std::string_view v) {
    v = trim(v);
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) {
        if (v.compare(i, 2, "||") == 0) {
            out += '\n';
            ++i;
        } else if (v[i] == '\\' && i + 5 < v.size() && (v[i + 1] == 'u' || v[i + 1] == 'U')) {
            uint32_t cp = 0;
            bool hex = true;
            for (size_t k = i + 2; k < i + 6; ++k) {
                const char c = v[k];
                const int d = is_digit(c)              ? c - '0'
                              : (c >= 'a' && c <= 'f') ? c - 'a' + 10
                              : (c >= 'A' && c <= 'F') ? c - 'A' + 10
                                                       : -1;
                hex &= d >= 0;
                cp = cp * 16 + uint32_t(d < 0 ? 0 : d);
            }
            if (!hex) {
                out += v[i];
                continue;
            }
            append_utf8(out, cp);
            i += 5;
        } else {
            out += v[i];
        }
    }
    return out;
}

// The text of a field as written: line ends as "||", brackets (which would end the field) as
// their full-width forms.
std::string encode_value(std::string_view v) {
    std::string out;
    for (char c : v) {
        if (c == '\r') continue;
        if (c == '\n')
            out += "||";
        else if (c == '[')
            out += "［";
        else if (c == ']')
            out += "］";
        else
            out += c;
    }
    return std::string(trim(out));
}

// The [DhtmlXQ_name]value[/DhtmlXQ_…] fields of the first game of a text, names in lower case.
// A value ends at the next closing field, whatever its name (some sites mismatch them).
std::map<std::string, std::string> fields_of(std::string_view text) {
    const std::string lower = to_lower(text);
    size_t begin = 0, end = text.size();
    if (size_t open = lower.find("[dhtmlxq]"); open != std::string::npos) {
        begin = open + 9;
        if (size_t close = lower.find("[/dhtmlxq]", begin); close != std::string::npos) end = close;
    }
    std::map<std::string, std::string> fields;
    const std::string_view OPEN = "[dhtmlxq_", CLOSE = "[/dhtmlxq";
    size_t at = begin;
    while ((at = lower.find(OPEN, at)) != std::string::npos && at < end) {
        const size_t name_at = at + OPEN.size();
        const size_t name_end = lower.find(']', name_at);
        if (name_end == std::string::npos || name_end > end) break;
        const std::string name = lower.substr(name_at, name_end - name_at);
        size_t value_end = lower.find(CLOSE, name_end + 1);
        if (value_end == std::string::npos || value_end > end) value_end = end;
        fields.emplace(name, std::string(text.substr(name_end + 1, value_end - name_end - 1)));
        at = value_end;
    }
    return fields;
}

// "move_P_S_B" or "commentB_S" numbers.
bool numbers_of(std::string_view text, std::vector<int>& out) {
    out.clear();
    for (std::string_view part : split(text, '_')) {
        const std::optional<int64_t> n = parse_int(part, 0, 1000000);
        if (!n) return false;
        out.push_back(int(*n));
    }
    return true;
}

// "红胜", "黑负", "和棋", traditional forms, or a PGN result; "*" for anything else.
std::string dhtml_result(std::string_view text) {
    std::string t(trim(text));
    if (t == RESULT_RED_WINS || t == RESULT_BLACK_WINS || t == RESULT_DRAW) return t;
    auto has = [&](const char* part) { return t.find(part) != std::string::npos; };
    const bool red = has("红") || has("紅"), black = has("黑");
    const bool wins = has("胜") || has("勝"), loses = has("负") || has("負");
    if (has("和")) return RESULT_DRAW;
    if ((red && wins) || (black && loses)) return RESULT_RED_WINS;
    if ((black && wins) || (red && loses)) return RESULT_BLACK_WINS;
    return RESULT_UNKNOWN;
}

struct DhtmlBranch {
    int parent = -1;
    int step = 1;  // the ply of its first move, counted from 1 at the start position
    std::string moves;
};

class DhtmlReader {
  public:
    explicit DhtmlReader(std::map<std::string, std::string> fields) : fields_(std::move(fields)) {}
    PgnReadResult run();

  private:
    std::string field(const std::string& name) const {
        auto it = fields_.find(name);
        return it == fields_.end() ? "" : decode_value(it->second);
    }
    bool start_position(Position& pos, std::string& error) const;
    MoveLine line_of(int branch, int step, Position pos, int depth);
    bool move_at(const std::string& moves, size_t index, Move& m) const;

    std::map<std::string, std::string> fields_;
    std::map<int, DhtmlBranch> branches_;
    std::map<std::pair<int, int>, std::string> comments_;       // (branch, step) -> comment
    std::map<std::pair<int, int>, std::vector<int>> children_;  // (parent, step) -> branches
    std::string error_;                                         // the first problem in the moves
};

// Move `index` of a branch's digits (spaces removed); false past the end or for a group that
// is not a move on the board.
bool DhtmlReader::move_at(const std::string& moves, size_t index, Move& m) const {
    const size_t at = index * 4;
    if (at + 4 > moves.size()) return false;
    const std::string_view d(moves.data() + at, 4);
    for (char c : d)
        if (!is_digit(c)) return false;
    if (d[0] > '8' || d[2] > '8') return false;
    m = make_move(square_of_digits(d[0], d[1]), square_of_digits(d[2], d[3]));
    return true;
}

bool DhtmlReader::start_position(Position& pos, std::string& error) const {
    std::string why;
    if (const std::string fen = field("fen"); !fen.empty()) {
        if (pos.set_fen(fen, &why)) return true;
        error = "[DhtmlXQ_fen] is not a valid position: " + why;
        return false;
    }
    const std::string binit = field("binit");
    if (binit.empty()) {
        pos.set_fen(START_FEN);
        return true;
    }
    if (binit.size() != 64) {
        error =
            "[DhtmlXQ_binit] must have 64 digits (32 pieces), not " + std::to_string(binit.size());
        return false;
    }
    std::array<Piece, SQUARE_NB> board{};
    for (size_t i = 0; i < 32; ++i) {
        const char x = binit[2 * i], y = binit[2 * i + 1];
        if (!is_digit(x) || !is_digit(y)) {
            error = "[DhtmlXQ_binit] has '" + std::string{x, y} + "', not two digits";
            return false;
        }
        if (x > '8') continue;  // not on the board
        const Square s = square_of_digits(x, y);
        if (board[size_t(s)] != NO_PIECE) {
            error = "[DhtmlXQ_binit] puts two pieces on " + square_to_iccs(s);
            return false;
        }
        board[size_t(s)] = make_piece(i < 16 ? RED : BLACK, BINIT_ORDER[i % 16]);
    }
    // binit keeps no side to move: the side of the first move's piece, else Red.
    Color side = RED;
    Move first = MOVE_NONE;
    if (auto it = branches_.find(0); it != branches_.end() && move_at(it->second.moves, 0, first))
        if (const Piece p = board[size_t(from_sq(first))]; p != NO_PIECE) side = color_of(p);
    if (pos.set_fen(board_fen(board, side), &why)) return true;
    error = "[DhtmlXQ_binit] is not a valid position: " + why;
    return false;
}

MoveLine DhtmlReader::line_of(int branch, int step, Position pos, int depth) {
    MoveLine line;
    const std::string& moves = branches_[branch].moves;
    for (size_t j = 0; j * 4 < moves.size(); ++j) {
        const int ply = step + int(j);
        Move m = MOVE_NONE;
        const std::string name = "move " + std::to_string(pos.fullmove_number()) +
                                 (pos.side_to_move() == BLACK ? "..." : "") +
                                 (branch ? " (in a variation)" : "");
        if (!move_at(moves, j, m)) {
            if (error_.empty())
                error_ = name + " '" + moves.substr(j * 4, 4) + "' is not a move on the board";
            break;
        }
        if (!pos.is_legal(m)) {
            if (error_.empty())
                error_ = name + " (" + move_to_iccs(m) + ") is illegal in this position";
            break;
        }
        MoveNode node(m);
        if (auto c = comments_.find({branch, ply}); c != comments_.end()) node.comment = c->second;
        // The variations that branch off here, in the order of their numbers.
        if (auto c = children_.find({branch, ply}); c != children_.end() && depth < MAX_NESTING)
            for (int id : c->second)
                if (MoveLine v = line_of(id, ply, pos, depth + 1); !v.empty())
                    node.variations.push_back(std::move(v));
        pos.do_move(m);
        line.push_back(std::move(node));
    }
    return line;
}

PgnReadResult DhtmlReader::run() {
    PgnReadResult out;
    GameRecord& record = out.record;
    std::vector<int> n;
    for (const auto& [name, value] : fields_) {
        std::string moves;
        for (char c : value)
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') moves += c;
        if (name == "movelist") {
            branches_[0] = {-1, 1, moves};
        } else if (name.rfind("move_", 0) == 0 && numbers_of(name.substr(5), n) && n.size() == 3 &&
                   n[2] > 0) {
            branches_[n[2]] = {n[0], n[1], moves};
        } else if (name.rfind("comment", 0) == 0 && numbers_of(name.substr(7), n) &&
                   (n.size() == 1 || n.size() == 2)) {
            const auto key = n.size() == 1 ? std::pair{0, n[0]} : std::pair{n[0], n[1]};
            comments_[key] = decode_value(value);
        }
    }
    for (const auto& [id, b] : branches_)  // in the order of their numbers
        if (id != 0 && b.parent != id) children_[{b.parent, b.step}].push_back(id);
    if (!branches_.count(0) && !fields_.count("binit") && !fields_.count("fen")) {
        out.error = "no game found: the DhtmlXQ text has no [DhtmlXQ_movelist] or [DhtmlXQ_binit]";
        return out;
    }
    for (const FieldTag& f : FIELD_TAGS)
        if (const std::string v = field(f.field); !v.empty() && !record.has_tag(f.tag))
            record.set_tag(f.tag, v);
    // The title names the game; without an event it is the event, as for XQF.
    if (const std::string title = field("title"); !title.empty()) {
        if (!record.has_tag("Event"))
            record.set_tag("Event", title);
        else if (record.tag("Event") != title)
            record.set_tag("Title", title);
    }
    record.result = dhtml_result(field("result"));

    Position pos;
    std::string error;
    if (!start_position(pos, error)) {
        out.error = error;
        return out;
    }
    record.start_fen = pos.fen();
    if (auto c = comments_.find({0, 0}); c != comments_.end())
        record.comment_before_moves = c->second;
    record.mainline = line_of(0, 1, pos, 0);
    if (!error_.empty()) {
        out.error = error_;
        out.stopped_in_moves = true;
    }
    return out;
}

// ---- writing

class Writer {
  public:
    explicit Writer(const GameRecord& r) : r_(r) {}
    std::string run();

  private:
    void field(const std::string& name, const std::string& value) {
        if (!value.empty()) out_ += "[DhtmlXQ_" + name + "]" + value + "[/DhtmlXQ_" + name + "]\n";
    }
    // Writes the line of `branch` (its moves' field is `name`) and, after it, its comments and
    // variations, numbered in the order met.
    void line(const MoveLine& line, int branch, int step, Position pos, const std::string& name);
    std::string binit(const Position& pos) const;

    const GameRecord& r_;
    std::string out_;
    int next_branch_ = 1;
};

std::string Writer::binit(const Position& pos) const {
    std::string digits;
    std::array<bool, SQUARE_NB> used{};
    for (Color c : {RED, BLACK})
        for (PieceType t : BINIT_ORDER) {
            std::string pair = "99";
            for (Square s = 0; s < SQUARE_NB; ++s)
                if (!used[size_t(s)] && pos.piece_on(s) == make_piece(c, t)) {
                    used[size_t(s)] = true;
                    pair = digits_of(s);
                    break;
                }
            digits += pair;
        }
    return digits;
}

void Writer::line(const MoveLine& moves, int branch, int step, Position pos,
                  const std::string& name) {
    std::string digits;
    std::string after;  // the comments and variations, written after the line's own field
    const std::string prefix = branch ? std::to_string(branch) + "_" : "";
    std::vector<std::pair<const MoveLine*, std::pair<int, Position>>> later;
    for (size_t j = 0; j < moves.size(); ++j) {
        const MoveNode& node = moves[j];
        const int ply = step + int(j);
        if (!pos.is_legal(node.move)) break;
        digits += digits_of(from_sq(node.move)) + digits_of(to_sq(node.move));
        if (!node.comment.empty())
            after += "[DhtmlXQ_comment" + prefix + std::to_string(ply) + "]" +
                     encode_value(node.comment) + "[/DhtmlXQ_comment" + prefix +
                     std::to_string(ply) + "]\n";
        for (const MoveLine& v : node.variations) later.push_back({&v, {ply, pos}});
        pos.do_move(node.move);
    }
    field(name, digits);
    out_ += after;
    for (auto& [v, at] : later) {
        const int id = next_branch_++;
        line(*v, id, at.first, at.second,
             "move_" + std::to_string(branch) + "_" + std::to_string(at.first) + "_" +
                 std::to_string(id));
    }
}

std::string Writer::run() {
    out_ = "[DhtmlXQ]\n";
    const std::string title = r_.has_tag("Title") ? r_.tag("Title") : r_.tag("Event");
    field("title", encode_value(title));
    for (size_t i = 0; i < WRITTEN_FIELD_TAGS; ++i)
        field(FIELD_TAGS[i].field, encode_value(r_.tag(FIELD_TAGS[i].tag)));
    field("result", r_.result == RESULT_RED_WINS     ? "红胜"
                    : r_.result == RESULT_BLACK_WINS ? "黑胜"
                    : r_.result == RESULT_DRAW       ? "和棋"
                                                     : "未知");
    Position pos;
    if (!pos.set_fen(r_.start_fen)) pos.set_fen(START_FEN);
    field("binit", binit(pos));
    // binit keeps neither the side to move nor the move number: the FEN too, when it matters.
    if (pos.fen() != Position().fen()) field("fen", pos.fen());
    field("comment0", encode_value(r_.comment_before_moves));
    line(r_.mainline, 0, 1, pos, "movelist");
    out_ += "[/DhtmlXQ]\n";
    return out_;
}

}  // namespace

bool looks_like_dhtmlxq(std::string_view text) {
    return to_lower(text).find("[dhtmlxq") != std::string::npos;
}

PgnReadResult read_dhtmlxq(std::string_view text) {
    std::string utf8, error;
    if (!text_to_utf8(text, utf8, &error)) {
        PgnReadResult out;
        out.error = error;
        return out;
    }
    return DhtmlReader(fields_of(utf8)).run();
}

std::string write_dhtmlxq(const GameRecord& record) {
    return Writer(record).run();
}

}  // namespace xq
