#include "game/endgames/endgame_line.h"

#include <optional>

#include "rules/position.h"
#include "rules/setup_check.h"
#include "util/text.h"

namespace xq {

namespace {
constexpr int64_t MAX_ENDGAME_ID = 999999999;
}  // namespace

std::string parse_endgame_id_and_fen(const std::vector<std::string>& fields, Endgame& e) {
    const std::optional<int64_t> id = parse_int(fields[0], 1, MAX_ENDGAME_ID);
    if (!id) return "bad id '" + fields[0] + "'";
    e.id = int(*id);
    Setup setup;
    if (!setup.set_fen(fields[1])) return "bad FEN '" + fields[1] + "'";
    const std::vector<SetupProblem> problems = check_setup(setup);
    if (!problems.empty()) return "illegal position: " + describe(problems.front());
    Position pos;
    std::string err;
    if (!pos.set_fen(fields[1], &err)) return "bad FEN: " + err;
    e.fen = fields[1];
    return "";
}

}  // namespace xq
