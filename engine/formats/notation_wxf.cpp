// WXF notation: piece letter, origin file (or tandem marker), direction (+ . -), number.
//
// Tandem rules (WXF "official notation" page): two of a kind on a file are told apart by + / -
// in place of the file. Pawns have more cases, see wxf_origin() and docs/notation.md.
#include "formats/notation_internal.h"
#include "util/text.h"

namespace xq {
namespace notation_detail {
namespace {

constexpr const char* LETTERS = " KAEHRCP";

char file_digit(int own) {
    return char('0' + own);
}

// The first two characters of a move of the piece on `from`: "R3", "R+", "P+", "++", "3+", "33".
std::string wxf_origin(const Position& pos, Square from) {
    const Piece pc = pos.piece_on(from);
    const Color c = color_of(pc);
    const PieceType t = type_of(pc);
    const int own = own_file(c, file_of(from));
    const std::string letter(1, LETTERS[t]);
    if (t == PAWN) {
        const PawnTandems tandems = pawn_tandems(pos, c);
        const int idx = tandems.pawns.index_of(from);
        if (idx < 0) return letter + file_digit(own);
        if (tandems.files >= 2) {
            // Pawns in tandem on several files: the file comes first, then its place there.
            const SquareGroup g = pieces_on_file(pos, pc, file_of(from));
            const int i = g.index_of(from);
            const char place = i == 0 ? '+' : i == g.count - 1 ? '-' : file_digit(own);
            return std::string(1, file_digit(own)) + place;
        }
        switch (tandems.pawns.count) {
            case 2:
                return idx == 0 ? "P+" : "P-";
            case 3:
                return idx == 0 ? "P+" : idx == 1 ? letter + file_digit(own) : "P-";
            case 4: {
                static constexpr const char* FOUR[] = {"++", "P+", "P-", "--"};
                return FOUR[idx];
            }
            default: {
                if (idx == 2) return letter + file_digit(own);
                static constexpr const char* FIVE[] = {"++", "P+", "", "P-", "--"};
                return FIVE[idx];
            }
        }
    }
    // Advisors and elephants keep their file: the direction already tells a pair apart.
    if (t == KING || t == ADVISOR || t == ELEPHANT) return letter + file_digit(own);
    const SquareGroup g = pieces_on_file(pos, pc, file_of(from));
    if (g.count < 2) return letter + file_digit(own);
    return letter + (g.index_of(from) == 0 ? '+' : '-');
}

PieceType type_from_letter(char ch) {
    switch (ch) {
        case 'K':
            return KING;
        case 'A':
            return ADVISOR;
        case 'E':
        case 'B':
            return ELEPHANT;
        case 'H':
        case 'N':
            return HORSE;
        case 'R':
            return ROOK;
        case 'C':
            return CANNON;
        case 'P':
            return PAWN;
        default:
            return NO_PIECE_TYPE;
    }
}

bool is_letter(char ch) {
    return ch >= 'A' && ch <= 'Z';
}
bool is_sign(char ch) {
    return ch == '+' || ch == '-';
}

// "P+, P3, P-" for the pieces of a group, to tell the user what to write.
std::string wxf_list_labels(const Position& pos, const SquareGroup& g) {
    std::string s;
    for (int i = 0; i < g.count; ++i) s += (i ? ", " : "") + wxf_origin(pos, g.squares[i]);
    return s;
}

// "R3": the piece of that kind on the file.
MoveOrigin piece_on_file_origin(const Position& pos, PieceType t, char digit) {
    const Color us = pos.side_to_move();
    const std::string side = color_name(us), name = piece_name(t);
    const int own = digit - '0';
    if (own == 0) return origin_error("files are numbered 1 to 9");
    const SquareGroup g = pieces_on_file(pos, make_piece(us, t), board_file(us, own));
    if (g.count == 0)
        return origin_error(side + " has no " + name + " on file " + std::to_string(own));
    MoveOrigin o;
    if (t == PAWN && (g.count == 3 || g.count == 5)) {
        o.candidates.push(g.squares[g.count / 2]);  // the middle pawn keeps its file
        return o;
    }
    // With several of the kind on the file (+ / - left out) the move belongs to the one that
    // can make it.
    o.candidates = g;
    if (g.count > 1 && t != ADVISOR && t != ELEPHANT)
        o.ambiguity = count_word(g.count) + " " + side + " " + name + "s stand on file " +
                      std::to_string(own) +
                      " and more than one can make this move: say which one (front to back: " +
                      wxf_list_labels(pos, g) + ")";
    return o;
}

// "R+", "R-" (or "+R"): the front or rear of two pieces of that kind on one file.
MoveOrigin piece_in_tandem_origin(const Position& pos, PieceType t, char sign) {
    const Color us = pos.side_to_move();
    const std::string side = color_name(us);
    const bool front = sign == '+';
    MoveOrigin o;
    if (t == PAWN) {
        const PawnTandems tandems = pawn_tandems(pos, us);
        if (tandems.files == 0)
            return origin_error(side + " has no two pawns on one file: write the file, like P7+1");
        if (tandems.files >= 2)
            return origin_error(side +
                                " has pawns in tandem on more than one file: write the file "
                                "first (" +
                                wxf_list_labels(pos, tandems.pawns) + ")");
        const int n = tandems.pawns.count;
        // P+ / P- are the outer pair up to three pawns, the inner pair with four or five.
        const int idx = n <= 3 ? (front ? 0 : n - 1) : (front ? 1 : n - 2);
        o.candidates.push(tandems.pawns.squares[idx]);
        return o;
    }
    const Piece p = make_piece(us, t);
    const int f = tandem_file(pos, p);
    if (f < 0)
        return origin_error(side + " has no two " + piece_name(t) +
                            "s on one file: write the file instead of " + sign);
    const SquareGroup g = pieces_on_file(pos, p, f);
    o.candidates.push(g.squares[front ? 0 : g.count - 1]);
    return o;
}

// "R3", "R+" or the variant "+R".
MoveOrigin piece_origin(const Position& pos, char first, char second) {
    const char letter = is_letter(first) ? first : second;
    const char other = is_letter(first) ? second : first;
    const PieceType t = type_from_letter(letter);
    if (t == NO_PIECE_TYPE)
        return origin_error(std::string("unknown piece letter '") + letter +
                            "' (K A E H R C P, or B and N)");
    if (is_digit(other)) return piece_on_file_origin(pos, t, other);
    if (is_sign(other)) return piece_in_tandem_origin(pos, t, other);
    return origin_error("the second character must be a file digit or + / -");
}

// "++" / "--": the outermost of four or five pawns on one file.
MoveOrigin outer_pawn_origin(const Position& pos, char first, char second) {
    if (second != first)
        return origin_error("write ++ or -- (outermost pawns), or a piece letter first");
    const PawnTandems tandems = pawn_tandems(pos, pos.side_to_move());
    if (tandems.files != 1 || tandems.pawns.count < 4)
        return origin_error(std::string(2, first) +
                            " names the outermost of four or five pawns on one file, and " +
                            color_name(pos.side_to_move()) + " has no such file");
    MoveOrigin o;
    o.candidates.push(tandems.pawns.squares[first == '+' ? 0 : tandems.pawns.count - 1]);
    return o;
}

// "3+", "3-", "33": pawns in tandem on several files, file first.
MoveOrigin pawn_file_origin(const Position& pos, char first, char second) {
    const Color us = pos.side_to_move();
    const int own = first - '0';
    if (own == 0) return origin_error("files are numbered 1 to 9");
    const SquareGroup g = pieces_on_file(pos, make_piece(us, PAWN), board_file(us, own));
    if (g.count < 2)
        return origin_error(std::string(color_name(us)) + " has " + count_word(g.count) + " pawn" +
                            (g.count == 1 ? "" : "s") + " on file " + std::to_string(own) +
                            ", so there is no tandem to pick from");
    MoveOrigin o;
    if (is_sign(second))
        o.candidates.push(g.squares[second == '+' ? 0 : g.count - 1]);
    else if (second == first && (g.count == 3 || g.count == 5))
        o.candidates.push(g.squares[g.count / 2]);
    else
        return origin_error(
            "after the file digit write + (front), - (rear) or the file again (middle of "
            "three): " +
            wxf_list_labels(pos, g) + ", front to back");
    return o;
}

}  // namespace

ParseAttempt try_parse_wxf(const Position& pos, std::string_view text) {
    ParseAttempt a;
    auto fail = [&](const std::string& why) {
        a.result = {MOVE_NONE, quoted(text) + ": " + why};
        return a;
    };
    std::u32string chars;
    if (!decode_text(text, chars)) return fail("the text is not valid UTF-8");
    std::string s;
    for (char32_t c : chars) {
        if (c >= 0x80) return fail("WXF moves use ASCII letters, digits and + - . only");
        s += char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    }
    const bool shaped = s.size() == 4 && (is_letter(s[0]) || is_digit(s[0]) || is_sign(s[0])) &&
                        (is_letter(s[1]) || is_digit(s[1]) || is_sign(s[1])) &&
                        (is_sign(s[2]) || s[2] == '.' || s[2] == '=') && is_digit(s[3]);
    if (!shaped)
        return fail("not WXF notation (piece, file, direction + . -, number: like C2.5 or H8+7)");
    a.recognised = true;

    const MoveShape shape{s[2] == '+' ? 1 : s[2] == '-' ? -1 : 0, s[3] - '0'};
    if (shape.number == 0) return fail("the last character must be 1 to 9");
    const MoveOrigin origin = is_letter(s[0]) || (is_sign(s[0]) && is_letter(s[1]))
                                  ? piece_origin(pos, s[0], s[1])
                              : is_sign(s[0]) ? outer_pawn_origin(pos, s[0], s[1])
                                              : pawn_file_origin(pos, s[0], s[1]);
    if (!origin.error.empty()) return fail(origin.error);
    a.result = resolve_move(pos, origin.candidates, shape, quoted(text) + ": ", origin.ambiguity);
    return a;
}

}  // namespace notation_detail

using namespace notation_detail;

std::string move_to_wxf(const Position& pos, Move m) {
    if (m == MOVE_NONE || !pos.piece_on(from_sq(m))) return {};  // not a move of this position
    const MoveShape shape = shape_of(pos, m);
    std::string s = wxf_origin(pos, from_sq(m));
    s += shape.direction > 0 ? '+' : shape.direction < 0 ? '-' : '.';
    s += file_digit(shape.number);
    return s;
}

ParsedMove parse_wxf(const Position& pos, std::string_view text) {
    return try_parse_wxf(pos, text).result;
}

}  // namespace xq
