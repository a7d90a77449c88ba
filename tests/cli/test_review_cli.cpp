// `xiangqi-engine review`: the annotated PGN on stdout (marks as suffixes, score and better move
// in comments), a summary per side on stderr, exit 2 with a clear error for a file it cannot
// read or that is not a game.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "formats/pgn.h"
#include "run_command.h"

using namespace xq;

namespace {

namespace fs = std::filesystem;

using ReviewRun = xq::test::CommandResult;

ReviewRun review(const std::string& args) {
    return xq::test::run_command(std::string(XQ_ENGINE_BIN) + " review " + args);
}

// 4. 车二进五?? leaves the chariot to the horse (the game of test_review.cpp).
const char* CHARIOT_PGN =
    "[Game \"Chinese Chess\"]\n[Event \"review test\"]\n[Format \"ICCS\"]\n\n"
    "1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 G6-G5 4. H0-H5 G7-H5 5. B0-C2 B9-C7 *\n";

fs::path write_game(const char* name, const std::string& text) {
    fs::path p = fs::temp_directory_path() / name;
    std::ofstream(p, std::ios::binary) << text;
    return p;
}

}  // namespace

TEST_CASE("review command / the chariot left en prise gets ?? / no opening move is marked") {
    const fs::path game = write_game("xq_review_chariot.pgn", CHARIOT_PGN);
    const ReviewRun r = review("--depth 6 --threads 1 " + game.string());
    REQUIRE(r.code == 0);
    CAPTURE(r.out);
    CAPTURE(r.err);
    const PgnReadResult pgn = read_pgn(r.out);
    REQUIRE(pgn);
    REQUIRE(pgn.record.move_count() == 10);
    for (size_t i = 0; i < 10; ++i) {
        CAPTURE(i);
        CHECK(pgn.record.suffix(i) == (i == 6 ? "??" : ""));
        CHECK(!pgn.record.comment_after(i).empty());  // the score after every move
    }
    // The better move and its score in the comment, its line as a variation. (Which better
    // move depends on the evaluation: 车二 with the hand-made one, 炮八进二 with the network.)
    CHECK(pgn.record.comment_after(6).find("better ") != std::string::npos);
    CHECK(!pgn.record.mainline[6].variations.empty());
    CHECK(r.out.find("H0-H5??") != std::string::npos);
    CHECK(r.out.find("[Event \"review test\"]") != std::string::npos);
    // The summary per side on stderr.
    CHECK(r.err.find("Red") != std::string::npos);
    CHECK(r.err.find("Black") != std::string::npos);
    CHECK(r.err.find("blunders ?? 1") != std::string::npos);
    CHECK(r.err.find("accuracy") != std::string::npos);
}

TEST_CASE("review command / --movetime works") {
    const fs::path game = write_game("xq_review_chariot_mt.pgn", CHARIOT_PGN);
    const ReviewRun r = review("--movetime 50 " + game.string());
    REQUIRE(r.code == 0);
    CHECK(r.out.find("H0-H5??") != std::string::npos);
}

TEST_CASE("review command / unreadable or bad input exits 2 with a clear error") {
    const ReviewRun missing = review("/nonexistent/dir/game.pgn");
    CHECK(missing.code == 2);
    CHECK(missing.err.find("cannot read '/nonexistent/dir/game.pgn'") != std::string::npos);
    CHECK(missing.out.empty());
    const fs::path bad = write_game("xq_review_bad.pgn", "this is not a game\n");
    const ReviewRun garbage = review(bad.string());
    CHECK(garbage.code == 2);
    CHECK(garbage.err.find("error:") == 0);
    CHECK(review("").code == 2);
    CHECK(review("--movetime x " + bad.string()).code == 2);
    CHECK(review("--bogus " + bad.string()).code == 2);
}
