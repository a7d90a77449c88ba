#include "engine_bridge.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

namespace xq {

namespace {
int64_t to_ms(double seconds) {
    return std::max<int64_t>(1, std::llround(seconds * 1000));
}
}  // namespace

EngineBridge::EngineBridge(uint32_t wake_event)
    : wake_event_(wake_event), engine_(std::make_unique<Engine>()) {
    engine_->on_info([this](const SearchInfo& i) { post({current_id_, i}); });
    engine_->on_currmove([this](const CurrMoveInfo& i) { post({current_id_, i}); });
    engine_->on_bestmove([this](const BestMoveInfo& i) { post({current_id_, i}); });
}

EngineBridge::~EngineBridge() {
    engine_->stop();
    engine_->wait();
    engine_.reset();
}

void EngineBridge::post(Mail mail) {
    {
        std::lock_guard lock(mutex_);
        // Keep the mailbox bounded if the UI is not draining (e.g. minimised): currmove mail is
        // only the latest state, so older ones can go.
        if (std::holds_alternative<CurrMoveInfo>(mail.info) && !mailbox_.empty() &&
            std::holds_alternative<CurrMoveInfo>(mailbox_.back().info))
            mailbox_.back() = std::move(mail);
        else
            mailbox_.push_back(std::move(mail));
    }
    if (wake_event_) {
        SDL_Event e{};
        e.type = wake_event_;
        SDL_PushEvent(&e);  // thread-safe
    }
}

int EngineBridge::start(const std::string& fen, const std::vector<Move>& moves, double movetime_s,
                        int skill) {
    stop();
    ++current_id_;  // no search runs now: the listeners cannot read it concurrently
    std::string error;
    engine_->set_skill_level(skill);
    if (!engine_->set_position(fen, moves, &error)) {
        SDL_Log("engine rejected the position: %s", error.c_str());
        post({current_id_, BestMoveInfo{}});
        return current_id_;
    }
    SearchLimits limits;
    limits.movetime_ms = to_ms(movetime_s);
    engine_->go(limits);
    return current_id_;
}

void EngineBridge::stop() {
    engine_->stop();
    engine_->wait();
}

bool EngineBridge::searching() const {
    return engine_->searching();
}
void EngineBridge::set_movetime(double seconds) {
    engine_->set_movetime(to_ms(seconds));
}
void EngineBridge::set_skill(int level) {
    engine_->set_skill_level(level);
}

void EngineBridge::new_game() {
    stop();
    engine_->new_game();
}

std::vector<EngineBridge::Mail> EngineBridge::drain() {
    std::lock_guard lock(mutex_);
    std::vector<Mail> out;
    out.swap(mailbox_);
    return out;
}

}  // namespace xq
