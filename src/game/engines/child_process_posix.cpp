// ChildProcess on POSIX: pipe2 + posix_spawn, in its own process group.
#ifndef _WIN32

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <thread>

#include "game/engines/child_process.h"

extern char** environ;

namespace xq {

struct ChildProcess::Impl {
    pid_t pid = -1;
    int in = -1;       // our end of the child's standard input
    int out = -1;      // our end of its standard output and error
    std::mutex mutex;  // pid and the exit status
    bool reaped = false;
    std::string end;
};

ChildProcess::ChildProcess() : impl_(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() {
    if (impl_->pid > 0 && !wait_exit(0)) {
        kill();
        wait_exit(2000);
    }
    if (impl_->in >= 0) close(impl_->in);
    if (impl_->out >= 0) close(impl_->out);
}

bool ChildProcess::start(const std::string& path, std::string* error) {
    auto fail = [&](const std::string& why, StartProblem problem) {
        if (error) *error = why;
        start_problem_ = problem;
        return false;
    };
    // The class of an errno from stat() or posix_spawn().
    auto problem_of = [](int code) {
        switch (code) {
            case ENOENT:
            case ENOTDIR:
                return StartProblem::NOT_FOUND;
            case EACCES:
            case EPERM:
                return StartProblem::NO_PERMISSION;
            case ENOEXEC:
            case EISDIR:
                return StartProblem::NOT_A_PROGRAM;
            default:
                return StartProblem::OTHER;
        }
    };
    start_problem_ = StartProblem::NONE;
    struct stat st {};
    if (path.empty()) return fail("no program given", StartProblem::NOT_FOUND);
    if (stat(path.c_str(), &st) != 0)
        return fail("'" + path + "': " + std::strerror(errno), problem_of(errno));
    if (!S_ISREG(st.st_mode))
        return fail("'" + path + "' is not a file", StartProblem::NOT_A_PROGRAM);
    if (access(path.c_str(), X_OK) != 0)
        return fail("'" + path + "' is not executable", StartProblem::NO_PERMISSION);
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0)
        return fail(std::string("pipe: ") + std::strerror(errno), StartProblem::OTHER);
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        close(to_child[0]), close(to_child[1]);
        return fail(std::string("pipe: ") + std::strerror(errno), StartProblem::OTHER);
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], 0);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], 1);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], 2);
    const std::string folder = std::filesystem::path(path).parent_path().string();
    if (!folder.empty()) posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setpgroup(&attr, 0);
    // The child starts with default signal handling (SIGPIPE ignored by us would be inherited).
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    const std::string absolute = std::filesystem::absolute(path).string();
    char* argv[] = {const_cast<char*>(absolute.c_str()), nullptr};
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, absolute.c_str(), &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    close(to_child[0]);
    close(from_child[1]);
    if (rc != 0) {
        close(to_child[1]), close(from_child[0]);
        return fail("cannot start '" + path + "': " + std::strerror(rc), problem_of(rc));
    }
    impl_->pid = pid;
    impl_->in = to_child[1];
    impl_->out = from_child[0];
    return true;
}

bool ChildProcess::write(const std::string& text) {
    if (impl_->in < 0) return false;
    // A child that is gone makes write() raise SIGPIPE, which would end the whole program:
    // block it on this thread and take the pending signal back.
    sigset_t pipe_set, old;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
    size_t done = 0;
    bool ok = true;
    while (done < text.size()) {
        const ssize_t n = ::write(impl_->in, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = false;
            break;
        }
        done += size_t(n);
    }
    if (!ok && errno == EPIPE) {
        const timespec zero{0, 0};
        sigtimedwait(&pipe_set, nullptr, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    return ok;
}

long ChildProcess::read(char* buffer, size_t size, int timeout_ms) {
    if (impl_->out < 0) return 0;
    pollfd p{impl_->out, POLLIN, 0};
    int rc;
    do rc = poll(&p, 1, timeout_ms);
    while (rc < 0 && errno == EINTR);
    if (rc == 0) return -1;
    ssize_t n;
    do n = ::read(impl_->out, buffer, size);
    while (n < 0 && errno == EINTR);
    return n < 0 ? 0 : long(n);
}

void ChildProcess::kill() {
    std::lock_guard lock(impl_->mutex);
    if (impl_->pid > 0 && !impl_->reaped) ::kill(-impl_->pid, SIGKILL);
}

std::optional<std::string> ChildProcess::wait_exit(int timeout_ms) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        {
            std::lock_guard lock(impl_->mutex);
            if (impl_->pid <= 0) return std::string("not started");
            if (impl_->reaped) return impl_->end;
            int status = 0;
            if (waitpid(impl_->pid, &status, WNOHANG) == impl_->pid) {
                impl_->reaped = true;
                if (WIFEXITED(status))
                    impl_->end = "exit code " + std::to_string(WEXITSTATUS(status));
                else if (WIFSIGNALED(status))
                    impl_->end = "killed by signal " + std::to_string(WTERMSIG(status));
                else
                    impl_->end = "ended";
                // Whatever the group left behind goes too.
                ::kill(-impl_->pid, SIGKILL);
                return impl_->end;
            }
        }
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

}  // namespace xq

#endif  // _WIN32
