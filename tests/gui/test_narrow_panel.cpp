// The game tab in a small window: choices never overlap or run past the panel's edge (the mode
// radios go one per line when two do not fit; the time-control checkbox goes below its combo).
#include <doctest/doctest.h>

#include "game/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

bool overlap(const Ui::Rect& a, const Ui::Rect& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

}  // namespace

TEST_CASE("the mode radios and the time control fit a small window in both languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto [w, h] : {std::pair{800, 600}, std::pair{1280, 860}}) {
            CAPTURE(int(lang));
            CAPTURE(w);
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            app->frame();
            app->frame();
            const auto& widgets = app->ui().widgets;
            std::vector<Ui::Rect> radios;
            for (Str m : {Str::MODE_HUMAN_RED, Str::MODE_ENGINE_RED, Str::MODE_TWO_HUMANS,
                          Str::MODE_DEMO}) {
                auto it = widgets.find(tr(m));
                REQUIRE(it != widgets.end());
                CHECK(it->second.max.x <= w);
                radios.push_back(it->second);
            }
            for (size_t i = 0; i < radios.size(); ++i)
                for (size_t j = i + 1; j < radios.size(); ++j)
                    CHECK(!overlap(radios[i], radios[j]));
            auto combo = widgets.find("##tc_red");
            auto check = widgets.find(tr(Str::TC_SEPARATE));
            REQUIRE(combo != widgets.end());
            REQUIRE(check != widgets.end());
            CHECK(!overlap(combo->second, check->second));
            CHECK(check->second.max.x <= w);
            if (w >= 1280) CHECK(check->second.min.y < combo->second.max.y);  // beside it
        }
    }
    set_language(Lang::ZH);
}
