// Chinese notation (中文纵线记法): piece, origin file, 进/退/平, steps or destination file.
//
// Output follows xqbase's rules (see docs/notation.md): Red counts with 一…九, Black with
// digits; 前/后 for two rooks, horses or cannons on a file; pawns on files holding two or more
// are labelled 前/后, 前/中/后 or 一…五 across files. Input is lenient about character variants,
// numeral style and the older 前七进一 form.
#include "formats/notation_internal.h"

namespace xq {
namespace notation_detail {
namespace {

constexpr char32_t NUMERALS[] = U"一二三四五六七八九";
// Indexed [traditional][colour][piece type].
constexpr const char32_t* PIECE_CHARS[2][2] = {{U" 帅仕相马车炮兵", U" 将士象马车炮卒"},
                                               {U" 帥仕相傌俥炮兵", U" 將士象馬車砲卒"}};

std::u32string number_text(Color c, int n, const ChineseStyle& style) {
    if (c == RED) return {NUMERALS[n - 1]};
    return {char32_t((style.fullwidth_digits ? U'１' : U'1') + n - 1)};
}

// The first two characters of a move of the piece on `from`: 车二, 前车, 中兵, 三兵...
std::u32string chinese_origin(const Position& pos, Square from, const ChineseStyle& style) {
    const Piece pc = pos.piece_on(from);
    const Color c = color_of(pc);
    const PieceType t = type_of(pc);
    const char32_t piece = PIECE_CHARS[style.traditional][c][t];
    const char32_t front = U'前', middle = U'中', rear = style.traditional ? U'後' : U'后';
    if (t == PAWN) {
        const PawnTandems tandems = pawn_tandems(pos, c);
        const int idx = tandems.pawns.index_of(from);
        const int n = tandems.pawns.count;
        if (idx >= 0) {
            if (n == 2) return {idx == 0 ? front : rear, piece};
            if (n == 3) return {idx == 0 ? front : idx == 1 ? middle : rear, piece};
            return {NUMERALS[idx], piece};  // four or five: 一…五 across files
        }
    } else if (t == ROOK || t == HORSE || t == CANNON) {
        const SquareGroup g = pieces_on_file(pos, pc, file_of(from));
        if (g.count == 2) return {g.index_of(from) == 0 ? front : rear, piece};
    }
    return piece + number_text(c, own_file(c, file_of(from)), style);
}

// Every character accepted for each piece type, simplified, traditional and common variants.
constexpr std::u32string_view PIECE_VARIANTS[PIECE_TYPE_NB] = {
    U"", U"帅帥将將", U"仕士", U"相象", U"马馬傌", U"车車俥", U"炮砲包", U"兵卒"};

PieceType piece_type_of(char32_t ch) {
    for (int t = KING; t <= PAWN; ++t)
        if (PIECE_VARIANTS[t].find(ch) != std::u32string_view::npos) return PieceType(t);
    return NO_PIECE_TYPE;
}

// 1..9 for a Chinese numeral or a digit (full-width digits are already folded), else 0.
int number_of(char32_t ch) {
    if (ch >= U'1' && ch <= U'9') return int(ch - U'0');
    for (int i = 0; i < 9; ++i)
        if (NUMERALS[i] == ch) return i + 1;
    return 0;
}

bool place_of(char32_t ch, Place* place) {
    switch (ch) {
        case U'前':
            *place = Place::FRONT;
            return true;
        case U'中':
            *place = Place::MIDDLE;
            return true;
        case U'后':
        case U'後':
            *place = Place::REAR;
            return true;
        default:
            return false;
    }
}

bool direction_of(char32_t ch, int* direction) {
    switch (ch) {
        case U'进':
        case U'進':
            *direction = 1;
            return true;
        case U'退':
            *direction = -1;
            return true;
        case U'平':
            *direction = 0;
            return true;
        default:
            return false;
    }
}

std::string utf8(char32_t ch) {
    return encode_utf8(std::u32string(1, ch));
}

std::string list_labels(const Position& pos, const SquareGroup& g) {
    std::string s;
    for (int i = 0; i < g.count; ++i)
        s += (i ? ", " : "") + encode_utf8(chinese_origin(pos, g.squares[i], {}));
    return s;
}

// 车二进一: piece and file. With several of the kind on the file the move belongs to the one
// that can make it, as other readers take it (many files leave out 前/后 then).
MoveOrigin piece_on_file_origin(const Position& pos, PieceType t, char32_t file_char) {
    const Color us = pos.side_to_move();
    const std::string side = color_name(us);
    const SquareGroup g =
        pieces_on_file(pos, make_piece(us, t), board_file(us, number_of(file_char)));
    if (g.count == 0)
        return origin_error(side + " has no " + piece_name(t) + " on file " + utf8(file_char));
    MoveOrigin o;
    o.candidates = g;
    if (g.count > 1 && t != ADVISOR && t != ELEPHANT)
        o.ambiguity = count_word(g.count) + " " + side + " " + piece_name(t) + "s stand on file " +
                      utf8(file_char) +
                      " and more than one can make this move: say which one (front to back: " +
                      list_labels(pos, g) + ")";
    return o;
}

// 前兵, 中兵, 三兵 (and the variant 兵前): `number` 1..5 counts pawns in tandem across files,
// else `place` on the one file with pawns in tandem; `place_char` is the text's place.
MoveOrigin pawn_in_tandem_origin(const Position& pos, int number, Place place,
                                 char32_t place_char) {
    const Color us = pos.side_to_move();
    const std::string side = color_name(us);
    const PawnTandems tandems = pawn_tandems(pos, us);
    const SquareGroup& g = tandems.pawns;
    if (g.count == 0)
        return origin_error(side + " has no two pawns on one file: write the file, like " +
                            (us == RED ? "兵七进一" : "卒３进１"));
    int idx = 0;
    if (number) {
        idx = number - 1;  // 一兵…五兵 count across files
        if (idx >= g.count)
            return origin_error(side + " has only " + std::to_string(g.count) +
                                " pawns in tandem (" + list_labels(pos, g) + ")");
    } else if (tandems.files > 1) {
        return origin_error(side + " has pawns in tandem on more than one file: write " +
                            list_labels(pos, g) + ", or 前/后 with the file (前七进一)");
    } else {
        idx = place_index(g, place);
        if (idx < 0)
            return origin_error(utf8(place_char) + " needs three or five pawns on the file (" +
                                list_labels(pos, g) + ")");
    }
    MoveOrigin o;
    o.candidates.push(g.squares[idx]);
    return o;
}

// 前车, 后马 (and the variant 车前): the front or rear of the pieces of that kind on one file.
MoveOrigin piece_in_tandem_origin(const Position& pos, PieceType t, Place place) {
    const Color us = pos.side_to_move();
    const std::string side = color_name(us);
    const std::string pieces = std::string(piece_name(t)) + "s";
    const Piece p = make_piece(us, t);
    const int f = tandem_file(pos, p);
    if (f < 0) {
        if (pos.count(p) == 0) return origin_error(side + " has no " + pieces);
        SquareGroup all;
        for (int i = 0; i < pos.count(p); ++i) all.push(pos.squares(p)[i]);
        return origin_error(side + " has no two " + pieces + " on one file: write the file (" +
                            list_labels(pos, all) + ")");
    }
    const SquareGroup g = pieces_on_file(pos, p, f);
    const int idx = place_index(g, place);
    if (idx < 0) return origin_error("中 needs three pieces on one file; use 前 or 后");
    MoveOrigin o;
    o.candidates.push(g.squares[idx]);
    return o;
}

// Older style 前七进一: place and file, the piece left out.
MoveOrigin place_on_file_origin(const Position& pos, Place place, char32_t place_char,
                                char32_t file_char) {
    const Color us = pos.side_to_move();
    const int f = board_file(us, number_of(file_char));
    PieceType found = NO_PIECE_TYPE;
    for (PieceType t : {PAWN, ROOK, HORSE, CANNON, ADVISOR, ELEPHANT}) {
        if (pieces_on_file(pos, make_piece(us, t), f).count < 2) continue;
        if (found)
            return origin_error(std::string("both ") + piece_name(found) + "s and " +
                                piece_name(t) + "s stand in tandem on file " + utf8(file_char) +
                                ": name the piece (" + utf8(place_char) +
                                utf8(PIECE_CHARS[0][us][found]) + " or " + utf8(place_char) +
                                utf8(PIECE_CHARS[0][us][t]) + ")");
        found = t;
    }
    if (!found)
        return origin_error(std::string(color_name(us)) + " has no two pieces of a kind on file " +
                            utf8(file_char));
    const SquareGroup g = pieces_on_file(pos, make_piece(us, found), f);
    const int idx = place_index(g, place);
    if (idx < 0) return origin_error(utf8(place_char) + " needs three or five pieces on the file");
    MoveOrigin o;
    o.candidates.push(g.squares[idx]);
    return o;
}

// The pieces the first two characters of a four-character Chinese move name.
MoveOrigin chinese_move_origin(const Position& pos, const std::u32string& s) {
    const PieceType t0 = piece_type_of(s[0]), t1 = piece_type_of(s[1]);
    const int n0 = number_of(s[0]), n1 = number_of(s[1]);
    Place p0{}, p1{};
    const bool has_p0 = place_of(s[0], &p0), has_p1 = place_of(s[1], &p1);
    if (t0 && n1) return piece_on_file_origin(pos, t0, s[1]);
    if ((t0 && has_p1) || ((has_p0 || n0) && t1)) {
        const PieceType t = t0 ? t0 : t1;
        const Place place = t0 ? p1 : p0;
        if (t == PAWN) return pawn_in_tandem_origin(pos, n0, place, t0 ? s[1] : s[0]);
        if (n0)
            return origin_error("a number before the piece (" + utf8(s[0]) +
                                ") is used for pawns only; write the file after the piece");
        return piece_in_tandem_origin(pos, t, place);
    }
    if (has_p0 && n1) return place_on_file_origin(pos, p0, s[0], s[1]);
    if (!t0 && !t1)
        return origin_error("unknown piece character " + utf8(has_p0 || n0 ? s[1] : s[0]) +
                            " (帅仕相马车炮兵 / 将士象马车炮卒)");
    return origin_error(
        "the first two characters must be a piece and its file (车二), or a place and a piece "
        "(前车, 三兵)");
}

}  // namespace

ParseAttempt try_parse_chinese(const Position& pos, std::string_view text) {
    ParseAttempt a;
    auto fail = [&](const std::string& why) {
        a.result = {MOVE_NONE, quoted(text) + ": " + why};
        return a;
    };
    std::u32string s;
    if (!decode_text(text, s)) return fail("the text is not valid UTF-8");
    bool any_wide = false;
    for (char32_t c : s) any_wide |= c >= 0x80;
    if (!any_wide) return fail("not Chinese notation (like 炮二平五)");
    a.recognised = true;
    if (s.size() != 4) return fail("a Chinese move has four characters, like 炮二平五 or 前车进一");

    MoveShape shape;
    if (!direction_of(s[2], &shape.direction))
        return fail("the third character must be 进, 退 or 平, not " + utf8(s[2]));
    shape.number = number_of(s[3]);
    if (!shape.number)
        return fail("the last character must be a number (一…九 or 1…9), not " + utf8(s[3]));
    const MoveOrigin origin = chinese_move_origin(pos, s);
    if (!origin.error.empty()) return fail(origin.error);
    a.result = resolve_move(pos, origin.candidates, shape, quoted(text) + ": ", origin.ambiguity);
    return a;
}

}  // namespace notation_detail

using namespace notation_detail;

std::string move_to_chinese(const Position& pos, Move m, ChineseStyle style) {
    if (m == MOVE_NONE || !pos.piece_on(from_sq(m))) return {};  // not a move of this position
    const Color c = color_of(pos.piece_on(from_sq(m)));
    const MoveShape shape = shape_of(pos, m);
    std::u32string s = chinese_origin(pos, from_sq(m), style);
    s += shape.direction > 0   ? (style.traditional ? U'進' : U'进')
         : shape.direction < 0 ? U'退'
                               : U'平';
    s += number_text(c, shape.number, style);
    return encode_utf8(s);
}

ParsedMove parse_chinese(const Position& pos, std::string_view text) {
    return try_parse_chinese(pos, text).result;
}

}  // namespace xq
