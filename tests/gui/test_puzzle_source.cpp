// The Puzzles tab says where the puzzle on the board comes from: for a position of a master game
// of the Chinese Chess Practical Dataset, the collection and the file, then the players, the
// event, the year and the move, in both languages at 1280x800 and 800x600 (screenshots
// gui_test_puzzle_source_{zh,en}_{1280,800}.png).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/puzzles/puzzle_progress.h"
#include "game/puzzles/puzzle_set.h"
#include "game/puzzles/puzzle_source.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

// The first shipped puzzle from a master game.
Puzzle first_game_puzzle() {
    std::vector<Puzzle> set;
    std::string error;
    REQUIRE(load_puzzle_file(std::string(XQ_SOURCE_DIR) + "/assets/puzzles.txt", set, &error));
    for (const Puzzle& p : set)
        if (p.source.kind == "game") return p;
    FAIL("no puzzle from a master game in the shipped set");
    return {};
}

}  // namespace

TEST_CASE("puzzle source / a master game's players, event, year and move under the puzzle") {
    const Puzzle chosen = first_game_puzzle();
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        for (const auto& entry : {std::pair{1280, 800}, std::pair{800, 600}}) {
            const auto w = entry.first;
            const auto h = entry.second;
            CAPTURE(w);
            TempDir t("xq_puzzle_source");
            // The progress file puts the chosen puzzle on the board.
            std::ofstream(t.path / PUZZLE_PROGRESS_FILE)
                << "rating = 1200.0\ncurrent = " << chosen.id << "\n";
            AppOptions o = headless_options();
            o.persist = true;
            o.config_dir = t.path.string();
            o.width = w;
            o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().lang = lang;
            set_language(lang);
            app->controller().settings_changed();
            for (int i = 0; i < 4; ++i) app->frame();
            REQUIRE(click_widget(*app, tr(Str::TAB_PUZZLES)));
            for (int i = 0; i < 3; ++i) app->frame();
            REQUIRE(app->puzzles().session());
            REQUIRE(app->puzzles().session()->puzzle().id == chosen.id);
            PointF where;
            REQUIRE(app->find_widget("##puzzle_source", where));
            CHECK(where.y < h);
            // The source's lines are drawn (wrapped where the panel is narrow): every word of
            // the collection's line, and the players' names.
            std::string all;
            for (const std::string& line : drawn_text_lines()) all += line;
            const std::vector<std::string> lines = puzzle_source_lines(chosen.source);
            REQUIRE(lines.size() == 2);
            CHECK(all.find(tr(Str::PUZZLE_SOURCE_CCPD)) != std::string::npos);
            CHECK(all.find(tr(Str::PUZZLE_SOURCE_GAME)) != std::string::npos);
            const std::string file = chosen.source.file.substr(chosen.source.file.rfind('/') + 1);
            CHECK(all.find(file) != std::string::npos);
            save_screenshot(*app, std::string("puzzle_source_") +
                                      (lang == Lang::ZH ? "zh_" : "en_") + std::to_string(w));
        }
    }
    set_language(Lang::ZH);
}
