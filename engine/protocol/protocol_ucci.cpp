// UCCI 3.0 (xqbase, 2004, revised 2007-11): handshake, options, go/banmoves/probe and output.
#include <algorithm>
#include <cmath>
#include <thread>

#include "draw_offer.h"
#include "eval/evaluate.h"
#include "formats/iccs.h"
#include "protocol/protocol.h"
#include "protocol/protocol_parse.h"
#include "rules/movegen.h"

namespace xq {

namespace {

// UCCI scores count 100 per minor piece (horse or cannon); the engine's centipawns count a
// horse as about 400 (eval_tables.h).
constexpr int MINOR_PIECE_CP = PIECE_ORDER_VALUE[HORSE];

// UCCI has no mate notation: a mate is sent unscaled as VALUE_MATE minus the distance in plies,
// far beyond any evaluation, so that a GUI that knows ElephantEye's convention sees a mate.
int ucci_score(const Score& s) {
    if (s.kind == Score::CENTIPAWNS)
        return (s.value * 100 + (s.value >= 0 ? MINOR_PIECE_CP / 2 : -MINOR_PIECE_CP / 2)) /
               MINOR_PIECE_CP;
    int plies = s.value > 0 ? 2 * s.value - 1 : -2 * s.value;
    return s.value > 0 ? VALUE_MATE - plies : -(VALUE_MATE - plies);
}

// Options that the UCCI spec lists and GUIs such as XQWizard send without reading our option
// list; the spec says setting them must not fail. They are accepted and have no effect.
constexpr const char* IGNORED_OPTIONS[] = {"debug",    "usehash",     "evalapi",    "idle",
                                           "pruning",  "knowledge",   "randomness", "style",
                                           "loadbook", "selectivity", "repetition", "drawmoves"};

}  // namespace

void ProtocolLoop::ucci_handshake() {
    using std::to_string;
    say("id name xiangqi-engine " XQ_VERSION);
    say("id copyright 2026 the xiangqi project");
    say("id author the xiangqi project");
    say("option usemillisec type check default true");
    say("option batch type check default false");
    say("option ponder type check default false");
    say(cat("option hashsize type spin min 0 max ", to_string(HASH_MB_RANGE.max), " default ",
            to_string(HASH_MB_RANGE.fallback)));
    say(cat("option threads type spin min 0 max ", to_string(THREADS_RANGE.max), " default 1"));
    say(cat("option skill type spin min ", to_string(SKILL_RANGE.min), " max ",
            to_string(SKILL_RANGE.max), " default ", to_string(SKILL_RANGE.max)));
    say(cat("option moveoverhead type spin min ", to_string(MOVE_OVERHEAD_RANGE.min), " max ",
            to_string(MOVE_OVERHEAD_RANGE.max), " default ",
            to_string(MOVE_OVERHEAD_RANGE.fallback)));
    say("option usebook type check default false");
    say("option bookfiles type string default <shipped>");
    say(cat("option usennue type check default ", engine_.settings().use_nnue ? "true" : "false"));
    say("option evalfile type string default <shipped>");
    say("option useegtb type check default true");
    say("option egtbpaths type string default <empty>");
    say("option experience type check default false");
    say("option experiencefile type string default <empty>");
    say("option newgame type button");
    say(cat("option rulebook type combo var chinese var asian default ",
            rule_book_name(DEFAULT_RULE_BOOK)));
    say("ucciok");
}

bool ProtocolLoop::ucci_command(std::string_view command, Tokens& tokens) {
    if (command == "isready") {
        handle_isready();
    } else if (command == "stop") {
        handle_stop();
    } else if (command == "ponderhit") {
        std::string_view extra = tokens.next();
        if (!extra.empty() && !iequals(extra, "draw"))
            error("'ponderhit' takes only 'draw', not '" + std::string(extra) + "'");
        else
            handle_ponderhit(!extra.empty());
    } else if (command == "quit") {
        handle_quit();
        return false;
    } else if (command == "probe") {
        ucci_probe(tokens);
    } else if (command == "position") {
        if (handle_position(tokens)) banmoves_.clear();
    } else if (command == "banmoves") {
        if (!reject_while_thinking(command)) ucci_banmoves(tokens);
    } else if (command == "go") {
        if (!reject_while_thinking(command)) ucci_go(tokens);
    } else if (command == "setoption") {
        if (!reject_while_thinking(command)) ucci_setoption(tokens);
    } else if (command == "ucci") {
        if (!reject_while_thinking(command)) ucci_handshake();
    } else if (command == "d") {
        if (!reject_while_thinking(command)) handle_display();
    } else if (command == "perft") {
        handle_perft(tokens);
    } else if (command == "uci") {
        error("this session speaks UCCI (it began with 'ucci'); restart the engine for UCI");
    } else {
        error("unknown command '" + std::string(command) + "'");
    }
    return true;
}

void ProtocolLoop::ucci_setoption(Tokens& tokens) {
    std::string name = to_lower(tokens.next());
    std::string value = tokens.rest();
    if (name.empty()) {
        error("'setoption' needs an option name");
        return;
    }
    auto check = [&](auto&& apply) {
        auto b = parse_bool(value);
        if (!b)
            error("option " + name + " takes true or false, not '" + value + "'");
        else
            apply(*b);
    };
    auto spin = [&](int min, int max, auto&& apply) {
        auto v = parse_int(value, min, max);
        if (!v)
            error("option " + name + " takes a whole number from " + std::to_string(min) + " to " +
                  std::to_string(max) + ", not '" + value + "'");
        else
            apply(int(*v));
    };
    if (name == "usemillisec") {
        check([&](bool b) { use_millisec_ = b; });
    } else if (name == "batch") {
        check([&](bool b) { batch_ = b; });
    } else if (name == "ponder") {
        check([&](bool b) { engine_.set_ponder(b); });
    } else if (name == "hashsize") {
        spin(0, HASH_MB_RANGE.max,
             [&](int mb) { engine_.set_hash_mb(mb == 0 ? HASH_MB_RANGE.fallback : mb); });
    } else if (name == "threads") {
        spin(0, THREADS_RANGE.max, [&](int n) {
            engine_.set_threads(n > 0 ? n : std::max(1, int(std::thread::hardware_concurrency())));
        });
    } else if (name == "skill") {
        spin(SKILL_RANGE.min, SKILL_RANGE.max, [&](int level) { engine_.set_skill_level(level); });
    } else if (name == "moveoverhead") {
        spin(MOVE_OVERHEAD_RANGE.min, MOVE_OVERHEAD_RANGE.max,
             [&](int ms) { engine_.set_move_overhead(ms); });
    } else if (name == "usebook") {
        check([&](bool b) {
            std::string why;
            if (!engine_.set_own_book(b, &why)) error("usebook: " + why);
        });
    } else if (name == "bookfiles") {
        // UCCI allows several files separated by ';'; we read one book.
        std::string why, path = value.substr(0, value.find(';'));
        if (!engine_.load_book(path, &why)) error("bookfiles: " + why + "; the book is unchanged");
    } else if (name == "usennue") {
        check([&](bool b) {
            std::string why;
            if (!engine_.set_use_nnue(b, &why))
                error("usennue: " + why + "; the hand-made evaluation stays");
        });
    } else if (name == "evalfile") {
        std::string why;
        if (!engine_.load_nnue(value, &why))
            error("evalfile: " + why + "; the network is unchanged");
    } else if (name == "useegtb") {
        check([&](bool b) { engine_.set_use_tablebases(b); });
    } else if (name == "egtbpaths") {
        // UCCI allows several folders separated by ';'; we read one.
        std::string why, path = value.substr(0, value.find(';'));
        if (path == "<empty>") path.clear();
        if (!engine_.set_tablebase_path(path, &why))
            error("egtbpaths: " + why + "; the tables are unchanged");
    } else if (name == "experience") {
        check([&](bool b) { engine_.set_use_experience(b); });
    } else if (name == "experiencefile") {
        std::string note;
        if (!engine_.load_experience_file(value == "<empty>" ? "" : value, &note))
            error("experiencefile: " + note);
    } else if (name == "newgame") {
        handle_new_game();
    } else if (name == "rulebook") {
        const std::optional<RuleBook> book = parse_rule_book(to_lower(value));
        if (!book)
            error("option rulebook takes chinese or asian, not '" + value + "'");
        else
            engine_.set_rule_book(*book);
    } else if (name == "promotion") {
        // A UCCI variant where advisors and elephants may become pawns; we play the normal rules.
        check([&](bool b) {
            if (b) error("option promotion (advisor/elephant promotion) is not supported");
        });
    } else if (std::find(std::begin(IGNORED_OPTIONS), std::end(IGNORED_OPTIONS), name) ==
               std::end(IGNORED_OPTIONS)) {
        error("unknown option '" + name + "'");
    }
}

void ProtocolLoop::ucci_banmoves(Tokens& tokens) {
    std::vector<Move> moves;
    if (!parse_search_moves(tokens, moves, "banmoves")) return;
    if (!tokens.empty()) {
        error("banmoves: '" + std::string(tokens.peek()) + "' is not a move; no move is banned");
        return;
    }
    banmoves_ = std::move(moves);
}

int64_t ProtocolLoop::ucci_time_ms(double value) const {
    double ms = use_millisec_ ? value : value * 1000.0;
    return std::max<int64_t>(1, int64_t(std::min(ms, 1e12)));  // 0 would mean "no clock"
}

void ProtocolLoop::ucci_go(Tokens& tokens) {
    bool ponder = false, draw = false, infinite = false, timed = false;
    std::optional<int64_t> depth, nodes, movestogo;
    double time = 0, increment = 0, opptime = 0, oppincrement = 0;
    bool has_opptime = false;
    auto decimal = [&](std::string_view name, double& out) {
        std::string_view text = tokens.next();
        auto v = parse_decimal(text);
        if (!v) {
            error(cat("'", name, "' needs a non-negative number, not '", text, "'"));
            return false;
        }
        out = *v;
        return true;
    };
    while (!tokens.empty()) {
        std::string word = to_lower(tokens.next());
        if (word == "ponder") {
            ponder = true;
        } else if (word == "draw") {
            draw = true;
        } else if (word == "infinite") {
            infinite = true;
        } else if (word == "depth") {
            if (iequals(tokens.peek(), "infinite")) {
                tokens.next();
                infinite = true;
            } else if (!(depth = int_arg(tokens, word, 0, MAX_PLY - 1))) {
                return;
            }
        } else if (word == "nodes") {
            if (!(nodes = int_arg(tokens, word, 1, int64_t(1) << 50))) return;
        } else if (word == "time") {
            if (!decimal(word, time)) return;
            timed = true;
        } else if (word == "movestogo") {
            if (!(movestogo = int_arg(tokens, word, 1, 1000))) return;
        } else if (word == "increment") {
            if (!decimal(word, increment)) return;
        } else if (word == "opptime") {
            if (!decimal(word, opptime)) return;
            has_opptime = true;
        } else if (word == "oppincrement") {
            if (!decimal(word, oppincrement)) return;
        } else if (word == "oppmovestogo") {
            if (!int_arg(tokens, word, 1, 1000)) return;  // the engine plans its own moves only
        } else {
            error("go: unknown word '" + word + "'; no search started");
            return;
        }
    }
    if (ponder && draw) {
        error(
            "go: 'ponder' and 'draw' cannot be combined (use 'ponderhit draw'); no search started");
        return;
    }
    if ((movestogo || increment > 0 || has_opptime) && !timed) {
        error("go: movestogo, increment and opptime need 'time'; no search started");
        return;
    }
    bool bounded = !infinite && (depth || nodes || timed);
    if (batch_ && (!bounded || ponder)) {
        error("go: in batch mode a search needs a depth, node or time limit and no ponder");
        return;
    }
    if (depth && *depth == 0) {  // the spec's static evaluation request
        say("info depth 0 score " +
            std::to_string(ucci_score({Score::CENTIPAWNS, engine_.evaluate_root()})));
        say("nobestmove");
        return;
    }
    if (answer_without_search()) return;
    MoveList legal;
    generate_legal(engine_.position(), legal);
    if (std::all_of(legal.begin(), legal.end(), [&](Move m) {
            return std::find(banmoves_.begin(), banmoves_.end(), m) != banmoves_.end();
        })) {
        say("nobestmove");  // every legal move is banned
        return;
    }

    SearchLimits limits;
    limits.ponder = ponder;
    // No limits.infinite: UCCI's infinite search ends by itself once it proves a mate (or at the
    // depth cap), where UCI's waits for stop.
    if (depth) limits.depth = int(*depth);
    if (nodes) limits.nodes = uint64_t(*nodes);
    if (timed) {
        Color us = engine_.position().side_to_move();
        limits.time_left_ms[us] = ucci_time_ms(time);
        limits.increment_ms[us] = increment > 0 ? ucci_time_ms(increment) : 0;
        limits.movestogo = movestogo ? int(*movestogo) : 0;
        if (has_opptime) {
            limits.time_left_ms[~us] = ucci_time_ms(opptime);
            limits.increment_ms[~us] = oppincrement > 0 ? ucci_time_ms(oppincrement) : 0;
        }
    }
    limits.banmoves = banmoves_;
    draw_offered_ = draw;
    search_game_ply_ = game_ply(engine_.position());
    // UCCI's infinite search may end by itself (a proven mate); only pondering waits.
    start_search(limits, ponder, bounded);
    if (batch_) engine_.wait();
}

void ProtocolLoop::ucci_probe(Tokens& tokens) {
    std::string why;
    auto args = parse_position_args(tokens, &why);
    Position pos;
    if (!args || !build_position(*args, pos, &why)) {
        error("probe: " + why);
        return;
    }
    std::optional<HashProbe> entry = engine_.probe_hash(pos);
    std::string text = "pophash";
    if (entry) {
        if (entry->move != MOVE_NONE) text += " bestmove " + move_to_iccs(entry->move);
        if (entry->value) {
            std::string v = std::to_string(ucci_score(*entry->value));
            std::string d = " depth " + std::to_string(entry->depth);
            if (entry->bound != Bound::UPPER) text += " lowerbound " + v + d;
            if (entry->bound != Bound::LOWER) text += " upperbound " + v + d;
        }
    }
    say(text);
}

std::string ProtocolLoop::ucci_info(const SearchInfo& info) const {
    if (info.multipv != 1) return {};
    std::string s;
    // UCCI cannot say "lowerbound"; an aspiration failure would read as a real score.
    if (info.bound == Bound::EXACT) {
        s = cat("info depth ", std::to_string(info.depth), " score ",
                std::to_string(ucci_score(info.score)));
        if (!info.pv.empty()) s += " pv";
        for (Move m : info.pv) s += cat(" ", move_to_iccs(m));
        s += "\n";
    }
    s += cat("info time ", std::to_string(info.time_ms), " nodes ", std::to_string(info.nodes));
    return s;
}

std::string ProtocolLoop::ucci_bestmove(const BestMoveInfo& info) const {
    if (info.best == MOVE_NONE) return "nobestmove";
    std::string s = "bestmove " + move_to_iccs(info.best);
    if (info.ponder != MOVE_NONE) s += " ponder " + move_to_iccs(info.ponder);
    if (draw_offered_ && engine_accepts_draw(info.score, search_game_ply_)) s += " draw";
    return s;
}

}  // namespace xq
