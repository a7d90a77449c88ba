// Settings and PGN text formats, and the atomic file writes.
#include <doctest/doctest.h>

#include <filesystem>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/files/storage.h"
#include "game/settings.h"

using namespace xq;

TEST_CASE("settings round-trip and strict parsing") {
    Settings s;
    s.mode = Mode::DEMO;
    s.handicap = Handicap::LEFT_CANNON;
    s.handicap_giver = BLACK;
    s.movetime_s = 0.5;
    s.skill = 4;
    s.lang = Lang::EN;
    s.animation = false;
    Settings back;
    std::string error;
    REQUIRE(parse_settings(format_settings(s), back, &error));
    CHECK(back.mode == Mode::DEMO);
    CHECK(back.handicap == Handicap::LEFT_CANNON);
    CHECK(back.handicap_giver == BLACK);
    CHECK(back.movetime_s == 0.5);
    CHECK(back.skill == 4);
    CHECK(back.lang == Lang::EN);
    CHECK(!back.animation);

    Settings kept = back;
    for (const char* bad :
         {"skill = 11", "level = 21", "movetime = 0.01", "movetime = abc", "mode = 7",
          "colour = blue", "no equals sign", "animation = maybe", "\x01\x02\xff"}) {
        CAPTURE(bad);
        CHECK(!parse_settings(bad, kept, &error));
        CHECK(error.find("line 1") != std::string::npos);
        CHECK(kept.skill == 4);
    }
}

TEST_CASE("PGN round-trip keeps the start FEN / the line and the current ply") {
    Game g;
    REQUIRE(g.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR b - - 0 1"));
    for (const char* m : {"h9g7", "h2e2", "i9h9", "h0g2"}) REQUIRE(g.play(iccs_to_move(m)));
    g.go_to(2);
    std::string text = game_to_pgn(g);
    CHECK(text.find("[FEN \"") != std::string::npos);
    CHECK(text.find("1... H9-G7") != std::string::npos);
    CHECK(text.find("[Ply \"2\"]") != std::string::npos);
    Game back;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(text, back, &error), error);
    CHECK(back.start_fen() == g.start_fen());
    CHECK(back.line() == g.line());
    CHECK(back.ply() == 2);
}

TEST_CASE("PGN loading accepts common forms and rejects bad moves without changing the game") {
    Game g;
    std::string error;
    REQUIRE(pgn_to_game("[Game \"Chinese Chess\"]\n1. H2-E2 {centre cannon} H9-G7 2.h0g2 *", g,
                        &error));
    CHECK(g.length() == 3);
    Game kept = g;
    CHECK(!pgn_to_game("1. h2e2 h2e2", kept, &error));
    CHECK(!error.empty());
    CHECK(kept.length() == 3);
    CHECK(!pgn_to_game("1. h2x9", kept, &error));
    CHECK(!pgn_to_game("[FEN \"garbage\"]\n", kept, &error));
    CHECK(error.find("FEN") != std::string::npos);
    CHECK(!pgn_to_game("[Event \"unterminated", kept, &error));
}

TEST_CASE("atomic writes replace the file and leave no temporary behind") {
    auto dir = std::filesystem::temp_directory_path() / "xq_storage_test";
    std::filesystem::create_directories(dir);
    std::string path = (dir / "f.txt").string(), error, text;
    REQUIRE(write_file_atomic(path, "one", &error));
    REQUIRE(write_file_atomic(path, "two", &error));
    REQUIRE(read_file(path, text, &error));
    CHECK(text == "two");
    CHECK(!std::filesystem::exists(path + ".tmp"));
    bool missing = false;
    CHECK(!read_file((dir / "none").string(), text, &error, &missing));
    CHECK(missing);
    CHECK(!write_file_atomic((dir / "no/such/dir/f").string(), "x", &error));
    CHECK(!error.empty());
    std::filesystem::remove_all(dir);
}

TEST_CASE("a loaded game may go on past a point where the referee would stop it") {
    // The start position occurs a third time after 8 plies (a repetition draw), then play goes on.
    const char* text = "1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h2e2 *";
    Game g;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(text, g, &error), error);
    CHECK(g.length() == 9);
    g.go_to(8);
    CHECK(g.over());
    CHECK(g.status().reason == EndReason::REPETITION);
    g.go_to(9);
    CHECK(g.at_end());
}

TEST_CASE("settings file: one edited to hold ten recent files keeps the first eight") {
    // Mutant settings-recent-limit: the reader kept every "recent" line, however many.
    std::string text;
    for (int i = 0; i < 10; ++i) text += "recent = /games/g" + std::to_string(i) + ".pgn\n";
    text += "flip = true\n";
    Settings s;
    std::string error;
    CHECK(!parse_settings(text, s, &error));  // the two extra lines are named, the rest kept
    REQUIRE(s.recent_files.size() == Settings::MAX_RECENT);
    CHECK(s.recent_files.front() == "/games/g0.pgn");
    CHECK(s.recent_files.back() == "/games/g7.pgn");
    CHECK(error.find("line 9") != std::string::npos);
    CHECK(s.flip);
}
