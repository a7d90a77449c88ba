#include "formats/game_record.h"

#include <algorithm>

#include "formats/iccs.h"

namespace xq {

bool is_valid_result(std::string_view r) {
    return r == RESULT_RED_WINS || r == RESULT_BLACK_WINS || r == RESULT_DRAW ||
           r == RESULT_UNKNOWN;
}

bool is_derived_tag(std::string_view name) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    for (std::string_view d : {"game", "result", "fen", "setup", "format"})
        if (std::equal(name.begin(), name.end(), d.begin(), d.end(),
                       [&](char a, char b) { return lower(a) == b; }))
            return true;
    return false;
}

std::string GameRecord::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return {};
}

bool GameRecord::has_tag(std::string_view name) const {
    for (const auto& t : tags)
        if (t.first == name) return true;
    return false;
}

void GameRecord::set_tag(std::string_view name, std::string_view value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

void GameRecord::remove_tag(std::string_view name) {
    std::erase_if(tags, [&](const auto& t) { return t.first == name; });
}

const std::string& GameRecord::comment_after(size_t move_index) const {
    static const std::string none;
    return move_index < comments.size() ? comments[move_index] : none;
}

void GameRecord::set_comment_after(size_t move_index, std::string text) {
    if (move_index >= comments.size()) {
        if (text.empty()) return;
        comments.resize(move_index + 1);
    }
    comments[move_index] = std::move(text);
}

bool GameRecord::starts_from_standard_position() const {
    Position pos;
    return pos.set_fen(start_fen) && pos.fen() == START_FEN;
}

bool replay(const GameRecord& record, Position& pos, std::string* error) {
    std::string why;
    if (!pos.set_fen(record.start_fen, &why)) {
        if (error) *error = "bad start position: " + why;
        return false;
    }
    for (size_t i = 0; i < record.moves.size(); ++i) {
        const Move m = record.moves[i];
        if (m == MOVE_NONE || from_sq(m) >= SQUARE_NB || to_sq(m) >= SQUARE_NB ||
            !pos.is_legal(m)) {
            if (error)
                *error = "move " + std::to_string(pos.fullmove_number()) +
                         (pos.side_to_move() == RED ? "" : "...") + " (" + move_to_iccs(m) +
                         ") is illegal in this position";
            return false;
        }
        pos.do_move(m);
    }
    return true;
}

}  // namespace xq
