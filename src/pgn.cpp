#include "pgn.h"

#include <cctype>

#include "iccs.h"

namespace xq {

namespace {

const char* result_token(const GameStatus& s) {
    switch (s.result) {
        case GameResult::RED_WINS:
            return "1-0";
        case GameResult::BLACK_WINS:
            return "0-1";
        case GameResult::DRAW:
            return "1/2-1/2";
        default:
            return "*";
    }
}

}  // namespace

std::string game_to_pgn(const Game& game, const PgnTags& extra) {
    std::map<std::string, std::string> tags = extra.tags;
    tags.emplace("Game", "Chinese Chess");
    Game end = game;
    end.go_to(end.length());
    tags["Result"] = result_token(end.status());
    if (game.start_fen() != Position().fen()) tags["FEN"] = game.start_fen();
    tags["Format"] = "ICCS";
    tags["Ply"] = std::to_string(game.ply());
    std::string out;
    for (auto& [k, v] : tags) {
        std::string escaped;
        for (char c : v) {
            if (c == '"' || c == '\\') escaped += '\\';
            escaped += c;
        }
        out += "[" + k + " \"" + escaped + "\"]\n";
    }
    out += "\n";
    Position pos = game.position_at(0);
    int number = pos.fullmove_number();
    bool black_first = pos.side_to_move() == BLACK;
    std::string line;
    for (int i = 0; i < game.length(); ++i) {
        bool red_move = (i % 2 == 0) != black_first;
        if (red_move)
            line += std::to_string(number) + ". ";
        else if (i == 0)
            line += std::to_string(number) + "... ";
        line += move_to_iccs(game.line()[i]) + " ";
        if (!red_move) ++number;
        if (line.size() > 70) {
            out += line + "\n";
            line.clear();
        }
    }
    out += line + result_token(end.status()) + "\n";
    return out;
}

bool pgn_to_game(const std::string& text, Game& game, std::string* error, PgnTags* tags_out) {
    PgnTags tags;
    size_t i = 0;
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        return false;
    };
    // Tag section.
    while (i < text.size()) {
        while (i < text.size() && std::isspace((unsigned char)text[i])) ++i;
        if (i >= text.size() || text[i] != '[') break;
        size_t end = text.find(']', i);
        size_t q1 = text.find('"', i);
        if (end == std::string::npos || q1 == std::string::npos || q1 > end)
            return fail("malformed tag near: " + text.substr(i, 40));
        std::string key;
        for (size_t k = i + 1; k < q1; ++k)
            if (!std::isspace((unsigned char)text[k])) key += text[k];
        std::string value;
        size_t k = q1 + 1;
        for (; k < text.size() && text[k] != '"'; ++k) {
            if (text[k] == '\\' && k + 1 < text.size()) ++k;
            value += text[k];
        }
        if (k >= text.size()) return fail("unterminated tag value for " + key);
        end = text.find(']', k);
        if (end == std::string::npos) return fail("malformed tag " + key);
        tags.tags[key] = value;
        i = end + 1;
    }
    Game g;
    std::string fen_error;
    if (auto it = tags.tags.find("FEN"); it != tags.tags.end() && !g.reset(it->second, &fen_error))
        return fail("bad FEN tag: " + fen_error);
    // Move text.
    while (i < text.size()) {
        char c = text[i];
        if (std::isspace((unsigned char)c)) {
            ++i;
            continue;
        }
        if (c == '{') {
            size_t end = text.find('}', i);
            if (end == std::string::npos) return fail("unterminated comment");
            i = end + 1;
            continue;
        }
        if (c == ';') {
            while (i < text.size() && text[i] != '\n') ++i;
            continue;
        }
        size_t start = i;
        while (i < text.size() && !std::isspace((unsigned char)text[i]) && text[i] != '{') ++i;
        std::string tok = text.substr(start, i - start);
        if (tok == "*" || tok == "1-0" || tok == "0-1" || tok == "1/2-1/2") break;
        // Move numbers: "12." or "12..." possibly glued to the move ("12.h2e2").
        size_t d = 0;
        while (d < tok.size() && std::isdigit((unsigned char)tok[d])) ++d;
        if (d > 0 && d < tok.size() && tok[d] == '.') {
            while (d < tok.size() && tok[d] == '.') ++d;
            tok = tok.substr(d);
            if (tok.empty()) continue;
        }
        Move m = iccs_to_move(tok);
        if (m == MOVE_NONE)
            return fail("not an ICCS move: '" + tok + "' (ply " + std::to_string(g.length() + 1) +
                        ")");
        if (!g.play(m))
            return fail("illegal move '" + tok + "' at ply " + std::to_string(g.length() + 1));
    }
    if (auto it = tags.tags.find("Ply"); it != tags.tags.end()) {
        int ply = std::atoi(it->second.c_str());
        if (ply >= 0 && ply <= g.length()) g.go_to(ply);
    }
    game = g;
    if (tags_out) *tags_out = tags;
    return true;
}

}  // namespace xq
