// The game tab in a small window: choices never overlap or run past the panel's edge (the mode
// radios go one per line when two do not fit; the time-control checkbox goes below its combo).
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "imgui.h"

using namespace xq;
using namespace xq::test;

namespace {

bool overlap(const WidgetRect& a, const WidgetRect& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

}  // namespace

TEST_CASE("the mode radios and the time control fit a small window in both languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto size : {std::pair{800, 600}, std::pair{1280, 860}}) {
            const auto w = size.first, h = size.second;
            CAPTURE(int(lang));
            CAPTURE(size.first);
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            app->frame();
            app->frame();
            const auto& widgets = app->ui().drawn.widgets;
            std::vector<WidgetRect> radios;
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

// The six tabs at 800 x 600 and 1280 x 800 keep their whole labels (the tab bar cuts a label that
// does not fit to "Ga…"): each tab is at least as wide as its label, inside the panel, beside the
// next.
TEST_CASE("the tabs keep their whole labels in a narrow panel / in both languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto size : {std::pair{800, 600}, std::pair{1280, 800}, std::pair{1280, 860},
                          std::pair{400, 800}, std::pair{360, 740}, std::pair{390, 844}}) {
            const auto w = size.first, h = size.second;
            CAPTURE(int(lang));
            CAPTURE(size.first);
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            for (int i = 0; i < 3; ++i) app->frame();
            const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
            const float scale = ImGui::GetIO().FontGlobalScale;
            const auto& widgets = app->ui().drawn.widgets;
            float right_of_last = 0;
            for (Str t : {Str::TAB_GAME, Str::TAB_MOVES, Str::TAB_ENGINE, Str::TAB_LOOK,
                          Str::TAB_PUZZLES, Str::TAB_LIBRARY}) {
                const std::string label = tr(t);
                CAPTURE(label);
                auto it = widgets.find(label);
                REQUIRE(it != widgets.end());
                const WidgetRect& r = it->second;
                const float text =
                    font->CalcTextSizeA(font->FontSize * scale, 1e9f, 0, label.c_str()).x;
                CHECK(r.max.x - r.min.x >= text);  // the whole label, no "…"
                // Tabs do not overlap, nor touch: a little room between each two.
                if (right_of_last > 0) CHECK(r.min.x >= right_of_last + 2);
                CHECK(r.max.x <= float(w));
                right_of_last = r.max.x;
            }
        }
    }
    set_language(Lang::ZH);
}

TEST_CASE("the look tab's theme choices stay inside a narrow panel / in both languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto size : {std::pair{800, 600}, std::pair{1280, 860}}) {
            const auto w = size.first, h = size.second;
            CAPTURE(int(lang));
            CAPTURE(size.first);
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            app->ui().select_tab = Ui::Tab::LOOK;
            for (int i = 0; i < 3; ++i) app->frame();
            const auto& widgets = app->ui().drawn.widgets;
            std::vector<WidgetRect> radios;
            for (Str r : {Str::PIECES_TRADITIONAL, Str::PIECES_INTERNATIONAL, Str::BOARD_WOOD,
                          Str::BOARD_CONTRAST}) {
                CAPTURE(tr(r));
                auto it = widgets.find(tr(r));
                REQUIRE(it != widgets.end());
                CHECK(it->second.max.x <= float(w));
                radios.push_back(it->second);
            }
            for (size_t i = 0; i < radios.size(); ++i)
                for (size_t j = i + 1; j < radios.size(); ++j)
                    CHECK(!overlap(radios[i], radios[j]));
        }
    }
    set_language(Lang::ZH);
}

// The time sliders and the difficulty write their value ("1.0 s") beside them, at the right, where
// the slider's grab cannot cover it, and inside the panel.
TEST_CASE(
    "the time and difficulty sliders' values stand beside them, clear of the grab / in both "
    "languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto size : {std::pair{800, 600}, std::pair{1280, 800}, std::pair{390, 844}}) {
            const auto w = size.first, h = size.second;
            CAPTURE(int(lang));
            CAPTURE(size.first);
            AppOptions o = headless_options(true);
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            app->settings().mode = Mode::DEMO;
            app->controller().settings_changed();
            app->controller().set_paused(true);
            auto check_slider = [&](const std::string& id) {
                CAPTURE(id);
                const auto& widgets = app->ui().drawn.widgets;
                REQUIRE(widgets.count(id));
                REQUIRE(widgets.count(id + "_value"));
                const WidgetRect slider = widgets.at(id), value = widgets.at(id + "_value");
                CHECK(value.min.x >= slider.max.x);
                CHECK(value.max.x <= float(w));
                CHECK(value.min.y < slider.max.y);  // on the slider's line
            };
            app->ui().select_tab = Ui::Tab::GAME;
            for (int i = 0; i < 3; ++i) app->frame();
            check_slider("##demo_time");
            check_slider("##time");
            check_slider("##skill");
            app->ui().select_tab = Ui::Tab::ENGINE;
            for (int i = 0; i < 3; ++i) app->frame();
            check_slider("##review_time");
        }
    }
    set_language(Lang::ZH);
}
