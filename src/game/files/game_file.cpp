#include "game/files/game_file.h"

#include <charconv>
#include <string_view>

#include "formats/dhtmlxq.h"
#include "formats/game_record.h"
#include "formats/opening_name.h"
#include "formats/pgn.h"
#include "formats/read_game_file.h"
#include "game/clock/clock_tags.h"
#include "rules/position.h"
#include "util/text.h"

namespace xq {

namespace {

// The line followed, for the "Line" tag: each branch as "ply.variation" ("12.0 15.1").
std::string line_tag(const LinePath& path) {
    std::string s;
    for (const Branch& b : path)
        s += (s.empty() ? "" : " ") + std::to_string(b.ply) + "." + std::to_string(b.variation);
    return s;
}

LinePath line_of_tag(std::string_view text) {
    LinePath path;
    while (!text.empty()) {
        while (!text.empty() && text[0] == ' ') text.remove_prefix(1);
        Branch b;
        auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), b.ply);
        if (ec != std::errc() || p == text.data() + text.size() || *p != '.') return {};
        auto [q, ec2] = std::from_chars(p + 1, text.data() + text.size(), b.variation);
        if (ec2 != std::errc()) return {};
        path.push_back(b);
        text.remove_prefix(size_t(q - text.data()));
    }
    return path;
}

GameRecord to_record(const Game& game) {
    GameRecord r;
    r.start_fen = game.start_fen();
    for (const auto& [name, value] : game.tags())
        if (name != "Result") r.set_tag(name, value);
    r.mainline = game.tree();
    r.comment_before_moves = game.start_comment();
    Game end = game;  // the result is the main line's
    end.go_to_line({}, int(game.tree().size()));
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
            r.result = RESULT_UNKNOWN;
            break;
    }
    // A resignation, an agreed draw or a fallen flag is not in the moves: its reason is written
    // so that the game reads back finished for the same reason.
    if (end.adjudication() != Adjudication::NONE && game.tag("Termination").empty())
        r.set_tag("Termination", end.status().description);
    return r;
}

}  // namespace

std::string game_to_pgn(const Game& game, const PgnTags& extra, bool reading) {
    GameRecord r = to_record(game);
    // The opening's name unless the player or the file named it (before the extras, where a
    // reloaded game keeps it: a second save writes the same text).
    const std::vector<Move> main = game.main_line();
    if (game.start_fen() == Position().fen() && !main.empty() && game.tag("Opening").empty())
        r.set_tag("Opening", opening_name(main).chinese);
    bool file_has_extra = false;
    for (const auto& [name, value] : extra) file_has_extra |= !game.tag(name).empty();
    if (!file_has_extra)
        for (const auto& [name, value] : extra) r.set_tag(name, value);
    r.set_tag("Ply", std::to_string(game.ply()));
    if (reading) r.set_tag(READING_TAG, "1");
    if (!game.path().empty()) r.set_tag("Line", line_tag(game.path()));
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
    PgnReadResult read = read_game_file(text);  // PGN, XQF or DhtmlXQ
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
    if (!g.set_tree(read.record.mainline, read.record.comment_before_moves)) {
        if (error) *error = "a move is illegal";  // read_pgn checked legality already
        return false;
    }
    if (LinePath path = line_of_tag(read.record.tag("Line")); !path.empty())
        g.go_to_line(path, 0);  // ignored when it does not fit the tree
    // The ply shown when the game was saved; the end of the game when the tag is missing or bad.
    g.go_to(int(parse_int(read.record.tag("Ply"), 0, g.length()).value_or(g.length())));
    // The descriptive tags stay with the game. Ply, Line and Reading are ours; so are the clocks'
    // when they are the program's (clock_tags.h: the caller reads them). Clock tags that are not
    // (another program's TimeControl) stay with the game like any other tag.
    const bool our_clock = clock_from_tags(read.record.tags).has_value();
    Game::Tags kept;
    for (const auto& [name, value] : read.record.tags)
        if (name != "Ply" && name != "Line" && name != READING_TAG &&
            !(our_clock && (name == "TimeControl" || name == "BlackTimeControl" ||
                            name == "RedClock" || name == "BlackClock")))
            kept.emplace_back(name, value);
    // The file's result stays with the game: at the end of the main line, where the board has
    // not decided, it is the game's end (Game::ended_by_record).
    if (is_valid_result(read.record.result) && read.record.result != RESULT_UNKNOWN)
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

std::string game_to_dhtmlxq(const Game& game) {
    return write_dhtmlxq(to_record(game));
}

}  // namespace xq
