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
    for (std::string_view d : {"result", "fen", "format"})
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

bool is_move_suffix(std::string_view t) {
    return t == "!" || t == "?" || t == "!!" || t == "??" || t == "!?" || t == "?!";
}

std::string_view suffix_of_nag(int nag) {
    static constexpr const char* MARKS[] = {"!", "?", "!!", "??", "!?", "?!"};
    return nag >= 1 && nag <= 6 ? MARKS[nag - 1] : "";
}

MoveLine line_of(const std::vector<Move>& moves) {
    MoveLine line;
    for (Move m : moves) line.push_back(MoveNode(m));
    return line;
}

std::vector<Move> GameRecord::moves() const {
    std::vector<Move> out;
    for (const MoveNode& n : mainline) out.push_back(n.move);
    return out;
}

void GameRecord::set_moves(const std::vector<Move>& moves) {
    mainline = line_of(moves);
}

namespace {
const std::string NONE;
}

const std::string& GameRecord::comment_after(size_t i) const {
    return i < mainline.size() ? mainline[i].comment : NONE;
}

void GameRecord::set_comment_after(size_t i, std::string text) {
    if (i < mainline.size()) mainline[i].comment = std::move(text);
}

const std::string& GameRecord::suffix(size_t i) const {
    return i < mainline.size() ? mainline[i].suffix : NONE;
}

void GameRecord::set_suffix(size_t i, std::string mark) {
    if (i < mainline.size()) mainline[i].suffix = std::move(mark);
}

void GameRecord::add_variation(size_t i, const std::vector<Move>& line) {
    if (i < mainline.size() && !line.empty()) mainline[i].variations.push_back(line_of(line));
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
    for (size_t i = 0; i < record.mainline.size(); ++i) {
        const Move m = record.mainline[i].move;
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

namespace {

bool line_legal(const MoveLine& line, Position pos) {
    for (const MoveNode& n : line) {
        const Move m = n.move;
        if (m == MOVE_NONE || from_sq(m) >= SQUARE_NB || to_sq(m) >= SQUARE_NB || !pos.is_legal(m))
            return false;
        for (const MoveLine& v : n.variations)
            if (!line_legal(v, pos)) return false;
        pos.do_move(m);
    }
    return true;
}

}  // namespace

bool variations_legal(const GameRecord& record) {
    Position pos;
    return pos.set_fen(record.start_fen) && line_legal(record.mainline, pos);
}

}  // namespace xq
