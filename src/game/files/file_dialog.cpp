#include "game/files/file_dialog.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <utility>

// The desktop dialog is a zenity or kdialog child process: POSIX only. Windows has neither, and
// uses the in-app browser.
#ifndef _WIN32
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace fs = std::filesystem;

namespace xq {

std::vector<std::string> file_extensions(FileUse use, bool save) {
    switch (use) {
        case FileUse::PICTURE:
            return {".png"};
        case FileUse::ANIMATION:
            return {".gif"};
        case FileUse::GAME:
            if (save) return {".pgn"};
            break;
        case FileUse::COLLECTION:
            break;
        case FileUse::ENGINE:
            return {};
    }
    return {".pgn", ".txt", ".xqf", ".dhtml"};
}

bool list_folder(const std::string& dir, const std::vector<std::string>& extensions,
                 std::vector<FolderEntry>& out, std::string* error) {
    out.clear();
    std::error_code ec;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
        if (error) *error = "cannot read " + dir + ": " + ec.message();
        return false;
    }
    for (const fs::directory_entry& e : it) {
        std::string name = e.path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        std::error_code e2;
        const bool folder = e.is_directory(e2);
        std::string ext = e.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), ::tolower);
        if (folder || extensions.empty() ||
            std::find(extensions.begin(), extensions.end(), ext) != extensions.end())
            out.push_back({name, folder});
    }
    std::sort(out.begin(), out.end(), [](const FolderEntry& a, const FolderEntry& b) {
        return a.folder != b.folder ? a.folder : a.name < b.name;
    });
    return true;
}

std::string desktop_dialog_program() {
#ifdef _WIN32
    return "";
#else
    if (const char* force = std::getenv("XQ_FILE_DIALOG"); force && std::string(force) == "builtin")
        return "";
    const char* path = std::getenv("PATH");
    if (!path) return "";
    for (const char* program : {"zenity", "kdialog"}) {
        std::string p = path;
        size_t start = 0;
        while (start <= p.size()) {
            size_t end = p.find(':', start);
            if (end == std::string::npos) end = p.size();
            const std::string candidate = p.substr(start, end - start) + "/" + program;
            if (end > start && ::access(candidate.c_str(), X_OK) == 0) return program;
            start = end + 1;
        }
    }
    return "";
#endif
}

namespace {

// Runs argv without a shell (a path with quotes or spaces needs no escaping) and returns its
// standard output.
std::string run(const std::vector<std::string>& argv) {
#ifdef _WIN32
    (void)argv;
    return "";
#else
    // Built before fork(): the child of a threaded program may only call async-signal-safe
    // functions until exec.
    std::vector<char*> args;
    args.reserve(argv.size() + 1);
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    int fds[2];
    if (::pipe(fds) != 0) return "";
    pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(fds[1], 1);
        ::close(fds[0]);
        ::close(fds[1]);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    ::close(fds[1]);
    std::string out;
    if (pid > 0) {
        std::array<char, 4096> buf;
        ssize_t n;
        while ((n = ::read(fds[0], buf.data(), buf.size())) > 0) out.append(buf.data(), size_t(n));
        int status = 0;
        ::waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) out.clear();  // cancelled
    }
    ::close(fds[0]);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
    return out;
#endif
}

}  // namespace

DesktopDialog::~DesktopDialog() {
    if (thread_.joinable()) thread_.join();  // the dialog is the user's: wait for it
}

bool DesktopDialog::busy() const {
    std::lock_guard lock(mutex_);
    return running_;
}

bool DesktopDialog::start(bool save, FileUse use, const std::string& start,
                          const std::string& title, const std::function<void()>& wake) {
    const std::string program = desktop_dialog_program();
    if (program.empty() || busy()) return false;
    // The filter's patterns: each extension in lower and upper case.
    std::string patterns;
    for (const std::string& ext : file_extensions(use, save)) {
        std::string upper = ext;
        std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
        patterns += (patterns.empty() ? "*" : " *") + ext + " *" + upper;
    }
    if (patterns.empty()) patterns = "*";  // every file
    const std::string kind = use == FileUse::PICTURE     ? "PNG"
                             : use == FileUse::ANIMATION ? "GIF"
                             : use == FileUse::ENGINE    ? "*"
                             : save                      ? "PGN"
                                                         : "PGN, XQF, DhtmlXQ";
    std::vector<std::string> argv;
    if (program == "zenity") {
        argv = {"zenity",
                "--file-selection",
                "--title=" + title,
                "--filename=" + start,
                "--file-filter=" + kind + " | " + patterns,
                "--file-filter=* | *"};
        if (save) {
            argv.push_back("--save");
            argv.push_back("--confirm-overwrite");
        }
    } else {
        argv = {"kdialog", "--title",
                title,     save ? "--getsavefilename" : "--getopenfilename",
                start,     patterns + "|" + kind};
    }
    if (thread_.joinable()) thread_.join();
    {
        std::lock_guard lock(mutex_);
        running_ = true;
        result_.reset();
    }
    thread_ = std::thread([this, argv, wake, save, use] {
        std::string chosen = run(argv);
        {
            std::lock_guard lock(mutex_);
            running_ = false;
            result_ = Answer{save, use, std::move(chosen)};
        }
        if (wake) wake();
    });
    return true;
}

std::optional<DesktopDialog::Answer> DesktopDialog::take_result() {
    std::lock_guard lock(mutex_);
    return std::exchange(result_, std::nullopt);
}

}  // namespace xq
