#include "game/engine_bridge.h"

#include <algorithm>
#include <cmath>

namespace xq {

namespace {

int64_t to_ms(double seconds) {
    return std::max<int64_t>(1, std::llround(seconds * 1000));
}

}  // namespace

EngineBridge::EngineBridge(std::function<void()> wake)
    : wake_(std::move(wake)), engine_(std::make_unique<Engine>(EngineOptions{true})) {
    engine_->on_info([this](const SearchInfo& i) { post({i.search_id, i}); });
    engine_->on_currmove([this](const CurrMoveInfo& i) { post({i.search_id, i}); });
    engine_->on_bestmove([this](const BestMoveInfo& i) { post({i.search_id, i}); });
    // The game plays from the book so that games vary; without a book file it just searches.
    book_ = engine_->set_own_book(true, &book_error_);
}

EngineBridge::~EngineBridge() {
    engine_->stop();
    engine_.reset();  // joins the worker; its last reports land in the mailbox, unread
}

void EngineBridge::post(Mail mail) {
    {
        std::lock_guard lock(mailbox_mutex_);
        // Keep the mailbox bounded if the UI is not draining (e.g. minimised): currmove mail is
        // only the latest state, so older ones can go.
        if (std::holds_alternative<CurrMoveInfo>(mail.info) && !mailbox_.empty() &&
            std::holds_alternative<CurrMoveInfo>(mailbox_.back().info))
            mailbox_.back() = std::move(mail);
        else
            mailbox_.push_back(std::move(mail));
    }
    if (wake_) wake_();
}

int EngineBridge::start(const std::string& fen, const std::vector<Move>& moves,
                        const SearchLimits& limits, int skill, int multipv, bool use_book) {
    engine_->stop();
    engine_->set_skill_level(skill);
    engine_->set_multipv(multipv);
    std::string error;
    if (!engine_->set_position(fen, moves, &error)) {
        const int id = --last_rejected_id_;
        post({id, BestMoveInfo{}});
        return id;
    }
    // go() reads the book setting when it is called: off for this search only.
    if (!use_book && book_) engine_->set_own_book(false);
    const int id = engine_->go(limits);
    if (!use_book && book_) engine_->set_own_book(true);
    return id;
}

void EngineBridge::stop() {
    engine_->stop();
}

void EngineBridge::set_movetime(double seconds) {
    engine_->set_movetime(to_ms(seconds));
}

void EngineBridge::set_skill(int level) {
    engine_->set_skill_level(level);
}

void EngineBridge::set_book(bool on) {
    book_ = engine_->set_own_book(on, &book_error_) && on;
}

void EngineBridge::new_game() {
    engine_->stop();
    engine_->new_game();
}

std::vector<EngineBridge::Mail> EngineBridge::drain() {
    std::lock_guard lock(mailbox_mutex_);
    std::vector<Mail> out;
    out.swap(mailbox_);
    return out;
}

}  // namespace xq
