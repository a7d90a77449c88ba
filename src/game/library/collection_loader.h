// Opens a collection on a thread of its own, so that reading a large file for the first time
// (before its index exists) does not freeze the window: the UI thread starts it, reads the
// progress each frame and takes the collection when it is done. This is the one place where the
// collections' threads meet.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "game/library/collection_open.h"

namespace xq {

class CollectionLoader {
  public:
    CollectionLoader() = default;
    ~CollectionLoader();
    CollectionLoader(const CollectionLoader&) = delete;
    CollectionLoader& operator=(const CollectionLoader&) = delete;

    // Starts opening `path` (a read under way is cancelled first). `wake` (optional) is called
    // on the loading thread when it is done, to wake the UI's event loop.
    void start(const std::string& path, std::function<void()> wake = {});
    void cancel();
    bool busy() const { return running_; }
    const std::string& path() const { return path_; }
    // Games read so far and in all (0 in all while the file is being split or the index read).
    int done() const { return progress_ ? progress_->done.load() : 0; }
    int total() const { return progress_ ? progress_->total.load() : 0; }

    struct Done {
        std::string path;
        Collection collection;
        OpenedCollection opened;
    };
    // The finished read, once (on the UI thread).
    std::optional<Done> take();

  private:
    void join();

    std::string path_;
    std::unique_ptr<CollectionProgress> progress_;
    std::thread thread_;
    bool running_ = false;
    std::mutex mutex_;
    std::optional<Done> done_;  // under mutex_
};

}  // namespace xq
