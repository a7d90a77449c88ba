#include "game/library/collection_loader.h"

namespace xq {

CollectionLoader::~CollectionLoader() {
    cancel();
}

void CollectionLoader::join() {
    if (thread_.joinable()) thread_.join();
}

void CollectionLoader::cancel() {
    if (progress_) progress_->cancel = true;
    join();
    running_ = false;
    std::lock_guard lock(mutex_);
    done_.reset();
}

void CollectionLoader::start(const std::string& path, std::function<void()> wake) {
    cancel();
    path_ = path;
    progress_ = std::make_unique<CollectionProgress>();
    running_ = true;
    CollectionProgress* progress = progress_.get();
    thread_ = std::thread([this, path, progress, wake = std::move(wake)] {
        Done d;
        d.path = path;
        d.opened = open_collection(path, d.collection, progress);
        if (progress->cancel) return;
        {
            std::lock_guard lock(mutex_);
            done_ = std::move(d);
        }
        if (wake) wake();
    });
}

std::optional<CollectionLoader::Done> CollectionLoader::take() {
    std::optional<Done> d;
    {
        std::lock_guard lock(mutex_);
        d.swap(done_);
    }
    if (d) {
        join();
        running_ = false;
    }
    return d;
}

}  // namespace xq
