#include "game/engines/external_engine.h"

#include <algorithm>

#include "game/engines/external_engine_spec.h"
#include "protocol/protocol_parse.h"
#include "rules/movegen.h"

namespace xq {

namespace {

constexpr size_t MAX_LINE = 16 * 1024;  // longer lines are cut (a garbage-printing program)
constexpr size_t MAX_QUEUED_LINES = 4096;

bool has_legal_move(const Position& pos) {
    MoveList legal;
    generate_legal(pos, legal);
    return legal.size() > 0;
}

// The test position of the dialect probe: the opening after Red's central cannon, Black to move.
// No move is legal in both rank numberings here, and an engine that could not read the FEN and
// searches its own start position answers with a Red move, legal in neither.
const char* const PROBE_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

// A line that refuses what we sent ("Bad move h2e2 in movelist!", "Error: unknown piece type",
// "Illegal move: ..."): the engine will not play the position we mean.
bool is_refusal(std::string_view line) {
    const std::string l = to_lower(line);
    if (l.rfind("info", 0) == 0) return false;
    for (const char* word : {"bad move", "illegal move", "invalid move", "unknown piece", "bad fen",
                             "invalid fen", "illegal fen", "error"})
        if (l.find(word) != std::string::npos) return true;
    return false;
}

// "e2e4", "g1f3", "e7e8q": a chess move in coordinates (files a-h, ranks 1-8).
bool looks_like_chess(std::string_view m) {
    if (m.size() != 4 && m.size() != 5) return false;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    return file(m[0]) && rank(m[1]) && file(m[2]) && rank(m[3]);
}

}  // namespace

std::string describe(const ExternalFailure& f) {
    std::string s;
    switch (f.kind) {
        case ExternalFailure::Kind::NOT_STARTED:
            s = "could not be started: " + f.detail;
            break;
        case ExternalFailure::Kind::EXITED:
            s = "exited (" + f.detail + ")";
            break;
        case ExternalFailure::Kind::NO_HANDSHAKE:
            s = "answered neither 'uci' nor 'ucci' in time";
            break;
        case ExternalFailure::Kind::NOT_READY:
            s = "did not answer 'isready' in time";
            break;
        case ExternalFailure::Kind::NO_BESTMOVE:
            s = "gave no move in time, even after 'stop'";
            break;
        case ExternalFailure::Kind::ILLEGAL_MOVE:
            s = "played an illegal move '" + f.detail + "'";
            break;
        case ExternalFailure::Kind::NO_MOVE:
            s = "gave no move in a position with legal moves";
            break;
        case ExternalFailure::Kind::NOT_XIANGQI:
            s = "answered a Xiangqi position with '" + f.detail + "', not a Xiangqi move";
            break;
        case ExternalFailure::Kind::REFUSED:
            s = "refused our position: '" + f.detail + "'";
            break;
        case ExternalFailure::Kind::ECHOES:
            s = "sent our '" + f.detail + "' back: not an engine";
            break;
    }
    if (!f.last_output.empty()) s += "; its last output: '" + f.last_output + "'";
    return s;
}

ExternalEngine::ExternalEngine(std::string path, ExternalProtocol preferred, OptionValues values,
                               Callbacks callbacks, ExternalTimeouts timeouts, bool only_preferred)
    : path_(std::move(path)),
      timeouts_(timeouts),
      only_preferred_(only_preferred && preferred != ExternalProtocol::UNKNOWN),
      callbacks_(std::move(callbacks)),
      preferred_(preferred) {
    inbox_.wanted_options = std::move(values);  // before the driver that reads it starts
    driver_ = std::thread([this] { run(); });
}

ExternalEngine::~ExternalEngine() {
    shut_down();
    driver_.join();
}

ExternalEngine::Status ExternalEngine::status() const {
    std::lock_guard lock(mutex_);
    return inbox_.status;
}

void ExternalEngine::go(int search_id, const std::string& fen, const std::vector<Move>& moves,
                        const SearchLimits& limits, int multipv, bool use_book) {
    std::optional<ExternalFailure> failed;
    {
        std::lock_guard lock(mutex_);
        if (inbox_.status.state == State::FAILED || inbox_.status.state == State::STOPPED) {
            ExternalFailure shut;
            shut.detail = "it was shut down";
            failed = inbox_.status.failure.value_or(shut);
        } else {
            inbox_.pending = Request{search_id, fen, moves, limits, multipv, use_book};
            inbox_.stop_asked = false;
        }
    }
    if (failed) {
        if (callbacks_.failure) callbacks_.failure(search_id, *failed);
        return;
    }
    wake_.notify_all();
}

void ExternalEngine::stop() {
    {
        std::lock_guard lock(mutex_);
        inbox_.stop_asked = true;
    }
    wake_.notify_all();
}

void ExternalEngine::new_game() {
    {
        std::lock_guard lock(mutex_);
        inbox_.new_game_asked = true;
    }
    wake_.notify_all();
}

void ExternalEngine::set_options(const OptionValues& values) {
    {
        std::lock_guard lock(mutex_);
        inbox_.wanted_options = values;
    }
    wake_.notify_all();
}

void ExternalEngine::shut_down() {
    {
        std::lock_guard lock(mutex_);
        inbox_.quit_asked = true;
    }
    wake_.notify_all();
}

void ExternalEngine::set_state(State s) {
    {
        std::lock_guard lock(mutex_);
        if (inbox_.status.state == State::FAILED) return;  // the failure stays on show
        inbox_.status.state = s;
    }
    if (callbacks_.status_changed) callbacks_.status_changed();
}

void ExternalEngine::fail(ExternalFailure::Kind kind, const std::string& detail,
                          ExternalFailure::Cause cause, int seconds) {
    child_->kill();
    ExternalFailure f;
    f.kind = kind;
    f.detail = detail;
    if (kind == ExternalFailure::Kind::NOT_STARTED) f.start_problem = child_->start_problem();
    f.cause = cause;
    f.seconds = seconds;
    if (running_ &&
        (kind == ExternalFailure::Kind::ILLEGAL_MOVE || kind == ExternalFailure::Kind::REFUSED))
        f.fen = search_.root.fen();
    if (kind == ExternalFailure::Kind::ILLEGAL_MOVE && f.cause == ExternalFailure::Cause::NONE)
        f.cause = looks_like_chess(detail) ? ExternalFailure::Cause::CHESS_NOTATION
                                           : ExternalFailure::Cause::NOTATION;
    int id = 0;
    {
        std::lock_guard lock(mutex_);
        f.last_output = inbox_.last_output;
        inbox_.status.failure = f;
        inbox_.status.state = State::FAILED;
        if (running_)
            id = running_->id;
        else if (inbox_.pending)
            id = inbox_.pending->id;
        inbox_.pending.reset();
    }
    running_.reset();
    if (callbacks_.failure) callbacks_.failure(id, f);
    if (callbacks_.status_changed) callbacks_.status_changed();
}

ExternalEngine::Ended ExternalEngine::ended() const {
    std::lock_guard lock(mutex_);
    return {inbox_.quit_asked, inbox_.eof};
}

void ExternalEngine::fail_exited(ExternalFailure::Cause cause) {
    fail(ExternalFailure::Kind::EXITED, child_->wait_exit(500).value_or("output closed"), cause);
}

void ExternalEngine::fail_unanswered(ExternalFailure::Kind kind, int timeout_ms) {
    if (ended().eof)
        fail_exited();
    else
        fail(kind, {}, ExternalFailure::Cause::NONE, timeout_ms / 1000);
}

bool ExternalEngine::send(const std::string& line) {
    return child_->write(line + "\n");
}

bool ExternalEngine::start_child(std::string* error) {
    child_ = std::make_unique<ChildProcess>();
    {
        std::lock_guard lock(mutex_);
        inbox_.lines.clear();
        inbox_.eof = false;
    }
    if (!child_->start(path_, error)) return false;
    reader_ = std::thread([this] { read_loop(); });
    return true;
}

void ExternalEngine::end_child() {
    child_->kill();
    child_->wait_exit(2000);
    if (reader_.joinable()) reader_.join();  // it sees the end of the output
}

void ExternalEngine::read_loop() {
    std::string partial;
    char buffer[4096];
    for (;;) {
        {
            std::lock_guard lock(mutex_);
            if (finished_) return;
        }
        const long n = child_->read(buffer, sizeof buffer, 100);
        if (n < 0) continue;  // nothing yet: look at the stop flag again
        if (n == 0) {
            std::lock_guard lock(mutex_);
            inbox_.eof = true;
            wake_.notify_all();
            return;
        }
        std::vector<std::string> got;
        for (long i = 0; i < n; ++i) {
            const char c = buffer[i];
            if (c == '\n') {
                if (!partial.empty() && partial.back() == '\r') partial.pop_back();
                got.push_back(std::move(partial));
                partial.clear();
            } else if (partial.size() < MAX_LINE) {
                partial += c;
            }
        }
        if (got.empty()) continue;
        std::lock_guard lock(mutex_);
        for (std::string& l : got) {
            if (inbox_.lines.size() >= MAX_QUEUED_LINES) inbox_.lines.pop_front();
            inbox_.lines.push_back(std::move(l));
        }
        wake_.notify_all();
    }
}

std::optional<std::string> ExternalEngine::next_line(Clock::time_point deadline,
                                                     bool wake_on_command) {
    std::unique_lock lock(mutex_);
    auto actionable = [&] {
        if (!wake_on_command) return false;
        if (inbox_.stop_asked) return true;
        if (inbox_.pending && (!running_ || !search_.stop_sent)) return true;
        return !running_ && (inbox_.new_game_asked || inbox_.wanted_options != peer_.sent_options);
    };
    wake_.wait_until(lock, deadline, [&] {
        return !inbox_.lines.empty() || inbox_.eof || inbox_.quit_asked || actionable();
    });
    if (inbox_.lines.empty()) return std::nullopt;
    std::string line = std::move(inbox_.lines.front());
    inbox_.lines.pop_front();
    // What the player sees when it fails: the last thing it said (made printable there).
    if (!line.empty()) inbox_.last_output = line.size() > 200 ? line.substr(0, 200) + "..." : line;
    return line;
}

ExternalProtocol ExternalEngine::protocol() const {
    std::lock_guard lock(mutex_);
    return inbox_.status.protocol;
}

std::string ExternalEngine::option_name(const std::string& wanted) const {
    std::lock_guard lock(mutex_);
    for (const ExternalOption& o : inbox_.status.options)
        if (iequals(o.name, wanted)) return o.name;
    return {};
}

bool ExternalEngine::greet(ExternalProtocol p) {
    {
        std::lock_guard lock(mutex_);
        inbox_.status.options.clear();
    }
    const std::string greeting = p == ExternalProtocol::UCI ? "uci" : "ucci";
    send(greeting);
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.handshake_ms);
    while (std::optional<std::string> line = next_line(deadline, false)) {
        if (*line == greeting) {  // no engine says its greeting back; cat does, at once
            peer_.echoed = true;
            return false;
        }
        Tokens t(*line);
        const std::string_view word = t.next();
        if (word == "uciok" || word == "ucciok") {
            std::lock_guard lock(mutex_);
            inbox_.status.protocol =
                word == "uciok" ? ExternalProtocol::UCI : ExternalProtocol::UCCI;
            return true;
        }
        if (word == "id" && t.next() == "name") {
            std::lock_guard lock(mutex_);
            inbox_.status.id_name = t.rest();
        } else if (std::optional<ExternalOption> o = parse_option_line(*line)) {
            std::lock_guard lock(mutex_);
            inbox_.status.options.push_back(std::move(*o));
        }
    }
    return false;
}

bool ExternalEngine::handshake() {
    const ExternalProtocol first =
        preferred_ == ExternalProtocol::UCCI ? ExternalProtocol::UCCI : ExternalProtocol::UCI;
    const ExternalProtocol order[2] = {
        first, first == ExternalProtocol::UCI ? ExternalProtocol::UCCI : ExternalProtocol::UCI};
    const int tries = only_preferred_ ? 1 : 2;
    std::string exit_detail;  // how it ended, when it quit on a greeting
    for (int i = 0; i < tries; ++i) {
        if (i > 0 && !exit_detail.empty()) {
            // It quit on the other protocol's greeting: start it again for this one.
            end_child();
            std::string error;
            if (!start_child(&error)) {
                fail(ExternalFailure::Kind::NOT_STARTED, error);
                return false;
            }
        }
        if (greet(order[i])) return true;
        if (peer_.echoed) {
            fail(ExternalFailure::Kind::ECHOES, protocol_name(order[i]),
                 ExternalFailure::Cause::NOT_AN_ENGINE);
            return false;
        }
        const Ended ended_now = ended();
        if (ended_now.quit) return false;
        exit_detail = ended_now.eof ? child_->wait_exit(500).value_or("output closed") : "";
    }
    if (!exit_detail.empty())
        fail(ExternalFailure::Kind::EXITED, exit_detail, ExternalFailure::Cause::NOT_AN_ENGINE);
    else
        fail(ExternalFailure::Kind::NO_HANDSHAKE, {}, ExternalFailure::Cause::NOT_AN_ENGINE,
             timeouts_.handshake_ms / 1000);
    return false;
}

void ExternalEngine::choose_variant() {
    ExternalOption variant;
    {
        std::lock_guard lock(mutex_);
        peer_.deaf_while_searching = reads_no_input_while_searching(inbox_.status.id_name);
        for (const ExternalOption& o : inbox_.status.options)
            if (iequals(o.name, "UCI_Variant")) variant = o;
    }
    if (variant.name.empty()) return;
    for (const std::string& choice : variant.choices) {
        if (iequals(choice, "xiangqi")) {
            send(setoption_command(protocol(), variant.name, choice));
            return;
        }
    }
    peer_.no_xiangqi_variant = true;
}

bool ExternalEngine::sync() {
    send("isready");
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.ready_ms);
    while (std::optional<std::string> line = next_line(deadline, false))
        if (Tokens(*line).next() == "readyok") return true;
    return false;
}

bool ExternalEngine::probe_dialect() {
    const ExternalProtocol p = protocol();
    Position root;
    root.set_fen(PROBE_FEN);
    SearchLimits depth1;
    depth1.depth = 1;
    std::string refusal;
    // Our FEN letters first, then Sjaak II's (h/e), if it refused ours.
    for (const bool horse_elephant : {false, true}) {
        const EngineDialect letters{0, horse_elephant};
        send(position_command(PROBE_FEN, {}, letters));
        send(go_command(p, depth1, BLACK, true, letters));
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.handshake_ms);
        std::optional<std::string> answer;
        bool refused = false;
        while (std::optional<std::string> line = next_line(deadline, false)) {
            Tokens t(*line);
            const std::string_view word = t.next();
            if (word == "bestmove" || word == "nobestmove") {
                answer = word == "bestmove" ? std::string(t.next()) : std::string("(none)");
                break;
            }
            if (is_refusal(*line)) {
                refusal = *line;
                refused = true;
                break;
            }
        }
        const Ended ended_now = ended();
        if (ended_now.quit) return false;
        if (ended_now.eof) {
            fail_exited(peer_.no_xiangqi_variant ? ExternalFailure::Cause::NO_XIANGQI_VARIANT
                                                 : ExternalFailure::Cause::CHESS_NOTATION);
            return false;
        }
        if (!answer && !refused) {
            // No move for a depth-1 search in time: stop it; no move even then, it will not play.
            send("stop");
            const auto until = Clock::now() + std::chrono::milliseconds(timeouts_.stop_ms);
            while (!answer)
                if (std::optional<std::string> line = next_line(until, false)) {
                    Tokens t(*line);
                    if (t.next() == "bestmove") answer = std::string(t.next());
                } else {
                    fail_unanswered(ExternalFailure::Kind::NO_BESTMOVE, timeouts_.handshake_ms);
                    return false;
                }
        }
        if (answer) {
            for (const int base : {0, 1}) {
                const EngineDialect d{base, horse_elephant};
                const Move m = move_from_engine(*answer, d);
                if (m != MOVE_NONE && root.is_legal(m)) {
                    peer_.dialect = d;
                    std::lock_guard lock(mutex_);
                    inbox_.status.dialect = d;
                    return true;
                }
            }
            fail(ExternalFailure::Kind::NOT_XIANGQI, *answer,
                 peer_.no_xiangqi_variant    ? ExternalFailure::Cause::NO_XIANGQI_VARIANT
                 : looks_like_chess(*answer) ? ExternalFailure::Cause::CHESS_NOTATION
                                             : ExternalFailure::Cause::NOTATION);
            return false;
        }
        send("stop");  // refused: whatever it does now, it is told to stop and asked if ready
        if (!sync()) {
            fail(ExternalFailure::Kind::NOT_READY, {}, ExternalFailure::Cause::NONE,
                 timeouts_.ready_ms / 1000);
            return false;
        }
    }
    fail(ExternalFailure::Kind::REFUSED, refusal, ExternalFailure::Cause::NOTATION);
    return false;
}

void ExternalEngine::send_options(const OptionValues& values) {
    const ExternalProtocol p = protocol();
    for (const auto& [name, value] : values) {
        auto before = std::find_if(peer_.sent_options.begin(), peer_.sent_options.end(),
                                   [&key = name](const auto& nv) { return nv.first == key; });
        if (before != peer_.sent_options.end() && before->second == value) continue;
        const std::string spelled = option_name(name);
        if (!spelled.empty()) send(setoption_command(p, spelled, value));
    }
    peer_.sent_options = values;
}

bool ExternalEngine::wait_ready() {
    OptionValues values;
    {
        std::lock_guard lock(mutex_);
        values = inbox_.wanted_options;
    }
    // Our UCCI times are milliseconds when the engine offers it.
    if (protocol() == ExternalProtocol::UCCI && !option_name("usemillisec").empty())
        send(setoption_command(ExternalProtocol::UCCI, option_name("usemillisec"), "true"));
    send_options(values);
    send("isready");
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.ready_ms);
    while (std::optional<std::string> line = next_line(deadline, false))
        if (Tokens(*line).next() == "readyok") return true;
    {
        std::lock_guard lock(mutex_);
        if (inbox_.quit_asked) return false;
    }
    fail_unanswered(ExternalFailure::Kind::NOT_READY, timeouts_.ready_ms);
    return false;
}

void ExternalEngine::apply_settings() {
    const ExternalProtocol p = protocol();
    OptionValues values;
    bool new_game = false;
    {
        std::lock_guard lock(mutex_);
        values = inbox_.wanted_options;
        new_game = std::exchange(inbox_.new_game_asked, false);
    }
    send_options(values);
    if (new_game) {
        if (p == ExternalProtocol::UCI)
            send("ucinewgame");
        else if (const std::string name = option_name("newgame"); !name.empty())
            send(setoption_command(p, name, ""));
    }
}

void ExternalEngine::send_book(bool on) {
    ExternalOption book;
    {
        std::lock_guard lock(mutex_);
        for (const ExternalOption& o : inbox_.status.options)
            if (iequals(o.name, "usebook") || iequals(o.name, "OwnBook")) book = o;
    }
    if (book.name.empty()) return;
    // On: the player's value, else the engine's default; off: off.
    std::string value = on ? option_value(peer_.sent_options, book.name) : "false";
    if (value.empty()) value = book.default_value;
    if (value == peer_.sent_book || (peer_.sent_book.empty() && value == book.default_value))
        return;
    send(setoption_command(protocol(), book.name, value));
    peer_.sent_book = value;
}

void ExternalEngine::begin(Request r) {
    const ExternalProtocol p = protocol();
    apply_settings();
    send_book(r.use_book && !r.limits.infinite);
    if (const std::string name = option_name("MultiPV");
        !name.empty() && r.multipv != peer_.sent_multipv) {
        send(setoption_command(p, name, std::to_string(r.multipv)));
        peer_.sent_multipv = r.multipv;
    }
    Position root;
    bool ok = root.set_fen(r.fen);
    for (size_t i = 0; ok && i < r.moves.size(); ++i) {
        ok = root.is_legal(r.moves[i]);
        if (ok) root.do_move(r.moves[i]);
    }
    if (!ok || !has_legal_move(root)) {  // nothing to search: answer at once, as Engine does
        BestMoveInfo none;
        none.search_id = r.id;
        if (callbacks_.bestmove) callbacks_.bestmove(none);
        return;
    }
    search_.root = root;
    search_.counted_nodes = 0;
    search_.counted_ms = 0;
    // An infinite analysis by an engine that reads nothing while it searches (so `stop` would
    // not end it) runs as searches of 1, 2, 4 ... s, each deeper than the last.
    search_.stepping = r.limits.infinite && peer_.deaf_while_searching;
    search_.step_ms = timeouts_.analysis_step_ms;
    search_.shown_depth = 0;
    send_search(r);
    running_ = std::move(r);
}

void ExternalEngine::send_search(const Request& r) {
    const ExternalProtocol p = protocol();
    SearchLimits limits = r.limits;
    root_moves_for(p, search_.root, limits);
    if (search_.stepping) {  // analysis in steps it cannot be stopped in the middle of
        limits.infinite = false;
        limits.movetime_ms = search_.step_ms;
        search_.step_ends = Clock::now() + std::chrono::milliseconds(search_.step_ms);
    }
    send(position_command(r.fen, r.moves, peer_.dialect));
    if (const std::string ban = banmoves_command(limits.banmoves, peer_.dialect); !ban.empty())
        send(ban);
    send(go_command(p, limits, search_.root.side_to_move(), !option_name("usemillisec").empty(),
                    peer_.dialect));
    search_.stop_sent = false;
    search_.give_up_at.reset();
    search_.stop_at.reset();
    const Color stm = search_.root.side_to_move();
    int64_t budget = 0;
    if (!limits.infinite && limits.depth == 0 && limits.nodes == 0)
        budget = limits.time_left_ms[stm] > 0 ? limits.time_left_ms[stm] + limits.increment_ms[stm]
                                              : std::max<int64_t>(1, limits.movetime_ms);
    if (budget > 0)
        search_.stop_at =
            Clock::now() + std::chrono::milliseconds(budget + timeouts_.search_grace_ms);
}

void ExternalEngine::on_search_line(const std::string& line) {
    if (!running_) return;  // a late line of a search already over
    Tokens t(line);
    const std::string_view word = t.next();
    if (word == "info") {
        std::optional<SearchInfo> info =
            parse_info_line(line, protocol(), search_.root, peer_.dialect);
        // Depth 0 is no search: ElephantEye lists its book moves so, with their weights.
        // A new analysis step repeats the depths the last one showed: they are not shown again.
        if (info && info->depth > 0 && search_.stepping && info->depth < search_.shown_depth)
            return;
        if (info && info->depth > 0) {
            if (search_.stepping && info->multipv == 1) search_.shown_depth = info->depth;
            info->search_id = running_->id;
            // UCCI engines may give nodes and time on lines of their own ("info time 53 nodes
            // 138345"): the latest counts go with the next line that lacks them.
            if (info->nodes == 0) info->nodes = search_.counted_nodes;
            if (info->time_ms == 0) info->time_ms = search_.counted_ms;
            if (info->nps == 0 && info->time_ms > 0)
                info->nps = uint64_t(double(info->nodes) * 1000.0 / double(info->time_ms));
            search_.last_score = info->multipv == 1 ? info->score : search_.last_score;
            search_.last_depth = info->multipv == 1 ? info->depth : search_.last_depth;
            if (callbacks_.info) callbacks_.info(*info);
        } else if (std::optional<CurrMoveInfo> cm =
                       parse_currmove(line, search_.root, peer_.dialect)) {
            cm->search_id = running_->id;
            if (callbacks_.currmove) callbacks_.currmove(*cm);
        } else if (!info) {
            for (Tokens counts(line); !counts.empty();) {
                const std::string_view key = counts.next();
                if (key == "string" || key == "message") break;
                const int64_t v = parse_int(counts.peek(), 0, int64_t(1) << 62).value_or(0);
                if (key == "nodes") search_.counted_nodes = uint64_t(v);
                if (key == "time") search_.counted_ms = v;
            }
        }
        return;
    }
    if (is_refusal(line)) {  // it will not search the position we mean: no use waiting
        fail(ExternalFailure::Kind::REFUSED, line, ExternalFailure::Cause::NOTATION);
        return;
    }
    std::optional<ParsedBestMove> b = parse_bestmove(line, search_.root, peer_.dialect);
    if (!b) return;  // anything else is ignored (it is remembered as the last output)
    if (!b->legal) {
        fail(ExternalFailure::Kind::ILLEGAL_MOVE, b->text);
        return;
    }
    if (search_.stepping && !search_.stop_sent) {
        bool asked = false;
        {
            std::lock_guard lock(mutex_);
            asked = inbox_.stop_asked || inbox_.pending;
        }
        if (!asked) {  // the step is over, the analysis is not: the next, longer step
            search_.step_ms =
                std::min<int64_t>(search_.step_ms * 2, timeouts_.analysis_step_max_ms);
            send_search(*running_);
            return;
        }
    }
    // Told to stop at once, an engine may have no move yet: that is no fault.
    if (b->best == MOVE_NONE && !search_.stop_sent) {
        fail(ExternalFailure::Kind::NO_MOVE);
        return;
    }
    BestMoveInfo best;
    best.best = b->best;
    best.ponder = b->ponder;
    best.score = search_.last_score;
    best.depth = search_.last_depth;
    best.search_id = running_->id;
    running_.reset();
    search_.stop_at.reset();
    search_.give_up_at.reset();
    search_.last_score = {};
    search_.last_depth = 0;
    if (callbacks_.bestmove) callbacks_.bestmove(best);
}

ExternalEngine::Step ExternalEngine::next_step(Clock::time_point now,
                                               std::optional<Request>* request) {
    std::lock_guard lock(mutex_);
    if (inbox_.quit_asked) return Step::QUIT;
    if (inbox_.eof) return Step::EXITED;
    if (search_.give_up_at && now >= *search_.give_up_at) return Step::GIVE_UP;
    const bool stop_now = std::exchange(inbox_.stop_asked, false) ||
                          (search_.stop_at && now >= *search_.stop_at) ||
                          (inbox_.pending && running_);
    if (running_ && stop_now && !search_.stop_sent) return Step::STOP;
    if (!running_ && inbox_.pending) {
        *request = std::exchange(inbox_.pending, std::nullopt);
        return Step::BEGIN;
    }
    if (!running_ && (inbox_.new_game_asked || inbox_.wanted_options != peer_.sent_options))
        return Step::APPLY;
    return Step::WAIT;
}

void ExternalEngine::send_stop(Clock::time_point now) {
    send("stop");
    search_.stop_sent = true;
    search_.stop_at.reset();
    search_.give_up_at = now + std::chrono::milliseconds(timeouts_.stop_ms);
    // One that does not read while it searches answers when its step is over.
    if (search_.stepping)
        search_.give_up_at = std::max(
            *search_.give_up_at, search_.step_ends + std::chrono::milliseconds(timeouts_.stop_ms));
}

void ExternalEngine::serve() {
    for (;;) {
        Clock::time_point deadline = Clock::now() + std::chrono::hours(24);
        if (search_.stop_at) deadline = std::min(deadline, *search_.stop_at);
        if (search_.give_up_at) deadline = std::min(deadline, *search_.give_up_at);
        if (std::optional<std::string> line = next_line(deadline, true)) {
            on_search_line(*line);
            if (status().state == State::FAILED) return;
            continue;
        }
        const Clock::time_point now = Clock::now();
        std::optional<Request> request;
        switch (next_step(now, &request)) {
            case Step::QUIT:
                return;
            case Step::EXITED:
                fail_exited();
                return;
            case Step::GIVE_UP:
                fail(ExternalFailure::Kind::NO_BESTMOVE, {}, ExternalFailure::Cause::NONE,
                     timeouts_.stop_ms / 1000);
                return;
            case Step::STOP:
                send_stop(now);
                break;
            case Step::BEGIN:
                begin(std::move(*request));
                break;
            case Step::APPLY:
                apply_settings();  // now rather than at the next search
                break;
            case Step::WAIT:
                break;
        }
    }
}

void ExternalEngine::run() {
    std::string error;
    const bool started = start_child(&error);
    if (!started) {
        fail(ExternalFailure::Kind::NOT_STARTED, error);
    } else if (handshake() && (choose_variant(), wait_ready()) && probe_dialect()) {
        set_state(State::READY);
        serve();
    }
    // Leave: ask politely, then kill.
    if (started && status().state != State::FAILED) {
        if (running_) send("stop");
        send("quit");
        if (!child_->wait_exit(timeouts_.quit_ms)) child_->kill();
    }
    child_->kill();
    child_->wait_exit(2000);
    {
        std::lock_guard lock(mutex_);
        finished_ = true;
    }
    if (reader_.joinable()) reader_.join();
    set_state(State::STOPPED);
}

}  // namespace xq
