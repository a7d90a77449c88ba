// DhtmlXQ (东萍) game text: a forum block read field by field, start positions from binit,
// variations and comments, GBK text, round trips of random trees, and damaged texts.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "formats/dhtmlxq.h"
#include "formats/handicap.h"
#include "formats/iccs.h"
#include "formats/read_game_file.h"
#include "formats/text_encoding.h"
#include "rules/movegen.h"
#include "test_moves.h"

using namespace xq;
using xq::test::iccs_of;

namespace {

// A block as a forum post holds it: fields on their own lines, a mismatched closing tag (as
// some sites write), an unknown field, a comment with a line break and an escaped character.
const char* FORUM_POST =
    "some text before\n"
    "[DhtmlXQ]\n"
    "[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n"
    "[DhtmlXQ_title]象棋 友谊赛 第一轮[/DhtmlXQ_title]\n"
    "[DhtmlXQ_event]城市俱乐部友谊赛[/DhtmlXQ_event]\n"
    "[DhtmlXQ_date]2026-11-21[/DhtmlXQ_date]\n"
    "[DhtmlXQ_place]广州[/DhtmlXQ_place]\n"
    "[DhtmlXQ_round]1[/DhtmlXQ_round]\n"
    "[DhtmlXQ_red]张三[/DhtmlXQ_red]\n"
    "[DhtmlXQ_redtime][/DhtmlXQ_time]\n"
    "[DhtmlXQ_black]李四[/DhtmlXQ_black]\n"
    "[DhtmlXQ_result]黑胜[/DhtmlXQ_result]\n"
    "[DhtmlXQ_endtype]红方认输[/DhtmlXQ_endtype]\n"
    "[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383"
    "[/DhtmlXQ_binit]\n"
    "[DhtmlXQ_movelist]7747706279678070[/DhtmlXQ_movelist]\n"
    "[DhtmlXQ_comment0]开局||中炮[/DhtmlXQ_comment0]\n"
    "[DhtmlXQ_comment2]屏风马 \\u597d[/DhtmlXQ_comment2]\n"
    "[DhtmlXQ_move_0_2_1]7242[/DhtmlXQ_move_0_2_1]\n"
    "[DhtmlXQ_comment1_2]顺炮[/DhtmlXQ_comment1_2]\n"
    "[DhtmlXQ_move_1_5_2]7967[/DhtmlXQ_move_1_5_2]\n"
    "[/DhtmlXQ]\n"
    "text after\n";

// A random tree of legal moves with comments (DhtmlXQ has no marks and no comments before a
// move, so the tree holds none).
MoveLine random_dhtmlxq_line(Position pos, int length, int depth, std::mt19937& rng) {
    static const char* const TEXTS[] = {"", "", "", "好棋", "two\nlines", "a [bracket] kept"};
    MoveLine line;
    for (int i = 0; i < length; ++i) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        MoveNode n(list.moves[rng() % list.size()]);
        n.comment = TEXTS[rng() % std::size(TEXTS)];
        if (depth > 0 && rng() % 3 == 0)
            for (int k = 1 + int(rng() % 2); k > 0; --k)
                if (MoveLine v = random_dhtmlxq_line(pos, 1 + int(rng() % 5), depth - 1, rng);
                    !v.empty())
                    n.variations.push_back(std::move(v));
        pos.do_move(n.move);
        line.push_back(std::move(n));
    }
    return line;
}

// "[...]" written as the full-width brackets the format needs: the text that comes back.
std::string as_written(std::string s) {
    for (auto [from, to] : {std::pair{"[", "［"}, std::pair{"]", "］"}})
        for (size_t at; (at = s.find(from)) != std::string::npos;) s.replace(at, 1, to);
    return s;
}

void normalise(MoveLine& line) {
    for (MoveNode& n : line) {
        n.comment = as_written(n.comment);
        for (MoveLine& v : n.variations) normalise(v);
    }
}

}  // namespace

TEST_CASE("dhtmlxq: a forum block gives its players, event, result, moves, comments and tree") {
    CHECK(looks_like_dhtmlxq(FORUM_POST));
    CHECK(!looks_like_dhtmlxq("1. h2e2 h9g7 *"));
    const PgnReadResult r = read_dhtmlxq(FORUM_POST);
    REQUIRE_MESSAGE(r, r.error);
    const GameRecord& g = r.record;
    CHECK(g.tag("Red") == "张三");
    CHECK(g.tag("Black") == "李四");
    CHECK(g.tag("Event") == "城市俱乐部友谊赛");
    CHECK(g.tag("Title") == "象棋 友谊赛 第一轮");
    CHECK(g.tag("Date") == "2026-11-21");
    CHECK(g.tag("Site") == "广州");
    CHECK(g.tag("Round") == "1");
    CHECK(g.tag("Termination") == "红方认输");
    CHECK(g.result == RESULT_BLACK_WINS);
    CHECK(g.start_fen == START_FEN);
    CHECK(iccs_of(g.mainline) == "h2e2 h9g7 h0g2 i9h9");
    CHECK(g.mainline.size() == 4);
    CHECK(g.comment_before_moves == "开局\n中炮");
    CHECK(g.mainline[1].comment == "屏风马 好");
    // move_0_2_1: an alternative to the main line's second move, with its own comment;
    // move_1_5_2 would branch off it past its end, and is left out.
    REQUIRE(g.mainline[1].variations.size() == 1);
    const MoveLine& v = g.mainline[1].variations[0];
    CHECK(iccs_of(v) == "h7e7");
    CHECK(v[0].comment == "顺炮");
    CHECK(g.mainline[2].variations.empty());
    // read_game_file tells it from PGN and XQF.
    CHECK(read_game_file(FORUM_POST).record.mainline == g.mainline);
}

TEST_CASE("dhtmlxq: a branch that continues a variation's line starts at its step") {
    // 1. h2e2 (1... h7e7 2. h0g2 (2. b0c2)) : branch 2 branches off branch 1 at ply 3.
    const char* text =
        "[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"
        "[DhtmlXQ_move_0_2_1]72427967[/DhtmlXQ_move_0_2_1]"
        "[DhtmlXQ_move_1_3_2]1927[/DhtmlXQ_move_1_3_2][/DhtmlXQ]";
    const PgnReadResult r = read_dhtmlxq(text);
    REQUIRE_MESSAGE(r, r.error);
    REQUIRE(r.record.mainline[1].variations.size() == 1);
    const MoveLine& v = r.record.mainline[1].variations[0];
    CHECK(iccs_of(v) == "h7e7 h0g2");
    REQUIRE(v[1].variations.size() == 1);
    CHECK(iccs_of(v[1].variations[0]) == "b0c2");
}

TEST_CASE("dhtmlxq: binit gives handicaps and endgames / the first move gives the side to move") {
    // Red without the left horse (让左马): the horse's pair is 99.
    const std::string fen = handicap_fen(Handicap::LEFT_HORSE, RED);
    GameRecord r;
    r.start_fen = fen;
    Position pos;
    REQUIRE(pos.set_fen(fen));
    r.set_moves({iccs_to_move("h2e2"), iccs_to_move("h9g7")});
    const std::string text = write_dhtmlxq(r);
    CAPTURE(text);
    const size_t at = text.find("[DhtmlXQ_binit]");
    REQUIRE(at != std::string::npos);
    CHECK(text.substr(at + 15, 32).find("99") != std::string::npos);  // Red's missing horse
    const PgnReadResult back = read_dhtmlxq(text);
    REQUIRE_MESSAGE(back, back.error);
    CHECK(back.record.start_fen == pos.fen());
    CHECK(back.record.moves() == r.moves());

    // An endgame from binit alone: its first move is Black's, so Black is to move.
    std::string binit;
    for (int i = 0; i < 32; ++i) binit += "99";
    binit.replace(2 * 4, 2, "39");         // Red king d0
    binit.replace(2 * 0, 2, "09");         // Red rook a0
    binit.replace(2 * (16 + 4), 2, "40");  // Black king e9
    binit.replace(2 * (16 + 0), 2, "00");  // Black rook a9
    const std::string endgame =
        "[DhtmlXQ_binit]" + binit + "[/DhtmlXQ_binit][DhtmlXQ_movelist]0001[/DhtmlXQ_movelist]";
    const PgnReadResult e = read_dhtmlxq(endgame);
    REQUIRE_MESSAGE(e, e.error);
    CHECK(e.record.start_fen == "r3k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1");
    CHECK(iccs_of(e.record.mainline) == "a9a8");
}

TEST_CASE("dhtmlxq: GBK text is read like UTF-8") {
    std::string gbk;
    REQUIRE(convert_to_utf8("", "GBK", gbk));  // the converter is there
    // 张三 in GBK: D5 C5 C8 FD.
    const std::string text = std::string("[DhtmlXQ][DhtmlXQ_red]") + "\xD5\xC5\xC8\xFD" +
                             "[/DhtmlXQ_red][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]";
    const PgnReadResult r = read_dhtmlxq(text);
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.tag("Red") == "张三");
}

TEST_CASE("dhtmlxq: random trees with comments round trip, from the start and from FENs") {
    std::mt19937 rng(20261128);
    const char* const FENS[] = {
        START_FEN,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
        "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN4CN/9/R1BAKAB1R w - - 4 23",
    };
    for (int i = 0; i < 40; ++i) {
        GameRecord r;
        r.start_fen = FENS[i % 3];
        Position pos;
        REQUIRE(pos.set_fen(r.start_fen));
        r.start_fen = pos.fen();
        r.mainline = random_dhtmlxq_line(pos, int(rng() % 40), 3, rng);
        r.result = i % 4 == 0 ? RESULT_RED_WINS : i % 4 == 1 ? RESULT_DRAW : RESULT_UNKNOWN;
        r.comment_before_moves = i % 2 ? "赛前" : "";
        r.set_tag("Event", "Club [final]");
        r.set_tag("Red", "红方棋手");
        r.set_tag("Black", "Black player");
        const std::string text = write_dhtmlxq(r);
        CAPTURE(text);
        const PgnReadResult back = read_dhtmlxq(text);
        REQUIRE_MESSAGE(back, back.error);
        MoveLine expected = r.mainline;
        normalise(expected);
        CHECK(back.record.mainline == expected);
        CHECK(back.record.start_fen == r.start_fen);
        CHECK(back.record.result == r.result);
        CHECK(back.record.comment_before_moves == r.comment_before_moves);
        CHECK(back.record.tag("Event") == "Club ［final］");
        CHECK(back.record.tag("Red") == "红方棋手");
        CHECK(back.record.tag("Black") == "Black player");
        // A fixed point: what was read writes the same text.
        CHECK(write_dhtmlxq(back.record) == text);
    }
}

TEST_CASE("dhtmlxq: damaged texts say what is wrong and keep the legal moves") {
    // An illegal move: the moves before it stay.
    PgnReadResult r = read_dhtmlxq("[DhtmlXQ_movelist]774770627747[/DhtmlXQ_movelist]");
    CHECK(!r);
    CHECK(r.stopped_in_moves);
    CHECK(r.error == "move 2 (h2e2) is illegal in this position");
    CHECK(iccs_of(r.record.mainline) == "h2e2 h9g7");
    // Not digits, an incomplete move.
    r = read_dhtmlxq("[DhtmlXQ_movelist]7747x062[/DhtmlXQ_movelist]");
    CHECK(r.error == "move 1... 'x062' is not a move on the board");
    CHECK(r.record.mainline.size() == 1);
    r = read_dhtmlxq("[DhtmlXQ_movelist]774770[/DhtmlXQ_movelist]");
    CHECK(r.error == "move 1... '70' is not a move on the board");
    // An illegal move in a variation cuts that variation; the main line stays whole.
    r = read_dhtmlxq(
        "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]72427242"
        "[/DhtmlXQ_move_0_2_1]");
    CHECK(r.error == "move 2 (in a variation) (h7e7) is illegal in this position");
    CHECK(r.stopped_in_moves);
    CHECK(r.record.mainline.size() == 2);
    REQUIRE(r.record.mainline[1].variations.size() == 1);
    CHECK(iccs_of(r.record.mainline[1].variations[0]) == "h7e7");
    // A bad start position.
    r = read_dhtmlxq("[DhtmlXQ_binit]0919[/DhtmlXQ_binit]");
    CHECK(r.error == "[DhtmlXQ_binit] must have 64 digits (32 pieces), not 4");
    CHECK(!r.stopped_in_moves);
    std::string two(64, '9');
    two.replace(0, 4, "0909");
    r = read_dhtmlxq("[DhtmlXQ_binit]" + two + "[/DhtmlXQ_binit]");
    CHECK(r.error == "[DhtmlXQ_binit] puts two pieces on a0");
    r = read_dhtmlxq("[DhtmlXQ_binit]" + std::string(64, '9') + "[/DhtmlXQ_binit]");
    CHECK(r.error.rfind("[DhtmlXQ_binit] is not a valid position: ", 0) == 0);
    r = read_dhtmlxq("[DhtmlXQ_fen]garbage[/DhtmlXQ_fen]");
    CHECK(r.error.rfind("[DhtmlXQ_fen] is not a valid position: ", 0) == 0);
    r = read_dhtmlxq("[DhtmlXQ][DhtmlXQ_title]nothing[/DhtmlXQ_title][/DhtmlXQ]");
    CHECK(r.error ==
          "no game found: the DhtmlXQ text has no [DhtmlXQ_movelist] or [DhtmlXQ_binit]");
    // Random damage never crashes: an error, or a record whose moves replay.
    std::mt19937 rng(7);
    const std::string good = FORUM_POST;
    for (int i = 0; i < 500; ++i) {
        std::string t = good;
        for (int k = 0; k < 4; ++k) t[rng() % t.size()] = char("0123456789[]_/x"[rng() % 15]);
        const PgnReadResult d = read_dhtmlxq(t);
        Position p;
        if (d || d.stopped_in_moves) CHECK(replay(d.record, p));
    }
}
