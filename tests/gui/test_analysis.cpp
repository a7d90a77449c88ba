// In the game: analysis mode (lines as labelled arrows, the evaluation bar, following
// the shown position, one click and one key) and the review (marks, the better move's arrow,
// accuracy, the graph's click).
#include <doctest/doctest.h>
#include <imgui.h>

#include <cmath>
#include <set>

#include "app/board_view_of.h"
#include "formats/iccs.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> coach_app(Lang lang) {
    auto app = make_app(headless_options(true));
    if (!app) return nullptr;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().lang = lang;
    set_language(lang);
    app->settings().analysis_lines = 3;
    app->settings().review_movetime_ms = 100;
    app->controller().settings_changed();
    app->frame();
    return app;
}

bool has_lines(const Controller& c, size_t n) {
    const AnalysisLines& a = c.study().analysis();
    if (a.key != c.game().position().key() || a.lines.size() < n) return false;
    for (size_t i = 0; i < n; ++i)
        if (a.lines[i].pv.empty() || a.lines[i].depth < 4) return false;
    return true;
}

// The chariot game of tests/engine/test_review.cpp: 4. 车二进五?? leaves the chariot to the horse.
const char* CHARIOT_GAME[] = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0",
                              "g6g5", "h0h5", "g7h5", "b0c2", "b9c7"};

// The label (its text with the padding draw_board_labels gives it) is nowhere over the arrow of
// `m` as the board draws it: the shaft from the piece's rim, the head at the target.
bool label_clear_of_arrow(const App& app, const BoardOverlayState::Label& label, Move m) {
    const ImVec2 text = ImGui::CalcTextSize(label.text.c_str());
    const float half_w = text.x / 2 + 3, half_h = text.y / 2 + 1;
    const PointF from = app.square_in_window(from_sq(m)), to = app.square_in_window(to_sq(m));
    const float cell = app.geometry().cell() / app.window_layout().scale.x;
    const float len = std::hypot(to.x - from.x, to.y - from.y);
    const float ux = (to.x - from.x) / len, uy = (to.y - from.y) / len;
    const float shaft = 0.1f * cell, head_w = 0.32f * cell, head_len = 0.52f * cell;
    for (float d = 0.5f * cell; d <= len; d += 1) {
        const PointF p{from.x + ux * d, from.y + uy * d};
        // The arrow's half width here: the shaft's, or the head's narrowing to its point.
        const float to_tip = len - d;
        const float w = to_tip < head_len ? head_w * to_tip / head_len + shaft * 0.3f : shaft;
        const float dx = std::max(0.0f, std::abs(p.x - label.at.x) - half_w);
        const float dy = std::max(0.0f, std::abs(p.y - label.at.y) - half_h);
        if (std::hypot(dx, dy) < w) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("analysis lines / a move that climbs to line 1 is not also shown as line 2") {
    AnalysisLines a;
    a.restart(Position(), 0, 3);
    auto report = [&](int multipv, int depth, const char* move) {
        SearchInfo info;
        info.multipv = multipv;
        info.depth = depth;
        info.pv = {iccs_to_move(move)};
        a.feed(info);
    };
    report(1, 5, "h2e2");
    report(2, 5, "b2e2");
    report(3, 5, "h0g2");
    // Depth 6: the cannon on the left becomes best; line 2 still holds it from depth 5.
    report(1, 6, "b2e2");
    REQUIRE(a.lines.size() == 3);
    CHECK(a.lines[0].pv[0] == iccs_to_move("b2e2"));
    CHECK(a.lines[1].pv.empty());
    CHECK(a.lines[2].pv[0] == iccs_to_move("h0g2"));
    report(2, 6, "h2e2");
    CHECK(a.lines[1].pv[0] == iccs_to_move("h2e2"));
    CHECK(a.lines[1].depth == 6);
    // A bound-only report changes nothing.
    SearchInfo fail_high;
    fail_high.multipv = 3;
    fail_high.bound = Bound::LOWER;
    fail_high.pv = {iccs_to_move("h2e2")};
    a.feed(fail_high);
    CHECK(a.lines[1].pv[0] == iccs_to_move("h2e2"));
    CHECK(a.lines[2].pv[0] == iccs_to_move("h0g2"));
}

TEST_CASE("analysis mode / three lines as labelled arrows / the bar / it follows the position") {
    auto app = coach_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(click_widget(*app, tr(Str::ANALYSE)));  // one click
    REQUIRE(c.study().analysing());
    REQUIRE(run_until(
                *app, [&] { return has_lines(c, 3); }, 10000) >= 0);
    // Three distinct legal first moves, drawn as arrows, each labelled with its score.
    const Position& pos = c.game().position();
    std::set<Move> firsts;
    for (size_t i = 0; i < 3; ++i) {
        CHECK(pos.is_legal(c.study().analysis().lines[i].pv[0]));
        firsts.insert(c.study().analysis().lines[i].pv[0]);
    }
    CHECK(firsts.size() == 3);
    app->frame();
    const BoardView view = board_view_of(c, SDL_GetTicks());
    CHECK(view.arrows.size() >= 3);
    REQUIRE(app->ui().board.labels.size() == 3);
    CHECK(app->ui().board.labels[0].text == red_score_label(c.study().analysis().lines[0]));
    CHECK(view.red_win_chance > 0.3f);
    CHECK(view.red_win_chance < 0.7f);
    // The engine plays no move and no clock runs while analysing.
    run_until(
        *app, [] { return false; }, 300);
    CHECK(c.game().length() == 0);
    CHECK_FALSE(c.clock().running().has_value());
    // The user plays a move: the analysis follows, for the other side.
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(run_until(
                *app, [&] { return has_lines(c, 3); }, 10000) >= 0);
    CHECK(c.study().analysis().root.side_to_move() == BLACK);
    CHECK(c.game().length() == 1);  // the engine does not answer
    // Back (key ←): the start position again.
    press_key(*app, SDLK_LEFT);
    REQUIRE(c.game().ply() == 0);
    REQUIRE(run_until(
                *app, [&] { return has_lines(c, 3); }, 10000) >= 0);
    CHECK(c.study().analysis().ply == 0);
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    save_screenshot(*app, "analysis_en");
    // The A key stops it: no arrows, no bar.
    press_key(*app, SDLK_a);
    CHECK_FALSE(c.study().analysing());
    CHECK(board_view_of(c, SDL_GetTicks()).red_win_chance < 0);
    CHECK(app->ui().board.labels.empty());
}

TEST_CASE("review in the game / the chariot blunder is marked / arrow / accuracy / graph click") {
    auto app = coach_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    Game g;
    for (const char* m : CHARIOT_GAME) REQUIRE(g.play(iccs_to_move(m)));
    REQUIRE(c.load_game(g));
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::REVIEW_GAME)));
    REQUIRE(c.study().reviewing());
    app->frame();
    PointF cancel;
    CHECK(app->find_widget(tr(Str::CANCEL_REVIEW), cancel));  // progress bar and cancel shown
    REQUIRE(run_until(
                *app, [&] { return !c.study().reviewing(); }, 30000) >= 0);
    REQUIRE(c.study().review_result());
    CHECK(c.study().review_result()->complete);
    for (int ply = 1; ply <= 10; ++ply) {
        CAPTURE(ply);
        const MoveReview* r = c.study().reviewed_move(ply);
        REQUIRE(r);
        if (ply == 7)
            CHECK(r->mark == Mark::BLUNDER);
        else if (ply < 7)
            CHECK(r->mark == Mark::NONE);
    }
    CHECK(c.study().review_result()->side[RED].accuracy <
          c.study().review_result()->side[BLACK].accuracy);
    CHECK(c.game().length() == 10);  // the engine played nothing meanwhile
    // The marks are in the record: the move list and the PGN show them.
    REQUIRE(c.game().node(6));
    CHECK(c.game().node(6)->suffix == "??");
    CHECK(c.game().node(5)->suffix.empty());
    // The marked move is listed; a click goes to the position where it was played, and the
    // board shows the move played and the better move there as arrows: both start from a piece
    // of the side to move, and the score's label lies beside the better move's arrow.
    app->frame();
    REQUIRE(click_widget(*app, "##mark7"));
    REQUIRE(c.game().ply() == 6);
    app->frame();
    const BoardView view = board_view_of(c, SDL_GetTicks());
    const MoveReview* r = c.study().reviewed_move(7);
    REQUIRE(r);
    CHECK(c.game().position().is_legal(r->best));
    CHECK(c.game().position().is_legal(r->played));
    bool better_arrow = false, played_arrow = false;
    for (const Arrow& a : view.arrows) {
        better_arrow = better_arrow || (a.from == from_sq(r->best) && a.to == to_sq(r->best));
        played_arrow = played_arrow || (a.from == from_sq(r->played) && a.to == to_sq(r->played));
    }
    CHECK(better_arrow);
    CHECK(played_arrow);
    REQUIRE(app->ui().board.labels.size() == 1);
    CHECK(label_clear_of_arrow(*app, app->ui().board.labels[0], r->best));
    // After the marked move the board shows no arrow of it: its better move was for the
    // position before.
    c.go_to(7);
    app->frame();
    CHECK(coach_arrows(c).empty());
    CHECK(app->ui().board.labels.empty());
    c.go_to(6);
    app->frame();
    PointF better;
    CHECK(app->find_widget("##better_line", better));
    PointF accuracy;
    CHECK(app->find_widget("##accuracy", accuracy));
    save_screenshot(*app, "review_zh");
    // A click on the score graph's left end goes to the start (scrolled into view first).
    scroll_panel(*app, 30);
    PointF graph;
    REQUIRE(app->find_widget("##score_graph", graph));
    const WidgetRect rect = app->ui().drawn.widgets.at("##score_graph");
    click(*app, {rect.min.x + 2, graph.y});
    CHECK(c.game().ply() == 0);
    click(*app, {rect.max.x - 2, graph.y});
    CHECK(c.game().ply() == 10);
}

TEST_CASE("review can be cancelled in the game / the game is kept") {
    auto app = coach_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().review_movetime_ms = 5000;
    c.settings_changed();
    Game g;
    for (const char* m : CHARIOT_GAME) REQUIRE(g.play(iccs_to_move(m)));
    REQUIRE(c.load_game(g));
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::REVIEW_GAME)));
    REQUIRE(c.study().reviewing());
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::CANCEL_REVIEW)));
    CHECK_FALSE(c.study().reviewing());
    CHECK_FALSE(c.study().review_result());
    CHECK(c.game().length() == 10);
    CHECK_FALSE(c.engine_thinking());
}

TEST_CASE("analysis and review at 800x600 and 1600x1000 in both languages / screenshots") {
    for (const auto& [w, h] : {std::pair{800, 600}, std::pair{1600, 1000}}) {
        for (Lang lang : {Lang::EN, Lang::ZH}) {
            AppOptions o = headless_options(true);
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            Controller& c = app->controller();
            app->settings().lang = lang;
            set_language(lang);
            app->settings().analysis_lines = 3;
            app->settings().review_movetime_ms = 100;
            c.settings_changed();
            Game g;
            for (const char* m : CHARIOT_GAME) REQUIRE(g.play(iccs_to_move(m)));
            REQUIRE(c.load_game(g));
            c.go_to(4);
            app->ui().select_tab = Ui::Tab::ENGINE;
            app->frame();
            REQUIRE(click_widget(*app, tr(Str::ANALYSE)));
            REQUIRE(run_until(
                        *app, [&] { return has_lines(c, 3); }, 10000) >= 0);
            app->frame();
            CHECK(app->ui().board.labels.size() == 3);
            push_mouse(*app, SDL_MOUSEMOTION, {2, float(h - 2)});  // no tooltip in the picture
            app->frame();
            const std::string size = std::to_string(w) + "x" + std::to_string(h);
            const std::string language = lang == Lang::EN ? "en" : "zh";
            save_screenshot(*app, "analysis_" + language + "_" + size);
            REQUIRE(click_widget(*app, tr(Str::ANALYSE)));
            app->frame();
            REQUIRE(click_widget(*app, tr(Str::REVIEW_GAME)));
            REQUIRE(run_until(
                        *app, [&] { return !c.study().reviewing(); }, 30000) >= 0);
            app->frame();
            REQUIRE(click_widget(*app, "##mark7"));
            app->frame();
            CHECK(c.game().ply() == 6);
            push_mouse(*app, SDL_MOUSEMOTION, {2, float(h - 2)});
            app->frame();
            save_screenshot(*app, "review_" + language + "_" + size);
            // The marks are in the move list too (the tree view draws the record's suffixes).
            app->ui().select_tab = Ui::Tab::MOVES;
            app->frame();
            app->frame();
            save_screenshot(*app, "review_moves_" + language + "_" + size);
        }
    }
}

TEST_CASE("analysis mode in an untimed game / the time-used counts stand still") {
    auto app = coach_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(!c.clock().timed());
    run_until(
        *app, [] { return false; }, 200);
    press_key(*app, SDLK_a);
    REQUIRE(c.study().analysing());
    auto used = [&] {
        return std::make_pair(c.clock_side(RED).used_ms, c.clock_side(BLACK).used_ms);
    };
    const auto before = used();
    run_until(
        *app, [] { return false; }, 1200);
    CHECK(used() == before);
    CHECK_FALSE(c.clock().running().has_value());
    // A move in analysis, and back: still nothing runs.
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().ply() == 1);
    run_until(
        *app, [] { return false; }, 600);
    press_key(*app, SDLK_LEFT);
    run_until(
        *app, [] { return false; }, 600);
    CHECK(used() == before);
    CHECK_FALSE(c.clock().running().has_value());
    press_key(*app, SDLK_a);  // analysis off: the side to move's count goes on
    CHECK_FALSE(c.study().analysing());
    run_until(
        *app, [] { return false; }, 300);
    CHECK(c.clock().running() == RED);
}
