// The command lines of the GUI build's programs: the game (bad arguments exit 2 with a message
// naming them, --help lists the options, --screenshot writes a PNG) and the asset tools.
#include <doctest/doctest.h>
#include <stb_image.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "../run_command.h"

namespace {

int run(const std::string& args) {
    std::string cmd =
        "SDL_VIDEODRIVER=dummy " + std::string(XQ_GAME_BIN) + " " + args + " >/dev/null 2>&1";
    int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("bad arguments exit with status 2") {
    CHECK(run("--bogus") == 2);
    CHECK(run("--size 10x10") == 2);
    CHECK(run("--size 800") == 2);
    CHECK(run("--fen 'rnbakabnr/9/zz w'") == 2);
    CHECK(run("--frames 3") == 2);
    CHECK(run("--screenshot") == 2);
    CHECK(run("--screenshot x.png --frames 0") == 2);
    CHECK(run("--config-dir") == 2);
    CHECK(run("--help") == 0);
}

TEST_CASE("--screenshot writes a PNG of the window size and exits 0") {
    auto file = std::filesystem::temp_directory_path() / "xq_cli_shot.png";
    std::filesystem::remove(file);
    REQUIRE(run("--software --no-save --no-engine --size 900x700 --screenshot " + file.string() +
                " --frames 2") == 0);
    int w = 0, h = 0, n = 0;
    unsigned char* pixels = stbi_load(file.string().c_str(), &w, &h, &n, 4);
    REQUIRE(pixels);
    CHECK(w == 900);
    CHECK(h == 700);
    stbi_image_free(pixels);
    std::filesystem::remove(file);
}

TEST_CASE("game command line / --help names every option") {
    const xq::test::CommandResult r = xq::test::run_command(std::string(XQ_GAME_BIN) + " --help");
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    for (const char* name :
         {"FILE", "--fen", "--screenshot", "--frames", "--software", "--size", "--config-dir",
          "--no-engine", "--no-save", "--tab", "--editor", "--bench-frames", "--bench-movetime",
          "--bench-analysis", "--soak", "--soak-movetime", "--soak-plies"}) {
        const std::string option = name;
        CAPTURE(option);
        CHECK(r.out.find(name) != std::string::npos);
    }
}

TEST_CASE("game command line / a bad argument exits 2 with a message naming it") {
    struct Case {
        const char* args;
        const char* named;
    };
    const Case cases[] = {
        {"--bogus", "'--bogus'"},
        {"--size 10x10", "--size"},
        {"--fen 'rnbakabnr/9/zz w'", "bad FEN"},
        {"--frames 3", "--screenshot"},
        {"--tab chess", "--tab"},
        {"--bench-frames 2 --config-dir /tmp", "--config-dir"},
        {"a.pgn b.pgn", "'b.pgn'"},
    };
    for (const Case& c : cases) {
        const std::string args = c.args;
        CAPTURE(args);
        const xq::test::CommandResult r = xq::test::run_command(
            "SDL_VIDEODRIVER=dummy " + std::string(XQ_GAME_BIN) + " " + c.args);
        CHECK(r.code == 2);
        CHECK(r.err.rfind("xiangqi: ", 0) == 0);
        CHECK(r.err.find(c.named) != std::string::npos);
    }
}

TEST_CASE("asset tools command lines / --help names the options / a bad flag exits 2") {
    const std::string tools = XQ_TOOLS_DIR;
    const xq::test::CommandResult assets = xq::test::run_command(tools + "/make_assets --help");
    CHECK(assets.code == 0);
    for (const char* name : {"DIR", "--font-kai", "--font-sans"}) {
        const std::string option = name;
        CAPTURE(option);
        CHECK(assets.out.find(name) != std::string::npos);
    }
    const xq::test::CommandResult sounds = xq::test::run_command(tools + "/make_sounds --help");
    CHECK(sounds.code == 0);
    CHECK(sounds.out.find("DIR") != std::string::npos);
    for (const char* tool : {"/make_assets", "/make_sounds"}) {
        const std::string program = tool;
        CAPTURE(program);
        const xq::test::CommandResult bad = xq::test::run_command(tools + tool + " --bogus out");
        CHECK(bad.code == 2);
        CHECK(bad.err.find("--bogus") != std::string::npos);
        const xq::test::CommandResult none = xq::test::run_command(tools + tool);
        CHECK(none.code == 2);
        CHECK(none.err.find("DIR") != std::string::npos);
    }
}
