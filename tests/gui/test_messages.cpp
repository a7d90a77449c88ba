// Messages on the panel: translated when drawn (a shown message follows the language, errors of
// the lower layers in Chinese too), in boxes of fixed height (nothing below them moves), the
// status up to date in the frame after a click, and the ICCS PV kept inside the panel.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>

#include "game/text/detail_text.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

bool has_ascii_word(const std::string& s) {
    int run = 0;
    for (char ch : s) {
        run = (ch >= 'a' && ch <= 'z') ? run + 1 : 0;
        if (run >= 4) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("a FEN error reads in Chinese / and the shown message follows a change of language") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    Controller& c = app->controller();
    REQUIRE(show_game_details(*app));  // the FEN field lives with the game's tags
    for (const char* bad : {"rnbakabnr/9/xyz w - - 0 1", "rnbakabnr/9/9 w - - 0 1",
                            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - 0 1",
                            "rrrbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"}) {
        CAPTURE(bad);
        type_fen(*app, bad);
        REQUIRE(click_widget(*app, tr(Str::SET_FEN)));
        REQUIRE(c.message.error);
        const std::string zh = message_text(c.message);
        CAPTURE(zh);
        CHECK(zh.find(tr(Str::BAD_FEN)) == 0);
        CHECK(!has_ascii_word(zh));  // no English words left in the Chinese UI
    }
    save_screenshot(*app, "fen_error_zh");
    // The same message, on screen, in English after the switch: nothing new was said.
    REQUIRE(click_widget(*app, tr(Str::LANGUAGE)));
    CHECK(language() == Lang::EN);
    const std::string en = message_text(c.message);
    CHECK(en.find("Bad FEN: ") == 0);
    CAPTURE(en);
    CHECK(en.find("Black has more than 2 rooks") != std::string::npos);
    save_screenshot(*app, "fen_error_en");
    REQUIRE(click_widget(*app, tr(Str::LANGUAGE)));
    CHECK(language() == Lang::ZH);
    CHECK(message_text(c.message).find(tr(Str::BAD_FEN)) == 0);
}

TEST_CASE("a message is never cut: a long one wraps onto more lines, a short one moves nothing") {
    for (auto [w, h] : {std::pair{1200, 820}, std::pair{800, 600}}) {
        for (Lang lang : {Lang::EN, Lang::ZH}) {
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            set_language(lang);
            app->settings().lang = lang;
            Controller& c = app->controller();
            app->frame();
            PointF before, after;
            REQUIRE(app->find_widget(tr(Str::NEW_GAME), before));
            // A message of two lines or less keeps the buttons under it where they are.
            c.notify(Message(Str::FEN_COPIED));
            app->frame();
            REQUIRE(app->find_widget(tr(Str::NEW_GAME), after));
            CHECK(after.y == before.y);
            // A long one shows whole: every word of it is drawn, on as many lines as it needs.
            std::string long_text;
            for (int i = 0; i < 12; ++i)
                long_text +=
                    lang == Lang::ZH ? "一条很长的消息会自动换行，" : "A long message that wraps. ";
            long_text += lang == Lang::ZH ? "结尾" : "THE-END";
            c.notify(long_text, true);
            app->frame();
            const WidgetRect box = app->ui().drawn.widgets.at("##message");
            CHECK(box.max.y - box.min.y > ImGui::GetTextLineHeight() * 2.5f);
            const std::vector<std::string> drawn = drawn_text_lines();
            std::string all;
            for (const std::string& line : drawn) all += line;
            CHECK(all.find(lang == Lang::ZH ? "结尾" : "THE-END") != std::string::npos);
            CHECK(all.find("…") == std::string::npos);
            save_screenshot(
                *app, "long_message_" + std::to_string(w) + (lang == Lang::ZH ? "_zh" : "_en"));
        }
    }
    set_language(Lang::EN);
}

TEST_CASE("the status line shows the clicked move's position in the very next frame") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    for (auto [a, b] : {std::pair{"h2", "e2"}, std::pair{"h9", "g7"}, std::pair{"h0", "g2"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    REQUIRE(click_widget(*app, tr(Str::TAB_MOVES)));
    app->frame();
    CHECK(app->next_wait_ms() > 0);  // nothing asked: the loop may sleep
    REQUIRE(click_widget(*app, "ply1"));
    REQUIRE(c.game().ply() == 1);
    // The click was applied after that frame was built: the loop must not sleep before the
    // next one, which then shows the new position's status.
    CHECK(app->next_wait_ms() == 0);
    app->frame();
    CHECK(app->ui().drawn.status == status_line(c));
    CHECK(app->ui().drawn.status.find(tr(Str::BLACK_TO_MOVE)) != std::string::npos);
}

TEST_CASE("the ICCS PV wraps inside the panel") {
    AppOptions o = headless_options(true);
    o.width = 800, o.height = 600;
    auto app = make_app(o);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().movetime_s = 0.5;
    app->settings().mode = Mode::DEMO;
    c.settings_changed();
    app->ui().select_tab = Ui::Tab::ENGINE;
    // A frame that drew a PV of ten moves or more: in demo mode the next search may begin at
    // any frame, so the row is looked at in the frame that showed the long PV.
    REQUIRE(run_until(
                *app,
                [&] {
                    const auto& it = c.engine_status().iterations;
                    return !it.empty() && it.back().pv.size() >= 10 &&
                           app->ui().drawn.widgets.count("##pv_iccs") == 1;
                },
                10000) >= 0);
    save_screenshot(*app, "pv_iccs_800");
    REQUIRE(app->ui().drawn.widgets.count("##pv_iccs") == 1);
    WidgetRect r = app->ui().drawn.widgets.at("##pv_iccs");
    int w = 0, h = 0;
    SDL_GetWindowSize(app->window(), &w, &h);
    CHECK(r.max.x <= float(w));
    // Ten ICCS moves (about 50 characters) do not fit one line of this panel: it wrapped.
    CHECK(r.max.y - r.min.y > ImGui::GetTextLineHeight() * 1.5f);
}

TEST_CASE("the font has every character the Chinese details can produce") {
    std::ifstream in(std::string(XQ_SOURCE_DIR) + "/src/game/text/detail_text.cpp",
                     std::ios::binary);
    REQUIRE(in);
    std::string src((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string glyphs = detail_glyphs();
    // Each UTF-8 sequence of the file must appear in detail_glyphs().
    for (size_t i = 0; i < src.size();) {
        const unsigned char c = static_cast<unsigned char>(src[i]);
        size_t n = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (n > 1) {
            const std::string ch = src.substr(i, n);
            CAPTURE(ch);
            CHECK(glyphs.find(ch) != std::string::npos);
        }
        i += n;
    }
}

TEST_CASE("PGN errors in a variation read in Chinese") {
    CHECK(detail_in_chinese("line 1: move 2... (in a variation) 'a9a1' is illegal in this "
                            "position: no piece on a9") ==
          "第1行：变着中第2回合黑方着法“'a9a1'”在此局面下不合法：" +
              detail_in_chinese("no piece on a9"));
    CHECK(detail_in_chinese("line 3: a variation '(' must follow the move it is an alternative "
                            "to") == "第3行：变着“(”必须紧跟在它所替代的着法之后");
}
