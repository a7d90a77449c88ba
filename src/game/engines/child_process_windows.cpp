// ChildProcess on Windows: CreateProcessW with anonymous pipes, in a job object (killing the job
// ends whatever the engine started too). Reads poll the pipe (PeekNamedPipe), since an
// anonymous pipe has no timed read.
#ifdef _WIN32

#include <windows.h>

#include <chrono>
#include <filesystem>
#include <mutex>
#include <thread>

#include "game/engines/child_process.h"
#include "platform/wide_text.h"
#include "platform/windows_error.h"

namespace xq {

namespace {

void close(HANDLE& h) {
    if (h) CloseHandle(h);
    h = nullptr;
}

}  // namespace

struct ChildProcess::Impl {
    HANDLE process = nullptr;
    HANDLE job = nullptr;
    HANDLE in = nullptr;   // our end of the child's standard input
    HANDLE out = nullptr;  // our end of its standard output and error
    std::mutex mutex;
};

ChildProcess::ChildProcess() : impl_(std::make_unique<Impl>()) {}

ChildProcess::~ChildProcess() {
    if (impl_->process && !wait_exit(0)) {
        kill();
        wait_exit(2000);
    }
    close(impl_->in);
    close(impl_->out);
    close(impl_->process);
    close(impl_->job);
}

bool ChildProcess::start(const std::string& path, std::string* error) {
    auto fail = [&](const std::string& why, StartProblem problem) {
        if (error) *error = why;
        start_problem_ = problem;
        return false;
    };
    // The class of a Windows error code from GetFileAttributesW or CreateProcessW.
    auto problem_of = [](DWORD code) {
        switch (code) {
            case ERROR_FILE_NOT_FOUND:
            case ERROR_PATH_NOT_FOUND:
            case ERROR_INVALID_NAME:
                return StartProblem::NOT_FOUND;
            case ERROR_ACCESS_DENIED:
                return StartProblem::NO_PERMISSION;
            case ERROR_BAD_EXE_FORMAT:
            case ERROR_EXE_MACHINE_TYPE_MISMATCH:
                return StartProblem::NOT_A_PROGRAM;
            default:
                return StartProblem::OTHER;
        }
    };
    start_problem_ = StartProblem::NONE;
    if (path.empty()) return fail("no program given", StartProblem::NOT_FOUND);
    const std::wstring wide = utf8_to_wide(path);
    const DWORD attributes = GetFileAttributesW(wide.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) {
        const DWORD code = GetLastError();
        return fail("'" + path + "': " + last_windows_error_text(), problem_of(code));
    }
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return fail("'" + path + "' is not a file", StartProblem::NOT_A_PROGRAM);
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE child_in = nullptr, child_out = nullptr;
    if (!CreatePipe(&child_in, &impl_->in, &inherit, 0))
        return fail("pipe: " + last_windows_error_text(), StartProblem::OTHER);
    if (!CreatePipe(&impl_->out, &child_out, &inherit, 0)) {
        close(child_in);
        close(impl_->in);
        return fail("pipe: " + last_windows_error_text(), StartProblem::OTHER);
    }
    // Our ends stay ours: the child inherits only its own.
    SetHandleInformation(impl_->in, HANDLE_FLAG_INHERIT, 0);
    SetHandleInformation(impl_->out, HANDLE_FLAG_INHERIT, 0);
    STARTUPINFOW si{};
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = child_in;
    si.hStdOutput = child_out;
    si.hStdError = child_out;
    PROCESS_INFORMATION pi{};
    std::wstring command = L"\"" + wide + L"\"";
    const std::wstring folder = std::filesystem::path(wide).parent_path().wstring();
    const BOOL ok = CreateProcessW(nullptr, command.data(), nullptr, nullptr, TRUE,
                                   CREATE_NO_WINDOW | CREATE_SUSPENDED, nullptr,
                                   folder.empty() ? nullptr : folder.c_str(), &si, &pi);
    const DWORD code = ok ? 0 : GetLastError();
    const std::string why = ok ? std::string() : last_windows_error_text();
    close(child_in);
    close(child_out);
    if (!ok) {
        close(impl_->in);
        close(impl_->out);
        return fail("cannot start '" + path + "': " + why, problem_of(code));
    }
    impl_->job = CreateJobObjectW(nullptr, nullptr);
    if (impl_->job) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(impl_->job, JobObjectExtendedLimitInformation, &limits,
                                sizeof limits);
        AssignProcessToJobObject(impl_->job, pi.hProcess);
    }
    ResumeThread(pi.hThread);
    CloseHandle(pi.hThread);
    impl_->process = pi.hProcess;
    return true;
}

bool ChildProcess::write(const std::string& text) {
    if (!impl_->in) return false;
    size_t done = 0;
    while (done < text.size()) {
        DWORD n = 0;
        if (!WriteFile(impl_->in, text.data() + done, DWORD(text.size() - done), &n, nullptr) ||
            n == 0)
            return false;
        done += n;
    }
    return true;
}

long ChildProcess::read(char* buffer, size_t size, int timeout_ms) {
    if (!impl_->out) return 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
        DWORD available = 0;
        if (!PeekNamedPipe(impl_->out, nullptr, 0, nullptr, &available, nullptr))
            return 0;  // broken pipe: the child is gone
        if (available > 0) {
            DWORD n = 0;
            const DWORD want = DWORD(std::min<size_t>(size, available));
            if (!ReadFile(impl_->out, buffer, want, &n, nullptr)) return 0;
            return long(n);
        }
        // Nothing left and the child is gone: the end (a pipe may outlive it).
        if (impl_->process && WaitForSingleObject(impl_->process, 0) == WAIT_OBJECT_0) {
            if (PeekNamedPipe(impl_->out, nullptr, 0, nullptr, &available, nullptr) &&
                available > 0)
                continue;
            return 0;
        }
        if (std::chrono::steady_clock::now() >= deadline) return -1;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void ChildProcess::kill() {
    std::lock_guard lock(impl_->mutex);
    if (impl_->job)
        TerminateJobObject(impl_->job, 1);
    else if (impl_->process)
        TerminateProcess(impl_->process, 1);
}

std::optional<std::string> ChildProcess::wait_exit(int timeout_ms) {
    if (!impl_->process) return std::string("not started");
    if (WaitForSingleObject(impl_->process, DWORD(std::max(0, timeout_ms))) != WAIT_OBJECT_0)
        return std::nullopt;
    DWORD code = 0;
    GetExitCodeProcess(impl_->process, &code);
    return "exit code " + std::to_string(code);
}

}  // namespace xq

#endif  // _WIN32
