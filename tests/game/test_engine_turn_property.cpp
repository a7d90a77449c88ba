// The engine never forgets its turn, whatever the player does: random sequences of the player's
// actions (moves, take-backs, stepping through the record, new games, set-ups, opened games,
// mode and level changes, hints, analysis, review, the explorer, pauses, the editor) and of the
// engine's answers, with the rule checked after every one:
//
//   while the game is live (the position shown is where it goes on: a move or a take-back was
//   made there, or it is the end of the line) and not over, paused or being set up, the engine
//   searches for its move exactly when the side to move is the engine's.
//
// The test keeps its own account of "live" from what it did, and checks every search request:
// the engine's move at the game's level, everything else at full strength. A failing sequence
// is shrunk (actions dropped while it still fails) and printed.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "game/controller.h"
#include "scripted_bridge.h"
#include "sweep.h"

using namespace xq;

namespace {

enum class TurnAct : uint8_t {
    HUMAN_MOVE,
    UNDO,
    REDO,
    GO_TO,
    NEW_GAME,
    MODE,
    LEVEL,
    HINT,
    MOVE_NOW,
    PAUSE,
    ANALYSIS,
    REVIEW,
    EXPLORE,
    OPEN_GAME,
    CONTINUE,
    SET_POSITION,
    EDITOR,
    TIME,
    ANSWER,
    STOPPED_REPORT,
    RESIGN,
    COUNT
};

const char* const TURN_ACT_NAMES[] = {
    "move",     "undo",     "redo",   "go_to",    "new_game", "mode",    "level",
    "hint",     "move_now", "pause",  "analysis", "review",   "explore", "open",
    "continue", "set_fen",  "editor", "time",     "answer",   "stopped", "resign"};

struct TurnAction {
    TurnAct act;
    uint32_t arg;
};

std::string describe_turns(const std::vector<TurnAction>& seq) {
    std::ostringstream out;
    for (const TurnAction& a : seq) out << TURN_ACT_NAMES[int(a.act)] << "(" << a.arg << ") ";
    return out.str();
}

// One game under random actions; `failure` says the first broken rule.
class TurnRun {
  public:
    explicit TurnRun(test::ScriptedBridge& bridge) : bridge_(bridge) {
        bridge_.requests.clear();
        bridge_.mail.clear();
        bridge_.stopped.clear();
        bridge_.running = 0;
        settings_.mode = Mode::HUMAN_RED;
        settings_.opening_book = false;
        controller_.emplace(settings_, &bridge_);
        controller_->new_game();
        frame();
    }

    std::optional<std::string> failure;

    void apply(const TurnAction& a) {
        Controller& c = *controller_;
        const uint32_t arg = a.arg;
        switch (a.act) {
            case TurnAct::HUMAN_MOVE: {
                // Half the time the reply a pondering engine expects (a ponder hit).
                const auto& legal = c.game().legal_moves();
                const Move m = c.pondering() && arg % 2 == 0 ? c.engine_status().pondering
                               : legal.empty()               ? MOVE_NONE
                                                             : legal[arg % legal.size()];
                if (c.human_can_move() && m != MOVE_NONE && c.human_move(m, now_)) live_ = true;
                break;
            }
            case TurnAct::UNDO:
                if (c.game().ply() > 0) live_ = true;  // a take-back: play goes on there
                c.undo();
                break;
            case TurnAct::REDO:
                // Stepping forward through the record is looking, not playing.
                if (c.game().ply() < c.game().length()) {
                    c.redo();
                    live_ = c.game().at_end();
                }
                break;
            case TurnAct::GO_TO: {
                const int ply = int(arg % uint32_t(c.game().length() + 1));
                if (ply != c.game().ply()) {
                    c.go_to(ply);
                    live_ = c.game().at_end();
                }
                break;
            }
            case TurnAct::NEW_GAME:
                c.new_game();
                live_ = true;
                break;
            case TurnAct::MODE:
                settings_.mode = Mode(arg % 4);
                c.settings_changed();
                break;
            case TurnAct::LEVEL:
                // Full strength (which ponders) as often as all the other levels together.
                settings_.skill = arg % 2 == 0
                                      ? SKILL_RANGE.max
                                      : SKILL_RANGE.min + int(arg / 2 % uint32_t(SKILL_RANGE.max));
                c.settings_changed();
                break;
            case TurnAct::HINT:
                c.hint();
                break;
            case TurnAct::MOVE_NOW:
                c.move_now();
                break;
            case TurnAct::PAUSE:
                c.set_paused(!c.paused());
                break;
            case TurnAct::ANALYSIS:
                c.study().set_analysis(!c.study().analysing());
                break;
            case TurnAct::REVIEW:
                if (c.study().reviewing())
                    c.study().cancel_review();
                else
                    c.study().start_review();
                break;
            case TurnAct::EXPLORE:
                c.study().set_exploring(!c.study().exploring());
                break;
            case TurnAct::OPEN_GAME: {
                // The game so far, opened for reading at one of its plies.
                Game g = c.game();
                g.go_to(int(arg % uint32_t(g.length() + 1)));
                c.open_game(g);
                live_ = c.game().at_end();
                break;
            }
            case TurnAct::CONTINUE:
                if (c.continue_playing()) live_ = true;
                break;
            case TurnAct::SET_POSITION: {
                // The position shown, set up as a new game's start.
                if (c.set_position(c.game().position().fen(), nullptr)) live_ = true;
                break;
            }
            case TurnAct::EDITOR:
                if (!c.editor().active()) {
                    c.open_editor();
                } else if (arg % 2 == 0) {
                    c.editor().close();
                } else if (c.play_from_editor(nullptr)) {
                    live_ = true;
                }
                break;
            case TurnAct::TIME:
                now_ += arg % 3000;
                break;
            case TurnAct::ANSWER:
                bridge_.answer(arg);
                break;
            case TurnAct::STOPPED_REPORT:
                bridge_.report_stopped();
                break;
            case TurnAct::RESIGN:
                c.resign();
                break;
            case TurnAct::COUNT:
                break;
        }
        frame();
    }

  private:
    // The window's frame: the controller reads its mail and plays or starts what it must.
    void frame() {
        Controller& c = *controller_;
        const bool seeking = c.engine_seeking_move();
        const int ply = c.game().ply();
        const size_t asked = bridge_.requests.size();
        c.update(now_);
        if (seeking && c.game().ply() == ply + 1) live_ = true;  // the engine played its move
        check(asked);
    }

    void check(size_t asked) {
        if (failure) return;
        const Controller& c = *controller_;
        const Game& g = c.game();
        const bool engine_turn = live_ && !g.over() && !c.paused() && !c.editor().active() &&
                                 c.engine_plays(g.side_to_move());
        if (engine_turn != c.engine_seeking_move()) {
            failure = engine_turn ? "the engine's turn, and it does not search"
                                  : "the engine searches for a move out of its turn";
            return;
        }
        if (c.live() != live_ && !g.over()) {
            failure = "the controller's live position differs from the player's";
            return;
        }
        for (size_t i = asked; i < bridge_.requests.size(); ++i) {
            const SearchRequest& r = bridge_.requests[i];
            const bool move = r.purpose == SearchRequest::Purpose::MOVE;
            if (r.limits.ponder) {
                // Pondering: at full strength, in the player's turn against the engine, on the
                // position after one legal reply.
                if (r.skill != SKILL_RANGE.max || c.level() != SKILL_RANGE.max)
                    failure = "pondering below full strength";
                else if (engine_turn || !live_ || !c.engine_plays(~g.side_to_move()))
                    failure = "pondering out of the player's turn";
                else if (r.moves.size() != size_t(g.ply()) + 1 ||
                         !g.position().is_legal(r.moves.back()))
                    failure = "pondering a position that is not one reply ahead";
                continue;
            }
            if (move && r.skill != c.level()) failure = "the engine's move not at the game's level";
            if (!move && r.skill != SKILL_RANGE.max) failure = "a question not at full strength";
        }
    }

    test::ScriptedBridge& bridge_;
    Settings settings_;
    std::optional<Controller> controller_;
    uint32_t now_ = 0;
    bool live_ = true;
};

std::optional<std::string> run_turns(test::ScriptedBridge& bridge,
                                     const std::vector<TurnAction>& seq) {
    TurnRun r(bridge);
    for (const TurnAction& a : seq) {
        r.apply(a);
        if (r.failure) return r.failure;
    }
    return std::nullopt;
}

// Drops actions while the sequence still fails, until none can go.
std::vector<TurnAction> shrink_turns(test::ScriptedBridge& bridge, std::vector<TurnAction> seq) {
    for (bool dropped = true; dropped;) {
        dropped = false;
        for (size_t i = seq.size(); i-- > 0;) {
            std::vector<TurnAction> shorter = seq;
            shorter.erase(shorter.begin() + long(i));
            if (run_turns(bridge, shorter)) {
                seq = std::move(shorter);
                dropped = true;
            }
        }
    }
    return seq;
}

std::vector<TurnAction> random_turns(std::mt19937& rng) {
    // Moves, answers and time come more often than the rest, so that games get played.
    std::uniform_int_distribution<int> length(1, 40), kind(0, int(TurnAct::COUNT) + 8);
    std::vector<TurnAction> seq(size_t(length(rng)));
    for (TurnAction& a : seq) {
        const int k = kind(rng);
        a.act = k < int(TurnAct::COUNT) ? TurnAct(k)
                : k % 3 == 0            ? TurnAct::HUMAN_MOVE
                : k % 3 == 1            ? TurnAct::ANSWER
                                        : TurnAct::TIME;
        a.arg = uint32_t(rng());
    }
    return seq;
}

}  // namespace

// Not under TSan: the scripted bridge answers on the test's thread.
TEST_CASE("controller / the engine searches exactly when it is its turn (random games)" *
          test::not_under_tsan()) {
    // 10,000 games; 625 under ASan, where they were the longest case (85 s for 2,500): the
    // scripted Controller runs the same code in every game.
    test::ScriptedBridge bridge;
    std::mt19937 rng(20261202);
    int failures = 0;
    const int games = test::SANITIZED ? 625 : 10000;
    for (int i = 0; i < games && failures == 0; ++i) {
        const std::vector<TurnAction> seq = random_turns(rng);
        if (const auto failed = run_turns(bridge, seq)) {
            ++failures;
            const std::vector<TurnAction> small = shrink_turns(bridge, seq);
            FAIL_CHECK(*run_turns(bridge, small) << " after: " << describe_turns(small));
        }
    }
    CHECK(failures == 0);
}

TEST_CASE("controller / the engine answers again when the taken-back move is played again") {
    test::ScriptedBridge bridge;
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.opening_book = false;
    Controller c(s, &bridge);
    c.new_game();
    c.update(0);
    const Move first = c.game().legal_moves().front();
    REQUIRE(c.human_move(first, 0));
    c.update(0);
    REQUIRE(c.engine_seeking_move());
    bridge.answer(0);
    c.update(100000);  // past any pace
    REQUIRE(c.game().ply() == 2);
    c.undo();  // the engine's reply and the player's move
    c.update(100000);
    REQUIRE(c.game().ply() == 0);
    REQUIRE(c.human_move(first, 100000));  // the same move again: the record's next move
    c.update(100000);
    CHECK(c.engine_seeking_move());
    bridge.answer(1);
    c.update(200000);
    CHECK(c.game().ply() == 2);
}

TEST_CASE("controller / a hint is a full-strength search whatever the level") {
    test::ScriptedBridge bridge;
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.skill = 1;
    s.opening_book = false;
    Controller c(s, &bridge);
    c.new_game();
    c.update(0);
    c.hint();
    REQUIRE(!bridge.requests.empty());
    const SearchRequest& hint = bridge.requests.back();
    CHECK(hint.purpose == SearchRequest::Purpose::HINT);
    CHECK(hint.skill == SKILL_RANGE.max);
    CHECK(hint.role == EngineRole::ANALYSER);
    // A level changed while the hint runs is the engine's move's, not the hint's.
    s.skill = 3;
    c.settings_changed();
    CHECK(!bridge.live_skill);
    // The engine's own move plays at the game's level.
    REQUIRE(c.human_move(c.game().legal_moves().front(), 0));
    c.update(0);
    CHECK(bridge.requests.back().purpose == SearchRequest::Purpose::MOVE);
    CHECK(bridge.requests.back().skill == 3);
}

TEST_CASE("controller / a hint's text goes when the board shows another position") {
    test::ScriptedBridge bridge;
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.opening_book = false;
    Controller c(s, &bridge);
    c.new_game();
    REQUIRE(c.human_move(c.game().legal_moves().front(), 0));
    REQUIRE(c.human_move(c.game().legal_moves().front(), 0));
    c.update(0);
    c.hint();
    bridge.answer(0);
    c.update(0);
    REQUIRE(c.hint_move());
    REQUIRE(c.message.key == Str::HINT);
    c.undo();
    CHECK(!c.hint_move());
    CHECK(c.message.key != Str::HINT);
}

TEST_CASE("controller / a new game shows no search of the last one") {
    test::ScriptedBridge bridge;
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.opening_book = false;
    Controller c(s, &bridge);
    c.new_game();
    c.study().set_analysis(true);
    SearchInfo info;
    info.depth = 5;
    info.score = Score{Score::MATE, 1};
    bridge.mail.push_back({bridge.running, info});
    c.update(0);
    REQUIRE(!c.engine_status().iterations.empty());
    c.study().set_analysis(false);
    c.new_game();
    CHECK(c.engine_status().iterations.empty());
}
