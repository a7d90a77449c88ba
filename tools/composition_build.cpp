#include "composition_build.h"

#include <sstream>
#include <tuple>
#include <utility>

#include "formats/iccs.h"
#include "rules/position.h"
#include "rules/rules.h"
#include "rules/setup_check.h"
#include "search/check_mate_solver.h"
#include "util/text.h"

namespace xq {

namespace {

// The value of `[KEY "value"]` on `line`, or nullopt.
std::optional<std::string> tag_value(const std::string& line, const std::string& key) {
    const std::string open = "[" + key + " \"";
    if (line.rfind(open, 0) != 0) return std::nullopt;
    const size_t end = line.rfind('"');
    if (end == std::string::npos || end < open.size()) return std::nullopt;
    return line.substr(open.size(), end - open.size());
}

// The number after the last '-' of a FEN_INDEX ("shiqingyaqu-551-007" -> 7), 0 when that is not
// all digits ("...-228plus").
int index_number(const std::string& index) {
    const std::string last = index.substr(index.rfind('-') + 1);
    const std::optional<int64_t> n = parse_int(last, 1, 99999);
    return n ? int(*n) : 0;
}

// "适情雅趣_李浭551局新版 *第002局 马蹀阏氏" -> "马蹀阏氏": the words after "局 ", marks removed.
std::string event_name(const std::string& event) {
    std::string name = event;
    const size_t game = event.rfind("局 ");
    if (game != std::string::npos) name = event.substr(game + std::string("局 ").size());
    std::string out;
    for (char ch : name)
        if (ch != '*') out += ch;
    return std::string(trim(out));
}

// The name in an .eglib title: after the last space or '_', without leading digits.
std::string title_name(const std::string& title) {
    std::string name = title;
    const size_t cut = name.find_last_of(" _");
    if (cut != std::string::npos) name = name.substr(cut + 1);
    size_t digits = 0;
    while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9') ++digits;
    return name.substr(digits);
}

bool ends_in_mate(Position pos, const std::vector<Move>& line) {
    for (Move m : line) pos.do_move(m);
    return judge_game(pos).reason == EndReason::CHECKMATE;
}

// The moves of `line` from `fen` when every one is legal.
std::optional<std::vector<Move>> legal_line(const std::string& fen, const SourceLine& line) {
    Position pos;
    if (!pos.set_fen(fen) || line.moves.empty()) return std::nullopt;
    std::vector<Move> out;
    for (const std::string& word : line.moves) {
        const Move m = iccs_to_move(word);
        if (m == MOVE_NONE || !pos.is_legal(m)) return std::nullopt;
        pos.do_move(m);
        out.push_back(m);
    }
    return out;
}

// The search's mate distance for the side to move at `nodes`, 0 when it finds none.
int searched_mate(Engine& engine, const std::string& fen, uint64_t nodes) {
    engine.new_game();
    engine.set_position(fen, std::vector<Move>{});
    BestMoveInfo best;
    engine.on_bestmove([&best](const BestMoveInfo& b) { best = b; });
    SearchLimits limits;
    limits.nodes = nodes;
    engine.go(limits);
    engine.wait();
    engine.on_bestmove(nullptr);
    return best.score.kind == Score::MATE && best.score.value > 0 ? best.score.value : 0;
}

// The UTF-8 characters of `text`, one string each.
std::vector<std::string> characters(const std::string& text) {
    std::vector<std::string> out;
    for (size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

// One side's material in English ("马双兵" -> "horse and two pawns"); "" for a word unknown.
std::string material_english(const std::vector<std::string>& ch) {
    static const std::vector<std::pair<std::string, std::string>> pieces = {
        {"车", "rook"},    {"马", "horse"},   {"炮", "cannon"},   {"兵", "pawn"},    {"卒", "pawn"},
        {"士", "advisor"}, {"仕", "advisor"}, {"相", "elephant"}, {"象", "elephant"}};
    std::vector<std::string> units;
    for (size_t i = 0; i < ch.size();) {
        // 士相全 (full advisors and elephants), 单缺士 / 单缺相 (one of them missing).
        if (i + 2 < ch.size() && ch[i + 2] == "全" && (ch[i] == "士" || ch[i] == "仕")) {
            units.push_back("full advisors and elephants");
            i += 3;
            continue;
        }
        if (i + 2 < ch.size() && ch[i] == "单" && ch[i + 1] == "缺") {
            const bool advisor = ch[i + 2] == "士" || ch[i + 2] == "仕";
            units.push_back(advisor ? "advisors and elephants less an advisor"
                                    : "advisors and elephants less an elephant");
            i += 3;
            continue;
        }
        int count = 1;
        if (ch[i] == "单" || ch[i] == "双" || ch[i] == "三") {
            count = ch[i] == "单" ? 1 : ch[i] == "双" ? 2 : 3;
            ++i;
        }
        std::string adjective;
        if (i < ch.size() && (ch[i] == "高" || ch[i] == "低")) {
            adjective = ch[i] == "高" ? "high " : "low ";
            ++i;
        }
        if (i >= ch.size()) return "";
        std::string piece;
        for (const auto& [zh, en] : pieces)
            if (ch[i] == zh) piece = en;
        if (piece.empty()) return "";
        ++i;
        const char* numbers[] = {"", "", "two ", "three "};
        units.push_back(numbers[count] + adjective + piece + (count > 1 ? "s" : ""));
    }
    std::string out;
    for (size_t i = 0; i < units.size(); ++i)
        out += (i == 0 ? "" : i + 1 == units.size() ? " and " : ", ") + units[i];
    return out;
}

}  // namespace

Gloss read_gloss(const std::string& name) {
    Gloss g;
    const std::string base = base_name(name);
    if (base == name) return g;
    std::string inside = name.substr(base.size());
    for (const char* bracket : {"（", "）", "(", ")"}) {
        const std::string b = bracket;
        for (size_t at; (at = inside.find(b)) != std::string::npos;) inside.erase(at, b.size());
    }
    inside = std::string(trim(inside));
    // The relation between Red's side and Black's, longest first.
    static const std::vector<std::tuple<std::string, StatedGoal, std::string>> relations = {
        {"巧和", StatedGoal::DRAW, ", draw"},    {"守和", StatedGoal::DRAW, ", draw"},
        {"保和", StatedGoal::DRAW, ", draw"},    {"难胜", StatedGoal::DRAW, ", hard to win: draw"},
        {"巧胜", StatedGoal::WIN, ", Red wins"}, {"和", StatedGoal::DRAW, ", draw"},
        {"对", StatedGoal::UNSTATED, ""}};
    g.goal = StatedGoal::UNSTATED;
    for (const auto& [zh, goal, en] : relations) {
        const size_t at = inside.find(zh);
        if (at == std::string::npos) continue;
        g.goal = goal;
        const std::string red = material_english(characters(inside.substr(0, at)));
        const std::string black = material_english(characters(inside.substr(at + zh.size())));
        if (!red.empty() && !black.empty()) g.english = red + " vs " + black + en;
        break;
    }
    return g;
}

std::vector<SourcePosition> read_fen_index_file(const std::string& text) {
    std::vector<SourcePosition> out;
    std::istringstream in(text);
    SourcePosition p;
    bool open = false;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
        if (auto index = tag_value(line, "FEN_INDEX")) {
            p = SourcePosition{};
            p.number = index_number(*index);
            open = true;
        } else if (auto event = tag_value(line, "EVENT"); event && open) {
            p.name = event_name(*event);
        } else if (auto fen = tag_value(line, "FEN"); fen && open) {
            p.fen = *fen;
            out.push_back(p);
            open = false;
        }
    }
    return out;
}

std::vector<SourceLine> read_eglib(const std::string& text) {
    std::vector<SourceLine> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
        const std::vector<std::string> f = split(line, '|');
        if (f.size() != 3) continue;
        SourceLine l;
        l.title = std::string(trim(f[0]));
        l.name = title_name(l.title);
        l.board = board_of_fen(f[1]);
        for (const std::string& m : split(f[2], ','))
            if (!trim(m).empty()) l.moves.emplace_back(trim(m));
        if (!l.board.empty()) out.push_back(std::move(l));
    }
    return out;
}

std::string base_name(const std::string& name) {
    for (const char* open : {"（", "("}) {
        const size_t at = name.find(open);
        if (at != std::string::npos) return std::string(trim(name.substr(0, at)));
    }
    return name;
}

std::string board_of_fen(const std::string& fen) {
    const std::vector<std::string> words = split(std::string(trim(fen)), ' ');
    if (words.size() < 2 || words[0].empty() || words[1].empty()) return "";
    return words[0] + " " + words[1];
}

const char* drop_reason_text(DropReason r) {
    switch (r) {
        case DropReason::UNNUMBERED:
            return "no number in the index (a restored diagram)";
        case DropReason::ILLEGAL_POSITION:
            return "illegal position";
        case DropReason::SINGLE_SOURCE:
            return "one source only, and no known main line plays from it";
        case DropReason::NOT_CONFIRMED:
            return "the engine does not confirm the goal";
        case DropReason::UNSTATED_NO_MATE:
            return "the source states no result, and the engine proves no mate";
        case DropReason::NO_MAIN_LINE:
            return "confirmed, but no legal main line to show";
        case DropReason::COUNT:
            break;
    }
    return "?";
}

SourceAgreement compare_sources(const SourcePosition& p, const std::vector<SourceLine>& second) {
    SourceAgreement out;
    if (p.number == 0) {
        out.reason = DropReason::UNNUMBERED;
        return out;
    }
    Setup setup;
    Position pos;
    if (!setup.set_fen(p.fen) || !check_setup(setup).empty() || !pos.set_fen(p.fen)) {
        out.reason = DropReason::ILLEGAL_POSITION;
        return out;
    }
    // The second source's lines of this position, then those of this name from another one.
    const std::string board = board_of_fen(p.fen);
    for (int pass = 0; pass < 2 && !out.line_mates; ++pass)
        for (const SourceLine& l : second) {
            const bool same_board = l.board == board;
            out.agreed |= same_board;
            if (pass == 0 ? !same_board : l.name != base_name(p.name)) continue;
            const std::optional<std::vector<Move>> moves = legal_line(p.fen, l);
            if (!moves) continue;
            out.line_legal = true;
            const bool mates = ends_in_mate(pos, *moves);
            if (!out.line || (mates && !out.line_mates)) out.line = moves;
            out.line_mates |= mates;
            if (out.line_mates) break;
        }
    if (!out.agreed && !out.line_legal) out.reason = DropReason::SINGLE_SOURCE;
    return out;
}

CompositionCheck check_composition(const SourcePosition& p, const std::vector<SourceLine>& second,
                                   const CompositionGroup& group, Engine& engine,
                                   const CompositionLimits& limits) {
    CompositionCheck out;
    const SourceAgreement sources = compare_sources(p, second);
    out.agreed = sources.agreed;
    out.line_legal = sources.line_legal;
    if (sources.reason != DropReason::COUNT) {
        out.reason = sources.reason;
        return out;
    }
    Position pos;
    pos.set_fen(p.fen);
    std::optional<std::vector<Move>> line = sources.line;
    const bool line_mates = sources.line_mates;
    Endgame e;
    e.id = group.first_id + p.number;
    e.fen = pos.fen();
    e.category_zh = group.zh;
    e.category_en = group.en;
    e.name_zh = p.name;
    const Gloss gloss = read_gloss(p.name);
    e.name_en = group.en + " No. " + std::to_string(p.number);
    if (!gloss.english.empty()) e.name_en += ": " + gloss.english;
    e.source_zh = group.source_zh + " 第" + std::to_string(p.number) + "局";
    e.source_en = group.source_en + " No. " + std::to_string(p.number);
    e.composition = true;
    std::string how = out.agreed ? "position in two sources" : "main line legal";
    if (gloss.goal == StatedGoal::DRAW) {
        e.result = EndgameResult::DRAW;
        const EndgameCheck c = play_out_endgame(engine, e, limits.draw);
        out.detail = c.how;
        if (!endgame_confirmed(e, c)) {
            out.reason = DropReason::NOT_CONFIRMED;
            return out;
        }
        how += "; engine play-out drawn (" + c.how + ")";
    } else {
        e.result = EndgameResult::RED_WINS;
        CheckMateLimits solver;
        solver.nodes = limits.solver_nodes;
        const CheckMateResult r = solve_mate_by_checks(pos, solver);
        if (r.verdict == CheckMateVerdict::MATE) {
            e.mate_in = r.moves;
            e.by_checks = true;
            if (!line_mates) line = r.line;
            how += "; solver: mate by checks in " + std::to_string(r.moves);
            out.detail = how;
        } else if (const int n = searched_mate(engine, p.fen, limits.search_nodes); n > 0) {
            e.mate_in = n;
            how += "; search: mate in " + std::to_string(n);
            out.detail = how;
        } else if (gloss.goal == StatedGoal::UNSTATED) {
            out.reason = DropReason::UNSTATED_NO_MATE;
            out.detail = "no mate found, no result stated";
            return out;
        } else if (const EndgameCheck c = play_out_endgame(engine, e, limits.win);
                   endgame_confirmed(e, c)) {
            how += "; engine play-out won (" + c.how + ")";
            out.detail = how;
        } else {
            out.reason = DropReason::NOT_CONFIRMED;
            out.detail = "no mate found, play-out: " + c.how;
            return out;
        }
    }
    if (!line || line->empty()) {
        out.reason = DropReason::NO_MAIN_LINE;
        return out;
    }
    e.solution = *line;
    how += line_mates ? "; main line from the second source" : "";
    for (char& ch : how)
        if (ch == ';') ch = ',';  // the file's separator
    e.notes = how;
    out.shipped = e;
    return out;
}

}  // namespace xq
