// Other engines: the UCI/UCCI client (parsing, handshake, searches, timeouts) with our
// own xiangqi-engine as the external engine, misbehaving fake engines (shell scripts written
// into $TMPDIR), the bridge's fallback to the built-in engine, and the settings line.
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

#include "formats/iccs.h"
#include "game/engines/engine_bridge.h"
#include "game/engines/external_engine.h"
#include "game/engines/external_failure_text.h"
#include "game/settings.h"
#include "sweep.h"
#include "test_clock.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

const std::string OPENING_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

Position start_position() {
    Position p;
    REQUIRE(p.set_fen(OPENING_FEN));
    return p;
}

// A shell script in $TMPDIR standing in for an engine; `body` is its text after the #! line.
std::string fake_engine(const std::string& name, const std::string& body) {
    const fs::path dir = fs::temp_directory_path() / "xq_external_engines";
    fs::create_directories(dir);
    const fs::path file = dir / (name + ".sh");
    std::ofstream(file) << "#!/bin/sh\n" << body;
    fs::permissions(file, fs::perms::owner_all);
    return file.string();
}

// Collects an ExternalEngine's reports, for a test to wait on.
struct Reports {
    std::mutex mutex;
    std::condition_variable cv;
    std::vector<SearchInfo> infos;
    std::vector<BestMoveInfo> bests;
    std::vector<std::pair<int, ExternalFailure>> failures;
    int changes = 0;

    ExternalEngine::Callbacks callbacks() {
        ExternalEngine::Callbacks cb;
        cb.info = [this](const SearchInfo& i) { add([&] { infos.push_back(i); }); };
        cb.bestmove = [this](const BestMoveInfo& b) { add([&] { bests.push_back(b); }); };
        cb.failure = [this](int id, const ExternalFailure& f) {
            add([&] { failures.emplace_back(id, f); });
        };
        cb.status_changed = [this] { add([&] { ++changes; }); };
        return cb;
    }
    template <class F>
    void add(F f) {
        {
            std::lock_guard lock(mutex);
            f();
        }
        cv.notify_all();
    }
    template <class Pred>
    bool wait(Pred done, int timeout_ms) {
        std::unique_lock lock(mutex);
        return cv.wait_for(lock, std::chrono::milliseconds(timeout_ms), done);
    }
};

ExternalTimeouts short_timeouts() {
    ExternalTimeouts t;
    t.handshake_ms = 600;
    t.ready_ms = 600;
    t.search_grace_ms = 400;
    t.stop_ms = 400;
    t.quit_ms = 300;
    return t;
}

bool wait_state(const ExternalEngine& e, ExternalEngine::State s, int timeout_ms) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (e.status().state != s) {
        if (std::chrono::steady_clock::now() > end) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
}

using xq::test::seconds_since;

}  // namespace

// ---------------------------------------------------------------- the protocol's lines

TEST_CASE("external protocol / option lines of UCI and UCCI") {
    auto uci = parse_option_line("option name Skill Level type spin default 10 min 1 max 10");
    REQUIRE(uci);
    CHECK(uci->name == "Skill Level");
    CHECK(uci->type == "spin");
    CHECK(uci->default_value == "10");
    CHECK(uci->min == 1);
    CHECK(uci->max == 10);
    auto combo = parse_option_line(
        "option name Style type combo default Normal var Solid var Normal var Risky");
    REQUIRE(combo);
    CHECK(combo->choices == std::vector<std::string>{"Solid", "Normal", "Risky"});
    auto ucci = parse_option_line("option hashsize type spin min 0 max 4096 default 64");
    REQUIRE(ucci);
    CHECK(ucci->name == "hashsize");
    CHECK(ucci->max == 4096);
    auto path = parse_option_line("option name BookFile type string default <empty>");
    REQUIRE(path);
    CHECK(path->default_value.empty());
    CHECK_FALSE(parse_option_line("option name type spin"));
    CHECK_FALSE(parse_option_line("id name x"));
}

TEST_CASE("external protocol / info lines become search reports with a legal PV") {
    const Position root = start_position();
    auto i = parse_info_line(
        "info depth 7 seldepth 9 multipv 2 score cp -31 lowerbound nodes 5000 nps 100000 "
        "hashfull 12 time 50 pv h2e2 h9g7 a0a9",
        ExternalProtocol::UCI, root);
    REQUIRE(i);
    CHECK(i->depth == 7);
    CHECK(i->seldepth == 9);
    CHECK(i->multipv == 2);
    CHECK(i->score == Score{Score::CENTIPAWNS, -31});
    CHECK(i->bound == Bound::LOWER);
    CHECK(i->nodes == 5000);
    CHECK(i->time_ms == 50);
    // a0a9 is not legal after h2e2 h9g7: the PV stops before it.
    REQUIRE(i->pv.size() == 2);
    CHECK(move_to_iccs(i->pv[0]) == "h2e2");
    auto mate = parse_info_line("info depth 3 score mate -2 pv h2e2", ExternalProtocol::UCI, root);
    REQUIRE(mate);
    CHECK(mate->score == Score{Score::MATE, -2});
    // UCCI: a bare number; near 10000 (ElephantEye) or 30000 (ours) it is a mate.
    auto cp = parse_info_line("info depth 5 score 12 pv b2e2", ExternalProtocol::UCCI, root);
    REQUIRE(cp);
    CHECK(cp->score == Score{Score::CENTIPAWNS, 12});
    auto ee = parse_info_line("info depth 5 score 9997 pv b2e2", ExternalProtocol::UCCI, root);
    REQUIRE(ee);
    CHECK(ee->score == Score{Score::MATE, 2});
    auto ours = parse_info_line("info depth 5 score -29998", ExternalProtocol::UCCI, root);
    REQUIRE(ours);
    CHECK(ours->score == Score{Score::MATE, -1});
    CHECK_FALSE(parse_info_line("info time 40 nodes 300", ExternalProtocol::UCCI, root));
    // A PV that is not legal here is another position's (an engine deaf while it searches).
    CHECK_FALSE(parse_info_line("info depth 6 score cp 3 pv a9a8", ExternalProtocol::UCI, root));
    CHECK_FALSE(parse_info_line("info string depth 3 score cp 1", ExternalProtocol::UCI, root));
    auto cm = parse_currmove("info depth 4 currmove b0c2 currmovenumber 3", root);
    REQUIRE(cm);
    CHECK(move_to_iccs(cm->move) == "b0c2");
    CHECK(cm->number == 3);
}

TEST_CASE("external protocol / bestmove / commands for both protocols") {
    const Position root = start_position();
    auto b = parse_bestmove("bestmove h2e2 ponder h9g7", root);
    REQUIRE(b);
    CHECK(b->legal);
    CHECK(move_to_iccs(b->best) == "h2e2");
    CHECK(move_to_iccs(b->ponder) == "h9g7");
    auto bad = parse_bestmove("bestmove a0a5", root);
    REQUIRE(bad);
    CHECK_FALSE(bad->legal);
    CHECK(bad->text == "a0a5");
    auto none = parse_bestmove("nobestmove", root);
    REQUIRE(none);
    CHECK(none->best == MOVE_NONE);
    CHECK(none->legal);
    CHECK_FALSE(parse_bestmove("info depth 1", root));

    CHECK(setoption_command(ExternalProtocol::UCI, "Skill Level", "3") ==
          "setoption name Skill Level value 3");
    CHECK(setoption_command(ExternalProtocol::UCCI, "hashsize", "32") == "setoption hashsize 32");
    CHECK(position_command(OPENING_FEN, {iccs_to_move("h2e2")}) ==
          "position fen " + OPENING_FEN + " moves h2e2");
    SearchLimits fixed;
    fixed.movetime_ms = 1500;
    CHECK(go_command(ExternalProtocol::UCI, fixed, RED) == "go movetime 1500");
    CHECK(go_command(ExternalProtocol::UCCI, fixed, RED) == "go time 1500 movestogo 1");
    CHECK(go_command(ExternalProtocol::UCCI, fixed, RED, false) == "go time 2 movestogo 1");
    SearchLimits clock;
    clock.time_left_ms[RED] = 60000;
    clock.time_left_ms[BLACK] = 50000;
    clock.increment_ms[RED] = clock.increment_ms[BLACK] = 2000;
    CHECK(go_command(ExternalProtocol::UCI, clock, BLACK) ==
          "go wtime 60000 btime 50000 winc 2000 binc 2000");
    CHECK(go_command(ExternalProtocol::UCCI, clock, BLACK) ==
          "go time 50000 increment 2000 opptime 60000");
    SearchLimits infinite;
    infinite.infinite = true;
    CHECK(go_command(ExternalProtocol::UCI, infinite, RED) == "go infinite");
    // ElephantEye reads "go depth infinite" as depth 0 and stops at once.
    CHECK(go_command(ExternalProtocol::UCCI, infinite, RED) == "go infinite");
}

TEST_CASE("external engine settings / the line round-trips with escapes") {
    ExternalEngineSpec e;
    e.name = "My; engine";
    e.path = "/opt/x\\y;z/engine";
    e.protocol = ExternalProtocol::UCCI;
    e.options = {{"hashsize", "128"}, {"Skill Level", "3"}, {"BookFile", "a;b"}};
    auto back = parse_engine_spec(format_engine_spec(e));
    REQUIRE(back);
    CHECK(*back == e);
    CHECK_FALSE(parse_engine_spec("name=x"));  // no path
    CHECK_FALSE(parse_engine_spec("path=/x; colour"));

    Settings s;
    s.external_engines = {e, ExternalEngineSpec{"pika", "/usr/games/pikafish", {}, {}}};
    s.opponent_engine = "pika";
    s.analyser_engine = "My; engine";
    Settings read;
    std::string error;
    REQUIRE_MESSAGE(parse_settings(format_settings(s), read, &error), error);
    CHECK(read.external_engines == s.external_engines);
    CHECK(read.opponent_engine == "pika");
    CHECK(read.analyser_engine == "My; engine");
    CHECK(engine_name_for("/usr/games/pika.exe", read.external_engines) == "pika (2)");
    // A bad engine line is reported and skipped; the rest is kept.
    Settings partial;
    CHECK_FALSE(parse_settings("external_engine = name=a\nlevel = 3\n", partial, &error));
    CHECK(partial.external_engines.empty());
    CHECK(partial.skill == 3);
}

// The name an engine gets from its file is trimmed, as every name read back from settings.ini
// is: else an engine saved under a name with outer white space comes back under another one
// (and two such engines can come back under the same name, the second refused).
TEST_CASE("external engine settings / a name taken from the file name has no outer white space") {
    CHECK(engine_name_for("/opt/ pika .exe", {}) == "pika");
    CHECK(engine_name_for("/opt/\t.exe", {}) == "engine");
    const std::optional<ExternalEngineSpec> spaced = parse_engine_spec("path=/opt/\v\vpika.");
    REQUIRE(spaced);
    CHECK(spaced->name == "pika");

    Settings s;
    std::string error;
    REQUIRE_MESSAGE(parse_settings("external_engine = path=/opt/\v\vpika.\n", s, &error), error);
    Settings read;
    REQUIRE_MESSAGE(parse_settings(format_settings(s), read, &error), error);
    CHECK(read.external_engines == s.external_engines);
}

// ---------------------------------------------------------------- our own engine as external

TEST_CASE("external engine / our engine over UCI / handshake options and a legal move with info") {
    Reports r;
    ExternalEngine e(XQ_ENGINE_BIN, ExternalProtocol::UNKNOWN, {{"Hash", "16"}}, r.callbacks());
    REQUIRE(wait_state(e, ExternalEngine::State::READY, 10000));
    const ExternalEngine::Status st = e.status();
    CHECK(st.protocol == ExternalProtocol::UCI);
    CHECK(st.id_name.find("xiangqi-engine") != std::string::npos);
    bool multipv = false, hash = false;
    for (const ExternalOption& o : st.options) {
        multipv |= o.name == "MultiPV" && o.type == "spin";
        hash |= o.name == "Hash";
    }
    CHECK(multipv);
    CHECK(hash);
    SearchLimits limits;
    limits.movetime_ms = 300;
    e.go(7, OPENING_FEN, {iccs_to_move("h2e2")}, limits, 2);
    REQUIRE(r.wait([&] { return !r.bests.empty(); }, 10000));
    std::lock_guard lock(r.mutex);
    CHECK(r.failures.empty());
    CHECK(r.bests[0].search_id == 7);
    Position after = start_position();
    after.do_move(iccs_to_move("h2e2"));
    CHECK(after.is_legal(r.bests[0].best));
    REQUIRE_FALSE(r.infos.empty());
    bool second_line = false;
    for (const SearchInfo& i : r.infos) {
        CHECK(i.search_id == 7);
        CHECK(i.side_to_move == BLACK);
        second_line |= i.multipv == 2;
        if (!i.pv.empty()) CHECK(after.is_legal(i.pv[0]));
    }
    CHECK(second_line);  // MultiPV went out as an option
}

TEST_CASE("external engine / a UCCI-only engine is detected after uci gets no answer") {
    // Ignores everything before `ucci`, then hands the session to our engine in UCCI.
    const std::string path = fake_engine(
        "ucci_only", std::string("while read line; do [ \"$line\" = ucci ] && break; done\n") +
                         "{ echo ucci; cat; } | exec '" + XQ_ENGINE_BIN + "'\n");
    // The handshake allowance covers our engine's start: under ThreadSanitizer it takes 1.2-1.4 s
    // (its hash table and TSan's shadow of it cleared) before its first line.
    Reports r;
    ExternalTimeouts t;
    t.handshake_ms = test::SANITIZED ? 4000 : 700;
    const auto t0 = std::chrono::steady_clock::now();
    ExternalEngine e(path, ExternalProtocol::UNKNOWN, {}, r.callbacks(), t);
    REQUIRE(wait_state(e, ExternalEngine::State::READY, 10000 + t.handshake_ms));
    CHECK(seconds_since(t0) >= 0.85 * t.handshake_ms / 1000);  // it waited for uciok first
    const ExternalEngine::Status st = e.status();
    CHECK(st.protocol == ExternalProtocol::UCCI);
    bool hashsize = false;
    for (const ExternalOption& o : st.options) hashsize |= o.name == "hashsize";
    CHECK(hashsize);
    SearchLimits limits;
    limits.movetime_ms = 300;
    e.go(3, OPENING_FEN, {}, limits, 1);
    REQUIRE(r.wait([&] { return !r.bests.empty(); }, 10000));
    std::lock_guard lock(r.mutex);
    CHECK(r.failures.empty());
    CHECK(start_position().is_legal(r.bests[0].best));
    CHECK_FALSE(r.infos.empty());
}

TEST_CASE("external engine / a protocol found before is tried first") {
    Reports r;
    const auto t0 = std::chrono::steady_clock::now();
    ExternalEngine e(XQ_ENGINE_BIN, ExternalProtocol::UCCI, {}, r.callbacks());
    REQUIRE(wait_state(e, ExternalEngine::State::READY, 10000));
    CHECK(e.status().protocol == ExternalProtocol::UCCI);
    CHECK(seconds_since(t0) < 3);
}

// ---------------------------------------------------------------- misbehaving engines

namespace {

// Starts `path`, asks for a 200 ms search, and returns the failure it reports (the test fails
// if none comes within `limit_s`, or if the engine then takes long to go away).
ExternalFailure failure_of(const std::string& path, double limit_s) {
    Reports r;
    const auto t0 = std::chrono::steady_clock::now();
    ExternalFailure f;
    {
        ExternalEngine e(path, ExternalProtocol::UNKNOWN, {}, r.callbacks(), short_timeouts());
        SearchLimits limits;
        limits.movetime_ms = 200;
        e.go(5, OPENING_FEN, {}, limits, 1);
        // The search gets the failure (an engine that fails before the search reaches it
        // reports once without a search, then once for it).
        auto for_search = [&] {
            for (const auto& [id, failure] : r.failures)
                if (id == 5) return &failure;
            return static_cast<const ExternalFailure*>(nullptr);
        };
        REQUIRE(r.wait([&] { return for_search() != nullptr; }, int(limit_s * 1000)));
        CHECK(e.status().state == ExternalEngine::State::FAILED);
        std::lock_guard lock(r.mutex);
        CHECK(r.bests.empty());
        f = *for_search();
    }
    CHECK(seconds_since(t0) < limit_s + 1.5);  // and it is gone soon after
    MESSAGE(describe(f));
    return f;
}

}  // namespace

TEST_CASE("external engine / a missing program / one that exits at once") {
    ExternalFailure missing = failure_of("/nonexistent/engine", 1);
    CHECK(missing.kind == ExternalFailure::Kind::NOT_STARTED);
    CHECK(describe(missing).find("No such file") != std::string::npos);
    ExternalFailure exits =
        failure_of(fake_engine("exits", "echo 'cannot load net.nnue'\nexit 3\n"), 2);
    CHECK(exits.kind == ExternalFailure::Kind::EXITED);
    CHECK(exits.detail == "exit code 3");
    CHECK(exits.last_output == "cannot load net.nnue");
}

TEST_CASE("external engine / a program that cannot start: why, by class, in both languages") {
    const fs::path dir = fs::temp_directory_path() / "xq_external_engines";
    fs::create_directories(dir);
    const fs::path not_executable = dir / "not_executable.txt";
    std::ofstream(not_executable) << "uciok\n";
    fs::permissions(not_executable, fs::perms::owner_read | fs::perms::owner_write);
    const fs::path not_program = dir / "not_a_program.bin";
    std::ofstream(not_program) << std::string("\x01\x02\x03 garbage, not a program\n");
    fs::permissions(not_program, fs::perms::owner_all);
    struct Case {
        std::string path;
        StartProblem problem;
        const char* zh;
        const char* en;
    };
    const Case cases[] = {
        {"/nonexistent/engine", StartProblem::NOT_FOUND, "找不到这个文件",
         "the file does not exist"},
        {not_executable.string(), StartProblem::NO_PERMISSION, "没有运行它的权限",
         "no permission to run it"},
        {dir.string(), StartProblem::NOT_A_PROGRAM, "不是可以运行的程序", "it is not a program"},
        {not_program.string(), StartProblem::NOT_A_PROGRAM, "不是可以运行的程序",
         "it is not a program"},
    };
    const Lang before = language();
    for (const Case& c : cases) {
        CAPTURE(c.path);
        const ExternalFailure f = failure_of(c.path, 1);
        CHECK(f.kind == ExternalFailure::Kind::NOT_STARTED);
        CHECK(f.start_problem == c.problem);
        const Message m(Str::COUNT, failure_text(f));
        set_language(Lang::ZH);
        const std::string zh = message_text(m);
        CHECK(zh == std::string("无法启动：") + c.zh);
        set_language(Lang::EN);
        CHECK(message_text(m) == std::string("could not be started: ") + c.en);
    }
    // How a program ended, in Chinese too.
    ExternalFailure exited;
    exited.kind = ExternalFailure::Kind::EXITED;
    exited.detail = "exit code 3";
    set_language(Lang::ZH);
    CHECK(message_text(Message(Str::COUNT, failure_text(exited))) == "程序已退出（退出码 3）");
    exited.detail = "killed by signal 9";
    CHECK(message_text(Message(Str::COUNT, failure_text(exited))) == "程序已退出（被信号 9 终止）");
    set_language(before);
}

TEST_CASE("external engine / a program that repeats what it is sent (cat) is refused at once") {
    Reports r;
    const auto t0 = std::chrono::steady_clock::now();
    ExternalEngine e("/bin/cat", ExternalProtocol::UNKNOWN, {}, r.callbacks());  // real timeouts
    REQUIRE(wait_state(e, ExternalEngine::State::FAILED, 3000));
    CHECK(seconds_since(t0) < 1.2);
    const ExternalFailure f = *e.status().failure;
    CHECK(f.kind == ExternalFailure::Kind::ECHOES);
    CHECK(f.cause == ExternalFailure::Cause::NOT_AN_ENGINE);
    const Lang before = language();
    set_language(Lang::ZH);
    CHECK(message_text(Message(Str::COUNT, failure_text(f))) ==
          "把收到的命令原样送回；它可能不是 UCI 或 UCCI 引擎");
    set_language(before);
}

TEST_CASE("external engine / one that never answers / one that prints garbage") {
    ExternalFailure silent = failure_of(fake_engine("silent", "exec sleep 100\n"), 3);
    CHECK(silent.kind == ExternalFailure::Kind::NO_HANDSHAKE);
    ExternalFailure garbage = failure_of(
        fake_engine("garbage", "while true; do echo 'zzz @@ garbage'; sleep 0.01; done\n"), 3);
    CHECK(garbage.kind == ExternalFailure::Kind::NO_HANDSHAKE);
    CHECK(garbage.last_output == "zzz @@ garbage");
}

namespace {

// A UCI engine that shakes hands and then does `on_go` when told to go.
std::string uci_fake(const std::string& name, const std::string& on_go) {
    return fake_engine(name,
                       "while read cmd rest; do\n"
                       "  case \"$cmd\" in\n"
                       "    uci) echo 'id name fake'; echo uciok;;\n"
                       "    isready) echo readyok;;\n"
                       "    go) " +
                           on_go +
                           ";;\n"
                           "    quit) exit 0;;\n"
                           "  esac\n"
                           "done\n");
}

}  // namespace

namespace {

// The fake's answer to the dialect probe (a depth-1 search of a Black position), then `on_go`
// for the searches after it.
std::string after_probe(const std::string& on_go) {
    return "if [ -z \"$probed\" ]; then probed=1; echo 'bestmove h9g7'; else " + on_go + "; fi";
}

}  // namespace

TEST_CASE("external engine / one that hangs during go / one that plays an illegal move") {
    // Ignores go and stop: stopped after the time and the grace, killed after the stop wait.
    ExternalFailure hangs = failure_of(uci_fake("hangs", after_probe("sleep 100")), 3);
    CHECK(hangs.kind == ExternalFailure::Kind::NO_BESTMOVE);
    ExternalFailure illegal =
        failure_of(uci_fake("illegal", after_probe("echo 'bestmove a0a5'")), 3);
    CHECK(illegal.kind == ExternalFailure::Kind::ILLEGAL_MOVE);
    CHECK(illegal.detail == "a0a5");
    CHECK(illegal.fen == OPENING_FEN);
    ExternalFailure dies = failure_of(uci_fake("dies", after_probe("exit 9")), 3);
    CHECK(dies.kind == ExternalFailure::Kind::EXITED);
    CHECK(dies.detail == "exit code 9");
}

TEST_CASE("external engine / one that quits on uci is started again and speaks UCCI") {
    // As ElephantEye: anything but `ucci` first and it exits (code 0) without a word.
    const std::string path =
        fake_engine("quits_on_uci", std::string("read line; [ \"$line\" = ucci ] || exit 0\n") +
                                        "{ echo ucci; cat; } | exec '" + XQ_ENGINE_BIN + "'\n");
    Reports r;
    const auto t0 = std::chrono::steady_clock::now();
    ExternalEngine e(path, ExternalProtocol::UNKNOWN, {}, r.callbacks());
    REQUIRE(wait_state(e, ExternalEngine::State::READY, 15000));
    // No waiting for the 5 s of the uciok timeout: the exit says enough.
    CHECK(seconds_since(t0) < 4.5);
    CHECK(e.status().protocol == ExternalProtocol::UCCI);
    SearchLimits limits;
    limits.movetime_ms = 200;
    e.go(4, OPENING_FEN, {}, limits, 1);
    REQUIRE(r.wait([&] { return !r.bests.empty(); }, 10000));
    std::lock_guard lock(r.mutex);
    CHECK(r.failures.empty());
    CHECK(start_position().is_legal(r.bests[0].best));
}

TEST_CASE("external engine / a fixed protocol is the only one tried") {
    Reports r;
    // Our engine speaks both; fixed to UCCI it is not asked `uci` at all.
    ExternalEngine e(XQ_ENGINE_BIN, ExternalProtocol::UCCI, {}, r.callbacks(), {}, true);
    REQUIRE(wait_state(e, ExternalEngine::State::READY, 10000));
    CHECK(e.status().protocol == ExternalProtocol::UCCI);
    CHECK(e.fixed_protocol() == ExternalProtocol::UCCI);
    // Fixed to UCCI, a UCI-only program fails at once with the cause.
    const std::string uci_only = uci_fake("uci_only", "echo 'bestmove h9g7'");
    ExternalFailure f;
    {
        Reports r2;
        ExternalEngine u(uci_only, ExternalProtocol::UCCI, {}, r2.callbacks(), short_timeouts(),
                         true);
        REQUIRE(r2.wait([&] { return !r2.failures.empty(); }, 3000));
        std::lock_guard lock(r2.mutex);
        f = r2.failures[0].second;
    }
    CHECK(f.kind == ExternalFailure::Kind::NO_HANDSHAKE);
    CHECK(f.cause == ExternalFailure::Cause::NOT_AN_ENGINE);
}

TEST_CASE("external engine / slow start, chess answers, a refused position") {
    // Slow to start (1 s before it reads anything): within the handshake's wait, it works.
    const std::string slow =
        fake_engine("slow_start", std::string("sleep 1\nexec '") + XQ_ENGINE_BIN + "'\n");
    {
        Reports r;
        ExternalEngine e(slow, ExternalProtocol::UNKNOWN, {}, r.callbacks());
        CHECK(wait_state(e, ExternalEngine::State::READY, 10000));
    }
    // A chess engine: e2e4 to a Xiangqi position. It fails before any game move, and says why.
    ExternalFailure chess = failure_of(uci_fake("chess", "echo 'bestmove e2e4'"), 3);
    CHECK(chess.kind == ExternalFailure::Kind::NOT_XIANGQI);
    CHECK(chess.detail == "e2e4");
    CHECK(chess.cause == ExternalFailure::Cause::CHESS_NOTATION);
    // A chess engine that offers variants, none of them xiangqi.
    const std::string variants =
        fake_engine("variants_no_xiangqi",
                    "while read cmd rest; do\n"
                    "  case \"$cmd\" in\n"
                    "    uci) echo 'option name UCI_Variant type combo default chess var chess var "
                    "shogi'; echo uciok;;\n"
                    "    isready) echo readyok;;\n"
                    "    go) echo 'bestmove e2e4';;\n"
                    "    quit) exit 0;;\n"
                    "  esac\n"
                    "done\n");
    ExternalFailure no_variant = failure_of(variants, 3);
    CHECK(no_variant.kind == ExternalFailure::Kind::NOT_XIANGQI);
    CHECK(no_variant.cause == ExternalFailure::Cause::NO_XIANGQI_VARIANT);
    // Refuses every position (as Sjaak II with moves in the wrong notation): no waiting for a
    // timeout, the refusal is the failure.
    const std::string refuses = fake_engine("refuses",
                                            "while read cmd rest; do\n"
                                            "  case \"$cmd\" in\n"
                                            "    uci) echo uciok;;\n"
                                            "    isready) echo readyok;;\n"
                                            "    position) echo \"Bad move in movelist!\";;\n"
                                            "    quit) exit 0;;\n"
                                            "  esac\n"
                                            "done\n");
    const auto t0 = std::chrono::steady_clock::now();
    ExternalFailure refused = failure_of(refuses, 3);
    CHECK(seconds_since(t0) < 1.5);
    CHECK(refused.kind == ExternalFailure::Kind::REFUSED);
    CHECK(refused.detail == "Bad move in movelist!");
}

TEST_CASE("external engine / the failure in the player's language, with its cause") {
    ExternalFailure f;
    f.kind = ExternalFailure::Kind::NOT_XIANGQI;
    f.detail = "e2e4";
    f.cause = ExternalFailure::Cause::CHESS_NOTATION;
    f.last_output = "bestmove e2e4";
    const Message m(Str::COUNT, failure_text(f));
    const Lang before = language();
    set_language(Lang::EN);
    const std::string en = message_text(m);
    CHECK(en.find("'e2e4'") != std::string::npos);
    CHECK(en.find("chess notation") != std::string::npos);
    CHECK(en.find("UCI_Variant=xiangqi") != std::string::npos);
    CHECK(en.find("its last output: 'bestmove e2e4'") != std::string::npos);
    set_language(Lang::ZH);
    const std::string zh = message_text(m);
    CHECK(zh.find("国际象棋记法") != std::string::npos);
    CHECK(zh.find("不是象棋着法") != std::string::npos);
    ExternalFailure silent;
    silent.kind = ExternalFailure::Kind::NO_HANDSHAKE;
    silent.seconds = 5;
    silent.cause = ExternalFailure::Cause::NOT_AN_ENGINE;
    CHECK(message_text(Message(Str::COUNT, failure_text(silent))) ==
          "对 uci 和 ucci 都没有回应（等了 5 秒没有回答）；它可能不是 UCI 或 UCCI 引擎");
    set_language(Lang::EN);
    CHECK(message_text(Message(Str::COUNT, failure_text(silent))) ==
          "answered neither 'uci' nor 'ucci' (no answer within 5 s); it may not be a UCI or UCCI "
          "engine");
    set_language(before);
}

// ---------------------------------------------------------------- the bridge falls back

TEST_CASE("external engine / the bridge runs a failed engine's search on the built-in one") {
    EngineBridge bridge(nullptr);
    bridge.set_external_timeouts(short_timeouts());
    ExternalEngineSpec spec{"hangs", uci_fake("hangs2", after_probe("sleep 100")), {}, {}};
    bridge.set_external(EngineBridge::Role::OPPONENT, &spec);
    CHECK(bridge.external_plays(EngineBridge::Role::OPPONENT));
    SearchLimits limits;
    limits.movetime_ms = 200;
    const int id =
        bridge.start({.fen = OPENING_FEN, .moves = {}, .limits = limits, .use_book = true});
    std::optional<ExternalNote> note;
    std::optional<BestMoveInfo> best;
    const auto t0 = std::chrono::steady_clock::now();
    while (!best && seconds_since(t0) < 6) {
        for (EngineBridge::Mail& m : bridge.drain()) {
            if (auto* n = std::get_if<ExternalNote>(&m.info)) {
                CHECK(m.search_id == id);
                note = *n;
            }
            if (auto* b = std::get_if<BestMoveInfo>(&m.info)) {
                CHECK(m.search_id == id);  // the same search, now answered by the built-in engine
                best = *b;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    REQUIRE(note);
    CHECK(note->engine == "hangs");
    CHECK(note->failure.kind == ExternalFailure::Kind::NO_BESTMOVE);
    REQUIRE(best);
    CHECK(start_position().is_legal(best->best));
    CHECK_FALSE(bridge.external_plays(EngineBridge::Role::OPPONENT));
    auto st = bridge.external_status(spec.path);
    REQUIRE(st);
    CHECK(st->state == ExternalEngine::State::FAILED);
    // The same spec again does not restart it; the next search is the built-in engine's.
    bridge.set_external(EngineBridge::Role::OPPONENT, &spec);
    CHECK_FALSE(bridge.external_plays(EngineBridge::Role::OPPONENT));
}

TEST_CASE("external engine / closing the game while an engine hangs in go does not wait long") {
    auto bridge = std::make_unique<EngineBridge>(nullptr);
    bridge->set_external_timeouts(short_timeouts());
    ExternalEngineSpec spec{"hangs", uci_fake("hangs3", after_probe("sleep 100")), {}, {}};
    bridge->set_external(EngineBridge::Role::OPPONENT, &spec);
    bridge->set_external(EngineBridge::Role::ANALYSER, &spec);
    SearchLimits limits;
    limits.infinite = true;
    SearchRequest request;
    request.fen = OPENING_FEN;
    request.limits = limits;
    request.role = EngineRole::ANALYSER;
    bridge->start(request);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));  // it is in go by now
    auto st = bridge->external_status(spec.path);
    REQUIRE(st);
    CHECK(st->state == ExternalEngine::State::READY);
    // Closing takes quit_ms (0.3 s) and the kill, not the 100 s the script sleeps.
    const auto t0 = std::chrono::steady_clock::now();
    bridge.reset();
    CHECK(seconds_since(t0) < 2.5);
}
