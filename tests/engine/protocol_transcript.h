// Test harness for the protocol loop: feeds command lines, collects output lines from a
// thread-safe buffer (the search thread writes to it too) and waits for expected lines.
#pragma once

#include <chrono>
#include <functional>
#include <mutex>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine.h"
#include "formats/iccs.h"
#include "protocol/protocol.h"
#include "rules/movegen.h"
#include "rules/position.h"

namespace xq::testing {

// An output buffer that the reader and the search thread may write while the test reads it.
class SharedBuffer : public std::streambuf {
  public:
    std::string str() {
        std::lock_guard lock(mutex_);
        return data_;
    }

  protected:
    int_type overflow(int_type c) override {
        if (c != traits_type::eof()) {
            std::lock_guard lock(mutex_);
            data_ += char(c);
        }
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        std::lock_guard lock(mutex_);
        data_.append(s, size_t(n));
        return n;
    }

  private:
    std::mutex mutex_;
    std::string data_;
};

inline std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

inline bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// The second word of a "bestmove <m> ..." line.
inline std::string bestmove_of(const std::string& line) {
    std::istringstream in(line);
    std::string word, move;
    in >> word >> move;
    return word == "bestmove" ? move : std::string{};
}

inline bool is_legal_in(const std::string& move_text, const Position& pos) {
    Move m = iccs_to_move(move_text);
    return m != MOVE_NONE && pos.is_legal(m);
}

struct Transcript {
    SharedBuffer buffer;
    std::ostream out{&buffer};
    std::istringstream no_input;
    Engine engine;
    ProtocolLoop loop{engine, no_input, out};
    size_t consumed = 0;  // lines already returned by take()

    // Sends one line; returns what handle_line returns (false after quit).
    bool send(std::string_view line) { return loop.handle_line(line); }

    // The output lines not returned yet.
    std::vector<std::string> take() {
        auto lines = split_lines(buffer.str());
        std::vector<std::string> fresh(lines.begin() + long(std::min(consumed, lines.size())),
                                       lines.end());
        consumed = lines.size();
        return fresh;
    }

    // Sends a line, waits until its search (if any) has reported, and returns the new output.
    std::vector<std::string> exchange(std::string_view line) {
        send(line);
        loop.wait_for_search();
        return take();
    }

    // Waits (up to `seconds`) for an output line, not yet taken, that satisfies pred; returns
    // the new lines up to and including it, or everything new if it never came.
    std::vector<std::string> wait_for(const std::function<bool(const std::string&)>& pred,
                                      double seconds = 30) {
        auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        for (;;) {
            auto lines = split_lines(buffer.str());
            for (size_t i = consumed; i < lines.size(); ++i) {
                if (pred(lines[i])) {
                    std::vector<std::string> fresh(lines.begin() + long(consumed),
                                                   lines.begin() + long(i) + 1);
                    consumed = i + 1;
                    return fresh;
                }
            }
            if (std::chrono::steady_clock::now() > deadline) return take();
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
};

inline bool has_line(const std::vector<std::string>& lines, std::string_view prefix) {
    for (auto& l : lines)
        if (starts_with(l, prefix)) return true;
    return false;
}

inline int count_lines(const std::vector<std::string>& lines, std::string_view prefix) {
    int n = 0;
    for (auto& l : lines) n += starts_with(l, prefix);
    return n;
}

inline std::string find_line(const std::vector<std::string>& lines, std::string_view prefix) {
    for (auto& l : lines)
        if (starts_with(l, prefix)) return l;
    return {};
}

// Red to move and checkmated: rook e2 checks, rook d8 covers d0, the black king covers f0.
inline constexpr const char* MATED_FEN = "5k3/3r5/9/9/9/9/9/4r4/9/4K4 w - - 0 1";

}  // namespace xq::testing
