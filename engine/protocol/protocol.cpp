// The parts of the protocol loop that UCCI and UCI share: reading lines, output, the search
// life cycle (go, stop, ponderhit, quit, held bestmoves) and the commands both dialects know.
#include "protocol/protocol.h"

#include <chrono>
#include <cstdio>
#include <istream>
#include <ostream>

#include "formats/iccs.h"
#include "protocol/protocol_parse.h"
#include "rules/movegen.h"
#include "rules/perft.h"

namespace xq {

namespace {

int64_t now_ns() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// A GUI cares about the root move being searched only in long searches; earlier it is noise.
constexpr int64_t CURRMOVE_AFTER_MS = 3000;
constexpr int MAX_PERFT_DEPTH = 8;

}  // namespace

ProtocolLoop::ProtocolLoop(Engine& engine, std::istream& in, std::ostream& out)
    : engine_(engine), in_(in), out_(out) {
    // std::cin is tied to std::cout: every read would flush the output from the reader thread,
    // outside out_mutex_, racing with the search thread's lines. say() flushes each line itself.
    in_.tie(nullptr);
    engine_.on_info([this](const SearchInfo& i) { on_info(i); });
    engine_.on_currmove([this](const CurrMoveInfo& i) { on_currmove(i); });
    engine_.on_bestmove([this](const BestMoveInfo& i) { on_bestmove(i); });
    engine_.on_message([this](const std::string& text) { note(text); });
}

ProtocolLoop::~ProtocolLoop() {
    if (thinking_) engine_.stop();
    engine_.wait();
    // The engine may outlive this loop: leave it listeners that do not point here.
    engine_.on_info([](const SearchInfo&) {});
    engine_.on_currmove([](const CurrMoveInfo&) {});
    engine_.on_bestmove([](const BestMoveInfo&) {});
    engine_.on_message([](const std::string&) {});
}

void ProtocolLoop::run() {
    std::string line;
    while (std::getline(in_, line))
        if (!handle_line(line)) return;
    finish_at_end_of_input();
}

bool ProtocolLoop::handle_line(std::string_view line) {
    Tokens tokens(line);
    if (tokens.empty()) return true;
    std::string command = to_lower(tokens.next());
    switch (dialect_) {
        case Dialect::UCCI:
            return ucci_command(command, tokens);
        case Dialect::UCI:
            return uci_command(command, tokens);
        case Dialect::NONE:
            break;
    }
    return handle_boot(command);
}

bool ProtocolLoop::handle_boot(std::string_view command) {
    if (command == "ucci") {
        dialect_ = Dialect::UCCI;
        ucci_handshake();
    } else if (command == "uci") {
        dialect_ = Dialect::UCI;
        uci_handshake();
    } else if (command == "quit") {
        return false;
    } else {
        error("expected 'ucci' or 'uci' first, not '" + std::string(command) + "'");
    }
    return true;
}

void ProtocolLoop::wait_for_search() {
    engine_.wait();
}

void ProtocolLoop::say(std::string_view line) {
    std::lock_guard lock(out_mutex_);
    out_ << line << '\n';
    out_.flush();
}

void ProtocolLoop::note(std::string_view text) {
    // UCCI has no "info string"; its "info message" is text the GUI shows to the user.
    say(cat(dialect_ == Dialect::UCCI ? "info message " : "info string ", text));
}

void ProtocolLoop::error(std::string_view message) {
    // The message may quote garbage from the input: keep the reply one printable line of
    // reasonable length.
    constexpr size_t MAX_LENGTH = 300;
    std::string text;
    for (char c : message.substr(0, MAX_LENGTH))
        text += (unsigned char)c < 0x20 || c == 0x7f ? '?' : c;
    if (message.size() > MAX_LENGTH) text += "...";
    // UCCI has no "info string"; its "info message" is text the GUI shows to the user.
    say(cat(dialect_ == Dialect::UCCI ? "info message error: " : "info string error: ", text));
}

bool ProtocolLoop::reject_while_thinking(std::string_view command) {
    if (!thinking_) return false;
    error(cat("'", command, "' is not accepted while the engine is thinking (send stop first)"));
    return true;
}

std::optional<int64_t> ProtocolLoop::int_arg(Tokens& tokens, std::string_view name, int64_t min,
                                             int64_t max) {
    std::string_view text = tokens.next();
    auto v = parse_int(text, min, max);
    if (!v)
        error(cat("'", name, "' needs a whole number from ", std::to_string(min), " to ",
                  std::to_string(max),
                  text.empty() ? std::string(", got nothing") : cat(", not '", text, "'")));
    return v;
}

bool ProtocolLoop::parse_search_moves(Tokens& tokens, std::vector<Move>& moves,
                                      std::string_view what) {
    const Position& pos = engine_.position();
    while (!tokens.empty() && iccs_to_move(tokens.peek()) != MOVE_NONE) {
        std::string_view text = tokens.next();
        Move m = iccs_to_move(text);
        if (!pos.is_legal(m)) {
            error(std::string(what) + ": '" + std::string(text) + "' is not a legal move here");
            return false;
        }
        moves.push_back(m);
    }
    return true;
}

bool ProtocolLoop::handle_position(Tokens& tokens) {
    if (reject_while_thinking("position")) return false;
    std::string why;
    auto args = parse_position_args(tokens, &why);
    Position check;
    if (args && !build_position(*args, check, &why)) args.reset();
    if (args && !engine_.set_position(args->fen, args->moves, &why)) args.reset();
    if (!args) {
        error("position: " + why + "; the position is unchanged");
        return false;
    }
    return true;
}

void ProtocolLoop::start_search(const SearchLimits& limits, bool hold_bestmove, bool bounded) {
    {
        std::lock_guard lock(search_mutex_);
        hold_bestmove_ = hold_bestmove;
        pondering_ = limits.ponder;
        bounded_ = bounded;
        held_bestmove_.reset();
    }
    go_time_ns_ = now_ns();
    thinking_ = true;  // before go(): a quick search may report before go() returns
    engine_.go(limits);
}

bool ProtocolLoop::answer_without_search() {
    if (count_legal_moves(engine_.position()) > 0) return false;
    if (dialect_ == Dialect::UCI) {
        say("info depth 0 score mate 0");
        say("bestmove (none)");
    } else {
        say("info depth 0 score " + std::to_string(-VALUE_MATE));
        say("nobestmove");
    }
    return true;
}

void ProtocolLoop::release_held_bestmove() {
    std::optional<std::string> text;
    {
        std::lock_guard lock(search_mutex_);
        hold_bestmove_ = false;
        text.swap(held_bestmove_);
    }
    if (text) {
        thinking_ = false;
        say(*text);
    }
}

void ProtocolLoop::handle_isready() {
    if (!engine_.searching()) engine_.warm_hash();
    engine_.sync();
    say("readyok");
}

void ProtocolLoop::handle_new_game() {
    engine_.new_game();
    engine_.warm_hash();
    engine_.sync();
}

void ProtocolLoop::handle_stop() {
    if (!thinking_) {
        // UCCI asks for nobestmove so that a confused GUI does not wait forever.
        if (dialect_ == Dialect::UCCI) say("nobestmove");
        return;
    }
    {
        std::lock_guard lock(search_mutex_);
        hold_bestmove_ = false;
        pondering_ = false;
    }
    engine_.stop();
    engine_.wait();
    release_held_bestmove();
}

void ProtocolLoop::handle_ponderhit(bool draw_offer) {
    bool keep_holding;
    {
        std::lock_guard lock(search_mutex_);
        if (!thinking_ || !pondering_) {
            error("'ponderhit' needs a running 'go ponder' search");
            return;
        }
        pondering_ = false;
        // After ponderhit a UCI infinite search still waits for stop; everything else may end.
        keep_holding = dialect_ == Dialect::UCI && !bounded_;
        hold_bestmove_ = keep_holding;
    }
    if (draw_offer) draw_offered_ = true;
    engine_.ponderhit();
    if (!keep_holding) release_held_bestmove();
}

void ProtocolLoop::handle_quit() {
    if (thinking_) {
        {
            std::lock_guard lock(search_mutex_);
            hold_bestmove_ = false;
        }
        engine_.stop();
        engine_.wait();
        release_held_bestmove();
    }
    if (dialect_ == Dialect::UCCI) say("bye");
}

void ProtocolLoop::finish_at_end_of_input() {
    // Nobody will send stop: end the search (or perft) now and give its answer.
    if (!thinking_) return;
    {
        std::lock_guard lock(search_mutex_);
        hold_bestmove_ = false;
    }
    engine_.stop();
    engine_.wait();
    release_held_bestmove();
}

void ProtocolLoop::handle_display() {
    const Position& pos = engine_.position();
    char key[32];
    std::snprintf(key, sizeof key, "%016llX", (unsigned long long)pos.key());
    std::string text = board_diagram(pos);
    text += "Fen: " + pos.fen() + "\n";
    text += "Key: " + std::string(key) + "\n";
    text += std::string("Side to move: ") + color_name(pos.side_to_move()) +
            (pos.in_check() ? " (in check)" : "") + "\n";
    text += "Legal moves: " + std::to_string(count_legal_moves(pos));
    say(text);
}

void ProtocolLoop::handle_perft(Tokens& tokens) {
    if (reject_while_thinking("perft")) return;
    auto depth = int_arg(tokens, "perft", 1, MAX_PERFT_DEPTH);
    if (!depth) return;
    // On the engine's worker, so that stop and quit end a long count.
    thinking_ = true;
    engine_.run_job([this, pos = engine_.position(),
                     depth = int(*depth)](const std::atomic<bool>& stop) mutable {
        auto start = std::chrono::steady_clock::now();
        uint64_t nodes = 0;
        std::string text;
        for (auto& [move, n] : perft_divide(pos, depth, &stop)) {
            text += move_to_iccs(move) + ": " + std::to_string(n) + "\n";
            nodes += n;
        }
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
        if (stop.load()) text += "perft stopped; the counts above are complete, the rest is not\n";
        text += "nodes " + std::to_string(nodes) + " time " + std::to_string(ms) + " nps " +
                std::to_string(nodes * 1000 / uint64_t(ms > 0 ? ms : 1));
        thinking_ = false;
        say(text);
    });
}

std::string ProtocolLoop::info_text(const SearchInfo& info) const {
    return dialect_ == Dialect::UCCI ? ucci_info(info) : uci_info(info);
}

void ProtocolLoop::on_info(const SearchInfo& info) {
    std::string text = info_text(info);
    if (!text.empty()) say(text);
    if (dialect_ == Dialect::UCI)
        if (const std::string stats = uci_stats(info); !stats.empty()) say(stats);
}

void ProtocolLoop::on_currmove(const CurrMoveInfo& info) {
    if ((now_ns() - go_time_ns_) / 1000000 < CURRMOVE_AFTER_MS) return;
    if (dialect_ == Dialect::UCCI)
        say("info currmove " + move_to_iccs(info.move));
    else
        say("info depth " + std::to_string(info.depth) + " currmove " + move_to_iccs(info.move) +
            " currmovenumber " + std::to_string(info.number));
}

void ProtocolLoop::on_bestmove(const BestMoveInfo& info) {
    std::string text = dialect_ == Dialect::UCCI ? ucci_bestmove(info) : uci_bestmove(info);
    {
        std::lock_guard lock(search_mutex_);
        if (hold_bestmove_) {
            held_bestmove_ = std::move(text);
            return;
        }
    }
    thinking_ = false;  // before printing: the answer to this bestmove may come at once
    say(text);
}

}  // namespace xq
