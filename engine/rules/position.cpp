#include "rules/position.h"

#include <cstring>
#include <sstream>

#include "rules/zobrist.h"

namespace xq {

namespace {

constexpr const char* PIECE_CHARS = " KABNRCP kabnrcp";
constexpr const char* TYPE_NAMES[] = {"",      "king", "advisor", "elephant",
                                      "horse", "rook", "cannon",  "pawn"};
constexpr int MAX_COUNT[] = {0, 1, 2, 2, 2, 2, 2, 5};

std::string square_name(Square s) {
    return std::string{char('a' + file_of(s)), char('0' + rank_of(s))};
}

Piece piece_from_char(char ch) {
    switch (ch) {
        case 'K':
            return make_piece(RED, KING);
        case 'A':
            return make_piece(RED, ADVISOR);
        case 'B':
        case 'E':
            return make_piece(RED, ELEPHANT);
        case 'N':
        case 'H':
            return make_piece(RED, HORSE);
        case 'R':
            return make_piece(RED, ROOK);
        case 'C':
            return make_piece(RED, CANNON);
        case 'P':
            return make_piece(RED, PAWN);
        case 'k':
            return make_piece(BLACK, KING);
        case 'a':
            return make_piece(BLACK, ADVISOR);
        case 'b':
        case 'e':
            return make_piece(BLACK, ELEPHANT);
        case 'n':
        case 'h':
            return make_piece(BLACK, HORSE);
        case 'r':
            return make_piece(BLACK, ROOK);
        case 'c':
            return make_piece(BLACK, CANNON);
        case 'p':
            return make_piece(BLACK, PAWN);
        default:
            return NO_PIECE;
    }
}

// Parses a non-negative integer field; false on anything else.
bool parse_count(const std::string& s, int& out) {
    if (s.empty() || s.size() > 6) return false;
    out = 0;
    for (char ch : s) {
        if (ch < '0' || ch > '9') return false;
        out = out * 10 + (ch - '0');
    }
    return true;
}

// Under slow assertions every change of a position is checked against its board: lists,
// occupancy masks, king squares, all hash keys and the check flag (consistency_error).
void assert_consistent(const Position& pos, bool with_check_flag = true) {
    if constexpr (SLOW_ASSERTS) {
        const std::string error = pos.consistency_error(with_check_flag);
        XQ_ASSERT_MSG(error.empty(), error.c_str());
    }
}

// Was the last move of the history played right after a null move made in check? (Used by the
// slow checks only.)
[[maybe_unused]] bool after_null_move_in_check(const std::vector<StateInfo>& history) {
    const size_t n = history.size();
    return n >= 3 && history[n - 2].move == MOVE_NONE && history[n - 3].in_check;
}

}  // namespace

Position::Position() {
    set_fen(START_FEN);
}

void Position::clear() {
    std::memset(board_, 0, sizeof board_);
    std::memset(list_, 0, sizeof list_);
    std::memset(index_, 0, sizeof index_);
    std::memset(count_, 0, sizeof count_);
    std::memset(rank_occ_, 0, sizeof rank_occ_);
    std::memset(file_occ_, 0, sizeof file_occ_);
    king_sq_[RED] = king_sq_[BLACK] = SQ_NONE;
    side_ = side_at_fen_ = RED;
    fullmove_base_ = 1;
    history_.clear();
}

bool Position::set_fen(std::string_view fen_text, std::string* error) {
    auto fail = [&](const std::string& msg) {
        if (error) *error = msg;
        return false;
    };
    std::istringstream in{std::string(fen_text)};
    std::string placement, side, castling, ep, halfmove, fullmove;
    in >> placement >> side >> castling >> ep >> halfmove >> fullmove;
    if (placement.empty()) return fail("empty FEN");

    Position p{Empty{}};  // built aside so that a bad FEN leaves *this untouched
    int rank = 9, file = 0;
    for (char ch : placement) {
        if (ch == '/') {
            if (file != 9)
                return fail("rank " + std::to_string(rank) + " has " + std::to_string(file) +
                            " squares, not 9");
            if (--rank < 0) return fail("more than 10 ranks");
            file = 0;
        } else if (ch >= '1' && ch <= '9') {
            file += ch - '0';
            if (file > 9) return fail("rank " + std::to_string(rank) + " has more than 9 squares");
        } else {
            Piece pc = piece_from_char(ch);
            if (pc == NO_PIECE) return fail(std::string("unknown piece letter '") + ch + "'");
            if (file >= 9) return fail("rank " + std::to_string(rank) + " has more than 9 squares");
            Square s = make_square(file, rank);
            if (p.count_[pc] >= MAX_COUNT[type_of(pc)])
                return fail(std::string("too many pieces: ") + color_name(color_of(pc)) +
                            " has more than " + std::to_string(MAX_COUNT[type_of(pc)]) + " " +
                            TYPE_NAMES[type_of(pc)] + (MAX_COUNT[type_of(pc)] > 1 ? "s" : ""));
            p.put_piece(pc, s);
            if (type_of(pc) == KING) p.king_sq_[color_of(pc)] = s;
            ++file;
        }
    }
    if (rank != 0) return fail("the board has " + std::to_string(10 - rank) + " ranks, not 10");
    if (file != 9) return fail("rank 0 has " + std::to_string(file) + " squares, not 9");

    if (side.empty() || side == "w" || side == "r" || side == "W" || side == "R")
        p.side_ = RED;
    else if (side == "b" || side == "B")
        p.side_ = BLACK;
    else
        return fail("side to move must be 'w' (or 'r') for Red or 'b' for Black, not '" + side +
                    "'");
    p.side_at_fen_ = p.side_;

    int rule60 = 0;
    if (!halfmove.empty() && !parse_count(halfmove, rule60))
        return fail("the halfmove clock must be a non-negative number, not '" + halfmove + "'");
    int full = 1;
    if (!fullmove.empty() && !parse_count(fullmove, full))
        return fail("the move number must be a non-negative number, not '" + fullmove + "'");
    p.fullmove_base_ = full < 1 ? 1 : full;  // some writers emit 0

    return adopt(std::move(p), rule60, error);
}

bool Position::set_board(std::span<const Piece, SQUARE_NB> board, Color side, std::string* error) {
    Position p{Empty{}};
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece pc = board[s];
        if (pc == NO_PIECE) continue;
        if (pc >= PIECE_NB || type_of(pc) == NO_PIECE_TYPE ||
            p.count_[pc] >= MAX_COUNT[type_of(pc)]) {
            if (error)
                *error = std::string("too many pieces or an unknown piece on ") + square_name(s);
            return false;
        }
        p.put_piece(pc, s);
        if (type_of(pc) == KING) p.king_sq_[color_of(pc)] = s;
    }
    p.side_ = p.side_at_fen_ = side;
    return adopt(std::move(p), 0, error);
}

bool Position::adopt(Position&& p, int rule60, std::string* error) {
    std::string problem = p.validate();
    if (!problem.empty()) {
        if (error) *error = problem;
        return false;
    }
    StateInfo root;
    root.rule60 = uint16_t(rule60 > 60000 ? 60000 : rule60);
    root.in_check = p.king_attacked(p.side_);
    p.history_ = std::move(history_);  // reuses this position's storage
    p.history_.clear();
    p.history_.reserve(512);
    p.history_.push_back(root);
    p.history_.back().key = p.compute_key();
    for (int s = 0; s < STRUCTURE_NB; ++s)
        p.history_.back().structure_key[s] = p.compute_structure_key(Structure(s));
    *this = std::move(p);
    assert_consistent(*this);
    return true;
}

std::string Position::validate() const {
    for (Color c : {RED, BLACK})
        if (king_sq_[c] == SQ_NONE)
            return std::string("missing king: ") + color_name(c) + " has no king";
    for (Square s = 0; s < SQUARE_NB; ++s) {
        Piece pc = board_[s];
        if (pc && !reachable_square(color_of(pc), type_of(pc), s))
            return std::string("impossible square: a ") + color_name(color_of(pc)) + " " +
                   TYPE_NAMES[type_of(pc)] + " can never stand on " + square_name(s);
    }
    if (king_attacked(~side_)) {
        Color c = ~side_;
        bool facing = file_of(king_sq_[RED]) == file_of(king_sq_[BLACK]);
        if (facing) {
            bool empty_between = true;
            for (Square s = king_sq_[RED] + 9; s < king_sq_[BLACK]; s += 9)
                if (board_[s]) empty_between = false;
            if (empty_between)
                return std::string("the kings face each other on an open file, but ") +
                       color_name(side_) + " is to move (the side not to move would be in check)";
        }
        return std::string("the side not to move (") + color_name(c) + ") is in check";
    }
    return {};
}

std::string board_fen(std::span<const Piece, SQUARE_NB> board, Color side, int rule60,
                      int fullmove) {
    std::string s;
    for (int r = RANK_NB - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < FILE_NB; ++f) {
            const Piece pc = board[make_square(f, r)];
            if (!pc) {
                ++empty;
                continue;
            }
            if (empty) s += char('0' + empty);
            empty = 0;
            s += PIECE_CHARS[pc];
        }
        if (empty) s += char('0' + empty);
        if (r) s += '/';
    }
    s += side == RED ? " w - - " : " b - - ";
    return s + std::to_string(rule60) + " " + std::to_string(fullmove);
}

std::string Position::fen() const {
    return board_fen(board_, side_, rule60(), fullmove_number());
}

uint64_t Position::compute_key() const {
    uint64_t k = side_ == BLACK ? ZOBRIST.side : 0;
    for (Square s = 0; s < SQUARE_NB; ++s)
        if (board_[s]) k ^= ZOBRIST.piece_square[board_[s]][s];
    return k;
}

uint64_t Position::compute_structure_key(Structure structure) const {
    uint64_t k = 0;
    for (Square s = 0; s < SQUARE_NB; ++s)
        if (board_[s] && structure_of(board_[s]) == structure)
            k ^= ZOBRIST.piece_square[board_[s]][s];
    return k;
}

bool Position::rank_attacked(Color c) const {
    const Square k = king_sq_[c];
    const int f = file_of(k), r = rank_of(k);
    const Piece their_rook = make_piece(~c, ROOK), their_cannon = make_piece(~c, CANNON);
    const LineTargets& along_rank = RANK_TARGETS[f][rank_occ_[r]];
    for (unsigned b = along_rank.first; b; b &= b - 1)
        if (board_[r * 9 + lsb(b)] == their_rook) return true;
    for (unsigned b = along_rank.second; b; b &= b - 1)
        if (board_[r * 9 + lsb(b)] == their_cannon) return true;
    return false;
}

bool Position::file_attacked(Color c) const {
    const Square k = king_sq_[c];
    const int f = file_of(k), r = rank_of(k);
    const Piece their_rook = make_piece(~c, ROOK), their_cannon = make_piece(~c, CANNON),
                their_king = make_piece(~c, KING);
    const LineTargets& along_file = FILE_TARGETS[r][file_occ_[f]];
    for (unsigned b = along_file.first; b; b &= b - 1) {
        Piece p = board_[lsb(b) * 9 + f];
        if (p == their_rook || p == their_king) return true;
    }
    for (unsigned b = along_file.second; b; b &= b - 1)
        if (board_[lsb(b) * 9 + f] == their_cannon) return true;
    return false;
}

bool Position::horse_attacked(Color c) const {
    const Square k = king_sq_[c];
    const Piece their_horse = make_piece(~c, HORSE);
    for (int i = 0; i < count_[their_horse]; ++i) {
        Square h = list_[their_horse][i];
        Square leg = STEPS.horse_leg[h][k];
        if (leg != SQ_NONE && !board_[leg] && board_[h] == their_horse) return true;
    }
    return false;
}

bool Position::pawn_attacked(Color c) const {
    // Enemy pawns: one straight ahead of the king (from their side) and, across the river,
    // beside it. The king's own palace is always across the river for enemy pawns.
    const Square k = king_sq_[c];
    const Piece their_pawn = make_piece(~c, PAWN);
    const Square ahead = c == RED ? k + 9 : k - 9;
    return board_[ahead] == their_pawn || board_[k - 1] == their_pawn ||
           board_[k + 1] == their_pawn;
}

bool Position::king_attacked(Color c) const {
    if constexpr (SLOW_ASSERTS) XQ_ASSERT(board_[king_sq_[c]] == make_piece(c, KING));
    return rank_attacked(c) || file_attacked(c) || horse_attacked(c) || pawn_attacked(c);
}

bool Position::check_after(Square from, Square to, Piece pc) const {
    const Color c = side_;
    XQ_ASSERT(color_of(pc) == ~c);  // the mover's colour: the side to move is the other
    if (type_of(pc) == KING) return king_attacked(c);
    const Square k = king_sq_[c];
    const int kf = file_of(k), kr = rank_of(k);
    if ((rank_of(from) == kr || rank_of(to) == kr) && rank_attacked(c)) return true;
    if ((file_of(from) == kf || file_of(to) == kf) && file_attacked(c)) return true;
    const int df = file_of(from) - kf, dr = rank_of(from) - kr;
    if (df * df == 1 && dr * dr == 1 && horse_attacked(c)) return true;  // a horse leg freed
    if (type_of(pc) == HORSE) {
        const Square leg = STEPS.horse_leg[to][k];
        return leg != SQ_NONE && !board_[leg];
    }
    if (type_of(pc) == PAWN) return to == (c == RED ? k + 9 : k - 9) || to == k - 1 || to == k + 1;
    return false;
}

uint64_t Position::key_after(Move m) const {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece pc = board_[from], captured = board_[to];
    XQ_ASSERT(pc != NO_PIECE && color_of(pc) == side_);
    XQ_ASSERT(captured == NO_PIECE || color_of(captured) != side_);
    uint64_t key =
        st().key ^ ZOBRIST.side ^ ZOBRIST.piece_square[pc][from] ^ ZOBRIST.piece_square[pc][to];
    if (captured) key ^= ZOBRIST.piece_square[captured][to];
    return key;
}

void Position::do_move(Move m) {
    XQ_ASSERT(is_pseudo_legal(m));
    const Square from = from_sq(m), to = to_sq(m);
    const Piece pc = board_[from], captured = board_[to];
    // No legal move reaches a position where a king can be taken.
    XQ_ASSERT(type_of(captured) != KING);
    const uint64_t promised = SLOW_ASSERTS ? key_after(m) : 0;
    const StateInfo& prev = history_.back();
    StateInfo next;
    next.move = m;
    next.captured = captured;
    next.rule60 = captured ? 0 : uint16_t(prev.rule60 + 1);
    std::memcpy(next.structure_key, prev.structure_key, sizeof next.structure_key);
    const uint64_t moved = ZOBRIST.piece_square[pc][from] ^ ZOBRIST.piece_square[pc][to];
    uint64_t key = prev.key ^ ZOBRIST.side ^ moved;
    next.structure_key[structure_of(pc)] ^= moved;
    if (captured) {
        key ^= ZOBRIST.piece_square[captured][to];
        next.structure_key[structure_of(captured)] ^= ZOBRIST.piece_square[captured][to];
        remove_piece(to);
    }
    move_piece(from, to);
    if (type_of(pc) == KING) king_sq_[side_] = to;
    side_ = ~side_;
    // The search prefetches the child's table entry by key_after: it must be the child's key.
    if constexpr (SLOW_ASSERTS) XQ_ASSERT_MSG(key == promised, "key_after differs from do_move");
    XQ_ASSERT(board_[to] == pc && board_[from] == NO_PIECE);
    next.key = key;
    next.in_check = check_after(from, to, pc);
    history_.push_back(next);
    XQ_ASSERT(board_[king_sq_[RED]] == make_piece(RED, KING));
    XQ_ASSERT(board_[king_sq_[BLACK]] == make_piece(BLACK, KING));
    // The check flag comes from the move alone, which presumes that the side now to move was
    // not in check before it. A null move made in check breaks that (the rules' chase test
    // makes one, then a capture), and the flag after such a move may miss the standing check.
    if constexpr (SLOW_ASSERTS) assert_consistent(*this, !after_null_move_in_check(history_));
}

void Position::undo_move() {
    XQ_ASSERT_MSG(history_.size() > 1 && st().move != MOVE_NONE,
                  "undo_move without a move to take back (the root, or a null move)");
    const StateInfo& s = history_.back();
    const Square from = from_sq(s.move), to = to_sq(s.move);
    side_ = ~side_;
    move_piece(to, from);
    if (type_of(board_[from]) == KING) king_sq_[side_] = from;
    if (s.captured) put_piece(s.captured, to);
    XQ_ASSERT(board_[to] == s.captured && color_of(board_[from]) == side_);
    XQ_ASSERT(s.captured == NO_PIECE || color_of(s.captured) != side_);
    history_.pop_back();
    XQ_ASSERT(board_[king_sq_[side_]] == make_piece(side_, KING));
    if constexpr (SLOW_ASSERTS) XQ_ASSERT(board_[king_sq_[~side_]] == make_piece(~side_, KING));
    assert_consistent(*this);
}

void Position::do_null_move() {
    StateInfo next = history_.back();
    next.move = MOVE_NONE;
    next.captured = NO_PIECE;
    next.key ^= ZOBRIST.side;
    next.rule60 = uint16_t(next.rule60 + 1);
    side_ = ~side_;
    // The side now to move was the side not to move, which a legal position never has in check.
    next.in_check = false;
    history_.push_back(next);
    assert_consistent(*this);
}

void Position::undo_null_move() {
    XQ_ASSERT_MSG(history_.size() > 1 && st().move == MOVE_NONE,
                  "undo_null_move without a null move to take back");
    side_ = ~side_;
    history_.pop_back();
    XQ_ASSERT(board_[king_sq_[side_]] == make_piece(side_, KING));
    if constexpr (SLOW_ASSERTS) assert_consistent(*this, !after_null_move_in_check(history_));
}

bool Position::is_pseudo_legal(Move m) const {
    const Square from = from_sq(m), to = to_sq(m);
    if (m == MOVE_NONE || from >= SQUARE_NB || to >= SQUARE_NB || from == to) return false;
    const Piece pc = board_[from];
    if (!pc || color_of(pc) != side_) return false;
    const Piece target = board_[to];
    if (target && color_of(target) == side_) return false;
    auto in_list = [&](const StepList& l) {
        for (int i = 0; i < l.count; ++i)
            if (l.to[i] == to) return l.block[i] == SQ_NONE || !board_[l.block[i]];
        return false;
    };
    switch (type_of(pc)) {
        case KING:
            return in_list(STEPS.king[from]);
        case ADVISOR:
            return in_list(STEPS.advisor[from]);
        case ELEPHANT:
            return in_list(STEPS.elephant[from]);
        case HORSE:
            return in_list(STEPS.horse[from]);
        case PAWN:
            return in_list(STEPS.pawn[side_][from]);
        case ROOK:
        case CANNON: {
            const LineTargets* lt;
            int bit;
            if (rank_of(from) == rank_of(to)) {
                lt = &RANK_TARGETS[file_of(from)][rank_occ_[rank_of(from)]];
                bit = 1 << file_of(to);
            } else if (file_of(from) == file_of(to)) {
                lt = &FILE_TARGETS[rank_of(from)][file_occ_[file_of(from)]];
                bit = 1 << rank_of(to);
            } else {
                return false;
            }
            if (!target) return lt->empty & bit;
            return (type_of(pc) == ROOK ? lt->first : lt->second) & bit;
        }
        default:
            return false;
    }
}

bool Position::leaves_king_safe(Move m) const {
    // Play the move on the mailbox and the occupancy masks only (no piece lists, key or
    // history), test, and restore. king_attacked reads the piece lists only to find enemy
    // horses and confirms each on the board, so a captured horse left in its list is ignored.
    auto& self = const_cast<Position&>(*this);
    const Square from = from_sq(m), to = to_sq(m);
    const Piece pc = board_[from], captured = board_[to];
    const Color us = side_;
    XQ_ASSERT(pc != NO_PIECE && color_of(pc) == us);
    XQ_ASSERT(captured == NO_PIECE || color_of(captured) != us);
    const int ff = file_of(from), fr = rank_of(from), tf = file_of(to), tr = rank_of(to);
    const uint16_t rank_from = rank_occ_[fr], file_from = file_occ_[ff];
    const uint16_t rank_to = rank_occ_[tr], file_to = file_occ_[tf];
    self.board_[to] = pc;
    self.board_[from] = NO_PIECE;
    self.rank_occ_[fr] &= uint16_t(~(1 << ff));
    self.file_occ_[ff] &= uint16_t(~(1 << fr));
    self.rank_occ_[tr] |= uint16_t(1 << tf);
    self.file_occ_[tf] |= uint16_t(1 << tr);
    if (type_of(pc) == KING) self.king_sq_[us] = to;
    const bool safe = !king_attacked(us);
    if (type_of(pc) == KING) self.king_sq_[us] = from;
    // Restore in reverse order: from and to may share a rank or a file.
    self.file_occ_[tf] = file_to;
    self.rank_occ_[tr] = rank_to;
    self.file_occ_[ff] = file_from;
    self.rank_occ_[fr] = rank_from;
    self.board_[from] = pc;
    self.board_[to] = captured;
    return safe;
}

bool Position::gives_check(Move m) const {
    auto& self = const_cast<Position&>(*this);
    self.do_move(m);
    const bool check = in_check();
    self.undo_move();
    return check;
}

std::string Position::consistency_error(bool with_check_flag) const {
    int counted[PIECE_NB] = {};
    for (Square s = 0; s < SQUARE_NB; ++s) {
        Piece pc = board_[s];
        bool rank_bit = rank_occ_[rank_of(s)] >> file_of(s) & 1;
        bool file_bit = file_occ_[file_of(s)] >> rank_of(s) & 1;
        if (rank_bit != bool(pc) || file_bit != bool(pc))
            return "occupancy mask wrong at " + square_name(s);
        if (!pc) continue;
        ++counted[pc];
        if (list_[pc][index_[s]] != s) return "piece list wrong at " + square_name(s);
    }
    for (int p = 0; p < PIECE_NB; ++p)
        if (counted[p] != count_[p]) return "piece count wrong for piece " + std::to_string(p);
    for (Color c : {RED, BLACK})
        if (board_[king_sq_[c]] != make_piece(c, KING)) return "king square wrong";
    if (compute_key() != key()) return "incremental key differs from recomputed key";
    for (int s = 0; s < STRUCTURE_NB; ++s)
        if (compute_structure_key(Structure(s)) != structure_key(Structure(s)))
            return "incremental structure key " + std::to_string(s) + " differs from recomputed";
    if (with_check_flag && in_check() != king_attacked(side_)) return "cached check flag wrong";
    return {};
}

}  // namespace xq
