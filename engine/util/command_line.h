// The command-line rule every program follows. A program's main .cpp declares its options on a
// CLI11 App (those files and command_line.cpp are the only ones that include CLI11, which is
// heavy to compile), and parse_command_line reads argv with them: --help prints the options and
// exits 0, a bad argument exits 2 with a message naming it, numbers are read as decimal, an
// option of one value given twice keeps the last, and the rules are the same on every system. This
// file is not in the engine library: it is the `command_line` library, which brings CLI11
// (CMakeLists.txt).
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace xq {

// The exit code of a program called with bad arguments.
constexpr int EXIT_BAD_ARGUMENTS = 2;

struct CommandLine {
    // Set: the program is to return it. 0 after --help (printed on stdout, for the subcommand
    // if one was named); EXIT_BAD_ARGUMENTS after a bad argument (a message on stderr naming it:
    // an unexpected argument first, else the first problem found, such as a value out of range
    // or a missing one); 1 when `declare` failed (CLI11 throws on a malformed declaration).
    std::optional<int> exit_code;
    std::string subcommand;  // the subcommand named on the command line; "" for none
};

// Makes the program's App (`name`, described by `about`), lets `declare` add its options and
// subcommands, bound to the program's variables, and parses argv into them.
CommandLine parse_command_line(int argc, char** argv, const char* name, const char* about,
                               const std::function<void(CLI::App&)>& declare);

// Value checks for CLI11's Option::check(check, "POSITIVE"): "" when the value is good, else
// what is wrong with it (CLI11 puts the option's name in front).
std::string check_positive(const std::string& value);      // a number above 0
std::string check_non_negative(const std::string& value);  // a number of 0 or more

}  // namespace xq
