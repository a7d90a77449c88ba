// UCI as Pikafish speaks it, plus Skill Level, `d` and `perft`.
#include <algorithm>

#include "formats/iccs.h"
#include "protocol/protocol.h"
#include "protocol/protocol_parse.h"

namespace xq {

namespace {

constexpr int64_t MAX_MS = int64_t(1) << 40;

std::string uci_score(const Score& s) {
    return (s.kind == Score::MATE ? "mate " : "cp ") + std::to_string(s.value);
}

}  // namespace

void ProtocolLoop::uci_handshake() {
    using std::to_string;
    const EngineSettings d{};
    say("id name xiangqi-engine " XQ_VERSION);
    say("id author the xiangqi project");
    say(cat("option name Hash type spin default ", to_string(d.hash_mb), " min 1 max ",
            to_string(HASH_MB_RANGE.max)));
    say(cat("option name Threads type spin default ", to_string(d.threads), " min 1 max ",
            to_string(THREADS_RANGE.max)));
    say(cat("option name Ponder type check default ", d.ponder ? "true" : "false"));
    say(cat("option name MultiPV type spin default ", to_string(d.multipv), " min 1 max ",
            to_string(MULTIPV_RANGE.max)));
    say(cat("option name Skill Level type spin default ", to_string(d.skill_level), " min ",
            to_string(SKILL_RANGE.min), " max ", to_string(SKILL_RANGE.max)));
    say(cat("option name Move Overhead type spin default ", to_string(d.move_overhead_ms), " min ",
            to_string(MOVE_OVERHEAD_RANGE.min), " max ", to_string(MOVE_OVERHEAD_RANGE.max)));
    say("option name OwnBook type check default false");
    say("option name BookFile type string default <shipped>");
    say(cat("option name UseNNUE type check default ",
            engine_.settings().use_nnue ? "true" : "false"));
    say("option name EvalFile type string default <shipped>");
    say("option name TablebasePath type string default <empty>");
    say(cat("option name UseTablebases type check default ", d.use_tablebases ? "true" : "false"));
    say(cat("option name Experience type check default ", d.use_experience ? "true" : "false"));
    say("option name ExperienceFile type string default <empty>");
    say(cat("option name TimeByPosition type check default ",
            d.time_by_position ? "true" : "false"));
    say("option name SearchStats type check default false");
    say("option name Clear Hash type button");
    say(cat("option name RuleBook type combo default ", rule_book_name(d.rule_book),
            " var chinese var asian"));
    say("uciok");
}

bool ProtocolLoop::uci_command(std::string_view command, Tokens& tokens) {
    if (command == "isready") {
        handle_isready();
    } else if (command == "stop") {
        handle_stop();
    } else if (command == "ponderhit") {
        handle_ponderhit(false);
    } else if (command == "quit") {
        handle_quit();
        return false;
    } else if (command == "position") {
        handle_position(tokens);
    } else if (command == "go") {
        if (!reject_while_thinking(command)) uci_go(tokens);
    } else if (command == "setoption") {
        if (!reject_while_thinking(command)) uci_setoption(tokens);
    } else if (command == "ucinewgame") {
        if (!reject_while_thinking(command)) handle_new_game();
    } else if (command == "uci") {
        if (!reject_while_thinking(command)) uci_handshake();
    } else if (command == "d") {
        if (!reject_while_thinking(command)) handle_display();
    } else if (command == "perft") {
        handle_perft(tokens);
    } else if (command == "ucci") {
        error("this session speaks UCI (it began with 'uci'); restart the engine for UCCI");
    } else {
        error("unknown command '" + std::string(command) + "'");
    }
    return true;
}

void ProtocolLoop::uci_setoption(Tokens& tokens) {
    if (!iequals(tokens.next(), "name")) {
        error("usage: setoption name <name> [value <value>]");
        return;
    }
    std::string name, value;
    bool has_value = false;
    while (!tokens.empty()) {
        std::string_view word = tokens.next();
        if (iequals(word, "value")) {
            has_value = true;
            value = tokens.rest();
            break;
        }
        if (!name.empty()) name += ' ';
        name += word;
    }
    auto spin = [&](int min, int max, auto&& apply) {
        auto v = parse_int(value, min, max);
        if (!v)
            error("option " + name + " takes a whole number from " + std::to_string(min) + " to " +
                  std::to_string(max) + (has_value ? ", not '" + value + "'" : ", got no value"));
        else
            apply(int(*v));
    };
    if (iequals(name, "Hash")) {
        spin(1, HASH_MB_RANGE.max, [&](int mb) { engine_.set_hash_mb(mb); });
    } else if (iequals(name, "Threads")) {
        spin(1, THREADS_RANGE.max, [&](int n) { engine_.set_threads(n); });
    } else if (iequals(name, "MultiPV")) {
        spin(1, MULTIPV_RANGE.max, [&](int n) { engine_.set_multipv(n); });
    } else if (iequals(name, "Skill Level")) {
        spin(SKILL_RANGE.min, SKILL_RANGE.max, [&](int level) { engine_.set_skill_level(level); });
    } else if (iequals(name, "Move Overhead")) {
        spin(MOVE_OVERHEAD_RANGE.min, MOVE_OVERHEAD_RANGE.max,
             [&](int ms) { engine_.set_move_overhead(ms); });
    } else if (iequals(name, "Ponder")) {
        auto b = parse_bool(value);
        if (!b)
            error("option Ponder takes true or false, not '" + value + "'");
        else
            engine_.set_ponder(*b);
    } else if (iequals(name, "OwnBook")) {
        auto b = parse_bool(value);
        std::string why;
        if (!b)
            error("option OwnBook takes true or false, not '" + value + "'");
        else if (!engine_.set_own_book(*b, &why))
            error("OwnBook: " + why);
    } else if (iequals(name, "BookFile")) {
        std::string why;
        if (!engine_.load_book(value, &why)) error("BookFile: " + why + "; the book is unchanged");
    } else if (iequals(name, "UseNNUE")) {
        auto b = parse_bool(value);
        std::string why;
        if (!b)
            error("option UseNNUE takes true or false, not '" + value + "'");
        else if (!engine_.set_use_nnue(*b, &why))
            error("UseNNUE: " + why + "; the hand-made evaluation stays");
    } else if (iequals(name, "EvalFile")) {
        std::string why;
        if (!engine_.load_nnue(value, &why))
            error("EvalFile: " + why + "; the network is unchanged");
    } else if (iequals(name, "TablebasePath")) {
        std::string why;
        const std::string path = value == "<empty>" ? "" : value;
        if (!engine_.set_tablebase_path(path, &why))
            error("TablebasePath: " + why + "; the tables are unchanged");
    } else if (iequals(name, "UseTablebases")) {
        auto b = parse_bool(value);
        if (!b)
            error("option UseTablebases takes true or false, not '" + value + "'");
        else
            engine_.set_use_tablebases(*b);
    } else if (iequals(name, "Experience")) {
        auto b = parse_bool(value);
        if (!b)
            error("option Experience takes true or false, not '" + value + "'");
        else
            engine_.set_use_experience(*b);
    } else if (iequals(name, "ExperienceFile")) {
        std::string note;
        if (!engine_.load_experience_file(value == "<empty>" ? "" : value, &note))
            error("ExperienceFile: " + note);
    } else if (iequals(name, "TimeByPosition")) {
        auto b = parse_bool(value);
        if (!b)
            error("option TimeByPosition takes true or false, not '" + value + "'");
        else
            engine_.set_time_by_position(*b);
    } else if (iequals(name, "SearchStats")) {
        auto b = parse_bool(value);
        if (!b)
            error("option SearchStats takes true or false, not '" + value + "'");
        else
            search_stats_.store(*b);
    } else if (iequals(name, "Clear Hash")) {
        handle_new_game();
    } else if (iequals(name, "RuleBook")) {
        const std::optional<RuleBook> book = parse_rule_book(to_lower(value));
        if (!book)
            error("option RuleBook takes chinese or asian, not '" + value + "'");
        else
            engine_.set_rule_book(*book);
    } else {
        error("no such option '" + name + "'");
    }
}

void ProtocolLoop::uci_go(Tokens& tokens) {
    SearchLimits limits;
    bool clock = false;
    int64_t time[2] = {0, 0};
    while (!tokens.empty()) {
        std::string word = to_lower(tokens.next());
        std::optional<int64_t> v;
        if (word == "infinite") {
            limits.infinite = true;
        } else if (word == "ponder") {
            limits.ponder = true;
        } else if (word == "searchmoves") {
            if (!parse_search_moves(tokens, limits.searchmoves, "searchmoves")) return;
        } else if (word == "wtime" || word == "btime") {
            // Some GUIs send a negative time once the flag has fallen; play at once.
            if (!(v = int_arg(tokens, word, -MAX_MS, MAX_MS))) return;
            time[word == "wtime" ? RED : BLACK] = std::max<int64_t>(1, *v);
            clock = true;
        } else if (word == "winc" || word == "binc") {
            if (!(v = int_arg(tokens, word, -MAX_MS, MAX_MS))) return;
            limits.increment_ms[word == "winc" ? RED : BLACK] = std::max<int64_t>(0, *v);
        } else if (word == "movestogo") {
            if (!(v = int_arg(tokens, word, 1, 1000))) return;
            limits.movestogo = int(*v);
        } else if (word == "movetime") {
            if (!(v = int_arg(tokens, word, 0, MAX_MS))) return;
            limits.movetime_ms = std::max<int64_t>(1, *v);  // 0 would mean "not set"
        } else if (word == "depth") {
            if (!(v = int_arg(tokens, word, 0, MAX_PLY - 1))) return;
            limits.depth = std::max(1, int(*v));
        } else if (word == "nodes") {
            if (!(v = int_arg(tokens, word, 1, int64_t(1) << 50))) return;
            limits.nodes = uint64_t(*v);
        } else if (word == "perft") {
            handle_perft(tokens);
            return;
        } else if (word == "mate") {
            error("go mate is not supported; no search started (use depth, nodes or movetime)");
            return;
        } else {
            error("go: unknown word '" + word + "'; no search started");
            return;
        }
    }
    if (clock) {
        // A clock for the side to move only is enough; the other side's may be missing.
        limits.time_left_ms[RED] = time[RED];
        limits.time_left_ms[BLACK] = time[BLACK];
    }
    bool limited = limits.depth || limits.nodes || limits.movetime_ms ||
                   limits.time_left_ms[engine_.position().side_to_move()];
    if (!limited) limits.infinite = true;  // a bare "go" searches until stop
    bool bounded = !limits.infinite;
    if (answer_without_search()) return;
    bool hold = limits.infinite || limits.ponder;  // UCI: no bestmove before stop / ponderhit
    start_search(limits, hold, bounded);
}

std::string ProtocolLoop::uci_info(const SearchInfo& info) const {
    std::string s = "info depth " + std::to_string(info.depth) + " seldepth " +
                    std::to_string(info.seldepth) + " multipv " + std::to_string(info.multipv) +
                    " score " + uci_score(info.score);
    if (info.bound == Bound::LOWER) s += " lowerbound";
    if (info.bound == Bound::UPPER) s += " upperbound";
    s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
         " hashfull " + std::to_string(info.hashfull);
    if (info.tbhits) s += " tbhits " + std::to_string(info.tbhits);
    s += " time " + std::to_string(info.time_ms);
    if (!info.pv.empty()) s += " pv";
    for (Move m : info.pv) s += cat(" ", move_to_iccs(m));
    return s;
}

std::string ProtocolLoop::uci_stats(const SearchInfo& info) const {
    // One line per iteration: the first line's exact report, not aspiration fails.
    if (!search_stats_.load() || !info.stats || info.multipv != 1 || info.bound != Bound::EXACT)
        return "";
    const SearchStats& s = *info.stats;
    using std::to_string;
    const uint64_t first_permille =
        s.beta_cutoffs ? s.first_move_cutoffs * 1000 / s.beta_cutoffs : 0;
    return cat("info string stats depth ", to_string(info.depth), " nodes ", to_string(s.nodes),
               " cutoffs ", to_string(s.beta_cutoffs), " firstmove ",
               to_string(s.first_move_cutoffs), " (", to_string(first_permille / 10), ".",
               to_string(first_permille % 10), "%) tthits ", to_string(s.tt_hits), " qnodes ",
               to_string(s.qnodes), " null ", to_string(s.null_tries), " nullcuts ",
               to_string(s.null_cutoffs), " lmr ", to_string(s.lmr_reductions), " lmrresearch ",
               to_string(s.lmr_researches));
}

std::string ProtocolLoop::uci_bestmove(const BestMoveInfo& info) const {
    if (info.best == MOVE_NONE) return "bestmove (none)";
    std::string s = "bestmove " + move_to_iccs(info.best);
    if (info.ponder != MOVE_NONE) s += " ponder " + move_to_iccs(info.ponder);
    return s;
}

}  // namespace xq
