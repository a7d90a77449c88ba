// The Moves tab's pictures: "Save picture…" writes the position shown as a PNG and "Save
// animation (GIF)…" the line followed as a GIF, through their options popup and the in-app
// file browser.
#include <doctest/doctest.h>
#include <gif_lib.h>
#include <stb_image.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

// Opens the Moves tab's details fold, where the picture buttons are.
void open_details(App& app) {
    app.ui().select_tab = Ui::Tab::MOVES;
    app.frame();
    app.frame();
    PointF header;
    REQUIRE(app.find_widget("##tags_header", header));
    click(app, header);
    app.frame();
}

// Clicks the button, then the popup's "Choose file…", then the browser's Save.
void save_through_browser(App& app, Str button, const char* screenshot) {
    REQUIRE(click_widget(app, tr(button)));
    app.frame();
    app.frame();
    save_screenshot(app, screenshot);
    REQUIRE(click_widget(app, tr(Str::CHOOSE_FILE)));
    app.frame();
    app.frame();
    REQUIRE(app.ui().files.browser.open);
    // Only pictures of the kind being saved are listed, not the game files beside them.
    const std::string ext = button == Str::SAVE_PICTURE ? ".png" : ".gif";
    for (const FolderEntry& e : app.ui().files.browser.entries) {
        CAPTURE(e.name);
        CHECK((e.folder || fs::path(e.name).extension() == ext));
    }
    app.frame();
    REQUIRE(click_widget(app, tr(Str::SAVE)));
    app.frame();
}

}  // namespace

TEST_CASE("the Moves tab saves the position as a PNG and the line as an animated GIF") {
    TempDir t("xq_gui_pictures");
    struct Builtin {  // the in-app browser even where a desktop dialog is installed
        Builtin() { setenv("XQ_FILE_DIALOG", "builtin", 1); }
        ~Builtin() { unsetenv("XQ_FILE_DIALOG"); }
    } builtin;
    std::ofstream(t.path / "club.pgn") << "[Event \"club\"]\n1. h2e2 h9g7 2. h0g2 *\n";
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    drop_file(*app, (t.path / "club.pgn").string());
    REQUIRE(app->controller().game().length() == 3);
    open_details(*app);

    app->ui().files.picture.width = 400;
    save_through_browser(*app, Str::SAVE_PICTURE, "picture_options");
    const fs::path png = t.path / "club.png";
    REQUIRE(fs::is_regular_file(png));
    int w = 0, h = 0, channels = 0;
    unsigned char* pixels = stbi_load(png.string().c_str(), &w, &h, &channels, 4);
    REQUIRE(pixels);
    stbi_image_free(pixels);
    CHECK(w == 400);
    CHECK(h == 477);  // (1040 + 2 * 40) * 400 / 940, with the coordinates
    // The game's own file name stays; the message names the picture.
    CHECK(app->ui().files.game_file == (t.path / "club.pgn").string());
    CHECK(app->controller().message.key == Str::PICTURE_SAVED);

    app->ui().files.picture.width = 200;
    app->ui().files.picture.delay_ms = 300;
    save_through_browser(*app, Str::SAVE_ANIMATION, "animation_options");
    const fs::path gif_path = t.path / "club.gif";
    REQUIRE(fs::is_regular_file(gif_path));
    int error = 0;
    GifFileType* gif = DGifOpenFileName(gif_path.string().c_str(), &error);
    REQUIRE(gif);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->ImageCount == 4);  // the start and three moves
    GraphicsControlBlock first{}, last{};
    DGifSavedExtensionToGCB(gif, 0, &first);
    DGifSavedExtensionToGCB(gif, gif->ImageCount - 1, &last);
    CHECK(first.DelayTime == 30);
    CHECK(last.DelayTime == 120);
    DGifCloseFile(gif, &error);
}
