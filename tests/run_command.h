// Runs a command line through the shell (POSIX) and captures what the program printed: its exit
// code, standard output and standard error. For the tests of the programs' command lines.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace xq::test {

struct CommandResult {
    int code = -1;  // the exit code; -1 when the program did not exit normally
    std::string out, err;
};

// `input` is given on standard input. Each call has files of its own: ctest runs the cases of
// a test program as parallel processes.
inline CommandResult run_command(const std::string& command, const std::string& input = "") {
    static int calls = 0;
    namespace fs = std::filesystem;
    const fs::path base = fs::temp_directory_path() /
                          ("xq_run_" + std::to_string(::getpid()) + "_" + std::to_string(++calls));
    const fs::path in = base.string() + ".in", out = base.string() + ".out",
                   err = base.string() + ".err";
    std::ofstream(in, std::ios::binary) << input;
    const int status = std::system(
        (command + " <" + in.string() + " >" + out.string() + " 2>" + err.string()).c_str());
    auto slurp = [](const fs::path& p) {
        std::ifstream f(p, std::ios::binary);
        std::ostringstream s;
        s << f.rdbuf();
        return s.str();
    };
    CommandResult r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    std::error_code ec;
    for (const fs::path& p : {in, out, err}) fs::remove(p, ec);
    return r;
}

}  // namespace xq::test
