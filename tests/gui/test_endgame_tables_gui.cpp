// The endgame tables in the Engine tab: in an ending no table covers, a button makes its table in
// the background; then the tab says who mates in how many moves and lists the best moves, in
// both languages, the table is kept in the state folder and read again at the next start, and
// the engine at full strength plays the table's move. In an endgame challenge, a move that lets
// the win go is told at once with the one that kept it. Screenshots in both languages.
#include <doctest/doctest.h>

#include <filesystem>

#include "formats/iccs.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "tb/generate.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

// Red's rook and king against the bare king: Red mates in 2.
const char* GUI_ROOK_AGAINST_KING = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";

std::unique_ptr<App> tables_app(const std::string& dir, Lang lang) {
    AppOptions o = headless_options(true);
    o.persist = true;
    o.config_dir = dir;
    o.width = 800, o.height = 600;
    auto app = make_app(o);
    if (!app) return nullptr;
    app->settings().lang = lang;
    set_language(lang);
    REQUIRE(app->controller().set_position(GUI_ROOK_AGAINST_KING, nullptr));
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    return app;
}

}  // namespace

TEST_CASE("endgame tables in the Engine tab / made on a click, shown, kept for the next start") {
    TempDir dir("xq_gui_endgame_tables");
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        std::filesystem::remove_all(dir.path / "tables");
        auto app = tables_app(dir.path.string(), lang);
        REQUIRE(app);
        PointF where;
        CHECK_FALSE(app->find_widget("##endgame_table", where));
        char button[160];
        snprintf(button, sizeof button, tr(Str::MAKE_TABLE), "KRK");
        REQUIRE(click_widget(*app, button));
        REQUIRE(run_until(
                    *app, [&] { return app->find_widget("##endgame_table", where); }, 60000) >= 0);
        const auto verdict = app->ui().tables->verdict(app->controller().game().position());
        REQUIRE(verdict);
        CHECK(verdict->value.wdl == tb::Wdl::WIN);
        CHECK(verdict->value.dtm == 3);  // Red mates in 2
        CHECK(std::filesystem::exists(dir.path / "tables" / "KRK.xqtb"));
        push_mouse(*app, SDL_MOUSEMOTION, app->square_in_window(make_square(4, 4)));
        app->frame();
        app->frame();
        save_screenshot(*app, std::string("endgame_table_") + (lang == Lang::EN ? "en" : "zh"));
        if (lang == Lang::EN) {
            // The engine at full strength plays Red: one of the table's quickest mates.
            Controller& c = app->controller();
            app->settings().mode = Mode::ENGINE_RED;
            app->settings().skill = SKILL_RANGE.max;
            c.settings_changed();
            REQUIRE(run_until(
                        *app, [&] { return c.game().ply() == 1; }, 30000) >= 0);
            const Move played = c.game().line()[0];
            bool best = false;
            for (const tb::MoveValue& m : verdict->moves)
                best |= m.move == played && m.value == verdict->value;
            CHECK(best);
        }
    }
    // The next start reads the tables made before: the verdict shows at once, with no button.
    auto again = tables_app(dir.path.string(), Lang::EN);
    REQUIRE(again);
    PointF where;
    REQUIRE(run_until(
                *again, [&] { return again->find_widget("##endgame_table", where); }, 20000) >= 0);
    char button[160];
    snprintf(button, sizeof button, tr(Str::MAKE_TABLE), "KRK");
    CHECK_FALSE(again->find_widget(button, where));
    set_language(Lang::EN);
}

TEST_CASE("endgame tables in the Endgames tab / a move that lets the win go is told at once") {
    TempDir tables("xq_gui_endgame_slip_tables");
    // The tables of rook against two advisors, made beforehand, copied into each state folder.
    {
        tb::Tablebases set;
        std::string error;
        REQUIRE(tb::solve_with_successors(
            *tb::parse_material("KRKAA"), set, 1,
            [&](const tb::Table& t, const tb::TableStats&) {
                return t.write((tables.path / t.file_name()).string(), &error);
            },
            &error));
    }
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        CAPTURE(int(lang));
        TempDir dir(lang == Lang::EN ? "xq_gui_endgame_slip_en" : "xq_gui_endgame_slip_zh");
        std::filesystem::copy(tables.path, dir.path / "tables");
        AppOptions o = headless_options(true);
        o.persist = true;
        o.config_dir = dir.path.string();
        o.width = 1280, o.height = 800;
        auto app = make_app(o);
        REQUIRE(app);
        app->settings().lang = lang;
        set_language(lang);
        app->controller().settings_changed();
        for (int i = 0; i < 3; ++i) app->frame();
        REQUIRE(click_widget(*app, tr(Str::TAB_LIBRARY)));
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::LIBRARY_ENDGAMES)));
        app->frame();
        // 单车胜双士（一）: 3a5/5k3/3a3R1/... Red to move and win. The list shows its class.
        app->ui().library.endgames.choice.category = "Rook vs two advisors";
        app->frame();
        app->frame();
        REQUIRE(click_widget(*app, "##endgame33"));
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::ENDGAME_RED)));
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::ENDGAME_START)));
        app->frame();
        REQUIRE(app->endgames().challenge());
        REQUIRE(app->ui().tables->verdict(app->controller().game().position()));
        // 车二平四 (h7f7) puts the rook beside the king, unguarded: the win is gone.
        Controller& c = app->controller();
        REQUIRE(c.human_move(iccs_to_move("h7f7"), SDL_GetTicks()));
        app->frame();
        app->frame();
        const auto slip = app->endgames().slip();
        REQUIRE(slip);
        CHECK(slip->win_lost);
        CHECK(slip->played == iccs_to_move("h7f7"));
        PointF where;
        CHECK(app->find_widget("##endgame_slip", where));
        save_screenshot(*app, std::string("endgame_slip_") + (lang == Lang::EN ? "en" : "zh"));
        // Taken back, the slip is no longer shown.
        c.undo();
        app->frame();
        app->frame();
        CHECK_FALSE(app->endgames().slip());
    }
    set_language(Lang::EN);
}
