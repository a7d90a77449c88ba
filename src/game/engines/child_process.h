// A program started with its standard input and output on pipes (its standard error joins the
// output): the one operating-system seam of the external engines (external_engine.h).
// POSIX: child_process_posix.cpp (posix_spawn); Windows: child_process_windows.cpp
// (CreateProcessW in a job object).
//
// Threads: one thread may write while another reads; kill() and wait_exit() may be called from
// either. The child runs in its own process group (a job object on Windows), and kill() ends the
// whole group, so that a script's own children cannot keep the output pipe open after it is gone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace xq {

// Why a program could not be started, by class, for a message in the player's language (the
// system's own words stay in the error text, for logs).
enum class StartProblem : uint8_t {
    NONE,
    NOT_FOUND,      // no such file (or folder on its path)
    NO_PERMISSION,  // not executable, or not readable for us
    NOT_A_PROGRAM,  // a folder, or a file the system cannot run
    OTHER,
};

class ChildProcess {
  public:
    ChildProcess();
    ~ChildProcess();  // kills a child still running and reaps it
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Starts `path` (no arguments) in the folder that holds it, so that an engine finds its own
    // data files. False with a message when the file is missing, not executable, or not started.
    // start_problem() says which class of failure it was.
    bool start(const std::string& path, std::string* error);
    StartProblem start_problem() const { return start_problem_; }
    // Writes all of `text`; false when the child no longer reads (it is gone).
    bool write(const std::string& text);
    // Waits up to timeout_ms for output: > 0 bytes read, 0 at the end of the output (the child
    // closed it or is gone), -1 when nothing came in time.
    long read(char* buffer, size_t size, int timeout_ms);
    void kill();  // at once, the child and its process group
    // Waits up to timeout_ms for the child to end; its end ("exit code 3", "killed by signal
    // 9") or nullopt while it still runs.
    std::optional<std::string> wait_exit(int timeout_ms);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    StartProblem start_problem_ = StartProblem::NONE;
};

}  // namespace xq
