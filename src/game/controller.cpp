#include "game/controller.h"

#include <algorithm>
#include <cmath>

#include "draw_offer.h"
#include "formats/handicap.h"
#include "game/clock/clock_limits.h"
#include "game/clock/engine_pace.h"
#include "game/engines/external_failure_text.h"
#include "game/score_graph.h"
#include "game/search_requests.h"
#include "game/text/move_text.h"
#include "game/text/setup_text.h"
#include "rules/movegen.h"
#include "util/text.h"

namespace xq {

Controller::Controller(Settings& settings, EngineBridge* bridge)
    : settings_(settings), bridge_(bridge), search_(bridge) {
    score_history_.assign(1, NAN);
    reset_clock();
    if (bridge_) bridge_->set_book(settings_.opening_book, settings_.masters_book);
    game_.set_rule_book(settings_.rule_book);
    use_external_engines();
}

void Controller::use_external_engines() {
    if (!bridge_) return;
    const auto& list = settings_.external_engines;
    // In demo mode the opponent's role is Red's player, and Black's has one of its own.
    const bool demo = mode() == Mode::DEMO;
    bridge_->set_external(
        EngineBridge::Role::OPPONENT,
        find_engine(list, demo ? settings_.demo_red_engine : seats().opponent_engine));
    bridge_->set_external(EngineBridge::Role::ANALYSER,
                          find_engine(list, settings_.analyser_engine));
    bridge_->set_external(EngineBridge::Role::DEMO_BLACK,
                          demo ? find_engine(list, settings_.demo_black_engine) : nullptr);
}

bool Controller::remember_protocols() {
    if (!bridge_) return false;
    bool changed = false;
    for (ExternalEngineSpec& e : settings_.external_engines) {
        const auto st = bridge_->external_status(e.path);
        if (st && st->state == ExternalEngine::State::READY && st->protocol != e.protocol) {
            e.protocol = st->protocol;
            changed = true;
        }
    }
    if (changed) use_external_engines();
    return changed;
}

void Controller::external_note(const ExternalNote& note) {
    // An external engine failed and the built-in engine has taken over: say which and why.
    keep_message_ = true;
    std::vector<MessageArg> args = {MessageArg::literal(note.engine), MessageArg::key(Str::COLON)};
    for (MessageArg& a : failure_text(note.failure)) args.push_back(std::move(a));
    notify(Message(note.had_role ? Str::EXTERNAL_FAILED : Str::EXTERNAL_ENGINE, std::move(args),
                   true));
}

GameSeats Controller::seats() const {
    return seats_.get(settings_);
}

void Controller::set_game_seats(const GameSeats& seats) {
    const bool engines_changed = seats.opponent_engine != this->seats().opponent_engine;
    seats_.set_game_own(seats, settings_);
    // The next search plays with these seats.
    if (search_.is(Purpose::MOVE) || search_.is(Purpose::PONDER)) search_.abandon();
    if (engines_changed) use_external_engines();
}

bool Controller::engine_turn() const {
    return live_ && !game_.over() && !paused_ && !editor_.active() &&
           engine_plays(game_.side_to_move());
}

bool Controller::engine_plays(Color c) const {
    if (!bridge_ || study_.holds_engine() || reading_) return false;
    switch (mode()) {
        case Mode::HUMAN_RED:
            return c == BLACK;
        case Mode::ENGINE_RED:
            return c == RED;
        case Mode::TWO_HUMANS:
            return false;
        case Mode::DEMO:
            return true;
    }
    return false;
}

EngineBridge::Role Controller::player_role(Color side) const {
    return mode() == Mode::DEMO && side == BLACK ? EngineBridge::Role::DEMO_BLACK
                                                 : EngineBridge::Role::OPPONENT;
}

std::string Controller::engine_name(Color side) const {
    return bridge_ && engine_plays(side) ? bridge_->external_name(player_role(side)) : "";
}

bool Controller::human_can_move() const {
    return !game_.over() && !paused_ && !editor_.active() && !engine_plays(game_.side_to_move()) &&
           !search_.is(Purpose::MOVE);
}

bool Controller::flipped() const {
    bool human_black = bridge_ && mode() == Mode::ENGINE_RED;
    return human_black != settings_.flip;
}

void Controller::say(Str s, const std::string& detail) {
    notify(detail.empty() ? Message(s) : Message(s, {MessageArg::literal(detail)}));
}

void Controller::start_search(Purpose p) {
    if (!bridge_) return;
    const Color side = game_.side_to_move();
    // A hint is the player's question, not a move on the clock: the fixed time, full strength.
    if (p == Purpose::MOVE) {
        SearchRequest r =
            move_request(game_, clock_limits(clocks_.clock(), side, now_, settings_.movetime_s),
                         level(), settings_.opening_book, player_role(side));
        r.tables_at_any_level = seats().tables_at_any_level;
        begin_search(p, r);
    } else
        begin_search(p, hint_request(game_, settings_.movetime_s, settings_.opening_book));
}

void Controller::begin_search(Purpose p, const SearchRequest& asked) {
    SearchRequest request = asked;
    // Every search at full strength uses the threads the settings give; a weaker level keeps to
    // one, so that it plays as measured.
    request.threads =
        request.skill < SKILL_RANGE.max ? 1 : engine_threads(settings_.engine_threads);
    search_.begin(p, request, game_.position(), game_.ply(), now_);
}

void Controller::review_judged(ReviewSession& review) {
    // The scores and marks go into the game if it still holds the line; the human sides' missed
    // wins become puzzles, which the App stores.
    const bool human[2] = {!engine_plays(RED), !engine_plays(BLACK)};
    if (review.finish(game_, score_history_, human)) ++record_revision_;
    notify(Message(Str::REVIEW_DONE));
    update_clock();
}

void Controller::shown_position_changed() {
    hint_.reset();
    anim_.move = MOVE_NONE;
    if (message.key == Str::HINT) message = {};  // it named a move of another position
}

void Controller::game_replaced() {
    study_.game_replaced();
    search_.abandon();
    seats_.drop_game_own();
    use_external_engines();
    search_.clear_status();  // the panel shows no search of another game
    hint_.reset();
    anim_.move = MOVE_NONE;
    message = {};
    played_by_[RED] = played_by_[BLACK] = {};
    ++game_serial_;
}

void Controller::played(Move m, uint32_t now_ms) {
    now_ = now_ms;
    clocks_.moved(~game_.side_to_move(), game_, now_ms);
    ended_ = false;
    sounds_.push_back(sound_for_move(game_));
    update_clock();
    anim_.move = settings_.animation ? m : MOVE_NONE;
    anim_.captured = game_.last_captured();
    anim_.start_ms = now_ms;
    hint_.reset();
    ++record_revision_;
    // An external engine's failure stays on show over the move the built-in engine made for it.
    if (!std::exchange(keep_message_, false)) message = {};
    if (int(score_history_.size()) > game_.ply()) score_history_.resize(game_.ply());
    while (int(score_history_.size()) <= game_.ply()) score_history_.push_back(NAN);
}

bool Controller::human_move(Move m, uint32_t now_ms) {
    now_ = now_ms;
    if (!human_can_move()) return false;
    if (search_.is(Purpose::HINT)) search_.abandon();
    const Color side = game_.side_to_move();
    if (!game_.play(m)) return false;
    played_by_[side] = {PlayedBy::Kind::HUMAN, {}, 0};
    played(m, now_ms);
    live_ = true;  // also a move that follows the record: the game goes on from here
    ponder_answered(m);
    return true;
}

void Controller::new_game() {
    game_replaced();
    std::string fen = handicap_fen(settings_.handicap, settings_.handicap_giver);
    game_.reset(fen);
    reading_ = false;
    live_ = true;
    if (bridge_) bridge_->new_game();
    score_history_.assign(1, NAN);
    reset_clock();
    ++record_revision_;
}

bool Controller::set_position(const std::string& fen, std::string* error) {
    Game g;
    if (!g.reset(fen, error)) return false;
    return load_game(g);
}

bool Controller::load_game(const Game& g, const SavedClock* clock) {
    const Message kept = message;  // a load's own message is said after it
    game_replaced();
    message = kept;
    reading_ = false;
    game_ = g;
    game_.set_rule_book(settings_.rule_book);
    live_ = game_.at_end();
    if (clock) {
        settings_.time_control[RED] = clock->control[RED];
        settings_.time_control[BLACK] = clock->control[BLACK];
    }
    reset_clock();
    Game end = g;
    ended_ = end.go_to(end.length()) && end.over();
    if (clock) {
        clocks_.restore(*clock, game_, now_);
        // Nobody is at the board yet: a timed clock waits for the player to resume.
        paused_ = clocks_.clock().timed() && !game_.over();
        if (paused_) say(Str::PAUSED);
    }
    if (bridge_) bridge_->new_game();
    score_history_.assign(game_.length() + 1, NAN);
    ++record_revision_;
    return true;
}

void Controller::open_game(const Game& g, const SavedClock* clock) {
    load_game(g, clock);
    reading_ = true;
    update_clock();
}

bool Controller::can_continue_playing() const {
    if (!game_.at_end()) return false;
    if (game_.ended_by_record()) return true;
    return reading_ && !game_.over();
}

bool Controller::continue_playing() {
    if (!can_continue_playing()) return false;
    if (game_.ended_by_record()) {
        game_.set_tag("Result", "");
        game_.set_tag("Termination", "");
    }
    reading_ = false;
    live_ = true;
    ++record_revision_;
    say(Str::CONTINUED);
    return true;
}

void Controller::undo() {
    search_.abandon();
    std::optional<ClockKeeper::LeftAtEnd> left = clock_before_navigation();
    if (!game_.undo()) return;
    ended_ = false;  // a move taken back: the game goes on from there
    // Against the engine, go back to the human's turn: the engine's reply goes too.
    while (game_.ply() > 0 && engine_plays(game_.side_to_move()) &&
           !engine_plays(~game_.side_to_move()))
        game_.undo();
    live_ = true;  // a take-back: the game goes on from here
    clock_after_navigation(std::move(left));
    shown_position_changed();
    ++record_revision_;
}

void Controller::redo() {
    search_.abandon();
    std::optional<ClockKeeper::LeftAtEnd> left = clock_before_navigation();
    if (game_.redo()) {
        live_ = game_.at_end();
        clock_after_navigation(std::move(left));
        shown_position_changed();
        ++record_revision_;
    }
}

void Controller::go_to(int ply) {
    if (ply == game_.ply()) return;
    search_.abandon();
    std::optional<ClockKeeper::LeftAtEnd> left = clock_before_navigation();
    if (game_.go_to(ply)) {
        live_ = game_.at_end();
        clock_after_navigation(std::move(left));
    }
    shown_position_changed();
    ++record_revision_;
}

void Controller::go_to_line(const LinePath& path, int ply) {
    search_.abandon();
    std::optional<ClockKeeper::LeftAtEnd> left = clock_before_navigation();
    if (!game_.go_to_line(path, ply)) return;
    live_ = game_.at_end();
    clock_after_navigation(std::move(left));
    shown_position_changed();
    ++record_revision_;
}

bool Controller::edit_tree(TreeEdit edit) {
    const int ply = game_.ply();
    std::optional<ClockKeeper::LeftAtEnd> left = clock_before_navigation();
    bool done = false;
    switch (edit) {
        case TreeEdit::PROMOTE:
            done = game_.promote_variation();
            break;
        case TreeEdit::MAKE_MAIN_LINE:
            done = game_.make_main_line();
            break;
        case TreeEdit::DELETE:
            done = game_.delete_variation();
            break;
    }
    if (!done) return false;
    if (game_.ply() != ply) {  // a deletion went back to where the variation began
        search_.abandon();
        live_ = game_.at_end();
        clock_after_navigation(std::move(left));
        shown_position_changed();
    }
    ++record_revision_;
    return true;
}

void Controller::set_comment(const std::string& raw) {
    // Blank lines and spaces at either end say nothing (and would show as a lone "}").
    const std::string text(trim(raw));
    if (text == game_.comment()) return;
    game_.set_comment(text);
    ++record_revision_;
}

void Controller::set_mark(const std::string& mark) {
    const MoveNode* n = game_.current_node();
    if (!n || n->suffix == mark) return;
    game_.set_mark(mark);
    ++record_revision_;
}

void Controller::open_editor() {
    study_.stop();
    search_.abandon();
    hint_.reset();
    editor_.open(game_.position().fen());
}

bool Controller::play_from_editor(std::string* error) {
    const std::vector<SetupProblem> problems = editor_.problems();
    if (!problems.empty()) {
        if (error) *error = setup_problem_text(problems.front());
        return false;
    }
    if (!set_position(editor_.fen(), error)) return false;
    editor_.close();
    return true;
}

void Controller::resign() {
    if (game_.over() || mode() == Mode::DEMO) return;
    search_.abandon();
    Color loser = game_.side_to_move();
    if (engine_plays(loser)) loser = ~loser;  // the human resigns, whoever is to move
    game_.resign(loser);
    sounds_.push_back(Sound::GAME_END);
    ++record_revision_;
}

std::optional<int> Controller::engine_score_for(Color c) const {
    for (int i = int(score_history_.size()) - 1; i >= 0 && i >= int(score_history_.size()) - 3; --i)
        if (!std::isnan(score_history_[i]))
            return int(c == RED ? score_history_[i] : -score_history_[i]);
    return std::nullopt;
}

void Controller::offer_draw() {
    if (game_.over()) return;
    Color human = game_.side_to_move();
    if (engine_plays(human)) human = ~human;
    if (!engine_plays(~human)) {  // two humans at one board: the offer is accepted by the other
        search_.abandon();
        game_.agree_draw();
        sounds_.push_back(Sound::GAME_END);
        ++record_revision_;
        say(Str::DRAW_AGREED);
        return;
    }
    // The engine answers from its own last evaluation, by the rule the protocol uses too.
    std::optional<int> score = engine_score_for(~human);
    bool accept = score && engine_accepts_draw(Score{Score::CENTIPAWNS, *score}, game_.ply());
    if (accept) {
        search_.abandon();
        game_.agree_draw();
        sounds_.push_back(Sound::GAME_END);
        ++record_revision_;
        say(Str::DRAW_AGREED);
    } else {
        say(Str::DRAW_DECLINED);
    }
}

void Controller::answer_draw(bool accepted) {
    if (game_.over()) return;
    if (accepted) {
        search_.abandon();
        game_.agree_draw();
        ++record_revision_;
        say(Str::DRAW_AGREED);
    } else {
        // The side to move offered; the other side declined.
        say(game_.side_to_move() == RED ? Str::BLACK_DECLINES_DRAW : Str::RED_DECLINES_DRAW);
    }
}

bool Controller::move_now() {
    if (!bridge_ || !search_.is(Purpose::MOVE)) return false;
    if (search_.holds_move()) {
        play_engine_move();
        return true;
    }
    bridge_->stop();  // the search reports its best move, which update() plays
    return true;
}

int64_t Controller::engine_pace() const {
    if (!bridge_ || !bridge_->searching_engine().empty()) return 0;  // an external engine's own
    return engine_pace_ms(clocks_.clock(), game_.side_to_move(), now_, settings_.movetime_s,
                          level());
}

void Controller::play_engine_move() {
    const Move m = search_.take_move();
    const Color side = game_.side_to_move();
    if (!game_.play(m)) return;
    played_by_[side] = {PlayedBy::Kind::ENGINE, bridge_->searching_engine(), level()};
    played(m, now_);
    live_ = true;
}

void Controller::hint() {
    // The player's question comes first.
    if (search_.is(Purpose::EXPLORE) || search_.is(Purpose::PONDER)) search_.abandon();
    if (!bridge_ || game_.over() || !search_.idle()) return;
    start_search(Purpose::HINT);
}

void Controller::settings_changed() {
    // The referee's rule book, which the game's searches take from it.
    game_.set_rule_book(settings_.rule_book);
    if (game_.over()) ended_ = true;  // also when it ended since the last update
    drop_ponder();                    // update() ponders again if the new settings still want it
    // The player edited who plays: the game follows the settings again.
    if (seats_.settings_edited(settings_) && search_.is(Purpose::MOVE)) search_.abandon();
    const Clock& clock = clocks_.clock();
    const bool new_controls = clock.control(RED) != settings_.time_control[RED] ||
                              clock.control(BLACK) != settings_.time_control[BLACK];
    if (new_controls && ended_) {
        // The finished game keeps the clocks it was played with.
        notify(Message(Str::TIME_CONTROL_NEXT_GAME));
    } else if (new_controls) {
        // New controls: fresh clocks, and a running engine search starts again under them.
        if (search_.is(Purpose::MOVE)) search_.abandon();
        reset_clock();
    }
    use_external_engines();
    if (bridge_ && (bridge_->book() != settings_.opening_book ||
                    bridge_->masters_book() != settings_.masters_book))
        bridge_->set_book(settings_.opening_book, settings_.masters_book);
    // The explorer's search starts again at full strength, on the analyser the settings name.
    if (search_.is(Purpose::EXPLORE)) search_.abandon();
    if (bridge_ && (search_.is(Purpose::MOVE) || search_.is(Purpose::HINT))) {
        // Under a clock the engine keeps its own budget; the fixed time is for the rest. The
        // level is the engine's move's alone: a hint plays at full strength.
        if (search_.is(Purpose::HINT) || !clocks_.clock().control(game_.side_to_move()).timed())
            bridge_->set_movetime(settings_.movetime_s);
        if (search_.is(Purpose::MOVE)) bridge_->set_skill(level());
    }
    // A mode change can take the side to move away from the engine.
    if (search_.is(Purpose::MOVE) && !engine_plays(game_.side_to_move())) search_.abandon();
}

void Controller::search_answered(const BestMoveInfo& best) {
    if (search_.is(Purpose::PONDER)) {
        // A pondering engine answers only when stopped, or at once when the position after the
        // expected reply has no move: nothing to wait for.
        search_.abandon();
        search_.forget_ponder_guess();
        return;
    }
    const bool same_position = game_.ply() == search_.ply();
    if (search_.is(Purpose::MOVE) && best.best != MOVE_NONE && same_position) {
        search_.hold(best.best, best.ponder, game_.position());  // played at the engine's pace
        return;
    }
    const Purpose p = search_.purpose();
    search_.finish();
    if (p == Purpose::HINT && best.best != MOVE_NONE && same_position) {
        hint_ = best.best;
        notify(Message(Str::HINT, {MessageArg::key(Str::COLON),
                                   MessageArg::move_in(game_.position().fen(), best.best)}));
    }
}

void Controller::update(uint32_t now_ms) {
    now_ = now_ms;
    if (bridge_) {
        for (EngineBridge::Mail& mail : bridge_->drain()) {
            if (auto* note = std::get_if<ExternalNote>(&mail.info)) {
                external_note(*note);
                continue;
            }
            if (!search_.owns(mail)) continue;  // abandoned search
            if (study_.take_mail(mail)) continue;
            const auto* info = std::get_if<SearchInfo>(&mail.info);
            search_.show(mail);
            if (info && search_.ply() < int(score_history_.size()))
                score_history_[search_.ply()] = red_view_cp(info->score, info->side_to_move);
            if (const auto* best = std::get_if<BestMoveInfo>(&mail.info)) search_answered(*best);
        }
    }
    if (search_.holds_move() && now_ - search_.started_ms() >= engine_pace()) play_engine_move();
    update_clock();
    learning_.watch(game_, played_by_[RED], played_by_[BLACK], score_history_, settings_.learn,
                    bridge_);
    study_.follow();
    // The engine's turn comes before the player's questions and the explorer.
    if (engine_turn() && !search_.is(Purpose::MOVE)) {
        search_.abandon();
        start_search(Purpose::MOVE);
    }
    if (search_.is(Purpose::PONDER) && !ponder_wanted()) search_.abandon();
    if (search_.idle() && ponder_wanted()) start_ponder();
    study_.follow_explorer();
}

void Controller::reset_clock() {
    clocks_.reset(settings_.time_control[RED], settings_.time_control[BLACK], game_, now_);
    paused_ = false;
    ended_ = false;
}

void Controller::clock_after_navigation(std::optional<ClockKeeper::LeftAtEnd> left) {
    clocks_.after_navigation(std::move(left), game_, now_, paused_, ended_);
    update_clock();
}

void Controller::set_paused(bool paused) {
    if (paused == paused_ || (paused && game_.over())) return;
    paused_ = paused;
    if (paused && search_.is(Purpose::MOVE)) search_.abandon();  // the engine's turn waits too
    if (paused) drop_ponder();
    update_clock();
}

SavedClock Controller::saved_clock() const {
    return clocks_.saved(now_);
}

void Controller::update_clock() {
    const Color stm = game_.side_to_move();
    if (game_.over()) ended_ = true;
    // Before the first move nobody's clock runs but that of an engine thinking on it.
    const bool started = game_.length() > 0 || engine_plays(stm);
    const bool run = !paused_ && !editor_.active() && !ended_ && started &&
                     !study_.holds_engine() && !reading_ && (live_ || !engine_plays(stm));
    switch (clocks_.follow(run, stm, now_)) {
        case ClockKeeper::Tick::NOTHING:
            break;
        case ClockKeeper::Tick::LOW_TIME:
            sounds_.push_back(Sound::CLOCK_WARNING);
            break;
        case ClockKeeper::Tick::FLAG_FELL:
            search_.abandon();
            game_.time_forfeit(stm);
            ended_ = true;
            sounds_.push_back(Sound::GAME_END);
            ++record_revision_;
            break;
    }
}

}  // namespace xq
