// UCI transcripts (Pikafish dialect): handshake, options, go with every limit, ponder and
// infinite holding the bestmove, errors, d/perft, end of input, and the real binary end to end.
#include <doctest/doctest.h>

#ifndef _WIN32  // the real-program test below forks; on Windows scripts/test-windows.sh does it
#include <sys/wait.h>
#include <unistd.h>
#endif

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "formats/iccs.h"
#include "learn/experience.h"
#include "protocol_transcript.h"
#include "rules/movegen.h"
#include "util/text.h"

using namespace xq;
using namespace xq::testing;

namespace {

bool is_bestmove(const std::string& l) {
    return starts_with(l, "bestmove");
}

Transcript& booted(Transcript& t) {
    t.send("uci");
    t.take();
    return t;
}

void expect_error(Transcript& t, const std::string& command) {
    CAPTURE(command);
    auto lines = t.exchange(command);
    REQUIRE(lines.size() == 1);
    CHECK(starts_with(lines[0], "info string error: "));
    CHECK(t.exchange("isready") == std::vector<std::string>{"readyok"});
}

Position after(std::initializer_list<const char*> moves) {
    Position pos;
    for (const char* m : moves) pos.do_move(iccs_to_move(m));
    return pos;
}

}  // namespace

TEST_CASE("uci: handshake lists the Pikafish-style options and ends with uciok") {
    Transcript t;
    auto lines = t.exchange("uci");
    REQUIRE(lines.size() >= 3);
    CHECK(starts_with(lines[0], "id name "));
    CHECK(has_line(lines, "id author "));
    CHECK(has_line(lines, "option name Hash type spin default 64 min 1 max 4096"));
    CHECK(has_line(lines, "option name Threads type spin default 1 min 1 max "));
    CHECK(has_line(lines, "option name Ponder type check default false"));
    CHECK(has_line(lines, "option name MultiPV type spin default 1 min 1 max "));
    CHECK(has_line(lines, "option name Skill Level type spin default 20 min 1 max 20"));
    CHECK(has_line(lines, "option name Move Overhead type spin default 10 min 0 max 5000"));
    CHECK(has_line(lines, "option name Clear Hash type button"));
    CHECK(has_line(lines, "option name RuleBook type combo default chinese var chinese var asian"));
    CHECK(lines.back() == "uciok");
    CHECK(t.loop.dialect() == Dialect::UCI);
}

TEST_CASE("uci: setoption names are case-insensitive and values are checked") {
    Transcript t;
    booted(t);
    CHECK(t.exchange("setoption name skill level value 4").empty());
    CHECK(t.engine.skill_level() == 4);
    CHECK(t.exchange("setoption name HASH value 32").empty());
    CHECK(t.engine.settings().hash_mb == 32);
    CHECK(t.exchange("setoption name MultiPV value 3").empty());
    CHECK(t.engine.settings().multipv == 3);
    CHECK(t.exchange("setoption name Ponder value true").empty());
    CHECK(t.engine.settings().ponder);
    CHECK(t.exchange("setoption name Threads value 1").empty());
    CHECK(t.exchange("setoption name move overhead value 120").empty());
    CHECK(t.engine.settings().move_overhead_ms == 120);
    CHECK(t.exchange("setoption name Clear Hash").empty());
    for (const char* cmd :
         {"setoption name Hash value 0", "setoption name Hash value lots", "setoption name Hash",
          "setoption name Skill Level value 21", "setoption name Ponder value maybe",
          "setoption name Move Overhead value -5", "setoption name Move Overhead value 5001",
          "setoption name Nonsense value 1", "setoption Hash 16", "setoption"})
        expect_error(t, cmd);
    CHECK(t.engine.settings().hash_mb == 32);
    CHECK(t.engine.skill_level() == 4);
    CHECK(t.engine.settings().move_overhead_ms == 120);
}

TEST_CASE("uci: RuleBook sets the repetition rules the search applies") {
    // One check (a7a9) and one chase of the horse (a9a7), played three times but for the last
    // chase: a9a7 now makes the third occurrence. The Chinese rules call it a perpetual chase, a
    // loss for Red; the Asian rules a draw.
    Transcript t;
    booted(t);
    const std::string position =
        "position fen 4k4/9/R5n2/9/9/9/9/9/9/3K5 w - - 0 1 moves a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 "
        "a9a7 "
        "e8e9 a7a9 e9e8";
    auto score_of = [&](const char* book) {
        CHECK(t.exchange(std::string("setoption name RuleBook value ") + book).empty());
        CHECK(rule_book_name(t.engine.settings().rule_book) == to_lower(book));
        t.exchange(position);
        auto lines = t.exchange("go depth 1 searchmoves a9a7");
        REQUIRE(lines.size() >= 2);
        const std::string info = lines[lines.size() - 2];
        return info.substr(info.find(" score ") + 7,
                           info.find(" nodes") - info.find(" score ") - 7);
    };
    CHECK(starts_with(score_of("chinese"), "mate -"));
    CHECK(score_of("Asian") == "cp 0");
    expect_error(t, "setoption name RuleBook value wxf");
    CHECK(t.engine.settings().rule_book == RuleBook::ASIAN);
}

TEST_CASE("uci: go depth 1 after moves gives a legal bestmove and full info lines") {
    Transcript t;
    booted(t);
    CHECK(t.exchange("ucinewgame").empty());
    CHECK(t.exchange("position startpos moves h2e2 h9g7").empty());
    auto lines = t.exchange("go depth 1");
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), after({"h2e2", "h9g7"})));
    std::string info = find_line(lines, "info depth 1 ");
    REQUIRE(!info.empty());
    for (const char* field : {" seldepth ", " multipv 1 ", " score ", " nodes ", " nps ",
                              " hashfull ", " time ", " pv "})
        CHECK(info.find(field) != std::string::npos);
    CHECK((info.find(" score cp ") != std::string::npos ||
           info.find(" score mate ") != std::string::npos));
}

TEST_CASE("uci: go nodes / movetime and clocks give legal bestmoves") {
    Transcript t;
    booted(t);
    t.exchange(
        "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
    Position black_to_move;
    REQUIRE(black_to_move.set_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"));
    for (const char* go :
         {"go nodes 2000", "go movetime 50", "go wtime 2000 btime 2000 winc 10 binc 10",
          "go btime 1000 movestogo 5", "go wtime -20 btime -20", "go depth 0", "go movetime 0"}) {
        CAPTURE(go);
        t.send(go);
        auto lines = t.wait_for(is_bestmove, 20);
        REQUIRE(!lines.empty());
        CHECK(is_legal_in(bestmove_of(lines.back()), black_to_move));
    }
}

TEST_CASE("uci: searchmoves limits the root moves") {
    Transcript t;
    booted(t);
    t.exchange("position startpos");
    auto lines = t.exchange("go depth 3 searchmoves a0a1 i0i1");
    std::string best = bestmove_of(lines.back());
    CHECK((best == "a0a1" || best == "i0i1"));
    expect_error(t, "go depth 3 searchmoves a0a5");  // illegal: the pawn on a3 blocks
}

TEST_CASE("uci: no legal move gives score mate 0 and bestmove (none)") {
    Transcript t;
    booted(t);
    t.exchange(std::string("position fen ") + MATED_FEN);
    auto lines = t.exchange("go movetime 100");
    CHECK(lines == std::vector<std::string>{"info depth 0 score mate 0", "bestmove (none)"});
    CHECK(!t.loop.thinking());
}

TEST_CASE("uci: go infinite waits for stop / isready answers meanwhile") {
    Transcript t;
    booted(t);
    t.exchange("position startpos");
    t.send("go infinite");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    t.send("isready");
    auto lines = t.wait_for([](const std::string& l) { return l == "readyok"; }, 5);
    CHECK(lines.back() == "readyok");
    CHECK(!has_line(lines, "bestmove"));
    CHECK(t.loop.thinking());
    t.send("stop");
    lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    CHECK(!t.loop.thinking());
}

TEST_CASE("uci: go infinite that ends by itself still waits for stop") {
    Transcript t;
    booted(t);
    // The depth cap ends the search quickly, but UCI forbids bestmove before stop.
    t.exchange("position fen 3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1");
    t.send("go infinite depth 3");  // depth caps the search; infinite holds the answer
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    CHECK(t.loop.thinking());
    CHECK(!has_line(t.take(), "bestmove"));
    t.send("stop");
    auto lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(starts_with(lines.back(), "bestmove "));
}

TEST_CASE("uci: go ponder keeps its bestmove until ponderhit / or stop") {
    Transcript t;
    booted(t);
    t.exchange("position startpos moves h2e2");
    t.send("go ponder depth 2");
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    CHECK(t.loop.thinking());
    CHECK(!has_line(t.take(), "bestmove"));
    t.send("ponderhit");
    auto lines = t.wait_for(is_bestmove, 10);
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), after({"h2e2"})));

    t.send("go ponder wtime 60000 btime 60000");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(t.loop.thinking());
    t.send("stop");
    lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), after({"h2e2"})));
    expect_error(t, "ponderhit");
}

TEST_CASE("uci: bad input gets one error line and keeps the previous position") {
    Transcript t;
    booted(t);
    t.exchange("position startpos moves h2e2 h9g7");
    std::string fen_before = find_line(t.exchange("d"), "Fen: ");
    REQUIRE(!fen_before.empty());
    for (const char* cmd : {"bogus",
                            "ucci",
                            "position",
                            "position fen",
                            "position fen xyz w - - 0 1",
                            "position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",  // flying general
                            "position startpos moves h2e2 h2e2",
                            "position startpos moves e0e1 e9e8 e1e2 e8e7 e2e3",
                            "position startpos moves 1234",
                            "position startpos move h2e2",
                            "go depth x",
                            "go depth -1",
                            "go depth 1000",
                            "go nodes -5",
                            "go movetime soon",
                            "go wtime",
                            "go mate 3",
                            "go upside down",
                            "go perft 0",
                            "perft 99"}) {
        expect_error(t, cmd);
    }
    CHECK(find_line(t.exchange("d"), "Fen: ") == fen_before);
}

TEST_CASE("uci: binary garbage and huge lines get one short printable error line") {
    Transcript t;
    booted(t);
    std::string garbage("\x01\x02zz\x7f\x1b[2J", 9);
    garbage += std::string(100000, 'x');
    garbage.push_back('\0');
    auto lines = t.exchange(garbage);
    REQUIRE(lines.size() == 1);
    CHECK(starts_with(lines[0], "info string error: unknown command '??zz??[2jxxx"));
    CHECK(lines[0].size() < 400);
    for (char c : lines[0]) CHECK((unsigned char)c >= 0x20);
    expect_error(t, "position startpos moves " + std::string(5000, 'a'));
    CHECK(t.exchange("isready") == std::vector<std::string>{"readyok"});
}

TEST_CASE("uci: commands that need an idle engine are refused while it thinks") {
    Transcript t;
    booted(t);
    t.exchange("position startpos");
    t.send("go infinite");
    for (const char* cmd : {"go depth 1", "position startpos", "setoption name Hash value 1",
                            "ucinewgame", "d", "perft 1"}) {
        CAPTURE(cmd);
        t.send(cmd);
        auto lines = t.take();
        CHECK(count_lines(lines, "info string error: ") == 1);
        CHECK(t.loop.thinking());
    }
    t.send("stop");
    auto lines = t.take();
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    // The position command after the refusal did not happen; a fresh one works now.
    CHECK(t.exchange("position startpos moves b0c2").empty());
}

TEST_CASE("uci: d shows the board and perft counts moves") {
    Transcript t;
    booted(t);
    auto lines = t.exchange("d");
    CHECK(has_line(lines, "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"));
    CHECK(has_line(lines, "0  R N B A K A B N R"));
    CHECK(has_line(lines, "9  r n b a k a b n r"));
    CHECK(has_line(lines, "Legal moves: 44"));
    lines = t.exchange("perft 2");
    CHECK(has_line(lines, "nodes 1920 "));
    CHECK(count_lines(lines, "") == 45);  // 44 root moves + the total
    lines = t.exchange("go perft 1");
    CHECK(has_line(lines, "nodes 44 "));
}

TEST_CASE("uci: quit stops a search and ends the loop") {
    Transcript t;
    booted(t);
    t.exchange("position startpos");
    t.send("go infinite");
    CHECK_FALSE(t.send("quit"));
    auto lines = t.take();
    REQUIRE(!lines.empty());
    CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    CHECK(!t.loop.thinking());
}

TEST_CASE("uci: run() reads a script / at the end of input the search stops with a bestmove") {
    SharedBuffer buffer;
    std::ostream out(&buffer);
    std::istringstream in("uci\n\n  isready  \r\nposition startpos moves h2e2\ngo depth 3\n");
    Engine engine;
    ProtocolLoop loop(engine, in, out);
    loop.run();
    auto lines = split_lines(buffer.str());
    REQUIRE(!lines.empty());
    CHECK(has_line(lines, "readyok"));
    CHECK(count_lines(lines, "bestmove ") == 1);
    CHECK(is_legal_in(bestmove_of(lines.back()), after({"h2e2"})));
}

// ---- the real program, through pipes (POSIX; under wine scripts/test-windows.sh drives it)

#ifndef _WIN32
namespace {

struct Child {
    pid_t pid = -1;
    FILE* to = nullptr;    // its stdin
    FILE* from = nullptr;  // its stdout
};

Child spawn(const char* path) {
    int in_pipe[2], out_pipe[2];
    REQUIRE(pipe(in_pipe) == 0);
    REQUIRE(pipe(out_pipe) == 0);
    Child c;
    c.pid = fork();
    REQUIRE(c.pid >= 0);
    if (c.pid == 0) {
        dup2(in_pipe[0], 0);
        dup2(out_pipe[1], 1);
        close(in_pipe[0]);
        close(in_pipe[1]);
        close(out_pipe[0]);
        close(out_pipe[1]);
        execl(path, path, (char*)nullptr);
        _exit(127);
    }
    close(in_pipe[0]);
    close(out_pipe[1]);
    c.to = fdopen(in_pipe[1], "w");
    c.from = fdopen(out_pipe[0], "r");
    return c;
}

void send(Child& c, const char* line) {
    std::fprintf(c.to, "%s\n", line);
    std::fflush(c.to);
}

// Reads lines until one starts with `prefix`; returns it, or "" at end of output.
std::string read_until(Child& c, const char* prefix) {
    char buf[4096];
    while (std::fgets(buf, sizeof buf, c.from)) {
        std::string line(buf);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (starts_with(line, prefix)) return line;
    }
    return {};
}

}  // namespace

TEST_CASE("uci: the xiangqi-engine binary plays a legal move through pipes") {
    std::signal(SIGPIPE, SIG_IGN);
    Child c = spawn(XQ_ENGINE_BIN);
    send(c, "uci");
    CHECK(read_until(c, "uciok") == "uciok");
    send(c, "setoption name Hash value 16");
    send(c, "position startpos moves h2e2 h9g7");
    send(c, "isready");
    CHECK(read_until(c, "readyok") == "readyok");
    send(c, "go depth 4");
    std::string best = read_until(c, "bestmove ");
    CHECK(is_legal_in(bestmove_of(best), after({"h2e2", "h9g7"})));
    send(c, "go movetime 100");
    best = read_until(c, "bestmove ");
    CHECK(is_legal_in(bestmove_of(best), after({"h2e2", "h9g7"})));
    send(c, "quit");
    std::fclose(c.to);
    CHECK(read_until(c, "anything") == "");  // output ends: the program exited
    std::fclose(c.from);
    int status = 0;
    REQUIRE(waitpid(c.pid, &status, 0) == c.pid);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}
#endif

TEST_CASE("uci: UseNNUE and EvalFile choose the evaluation and refuse a bad file") {
    Transcript t;
    auto lines = t.exchange("uci");
    CHECK(has_line(lines, std::string("option name UseNNUE type check default ") +
                              (t.engine.settings().use_nnue ? "true" : "false")));
    CHECK(has_line(lines, "option name EvalFile type string default <shipped>"));
    CHECK(t.exchange("setoption name usennue value false").empty());
    CHECK_FALSE(t.engine.settings().use_nnue);
    CHECK(t.exchange("setoption name UseNNUE value true").empty());  // the shipped network
    CHECK(t.engine.settings().use_nnue);
    expect_error(t, "setoption name UseNNUE value maybe");
    expect_error(t, "setoption name EvalFile value /nonexistent/net.nnue");
    CHECK(t.engine.settings().use_nnue);
    CHECK(t.engine.nnue_loaded());
}

TEST_CASE("uci: a move from a square to itself is no move, and the protocol calls it garbled") {
    // Mutant iccs-same-square: iccs_to_move("e6e6") returned a move, which the callers then
    // called illegal instead of not a move.
    for (const char* text : {"e6e6", "a9a9", "i0i0", "E3-E3"}) {
        CAPTURE(text);
        CHECK(iccs_to_move(text) == MOVE_NONE);
    }
    Transcript t;
    t.send("uci");
    t.take();
    auto lines = t.exchange("position startpos moves h2e2 e6e6");
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].find("garbled move 'e6e6' (move 2 of the list)") != std::string::npos);
}

TEST_CASE("uci: a bare go on a mate in one still waits for stop") {
    // Mutant uci-bare-go-bounded: a bare "go" was a bounded search, which ends by itself once
    // it proves a mate and sends bestmove before the GUI said stop.
    Transcript t;
    t.send("uci");
    t.take();
    t.exchange("position fen 3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1");
    t.send("go");
    auto early = t.wait_for([](const std::string& l) { return starts_with(l, "bestmove"); }, 1.0);
    CHECK(!has_line(early, "bestmove"));
    CHECK(has_line(early, "info depth"));  // it did search (and found the mate) meanwhile
    t.send("stop");
    auto rest = has_line(early, "bestmove")
                    ? early
                    : t.wait_for([](const std::string& l) { return starts_with(l, "bestmove"); });
    Position pos;
    REQUIRE(pos.set_fen("3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1"));
    const Move best = iccs_to_move(bestmove_of(find_line(rest, "bestmove")));
    REQUIRE(pos.is_legal(best));
    pos.do_move(best);
    CHECK(pos.in_check());
    CHECK(count_legal_moves(pos) == 0);  // the move it waited with is the mate
}

TEST_CASE(
    "info lines: an aspiration fail-high prints lowerbound in UCI / a fail-low upperbound / UCCI "
    "neither") {
    // Mutant uci-lowerbound-word: a fail-high was printed as "upperbound". Searches print these
    // only after a second of thinking, so the reports are made up here.
    SearchInfo info;
    info.depth = 9;
    info.seldepth = 12;
    info.score = {Score::CENTIPAWNS, 57};
    info.pv = {iccs_to_move("h2e2")};
    Transcript uci;
    uci.send("uci");
    info.bound = Bound::LOWER;
    std::string text = uci.loop.info_text(info);
    CHECK(text.find(" score cp 57 lowerbound ") != std::string::npos);
    CHECK(text.find("upperbound") == std::string::npos);
    info.bound = Bound::UPPER;
    text = uci.loop.info_text(info);
    CHECK(text.find(" score cp 57 upperbound ") != std::string::npos);
    CHECK(text.find("lowerbound") == std::string::npos);
    info.bound = Bound::EXACT;
    text = uci.loop.info_text(info);
    CHECK(text.find("bound") == std::string::npos);
    CHECK(text.find(" pv h2e2") != std::string::npos);

    Transcript ucci;
    ucci.send("ucci");
    info.bound = Bound::LOWER;  // UCCI has no bound words: only time and nodes are said
    CHECK(ucci.loop.info_text(info).rfind("info time ", 0) == 0);
    info.bound = Bound::EXACT;
    CHECK(ucci.loop.info_text(info).rfind("info depth 9 score ", 0) == 0);
}

TEST_CASE("uci: Experience and ExperienceFile read what the game learned, off by default") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "xq-uci-experience";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string fen = "2b1ka3/4a4/4b4/p1p1n3p/5r3/1C4B2/2P1n1c2/N2R2N2/4A4/2BK1A3 b - - 7 32";
    Position trap;
    REQUIRE(trap.set_fen(fen));
    Experience table;
    ExperienceEntry lost;
    lost.key = trap.key();
    lost.move = iccs_to_move("e3g4");  // the horse takes the elephant and is mated in three
    lost.value = -2000;
    lost.depth = 9;
    table.learn(lost);
    const std::string file = (dir / "experience.bin").string();
    {
        std::ofstream out(file, std::ios::binary);
        out << table.encode();
    }

    Transcript t;
    auto lines = t.exchange("uci");
    CHECK(has_line(lines, "option name Experience type check default false"));
    CHECK(has_line(lines, "option name ExperienceFile type string default <empty>"));
    CHECK(t.exchange("setoption name ExperienceFile value " + file).empty());
    CHECK(t.engine.experience_entries() == 1);
    CHECK(t.exchange("position fen " + fen).empty());
    CHECK(bestmove_of(t.exchange("go depth 2").back()) == "e3g4");  // off: the trap again
    CHECK(t.exchange("setoption name Experience value true").empty());
    CHECK(bestmove_of(t.exchange("go depth 2").back()) != "e3g4");
    expect_error(t, "setoption name Experience value maybe");

    // A damaged file is kept aside as .bad; the experience starts empty.
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out << "XQEX damaged";
    }
    expect_error(t, "setoption name ExperienceFile value " + file);
    CHECK(std::filesystem::exists(file + ".bad"));
    CHECK(t.engine.experience_entries() == 0);
    std::filesystem::remove_all(dir);
}
