// The Library tab's Endgames sub-tab with the mouse: the tab lists the shipped collection, a
// click selects an endgame and Play it sets it up on the board against the engine, the pieces
// drawn where the FEN puts them; from Black's side the board turns. The filters narrow the list.
// Screenshots at 1280x800 in both languages.
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "rules/position.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> library_app(Lang lang) {
    AppOptions o = headless_options(true);
    o.width = 1280;
    o.height = 800;
    auto app = make_app(o);
    if (!app) return app;
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    for (int i = 0; i < 3; ++i) app->frame();  // the panel is laid out in the language
    REQUIRE(click_widget(*app, tr(Str::TAB_LIBRARY)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::LIBRARY_ENDGAMES)));
    app->frame();
    return app;
}

// Starts the endgame at `index` of the collection from `side`.
const Endgame& start(App& app, size_t index, Color side) {
    const Endgame& e = app.endgames().set().at(index);
    REQUIRE(click_widget(app, "##endgame" + std::to_string(e.id)));
    app.frame();
    REQUIRE(click_widget(app, tr(side == RED ? Str::ENDGAME_RED : Str::ENDGAME_BLACK)));
    app.frame();
    REQUIRE(click_widget(app, tr(Str::ENDGAME_START)));
    app.frame();
    return e;
}

}  // namespace

TEST_CASE("endgames tab / Play it sets the endgame up on the board against the engine") {
    auto app = library_app(Lang::EN);
    REQUIRE(app);
    REQUIRE(app->endgames().set().size() >= 100);
    CHECK(app->ui().library.endgames.error.empty());
    const Endgame& e = start(*app, 0, RED);
    REQUIRE(app->endgames().challenge().has_value());
    CHECK(app->endgames().challenge()->id == e.id);
    CHECK(app->endgames().verdict() == EndgameVerdict::PLAYING);
    CHECK(app->controller().mode() == Mode::HUMAN_RED);
    Position want;
    REQUIRE(want.set_fen(e.fen));
    CHECK(app->controller().game().position().fen() == want.fen());
    CHECK_FALSE(app->geometry().flipped);
    // Every piece is drawn where the FEN puts it: red ink on Red's, dark ink on Black's.
    app->frame();
    const Frame f = grab(*app);
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = want.piece_on(s);
        if (p == NO_PIECE) continue;
        INFO("square " << int(s));
        if (color_of(p) == RED)
            CHECK(red_ink(*app, f, s) > 20);
        else
            CHECK(dark_ink(*app, f, s) > 20);
    }
    save_screenshot(*app, "endgames_en");

    // From Black's side the board turns and the engine plays Red; the Game tab's settings (and
    // settings.ini) keep the player's own mode and level.
    const Settings before = app->settings();
    start(*app, 1, BLACK);
    CHECK(app->controller().mode() == Mode::ENGINE_RED);
    CHECK(app->settings().mode == before.mode);
    CHECK(app->settings().skill == before.skill);
    CHECK(app->geometry().flipped);
    CHECK(app->endgames().challenge()->player == BLACK);
}

TEST_CASE("endgames tab / the filters narrow the list / Chinese screenshot") {
    auto app = library_app(Lang::ZH);
    REQUIRE(app);
    const std::vector<Endgame>& set = app->endgames().set();
    REQUIRE(set.size() >= 2);
    // Every endgame of the first class is listed, one of another class is not.
    Ui& ui = app->ui();
    ui.library.endgames.choice.category = set.front().category_en;
    app->frame();
    app->frame();
    CHECK(app->ui().drawn.widgets.count("##endgame" + std::to_string(set.front().id)));
    for (const Endgame& e : set)
        if (e.category_en != set.front().category_en) {
            CHECK_FALSE(app->ui().drawn.widgets.count("##endgame" + std::to_string(e.id)));
            break;
        }
    // Nothing is solved yet: "solved only" lists none.
    ui.library.endgames.choice.category.clear();
    ui.library.endgames.choice.solved = 1;
    app->frame();
    app->frame();
    CHECK_FALSE(app->ui().drawn.widgets.count("##endgame" + std::to_string(set.front().id)));
    ui.library.endgames.choice.solved = 0;
    app->frame();
    start(*app, 0, RED);
    app->frame();
    save_screenshot(*app, "endgames_zh");
}
