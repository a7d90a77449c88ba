// Shared notation machinery (tandem groups, move shapes, legality messages, UTF-8), plus the
// ICCS parser and parse_move, which picks the notation the text is written in.
#include <algorithm>

#include "formats/iccs.h"
#include "formats/notation_internal.h"
#include "rules/movegen.h"

namespace xq {
namespace notation_detail {

const char* piece_name(PieceType t) {
    static constexpr const char* NAMES[] = {"piece", "king", "advisor", "elephant",
                                            "horse", "rook", "cannon",  "pawn"};
    return NAMES[t];
}

std::string square_name(Square s) {
    return square_to_iccs(s);
}

std::string count_word(int n) {
    static constexpr const char* WORDS[] = {"no", "one", "two", "three", "four", "five"};
    return n >= 0 && n <= 5 ? WORDS[n] : std::to_string(n);
}

std::string quoted(std::string_view text) {
    std::string s;
    s.reserve(text.size() + 2);
    s += '\'';
    s.append(text);
    s += '\'';
    return s;
}

SquareGroup pieces_on_file(const Position& pos, Piece p, int file) {
    SquareGroup g;
    const uint8_t* list = pos.squares(p);
    for (int i = 0; i < pos.count(p); ++i)
        if (file_of(list[i]) == file && g.count < 5) g.push(list[i]);
    // Front first: Red advances towards rank 9, Black towards rank 0 (insertion sort).
    const bool red = color_of(p) == RED;
    for (int i = 1; i < g.count; ++i)
        for (int j = i;
             j > 0 && (red ? g.squares[j] > g.squares[j - 1] : g.squares[j] < g.squares[j - 1]);
             --j)
            std::swap(g.squares[j], g.squares[j - 1]);
    return g;
}

PawnTandems pawn_tandems(const Position& pos, Color c) {
    PawnTandems t;
    const Piece pawn = make_piece(c, PAWN);
    for (int own = 1; own <= 9; ++own) {
        SquareGroup g = pieces_on_file(pos, pawn, board_file(c, own));
        if (g.count < 2) continue;
        ++t.files;
        for (int i = 0; i < g.count; ++i) t.pawns.push(g.squares[i]);
    }
    return t;
}

int tandem_file(const Position& pos, Piece p) {
    for (int f = 0; f < FILE_NB; ++f)
        if (pieces_on_file(pos, p, f).count >= 2) return f;
    return -1;
}

int place_index(const SquareGroup& g, Place place) {
    if (g.count == 0) return -1;
    switch (place) {
        case Place::FRONT:
            return 0;
        case Place::REAR:
            return g.count - 1;
        case Place::MIDDLE:
            return g.count == 3 || g.count == 5 ? g.count / 2 : -1;
    }
    return -1;
}

MoveShape shape_of(const Position& pos, Move m) {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece pc = pos.piece_on(from);
    const Color c = color_of(pc);
    const int ahead = ranks_ahead(c, from, to);
    const int sign = ahead > 0 ? 1 : ahead < 0 ? -1 : 0;
    if (names_destination_file(type_of(pc))) return {sign, own_file(c, file_of(to))};
    if (file_of(from) == file_of(to)) return {sign, ahead > 0 ? ahead : -ahead};
    return {0, own_file(c, file_of(to))};
}

Square destination(const Position& pos, Square from, MoveShape shape, std::string* why) {
    const Piece pc = pos.piece_on(from);
    const Color c = color_of(pc);
    const PieceType t = type_of(pc);
    const int forward = c == RED ? 1 : -1;
    const std::string who = std::string("the ") + piece_name(t) + " on " + square_name(from);
    auto fail = [&](const std::string& text) {
        if (why) *why = text;
        return Square(SQ_NONE);
    };
    if (shape.number < 1 || shape.number > 9) return fail("the number must be 1 to 9");

    if (names_destination_file(t)) {
        if (shape.direction == 0)
            return fail(std::string("a ") + piece_name(t) +
                        " never moves sideways: write forward or backward with the file it "
                        "lands on");
        const int to_file = board_file(c, shape.number);
        const int df = std::abs(to_file - file_of(from));
        const int dr = t == HORSE ? (df == 1 ? 2 : df == 2 ? 1 : 0) : t == ELEPHANT ? 2 : 1;
        const int want_df = t == ELEPHANT ? 2 : t == ADVISOR ? 1 : df;
        if (dr == 0 || df != want_df)
            return fail(who + " cannot move from file " +
                        std::to_string(own_file(c, file_of(from))) + " to file " +
                        std::to_string(shape.number));
        const int to_rank = rank_of(from) + shape.direction * dr * forward;
        if (!on_board(to_file, to_rank)) return fail(who + " would leave the board");
        return make_square(to_file, to_rank);
    }
    if (shape.direction == 0) {
        const int to_file = board_file(c, shape.number);
        if (to_file == file_of(from))
            return fail(who + " already stands on file " + std::to_string(shape.number) +
                        ": a sideways move must change file");
        return make_square(to_file, rank_of(from));
    }
    const int to_rank = rank_of(from) + shape.direction * shape.number * forward;
    if (!on_board(file_of(from), to_rank))
        return fail(who + " cannot go " + std::to_string(shape.number) +
                    (shape.direction > 0 ? " forward" : " backward") + ": that is off the board");
    return make_square(file_of(from), to_rank);
}

namespace {

// Pieces strictly between two squares on one rank or file.
int pieces_between(const Position& pos, Square a, Square b, Square* first) {
    const int step = rank_of(a) == rank_of(b) ? (b > a ? 1 : -1) : (b > a ? 9 : -9);
    int n = 0;
    for (Square s = a + step; s != b; s += step)
        if (pos.piece_on(s)) {
            if (n++ == 0 && first) *first = s;
        }
    return n;
}

// A short reason why the piece on `from` cannot go to `to`, given only when the step has the
// piece's shape (so "h2e3" gets no reason: a cannon simply does not move like that).
std::string reach_reason(const Position& pos, Square from, Square to) {
    const Piece pc = pos.piece_on(from), target = pos.piece_on(to);
    const Color c = color_of(pc);
    const PieceType t = type_of(pc);
    const int df = std::abs(file_of(to) - file_of(from));
    const int dr = std::abs(rank_of(to) - rank_of(from));
    const bool own_target = target && color_of(target) == c;
    std::string own = own_target ? std::string(color_name(c)) + "'s own " +
                                       piece_name(type_of(target)) + " stands there"
                                 : std::string();
    switch (t) {
        case KING:
        case ADVISOR:
            if (t == KING ? df + dr != 1 : df != 1 || dr != 1) return {};
            if (!in_palace(c, to)) return "it must stay in the palace";
            return own;
        case ELEPHANT: {
            if (df != 2 || dr != 2) return {};
            if (crossed_river(c, to)) return "an elephant may not cross the river";
            const Square eye =
                make_square((file_of(from) + file_of(to)) / 2, (rank_of(from) + rank_of(to)) / 2);
            if (pos.piece_on(eye)) return "the elephant's eye " + square_name(eye) + " is blocked";
            return own;
        }
        case HORSE: {
            const Square leg = STEPS.horse_leg[from][to];
            if (leg == SQ_NONE) return {};
            if (pos.piece_on(leg)) return "the horse's leg " + square_name(leg) + " is blocked";
            return own;
        }
        case PAWN:
            if (df + dr != 1) return {};
            if (ranks_ahead(c, from, to) < 0) return "a pawn never moves backward";
            if (dr == 0 && !crossed_river(c, from))
                return "a pawn moves sideways only after crossing the river";
            return own;
        case ROOK:
        case CANNON: {
            if (df != 0 && dr != 0) return {};
            Square first = SQ_NONE;
            const int n = pieces_between(pos, from, to, &first);
            if (t == CANNON && target && n != 1)
                return "a cannon captures by jumping exactly one piece (" + std::to_string(n) +
                       " in between)";
            if (t == ROOK || !target) {
                if (n) return "the way is blocked at " + square_name(first);
            }
            return own;
        }
        default:
            return {};
    }
}

}  // namespace

std::string legality_problem(const Position& pos, Square from, Square to) {
    const Piece pc = pos.piece_on(from);
    if (!pc) return "no piece on " + square_name(from);
    const Color us = pos.side_to_move();
    if (color_of(pc) != us)
        return std::string("the ") + piece_name(type_of(pc)) + " on " + square_name(from) +
               " belongs to " + color_name(color_of(pc)) + ", but " + color_name(us) +
               " is to move";
    const Move m = make_move(from, to);
    if (!pos.is_pseudo_legal(m)) {
        std::string text = std::string("the ") + piece_name(type_of(pc)) + " on " +
                           square_name(from) + " cannot reach " + square_name(to);
        std::string reason = reach_reason(pos, from, to);
        if (!reason.empty()) text += " (" + reason + ")";
        return text;
    }
    if (!pos.leaves_king_safe(m))
        return std::string("the move leaves ") + color_name(us) + "'s king in check";
    return {};
}

ParsedMove resolve_move(const Position& pos, const SquareGroup& candidates, MoveShape shape,
                        const std::string& prefix, const std::string& ambiguity) {
    std::string first_problem;
    Move found = MOVE_NONE;
    for (int i = 0; i < candidates.count; ++i) {
        const Square from = candidates.squares[i];
        std::string why;
        const Square to = destination(pos, from, shape, &why);
        if (to != SQ_NONE) why = legality_problem(pos, from, to);
        if (why.empty()) {
            // Never pick one of two fitting pieces silently (an advisor or elephant pair on one
            // file never has two: they move in different directions).
            if (found != MOVE_NONE)
                return {MOVE_NONE,
                        prefix + (ambiguity.empty() ? "more than one piece fits" : ambiguity)};
            found = make_move(from, to);
        } else if (first_problem.empty()) {
            first_problem = why;
        }
    }
    if (found != MOVE_NONE) return {found, {}};
    return {MOVE_NONE, prefix + first_problem};
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

std::string encode_utf8(std::u32string_view text) {
    std::string out;
    for (char32_t c : text) append_utf8(out, c);
    return out;
}

bool decode_text(std::string_view text, std::u32string& out) {
    out.clear();
    for (size_t i = 0; i < text.size();) {
        const unsigned char b = text[i];
        int extra = b < 0x80             ? 0
                    : (b & 0xE0) == 0xC0 ? 1
                    : (b & 0xF0) == 0xE0 ? 2
                    : (b & 0xF8) == 0xF0 ? 3
                                         : -1;
        if (extra < 0 || i + extra >= text.size()) return false;
        char32_t c = extra == 0   ? b
                     : extra == 1 ? (b & 0x1F)
                     : extra == 2 ? (b & 0x0F)
                                  : (b & 0x07);
        for (int k = 1; k <= extra; ++k) {
            const unsigned char cont = text[i + k];
            if ((cont & 0xC0) != 0x80) return false;
            c = (c << 6) | (cont & 0x3F);
        }
        i += extra + 1;
        if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xA0 || c == 0x3000 ||
            c == 0xFEFF)
            continue;
        if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;  // full-width ASCII
        out += c;
    }
    return true;
}

ParseAttempt try_parse_iccs(const Position& pos, std::string_view text) {
    ParseAttempt a;
    std::u32string chars;
    if (!decode_text(text, chars)) {
        a.result.error = "the text is not valid UTF-8";
        return a;
    }
    std::string ascii;
    for (char32_t c : chars) {
        if (c >= 0x80) {
            a.result.error = quoted(text) + " is not a coordinate move (like h2e2)";
            return a;
        }
        ascii += char(c);
    }
    const Move m = iccs_to_move(ascii);
    if (m == MOVE_NONE) {
        a.result.error = quoted(text) + " is not a coordinate move (like h2e2)";
        return a;
    }
    a.recognised = true;
    const std::string name = move_to_iccs(m);
    const Square from = from_sq(m), to = to_sq(m);
    const Piece pc = pos.piece_on(from);
    if (!pc) {
        a.result.error = name + ": no piece on " + square_name(from);
    } else if (color_of(pc) != pos.side_to_move()) {
        a.result.error = name + ": " + legality_problem(pos, from, to);
    } else if (std::string why = legality_problem(pos, from, to); !why.empty()) {
        a.result.error = name + ": not a legal move here: " + why;
    } else {
        a.result.move = m;
    }
    return a;
}

}  // namespace notation_detail

using namespace notation_detail;

ParsedMove parse_iccs(const Position& pos, std::string_view text) {
    return try_parse_iccs(pos, text).result;
}

ParsedMove parse_move(const Position& pos, std::string_view text) {
    std::u32string chars;
    if (!decode_text(text, chars)) return {MOVE_NONE, "the move text is not valid UTF-8"};
    if (chars.empty()) return {MOVE_NONE, "empty move text"};
    for (auto attempt : {try_parse_iccs, try_parse_wxf, try_parse_chinese}) {
        ParseAttempt a = attempt(pos, text);
        if (a.result || a.recognised) return a.result;
    }
    return {MOVE_NONE, quoted(text) +
                           " is not a move in ICCS (h2e2), WXF (C2.5) or Chinese (炮二平五) "
                           "notation"};
}

}  // namespace xq
