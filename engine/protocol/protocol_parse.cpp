#include "protocol/protocol_parse.h"

#include <limits>

#include "formats/iccs.h"

namespace xq {

Tokens::Tokens(std::string_view line) {
    size_t i = 0;
    auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        while (i < line.size() && is_space(line[i])) ++i;
        size_t start = i;
        while (i < line.size() && !is_space(line[i])) ++i;
        if (i > start) words_.push_back(line.substr(start, i - start));
    }
}

std::string Tokens::rest() {
    std::string s;
    while (!empty()) {
        if (!s.empty()) s += ' ';
        s += next();
    }
    return s;
}

std::optional<double> parse_decimal(std::string_view text) {
    // Digits with at most one '.', so that "1e9", "inf" and "nan" are refused.
    int dots = 0, digits = 0;
    for (char c : text) {
        if (c == '.')
            ++dots;
        else if (c >= '0' && c <= '9')
            ++digits;
        else
            return std::nullopt;
    }
    if (dots > 1 || digits == 0 || digits > 15) return std::nullopt;
    return parse_double(text, 0, std::numeric_limits<double>::max());
}

std::optional<bool> parse_bool(std::string_view t) {
    if (iequals(t, "true") || iequals(t, "on") || iequals(t, "yes") || t == "1") return true;
    if (iequals(t, "false") || iequals(t, "off") || iequals(t, "no") || t == "0") return false;
    return std::nullopt;
}

std::optional<PositionArgs> parse_position_args(Tokens& tokens, std::string* error) {
    auto fail = [&](std::string msg) -> std::optional<PositionArgs> {
        if (error) *error = std::move(msg);
        return std::nullopt;
    };
    PositionArgs args;
    std::string_view kind = tokens.next();
    if (iequals(kind, "startpos")) {
        args.fen = START_FEN;
    } else if (iequals(kind, "fen")) {
        int fields = 0;
        while (!tokens.empty() && !iequals(tokens.peek(), "moves")) {
            if (++fields > 6) return fail("the FEN has more than 6 fields");
            if (!args.fen.empty()) args.fen += ' ';
            args.fen += tokens.next();
        }
        if (fields == 0) return fail("'fen' must be followed by an FEN");
    } else if (kind.empty()) {
        return fail("expected 'startpos' or 'fen <FEN>'");
    } else {
        return fail("expected 'startpos' or 'fen <FEN>', not '" + std::string(kind) + "'");
    }
    if (!tokens.empty()) {
        std::string_view word = tokens.next();
        if (!iequals(word, "moves"))
            return fail("expected 'moves' after the position, not '" + std::string(word) + "'");
        while (!tokens.empty()) args.moves.emplace_back(tokens.next());
    }
    return args;
}

bool build_position(const PositionArgs& args, Position& pos, std::string* error) {
    Position p;
    std::string why;
    if (!p.set_fen(args.fen, &why)) {
        if (error) *error = "bad FEN: " + why;
        return false;
    }
    for (size_t i = 0; i < args.moves.size(); ++i) {
        Move m = iccs_to_move(args.moves[i]);
        if (m == MOVE_NONE || !p.is_legal(m)) {
            if (error)
                *error = (m == MOVE_NONE ? "garbled move '" : "illegal move '") + args.moves[i] +
                         "' (move " + std::to_string(i + 1) + " of the list)";
            return false;
        }
        p.do_move(m);
    }
    pos = p;
    return true;
}

std::string board_diagram(const Position& pos) {
    static constexpr char LETTERS[] = ".KABNRCP.kabnrcp";
    std::string s;
    for (int rank = RANK_NB - 1; rank >= 0; --rank) {
        s += char('0' + rank);
        s += "  ";
        for (int file = 0; file < FILE_NB; ++file) {
            Piece p = pos.piece_on(make_square(file, rank));
            s += p == NO_PIECE ? '.' : LETTERS[p];
            if (file < FILE_NB - 1) s += ' ';
        }
        s += '\n';
        if (rank == 5) s += "   ~~~~~~~~~~~~~~~~~\n";  // the river
    }
    s += "   a b c d e f g h i\n";
    return s;
}

}  // namespace xq
