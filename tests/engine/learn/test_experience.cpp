// The experience table and its file: a round trip, the order in which the cap drops entries,
// and a damaged file kept aside as <name>.bad while learning starts anew.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "learn/experience.h"

using namespace xq;

namespace {

ExperienceEntry lesson(uint64_t key, Move move, int value, int depth, int seen = 1) {
    ExperienceEntry e;
    e.key = key;
    e.move = move;
    e.value = int16_t(value);
    e.depth = uint8_t(depth);
    e.seen = uint16_t(seen);
    return e;
}

std::string experience_scratch_dir(const char* name) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("xq-experience-" + std::string(name));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir.string();
}

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

}  // namespace

TEST_CASE("experience: entries are found by position and move, the deeper value stays") {
    Experience table;
    table.learn(lesson(42, 100, -150, 8));
    table.learn(lesson(7, 200, 30, 5));
    table.learn(lesson(42, 101, 20, 6));
    CHECK(table.size() == 3);
    CHECK(table.positions() == 2);
    REQUIRE(table.find(42, 100));
    CHECK(table.find(42, 100)->value == -150);
    CHECK(table.find(42, 102) == nullptr);
    CHECK(table.has_position(7));
    CHECK_FALSE(table.has_position(8));

    table.learn(lesson(42, 100, 90, 4));  // shallower: the value stays, it is seen again
    CHECK(table.find(42, 100)->value == -150);
    CHECK(table.find(42, 100)->seen == 2);
    table.learn(lesson(42, 100, -400, 10));  // deeper: its value wins
    CHECK(table.find(42, 100)->value == -400);
    CHECK(table.find(42, 100)->depth == 10);
    CHECK(table.find(42, 100)->seen == 3);

    table.learn(lesson(1, 1, -30000, 12));  // a mate is kept as a bounded value
    CHECK(table.find(1, 1)->value == -EXPERIENCE_VALUE_LIMIT);
}

TEST_CASE("experience: encode and decode give the same table back") {
    Experience table;
    for (int i = 0; i < 50; ++i)
        table.learn(lesson(0x9e3779b97f4a7c15ull * uint64_t(i + 1), Move(i * 7 + 1), i * 13 - 300,
                           i % 20, 1 + i % 3));
    const std::string bytes = table.encode();
    CHECK(bytes.size() == 16 + 50 * 20 + 8);
    std::string error;
    const std::optional<Experience> back = Experience::decode(bytes, &error);
    REQUIRE_MESSAGE(back, error);
    CHECK(back->entries() == table.entries());
    CHECK(back->clock() == table.clock());
    CHECK(back->encode() == bytes);
}

TEST_CASE("experience: damaged bytes are refused with a reason") {
    Experience table;
    table.learn(lesson(5, 6, 7, 8));
    const std::string good = table.encode();
    std::string error;
    CHECK_FALSE(Experience::decode("XQEZ" + good.substr(4), &error));
    CHECK(error == "not an experience file");
    CHECK_FALSE(Experience::decode(good.substr(0, good.size() - 3), &error));
    CHECK(error.find("length") != std::string::npos);
    std::string flipped = good;
    flipped[20] = char(flipped[20] ^ 1);
    CHECK_FALSE(Experience::decode(flipped, &error));
    CHECK(error == "its checksum does not match");
}

TEST_CASE("experience: over its cap the shallowest, then least seen, then oldest entries go") {
    Experience table(4);
    table.learn(lesson(1, 1, 0, 3, 1));  // oldest of the shallow ones seen once
    table.learn(lesson(2, 1, 0, 9, 1));
    table.learn(lesson(3, 1, 0, 3, 2));  // as shallow, but seen twice
    table.learn(lesson(4, 1, 0, 3, 1));  // as shallow, seen once, newer
    CHECK(table.size() == 4);
    table.learn(lesson(5, 1, 0, 12, 1));  // a fifth: (1,1) goes
    CHECK(table.size() == 4);
    CHECK_FALSE(table.find(1, 1));
    table.learn(lesson(6, 1, 0, 12, 1));  // then (4,1): shallow and seen once
    CHECK_FALSE(table.find(4, 1));
    table.learn(lesson(7, 1, 0, 12, 1));  // then (3,1): shallow though seen twice
    CHECK_FALSE(table.find(3, 1));
    CHECK(table.find(2, 1));
    table.set_cap(2);  // the depth 9 entry goes before the depth 12 ones, then the oldest
    CHECK(table.size() == 2);
    CHECK(table.find(6, 1));
    CHECK(table.find(7, 1));
}

TEST_CASE("experience: a missing file is an empty table, a damaged one is kept as .bad") {
    const std::string dir = experience_scratch_dir("load");
    const std::string path = dir + "/experience.bin";
    Experience table;
    std::string note;
    CHECK(load_experience(path, table, &note) == ExperienceLoad::MISSING);
    CHECK(table.empty());

    Experience saved;
    saved.learn(lesson(11, 12, -200, 9));
    write_bytes(path, saved.encode());
    CHECK(load_experience(path, table, &note) == ExperienceLoad::LOADED);
    CHECK(table.entries() == saved.entries());

    write_bytes(path, saved.encode().substr(0, 30));  // cut short, as by a full disk
    CHECK(load_experience(path, table, &note) == ExperienceLoad::DAMAGED);
    CHECK(table.empty());
    CHECK(note.find("kept as " + path + ".bad") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(path));
    REQUIRE(std::filesystem::exists(path + ".bad"));
    std::ifstream bad(path + ".bad", std::ios::binary);
    const std::string kept{std::istreambuf_iterator<char>(bad), std::istreambuf_iterator<char>()};
    CHECK(kept == saved.encode().substr(0, 30));
    std::filesystem::remove_all(dir);
}
