// The rule book for repetitions in the Game tab: the combo changes the setting, and the game's
// referee follows it at once; screenshots of the open combo in both languages.
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("game tab / the rule book combo sets the referee's rules") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    CHECK(app->settings().rule_book == RuleBook::CHINESE);
    CHECK(c.game().rule_book() == RuleBook::CHINESE);
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        app->settings().lang = lang;
        set_language(lang);
        app->ui().select_tab = Ui::Tab::GAME;
        app->frame();
        app->frame();
        PointF combo;
        for (int i = 0; i < 12 && !app->find_widget("##rule_book", combo); ++i)
            scroll_panel(*app, 3);
        REQUIRE(click_widget(*app, "##rule_book"));
        app->frame();
        save_screenshot(*app, lang == Lang::EN ? "rule_book_en" : "rule_book_zh");
        const RuleBook wanted = lang == Lang::EN ? RuleBook::ASIAN : RuleBook::CHINESE;
        REQUIRE(click_widget(
            *app, tr(wanted == RuleBook::ASIAN ? Str::RULE_BOOK_ASIAN : Str::RULE_BOOK_CHINESE)));
        app->frame();
        CHECK(app->settings().rule_book == wanted);
        CHECK(c.game().rule_book() == wanted);
    }
}
