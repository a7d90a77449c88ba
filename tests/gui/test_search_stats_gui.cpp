// The Engine tab's search statistics: after the built-in engine's search, a row per iteration
// with its cut-offs, hash hits, quiescence nodes, null moves and reductions, headed in the
// language of the game; screenshots at a large and a small window size in both languages.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

bool drawn(const std::vector<std::string>& lines, const std::string& text) {
    for (const std::string& l : lines)
        if (l.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("the engine panel shows the search statistics of each iteration / in both languages") {
    struct Case {
        Lang lang;
        int width, height;
        const char* name;
    };
    for (const Case& k : {Case{Lang::ZH, 1280, 800, "search_stats_zh_1280x800"},
                          Case{Lang::EN, 1280, 800, "search_stats_en_1280x800"},
                          Case{Lang::ZH, 800, 600, "search_stats_zh_800x600"},
                          Case{Lang::EN, 800, 600, "search_stats_en_800x600"}}) {
        const std::string name = k.name;
        CAPTURE(name);
        AppOptions o = headless_options(true);
        o.width = k.width;
        o.height = k.height;
        auto app = make_app(o);
        REQUIRE(app);
        Controller& c = app->controller();
        app->settings().lang = k.lang;
        set_language(k.lang);
        app->settings().mode = Mode::HUMAN_RED;
        app->settings().movetime_s = 1;
        app->settings().ponder = false;  // the search to look at stays the move's
        c.settings_changed();
        app->ui().select_tab = Ui::Tab::ENGINE;
        app->frame();
        click_square(*app, sq("h2"));
        click_square(*app, sq("e2"));
        REQUIRE(run_until(
                    *app, [&] { return c.game().ply() == 2; }, 10000) >= 0);
        app->frame();
        const std::vector<SearchInfo>& its = c.engine_status().iterations;
        REQUIRE(!its.empty());
        REQUIRE(its.back().stats.has_value());
        // The table comes into view below the iterations; its deepest row first.
        scroll_panel(*app, 12);
        const std::vector<std::string> lines = drawn_text_lines();
        CHECK(drawn(lines, tr(Str::SEARCH_STATS)));
        CHECK(drawn(lines, tr(Str::STAT_CUTOFFS)));
        CHECK(drawn(lines, tr(Str::STAT_TT_HITS)));
        CHECK(drawn(lines, tr(Str::STAT_NULL_MOVES)));
        CHECK(drawn(lines, tr(Str::STAT_LMR)));
        CHECK(drawn(lines, tr(Str::STAT_QNODES)));
        PointF where;
        CHECK(app->find_widget("##search_stats", where));
        // The deepest exact iteration's null-move figures, as the table writes them.
        const SearchInfo* deepest = nullptr;
        for (const SearchInfo& i : its)
            if (i.stats && i.bound == Bound::EXACT) deepest = &i;
        REQUIRE(deepest);
        CHECK(deepest->stats->beta_cutoffs > 0);
        save_screenshot(*app, k.name);
    }
    set_language(Lang::ZH);
}
