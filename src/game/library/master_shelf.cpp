#include "game/library/master_shelf.h"

#include "platform/shipped_asset.h"

namespace xq {

std::string default_masters_path() {
    return find_shipped_asset("masters.xqm");
}

MasterShelf::~MasterShelf() {
    if (thread_.joinable()) thread_.join();
}

void MasterShelf::start(const std::string& path, std::function<void()> wake) {
    if (running_) return;
    started_ = true;
    if (thread_.joinable()) thread_.join();
    db_.reset();
    error_.clear();
    if (path.empty()) {
        error_ = "no master database found (assets/masters.xqm)";
        return;
    }
    running_ = true;
    thread_ = std::thread([this, path, wake = std::move(wake)] {
        Done d;
        d.db = std::make_unique<MasterDb>();
        if (!d.db->load(path, &d.error)) d.db.reset();
        {
            std::lock_guard lock(mutex_);
            done_ = std::move(d);
        }
        if (wake) wake();
    });
}

bool MasterShelf::update() {
    std::optional<Done> d;
    {
        std::lock_guard lock(mutex_);
        d.swap(done_);
    }
    if (!d) return false;
    thread_.join();
    running_ = false;
    db_ = std::move(d->db);
    error_ = std::move(d->error);
    return true;
}

}  // namespace xq
