// The operating-system seams (engine/platform): the same answers on Linux and, under wine, on
// Windows (scripts/test-windows.sh runs this program there too).
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "formats/text_encoding.h"
#include "platform/aligned_memory.h"
#include "platform/executable_path.h"
#include "platform/legacy_encoding.h"

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif
#include "protocol_transcript.h"

using namespace xq;
using namespace xq::testing;

TEST_CASE("platform: zeroed blocks are zero, aligned and writable / 64 bytes and 2 MB") {
    for (size_t alignment : {size_t(64), size_t(2) << 20}) {
        CAPTURE(alignment);
        const size_t bytes = alignment * 4 + 100;  // not a whole number of pages
        auto* block = static_cast<unsigned char*>(zeroed_acquire(alignment, bytes));
        REQUIRE(block != nullptr);
        CHECK(reinterpret_cast<uintptr_t>(block) % alignment == 0);
        CHECK(block[0] == 0);
        CHECK(block[bytes / 2] == 0);
        CHECK(block[bytes - 1] == 0);
        std::memset(block, 0xA5, bytes);  // the whole size is ours
        CHECK(block[bytes - 1] == 0xA5);
        zeroed_release(block, bytes);
    }
    zeroed_release(nullptr, 64);  // like free(): nothing to do
}

#ifdef __linux__
// How many of the block's pages the system backs now (mincore: resident in memory).
size_t resident_pages(void* block, size_t bytes) {
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    std::vector<unsigned char> in_core((bytes + page - 1) / page);
    REQUIRE(::mincore(block, bytes, in_core.data()) == 0);
    size_t n = 0;
    for (unsigned char c : in_core) n += c & 1;
    return n;
}

TEST_CASE("platform: a prefaulted block has every page backed and still reads zero") {
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    const size_t bytes = 256 * page;  // 1 MB on 4 KB pages: no huge page is asked for
    auto* block = static_cast<unsigned char*>(zeroed_acquire(64, bytes));
    REQUIRE(block != nullptr);
    CHECK(resident_pages(block, bytes) < 256);  // untouched pages are not backed yet
    zeroed_prefault(block, bytes);
    CHECK(resident_pages(block, bytes) == 256);
    for (size_t i = 0; i < bytes; i += 997) REQUIRE(block[i] == 0);
    zeroed_release(block, bytes);
}
#endif

TEST_CASE("platform: GBK / GB18030 / Big5 / UTF-16 become the same UTF-8") {
    const std::string want = "象棋";  // U+8C61 U+68CB
    std::string out;
    REQUIRE(legacy_to_utf8("\xCF\xF3\xC6\xE5", "GBK", out));
    CHECK(out == want);
    REQUIRE(legacy_to_utf8("\xCF\xF3\xC6\xE5", "GB18030", out));
    CHECK(out == want);
    REQUIRE(legacy_to_utf8("\xB6\x48\xB4\xD1", "BIG5", out));
    CHECK(out == want);
    REQUIRE(legacy_to_utf8(std::string_view("\x61\x8C\xCB\x68", 4), "UTF-16LE", out));
    CHECK(out == want);
    REQUIRE(legacy_to_utf8(std::string_view("\x8C\x61\x68\xCB", 4), "UTF-16BE", out));
    CHECK(out == want);
    // A GBK file as a Windows tool writes it: the whole chain from bytes to UTF-8.
    std::string error;
    REQUIRE(text_to_utf8("[Red \"\xCF\xF3\xC6\xE5\"]\r\n", out, &error));
    CHECK(out == "[Red \"象棋\"]\r\n");
}

TEST_CASE("platform: invalid legacy text is refused / not passed through") {
    std::string out;
    CHECK_FALSE(legacy_to_utf8("\xCF", "GBK", out));  // truncated pair
    CHECK_FALSE(legacy_to_utf8(std::string_view("\x61\x8C\xCB", 3), "UTF-16LE", out));  // odd
    CHECK_FALSE(legacy_to_utf8(std::string_view("\x00\xD8", 2), "UTF-16LE", out));      // surrogate
    CHECK_FALSE(legacy_to_utf8("abc", "NO-SUCH-ENCODING", out));
}

TEST_CASE("platform: the executable path names this test program") {
    const std::filesystem::path self = executable_path();
    REQUIRE(!self.empty());
    CHECK(self.is_absolute());
    CHECK(std::filesystem::exists(self));
    CHECK(self.stem().string() == "engine_tests");
}

TEST_CASE("platform: a console script with CRLF line ends is read as with LF") {
    // A Windows GUI (or a text-mode pipe that kept them) may send "\r\n": the '\r' must not
    // stick to the last word of a line, such as a move or an option value.
    SharedBuffer buffer;
    std::ostream out(&buffer);
    std::istringstream in(
        "uci\r\nsetoption name Hash value 8\r\nisready\r\n"
        "position startpos moves h2e2\r\ngo depth 2\r\n");
    Engine engine;
    ProtocolLoop loop(engine, in, out);
    loop.run();
    const auto lines = split_lines(buffer.str());
    CHECK(has_line(lines, "uciok"));
    CHECK(has_line(lines, "readyok"));
    CHECK(!has_line(lines, "info string error"));
    CHECK(engine.hash_mb_in_force() == 8);
    Position pos;
    pos.do_move(iccs_to_move("h2e2"));
    CHECK(is_legal_in(bestmove_of(lines.back()), pos));
}
