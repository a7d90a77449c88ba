#include "game/library/collection_split.h"

#include <algorithm>
#include <string>

namespace xq {

namespace {

bool blank(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f';
    });
}

int count_lines(std::string_view s) {
    return int(std::count(s.begin(), s.end(), '\n'));
}

// Adds text[begin, end) unless it is blank; `line` is the line it starts on.
void add_chunk(std::vector<TextChunk>& out, std::string_view text, size_t begin, size_t end,
               int line) {
    if (end > begin && !blank(text.substr(begin, end - begin)))
        out.push_back({uint64_t(begin), uint64_t(end - begin), line});
}

}  // namespace

std::vector<TextChunk> split_pgn_games(std::string_view text) {
    std::vector<TextChunk> out;
    size_t game_begin = 0;
    int game_line = 1, line = 1;
    bool in_brace = false;    // a {comment} may span lines and hold '['
    bool seen_moves = false;  // movetext since the game's tags: the next tag starts a game
    size_t i = 0;
    while (i < text.size()) {
        const size_t eol = std::min(text.find('\n', i), text.size());
        std::string_view l = text.substr(i, eol - i);
        size_t first = l.find_first_not_of(" \t\r");
        if (!in_brace && first != std::string_view::npos && l[first] == '[' && seen_moves) {
            add_chunk(out, text, game_begin, i, game_line);
            game_begin = i;
            game_line = line;
            seen_moves = false;
        }
        if (!in_brace && first != std::string_view::npos && l[first] == '[') {
            // A tag line; a '{' after its closing ']' would be movetext, which tags never hold.
        } else {
            for (size_t k = 0; k < l.size(); ++k) {
                const char c = l[k];
                if (in_brace) {
                    if (c == '}') in_brace = false;
                } else if (c == '{') {
                    in_brace = true;
                } else if (c == ';') {
                    break;  // a comment to the end of the line
                } else if (c != ' ' && c != '\t' && c != '\r') {
                    seen_moves = true;
                }
            }
        }
        i = eol + 1;
        ++line;
    }
    add_chunk(out, text, game_begin, text.size(), game_line);
    return out;
}

std::vector<TextChunk> split_dhtmlxq_games(std::string_view text) {
    std::vector<TextChunk> out;
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
    const std::string open = "[dhtmlxq]", close = "[/dhtmlxq]";
    size_t at = 0;
    int line = 1;
    size_t counted = 0;  // lines counted up to here
    while ((at = lower.find(open, at)) != std::string::npos) {
        // A game's text runs to the next block, so that what is written between blocks stays
        // with the game before it when games are reordered.
        size_t end = lower.find(close, at);
        end = end == std::string::npos ? text.size() : end + close.size();
        end = std::min(text.size(), lower.find(open, end));
        line += count_lines(text.substr(counted, at - counted));
        counted = at;
        add_chunk(out, text, at, end, line);
        at = end;
    }
    // Loose [DhtmlXQ_...] fields without a block are one game, as read_dhtmlxq reads them.
    if (out.empty()) add_chunk(out, text, 0, text.size(), 1);
    return out;
}

}  // namespace xq
