// `xiangqi-engine diagram`: pictures of positions (PNG) and games (GIF) on the command line,
// read back with stb_image and giflib, and its errors.
#include <doctest/doctest.h>
#include <gif_lib.h>
#include <stb_image.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "run_command.h"
#include "temp_dir.h"

namespace {

struct DiagramRun {
    std::string out;  // stdout and stderr together
    int code = -1;
};

DiagramRun diagram(const std::string& args) {
    const xq::test::CommandResult r =
        xq::test::run_command(std::string(XQ_ENGINE_BIN) + " diagram " + args);
    return {r.out + r.err, r.code};
}

struct Png {
    int w = 0, h = 0;
    std::vector<unsigned char> px;
    // How many pixels of the box of half-size r around (x, y) pass `test`.
    template <class Test>
    int count(double x, double y, double r, Test test) const {
        int n = 0;
        for (int j = int(y - r); j <= int(y + r); ++j)
            for (int i = int(x - r); i <= int(x + r); ++i)
                if (i >= 0 && j >= 0 && i < w && j < h &&
                    test(&px[(size_t(j) * size_t(w) + size_t(i)) * 4]))
                    ++n;
        return n;
    }
    // The ink of a piece's character, as the GUI tests count it: strong red, or near black.
    int red_ink(double x, double y, double r) const {
        return count(x, y, r,
                     [](const unsigned char* p) { return p[0] > 120 && p[1] < 70 && p[2] < 70; });
    }
    int dark_ink(double x, double y, double r) const {
        return count(x, y, r,
                     [](const unsigned char* p) { return p[0] < 70 && p[1] < 70 && p[2] < 70; });
    }
};

Png read_png(const std::string& path) {
    Png p;
    int channels = 0;
    unsigned char* data = stbi_load(path.c_str(), &p.w, &p.h, &channels, 4);
    REQUIRE(data);
    p.px.assign(data, data + size_t(p.w) * size_t(p.h) * 4);
    stbi_image_free(data);
    return p;
}

// The centre of a square in a picture of width `w` without coordinates (board_geometry.h: the
// image is 940 wide, the grid starts 70 in, cells are 100).
double cx(int w, int file) {
    return (70 + 100 * file) * w / 940.0;
}
double cy(int w, int rank) {
    return (70 + 100 * (9 - rank)) * w / 940.0;
}

// Red rook on a0 (lower left), red king d0, black king e9, black cannon h7.
const char* FEN = "'4k4/9/7c1/9/9/9/9/9/9/R2K5 w - - 0 1'";

}  // namespace

TEST_CASE("diagram: a PNG of the chosen width / its pieces on their squares") {
    xq::test::TempDir dir("xq_diagram_png");
    const std::string out = dir.dir() + "pos.png";
    const DiagramRun r = diagram(std::string("--fen ") + FEN + " --out " + out + " --size 470");
    REQUIRE(r.code == 0);
    const Png p = read_png(out);
    CHECK(p.w == 470);
    CHECK(p.h == 520);  // 1040 * 470 / 940
    const double half = 0.3 * 50;
    const double rook_x = cx(470, 0), rook_y = cy(470, 0), cannon_x = cx(470, 7),
                 cannon_y = cy(470, 7), empty_x = cx(470, 4), empty_y = cy(470, 4);
    // A red piece has red ink, a black one dark ink; the bare board has neither.
    CHECK(p.red_ink(rook_x, rook_y, half) > 30);
    CHECK(p.dark_ink(rook_x, rook_y, half) < 5);
    CHECK(p.dark_ink(cannon_x, cannon_y, half) > 30);
    CHECK(p.red_ink(cannon_x, cannon_y, half) < 5);
    CHECK(p.red_ink(empty_x, empty_y, half) + p.dark_ink(empty_x, empty_y, half) < 20);
    // The empty corner opposite the rook has no piece.
    CHECK(p.red_ink(cx(470, 0), cy(470, 9), half) + p.dark_ink(cx(470, 0), cy(470, 9), half) < 20);
}

TEST_CASE("diagram: --flip puts Red at the top / --coords adds the label bands") {
    xq::test::TempDir dir("xq_diagram_flip");
    const std::string out = dir.dir() + "flip.png";
    REQUIRE(diagram(std::string("--fen ") + FEN + " --out " + out +
                    " --size 470 --flip --coords --theme contrast --pieces international")
                .code == 0);
    const Png p = read_png(out);
    CHECK(p.w == 470);
    CHECK(p.h == 560);  // (1040 + 2 * 40) * 470 / 940
    const double band = 20, half = 15;
    // Flipped: the rook on a0 is at the top right; the bottom left, its square unflipped, is bare.
    CHECK(p.red_ink(cx(470, 8), band + cy(470, 9), half) > 30);
    CHECK(p.red_ink(cx(470, 0), band + cy(470, 0), half) < 5);
}

TEST_CASE("diagram: a game as a GIF has a frame per ply and one more / with the delays") {
    xq::test::TempDir dir("xq_diagram_gif");
    const std::string pgn = dir.dir() + "game.pgn", out = dir.dir() + "game.gif";
    std::ofstream(pgn) << "[Event \"x\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 *\n";
    const DiagramRun r =
        diagram("--pgn " + pgn + " --out " + out + " --size 300 --delay 200 --last-pause 1500");
    REQUIRE(r.code == 0);
    int error = 0;
    GifFileType* gif = DGifOpenFileName(out.c_str(), &error);
    REQUIRE(gif);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->SWidth == 300);
    CHECK(gif->ImageCount == 6);
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock gcb{};
        REQUIRE(DGifSavedExtensionToGCB(gif, i, &gcb) == GIF_OK);
        CHECK(gcb.DelayTime == (i + 1 == gif->ImageCount ? 150 : 20));
    }
    DGifCloseFile(gif, &error);

    // --plies picks a part; a PNG of a game is its last position.
    const std::string part = dir.dir() + "part.gif";
    REQUIRE(diagram("--pgn " + pgn + " --out " + part + " --size 200 --plies 2-4").code == 0);
    gif = DGifOpenFileName(part.c_str(), &error);
    REQUIRE(gif);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->ImageCount == 3);
    DGifCloseFile(gif, &error);
    CHECK(diagram("--pgn " + pgn + " --out " + dir.dir() + "end.png --size 200").code == 0);
}

TEST_CASE("diagram: --game picks a game of a multi-game PGN file") {
    xq::test::TempDir dir("xq_diagram_games");
    const std::string pgn = dir.dir() + "two.pgn", out = dir.dir() + "g.gif";
    std::ofstream(pgn) << "[Event \"a\"]\n\n1. h2e2 *\n\n[Event \"b\"]\n\n1. h2e2 h9g7 2. h0g2 *\n";
    REQUIRE(diagram("--pgn " + pgn + " --out " + out + " --size 150 --game 2").code == 0);
    int error = 0;
    GifFileType* gif = DGifOpenFileName(out.c_str(), &error);
    REQUIRE(gif);
    REQUIRE(DGifSlurp(gif) == GIF_OK);
    CHECK(gif->ImageCount == 4);
    DGifCloseFile(gif, &error);
    const DiagramRun none = diagram("--pgn " + pgn + " --out " + out + " --game 3");
    CHECK(none.code == 2);
    CHECK(none.out.find("has no game 3") != std::string::npos);
}

TEST_CASE("diagram: bad input is a clear error with exit code 2 and writes nothing") {
    xq::test::TempDir dir("xq_diagram_errors");
    const std::string out = dir.dir() + "x.png";
    auto fails_with = [&](const std::string& args, const std::string& words) {
        const DiagramRun r = diagram(args);
        CHECK(r.code == 2);
        CHECK_MESSAGE(r.out.find(words) != std::string::npos, r.out);
    };
    fails_with("--fen '4k4/9 w' --out " + out, "error: bad FEN");
    fails_with("--pgn " + dir.dir() + "missing.pgn --out " + out, "cannot read");
    fails_with(std::string("--fen ") + FEN + " --out " + out + " --size 5", "--size");
    fails_with(std::string("--fen ") + FEN + " --out " + dir.dir() + "no/such/folder/x.png",
               "cannot write");
    fails_with(std::string("--fen ") + FEN + " --out " + dir.dir() + "x.jpg", ".png or .gif");
    fails_with(std::string("--fen ") + FEN + " --out " + out + " --arrow zz", "--arrow");
    fails_with(std::string("--fen ") + FEN + " --out " + out + " --theme marble", "marble");
    fails_with("--out " + out, "either --fen or --pgn");
    CHECK_FALSE(std::filesystem::exists(out));
}
