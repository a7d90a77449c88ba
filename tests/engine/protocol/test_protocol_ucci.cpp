// UCCI transcripts: handshake, options, searches with every limit, banmoves, probe, units,
// errors (each gets an "info message error:" line and the engine stays ready) and quit.
#include <doctest/doctest.h>

#include <optional>
#include <thread>

#include "formats/iccs.h"
#include "protocol/protocol_parse.h"
#include "protocol_transcript.h"

using namespace xq;
using namespace xq::testing;

namespace {

bool is_ucci_bestmove(const std::string& l) {
    return starts_with(l, "bestmove") || l == "nobestmove";
}

Transcript& booted_ucci(Transcript& t) {
    t.send("ucci");
    t.take();
    return t;
}

// Sends a command that must fail: exactly one error line, and isready still answers.
void expect_ucci_error(Transcript& t, const std::string& command) {
    CAPTURE(command);
    auto lines = t.exchange(command);
    REQUIRE(lines.size() == 1);
    CHECK(starts_with(lines[0], "info message error: "));
    auto ready = t.exchange("isready");
    CHECK(ready == std::vector<std::string>{"readyok"});
}

}  // namespace

TEST_CASE("ucci: handshake lists the options and ends with ucciok") {
    Transcript t;
    auto lines = t.exchange("ucci");
    REQUIRE(lines.size() >= 4);
    CHECK(starts_with(lines[0], "id name "));
    CHECK(has_line(lines, "id author "));
    CHECK(has_line(lines, "option usemillisec type check default true"));
    CHECK(has_line(lines, "option ponder type check default false"));
    CHECK(has_line(lines, "option hashsize type spin min 0 max 4096 default 64"));
    CHECK(has_line(lines, "option threads type spin min 0 "));
    CHECK(has_line(lines, "option skill type spin min 1 max 20 default 20"));
    CHECK(has_line(lines, "option newgame type button"));
    CHECK(has_line(lines, "option rulebook type combo var chinese var asian default chinese"));
    for (auto& l : lines)
        CHECK((starts_with(l, "id ") || starts_with(l, "option ") || l == "ucciok"));
    CHECK(lines.back() == "ucciok");
    CHECK(t.loop.dialect() == Dialect::UCCI);
    CHECK(t.exchange("isready") == std::vector<std::string>{"readyok"});
}

TEST_CASE("ucci: before the handshake only ucci / uci and quit mean something") {
    Transcript t;
    auto lines = t.exchange("isready");
    REQUIRE(lines.size() == 1);
    CHECK(starts_with(lines[0], "info string error: "));
    CHECK(t.exchange("position startpos").size() == 1);
    CHECK(t.loop.dialect() == Dialect::NONE);
    CHECK(t.exchange("ucci").back() == "ucciok");
}

TEST_CASE("ucci: go depth 1 gives a legal bestmove and scores without cp") {
    Transcript t;
    booted_ucci(t);
    CHECK(t.exchange("position startpos moves h2e2 h9g7").empty());
    auto lines = t.exchange("go depth 1");
    REQUIRE(!lines.empty());
    Position pos;
    pos.do_move(iccs_to_move("h2e2"));
    pos.do_move(iccs_to_move("h9g7"));
    CHECK(is_legal_in(bestmove_of(lines.back()), pos));
    std::string info = find_line(lines, "info depth 1 score ");
    REQUIRE(!info.empty());
    CHECK(info.find(" cp ") == std::string::npos);
    CHECK(info.find(" pv ") != std::string::npos);
    CHECK(has_line(lines, "info time "));
}

TEST_CASE("ucci: go nodes and go time give legal bestmoves") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    auto lines = t.exchange("go nodes 3000");
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    lines = t.exchange("go time 200 increment 0 opptime 200 oppincrement 0");
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
}

TEST_CASE("ucci: banmoves are honoured and cleared by the next position") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    MoveList legal;
    generate_legal(Position{}, legal);
    std::string all_but_one = "banmoves";
    for (Move m : legal)
        if (move_to_iccs(m) != "a0a1") all_but_one += cat(" ", move_to_iccs(m));
    CHECK(t.exchange(all_but_one).empty());
    auto lines = t.exchange("go depth 3");
    REQUIRE(!lines.empty());
    CHECK(bestmove_of(lines.back()) == "a0a1");

    std::string all = all_but_one;
    all += " a0a1";
    CHECK(t.exchange(all).empty());
    lines = t.exchange("go depth 2");
    CHECK(lines.back() == "nobestmove");

    t.exchange("position startpos");  // clears the bans
    lines = t.exchange("go depth 1");
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
}

TEST_CASE("ucci: a mated side gets nobestmove / depth 0 is a static evaluation") {
    Transcript t;
    booted_ucci(t);
    t.exchange(std::string("position fen ") + MATED_FEN);
    auto lines = t.exchange("go depth 5");
    REQUIRE(!lines.empty());
    CHECK(lines.back() == "nobestmove");
    CHECK(!t.loop.thinking());

    t.exchange("position startpos");
    lines = t.exchange("go depth 0");
    REQUIRE(lines.size() == 2);
    CHECK(starts_with(lines[0], "info depth 0 score "));
    CHECK(lines[1] == "nobestmove");
}

TEST_CASE("ucci: stop when idle answers nobestmove / stop ends an infinite search") {
    Transcript t;
    booted_ucci(t);
    CHECK(t.exchange("stop") == std::vector<std::string>{"nobestmove"});
    t.exchange("position startpos");
    t.send("go infinite");
    CHECK(t.loop.thinking());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    t.send("isready");
    CHECK(t.wait_for([](const std::string& l) { return l == "readyok"; }, 5).back() == "readyok");
    t.send("stop");
    auto lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    CHECK(!t.loop.thinking());
}

TEST_CASE("ucci: times are milliseconds by default and seconds after usemillisec false") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    // 60 ms to move: a reply within 20 s can only mean milliseconds (60 s would be seconds).
    t.send("go time 60 movestogo 1");
    auto lines = t.wait_for(is_ucci_bestmove, 20);
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));

    CHECK(t.exchange("setoption usemillisec false").empty());
    t.send("go time 60 movestogo 1");  // now a minute
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    CHECK(t.loop.thinking());
    t.send("stop");
    lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
}

TEST_CASE("ucci: go ponder keeps its bestmove until ponderhit") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    t.send("go ponder depth 2");
    std::this_thread::sleep_for(std::chrono::milliseconds(200));  // depth 2 is done by now
    CHECK(t.loop.thinking());
    CHECK(!has_line(t.take(), "bestmove"));
    t.send("ponderhit");
    auto lines = t.wait_for(is_ucci_bestmove, 10);
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    expect_ucci_error(t, "ponderhit");  // no ponder search now
}

TEST_CASE("ucci: a draw offer is accepted when the engine is worse") {
    Transcript t;
    booted_ucci(t);
    // Red has a lone king against two black rooks.
    t.exchange("position fen 3k5/9/9/8r/r8/9/9/9/9/4K4 w - - 0 1");
    auto lines = t.exchange("go draw depth 3");
    REQUIRE(!lines.empty());
    CHECK(starts_with(lines.back(), "bestmove "));
    CHECK(lines.back().find(" draw") != std::string::npos);
    // No offer, no draw.
    lines = t.exchange("go depth 3");
    CHECK(lines.back().find(" draw") == std::string::npos);
}

TEST_CASE("ucci: setoption accepts our options and the spec's harmless ones") {
    Transcript t;
    booted_ucci(t);
    for (const char* cmd :
         {"setoption hashsize 16", "setoption hashsize 0", "setoption threads 1",
          "setoption threads 0", "setoption ponder true", "setoption skill 3", "setoption newgame",
          "setoption usebook false", "setoption style risky", "setoption randomness none",
          "setoption usemillisec true", "setoption promotion false"}) {
        CAPTURE(cmd);
        CHECK(t.exchange(cmd).empty());
    }
    CHECK(t.engine.settings().hash_mb == 64);  // 0 = the engine's choice
    CHECK(t.engine.skill_level() == 3);
    CHECK(t.engine.settings().ponder);
    CHECK(t.exchange("setoption rulebook asian").empty());
    CHECK(t.engine.settings().rule_book == RuleBook::ASIAN);
    CHECK(t.exchange("setoption rulebook chinese").empty());
    CHECK(t.engine.settings().rule_book == RuleBook::CHINESE);
    CHECK(t.exchange("setoption rulebook wxf").size() == 1);  // one error line
    CHECK(t.engine.settings().rule_book == RuleBook::CHINESE);
}

TEST_CASE("ucci: batch mode finishes each search before reading on") {
    Transcript t;
    booted_ucci(t);
    t.exchange("setoption batch true");
    t.send("position startpos");
    t.send("go depth 2");
    CHECK(!t.loop.thinking());  // handle_line returned after bestmove
    CHECK(has_line(t.take(), "bestmove "));
    expect_ucci_error(t, "go infinite");
}

TEST_CASE("ucci: probe answers pophash") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    std::string best = bestmove_of(t.exchange("go depth 4").back());
    REQUIRE(!best.empty());
    // The root itself is not stored, the position after the best move is.
    auto lines = t.exchange("probe startpos moves " + best);
    REQUIRE(lines.size() == 1);
    CHECK(starts_with(lines[0], "pophash "));
    CHECK((lines[0].find(" lowerbound ") != std::string::npos ||
           lines[0].find(" upperbound ") != std::string::npos));
    CHECK(lines[0].find(" depth ") != std::string::npos);
    // probe is allowed while thinking.
    t.send("go infinite");
    t.send("probe startpos");
    lines = t.take();
    CHECK(has_line(lines, "pophash"));
    t.send("stop");
    CHECK(has_line(t.take(), "bestmove "));
    // A position never searched: nothing known.
    lines = t.exchange("probe fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(lines == std::vector<std::string>{"pophash"});
    expect_ucci_error(t, "probe fen nonsense");
}

TEST_CASE("ucci: garbled or illegal commands get one error line and change nothing") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos moves h2e2");
    std::string fen_before = find_line(t.exchange("d"), "Fen: ");
    REQUIRE(!fen_before.empty());
    for (const char* cmd : {"bogus",
                            "position",
                            "position fen",
                            "position fen rnbakabnr/9/9 w",
                            "position start",
                            "position startpos moves h2e2 h2e2",
                            "position startpos moves z9z9",
                            "position startpos h2e2",
                            "position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 extra",
                            "go depth x",
                            "go depth -1",
                            "go nodes 0",
                            "go time",
                            "go time -5",
                            "go movestogo 3",
                            "go sideways",
                            "go ponder draw depth 3",
                            "setoption",
                            "setoption hashsize abc",
                            "setoption hashsize 99999",
                            "setoption skill 21",
                            "setoption usemillisec maybe",
                            "setoption colour blue",
                            "setoption promotion true",
                            "banmoves a0a1 junk",
                            "banmoves e0e5",
                            "uci",
                            "perft 0",
                            "ponderhit sideways"}) {
        expect_ucci_error(t, cmd);
    }
    CHECK(find_line(t.exchange("d"), "Fen: ") == fen_before);
}

TEST_CASE("ucci: commands that need an idle engine are refused while it thinks") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    t.send("go infinite");
    for (const char* cmd :
         {"go depth 1", "position startpos", "banmoves h2e2", "setoption skill 3"}) {
        CAPTURE(cmd);
        t.send(cmd);  // refused at once, on this thread
        auto lines = t.take();
        CHECK(count_lines(lines, "info message error: ") == 1);
        CHECK(!has_line(lines, "bestmove"));
        CHECK(t.loop.thinking());
    }
    t.send("stop");
    auto lines = t.take();
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
}

TEST_CASE("ucci: quit answers bye / also in the middle of a search") {
    Transcript t;
    booted_ucci(t);
    t.exchange("position startpos");
    t.send("go infinite");
    CHECK_FALSE(t.send("quit"));
    auto lines = t.take();
    REQUIRE(lines.size() >= 2);
    CHECK(lines.back() == "bye");
    CHECK(is_legal_in(bestmove_of(lines[lines.size() - 2]), Position{}));
    CHECK(!t.loop.thinking());
}

TEST_CASE("ucci: usennue and evalfile choose the evaluation and refuse a bad file") {
    Transcript t;
    auto lines = t.exchange("ucci");
    CHECK(has_line(lines, "option evalfile type string default <shipped>"));
    CHECK(t.exchange("setoption usennue false").empty());
    CHECK_FALSE(t.engine.settings().use_nnue);
    CHECK(t.exchange("setoption usennue true").empty());
    CHECK(t.engine.settings().use_nnue);
    expect_ucci_error(t, "setoption evalfile /nonexistent/net.nnue");
    CHECK(t.engine.settings().use_nnue);
}

TEST_CASE("ucci: a mate is scored as 30000 minus its distance in plies for either side") {
    // Mutant ucci-mate-plies: a mate for the side to move was one ply too far. UCCI (after
    // ElephantEye) sends VALUE_MATE minus the plies to the mate: mate in 1 is 29999 for the
    // mating side, and being mated in two moves (four plies) is -29996.
    SearchInfo info;
    info.depth = 5;
    Transcript t;
    t.send("ucci");
    info.score = {Score::MATE, 1};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score 29999\n", 0) == 0);
    info.score = {Score::MATE, 3};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score 29995\n", 0) == 0);
    info.score = {Score::MATE, -2};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score -29996\n", 0) == 0);
    // And from a real search: the mate in one is announced as 29999.
    t.exchange("position fen 3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1");
    auto lines = t.exchange("go depth 4");
    CHECK(has_line(lines, "info depth 4 score 29999 pv "));
}

TEST_CASE("ucci: probe of an exact hash entry gives both bounds with the same value") {
    // Mutant ucci-probe-bound: an exact entry was printed as an upper bound only. The position
    // after the best move is the PV's first node: a one-thread search stores it exact.
    Transcript t;
    t.send("ucci");
    t.take();
    t.exchange("position startpos");
    const std::string best = bestmove_of(t.exchange("go depth 4").back());
    REQUIRE(!best.empty());
    Position after;
    after.do_move(iccs_to_move(best));
    const std::optional<HashProbe> entry = t.engine.probe_hash(after);
    REQUIRE(entry);
    REQUIRE(entry->value);
    CHECK(entry->bound == Bound::EXACT);
    auto lines = t.exchange("probe startpos moves " + best);
    REQUIRE(lines.size() == 1);
    const std::string& line = lines[0];
    const std::string lower = line.substr(std::min(line.size(), line.find(" lowerbound ") + 12));
    const std::string upper = line.substr(std::min(line.size(), line.find(" upperbound ") + 12));
    CAPTURE(line);
    CHECK(line.find(" lowerbound ") != std::string::npos);
    CHECK(line.find(" upperbound ") != std::string::npos);
    // "lowerbound V depth D upperbound V depth D": the same V and D after each word.
    CHECK(lower.substr(0, lower.find(" upperbound")) == upper);
}
