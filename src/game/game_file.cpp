#include "game/game_file.h"

#include <charconv>

#include "formats/game_record.h"
#include "formats/opening_name.h"
#include "formats/pgn.h"
#include "rules/position.h"

namespace xq {

namespace {

GameRecord to_record(const Game& game) {
    GameRecord r;
    r.start_fen = game.start_fen();
    for (const auto& [name, value] : game.tags())
        if (name != "Result") r.set_tag(name, value);
    r.set_moves(game.line());
    Game end = game;
    end.go_to(end.length());
    switch (end.status().result) {
        case GameResult::RED_WINS:
            r.result = RESULT_RED_WINS;
            break;
        case GameResult::BLACK_WINS:
            r.result = RESULT_BLACK_WINS;
            break;
        case GameResult::DRAW:
            r.result = RESULT_DRAW;
            break;
        default:
            // A game the board has not decided: the result the file or the player gave.
            r.result = is_valid_result(game.tag("Result")) ? game.tag("Result") : RESULT_UNKNOWN;
            break;
    }
    return r;
}

}  // namespace

std::string game_to_pgn(const Game& game, const PgnTags& extra) {
    GameRecord r = to_record(game);
    // The opening's name unless the player or the file named it (before the extras, where a
    // reloaded game keeps it: a second save writes the same text).
    if (game.start_fen() == Position().fen() && !game.line().empty() && game.tag("Opening").empty())
        r.set_tag("Opening", opening_name(game.line()).chinese);
    for (const auto& [name, value] : extra) r.set_tag(name, value);
    r.set_tag("Ply", std::to_string(game.ply()));
    return write_pgn(r);
}

namespace {

bool record_to_game(const PgnReadResult& read, Game& game, std::string* error, PgnTags* tags);

}  // namespace

bool pgn_to_game(const std::string& text, Game& game, std::string* error, PgnTags* tags) {
    PgnReadResult read = read_pgn(text);
    if (!read) {
        if (error) *error = read.error;
        return false;
    }
    return record_to_game(read, game, error, tags);
}

bool pgn_to_game_lenient(const std::string& text, Game& game, std::string* error,
                         std::string* stopped, PgnTags* tags) {
    PgnReadResult read = read_pgn(text);
    if (stopped) stopped->clear();
    if (!read && !read.stopped_in_moves) {
        if (error) *error = read.error;
        return false;
    }
    if (!read && stopped) *stopped = read.error;
    return record_to_game(read, game, error, tags);
}

namespace {

bool record_to_game(const PgnReadResult& read, Game& game, std::string* error, PgnTags* tags) {
    Game g;
    if (!g.reset(read.record.start_fen, error)) return false;
    for (size_t i = 0; i < read.record.move_count(); ++i) {
        if (!g.play(read.record.mainline[i].move, true)) {  // read_pgn checked legality already
            if (error) *error = "move " + std::to_string(i + 1) + " is illegal";
            return false;
        }
    }
    std::string ply = read.record.tag("Ply");
    int n = g.length();
    if (!ply.empty()) {
        auto [p, ec] = std::from_chars(ply.data(), ply.data() + ply.size(), n);
        if (ec != std::errc() || p != ply.data() + ply.size() || n < 0 || n > g.length())
            n = g.length();
    }
    g.go_to(n);
    // The descriptive tags stay with the game (Ply is ours, the clocks' are read by the caller).
    Game::Tags kept;
    for (const auto& [name, value] : read.record.tags)
        if (name != "Ply" && name != "TimeControl" && name != "BlackTimeControl" &&
            name != "RedClock" && name != "BlackClock")  // the clocks': clock_tags.h
            kept.emplace_back(name, value);
    if (!read.record.result.empty() && read.record.result != RESULT_UNKNOWN && !g.over())
        kept.emplace_back("Result", read.record.result);
    g.set_tags(kept);
    game = g;
    if (tags) *tags = read.record.tags;
    return true;
}

}  // namespace

std::string game_to_chinese_text(const Game& game) {
    return chinese_move_list(to_record(game));
}

}  // namespace xq
