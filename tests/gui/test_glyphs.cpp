// Every character the UI can show has a glyph in the loaded fonts: the whole string table in
// both languages, every string literal of the game's sources (score formats, arrows, marks,
// separators), the moves in Chinese notation and WXF, the handicaps' names. A character missing
// from the atlas is drawn as "?" in a box.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "formats/handicap.h"
#include "formats/notation.h"
#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "gui_test_util.h"
#include "rules/movegen.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

// The characters of `text` (beyond ASCII) the font cannot draw, as UTF-8.
std::string missing(const ImFont& font, const std::string& text) {
    std::string out;
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        unsigned int c = 0;
        const char* start = p;
        p += ImTextCharFromUtf8(&c, p, end);
        if (p == start) break;
        // U+FEFF is the byte order mark the file readers skip, never drawn.
        if (c >= 0x80 && c <= 0xFFFF && c != 0xFEFF && !font.FindGlyphNoFallback(ImWchar(c)))
            out.append(start, p);
    }
    return out;
}

// The contents of the string literals of a C++ source (comments and character literals
// skipped; \x escapes decoded, so "\xE2\x80\x93" is the dash it spells).
std::string string_literals(const std::string& src) {
    std::string out;
    size_t i = 0;
    const size_t n = src.size();
    while (i < n) {
        if (src.compare(i, 2, "//") == 0) {
            i = src.find('\n', i);
            if (i == std::string::npos) break;
        } else if (src.compare(i, 2, "/*") == 0) {
            i = src.find("*/", i + 2);
            if (i == std::string::npos) break;
            i += 2;
        } else if (src[i] == '\'') {
            for (++i; i < n && src[i] != '\''; ++i)
                if (src[i] == '\\') ++i;
            ++i;
        } else if (src.compare(i, 3, "R\"(") == 0) {
            const size_t close = src.find(")\"", i + 3);
            if (close == std::string::npos) break;
            out += src.substr(i + 3, close - i - 3);
            i = close + 2;
        } else if (src[i] == '"') {
            for (++i; i < n && src[i] != '"'; ++i) {
                if (src[i] == '\\' && i + 1 < n) {
                    if (src[i + 1] == 'x') {
                        size_t used = 0;
                        out += char(std::stoi(src.substr(i + 2, 2), &used, 16));
                        i += 1 + used;
                    } else {
                        ++i;
                    }
                } else {
                    out += src[i];
                }
            }
            ++i;
        } else {
            ++i;
        }
    }
    return out;
}

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("every character the UI can show has a glyph in the loaded fonts") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    REQUIRE(atlas.Fonts.Size >= 2);
    const ImFont& body = *atlas.Fonts[0];
    const ImFont& headline = *atlas.Fonts[1];

    // The string table, both languages, in the body and the headline face.
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        set_language(lang);
        for (int s = 0; s < int(Str::COUNT); ++s) {
            const std::string text = tr(Str(s));
            CHECK_MESSAGE(missing(body, text).empty(), text, " lacks ", missing(body, text));
            CHECK_MESSAGE(missing(headline, text).empty(), text, " lacks ",
                          missing(headline, text));
        }
    }
    set_language(Lang::ZH);
    for (const HandicapInfo& h : all_handicaps())
        CHECK_MESSAGE(missing(headline, h.chinese).empty(), h.chinese);

    // Every string literal the game's code can put on the screen.
    int files = 0;
    for (const char* dir : {"src/ui", "src/app", "src/game", "engine/formats", "engine/search"}) {
        for (const auto& e : fs::recursive_directory_iterator(fs::path(XQ_SOURCE_DIR) / dir)) {
            const std::string ext = e.path().extension().string();
            if (ext != ".cpp" && ext != ".h") continue;
            ++files;
            const std::string lacks = missing(body, string_literals(read_file(e.path())));
            CHECK_MESSAGE(lacks.empty(), e.path().filename().string(), " shows ", lacks);
        }
    }
    CHECK(files > 50);

    // Moves in notation through random games from every handicap: Chinese (both scripts, both
    // digit styles) and WXF.
    std::mt19937 rng(7);
    std::set<std::string> moves;
    for (const HandicapInfo& h : all_handicaps()) {
        for (int game = 0; game < 4; ++game) {
            Position pos;
            REQUIRE(pos.set_fen(handicap_fen(h.handicap, game % 2 ? BLACK : RED)));
            for (int ply = 0; ply < 120; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (list.size() == 0) break;
                for (Move m : list) {
                    for (bool trad : {false, true})
                        for (bool wide : {false, true})
                            moves.insert(move_to_chinese(pos, m, {trad, wide}));
                    moves.insert(move_label(pos, m));
                    moves.insert(move_to_wxf(pos, m));
                }
                pos.do_move(list.moves[rng() % unsigned(list.size())]);
            }
        }
    }
    std::string all;
    for (const std::string& m : moves) all += m;
    CHECK_MESSAGE(missing(body, all).empty(), "notation lacks ", missing(body, all));
}
