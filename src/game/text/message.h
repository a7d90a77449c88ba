// A message for the player kept as a key and arguments, not as text: it is translated when it
// is drawn, so a message already on screen follows a change of language. Details that come
// from the lower layers (FEN and PGN errors, file errors) are English sentences; the known ones
// are translated by pattern (detail_text.h), the rest are shown as they are.
#pragma once

#include <string>
#include <vector>

#include "game/text/i18n.h"
#include "rules/types.h"

namespace xq {

struct MessageArg {
    enum class Kind { TEXT, STR, DETAIL, MOVE } kind = Kind::TEXT;
    std::string text;       // TEXT: shown as is (a path); DETAIL: an English detail; MOVE: FEN
    Str str = Str::COUNT;   // STR
    Move move = MOVE_NONE;  // MOVE: in the notation of the language, from the FEN in `text`

    static MessageArg literal(std::string t) { return {Kind::TEXT, std::move(t)}; }
    static MessageArg key(Str s) { return {Kind::STR, {}, s}; }
    static MessageArg detail(std::string t) { return {Kind::DETAIL, std::move(t)}; }
    static MessageArg move_in(std::string fen, Move m) {
        return {Kind::MOVE, std::move(fen), Str::COUNT, m};
    }
};

struct Message {
    Str key = Str::COUNT;  // COUNT: no key, the arguments alone
    std::vector<MessageArg> args;
    bool error = false;

    Message() = default;
    Message(Str k, std::vector<MessageArg> a = {}, bool is_error = false)  // NOLINT
        : key(k), args(std::move(a)), error(is_error) {}
    bool empty() const { return key == Str::COUNT && args.empty(); }
};

// The message in the current language.
std::string message_text(const Message& m);

// Text from a file or the user, made safe to show: bytes that are not UTF-8 and control
// characters become \xNN, and it is cut to `max_chars` characters with an ellipsis.
std::string printable_excerpt(const std::string& text, size_t max_chars = 80);

}  // namespace xq
