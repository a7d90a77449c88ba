#include "game/tournament/tournament_runner.h"

#include "game/clock/clock_limits.h"
#include "game/tournament/tournament_pgn.h"

namespace xq {

namespace {

const char* side_name(Color c) {
    return c == RED ? "Red" : "Black";
}

EngineBridge::Role role_of(Color c) {
    return c == RED ? EngineBridge::Role::OPPONENT : EngineBridge::Role::DEMO_BLACK;
}

}  // namespace

TournamentRunner::TournamentRunner(std::function<void()> wake, std::string state_dir)
    : wake_(std::move(wake)), state_dir_(std::move(state_dir)) {}

TournamentRunner::~TournamentRunner() = default;

bool TournamentRunner::start(const TournamentSetup& setup, const std::string& event,
                             const std::string& pgn_path, std::string* error) {
    if (std::string problem = setup_problem(setup); !problem.empty()) {
        if (error) *error = problem;
        return false;
    }
    std::vector<Opening> openings;
    if (!load_openings(setup.openings, openings, error)) return false;
    bridge_.reset();
    openings_ = std::move(openings);
    record_ = TournamentRecord{setup, event, pgn_path, {}};
    schedule_ = make_schedule(setup, int(openings_.size()));
    in_game_ = false;
    problem_.clear();
    state_ = State::RUNNING;
    ++revision_;
    save();
    return true;
}

bool TournamentRunner::restore(std::string* error) {
    if (state_dir_.empty()) return false;
    TournamentRecord saved;
    if (!load_tournament(state_dir_, saved, error)) return false;
    std::vector<Opening> openings;
    if (!load_openings(saved.setup.openings, openings, error)) return false;
    openings_ = std::move(openings);
    record_ = std::move(saved);
    schedule_ = make_schedule(record_.setup, int(openings_.size()));
    if (record_.results.size() > schedule_.size()) record_.results.resize(schedule_.size());
    in_game_ = false;
    state_ = games_played() < games_total() && !record_.stopped ? State::PAUSED : State::FINISHED;
    ++revision_;
    return true;
}

void TournamentRunner::pause() {
    if (state_ != State::RUNNING) return;
    if (bridge_) bridge_->stop();
    if (in_game_) record_.unfinished = unfinished();
    in_game_ = false;
    state_ = State::PAUSED;
    ++revision_;
    save();
}

void TournamentRunner::resume() {
    if (state_ != State::PAUSED) return;
    state_ = State::RUNNING;
    ++revision_;
}

void TournamentRunner::stop() {
    if (state_ == State::NONE) return;
    bridge_.reset();
    in_game_ = false;
    state_ = State::FINISHED;
    record_.stopped = true;
    record_.unfinished.reset();
    ++revision_;
    save();
}

std::optional<Pairing> TournamentRunner::current() const {
    if (!in_game_) return std::nullopt;
    return schedule_[size_t(games_played())];
}

const Entrant& TournamentRunner::entrant(Color c) const {
    const Pairing& p = schedule_[size_t(games_played())];
    return record_.setup.entrants[size_t(c == RED ? p.red : p.black)];
}

void TournamentRunner::open_bridge() {
    if (bridge_) return;
    bridge_ = std::make_unique<EngineBridge>(wake_);
    bridge_->set_external_timeouts(timeouts_);
    // No book: each search's request says so (start_search); the opening set makes games differ.
}

void TournamentRunner::update(int64_t now_ms) {
    if (state_ != State::RUNNING) {
        if (bridge_) bridge_->drain();  // reports of an abandoned search
        return;
    }
    if (in_game_ && search_pending_) {
        search_pending_ = false;
        start_search(now_ms);
    } else if (in_game_) {
        for (EngineBridge::Mail& mail : bridge_->drain()) {
            if (!in_game_ || mail.search_id != search_id_) continue;
            const Color mover = game_.side_to_move();
            const std::string engine = std::string(side_name(mover)) + "'s engine";
            if (const auto* note = std::get_if<ExternalNote>(&mail.info)) {
                fault(mover, engine + " failed: " + describe(note->failure));
            } else if (const auto* best = std::get_if<BestMoveInfo>(&mail.info)) {
                if (best->best == MOVE_NONE)
                    fault(mover, engine + " gave no move");
                else if (!game_.is_legal(best->best))
                    fault(mover, engine + " played an illegal move");
                else
                    play(best->best, now_ms);
            }
        }
        if (in_game_) check_time(now_ms);
    }
    // The next game begins at once, so the board never shows anything else in between.
    if (!in_game_) {
        if (games_played() < games_total()) {
            begin_game();
        } else {
            bridge_.reset();
            state_ = State::FINISHED;
            ++revision_;
        }
    }
}

void TournamentRunner::begin_game() {
    open_bridge();
    const Pairing& p = schedule_[size_t(games_played())];
    // A program that failed in an earlier game starts afresh for this one.
    for (Color c : {RED, BLACK}) {
        const Entrant& e = entrant(c);
        const auto status = e.external ? bridge_->external_status(e.external->path) : std::nullopt;
        if (status && status->state == ExternalEngine::State::FAILED)
            bridge_->set_external(role_of(c), nullptr);
        bridge_->set_external(role_of(c), e.external ? &*e.external : nullptr);
    }
    bridge_->new_game();
    bridge_->settle();
    game_.reset(Position().fen());
    const TimeControl tc = record_.setup.control;
    clock_.reset(tc, tc);
    // The game the tournament was paused in goes on from where it stood (the state file checked
    // that it is this game and that its moves are legal); else the opening is played.
    std::optional<UnfinishedGame> saved = std::move(record_.unfinished);
    record_.unfinished.reset();
    if (saved && saved->index == games_played()) {
        for (Move m : saved->moves) game_.play(m);
        if (saved->clock)
            for (Color c : {RED, BLACK}) clock_.restore(c, (*saved->clock)[c]);
    } else if (p.opening >= 0) {
        for (Move m : openings_[size_t(p.opening)]) game_.play(m);
    }
    termination_.clear();
    in_game_ = true;
    search_pending_ = true;
    ++revision_;
}

UnfinishedGame TournamentRunner::unfinished() const {
    UnfinishedGame g;
    g.index = games_played();
    g.moves = game_.line();
    // The clocks when the side to move began: the search the pause cuts short is not charged.
    if (record_.setup.control.timed())
        g.clock = std::array<Clock::Side, 2>{clock_.saved(RED, search_start_),
                                             clock_.saved(BLACK, search_start_)};
    return g;
}

void TournamentRunner::start_search(int64_t now) {
    const Color side = game_.side_to_move();
    SearchLimits limits;
    if (record_.setup.control.kind == TimeControl::Kind::MOVETIME)
        limits.movetime_ms = record_.setup.movetime_ms;
    else
        limits = clock_limits(clock_, side, now, 0);
    clock_.run(side, now);
    search_start_ = now;
    SearchRequest request;
    request.purpose = SearchRequest::Purpose::TOURNAMENT;
    request.fen = game_.start_fen();
    request.moves = game_.line();
    request.limits = limits;
    request.skill = entrant(side).level;
    request.role = role_of(side);  // no book: the openings are the tournament's
    search_id_ = bridge_->start(request);
}

void TournamentRunner::play(Move m, int64_t now) {
    const Color mover = game_.side_to_move();
    clock_.moved(mover, now);
    game_.play(m);
    ++revision_;
    if (game_.over()) {
        finish_game();
        return;
    }
    start_search(now);
}

void TournamentRunner::check_time(int64_t now) {
    const Color mover = game_.side_to_move();
    if (record_.setup.control.kind == TimeControl::Kind::MOVETIME) {
        // Only an external program can hang; the built-in engine keeps its time itself, and
        // on a loaded machine its late answer is the machine's fault, not its own.
        if (entrant(mover).external &&
            now - search_start_ > record_.setup.movetime_ms + MOVETIME_GRACE_MS)
            fault(mover, std::string(side_name(mover)) + "'s engine made no move in time");
    } else if (clock_.flag_fallen(mover, now)) {
        clock_.stop(now);
        game_.time_forfeit(mover);
        finish_game();
    }
}

void TournamentRunner::fault(Color loser, const std::string& why) {
    game_.resign(loser);
    termination_ = why;
    finish_game();
}

void TournamentRunner::finish_game() {
    bridge_->stop();
    const Pairing& p = schedule_[size_t(games_played())];
    FinishedGame g;
    g.index = games_played();
    g.red = p.red;
    g.black = p.black;
    g.result = game_.status().result;
    g.termination = termination_.empty() ? game_.status().description : termination_;
    g.plies = game_.length();
    GameLabels labels;
    labels.event = record_.event;
    labels.date = pgn_date_today();
    labels.round = g.index + 1;
    labels.red = entrant_name(record_.setup.entrants[size_t(p.red)]);
    labels.black = entrant_name(record_.setup.entrants[size_t(p.black)]);
    labels.termination = g.termination;
    std::string error;
    if (!record_.pgn_path.empty() &&
        !append_to_collection(record_.pgn_path,
                              tournament_game_pgn(game_, labels, time_control_tag(record_.setup)),
                              &error))
        problem_ = error;
    record_.results.push_back(std::move(g));
    in_game_ = false;
    ++revision_;
    save();
}

void TournamentRunner::save() {
    std::string error;
    if (!state_dir_.empty() && !save_tournament(state_dir_, record_, &error)) problem_ = error;
}

}  // namespace xq
