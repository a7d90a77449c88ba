#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/notation.h"
#include "perft_vectors.h"
#include "rules/movegen.h"
#include "sweep.h"

using namespace xq;

namespace {

Position from_fen(const std::string& fen) {
    Position pos;
    std::string error;
    INFO(fen);
    REQUIRE_MESSAGE(pos.set_fen(fen, &error), error);
    return pos;
}

Move iccs(const char* text) {
    return iccs_to_move(text);
}

constexpr ChineseStyle TRADITIONAL{true, true};
constexpr ChineseStyle ASCII_DIGITS{false, false};

// All three renderings of a move, checked against the expected text and parsed back.
void check_move(const Position& pos, const char* coord, const char* wxf, const char* chinese,
                const char* traditional = nullptr) {
    INFO(pos.fen(), " ", std::string(coord));
    const Move m = iccs(coord);
    REQUIRE(pos.is_legal(m));
    CHECK(move_to_wxf(pos, m) == wxf);
    CHECK(move_to_chinese(pos, m) == chinese);
    if (traditional) CHECK(move_to_chinese(pos, m, TRADITIONAL) == traditional);
    ParsedMove w = parse_wxf(pos, wxf);
    CHECK_MESSAGE(w.move == m, w.error);
    ParsedMove c = parse_chinese(pos, chinese);
    CHECK_MESSAGE(c.move == m, c.error);
    CHECK(parse_move(pos, wxf).move == m);
    CHECK(parse_move(pos, chinese).move == m);
    CHECK(parse_move(pos, coord).move == m);
}

// Parses `text` with parse_move and expects move `coord`.
void check_parses(const Position& pos, const char* text, const char* coord) {
    INFO(pos.fen(), " ", std::string(text));
    ParsedMove p = parse_move(pos, text);
    CHECK_MESSAGE(p.move == iccs(coord), p.error);
}

// Parses `text` with parse_move and expects an error equal to `error`.
void check_error(const Position& pos, const char* text, const std::string& error) {
    INFO(pos.fen(), " ", std::string(text));
    ParsedMove p = parse_move(pos, text);
    CHECK(p.move == MOVE_NONE);
    CHECK(p.error == error);
}

// Every legal move: strings unique among the legal moves, and each parses back to the move.
// Returns the number of moves checked.
int check_round_trip(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::set<std::string> seen[4];
    int failures = 0;
    for (Move m : list) {
        const std::string texts[4] = {move_to_wxf(pos, m), move_to_chinese(pos, m),
                                      move_to_chinese(pos, m, TRADITIONAL),
                                      move_to_chinese(pos, m, ASCII_DIGITS)};
        for (int k = 0; k < 4; ++k) {
            const bool unique = seen[k].insert(texts[k]).second;
            ParsedMove p = k == 0 ? parse_wxf(pos, texts[k]) : parse_chinese(pos, texts[k]);
            ParsedMove any = parse_move(pos, texts[k]);
            if (!unique || p.move != m || any.move != m) {
                if (++failures <= 5)
                    FAIL_CHECK(pos.fen() << " " << move_to_iccs(m) << " -> " << texts[k]
                                         << std::string(unique ? "" : " (duplicate)") << " parsed "
                                         << move_to_iccs(p.move) << " " << p.error);
            }
        }
    }
    CHECK(failures == 0);
    return list.size();
}

// A random legal position with many pawns and doubled pieces, to exercise tandem labels.
bool random_position(std::mt19937& rng, Position& pos) {
    char board[10][9] = {};
    auto free_square = [&](Color c, PieceType t, int tries, int file_hint) -> int {
        for (int i = 0; i < tries; ++i) {
            int f = file_hint >= 0 && rng() % 4 ? file_hint : int(rng() % 9);
            int r = int(rng() % 10);
            Square s = make_square(f, r);
            if (!board[r][f] && reachable_square(c, t, s)) return s;
        }
        return -1;
    };
    static const char* LETTERS[2] = {" KABNRCP", " kabnrcp"};
    for (Color c : {RED, BLACK}) {
        int s = free_square(c, KING, 100, -1);
        if (s < 0) return false;
        board[rank_of(s)][file_of(s)] = LETTERS[c][KING];
        for (PieceType t : {ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN}) {
            const int most = t == PAWN ? 5 : 2;
            const int n = int(rng() % (most + 1));
            // Crowd pieces of one kind onto one file; pawns onto one or two files.
            const int hint = int(rng() % 9), second = rng() % 2 ? hint : (hint + 4) % 9;
            for (int i = 0; i < n; ++i) {
                const int sq = free_square(c, t, 50, t == PAWN && i >= 3 ? second : hint);
                if (sq >= 0) board[rank_of(sq)][file_of(sq)] = LETTERS[c][t];
            }
        }
    }
    std::string fen;
    for (int r = 9; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 9; ++f) {
            if (!board[r][f]) {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty);
            empty = 0;
            fen += board[r][f];
        }
        if (empty) fen += char('0' + empty);
        if (r) fen += '/';
    }
    fen += rng() % 2 ? " w - - 0 1" : " b - - 0 1";
    return pos.set_fen(fen);
}

}  // namespace

TEST_CASE("UCCI specification example: pv b0c2 b9c7 c3c4 h9i7 c2d4 h7e7") {
    Position pos;
    const char* coords[] = {"b0c2", "b9c7", "c3c4", "h9i7", "c2d4", "h7e7"};
    const char* chinese[] = {"马八进七", "马２进３", "兵七进一",
                             "马８进９", "马七进六", "炮８平５"};
    const char* wxf[] = {"H8+7", "H2+3", "P7+1", "H8+9", "H7+6", "C8.5"};
    for (int i = 0; i < 6; ++i) {
        check_move(pos, coords[i], wxf[i], chinese[i]);
        pos.do_move(iccs(coords[i]));
    }
}

TEST_CASE("Worked equivalences from the rules reference") {
    Position pos;
    check_move(pos, "h2e2", "C2.5", "炮二平五", "炮二平五");
    check_move(pos, "b0c2", "H8+7", "马八进七", "傌八進七");
    check_move(pos, "i0i1", "R1+1", "车一进一", "俥一進一");
    check_move(pos, "g0e2", "E3+5", "相三进五", "相三進五");
    check_move(pos, "f0e1", "A4+5", "仕四进五", "仕四進五");
    check_move(pos, "e0e1", "K5+1", "帅五进一", "帥五進一");
    pos.do_move(iccs("h2e2"));
    check_move(pos, "h9g7", "H8+7", "马８进７", "馬８進７");
    check_move(pos, "h7e7", "C8.5", "炮８平５", "砲８平５");
    check_move(pos, "g6g5", "P7+1", "卒７进１", "卒７進１");
    check_move(pos, "e9e8", "K5+1", "将５进１", "將５進１");
    CHECK(move_to_chinese(pos, iccs("h9g7"), ASCII_DIGITS) == "马8进7");
    pos.do_move(iccs("h7e7"));
    check_move(pos, "e2e6", "C5+4", "炮五进四", "炮五進四");  // captures the pawn

    // UCCI section 4: the position after 炮二平五 炮8平5 炮五进四.
    Position after =
        from_fen("rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2");
    check_move(after, "d9e8", "A4+5", "士４进５", "士４進５");
    check_move(after, "f9e8", "A6+5", "士６进５", "士６進５");
}

TEST_CASE("Tandem rooks / cannons and horses use front/rear") {
    Position rooks = from_fen("4k4/9/9/9/7R1/9/9/9/7R1/3K5 w - - 0 1");
    check_move(rooks, "h5f5", "R+.4", "前车平四", "前俥平四");
    check_move(rooks, "h5h9", "R++4", "前车进四");
    check_move(rooks, "h1h0", "R--1", "后车退一", "後俥退一");
    check_move(rooks, "h1a1", "R-.9", "后车平九");

    Position cannons = from_fen("4k4/9/9/9/9/7C1/9/7C1/9/3K5 w - - 0 1");
    check_move(cannons, "h2h1", "C--1", "后炮退一", "後炮退一");
    check_move(cannons, "h4e4", "C+.5", "前炮平五");

    // Black horses on h7 and h5; Black's front is towards rank 0.
    Position horses = from_fen("3k5/9/7n1/9/7n1/9/9/9/9/4K4 b - - 0 1");
    check_move(horses, "h5g3", "H++7", "前马进７", "前馬進７");
    CHECK(move_to_chinese(horses, iccs("h5g3"), ASCII_DIGITS) == "前马进7");
    check_move(horses, "h7i9", "H--9", "后马退９");
    check_move(horses, "h7g5", "H-+7", "后马进７");

    // Two of a kind on different files are not tandem.
    Position start;
    check_move(start, "b2b9", "C8+7", "炮八进七");
}

TEST_CASE("Advisors and elephants on one file keep their file number") {
    Position pos = from_fen("3k5/9/9/9/9/2B6/9/3A5/9/2BA1K3 w - - 0 1");
    check_move(pos, "d0e1", "A6+5", "仕六进五");
    check_move(pos, "d2e1", "A6-5", "仕六退五");
    check_move(pos, "c0e2", "E7+5", "相七进五");
    check_move(pos, "c4e2", "E7-5", "相七退五");
    check_move(pos, "c0a2", "E7+9", "相七进九");
    check_move(pos, "c4a2", "E7-9", "相七退九");
    // Front/rear for them is accepted on input even though it is never written.
    check_parses(pos, "前相退五", "c4e2");
    check_parses(pos, "A-+5", "d0e1");
}

TEST_CASE("Three pawns on one file: front / middle / rear") {
    Position pos = from_fen("3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1");
    check_move(pos, "c7c8", "P++1", "前兵进一", "前兵進一");
    check_move(pos, "c6d6", "P7.6", "中兵平六");
    check_move(pos, "c5b5", "P-.8", "后兵平八", "後兵平八");
    check_move(pos, "c7d7", "P+.6", "前兵平六");
    // The older style without the piece.
    check_parses(pos, "中七平六", "c6d6");
    check_parses(pos, "后七平八", "c5b5");
    // Black: pawns on c4, c3 (Black's file 3); Black's front is c3.
    Position black = from_fen("3k5/9/9/9/9/2p6/2p6/9/9/4K4 b - - 0 1");
    check_move(black, "c3d3", "P+.4", "前卒平４", "前卒平４");
    check_move(black, "c4b4", "P-.2", "后卒平２");
    check_move(black, "c3c2", "P++1", "前卒进１");
}

TEST_CASE("Pawns in tandem on two files") {
    // The doc's example: g6 g5 c6 c5 are 一兵 二兵 三兵 四兵 (right to left, front to back).
    Position two_two = from_fen("3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    check_move(two_two, "c6d6", "7+.6", "三兵平六");
    check_move(two_two, "g6g7", "3++1", "一兵进一");
    check_move(two_two, "g5f5", "3-.4", "二兵平四");
    check_move(two_two, "c5b5", "7-.8", "四兵平八");
    check_parses(two_two, "前七平六", "c6d6");  // older style
    check_parses(two_two, "后三平四", "g5f5");

    // WXF's example: three pawns on file 3 and two on file 7.
    Position three_two = from_fen("3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    check_move(three_two, "g7f7", "3+.4", "一兵平四");
    check_move(three_two, "g6f6", "33.4", "二兵平四");
    check_move(three_two, "g5f5", "3-.4", "三兵平四");
    check_move(three_two, "c6d6", "7+.6", "四兵平六");
    check_move(three_two, "c5d5", "7-.6", "五兵平六");
    check_parses(three_two, "中三平四", "g6f6");

    // Black: pawns on a4 a3 and e4 e3 (Black's files 1 and 5); Black counts from file a.
    Position black = from_fen("3k5/9/9/9/9/p3p4/p3p4/9/9/5K3 b - - 0 1");
    check_move(black, "a3b3", "1+.2", "一卒平２");
    check_move(black, "a4b4", "1-.2", "二卒平２");
    check_move(black, "e3d3", "5+.4", "三卒平４");
    check_move(black, "e4f4", "5-.6", "四卒平６");
    check_parses(black, "前1平2", "a3b3");
}

TEST_CASE("Four and five pawns on one file") {
    Position five = from_fen("1P3k3/1P7/1P7/1P7/1P7/9/9/9/9/4K4 w - - 0 1");
    check_move(five, "b9c9", "++.7", "一兵平七");
    check_move(five, "b8c8", "P+.7", "二兵平七");
    check_move(five, "b7c7", "P8.7", "三兵平七");
    check_move(five, "b6c6", "P-.7", "四兵平七");
    check_move(five, "b5c5", "--.7", "五兵平七");
    check_parses(five, "前兵平九", "b9a9");  // 前/后 = outermost when one file holds them all
    check_parses(five, "后兵平九", "b5a5");
    check_parses(five, "中兵平九", "b7a7");

    Position four = from_fen("1P3k3/1P7/1P7/1P7/9/9/9/9/9/4K4 w - - 0 1");
    check_move(four, "b9a9", "++.9", "一兵平九");
    check_move(four, "b8a8", "P+.9", "二兵平九");
    check_move(four, "b7a7", "P-.9", "三兵平九");
    check_move(four, "b6a6", "--.9", "四兵平九");
}

TEST_CASE("Lenient input: traditional characters / variants / digit styles / spacing") {
    Position pos;
    check_parses(pos, "砲二平五", "h2e2");
    check_parses(pos, "炮2平5", "h2e2");  // Red written with digits
    check_parses(pos, "炮２平５", "h2e2");
    check_parses(pos, "包二平五", "h2e2");
    check_parses(pos, "俥一進一", "i0i1");
    check_parses(pos, "車一进一", "i0i1");
    check_parses(pos, "傌八進七", "b0c2");
    check_parses(pos, "馬八进七", "b0c2");
    check_parses(pos, "象三进五", "g0e2");
    check_parses(pos, "士四进五", "f0e1");
    check_parses(pos, "帥五進一", "e0e1");
    check_parses(pos, "将五进一", "e0e1");
    check_parses(pos, " 炮二 平五 ", "h2e2");
    check_parses(pos, "C2=5", "h2e2");      // AXF sideways sign
    check_parses(pos, "c2.5", "h2e2");      // lower case
    check_parses(pos, "Ｃ２．５", "h2e2");  // full-width ASCII
    check_parses(pos, "N8+7", "b0c2");      // N for horse
    check_parses(pos, "B3+5", "g0e2");      // B for elephant
    check_parses(pos, "H2-E2", "h2e2");     // ICCS with hyphen, upper case
    pos.do_move(iccs("h2e2"));
    check_parses(pos, "炮八平五", "h7e7");  // Black written with Chinese numerals
    check_parses(pos, "砲8平5", "h7e7");
    check_parses(pos, "包８平５", "h7e7");
    check_parses(pos, "馬8進7", "h9g7");
    check_parses(pos, "象３进５", "c9e7");
    check_parses(pos, "將５進１", "e9e8");

    Position rooks = from_fen("4k4/9/9/9/7R1/9/9/9/7R1/3K5 w - - 0 1");
    check_parses(rooks, "車前平四", "h5f5");  // piece then place (WXF page's 車前平三 form)
    check_parses(rooks, "後俥退一", "h1h0");
    check_parses(rooks, "+R.4", "h5f5");      // place before the letter
    check_parses(rooks, "前二平四", "h5f5");  // older style: place and file
}

TEST_CASE("A bare file for tandem pieces: the one piece that can make the move") {
    // Positions and moves from the Chinese Chess Practical Dataset (Big5 PGN files, CC BY 4.0),
    // which like many collections leaves out 前/后 when only one of the pieces can move so.
    // 殺局_殺法_練習題/00000015.pgn: "1. 車四進三": of the rooks on f6 and f3 only the front one
    // can go three forward (the rear one is blocked by it).
    const Position rooks =
        from_fen("3akab2/9/4c1n2/p1p1nR2p/4r4/2P6/P4RN1P/1Cc3C2/4AK3/2BA3r1 w - - 0 1");
    check_parses(rooks, "車四進三", "f6f9");
    check_parses(rooks, "车四进三", "f6f9");
    check_parses(rooks, "R4+3", "f6f9");
    // 殺局_殺法_練習題/00000081.pgn: "2. 馬三進二" after "1. 車六平四 車３平７": the front
    // horse's leg (g6) is blocked by the rook that just came, so the rear horse goes.
    const Position horses =
        from_fen("1r1akab2/4nR3/4b1n1c/p5r1p/4C1N2/5R3/P3P3P/6N1B/9/c1BAKA3 w - - 2 2");
    check_parses(horses, "馬三進二", "g2h4");
    check_parses(horses, "H3+2", "g2h4");
    // 殘局/00000115.pgn: "2. 馬四進三 炮５平８" with full-width digits: of Black's cannons on
    // e5 and e7 only the one on e5 has a free way to h5.
    const Position cannons =
        from_fen("2b2kb2/C1n1a4/4c1n2/p1p1p1p1p/4c4/P1N6/6P1P/5rN2/1R1R5/3AK1B2 b - - 2 2");
    check_parses(cannons, "炮５平８", "e5h5");
    check_parses(cannons, "C5.8", "e5h5");

    // Still refused when both pieces could make the move.
    check_error(rooks, "車四退一",
                "'車四退一': two Red rooks stand on file 四 and more than one can make this move: "
                "say which one (front to back: 前车, 后车)");
    check_error(rooks, "R4-1",
                "'R4-1': two Red rooks stand on file 4 and more than one can make this move: say "
                "which one (front to back: R+, R-)");
}

TEST_CASE("ICCS errors say why") {
    Position pos;
    check_error(pos, "h2e3", "h2e3: not a legal move here: the cannon on h2 cannot reach e3");
    check_error(pos, "h5h6", "h5h6: no piece on h5");
    check_error(pos, "h9g7", "h9g7: the horse on h9 belongs to Black, but Red is to move");
    check_error(pos, "h2h8",
                "h2h8: not a legal move here: the cannon on h2 cannot reach h8 (the way is "
                "blocked at h7)");
    check_error(pos, "b0d1",
                "b0d1: not a legal move here: the horse on b0 cannot reach d1 (the horse's leg "
                "c0 is blocked)");
    check_error(pos, "c3d3",
                "c3d3: not a legal move here: the pawn on c3 cannot reach d3 (a pawn moves "
                "sideways only after crossing the river)");
    check_error(pos, "e0d0",
                "e0d0: not a legal move here: the king on e0 cannot reach d0 (Red's own "
                "advisor stands there)");
    check_error(pos, "e1e2", "e1e2: no piece on e1");
    pos.do_move(iccs("h2e2"));
    pos.do_move(iccs("h7e7"));
    check_error(pos, "e2e7",
                "e2e7: not a legal move here: the cannon on e2 cannot reach e7 (a cannon "
                "captures by jumping exactly one piece (2 in between))");
    Position pinned = from_fen("3kr4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    check_error(pinned, "e1d1", "e1d1: not a legal move here: the move leaves Red's king in check");
    Position eye = from_fen("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1");
    check_error(eye, "c0e2",
                "c0e2: not a legal move here: the elephant on c0 cannot reach e2 (the "
                "elephant's eye d1 is blocked)");
}

TEST_CASE("WXF errors say why") {
    Position pos;
    check_error(pos, "X2.5", "'X2.5': unknown piece letter 'X' (K A E H R C P, or B and N)");
    check_error(pos, "R5+1", "'R5+1': Red has no rook on file 5");
    check_error(pos, "R+.3",
                "'R+.3': Red has no two rooks on one file: write the file instead of +");
    check_error(pos, "H8+5", "'H8+5': the horse on b0 cannot move from file 8 to file 5");
    check_error(pos, "H8.7",
                "'H8.7': a horse never moves sideways: write forward or backward with the file "
                "it lands on");
    check_error(pos, "C2+6", "'C2+6': the cannon on h2 cannot reach h8 (the way is blocked at h7)");
    check_error(pos, "C2+9", "'C2+9': the cannon on h2 cannot go 9 forward: that is off the board");
    check_error(pos, "C2.2",
                "'C2.2': the cannon on h2 already stands on file 2: a sideways move must change "
                "file");
    check_error(pos, "P7.6",
                "'P7.6': the pawn on c3 cannot reach d3 (a pawn moves sideways only after crossing "
                "the river)");
    check_error(pos, "++.4",
                "'++.4': ++ names the outermost of four or five pawns on one file, and Red has no "
                "such file");
    check_error(pos, "3+.4",
                "'3+.4': Red has one pawn on file 3, so there is no tandem to pick from");

    Position rooks = from_fen("4k4/9/9/9/7R1/9/9/9/7R1/3K5 w - - 0 1");
    check_error(rooks, "R2+1",
                "'R2+1': two Red rooks stand on file 2 and more than one can make this move: say "
                "which one (front to back: R+, R-)");
    Position two_two = from_fen("3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    check_error(two_two, "P+.6",
                "'P+.6': Red has pawns in tandem on more than one file: write the file first "
                "(3+, 3-, 7+, 7-)");
    check_error(two_two, "P7.6",
                "'P7.6': two Red pawns stand on file 7 and more than one can make this move: say "
                "which one (front to back: 7+, 7-)");
    Position pinned = from_fen("3kr4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
    check_error(pinned, "R5.6", "'R5.6': the move leaves Red's king in check");
}

TEST_CASE("Chinese errors say why") {
    Position pos;
    check_error(pos, "马五进四", "'马五进四': Red has no horse on file 五");
    check_error(pos, "车前进一",
                "'车前进一': Red has no two rooks on one file: write the file (车九, 车一)");
    check_error(pos, "兵七平六",
                "'兵七平六': the pawn on c3 cannot reach d3 (a pawn moves sideways only after "
                "crossing the river)");
    check_error(pos, "炮二走五", "'炮二走五': the third character must be 进, 退 or 平, not 走");
    check_error(pos, "炮二平",
                "'炮二平': a Chinese move has four characters, like 炮二平五 or 前车进一");
    check_error(pos, "鬼二平五",
                "'鬼二平五': unknown piece character 鬼 (帅仕相马车炮兵 / 将士象马车炮卒)");
    check_error(pos, "炮二平十",
                "'炮二平十': the last character must be a number (一…九 or 1…9), not 十");
    check_error(pos, "马八平七",
                "'马八平七': a horse never moves sideways: write forward or backward with the file "
                "it lands on");

    Position rooks = from_fen("4k4/9/9/9/7R1/9/9/9/7R1/3K5 w - - 0 1");
    check_error(rooks, "车二进一",
                "'车二进一': two Red rooks stand on file 二 and more than one can make this move: "
                "say which one (front to back: 前车, 后车)");
    Position two_two = from_fen("3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    check_error(
        two_two, "前兵进一",
        "'前兵进一': Red has pawns in tandem on more than one file: write 一兵, 二兵, 三兵, "
        "四兵, or 前/后 with the file (前七进一)");
    check_error(two_two, "五兵进一",
                "'五兵进一': Red has only 4 pawns in tandem (一兵, 二兵, 三兵, 四兵)");
    Position three = from_fen("3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1");
    check_error(three, "兵七平六",
                "'兵七平六': three Red pawns stand on file 七 and more than one can make this "
                "move: say which one (front to back: 前兵, 中兵, 后兵)");
    Position rooks_pawns = from_fen("4k4/9/9/9/6R2/6P2/6P2/9/6R2/3K5 w - - 0 1");
    check_error(rooks_pawns, "前三进一",
                "'前三进一': both pawns and rooks stand in tandem on file 三: name the piece (前兵 "
                "or 前车)");
}

TEST_CASE("parse_move reports the error of the notation the text is written in") {
    Position pos;
    check_error(pos, "", "empty move text");
    check_error(pos, "hello",
                "'hello' is not a move in ICCS (h2e2), WXF (C2.5) or Chinese (炮二平五) notation");
    check_error(pos, "h2e3", "h2e3: not a legal move here: the cannon on h2 cannot reach e3");
    check_error(pos, "C2+6", "'C2+6': the cannon on h2 cannot reach h8 (the way is blocked at h7)");
    check_error(pos, "炮二进六",
                "'炮二进六': the cannon on h2 cannot reach h8 (the way is blocked at h7)");
    CHECK(parse_wxf(pos, "炮二平五").error ==
          "'炮二平五': WXF moves use ASCII letters, digits and + - . only");
    CHECK(parse_chinese(pos, "C2.5").error == "'C2.5': not Chinese notation (like 炮二平五)");
    CHECK(parse_iccs(pos, "C2.5").error == "'C2.5' is not a coordinate move (like h2e2)");
    CHECK(parse_move(pos, "\xff\xfe").error == "the move text is not valid UTF-8");
}

TEST_CASE("Round trip: every legal move of the reference positions") {
    int moves = 0;
    for (const auto& v : perft_vectors()) moves += check_round_trip(from_fen(v.fen));
    CHECK(moves > 300);
}

// Not under TSan: one thread.
TEST_CASE("Round trip: random playouts" * test::not_under_tsan()) {
    std::mt19937 rng(20261121);
    int positions = 0, moves = 0;
    for (const auto& v : perft_vectors()) {
        for (int game = 0; game < 3; ++game) {
            Position pos = from_fen(v.fen);
            for (int ply = 0; ply < 40; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (list.size() == 0) break;
                moves += check_round_trip(pos);
                ++positions;
                pos.do_move(list.moves[rng() % list.size()]);
            }
        }
    }
    MESSAGE(positions, " positions, ", moves, " moves");
    CHECK(positions >= 300);
}

TEST_CASE("Round trip: random positions crowded with tandem pieces") {
    std::mt19937 rng(7);
    int positions = 0, moves = 0;
    int several_files = 0, three_on_file = 0, four_on_file = 0, tandem_rooks = 0;
    while (positions < 1000) {
        Position pos;
        if (!random_position(rng, pos)) continue;
        ++positions;
        moves += check_round_trip(pos);
        // Count what the position exercises (for the side to move, whose moves were named).
        const Color us = pos.side_to_move();
        int per_file[PIECE_NB][9] = {};
        for (Square s = 0; s < SQUARE_NB; ++s)
            if (pos.piece_on(s) && color_of(pos.piece_on(s)) == us)
                ++per_file[type_of(pos.piece_on(s))][file_of(s)];
        int pawn_files = 0, most = 0;
        for (int f = 0; f < 9; ++f) {
            pawn_files += per_file[PAWN][f] >= 2;
            most = std::max(most, per_file[PAWN][f]);
            tandem_rooks += per_file[ROOK][f] == 2;
        }
        several_files += pawn_files >= 2;
        three_on_file += most == 3;
        four_on_file += most >= 4;
    }
    MESSAGE(positions, " positions, ", moves,
            " moves; pawns in tandem on several files: ", several_files,
            ", three on a file: ", three_on_file, ", four or five: ", four_on_file,
            ", tandem rooks: ", tandem_rooks);
    CHECK(several_files >= 20);
    CHECK(three_on_file >= 20);
    CHECK(four_on_file >= 10);
    CHECK(tandem_rooks >= 20);
}

TEST_CASE("Random text never yields an illegal move and always explains a failure") {
    const std::vector<std::string> alphabet = {
        "K",  "A",  "E",  "H",  "R",  "C",  "P",  "B",  "N",    "X",       "+",  "-",
        ".",  "=",  "0",  "1",  "3",  "5",  "7",  "9",  "a",    "e",       "h",  "i",
        " ",  "前", "中", "后", "車", "炮", "兵", "卒", "马",   "士",      "相", "进",
        "退", "平", "一", "三", "五", "七", "九", "３", "\xff", "\xe4\xb8"};
    const std::vector<std::string> heads = {"R",  "C",  "H",  "P",  "A",  "E",  "K",  "+",  "-",
                                            "1",  "2",  "3",  "7",  "8",  "前", "中", "后", "车",
                                            "炮", "兵", "马", "相", "仕", "二", "三", "七", "八"};
    const std::vector<std::string> directions = {"+", "-", ".", "进", "退", "平"};
    const std::vector<std::string> numbers = {"1", "2", "4", "5", "7", "9", "一", "四", "六", "九"};
    std::mt19937 rng(99);
    const char* fens[] = {START_FEN, "1P3k3/1P7/1P7/1P7/1P7/9/9/9/9/4K4 w - - 0 1",
                          "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
                          "4k4/9/9/9/6R2/6P2/6P2/9/6R2/3K5 w - - 0 1"};
    int parsed = 0;
    for (const char* fen : fens) {
        const Position pos = from_fen(fen);
        for (int i = 0; i < 5000; ++i) {
            std::string text;
            if (i % 2) {
                const int len = int(rng() % 6);
                for (int k = 0; k < len; ++k) text += alphabet[rng() % alphabet.size()];
            } else {  // four characters shaped like a move, to reach the deeper checks
                for (const auto* slot : {&heads, &heads, &directions, &numbers})
                    text += (*slot)[rng() % slot->size()];
            }
            const ParsedMove p = parse_move(pos, text);
            if (p) {
                ++parsed;
                if (!pos.is_legal(p.move)) FAIL_CHECK(fen << " " << text);
            } else if (p.error.empty()) {
                FAIL_CHECK("no error for " << text);
            }
        }
    }
    MESSAGE(parsed, " of 20000 random texts were moves");
    CHECK(parsed > 0);  // the success path is reached too
}
