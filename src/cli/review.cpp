// `xiangqi-engine review [--movetime MS] [--threads N] [--depth N] FILE` (PGN, XQF or DhtmlXQ)
//
// Reviews a game (engine/review, docs/review.md) and writes it to standard output as PGN with
// the review's marks as move suffixes (?!, ?, ??, !), a comment after every move with the
// score (Red's view, in pawns) and, for a marked move, the better move and its score, and the
// better line as a variation. A summary per side goes to standard error. A file that cannot
// be read, or is not a game, is an error with exit code 2.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cli/commands.h"
#include "engine.h"
#include "formats/iccs.h"
#include "formats/notation.h"
#include "formats/pgn.h"

namespace xq {

namespace {

// A score from Red's view: "+0.34", or "+M3" / "-M2" for a mate in moves.
std::string red_score(Score s, Color view) {
    const int v = view == RED ? s.value : -s.value;
    char buf[24];
    if (s.kind == Score::MATE)
        snprintf(buf, sizeof buf, "%sM%d", v > 0 || (v == 0 && view == BLACK) ? "+" : "-",
                 std::abs(v));
    else
        snprintf(buf, sizeof buf, "%+.2f", v / 100.0);
    return buf;
}

void annotate(GameRecord& record, const Position& start, const ReviewResult& r) {
    Position pos = start;
    for (size_t i = 0; i < r.moves.size(); ++i) {
        const MoveReview& m = r.moves[i];
        std::string note = red_score(m.after, m.mover);
        if (m.mark != Mark::NONE) record.set_suffix(i, mark_suffix(m.mark));
        if (m.mark != Mark::NONE && m.mark != Mark::GOOD && m.best != MOVE_NONE &&
            pos.is_legal(m.best)) {
            note += " better " + move_to_chinese(pos, m.best) + " " + red_score(m.before, m.mover);
            record.add_variation(i, m.best_line);
        }
        const std::string& old = record.comment_after(i);
        record.set_comment_after(i, old.empty() ? note : old + " " + note);
        pos.do_move(m.played);
    }
}

void summary(const ReviewResult& r) {
    for (Color c : {RED, BLACK}) {
        const SideSummary& s = r.side[c];
        std::fprintf(stderr,
                     "%-5s accuracy %5.1f%%  moves %d  inaccuracies ?! %d  mistakes ? %d  "
                     "blunders ?? %d  only moves ! %d\n",
                     c == RED ? "Red" : "Black", s.accuracy, s.moves, s.inaccuracies, s.mistakes,
                     s.blunders, s.good);
    }
}

}  // namespace

int review_command(const ReviewArgs& args) {
    std::optional<GameRecord> record = read_game_argument(args.path, "reviewed");
    if (!record) return 2;
    Position start;
    start.set_fen(record->start_fen);  // the reader checked it
    GameReview review(start, record->moves(), args.options);
    Engine engine;
    const bool tty = isatty(STDERR_FILENO);
    const ReviewResult r = run_review(engine, review, [&](int done, int total) {
        if (tty) std::fprintf(stderr, "\rreviewing %d/%d", done, total);
    });
    if (tty) std::fputs("\n", stderr);
    annotate(*record, start, r);
    record->set_tag("Annotator", "xiangqi-engine review");
    std::fputs(write_pgn(*record).c_str(), stdout);
    summary(r);
    return 0;
}

}  // namespace xq
