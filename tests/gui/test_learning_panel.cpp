// The Engine tab's learning: the setting, the positions learned and the button that forgets
// them, and the line that says which move the engine avoided because it lost with it before.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "formats/iccs.h"
#include "game/files/user_dirs.h"
#include "game/learning/game_learning.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "rules/movegen.h"

using namespace xq;
using namespace xq::test;

namespace {

// An experience in which every first move of Red lost but one, a weak king's step, learned
// deeper than any search: whatever depth the search reaches on a slow machine, a move it finds
// better than the king's step is one it avoids because of what it learned.
const char* const ONLY_UNLEARNED = "e0e1";

void write_lost_openings(const std::string& path) {
    Experience table;
    const Position start;
    MoveList moves;
    generate_legal(start, moves);
    for (const Move m : moves) {
        if (m == iccs_to_move(ONLY_UNLEARNED)) continue;
        ExperienceEntry e;
        e.key = start.key();
        e.move = m;
        e.value = -300;
        e.depth = 200;
        table.learn(e);
    }
    std::ofstream out(path, std::ios::binary);
    out << table.encode();
}

}  // namespace

TEST_CASE("learning panel: positions learned, forget, and the move avoided / in both languages") {
    for (const Lang lang : {Lang::EN, Lang::ZH}) {
        const std::string dir = make_unique_temp_dir("xq-learning-panel");
        REQUIRE_FALSE(dir.empty());
        write_lost_openings(dir + "/" + EXPERIENCE_FILE);
        auto app = make_app(headless_options(true));
        REQUIRE(app);
        Controller& c = app->controller();
        c.learning().open(dir + "/");
        CHECK(c.learning().positions() == 1);
        app->settings().lang = lang;
        set_language(lang);
        app->settings().mode = Mode::ENGINE_RED;  // the engine opens
        app->settings().movetime_s = 1;
        app->settings().ponder = false;  // the move's own search stays on show
        app->ui().select_tab = Ui::Tab::ENGINE;
        c.settings_changed();
        REQUIRE(run_until(
                    *app, [&] { return c.game().ply() == 1; }, 8000) >= 0);
        app->frame();
        const Move played = c.game().line()[0];
        CHECK(played == iccs_to_move(ONLY_UNLEARNED));
        REQUIRE_FALSE(c.engine_status().iterations.empty());
        const Move avoided = c.engine_status().iterations.back().avoided;
        CHECK(avoided != MOVE_NONE);
        PointF where;
        CHECK(app->find_widget("##avoids_learned", where));
        CHECK(app->find_widget("##learned_positions", where));
        CHECK(app->find_widget(tr(Str::FORGET_LEARNED), where));
        save_screenshot(*app, lang == Lang::EN ? "learning_en" : "learning_zh");

        click(*app, where);
        app->frame();
        CHECK(c.learning().positions() == 0);
        CHECK_FALSE(std::filesystem::exists(dir + "/" + EXPERIENCE_FILE));
        app.reset();
        std::filesystem::remove_all(dir);
    }
    set_language(Lang::EN);
}
