#include "game/engine_bridge.h"

#include <algorithm>
#include <cmath>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace xq {

namespace {

int64_t to_ms(double seconds) {
    return std::max<int64_t>(1, std::llround(seconds * 1000));
}

// Lowers the calling thread's priority; threads it creates inherit it (Linux nice is per thread).
void lower_thread_priority() {
#ifdef __linux__
    setpriority(PRIO_PROCESS, pid_t(syscall(SYS_gettid)), 10);
#endif
}

}  // namespace

EngineBridge::EngineBridge(std::function<void()> wake)
    : wake_(std::move(wake)), engine_(std::make_unique<Engine>()) {
    engine_->on_info([this](const SearchInfo& i) { post({active_id_, i}); });
    engine_->on_currmove([this](const CurrMoveInfo& i) { post({active_id_, i}); });
    engine_->on_bestmove([this](const BestMoveInfo& i) { post({active_id_, i}); });
    control_ = std::thread([this] { control_loop(); });
}

EngineBridge::~EngineBridge() {
    {
        std::lock_guard lock(queue_mutex_);
        quit_ = true;
        queue_.clear();
    }
    queue_cv_.notify_all();
    engine_->stop();
    control_.join();
    engine_->stop();
    engine_->wait();
    engine_.reset();
}

void EngineBridge::control_loop() {
    lower_thread_priority();
    for (;;) {
        std::function<void()> command;
        {
            std::unique_lock lock(queue_mutex_);
            queue_cv_.wait(lock, [&] { return quit_ || !queue_.empty(); });
            if (quit_) return;
            command = std::move(queue_.front());
            queue_.pop_front();
        }
        command();
    }
}

void EngineBridge::enqueue(std::function<void()> command) {
    {
        std::lock_guard lock(queue_mutex_);
        queue_.push_back(std::move(command));
    }
    queue_cv_.notify_all();
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

int EngineBridge::start(const std::string& fen, const std::vector<Move>& moves, double movetime_s,
                        int skill) {
    const int id = ++last_id_;
    wanted_id_ = id;
    engine_->stop();  // the running search ends now; the control thread waits for it
    enqueue([this, id, fen, moves, movetime_s, skill] {
        engine_->stop();
        engine_->wait();
        if (wanted_id_ != id) return;  // stopped or replaced while queued
        active_id_ = id;               // no search runs: the listeners cannot read it now
        std::string error;
        engine_->set_skill_level(skill);
        if (!engine_->set_position(fen, moves, &error)) {
            post({id, BestMoveInfo{}});
            return;
        }
        SearchLimits limits;
        limits.movetime_ms = to_ms(movetime_s);
        engine_->go(limits);
    });
    return id;
}

void EngineBridge::stop() {
    wanted_id_ = 0;
    engine_->stop();
    enqueue([this] {
        engine_->stop();
        engine_->wait();
    });
}

void EngineBridge::set_movetime(double seconds) {
    engine_->set_movetime(to_ms(seconds));                                // the running search
    enqueue([this, seconds] { engine_->set_movetime(to_ms(seconds)); });  // one queued behind
}

void EngineBridge::set_skill(int level) {
    engine_->set_skill_level(level);
    enqueue([this, level] { engine_->set_skill_level(level); });
}

void EngineBridge::new_game() {
    stop();
    enqueue([this] { engine_->new_game(); });
}

std::vector<EngineBridge::Mail> EngineBridge::drain() {
    std::lock_guard lock(mailbox_mutex_);
    std::vector<Mail> out;
    out.swap(mailbox_);
    return out;
}

}  // namespace xq
