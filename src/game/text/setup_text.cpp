#include "game/text/setup_text.h"

#include "game/text/i18n.h"

namespace xq {

namespace {

// Replaces %1 .. %9 in `pattern` with the arguments.
std::string fill(const char* pattern, const std::vector<std::string>& args) {
    std::string out;
    for (const char* p = pattern; *p; ++p) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '9' && size_t(p[1] - '1') < args.size()) {
            out += args[size_t(p[1] - '1')];
            ++p;
        } else {
            out += *p;
        }
    }
    return out;
}

std::string square_text(Square s) {
    return std::string(1, char('a' + file_of(s))) + char('0' + rank_of(s));
}

}  // namespace

std::string piece_name(Color c, PieceType t) {
    const std::string names = tr(c == RED ? Str::PIECE_NAMES_RED : Str::PIECE_NAMES_BLACK);
    size_t start = 0;
    for (int i = KING; i < t; ++i) start = names.find('|', start) + 1;
    return names.substr(start, names.find('|', start) - start);
}

std::string setup_problem_text(const SetupProblem& p) {
    const std::vector<std::string> args = {
        tr(p.color == RED ? Str::RED : Str::BLACK),
        p.type == NO_PIECE_TYPE ? piece_name(p.color, KING) : piece_name(p.color, p.type),
        p.square == SQ_NONE ? "" : square_text(p.square), std::to_string(p.count),
        std::to_string(p.limit)};
    switch (p.issue) {
        case SetupIssue::KING_MISSING:
            return fill(tr(Str::SETUP_KING_MISSING), args);
        case SetupIssue::KING_OUTSIDE_PALACE:
            return fill(tr(Str::SETUP_KING_OUTSIDE_PALACE), args);
        case SetupIssue::UNREACHABLE_SQUARE:
            return fill(tr(Str::SETUP_UNREACHABLE), args);
        case SetupIssue::TOO_MANY:
            return fill(tr(Str::SETUP_TOO_MANY), args);
        case SetupIssue::KINGS_FACING:
            return tr(Str::SETUP_KINGS_FACING);
        case SetupIssue::SIDE_NOT_TO_MOVE_IN_CHECK:
            return fill(tr(Str::SETUP_NOT_TO_MOVE_IN_CHECK), args);
    }
    return {};
}

}  // namespace xq
