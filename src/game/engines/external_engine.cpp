#include "game/engines/external_engine.h"

#include <algorithm>

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
    }
    if (!f.last_output.empty()) s += "; its last output: '" + f.last_output + "'";
    return s;
}

ExternalEngine::ExternalEngine(std::string path, ExternalProtocol preferred, OptionValues values,
                               Callbacks callbacks, ExternalTimeouts timeouts)
    : path_(std::move(path)),
      timeouts_(timeouts),
      callbacks_(std::move(callbacks)),
      wanted_options_(std::move(values)),
      preferred_(preferred) {
    driver_ = std::thread([this] { run(); });
}

ExternalEngine::~ExternalEngine() {
    shut_down();
    driver_.join();
}

ExternalEngine::Status ExternalEngine::status() const {
    std::lock_guard lock(mutex_);
    return status_;
}

void ExternalEngine::go(int search_id, const std::string& fen, const std::vector<Move>& moves,
                        const SearchLimits& limits, int multipv) {
    std::optional<ExternalFailure> failed;
    {
        std::lock_guard lock(mutex_);
        if (status_.state == State::FAILED || status_.state == State::STOPPED) {
            failed = status_.failure.value_or(
                ExternalFailure{ExternalFailure::Kind::EXITED, "it was shut down", {}});
        } else {
            pending_ = Request{search_id, fen, moves, limits, multipv};
            stop_asked_ = false;
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
        stop_asked_ = true;
    }
    wake_.notify_all();
}

void ExternalEngine::new_game() {
    {
        std::lock_guard lock(mutex_);
        new_game_asked_ = true;
    }
    wake_.notify_all();
}

void ExternalEngine::set_options(const OptionValues& values) {
    {
        std::lock_guard lock(mutex_);
        wanted_options_ = values;
    }
    wake_.notify_all();
}

void ExternalEngine::shut_down() {
    {
        std::lock_guard lock(mutex_);
        quit_asked_ = true;
    }
    wake_.notify_all();
}

void ExternalEngine::set_state(State s) {
    {
        std::lock_guard lock(mutex_);
        if (status_.state == State::FAILED) return;  // the failure stays on show
        status_.state = s;
    }
    if (callbacks_.status_changed) callbacks_.status_changed();
}

void ExternalEngine::fail(ExternalFailure::Kind kind, const std::string& detail) {
    child_.kill();
    ExternalFailure f{kind, detail, {}};
    int id = 0;
    {
        std::lock_guard lock(mutex_);
        f.last_output = last_output_;
        status_.failure = f;
        status_.state = State::FAILED;
        if (running_)
            id = running_->id;
        else if (pending_)
            id = pending_->id;
        pending_.reset();
    }
    running_.reset();
    if (callbacks_.failure) callbacks_.failure(id, f);
    if (callbacks_.status_changed) callbacks_.status_changed();
}

bool ExternalEngine::send(const std::string& line) {
    return child_.write(line + "\n");
}

void ExternalEngine::read_loop() {
    std::string partial;
    char buffer[4096];
    for (;;) {
        {
            std::lock_guard lock(mutex_);
            if (finished_) return;
        }
        const long n = child_.read(buffer, sizeof buffer, 100);
        if (n < 0) continue;  // nothing yet: look at the stop flag again
        if (n == 0) {
            std::lock_guard lock(mutex_);
            eof_ = true;
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
            if (lines_.size() >= MAX_QUEUED_LINES) lines_.pop_front();
            lines_.push_back(std::move(l));
        }
        wake_.notify_all();
    }
}

std::optional<std::string> ExternalEngine::next_line(Clock::time_point deadline,
                                                     bool wake_on_command) {
    std::unique_lock lock(mutex_);
    auto actionable = [&] {
        if (!wake_on_command) return false;
        if (stop_asked_) return true;
        if (pending_ && (!running_ || !stop_sent_)) return true;
        return !running_ && (new_game_asked_ || wanted_options_ != sent_options_);
    };
    wake_.wait_until(lock, deadline,
                     [&] { return !lines_.empty() || eof_ || quit_asked_ || actionable(); });
    if (lines_.empty()) return std::nullopt;
    std::string line = std::move(lines_.front());
    lines_.pop_front();
    // What the player sees when it fails: the last thing it said (made printable there).
    if (!line.empty()) last_output_ = line.size() > 200 ? line.substr(0, 200) + "..." : line;
    return line;
}

ExternalProtocol ExternalEngine::protocol() const {
    std::lock_guard lock(mutex_);
    return status_.protocol;
}

std::string ExternalEngine::option_name(const std::string& wanted) const {
    std::lock_guard lock(mutex_);
    for (const ExternalOption& o : status_.options)
        if (iequals(o.name, wanted)) return o.name;
    return {};
}

bool ExternalEngine::handshake() {
    const ExternalProtocol order[2] = {
        preferred_ == ExternalProtocol::UCCI ? ExternalProtocol::UCCI : ExternalProtocol::UCI,
        preferred_ == ExternalProtocol::UCCI ? ExternalProtocol::UCI : ExternalProtocol::UCCI};
    for (ExternalProtocol p : order) {
        {
            std::lock_guard lock(mutex_);
            status_.options.clear();
        }
        send(p == ExternalProtocol::UCI ? "uci" : "ucci");
        const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.handshake_ms);
        while (std::optional<std::string> line = next_line(deadline, false)) {
            Tokens t(*line);
            const std::string_view word = t.next();
            if (word == "uciok" || word == "ucciok") {
                std::lock_guard lock(mutex_);
                status_.protocol = word == "uciok" ? ExternalProtocol::UCI : ExternalProtocol::UCCI;
                return true;
            }
            if (word == "id" && t.next() == "name") {
                std::lock_guard lock(mutex_);
                status_.id_name = t.rest();
            } else if (std::optional<ExternalOption> o = parse_option_line(*line)) {
                std::lock_guard lock(mutex_);
                status_.options.push_back(std::move(*o));
            }
        }
        std::unique_lock lock(mutex_);
        if (quit_asked_) return false;
        if (eof_) {
            lock.unlock();
            fail(ExternalFailure::Kind::EXITED, child_.wait_exit(500).value_or("output closed"));
            return false;
        }
    }
    fail(ExternalFailure::Kind::NO_HANDSHAKE);
    return false;
}

void ExternalEngine::send_options(const OptionValues& values) {
    const ExternalProtocol p = protocol();
    for (const auto& [name, value] : values) {
        auto before = std::find_if(sent_options_.begin(), sent_options_.end(),
                                   [&key = name](const auto& nv) { return nv.first == key; });
        if (before != sent_options_.end() && before->second == value) continue;
        const std::string spelled = option_name(name);
        if (!spelled.empty()) send(setoption_command(p, spelled, value));
    }
    sent_options_ = values;
}

bool ExternalEngine::wait_ready() {
    OptionValues values;
    {
        std::lock_guard lock(mutex_);
        values = wanted_options_;
    }
    // Our UCCI times are milliseconds when the engine offers it.
    if (protocol() == ExternalProtocol::UCCI && !option_name("usemillisec").empty())
        send(setoption_command(ExternalProtocol::UCCI, option_name("usemillisec"), "true"));
    send_options(values);
    send("isready");
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeouts_.ready_ms);
    while (std::optional<std::string> line = next_line(deadline, false))
        if (Tokens(*line).next() == "readyok") return true;
    std::unique_lock lock(mutex_);
    if (quit_asked_) return false;
    const bool eof = eof_;
    lock.unlock();
    if (eof)
        fail(ExternalFailure::Kind::EXITED, child_.wait_exit(500).value_or("output closed"));
    else
        fail(ExternalFailure::Kind::NOT_READY);
    return false;
}

void ExternalEngine::apply_settings() {
    const ExternalProtocol p = protocol();
    OptionValues values;
    bool new_game = false;
    {
        std::lock_guard lock(mutex_);
        values = wanted_options_;
        new_game = std::exchange(new_game_asked_, false);
    }
    send_options(values);
    if (new_game) {
        if (p == ExternalProtocol::UCI)
            send("ucinewgame");
        else if (const std::string name = option_name("newgame"); !name.empty())
            send(setoption_command(p, name, ""));
    }
}

void ExternalEngine::begin(Request r) {
    const ExternalProtocol p = protocol();
    apply_settings();
    if (const std::string name = option_name("MultiPV");
        !name.empty() && r.multipv != sent_multipv_) {
        send(setoption_command(p, name, std::to_string(r.multipv)));
        sent_multipv_ = r.multipv;
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
    running_root_ = root;
    send(position_command(r.fen, r.moves));
    send(go_command(p, r.limits, root.side_to_move(), !option_name("usemillisec").empty()));
    stop_sent_ = false;
    give_up_at_.reset();
    stop_at_.reset();
    const Color stm = root.side_to_move();
    int64_t budget = 0;
    if (!r.limits.infinite && r.limits.depth == 0 && r.limits.nodes == 0)
        budget = r.limits.time_left_ms[stm] > 0
                     ? r.limits.time_left_ms[stm] + r.limits.increment_ms[stm]
                     : std::max<int64_t>(1, r.limits.movetime_ms);
    if (budget > 0)
        stop_at_ = Clock::now() + std::chrono::milliseconds(budget + timeouts_.search_grace_ms);
    running_ = std::move(r);
}

void ExternalEngine::on_search_line(const std::string& line) {
    if (!running_) return;  // a late line of a search already over
    Tokens t(line);
    const std::string_view word = t.next();
    if (word == "info") {
        if (std::optional<SearchInfo> info = parse_info_line(line, protocol(), running_root_)) {
            info->search_id = running_->id;
            last_score_ = info->multipv == 1 ? info->score : last_score_;
            last_depth_ = info->multipv == 1 ? info->depth : last_depth_;
            if (callbacks_.info) callbacks_.info(*info);
        } else if (std::optional<CurrMoveInfo> cm = parse_currmove(line, running_root_)) {
            cm->search_id = running_->id;
            if (callbacks_.currmove) callbacks_.currmove(*cm);
        }
        return;
    }
    std::optional<ParsedBestMove> b = parse_bestmove(line, running_root_);
    if (!b) return;  // anything else is ignored (it is remembered as the last output)
    if (!b->legal) {
        fail(ExternalFailure::Kind::ILLEGAL_MOVE, b->text);
        return;
    }
    // Told to stop at once, an engine may have no move yet: that is no fault.
    if (b->best == MOVE_NONE && !stop_sent_) {
        fail(ExternalFailure::Kind::NO_MOVE);
        return;
    }
    BestMoveInfo best;
    best.best = b->best;
    best.ponder = b->ponder;
    best.score = last_score_;
    best.depth = last_depth_;
    best.search_id = running_->id;
    running_.reset();
    stop_at_.reset();
    give_up_at_.reset();
    last_score_ = {};
    last_depth_ = 0;
    if (callbacks_.bestmove) callbacks_.bestmove(best);
}

void ExternalEngine::run() {
    std::string error;
    bool started = child_.start(path_, &error);
    if (!started) {
        fail(ExternalFailure::Kind::NOT_STARTED, error);
    } else {
        reader_ = std::thread([this] { read_loop(); });
        if (handshake() && wait_ready()) {
            set_state(State::READY);
            for (;;) {
                Clock::time_point deadline = Clock::now() + std::chrono::hours(24);
                if (stop_at_) deadline = std::min(deadline, *stop_at_);
                if (give_up_at_) deadline = std::min(deadline, *give_up_at_);
                if (std::optional<std::string> line = next_line(deadline, true)) {
                    on_search_line(*line);
                    if (status().state == State::FAILED) break;
                    continue;
                }
                std::unique_lock lock(mutex_);
                if (quit_asked_) break;
                if (eof_) {
                    lock.unlock();
                    fail(ExternalFailure::Kind::EXITED,
                         child_.wait_exit(500).value_or("output closed"));
                    break;
                }
                const auto now = Clock::now();
                if (give_up_at_ && now >= *give_up_at_) {
                    lock.unlock();
                    fail(ExternalFailure::Kind::NO_BESTMOVE);
                    break;
                }
                const bool stop_now = std::exchange(stop_asked_, false) ||
                                      (stop_at_ && now >= *stop_at_) || (pending_ && running_);
                if (running_ && stop_now && !stop_sent_) {
                    lock.unlock();
                    send("stop");
                    stop_sent_ = true;
                    stop_at_.reset();
                    give_up_at_ = now + std::chrono::milliseconds(timeouts_.stop_ms);
                    continue;
                }
                if (!running_ && pending_) {
                    Request r = std::move(*pending_);
                    pending_.reset();
                    lock.unlock();
                    begin(std::move(r));
                } else if (!running_ && (new_game_asked_ || wanted_options_ != sent_options_)) {
                    lock.unlock();
                    apply_settings();  // now rather than at the next search
                }
            }
        }
    }
    // Leave: ask politely, then kill.
    if (started && status().state != State::FAILED) {
        if (running_) send("stop");
        send("quit");
        if (!child_.wait_exit(timeouts_.quit_ms)) child_.kill();
    }
    child_.kill();
    child_.wait_exit(2000);
    {
        std::lock_guard lock(mutex_);
        finished_ = true;
    }
    if (reader_.joinable()) reader_.join();
    set_state(State::STOPPED);
}

}  // namespace xq
