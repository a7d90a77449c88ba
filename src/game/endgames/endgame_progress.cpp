#include "game/endgames/endgame_progress.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <sstream>
#include <vector>

#include "game/files/id_lines.h"
#include "game/files/key_value_reader.h"
#include "game/files/state_text.h"
#include "game/files/storage.h"
#include "game/text/message.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t MAX_MESSAGE = 200;  // characters of bad lines named; the rest are not named

// Endgame ids separated by white space; an empty list is good.
bool parse_ids(const std::string& value, std::set<int>& out) {
    return parse_id_list(value, 1, out);
}

}  // namespace

bool parse_endgame_progress(const std::string& text, EndgameProgress& out, std::string* error) {
    const KeyValueText kv = read_key_values(text);
    std::vector<BadLine> bad = kv.bad;
    for (const KeyValueLine& line : kv.pairs)
        if (line.key != "solved" || !parse_ids(line.value, out.solved))
            bad.push_back({line.number, line.text, ""});
    std::stable_sort(bad.begin(), bad.end(),
                     [](const BadLine& a, const BadLine& b) { return a.number < b.number; });
    std::string message;
    for (const BadLine& b : bad) {
        if (message.size() >= MAX_MESSAGE) break;
        message += (message.empty() ? "" : "\n") + ("line " + std::to_string(b.number) + ": '" +
                                                    printable_excerpt(b.text, 60) + "'");
    }
    if (error) *error = message;
    return message.empty();
}

std::string format_endgame_progress(const EndgameProgress& p) {
    std::string ids;
    for (int id : p.solved) ids += (ids.empty() ? "" : " ") + std::to_string(id);
    return "# Xiangqi endgame progress\nsolved = " + ids + "\n";
}

bool load_endgame_progress(const std::string& dir, EndgameProgress& out, std::string* error) {
    return load_state_text(
        dir + ENDGAME_PROGRESS_FILE,
        [&](const std::string& text, std::string* why) {
            return parse_endgame_progress(text, out, why);
        },
        error);
}

bool save_endgame_progress(const std::string& dir, const EndgameProgress& p, std::string* error) {
    if (dir.empty()) return true;  // the state is not saved (no usable folder)
    return write_file_atomic(dir + ENDGAME_PROGRESS_FILE, format_endgame_progress(p), error);
}

}  // namespace xq
