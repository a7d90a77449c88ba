// Starting a program and killing it with SIGKILL at a chosen moment, for the tests that show a
// kill loses nothing (the files a program writes hold their old or their new content). POSIX.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

namespace xq::test {

// Starts `argv` (argv[0] a path) with `env` added to the environment, its output to /dev/null.
inline pid_t start_quiet(const std::vector<std::string>& argv,
                         const std::vector<std::string>& env = {}) {
    std::vector<char*> args;
    args.reserve(argv.size() + 1);
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int null = ::open("/dev/null", O_RDWR);
        ::dup2(null, 0);
        ::dup2(null, 1);
        ::dup2(null, 2);
        for (const std::string& e : env) ::putenv(const_cast<char*>(e.c_str()));
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    return pid;
}

// Kills the program after `delay` (SIGKILL: no handler, no cleanup) and reaps it. Returns true
// when the kill ended it, false when it had exited on its own before.
inline bool kill_after(pid_t pid, std::chrono::microseconds delay) {
    std::this_thread::sleep_for(delay);
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
}

}  // namespace xq::test
