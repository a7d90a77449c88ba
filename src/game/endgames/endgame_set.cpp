#include "game/endgames/endgame_set.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>
#include <sstream>

#include "game/endgames/composition_set.h"
#include "game/endgames/endgame_line.h"
#include "game/files/id_lines.h"
#include "game/files/storage.h"
#include "platform/shipped_asset.h"
#include "rules/position.h"
#include "rules/setup_check.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t FIELDS = 8;

// One line into an endgame; "" when good, else what is wrong.
std::string parse_line(const std::string& line, Endgame& e) {
    const std::vector<std::string> f = split(line, ';');
    if (f.size() != FIELDS)
        return "expected 8 fields separated by ';', found " + std::to_string(f.size());
    if (std::string why = parse_endgame_id_and_fen(f, e); !why.empty()) return why;
    if (f[2] == "win")
        e.result = EndgameResult::RED_WINS;
    else if (f[2] == "draw")
        e.result = EndgameResult::DRAW;
    else
        return "result must be 'win' or 'draw', not '" + f[2] + "'";
    for (size_t i = 3; i < 7; ++i)
        if (trim(f[i]).empty()) return "field " + std::to_string(i + 1) + " is empty";
    e.category_zh = f[3];
    e.category_en = f[4];
    e.name_zh = f[5];
    e.name_en = f[6];
    e.notes = f[7];
    return "";
}

}  // namespace

bool parse_endgames(const std::string& text, std::vector<Endgame>& out, std::string* error) {
    return parse_id_lines(text, out, error, parse_line, "no endgames in the file");
}

std::string format_endgame(const Endgame& e) {
    return std::to_string(e.id) + ";" + e.fen + ";" +
           (e.result == EndgameResult::RED_WINS ? "win" : "draw") + ";" + e.category_zh + ";" +
           e.category_en + ";" + e.name_zh + ";" + e.name_en + ";" + e.notes;
}

bool load_endgame_file(const std::string& path, std::vector<Endgame>& out, std::string* error) {
    std::string text, err;
    if (!read_file(path, text, &err)) {
        out.clear();
        if (error) *error = err;
        return false;
    }
    bool good = parse_endgames(text, out, &err);
    std::string report = good ? "" : path + ":\n" + err;
    const std::filesystem::path beside =
        std::filesystem::path(path).parent_path() / COMPOSITION_FILE_NAME;
    std::error_code ec;
    if (std::filesystem::is_regular_file(beside, ec)) {
        std::vector<Endgame> compositions;
        if (!load_composition_file(beside.string(), compositions, &err)) {
            good = false;
            report += (report.empty() ? "" : "\n") + err;
        }
        for (Endgame& c : compositions) {
            const bool taken = std::any_of(out.begin(), out.end(),
                                           [&c](const Endgame& e) { return e.id == c.id; });
            if (taken) {
                good = false;
                report += (report.empty() ? "" : "\n") + beside.string() + ": id " +
                          std::to_string(c.id) + " is also an endgame's";
                continue;
            }
            out.push_back(std::move(c));
        }
    }
    if (!good && error) *error = report;
    return good;
}

std::string default_endgame_path() {
    return find_shipped_asset("endgames.txt");
}

std::vector<const Endgame*> endgame_categories(const std::vector<Endgame>& set) {
    std::vector<const Endgame*> out;
    std::set<std::string> seen;
    for (const Endgame& e : set)
        if (seen.insert(e.category_en).second) out.push_back(&e);
    return out;
}

}  // namespace xq
