// XQF reader. The layout and the unscrambling are those of XQStudio's public format notes
// (XQF 1.0, 2001) and of the later versions' key scheme as the public converters describe it;
// docs/xqf.md lists the facts this file relies on.
#include "formats/xqf.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/text_encoding.h"
#include "rules/position.h"

namespace xq {

namespace {

constexpr size_t HEADER_SIZE = 0x400;  // the moves start here
constexpr size_t RECORD_SIZE = 4;      // from, to, flags, reserved
// Beyond these the file is damaged (XQStudio's own limits are far lower).
constexpr size_t MAX_NODES = 200000;
constexpr uint32_t MAX_COMMENT_BYTES = 1 << 20;

// The descriptive strings: a length byte, then GBK text, in a field of fixed size.
struct StringField {
    size_t offset;
    size_t size;
    const char* tag;
};
constexpr StringField STRING_FIELDS[] = {
    {0x50, 64, "Title"},      {0xD0, 64, "Event"},    {0x110, 16, "Date"},
    {0x120, 16, "Site"},      {0x130, 16, "Red"},     {0x140, 16, "Black"},
    {0x150, 64, "TimeRule"},  {0x190, 16, "RedTime"}, {0x1A0, 16, "BlackTime"},
    {0x1D0, 16, "Annotator"}, {0x1E0, 16, "Author"},
};

// The 32 pieces of the start-position table, in file order: Red's then Black's
// chariot, horse, elephant, advisor, king, advisor, elephant, horse, chariot, two cannons and
// five pawns.
constexpr PieceType PIECE_ORDER[16] = {ROOK,     HORSE, ELEPHANT, ADVISOR, KING,   ADVISOR,
                                       ELEPHANT, HORSE, ROOK,     CANNON,  CANNON, PAWN,
                                       PAWN,     PAWN,  PAWN,     PAWN};

// The keys of the scrambled versions (0x0B and later), from header bytes 3 and 8..15.
struct Keys {
    uint8_t pieces = 0;                // subtracted from the start-position bytes
    uint8_t from = 0, to = 0;          // subtracted from a move's squares
    uint32_t comment_size = 0;         // subtracted from a comment's length
    std::array<uint8_t, 32> stream{};  // subtracted from the move area, byte i from stream[i % 32]
};

uint8_t key_step(uint8_t seed, uint8_t factor) {
    return uint8_t((54u * seed * seed + 221u) * factor);
}

Keys keys_of(const uint8_t* h) {
    Keys k;
    k.pieces = key_step(h[13], h[13]);
    k.from = key_step(h[14], k.pieces);
    k.to = key_step(h[15], k.from);
    k.comment_size = (h[12] * 256u + h[13]) % 32000u + 767u;
    // The stream: four key bytes (bytes 8..11 OR'd with bytes 12..15 under the mask in byte 3)
    // masked by a fixed 32-character text.
    static constexpr char STREAM_MASK[] = "[(C) Copyright Mr. Dong Shiwei.]";
    static_assert(sizeof STREAM_MASK == 33);
    for (int i = 0; i < 32; ++i) {
        const uint8_t key = h[8 + i % 4] | (h[12 + i % 4] & h[3]);
        k.stream[i] = key & uint8_t(STREAM_MASK[i]);
    }
    return k;
}

// An XQF square byte (x * 10 + y, x = file a..i, y = rank 0..9 from Red's side) as our square.
bool square_of(uint8_t b, Square& s) {
    if (b >= 90) return false;
    s = make_square(b / 10, b % 10);
    return true;
}

std::string field_text(const uint8_t* h, const StringField& f) {
    const size_t n = std::min<size_t>(h[f.offset], f.size - 1);
    std::string_view raw(reinterpret_cast<const char*>(h + f.offset + 1), n);
    while (!raw.empty() && (raw.back() == '\0' || raw.back() == ' ')) raw.remove_suffix(1);
    std::string text;
    if (!text_to_utf8(raw, text)) return {};
    return text;
}

// One record of the move tree. The root (the first record) carries only the comment before
// the first move.
struct Node {
    uint8_t from = 0, to = 0;
    std::string comment;
    std::vector<int> children;  // indices into the node table; the first is the main line
};

class XqfReader {
  public:
    explicit XqfReader(std::string_view bytes)
        : data_(reinterpret_cast<const uint8_t*>(bytes.data())), size_(bytes.size()) {}
    PgnReadResult run();

  private:
    bool read_tree(std::string& error);
    bool read_record(Node& node, bool& has_child, bool& has_sibling, std::string& error);
    bool take(uint8_t* out, size_t n);
    bool start_position(Position& pos, std::string& error) const;
    bool checked_move(int n, const Position& pos, int ply, bool black_first, bool in_variation,
                      Move& m, std::string& error) const;
    // Is node n's move the one that led to `pos`?
    bool repeats_last_move(int n, const Position& pos) const;
    MoveLine line_from(int parent, Position pos, int ply, bool black_first, bool in_variation,
                       std::string& error, int depth = 0);

    const uint8_t* data_;
    size_t size_;
    int version_ = 0;
    Keys keys_;
    size_t at_ = HEADER_SIZE;
    std::vector<Node> nodes_;
    std::string variation_error_;  // the first illegal move in a variation (that one is cut)
};

// The move of node `n` at `ply` of a line, checked in `pos`; false with the message in `error`
// when it is off the board or illegal. Moves are named as read_pgn names them: "move 12" for
// Red's, "move 12..." for Black's.
bool XqfReader::checked_move(int n, const Position& pos, int ply, bool black_first,
                             bool in_variation, Move& m, std::string& error) const {
    Square from, to;
    const bool on_board = square_of(nodes_[n].from, from) && square_of(nodes_[n].to, to);
    m = on_board ? make_move(from, to) : MOVE_NONE;
    if (on_board && pos.is_legal(m)) return true;
    const std::string name = "move " + std::to_string((ply + black_first) / 2 + 1) +
                             (pos.side_to_move() == BLACK ? "..." : "") +
                             (in_variation ? " (in a variation)" : "");
    error = on_board ? name + " (" + move_to_iccs(m) + ") is illegal in this position"
                     : name + " has a square off the board";
    return false;
}

bool XqfReader::repeats_last_move(int n, const Position& pos) const {
    Square from, to;
    return pos.last_move() != MOVE_NONE && square_of(nodes_[n].from, from) &&
           square_of(nodes_[n].to, to) && make_move(from, to) == pos.last_move();
}

// The line that continues from node `parent`: its first child, that child's first child, ...;
// a node's other children are variations of its first child. An illegal move ends its line
// there, with the message in `error`. Variations nested deeper than MAX_NESTING are left out
// (the recursion follows the nesting, never the length of a line).
MoveLine XqfReader::line_from(int parent, Position pos, int ply, bool black_first,
                              bool in_variation, std::string& error, int depth) {
    constexpr int MAX_NESTING = 64;
    MoveLine line;
    for (int n = parent; !nodes_[n].children.empty(); ++ply) {
        std::vector<int> children = nodes_[n].children;
        // A record repeating the move just made is one XQStudio, which does not check moves,
        // plays as nothing (the square it moves from is empty), and some books have it: it is
        // stepped over, its continuation and its alternatives taking its place.
        while (!children.empty() && repeats_last_move(children[0], pos)) {
            const Node& repeat = nodes_[children[0]];
            if (!line.empty() && !repeat.comment.empty())
                line.back().comment += (line.back().comment.empty() ? "" : "\n") + repeat.comment;
            std::vector<int> next = repeat.children;
            next.insert(next.end(), children.begin() + 1, children.end());
            children = std::move(next);
        }
        if (children.empty()) break;
        Move m;
        if (!checked_move(children[0], pos, ply, black_first, in_variation, m, error)) return line;
        MoveNode node(m);
        node.comment = nodes_[children[0]].comment;
        for (size_t k = 1; k < children.size() && depth < MAX_NESTING; ++k) {
            // An alternative and what follows it: a line of its own from the same position.
            std::string alt_error;
            Move alt;
            if (!checked_move(children[k], pos, ply, black_first, true, alt, alt_error)) {
                if (variation_error_.empty()) variation_error_ = alt_error;
                continue;
            }
            MoveNode first(alt);
            first.comment = nodes_[children[k]].comment;
            Position after = pos;
            after.do_move(alt);
            MoveLine variation{std::move(first)};
            MoveLine rest =
                line_from(children[k], after, ply + 1, black_first, true, alt_error, depth + 1);
            if (!alt_error.empty() && variation_error_.empty()) variation_error_ = alt_error;
            for (MoveNode& r : rest) variation.push_back(std::move(r));
            node.variations.push_back(std::move(variation));
        }
        line.push_back(std::move(node));
        pos.do_move(m);
        n = children[0];
    }
    return line;
}

bool XqfReader::take(uint8_t* out, size_t n) {
    if (size_ - at_ < n) return false;
    for (size_t i = 0; i < n; ++i, ++at_) {
        out[i] = data_[at_];
        out[i] -= keys_.stream[(at_ - HEADER_SIZE) % 32];
    }
    return true;
}

bool XqfReader::read_record(Node& node, bool& has_child, bool& has_sibling, std::string& error) {
    const size_t record_at = at_;
    const auto ends_early = [&] {
        error = "the move records end early (at byte " + std::to_string(record_at) + ")";
        return false;
    };
    uint8_t r[RECORD_SIZE];
    if (!take(r, RECORD_SIZE)) return ends_early();
    // Version 1.0: flags 0xF0 "a continuation follows", 0x0F "an alternative follows", and a
    // comment length after every record. Later: 0x80, 0x40, and 0x20 "a comment length follows".
    // (The keys of a plain file are all zero.)
    const bool plain = version_ < 0x0B;
    has_child = (r[2] & (plain ? 0xF0 : 0x80)) != 0;
    has_sibling = (r[2] & (plain ? 0x0F : 0x40)) != 0;
    uint32_t comment_size = 0;
    if (plain || (r[2] & 0x20)) {
        uint8_t n[4];
        if (!take(n, 4)) return ends_early();
        comment_size = (n[0] | n[1] << 8 | n[2] << 16 | uint32_t(n[3]) << 24) - keys_.comment_size;
    }
    node.from = uint8_t(r[0] - 24 - keys_.from);
    node.to = uint8_t(r[1] - 32 - keys_.to);
    if (comment_size > MAX_COMMENT_BYTES || comment_size > size_ - at_) {
        error = "a comment at byte " + std::to_string(record_at) + " is longer than the file";
        return false;
    }
    std::string raw(comment_size, '\0');
    take(reinterpret_cast<uint8_t*>(raw.data()), comment_size);
    while (!raw.empty() && raw.back() == '\0') raw.pop_back();
    if (!text_to_utf8(raw, node.comment)) node.comment.clear();
    return true;
}

// The tree in pre-order: a record, then the subtree of its continuation (when it has one), then
// its next alternative (when it has one). Read without recursion: a damaged file may nest deep.
bool XqfReader::read_tree(std::string& error) {
    nodes_.clear();
    nodes_.emplace_back();
    bool root_child = false, root_sibling = false;
    if (!read_record(nodes_[0], root_child, root_sibling, error)) return false;
    if (!root_child) return true;
    std::vector<int> pending_siblings;  // parents still waiting for an alternative
    int parent = 0;
    for (;;) {
        if (nodes_.size() >= MAX_NODES) {
            error = "more than " + std::to_string(MAX_NODES) + " moves: the file is damaged";
            return false;
        }
        Node node;
        bool has_child = false, has_sibling = false;
        if (!read_record(node, has_child, has_sibling, error)) return false;
        const int index = int(nodes_.size());
        nodes_.push_back(std::move(node));
        nodes_[parent].children.push_back(index);
        if (has_sibling) pending_siblings.push_back(parent);
        if (has_child) {
            parent = index;
        } else if (!pending_siblings.empty()) {
            parent = pending_siblings.back();
            pending_siblings.pop_back();
        } else {
            return true;
        }
    }
}

bool XqfReader::start_position(Position& pos, std::string& error) const {
    std::array<uint8_t, 32> squares{};
    for (int i = 0; i < 32; ++i) {
        const uint8_t b = data_[0x10 + i];
        // From version 0x0C on the table is also rotated by the key.
        const int slot = version_ >= 0x0C ? (keys_.pieces + 1 + i) % 32 : i;
        squares[slot] = uint8_t(b - keys_.pieces);
    }
    Piece board[SQUARE_NB] = {};
    for (int i = 0; i < 32; ++i) {
        Square s;
        if (!square_of(squares[i], s)) continue;  // 0xFF (or anything off the board): taken
        if (board[s] != NO_PIECE) {
            error = "two pieces on " + square_to_iccs(s) + " in the start position";
            return false;
        }
        board[s] = make_piece(i < 16 ? RED : BLACK, PIECE_ORDER[i % 16]);
    }
    // Red moves first unless the first move is Black's (XQF keeps no side to move).
    Color side = RED;
    Square first_from;
    if (!nodes_[0].children.empty() && square_of(nodes_[nodes_[0].children[0]].from, first_from) &&
        board[first_from] != NO_PIECE && color_of(board[first_from]) == BLACK)
        side = BLACK;
    const std::string fen = board_fen(board, side);
    std::string why;
    if (!pos.set_fen(fen, &why)) {
        error = "the start position is not valid (" + why + ")";
        return false;
    }
    return true;
}

PgnReadResult XqfReader::run() {
    PgnReadResult out;
    if (size_ < HEADER_SIZE + RECORD_SIZE || !looks_like_xqf({(const char*)data_, size_})) {
        out.error =
            size_ < HEADER_SIZE + RECORD_SIZE && size_ >= 2 && data_[0] == 'X' && data_[1] == 'Q'
                ? "not a complete XQF file: " + std::to_string(size_) + " bytes"
                : "not an XQF file";
        return out;
    }
    version_ = data_[2];
    if (version_ >= 0x0B) keys_ = keys_of(data_);  // a plain file keeps all-zero keys
    GameRecord& record = out.record;
    for (const StringField& f : STRING_FIELDS) {
        std::string text = field_text(data_, f);
        if (!text.empty()) record.set_tag(f.tag, text);
    }
    // Without an event the title names the game, as the xqbase converters do.
    if (!record.has_tag("Event") && record.has_tag("Title")) {
        record.set_tag("Event", record.tag("Title"));
        record.remove_tag("Title");
    }
    switch (data_[0x33]) {
        case 1:
            record.result = RESULT_RED_WINS;
            break;
        case 2:
            record.result = RESULT_BLACK_WINS;
            break;
        case 3:
        case 4:
            record.result = RESULT_DRAW;
            break;
        default:
            record.result = RESULT_UNKNOWN;
            break;
    }

    std::string error;
    const bool tree_read = read_tree(error);
    if (nodes_.empty()) nodes_.emplace_back();
    Position pos;
    std::string position_error;
    if (!start_position(pos, position_error)) {
        out.error = position_error;
        return out;
    }
    record.start_fen = pos.fen();
    record.comment_before_moves = nodes_[0].comment;

    // The main line is the first continuation at every step; the others are its variations.
    const bool black_first = pos.side_to_move() == BLACK;
    std::string line_error;
    record.mainline = line_from(0, pos, 0, black_first, false, line_error);
    if (!line_error.empty()) {
        out.error = line_error;
        out.stopped_in_moves = true;
        return out;
    }
    if (!variation_error_.empty()) {
        out.error = variation_error_;
        out.stopped_in_moves = true;
    }
    if (!tree_read) {
        out.error = error;
        out.stopped_in_moves = true;
    }
    return out;
}

}  // namespace

bool looks_like_xqf(std::string_view bytes) {
    return bytes.size() >= 2 && bytes[0] == 'X' && bytes[1] == 'Q';
}

PgnReadResult read_xqf(std::string_view bytes) {
    return XqfReader(bytes).run();
}

}  // namespace xq
