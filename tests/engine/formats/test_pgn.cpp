// Game records and PGN: round trips, real-world texts, every error message, and damaged input.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "formats/game_record.h"
#include "formats/iccs.h"
#include "formats/pgn.h"
#include "formats/text_encoding.h"
#include "rules/movegen.h"

using namespace xq;

namespace {

std::string iccs_list(const std::vector<Move>& moves) {
    std::string s;
    for (Move m : moves) {
        if (!s.empty()) s += ' ';
        s += move_to_iccs(m);
    }
    return s;
}

std::vector<Move> moves_from_iccs(const std::string& fen, const std::string& list) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    std::vector<Move> moves;
    std::istringstream in(list);
    for (std::string word; in >> word;) {
        const Move m = iccs_to_move(word);
        REQUIRE_MESSAGE(pos.is_legal(m), word);
        pos.do_move(m);
        moves.push_back(m);
    }
    return moves;
}

// The moves of a random legal playout of up to `length` plies (shorter if the game ends).
std::vector<Move> random_playout(const std::string& fen, int length, std::mt19937& rng) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    std::vector<Move> moves;
    for (int i = 0; i < length; ++i) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        const Move m = list.moves[rng() % list.size()];
        pos.do_move(m);
        moves.push_back(m);
    }
    return moves;
}

std::string read_error(std::string_view text) {
    PgnReadResult r = read_pgn(text);
    return r ? "accepted: " + iccs_list(r.record.moves()) : r.error;
}

// A read result is either an error or a record whose moves replay legally and survive a
// second write/read.
void check_sound(const PgnReadResult& r) {
    if (!r) {
        CHECK(!r.error.empty());
        return;
    }
    Position pos;
    std::string why;
    CHECK_MESSAGE(replay(r.record, pos, &why), why);
    CHECK(variations_legal(r.record));
    PgnReadResult again = read_pgn(write_pgn(r.record));
    REQUIRE_MESSAGE(again, again.error);
    // Variations, marks and comments too: the written text is a fixed point (a '}' that a
    // ';' comment held is written as '｝' the first time, so records compare after one trip).
    CHECK(again.record.moves() == r.record.moves());
    PgnReadResult third = read_pgn(write_pgn(again.record));
    REQUIRE_MESSAGE(third, third.error);
    CHECK(third.record.mainline == again.record.mainline);
    CHECK(third.record.comment_before_moves == again.record.comment_before_moves);
    CHECK(write_pgn(third.record) == write_pgn(again.record));
}

void check_same(const GameRecord& a, const GameRecord& b) {
    CHECK(a.tags == b.tags);
    CHECK(a.start_fen == b.start_fen);
    CHECK(iccs_list(a.moves()) == iccs_list(b.moves()));
    CHECK(a.result == b.result);
    CHECK(a.comment_before_moves == b.comment_before_moves);
    for (size_t i = 0; i < std::max(a.moves().size(), b.moves().size()); ++i)
        CHECK(a.comment_after(i) == b.comment_after(i));
}

// Columns of a line in a fixed-width font, for texts whose only non-ASCII characters are
// three-byte UTF-8 CJK or full-width ones (two columns each).
size_t display_columns(const std::string& line) {
    size_t n = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        const unsigned char b = line[i];
        if (b >= 0xE0)
            n += 2;
        else if (b < 0x80)
            n += 1;
    }
    return n;
}

const char* const NINE_PIECE_HANDICAP =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1";

}  // namespace

TEST_CASE("write_pgn: tag section and numbered upper-case ICCS movetext") {
    GameRecord r;
    r.set_tag("Black", "Lü Qin");
    r.set_tag("Event", "Test \"final\" C:\\games");
    r.set_tag("Opening", "中炮对屏风马");
    r.set_moves(moves_from_iccs(START_FEN, "h2e2 h9g7 h0g2 i9h9"));
    r.set_comment_after(1, "屏风马");
    r.result = RESULT_DRAW;
    CHECK(write_pgn(r) ==
          "[Game \"Chinese Chess\"]\n"
          "[Event \"Test \\\"final\\\" C:\\\\games\"]\n"
          "[Black \"Lü Qin\"]\n"
          "[Result \"1/2-1/2\"]\n"
          "[Opening \"中炮对屏风马\"]\n"
          "[Format \"ICCS\"]\n"
          "\n"
          "1. H2-E2 H9-G7 {屏风马} 2. H0-G2 I9-H9 1/2-1/2\n");
}

TEST_CASE("write_pgn: FEN tag / Black to move first / move numbers from the FEN") {
    GameRecord r;
    r.start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 7";
    r.set_moves(moves_from_iccs(r.start_fen, "h9g7 h0g2 i9h9"));
    r.comment_before_moves = "Red has played 炮二平五";
    r.set_comment_after(0, "the usual reply");
    r.result = "nonsense";  // not a PGN result: written as "*"
    CHECK(write_pgn(r) ==
          "[Game \"Chinese Chess\"]\n"
          "[Result \"*\"]\n"
          "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 7\"]\n"
          "[Format \"ICCS\"]\n"
          "\n"
          "{Red has played 炮二平五} 7... H9-G7 {the usual reply} 8. H0-G2 I9-H9 *\n");
}

TEST_CASE("write_pgn wraps movetext at 80 columns and keeps comment line ends") {
    std::mt19937 rng(7);
    GameRecord r;
    r.set_moves(random_playout(START_FEN, 120, rng));
    r.set_comment_after(10, "first line\nsecond line");
    r.set_comment_after(11, "a } brace");
    const std::string text = write_pgn(r);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) CHECK(display_columns(line) <= 80);
    PgnReadResult back = read_pgn(text);
    REQUIRE_MESSAGE(back, back.error);
    CHECK(back.record.moves() == r.moves());
    CHECK(back.record.comment_after(10) == "first line\nsecond line");
    CHECK(back.record.comment_after(11) == "a ｝ brace");  // PGN comments cannot hold '}'
}

TEST_CASE("write_pgn in WXF and Chinese notation") {
    GameRecord r;
    r.set_moves(moves_from_iccs(START_FEN, "h2e2 h9g7 h0g2 i9h9 i0h0 h7i7 h0h6"));
    r.result = RESULT_RED_WINS;
    const std::string tags = "[Game \"Chinese Chess\"]\n[Result \"1-0\"]\n";
    CHECK(write_pgn(r, PgnMoveFormat::WXF) ==
          tags + "[Format \"WXF\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8.9 4. R2+6 1-0\n");
    CHECK(write_pgn(r, PgnMoveFormat::CHINESE) ==
          tags +
              "\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 炮８平９ 4. 车二进六 1-0\n");
    // Moves that do not replay cannot be named in WXF or Chinese: the writer falls back to ICCS.
    r.mainline.push_back(MoveNode(iccs_to_move("a0a9")));
    CHECK(write_pgn(r, PgnMoveFormat::CHINESE).find("[Format \"ICCS\"]") != std::string::npos);
}

TEST_CASE("write -> read round trip of random legal games from various start positions") {
    const std::vector<std::string> fens = {
        START_FEN,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
        NINE_PIECE_HANDICAP,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R b - - 4 23",
        "3k5/4a4/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
    };
    const std::vector<std::string> comments = {
        "", "", "", "good", "好棋！", "two\nlines", "(not a variation) ; [not a tag] {", "$1 1-0",
    };
    std::mt19937 rng(20261121);
    int games = 0;
    for (const std::string& fen : fens) {
        for (int length : {0, 1, 2, 5, 40, 150, 300}) {
            Position start;
            REQUIRE(start.set_fen(fen));
            GameRecord r;
            r.start_fen = start.fen();
            r.set_moves(random_playout(fen, length, rng));
            r.set_tag("Event", "Round trip " + std::to_string(games));
            r.set_tag("Date", "2026.11.21");
            r.set_tag("Red", "红方 \"quoted\"");
            r.set_tag("Black", "back\\slash");
            r.set_tag("ECCO", "A00");
            r.set_tag("棋谱名称", "随机");
            static const char* const RESULTS[] = {"1-0", "0-1", "1/2-1/2", "*"};
            r.result = RESULTS[games % 4];
            if (games % 3 == 0) r.comment_before_moves = "opening remark";
            for (size_t i = 0; i < r.move_count(); ++i)
                r.set_comment_after(i, comments[rng() % comments.size()]);
            CAPTURE(fen);
            CAPTURE(length);
            for (PgnMoveFormat format :
                 {PgnMoveFormat::ICCS, PgnMoveFormat::WXF, PgnMoveFormat::CHINESE}) {
                CAPTURE(int(format));
                const std::string text = write_pgn(r, format);
                PgnReadResult back = read_pgn(text);
                REQUIRE_MESSAGE(back, back.error);
                check_same(back.record, r);
                CHECK(write_pgn(back.record, format) == text);
            }
            ++games;
        }
    }
    CHECK(games == 42);  // each in three notations
}

TEST_CASE("read_pgn: xqbase-style Chinese movetext with comments / 'r' in the FEN / CRLF") {
    const std::string text =
        "[Game \"Chinese Chess\"]\r\n"
        "[Event \"许银川让九子对聂棋圣\"]\r\n"
        "[Site \"广州\"]\r\n"
        "[Date \"1999.12.09\"]\r\n"
        "[Red \"许银川\"]\r\n"
        "[Black \"聂卫平\"]\r\n"
        "[Result \"1-0\"]\r\n"
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR r - - 0 1\"]\r\n"
        "{　　评注：许银川\r\n　　象棋让九子原属茶余饭后的娱乐。}\r\n"
        "\r\n"
        "1. 炮八平五 炮８平５\r\n"
        "{　　红方首着架中炮必走之着。}\r\n"
        "2. 炮五进五 象７进５ 3. 炮二平五\r\n"
        "{　　再架中炮也属正着。}\r\n"
        "马８进７ 4. 马二进三 车９平８ 5. 马八进七 马２进１ 6. 车九平六 车１平２\r\n"
        " 1-0\r\n";
    PgnReadResult r = read_pgn(text);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.start_fen == NINE_PIECE_HANDICAP);
    CHECK(r.record.result == "1-0");
    CHECK(r.record.tag("Event") == "许银川让九子对聂棋圣");
    CHECK(r.record.tag("Black") == "聂卫平");
    CHECK(r.record.tags.size() == 5);  // Game, Result and FEN are not descriptive tags
    CHECK(iccs_list(r.record.moves()) ==
          "b2e2 h7e7 e2e7 g9e7 h2e2 h9g7 h0g2 i9h9 b0c2 b9a7 a0d0 a9b9");
    CHECK(r.record.comment_before_moves == "　　评注：许银川\n　　象棋让九子原属茶余饭后的娱乐。");
    CHECK(r.record.comment_after(1) == "　　红方首着架中炮必走之着。");
    CHECK(r.record.comment_after(4) == "　　再架中炮也属正着。");
    CHECK(r.record.comment_after(5) == "");
}

TEST_CASE("read_pgn: a whole master game reaches the position other software reaches") {
    // 柳大华 - 杨官璘, 1982 Chinese national championship, as given in the xiangqi.js README,
    // which also gives the final FEN below.
    const std::string text =
        "[Game \"Chinese Chess\"]\n[Event \"1982年全国赛\"]\n[Date \"1982.12.11\"]\n"
        "[Red \"柳大华\"]\n[Black \"杨官璘\"]\n[Result \"1/2-1/2\"]\n[Format \"ICCS\"]\n\n"
        "1. b2e2 b9c7 2. b0c2 a9b9 3. a0b0 h9g7 4. g3g4 c6c5 5. b0b6 b7a7 6. b6c6 a7a8\n"
        "7. h0g2 f9e8 8. h2i2 a8c8 9. c6d6 c7b5 10. i0h0 i9h9 11. c2e1 c5c4 12. d6d5 c8c3\n"
        "13. h0h6 b5d4 14. e2c2 b9b7 15. c2c4 b7d7 16. g2f4 h7i7 17. h6g6 h9h2 18. g4g5 c3b3\n"
        "19. g5f5 b3b0 20. e1g2 d4f5 21. f0e1 h2h6 22. d5c5 c9a7 23. g6h6 a7c5 24. h6h3 b0b3\n"
        "25. e3e4 b3b4 26. g0e2 b4e4 27. i2i1 i7i8 28. i1g1 i8g8 29. c4c2 d7f7 30. c2b2 c5a7\n"
        "31. h3c3 f7b7 32. b2c2 b7f7 33. c2b2 f7b7 34. b2a2 b7f7 35. a2a6 f5h4 36. a6b6 g9e7\n"
        "37. g1f1 h4f3 38. b6b3 f3g1 39. e0f0 g7f5 40. c3e3 e6e5 41. b3b1 f7f6 42. e3g3 g8f8\n"
        "43. f1f2 g1i0 44. g3h3 f8f9 45. b1b5 i0g1 46. h3h5 a7c5 47. b5e5 e4b4 48. a3a4 b4b3\n"
        "49. f2f3 b3b2 50. e1d2 b2b0 51. f0f1 b0d0 52. a4a5 d0g0 53. f1e1 g0g2 54. f3f5 f9f5\n"
        "55. f4g2 f6b6 56. e1f1 f5f9 57. h5h1 b6e6 58. e5d5 e8f7 59. f1e1 e6b6 60. a5b5 b6a6\n"
        "61. b5a5 a6b6 62. a5b5 b6a6 63. b5a5 1/2-1/2";
    PgnReadResult r = read_pgn(text);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.move_count() == 125);
    CHECK(r.record.result == RESULT_DRAW);
    Position pos;
    REQUIRE(replay(r.record, pos));
    CHECK(pos.fen() == "3akc3/9/4ba3/r7p/P1bC5/9/8P/3AB1N2/4K1nR1/2B6 b - - 16 63");
    // Chinese movetext of the same game: 80 display columns, and it reads back.
    const std::string chinese = write_pgn(r.record, PgnMoveFormat::CHINESE);
    CHECK(chinese.find("1. 炮八平五 马２进３ 2. 马八进七 车１平２") != std::string::npos);
    CHECK(chinese.find("后马进６") != std::string::npos);  // 39... g7f5, two horses on file 7
    std::istringstream in(chinese);
    for (std::string line; std::getline(in, line);) CHECK(display_columns(line) <= 80);
    PgnReadResult back = read_pgn(chinese);
    REQUIRE_MESSAGE(back, back.error);
    CHECK(back.record.moves() == r.record.moves());
}

TEST_CASE("read_pgn: GB18030 (GBK) text / as older xqbase tools save it") {
    // "[Event "测试"]\n1. 炮二平五 马８进７" encoded in GBK.
    const std::string gbk =
        "\x5B\x45\x76\x65\x6E\x74\x20\x22\xB2\xE2\xCA\xD4\x22\x5D\n"
        "\x31\x2E\x20\xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5\x20\xC2\xED\xA3\xB8\xBD\xF8\xA3\xB7";
    PgnReadResult r = read_pgn(gbk);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.tag("Event") == "测试");
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7");
}

TEST_CASE("read_pgn: Big5 text / as Taiwanese collections save it") {
    // "[Event "中炮對屏風馬"]\n1. 炮二平五 馬８進７\n2. 馬二進三 *" encoded in Big5. As GB18030
    // these bytes are other, valid characters, so the reader must try Big5 after that fails.
    const std::string big5 =
        "\x5B\x45\x76\x65\x6E\x74\x20\x22\xA4\xA4\xAC\xB6\xB9\xEF\xAB\xCC\xAD\xB7\xB0\xA8\x22"
        "\x5D\x0A\x31\x2E\x20\xAC\xB6\xA4\x47\xA5\xAD\xA4\xAD\x20\xB0\xA8\xA2\xB7\xB6\x69\xA2"
        "\xB6\x0A\x32\x2E\x20\xB0\xA8\xA4\x47\xB6\x69\xA4\x54\x20\x2A";
    PgnReadResult r = read_pgn(big5);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.tag("Event") == "中炮對屏風馬");
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2");
    // When neither encoding gives a game, the error is that of the reading that fits better
    // when both stop at the same move: here Big5, whose move is a horse's (as GB18030 the text
    // is mojibake, partly private-use characters).
    CHECK(read_error("1. \xB0\xA8\xA4\x47\xB6\x69\xA4\xAD") ==
          "line 1: move 1 '馬二進五' is illegal in this position: the horse on h0 cannot move from "
          "file 2 to file 5 (read as Big5: the text is not UTF-8, and Big5 fits it better than "
          "GB18030)");
}

TEST_CASE("read_pgn: a Big5 file that fails reports the reading that got further") {
    // The position and first nine moves of the Chinese Chess Practical Dataset's
    // 中局/00002173.pgn (CC BY 4.0), in Big5: "9. 車三進四  士４進５" answers a check with an
    // advisor move that leaves it. As GB18030 the first move is already mojibake ('キ'), so the
    // error must be the Big5 reading's, at move 9.
    const std::string big5 =
        "[FEN \"2bak1b2/9/9/p1prC3p/6P2/2P6/P1c1c3P/B3C4/3rA1R2/1R2KAB2 w - - 0 1\"]\n\n1."
        " \xA7L\xA4T\xA5\xAD\xA5|  \xAB\xE1\xA8\xAE\xA5\xAD\xA2\xB4\n2. \xA8\xAE\xA4K\xA5\xAD"
        "\xA4\xBB \xA8\xAE\xA2\xB3\xA5\xAD\xA2\xB1\n3. \xA7L\xA5|\xB6i\xA4@ \xA8\xAE\xA2\xB4"
        "\xB6i\xA2\xB0\n4. \xA8\xAE\xA4T\xB6i\xA5| \xA8\xAE\xA2\xB4\xB6i\xA2\xB0\n5. \xA8\xAE"
        "\xA4T\xB0h\xA4@ \xA8\xAE\xA2\xB4\xB0h\xA2\xB0\n6. \xA8\xAE\xA4T\xB6i\xA4@ \xA8\xAE"
        "\xA2\xB4\xB6i\xA2\xB0\n7. \xA8\xAE\xA4\xBB\xA5\xAD\xA4"
        "C \xB6H\xA2\xB2\xB6i\xA2"
        "\xB4\n8. \xA8\xAE\xA4"
        "C\xB6i\xA4T \xA8\xAE\xA2\xB4\xA5\xAD\xA2\xB3\n9. \xA8\xAE"
        "\xA4T\xB6i\xA5|  \xA4h\xA2\xB3\xB6i\xA2\xB4\n";
    CHECK(read_error(big5) ==
          "line 11: move 9... '士４進５' is illegal in this position: the move leaves Black's king "
          "in check (read as Big5: the text is not UTF-8, and Big5 got further than GB18030)");
}

TEST_CASE("read_pgn: UTF-8 and UTF-16 byte order marks / control characters") {
    PgnReadResult r = read_pgn("\xEF\xBB\xBF[Event \"x\"]\n1. h2e2 *");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2");
    // Old DOS files end with ^Z; control characters separate words.
    r = read_pgn("1. h2e2\th9g7\f2. h0g2\x1A");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2");
    // "1. h2e2" in UTF-16LE with its BOM.
    const std::string utf16(
        "\xFF\xFE"
        "1\0.\0 \0h\0"
        "2\0e\0"
        "2\0",
        16);
    r = read_pgn(utf16);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2");
}

TEST_CASE("read_pgn: lower-case ICCS / glued numbers / NAGs / variations / line comments") {
    const std::string text =
        "% produced by hand\n"
        "[Game \"Chinese Chess\"]\n"
        "[Format \"ICCS\"]\n"
        "\n"
        "1.h2e2 $1 h9g7!? ; the screen horse\n"
        "2. H0-G2 (2. b0c2 {a comment with a ) inside} b9c7 (2... i9i8) 3. a0a1) 2... I9-H9\n"
        "3. i0h0 h7i7 4. b0c2 ; trailing\n"
        "4... b9c7 5. H0h4 1/2-1/2\n"
        "[Game \"Chinese Chess\"]\n"
        "1. e3e4 *\n";
    PgnReadResult r = read_pgn(text);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2 i9h9 i0h0 h7i7 b0c2 b9c7 h0h4");
    CHECK(r.record.comment_after(1) == "the screen horse");
    CHECK(r.record.comment_after(6) == "trailing");
    CHECK(r.record.result == "1/2-1/2");
    CHECK(r.record.tags.empty());
}

TEST_CASE("read_pgn: a NAG of any length is read / one past the six marks is no mark") {
    // "$" and digits: the number past any integer type once overflowed in the reader.
    PgnReadResult r = read_pgn("1. h2e2 $99999999999999999999 h9g7 $4 2. h0g2 $300 *\n");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2");
    CHECK(r.record.mainline[0].suffix.empty());
    CHECK(r.record.mainline[1].suffix == "??");
    CHECK(r.record.mainline[2].suffix.empty());
}

TEST_CASE("read_pgn: WXF movetext / check marks / result from the tag / next game ignored") {
    PgnReadResult r =
        read_pgn("[Result \"0-1\"]\n[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4\n");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2 i9h9 i0h0 h7h3");
    CHECK(r.record.result == "0-1");

    r = read_pgn("1. H2-E2+ H9-G7# 2. 马二进三 *\n\n[Event \"second game\"]\n1. zzz");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7 h0g2");
    CHECK(r.record.result == "*");
    CHECK(!r.record.has_tag("Event"));

    // A tag after moves without a result also starts the next game.
    r = read_pgn("1. h2e2 h9g7\n[Event \"next\"]\n1. a0a9");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "h2e2 h9g7");

    r = read_pgn("[Result \"红胜\"]\n1. h2e2");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.result == "1-0");
    CHECK(r.record.comment_after(0).empty());

    r = read_pgn("[FEN \"\"]\n1. h2e2");  // an empty FEN tag means the standard start
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.start_fen == START_FEN);

    r = read_pgn("[Event \"tags only\"]");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.moves().empty());
    CHECK(r.record.tag("Event") == "tags only");
}

TEST_CASE("read_pgn error messages") {
    // Illegal moves in each notation, with the line and the move number.
    CHECK(read_error("[Game \"Chinese Chess\"]\n\n1. H2-E2 H9-G7\n2. H2-E9") ==
          "line 4: move 2 'H2-E9' is illegal in this position: no piece on h2");
    CHECK(read_error("1. h2e2 h9g7 2. h0h9") ==
          "line 1: move 2 'h0h9' is illegal in this position: the horse on h0 cannot reach h9");
    CHECK(read_error("1. h2e2 h9g7 2. i0i9") ==
          "line 1: move 2 'i0i9' is illegal in this position: the rook on i0 cannot reach i9 "
          "(the way is blocked at i3)");
    CHECK(read_error("1. h2e2\n h2e2") ==
          "line 2: move 1... 'h2e2' is illegal in this position: no piece on h2");
    CHECK(read_error("1. h9g7") ==
          "line 1: move 1 'h9g7' is illegal in this position: the horse on h9 belongs to "
          "Black, but Red is to move");
    CHECK(read_error("1. C2.9") ==
          "line 1: move 1 'C2.9' is illegal in this position: the cannon on h2 cannot reach a2 "
          "(the way is blocked at b2)");
    CHECK(read_error("1. 炮二平五 马８进７ 2. 炮五进九") ==
          "line 1: move 2 '炮五进九' is illegal in this position: the cannon on e2 cannot go 9 "
          "forward: that is off the board");
    CHECK(read_error("1. h2e2 h9g7 2. xyz") ==
          "line 1: move 2 'xyz' is not a move in ICCS (h2e2), WXF (C2.5) or Chinese (炮二平五) "
          "notation");
    // The position after a FEN tag decides legality and the move numbers.
    CHECK(read_error("[FEN \"" + std::string(NINE_PIECE_HANDICAP) + "\"]\n1. e3e4") ==
          "line 2: move 1 'e3e4' is illegal in this position: no piece on e3");
    CHECK(read_error("[FEN \"3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 30\"]\n1... d9d8 e0e1 d9d8") ==
          "line 2: move 31... 'd9d8' is illegal in this position: no piece on d9");
    // Damaged structure.
    CHECK(read_error("[FEN \"rnbakabnr/9/1c5c1 w\"]\n1. h2e2")
              .rfind("line 1: [FEN \"rnbakabnr/9/1c5c1 w\"] is not a valid position: ", 0) == 0);
    CHECK(read_error("[Event \"x\"]\n1. h2e2 {never closed\nh9g7") ==
          "line 2: the comment '{' opened here is never closed");
    CHECK(read_error("[Event \"open\n1. h2e2") ==
          "line 1: the tag [Event is not closed: expected '\"]' on the same line");
    CHECK(read_error("[Event open\n1. h2e2") ==
          "line 1: the tag [Event is not closed: expected ']' on the same line");
    CHECK(read_error("\n[ ]") == "line 2: malformed tag: expected [Name \"value\"]");
    CHECK(read_error("1. h2e2 (1. b2e2\n h9g7") ==
          "line 1: the variation '(' opened here is never closed");
    CHECK(read_error("1. h2e2 h9g7)") == "line 1: ')' closes no variation");
    CHECK(read_error("1. h2e2 h9g7}") == "line 1: '}' without a matching '{'");
    CHECK(read_error("1. h2e2 ]") == "line 1: ']' without a matching '['");
    CHECK(read_error("") == "no game found: the text has no tags and no moves");
    CHECK(read_error(" \r\n\t\n") == "no game found: the text has no tags and no moves");
    CHECK(read_error("1. h2e2 \x81") == "the text is neither UTF-8 nor GB18030 (GBK) encoded");
    CHECK(read_error(std::string("\xFF\xFE"
                                 "1\0.",
                                 5)) ==
          "the text starts with a UTF-16 byte order mark but is not valid UTF-16");
}

TEST_CASE("read_pgn: WXF tandem pawns that look like move numbers") {
    // Red pawns c5 c6 c7 (Red's file 7) and g5 g6 (file 3): tandems on two files, so WXF
    // writes the file first. "77.6" (middle pawn of file 7) would read as the number "77."
    // glued to "6"; "2.3+.4" is a numbered "3+.4".
    const std::string fen = "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
    PgnReadResult r = read_pgn("[FEN \"" + fen + "\"]\n77.6 d9d8 2.3+.4");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_list(r.record.moves()) == "c6d6 d9d8 g6f6");
    CHECK(read_error("[FEN \"" + fen + "\"]\n 33.4")
              .rfind("line 2: move 1 '33.4' is illegal in this position: ", 0) == 0);
}

TEST_CASE("replay reports the first illegal move of a record") {
    GameRecord r;
    r.set_moves(moves_from_iccs(START_FEN, "h2e2 h9g7"));
    r.mainline.push_back(MoveNode(iccs_to_move("h2e2")));
    Position pos;
    std::string why;
    CHECK(!replay(r, pos, &why));
    CHECK(why == "move 2 (h2e2) is illegal in this position");
    CHECK(pos.fen() == "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    r.start_fen = "junk";
    CHECK(!replay(r, pos, &why));
    CHECK(why.rfind("bad start position: ", 0) == 0);
}

TEST_CASE("chinese_move_list numbers move pairs / also when Black moves first") {
    GameRecord r;
    r.set_moves(moves_from_iccs(START_FEN, "h2e2 h9g7 h0g2"));
    CHECK(chinese_move_list(r) == "1. 炮二平五 马８进７\n2. 马二进三\n");
    CHECK(chinese_move_list(r, ChineseStyle{true, false}) == "1. 炮二平五 馬8進7\n2. 傌二進三\n");
    r.start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    r.set_moves(moves_from_iccs(r.start_fen, "h9g7 h0g2 i9h9"));
    CHECK(chinese_move_list(r) == "1. …… 马８进７\n2. 马二进三 车９平８\n");
    // The list pastes back: read_pgn takes it as movetext.
    PgnReadResult back = read_pgn("[FEN \"" + r.start_fen + "\"]\n" + chinese_move_list(r));
    REQUIRE_MESSAGE(back, back.error);
    CHECK(back.record.moves() == r.moves());
    r.mainline.push_back(MoveNode(iccs_to_move("a0a9")));  // illegal: the list stops before it
    CHECK(chinese_move_list(r) == "1. …… 马８进７\n2. 马二进三 车９平８\n");
}

TEST_CASE("text_to_utf8 and is_valid_utf8") {
    CHECK(is_valid_utf8("炮二平五 h2e2"));
    CHECK(!is_valid_utf8("\xC0\xAF"));          // overlong '/'
    CHECK(!is_valid_utf8("\xED\xA0\x80"));      // surrogate
    CHECK(!is_valid_utf8("\xE7\x82"));          // truncated
    CHECK(!is_valid_utf8("\xF4\x90\x80\x80"));  // beyond U+10FFFF
    std::string out;
    CHECK(
        text_to_utf8("\xEF\xBB\xBF"
                     "abc",
                     out));
    CHECK(out == "abc");
}

TEST_CASE("damaged input never crashes: random bytes / truncations and mutations") {
    std::mt19937 rng(12345);
    GameRecord g;
    g.set_tag("Event", "fuzz 测试");
    const std::vector<Move> moves = random_playout(START_FEN, 80, rng);
    g.set_moves(moves);
    for (size_t i = 0; i < moves.size(); i += 7) g.set_comment_after(i, "注释 (x) ; y");
    g.result = RESULT_RED_WINS;
    std::string valid = write_pgn(g);
    // Add structure the writer never produces: a variation, a NAG, Chinese moves, CRLF.
    valid.insert(valid.find("2. "), "(1... b9c7 {v} (1... a9a8)) $14 ");
    valid += "\r\n";
    {
        PgnReadResult full = read_pgn(valid);
        REQUIRE_MESSAGE(full, full.error);
        REQUIRE(full.record.moves() == moves);
    }

    int errors = 0, records = 0;
    auto check = [&](const std::string& text) {
        PgnReadResult r = read_pgn(text);
        check_sound(r);
        (r ? records : errors) += 1;
    };

    // Every truncation: an error, or a record whose moves begin the full game.
    for (size_t n = 0; n <= valid.size(); ++n) {
        PgnReadResult r = read_pgn(valid.substr(0, n));
        check_sound(r);
        if (r) {
            const std::vector<Move> read = r.record.moves();
            REQUIRE(read.size() <= moves.size());
            CHECK(std::equal(read.begin(), read.end(), moves.begin()));
        }
    }
    // Random mutations of the valid file.
    for (int i = 0; i < 1500; ++i) {
        std::string text = valid;
        const int edits = 1 + int(rng() % 4);
        for (int e = 0; e < edits; ++e) {
            const size_t at = rng() % (text.size() + 1);
            switch (rng() % 3) {
                case 0:
                    if (at < text.size()) text[at] = char(rng());
                    break;
                case 1:
                    text.insert(at, 1, "{}()[];$\"\\.-1\n\x81\xE4"[rng() % 16]);
                    break;
                default:
                    if (at < text.size()) text.erase(at, 1 + rng() % 8);
                    break;
            }
        }
        check(text);
    }
    // Random bytes, and random words from PGN's vocabulary.
    static const char* const WORDS[] = {"[Event \"x\"]",
                                        "[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]",
                                        "1.",
                                        "1...",
                                        "h2e2",
                                        "H9-G7",
                                        "C2.5",
                                        "炮二平五",
                                        "{",
                                        "}",
                                        "(",
                                        ")",
                                        ";",
                                        "\n",
                                        "$3",
                                        "1-0",
                                        "*",
                                        "\"",
                                        "马８进７",
                                        "e0e1",
                                        "e9e8",
                                        "]",
                                        "[",
                                        "%",
                                        "\r"};
    for (int i = 0; i < 1500; ++i) {
        std::string text;
        const int len = int(rng() % 64);
        if (i % 2 == 0) {
            for (int k = 0; k < len; ++k) text += char(rng());
        } else {
            for (int k = 0; k < len / 4; ++k)
                text += std::string(WORDS[rng() % std::size(WORDS)]) + (rng() % 2 ? " " : "");
        }
        check(text);
    }
    MESSAGE("fuzz: " << errors << " errors, " << records << " records");
    CHECK(errors > 0);
    CHECK(records > 0);
}

TEST_CASE("read_pgn and write_pgn: a Game tag of the file's own and SetUp survive a round trip") {
    const std::string text =
        "[Game \"Xiangqi\"]\n[SetUp \"1\"]\n[Event \"club\"]\n"
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1\"]\n\n1. b2e2 *\n";
    PgnReadResult r = read_pgn(text);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.tag("Game") == "Xiangqi");
    CHECK(r.record.tag("SetUp") == "1");
    const std::string out = write_pgn(r.record);
    CAPTURE(out);
    CHECK(out.find("[Game \"Xiangqi\"]") == 0);  // first, and the only Game tag
    CHECK(out.find("Chinese Chess") == std::string::npos);
    CHECK(out.find("[SetUp \"1\"]") != std::string::npos);
    PgnReadResult back = read_pgn(out);
    REQUIRE_MESSAGE(back, back.error);
    auto sorted = [](auto tags) {
        std::sort(tags.begin(), tags.end());  // the writer puts Event before the others
        return tags;
    };
    CHECK(sorted(back.record.tags) == sorted(r.record.tags));
    // The writer's own value is not kept as a tag: a record without one writes it again.
    PgnReadResult plain = read_pgn("[Game \"Chinese Chess\"]\n1. h2e2 *\n");
    REQUIRE(plain);
    CHECK(plain.record.tags.empty());
    CHECK(write_pgn(plain.record).find("[Game \"Chinese Chess\"]") == 0);
}
