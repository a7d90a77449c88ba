// The program's arguments: bad ones exit 2 with a message; --screenshot writes a PNG.
#include <doctest/doctest.h>
#include <stb_image.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

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
