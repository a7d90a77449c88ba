#include "game/library/collection_edit.h"

#include <algorithm>

#include "game/files/storage.h"
#include "game/library/collection_index.h"
#include "game/library/collection_read.h"

namespace xq {

namespace {

// The file as the collection read it, or false with a reason.
bool read_unchanged(const Collection& c, std::string& text, std::string* error) {
    if (!c.editable()) {
        if (error) *error = "a folder of XQF files cannot be changed here";
        return false;
    }
    FileStamp now;
    if (!stamp_of(c.path, now) || !(now == c.stamp)) {
        if (error) *error = c.path + " changed since it was opened: open it again";
        return false;
    }
    return read_file(c.path, text, error);
}

// A game's text ending with a line end and a blank line, so the next game starts on its own.
std::string separated(std::string_view chunk) {
    std::string s(chunk);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ')) s.pop_back();
    return s + "\n\n";
}

int lines_in(std::string_view s) {
    return int(std::count(s.begin(), s.end(), '\n'));
}

}  // namespace

bool append_game(Collection& c, const std::string& game_text, std::string* error) {
    std::string text;
    if (!read_unchanged(c, text, error)) return false;
    if (!text.empty() && text.back() != '\n') text += '\n';
    if (!text.empty()) text += '\n';
    const TextChunk where{text.size(), 0, lines_in(text) + 1};
    text += separated(game_text);
    if (!write_file_atomic(c.path, text, error)) return false;
    TextChunk chunk = where;
    chunk.length = text.size() - where.offset;
    add_game_text(c, std::string_view(text).substr(chunk.offset, chunk.length), chunk);
    save_index(c, nullptr);
    return true;
}

bool rearrange_games(Collection& c, const std::vector<int>& order, std::string* error) {
    std::string text;
    if (!read_unchanged(c, text, error)) return false;
    std::vector<bool> used(c.games.size());
    for (int i : order) {
        if (i < 0 || size_t(i) >= c.games.size() || used[size_t(i)]) {
            if (error) *error = "bad game order";
            return false;
        }
        used[size_t(i)] = true;
    }
    // What precedes the first game (a DhtmlXQ text's introduction) stays first.
    const uint64_t head = c.games.empty() ? 0 : c.games[0].offset;
    std::string out = text.substr(0, size_t(head));
    Collection next;
    next.path = c.path;
    next.kind = c.kind;
    int line = lines_in(out) + 1;
    for (int i : order) {
        CollectionGame g = c.games[size_t(i)];
        const std::string chunk = separated(std::string_view(text).substr(g.offset, g.length));
        if (!g.error.empty()) g.error = error_in_file(g.error, line - g.line + 1);
        g.offset = out.size();
        g.length = chunk.size();
        g.line = line;
        line += lines_in(chunk);
        out += chunk;
        const uint32_t key_begin = g.key_begin, material_begin = g.material_begin;
        g.key_begin = uint32_t(next.keys.size());
        g.material_begin = uint32_t(next.material.size());
        next.keys.insert(next.keys.end(), c.keys.begin() + key_begin,
                         c.keys.begin() + key_begin + g.key_count);
        next.moves.insert(next.moves.end(), c.moves.begin() + key_begin,
                          c.moves.begin() + key_begin + g.key_count);
        next.material.insert(next.material.end(), c.material.begin() + material_begin,
                             c.material.begin() + material_begin + g.material_count);
        next.games.push_back(std::move(g));
    }
    if (!write_file_atomic(c.path, out, error)) return false;
    c = std::move(next);
    save_index(c, nullptr);
    return true;
}

bool delete_game(Collection& c, int index, std::string* error) {
    std::vector<int> order;
    for (int i = 0; i < int(c.games.size()); ++i)
        if (i != index) order.push_back(i);
    return rearrange_games(c, order, error);
}

bool move_game(Collection& c, int from, int to, std::string* error) {
    const int n = int(c.games.size());
    if (from < 0 || from >= n || to < 0 || to >= n) {
        if (error) *error = "no such game";
        return false;
    }
    std::vector<int> order;
    for (int i = 0; i < n; ++i)
        if (i != from) order.push_back(i);
    order.insert(order.begin() + to, from);
    return rearrange_games(c, order, error);
}

}  // namespace xq
