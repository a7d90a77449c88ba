#include "game/engines/external_protocol.h"

#include <algorithm>
#include <cstdlib>

#include "formats/iccs.h"
#include "protocol/protocol_parse.h"
#include "rules/movegen.h"

namespace xq {

namespace {

// A UCCI score this far from zero or more is a mate: ElephantEye sends 10000 minus the plies to
// mate, we send VALUE_MATE (30000) minus them; no evaluation comes near either.
constexpr int UCCI_MATE_THRESHOLD = 9000;

Score ucci_score(int64_t v) {
    const int64_t a = std::llabs(v);
    if (a < UCCI_MATE_THRESHOLD) return {Score::CENTIPAWNS, int(v)};
    const int64_t base = a <= 10000 ? 10000 : VALUE_MATE;
    const int plies = int(std::max<int64_t>(1, base - a));
    const int moves = (plies + 1) / 2;
    return {Score::MATE, v > 0 ? moves : -moves};
}

// Moves from `tokens` while they are legal in turn from `pos`; the rest of the line is left.
std::vector<Move> legal_line(Tokens& tokens, Position pos, const EngineDialect& d) {
    std::vector<Move> pv;
    while (!tokens.empty()) {
        const std::string_view word = tokens.peek();
        const Move m = move_from_engine(word, d);
        if (m == MOVE_NONE) break;
        tokens.next();
        if (!pos.is_legal(m)) {
            while (!tokens.empty() && move_from_engine(tokens.peek(), d) != MOVE_NONE)
                tokens.next();
            break;
        }
        pv.push_back(m);
        pos.do_move(m);
    }
    return pv;
}

// The limits part of a go command (go_command adds the root moves).
std::string go_limits(ExternalProtocol p, const SearchLimits& limits, Color stm,
                      bool ucci_millisec);

}  // namespace

const char* protocol_name(ExternalProtocol p) {
    return p == ExternalProtocol::UCI ? "uci" : p == ExternalProtocol::UCCI ? "ucci" : "unknown";
}

ExternalProtocol protocol_from_name(std::string_view name) {
    if (iequals(name, "uci")) return ExternalProtocol::UCI;
    if (iequals(name, "ucci")) return ExternalProtocol::UCCI;
    return ExternalProtocol::UNKNOWN;
}

std::optional<ExternalOption> parse_option_line(std::string_view line) {
    Tokens t(line);
    if (t.next() != "option") return std::nullopt;
    ExternalOption o;
    const bool uci_style = t.peek() == "name";
    if (uci_style) t.next();
    // The name runs up to "type" (UCI names may hold spaces).
    while (!t.empty() && t.peek() != "type") {
        if (!o.name.empty()) o.name += ' ';
        o.name += t.next();
    }
    if (o.name.empty() || t.next() != "type") return std::nullopt;
    o.type = to_lower(t.next());
    std::string* text = nullptr;  // a value that may hold spaces (default of a string)
    while (!t.empty()) {
        const std::string_view word = t.next();
        if (word == "default") {
            o.default_value.clear();
            text = &o.default_value;
        } else if (word == "min" || word == "max") {
            auto v = parse_int(t.next(), -(int64_t(1) << 31), (int64_t(1) << 31) - 1);
            (word == "min" ? o.min : o.max) = v ? int(*v) : 0;
            text = nullptr;
        } else if (word == "var") {
            o.choices.emplace_back();
            text = &o.choices.back();
        } else if (text) {
            if (!text->empty()) *text += ' ';
            *text += word;
        }
    }
    if (o.default_value == "<empty>") o.default_value.clear();
    return o;
}

std::string setoption_command(ExternalProtocol p, const std::string& name,
                              const std::string& value) {
    if (p == ExternalProtocol::UCCI)
        return "setoption " + name + (value.empty() ? "" : " " + value);
    return "setoption name " + name + (value.empty() ? "" : " value " + value);
}

std::string position_command(const std::string& fen, const std::vector<Move>& moves,
                             const EngineDialect& d) {
    std::string s = "position fen " + fen_to_engine(fen, d);
    if (!moves.empty()) s += " moves";
    for (Move m : moves) s += " " + move_to_engine(m, d);
    return s;
}

void root_moves_for(ExternalProtocol p, const Position& root, SearchLimits& limits) {
    std::vector<Move>& from = p == ExternalProtocol::UCCI ? limits.searchmoves : limits.banmoves;
    std::vector<Move>& to = p == ExternalProtocol::UCCI ? limits.banmoves : limits.searchmoves;
    if (from.empty()) return;
    MoveList legal;
    generate_legal(root, legal);
    std::vector<Move> other;
    for (Move m : legal) {
        const bool listed = std::find(from.begin(), from.end(), m) != from.end();
        // UCCI: ban what searchmoves leaves out; UCI: search what banmoves leaves in.
        if (!listed && (to.empty() || std::find(to.begin(), to.end(), m) == to.end()))
            other.push_back(m);
    }
    from.clear();
    if (p == ExternalProtocol::UCCI)
        to.insert(to.end(), other.begin(), other.end());
    else
        to = other;
}

std::string banmoves_command(const std::vector<Move>& banned, const EngineDialect& d) {
    if (banned.empty()) return {};
    std::string s = "banmoves";
    for (Move m : banned) s += " " + move_to_engine(m, d);
    return s;
}

std::string go_command(ExternalProtocol p, const SearchLimits& limits, Color stm,
                       bool ucci_millisec, const EngineDialect& d) {
    std::string s = go_limits(p, limits, stm, ucci_millisec);
    if (p != ExternalProtocol::UCCI && !limits.searchmoves.empty()) {
        s += " searchmoves";
        for (Move m : limits.searchmoves) s += " " + move_to_engine(m, d);
    }
    return s;
}

namespace {

std::string go_limits(ExternalProtocol p, const SearchLimits& limits, Color stm,
                      bool ucci_millisec) {
    const bool ucci = p == ExternalProtocol::UCCI;
    auto to_string = [&](int64_t ms) {
        if (!ucci || ucci_millisec) return std::to_string(ms);
        return std::to_string(std::max<int64_t>(1, (ms + 500) / 1000));  // UCCI seconds
    };
    if (limits.infinite) return "go infinite";
    if (limits.depth > 0) return "go depth " + std::to_string(limits.depth);
    if (limits.nodes > 0) return "go nodes " + std::to_string(limits.nodes);
    if (limits.time_left_ms[stm] > 0) {
        if (ucci) {
            std::string s = "go time " + to_string(limits.time_left_ms[stm]);
            if (limits.movestogo > 0)
                s += " movestogo " + std::to_string(limits.movestogo);
            else if (limits.increment_ms[stm] > 0)
                s += " increment " + to_string(limits.increment_ms[stm]);
            if (limits.time_left_ms[~stm] > 0)
                s += " opptime " + to_string(limits.time_left_ms[~stm]);
            return s;
        }
        std::string s = "go wtime " + to_string(std::max<int64_t>(1, limits.time_left_ms[RED])) +
                        " btime " + to_string(std::max<int64_t>(1, limits.time_left_ms[BLACK]));
        if (limits.increment_ms[RED] > 0) s += " winc " + to_string(limits.increment_ms[RED]);
        if (limits.increment_ms[BLACK] > 0) s += " binc " + to_string(limits.increment_ms[BLACK]);
        if (limits.movestogo > 0) s += " movestogo " + std::to_string(limits.movestogo);
        return s;
    }
    const int64_t ms = std::max<int64_t>(1, limits.movetime_ms);
    return ucci ? "go time " + to_string(ms) + " movestogo 1" : "go movetime " + to_string(ms);
}

}  // namespace

std::optional<SearchInfo> parse_info_line(std::string_view line, ExternalProtocol p,
                                          const Position& root, const EngineDialect& d) {
    Tokens t(line);
    if (t.next() != "info") return std::nullopt;
    SearchInfo info;
    info.side_to_move = root.side_to_move();
    bool has_depth = false, has_score = false, has_pv = false;
    auto number = [&](int64_t max) { return parse_int(t.next(), -max, max); };
    while (!t.empty()) {
        const std::string_view word = t.next();
        if (word == "string" || word == "message") break;  // free text to the end of the line
        if (word == "depth") {
            if (auto v = number(1000)) info.depth = int(*v), has_depth = true;
        } else if (word == "seldepth") {
            if (auto v = number(1000)) info.seldepth = int(*v);
        } else if (word == "multipv") {
            if (auto v = number(1000)) info.multipv = std::max(1, int(*v));
        } else if (word == "score") {
            const std::string_view kind = t.peek();
            if (kind == "cp" || kind == "mate") {
                t.next();
                if (auto v = number(int64_t(1) << 40)) {
                    info.score = {kind == "mate" ? Score::MATE : Score::CENTIPAWNS, int(*v)};
                    has_score = true;
                }
            } else if (auto v = number(int64_t(1) << 40)) {
                info.score = p == ExternalProtocol::UCCI ? ucci_score(*v)
                                                         : Score{Score::CENTIPAWNS, int(*v)};
                has_score = true;
            }
        } else if (word == "lowerbound") {
            info.bound = Bound::LOWER;
        } else if (word == "upperbound") {
            info.bound = Bound::UPPER;
        } else if (word == "nodes") {
            if (auto v = number(int64_t(1) << 62)) info.nodes = uint64_t(std::max<int64_t>(0, *v));
        } else if (word == "nps") {
            if (auto v = number(int64_t(1) << 62)) info.nps = uint64_t(std::max<int64_t>(0, *v));
        } else if (word == "time") {
            if (auto v = number(int64_t(1) << 62)) info.time_ms = std::max<int64_t>(0, *v);
        } else if (word == "hashfull") {
            if (auto v = number(1000)) info.hashfull = int(*v);
        } else if (word == "pv") {
            info.pv = legal_line(t, root, d);
            has_pv = true;
        }
    }
    if (!has_depth || !has_score) return std::nullopt;
    // A PV whose first move is not legal here belongs to another position: an engine that reads
    // no input while it searches reports its previous search after the position changed.
    if (has_pv && info.pv.empty()) return std::nullopt;
    if (info.seldepth < info.depth) info.seldepth = info.depth;
    return info;
}

std::optional<CurrMoveInfo> parse_currmove(std::string_view line, const Position& root,
                                           const EngineDialect& d) {
    Tokens t(line);
    if (t.next() != "info") return std::nullopt;
    CurrMoveInfo cm;
    bool found = false;
    while (!t.empty()) {
        const std::string_view word = t.next();
        if (word == "string" || word == "message") break;
        if (word == "depth") {
            if (auto v = parse_int(t.next(), 0, 1000)) cm.depth = int(*v);
        } else if (word == "currmove") {
            const Move m = move_from_engine(t.next(), d);
            if (m != MOVE_NONE && root.is_legal(m)) cm.move = m, found = true;
        } else if (word == "currmovenumber") {
            if (auto v = parse_int(t.next(), 0, 1000)) cm.number = int(*v);
        }
    }
    if (!found) return std::nullopt;
    return cm;
}

bool reads_no_input_while_searching(std::string_view id_name) {
    return to_lower(id_name).find("sjaak") != std::string::npos;
}

std::optional<ParsedBestMove> parse_bestmove(std::string_view line, const Position& root,
                                             const EngineDialect& d) {
    Tokens t(line);
    const std::string_view word = t.next();
    if (word == "nobestmove") return ParsedBestMove{};
    if (word != "bestmove") return std::nullopt;
    ParsedBestMove b;
    b.text = std::string(t.next());
    if (b.text.empty() || b.text == "(none)" || b.text == "0000" || b.text == "none") return b;
    b.best = move_from_engine(b.text, d);
    if (b.best == MOVE_NONE || !root.is_legal(b.best)) {
        b.best = MOVE_NONE;
        b.legal = false;
        return b;
    }
    if (t.next() == "ponder") {
        Position after = root;
        after.do_move(b.best);
        const Move p = move_from_engine(t.next(), d);
        if (p != MOVE_NONE && after.is_legal(p)) b.ponder = p;
    }
    return b;
}

}  // namespace xq
