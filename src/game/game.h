// The game record without any UI: the start position, the moves played as a tree of variations
// with marks and comments, the line followed through it (the tail after the current ply can be
// redone), the current ply and the referee's verdict.
//
// The position at the current ply is kept up to date move by move (do/undo), never replayed
// from the start; its legal moves and verdict are computed once when the ply changes.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/move_tree.h"
#include "rules/position.h"
#include "rules/rules.h"

namespace xq {

// How a game ended other than on the board.
enum class Adjudication : uint8_t { NONE, RESIGNATION, DRAW_AGREED, TIME_FORFEIT };

class Game {
  public:
    Game();

    // Starts a new game from an FEN. A bad FEN returns false with a message and changes nothing.
    bool reset(std::string_view fen, std::string* error = nullptr);

    const std::string& start_fen() const { return start_fen_; }
    // The moves of the line followed, from the start to its end (the main line unless the
    // player went into a variation).
    const std::vector<Move>& line() const { return line_; }
    int ply() const { return ply_; }
    int length() const { return int(line_.size()); }
    bool at_end() const { return ply_ == length(); }

    const Position& position() const { return pos_; }  // at the current ply
    Position position_at(int ply) const;               // 0 .. length(); walks from the current
    Color side_to_move() const { return pos_.side_to_move(); }
    // The piece the move into the current ply took (NO_PIECE at ply 0 or for a quiet move).
    Piece last_captured() const { return ply_ > 0 ? pos_.st().captured : NO_PIECE; }

    bool is_legal(Move m) const;
    const std::vector<Move>& legal_moves() const { return legal_; }  // at the current ply

    // Plays a legal move at the current ply. If it is the next move of the line the line is kept
    // (like redo); if an alternative there starts with it, that variation is followed;
    // otherwise the move starts a new variation (nothing is thrown away). Fails when the move
    // is illegal or the game is over (unless `past_end`: a loaded game may go on after a point
    // where our referee would have stopped it).
    bool play(Move m, bool past_end = false);

    // The tree: the main line with its variations, and which line is followed.
    const MoveLine& tree() const { return tree_; }
    const LinePath& path() const { return path_; }
    std::vector<Move> main_line() const { return line_moves(tree_, {}); }
    // Follows the line `path` and shows the position after `ply` of its moves. False (nothing
    // changes) when the path does not fit the tree or ply is past the line's end.
    bool go_to_line(const LinePath& path, int ply);
    // The node of the move into the current position (null at ply 0), and of any move index
    // of the line followed.
    const MoveNode* current_node() const { return ply_ > 0 ? node(ply_ - 1) : nullptr; }
    const MoveNode* node(int move_index) const { return node_on(tree_, path_, move_index); }
    // Is the move into the current position in a variation (not on the main line)?
    bool in_variation() const { return ply_ > 0 && branch_holding(path_, ply_ - 1) >= 0; }
    // The comment after the move into the current position; at ply 0 the comment before the
    // game's first move.
    const std::string& comment() const;
    const std::string& start_comment() const { return start_comment_; }
    void set_comment(std::string text);
    void set_mark(std::string mark);  // the current move's "!", "?!", ... ("" none)
    // Tree edits on the variation holding the current move (false when it is on the main line).
    // The position shown stays, except after a deletion: the position where it began.
    bool promote_variation();
    bool make_main_line();  // the line followed becomes the main line
    bool delete_variation();
    // Replaces the moves with a tree read from a file; the game goes to its start.
    // False (nothing changes) when a move of the main line is illegal.
    bool set_tree(MoveLine tree, std::string start_comment);

    bool undo();
    bool redo();
    bool go_to(int ply);

    // The repetition rules the referee applies (DEFAULT_RULE_BOOK until set); a new book rules
    // the current position again. A new game keeps the book.
    void set_rule_book(RuleBook book);
    RuleBook rule_book() const { return rule_book_; }

    // The verdict at the current ply (the rules, or a resignation or agreed draw).
    const GameStatus& status() const { return status_; }
    bool over() const { return status_.result != GameResult::ONGOING; }
    Adjudication adjudication() const {
        return ply_ == adjudicated_ply_ ? adjudication_ : Adjudication::NONE;
    }
    // Is the verdict the one the game file recorded? The file's result (its Result tag, the
    // reason in Termination) stands at the end of the main line where the board has not decided
    // the game: a finished game opens finished, and moves played before its end become
    // variations. Removing the Result tag lets the game go on from there.
    bool ended_by_record() const { return ended_by_record_; }
    // Ends the game at the current ply; the moves after it (redo) are dropped.
    void resign(Color loser);
    void agree_draw();
    void time_forfeit(Color loser);  // the flag of `loser` fell

    // The moves up to the current ply in ICCS ("h2e2").
    std::vector<std::string> iccs_moves() const;

    // Descriptive tags of the game file (Event, Site, Date, Round, Red, Black, Result, Opening,
    // and any others the file had), in file order; a new game starts without any. Result and
    // Termination are the recorded end (ended_by_record).
    using Tags = std::vector<std::pair<std::string, std::string>>;
    const Tags& tags() const { return tags_; }
    std::string tag(const std::string& name) const;
    void set_tag(const std::string& name, const std::string& value);  // "" removes it
    void set_tags(Tags tags);

  private:
    void settle();  // legal moves and verdict for the position at ply_
    // Follows `path` (which fits the tree) to `ply`, moving the position along the moves the
    // old and the new line share.
    void follow(LinePath path, int ply);

    std::string start_fen_;
    MoveLine tree_;
    LinePath path_;
    std::string start_comment_;
    std::vector<Move> line_;  // line_moves(tree_, path_)
    int ply_ = 0;
    Position pos_;
    std::vector<Move> legal_;
    GameStatus status_;
    RuleBook rule_book_ = DEFAULT_RULE_BOOK;
    Adjudication adjudication_ = Adjudication::NONE;
    int adjudicated_ply_ = -1;
    GameStatus adjudicated_status_;
    Tags tags_;
    bool ended_by_record_ = false;
};

}  // namespace xq
