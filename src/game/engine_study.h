// The engine studies the game for the player: analysis mode (the shown position searched without
// end, following it as it changes), the review (复盘) of the game's moves, the opening explorer's
// search, and the mate by consecutive checks. Analysis and review take the game's one engine
// search (SearchSlot) from the game: nobody's side is played and no clock runs meanwhile. The
// explorer takes it only when the game needs it for nothing else. The Controller owns the study
// and is its Host: the one place a search begins, the game studied and its clocks.
#pragma once

#include <optional>
#include <vector>

#include "game/analysis.h"
#include "game/engines/engine_bridge.h"
#include "game/game.h"
#include "game/library/explorer_search.h"
#include "game/mate_by_checks.h"
#include "game/review_session.h"
#include "game/search_slot.h"
#include "game/settings.h"

namespace xq {

class EngineStudy {
  public:
    // What the study needs of the game it studies.
    class Host {
      public:
        virtual const Game& studied_game() const = 0;
        virtual bool setting_up_position() const = 0;  // the position editor is open
        // Starts a search of the game's engine for `p` (every search begins there).
        virtual void begin_search(SearchPurpose p, const SearchRequest& request) = 0;
        // The analysis or the review began or ended: the clocks follow.
        virtual void study_changed() = 0;
        // Every position of the review is judged: `review.finish()` puts it into the game.
        virtual void review_judged(ReviewSession& review) = 0;

      protected:
        ~Host() = default;
    };

    // `bridge` may be null: no engine, nothing to study with.
    EngineStudy(Host& host, const Settings& settings, EngineBridge* bridge, SearchSlot& search)
        : host_(host), settings_(settings), bridge_(bridge), search_(search) {}

    // Analysis mode: settings().analysis_lines lines of the shown position, searched without
    // end; it follows the position as it changes. Not while the position editor is open.
    void set_analysis(bool on);
    bool analysing() const { return analysing_; }
    const AnalysisLines& analysis() const { return analysis_; }

    // Looks for a mate by consecutive checks (连照胜杀) from the position shown, for the side to
    // move, on a thread of its own (mate_by_checks.h); the panel shows the answer while that
    // position is shown. Any earlier search of it is stopped.
    void find_mate_by_checks();
    const MateByChecksFinder& mate_by_checks() const { return mate_finder_; }

    // Review of the game's line from its start, settings().review_movetime_ms a position. Moving
    // through the game does not disturb it; a new game or another game cancels it.
    bool start_review();  // false: nothing to review or no engine
    void cancel_review();
    bool reviewing() const { return review_.running(); }
    double review_progress() const { return review_.progress(); }
    // The last finished review and the line it reviewed.
    const std::optional<ReviewResult>& review_result() const { return review_.result(); }
    // The review of the move that led to `ply` (1..), when the game shown still has that move
    // where the review saw it.
    const MoveReview* reviewed_move(int ply) const;
    // Puzzles the last finished review found in the human sides' moves (own_puzzles.h), for
    // the App to keep; empty after the call.
    std::vector<Puzzle> take_own_puzzles() { return review_.take_own_puzzles(); }

    // The opening explorer (ExplorerSearch), while its tab is shown: the engine scores the books'
    // moves of the shown position, or finds its own best moves where the books have none,
    // without end and on the analyser's engine; in analysis mode the explorer shows the analysis
    // instead. The shipped books are read when the explorer first opens.
    void set_exploring(bool on);
    bool exploring() const { return explorer_.open(); }
    bool explorer_searching() const { return search_.is(SearchPurpose::EXPLORE); }
    const AnalysisLines& explorer_lines() const {
        return analysing_ ? analysis_ : explorer_.lines();
    }
    std::vector<BookEntry> explorer_book_moves() const;
    // The masters' book's moves for the position shown (none without the shipped book).
    std::vector<BookEntry> explorer_masters_book_moves() const;

    // The Controller's side.
    // The analysis or the review has the engine: the game plays no side and runs no clock.
    bool holds_engine() const { return analysing_ || review_.running(); }
    // Mail of the running search when it is the study's: true when the mail is the study's
    // alone (the analysis' first line also goes to the engine panel and the score graph).
    bool take_mail(const EngineBridge::Mail& mail);
    // Once per frame, before the game's own searches: the analysis follows the position shown,
    // the review starts its next position when the engine is free.
    void follow();
    // Once per frame, after them: the explorer's search, when the engine is free.
    void follow_explorer();
    // The game on the board was replaced: the review, its result and the explorer's lines go.
    void game_replaced();
    // The position editor opens: the analysis and the review stop.
    void stop();

  private:
    void follow_analysis();  // (re)starts the analysis search when the shown position changed
    void step_review();      // starts the next position's search, or ends the review

    Host& host_;
    const Settings& settings_;
    EngineBridge* bridge_;
    SearchSlot& search_;
    bool analysing_ = false;
    AnalysisLines analysis_;
    MateByChecksFinder mate_finder_;
    ReviewSession review_;
    ExplorerSearch explorer_;
};

}  // namespace xq
