// The master database as the game holds it: read on a thread of its own when it is first wanted
// (a few tenths of a second), so that the window never waits for it, and taken by the UI thread
// when it is ready. The one place where the master database's thread meets the UI.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "game/library/master_db.h"

namespace xq {

std::string default_masters_path();  // the shipped assets/masters.xqm, or "" when missing

class MasterShelf {
  public:
    MasterShelf() = default;
    ~MasterShelf();
    MasterShelf(const MasterShelf&) = delete;
    MasterShelf& operator=(const MasterShelf&) = delete;

    // Starts reading `path` ("" leaves the shelf empty with an error). `wake` (optional) is
    // called on the reading thread when it is done, to wake the UI's event loop.
    void start(const std::string& path, std::function<void()> wake = {});
    // Takes a finished read (call once per frame on the UI thread). True on the frame the
    // database became ready or failed.
    bool update();

    bool started() const { return started_; }  // start() was called
    const MasterDb* db() const { return db_ && !db_->empty() ? db_.get() : nullptr; }
    MasterDb* db() { return db_ && !db_->empty() ? db_.get() : nullptr; }
    const std::string& error() const { return error_; }  // why it could not be read, or ""

  private:
    struct Done {
        std::unique_ptr<MasterDb> db;
        std::string error;
    };
    std::thread thread_;
    bool started_ = false;
    bool running_ = false;
    std::mutex mutex_;
    std::optional<Done> done_;  // under mutex_
    std::unique_ptr<MasterDb> db_;
    std::string error_;
};

}  // namespace xq
