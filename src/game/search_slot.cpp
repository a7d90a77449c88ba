#include "game/search_slot.h"

namespace xq {

void SearchSlot::begin(SearchPurpose p, const SearchRequest& request, const Position& shown,
                       int ply, uint32_t now_ms) {
    if (p != SearchPurpose::EXPLORE && p != SearchPurpose::REVIEW) {
        status_ = {};
        status_.root = shown;
        status_.searching = true;
        status_.threads = request.threads;
        if (p == SearchPurpose::PONDER) {
            status_.pondering = request.moves.back();
            status_.root.do_move(request.moves.back());
        }
    }
    id_ = bridge_->start(request);
    purpose_ = p;
    ply_ = ply;
    start_ms_ = now_ms;
}

void SearchSlot::abandon() {
    if (purpose_ == SearchPurpose::REVIEW) return;
    if (purpose_ != SearchPurpose::NONE && bridge_) bridge_->stop();
    held_move_.reset();
    finish();
    status_.pondering = MOVE_NONE;
}

void SearchSlot::finish() {
    purpose_ = SearchPurpose::NONE;
    status_.searching = false;
}

void SearchSlot::show(const EngineBridge::Mail& mail) {
    if (const auto* info = std::get_if<SearchInfo>(&mail.info))
        status_.iterations.push_back(*info);
    else if (const auto* move = std::get_if<CurrMoveInfo>(&mail.info))
        status_.currmove = *move;
    else if (const auto* best = std::get_if<BestMoveInfo>(&mail.info))
        status_.book_move = best->from_book;
}

void SearchSlot::hold(Move best, Move expected_reply, const Position& shown) {
    held_move_ = best;
    status_.searching = false;
    ponder_guess_.reset();
    if (expected_reply != MOVE_NONE) {
        Position after = shown;
        after.do_move(best);
        ponder_guess_ = PonderGuess{expected_reply, after.key()};
    }
}

Move SearchSlot::take_move() {
    const Move m = held_move_.value_or(MOVE_NONE);
    held_move_.reset();
    purpose_ = SearchPurpose::NONE;
    return m;
}

void SearchSlot::ponder_hit(int ply, uint32_t now_ms) {
    bridge_->ponderhit();
    purpose_ = SearchPurpose::MOVE;
    ply_ = ply;
    start_ms_ = now_ms;
    status_.pondering = MOVE_NONE;
    ponder_guess_.reset();
}

}  // namespace xq
