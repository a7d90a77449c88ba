#include "util/command_line.h"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "util/text.h"

namespace xq {

namespace {

// "xiangqi-engine review": the program and the subcommands named on the command line.
std::string command_of(const CLI::App& app) {
    std::string name = app.get_name();
    for (const CLI::App* sub = &app; !sub->get_subcommands().empty();) {
        sub = sub->get_subcommands().front();  // the subcommands parsed so far
        name += " " + sub->get_name();
    }
    return name;
}

// Checks the value of a number option of CLI11 type `type` and rewrites an integer as plain
// decimal (no '+', no leading zeros) for CLI11 to convert. "" when good, else what is wrong.
std::string read_as_decimal(std::string& value, const std::string& type) {
    if (type.rfind("FLOAT", 0) == 0)
        return parse_double(value) ? "" : "'" + value + "' is not a number";
    if (type.rfind("UINT", 0) == 0) {
        const std::optional<uint64_t> n = parse_uint(value);
        if (!n) return "'" + value + "' is not a whole number of 0 or more";
        value = std::to_string(*n);
        return "";
    }
    const std::optional<int64_t> n = parse_int(value);
    if (!n) return "'" + value + "' is not a whole number";
    value = std::to_string(*n);
    return "";
}

// The rules every program's options follow, whatever CLI11's defaults are:
// - options are -x and --name only: on Windows CLI11 would also take /name, so that a path such
//   as /tmp/shot.png could be neither a value nor a file argument;
// - an option of one value given twice keeps the last, as the programs always did (CLI11 would
//   refuse it);
// - numbers are read as decimal: CLI11 reads integers with strtoll(text, 0), so "010" would be
//   octal 8 and "0x10" hexadecimal, an unsigned option would take "-5" as a huge number, and
//   its floating-point numbers take "nan" and "inf". read_as_decimal runs before any other
//   check of the value.
void apply_common_rules(CLI::App& app) {
    app.allow_windows_style_options(false);
    for (CLI::Option* option : app.get_options()) {
        if (option->get_items_expected_max() == 1)
            option->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
        const std::string type = option->get_type_name();
        if (type.rfind("INT", 0) != 0 && type.rfind("UINT", 0) != 0 && type.rfind("FLOAT", 0) != 0)
            continue;
        option->transform(CLI::Validator(
            [type](std::string& value) { return read_as_decimal(value, type); }, "", "decimal"));
    }
    for (CLI::App* sub : app.get_subcommands(nullptr)) apply_common_rules(*sub);
}

// Parses argv into the declared App: nullopt, or the exit code after --help or a bad argument.
std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
        return std::nullopt;
    } catch (const CLI::CallForHelp& help) {
        return app.exit(help);
    } catch (const CLI::ParseError& error) {
        // CLI11 checks required and excluded options before it complains about an argument it
        // does not know; the unknown one is the likelier mistake, so it is named first.
        const std::vector<std::string> extra = app.remaining(true);
        const std::string what =
            extra.empty() ? error.what() : "unexpected argument '" + extra.front() + "'";
        const std::string command = command_of(app);
        std::fprintf(stderr, "%s: %s\nRun '%s --help' for the options.\n", command.c_str(),
                     what.c_str(), command.c_str());
        return EXIT_BAD_ARGUMENTS;
    }
}

}  // namespace

CommandLine parse_command_line(int argc, char** argv, const char* name, const char* about,
                               const std::function<void(CLI::App&)>& declare) {
    try {
        CLI::App app{about, name};
        declare(app);
        apply_common_rules(app);
        CommandLine result{parse(app, argc, argv), ""};
        if (!app.get_subcommands().empty())
            result.subcommand = app.get_subcommands()[0]->get_name();
        return result;
    } catch (const std::exception& e) {  // a declaration CLI11 refused, or no memory
        std::fprintf(stderr, "%s: %s\n", name, e.what());
        return {1, ""};
    }
}

std::string check_positive(const std::string& value) {
    const std::optional<double> x = parse_double(value);
    return x && *x > 0 ? "" : "'" + value + "' is not a number above 0";
}

std::string check_non_negative(const std::string& value) {
    const std::optional<double> x = parse_double(value);
    return x && *x >= 0 ? "" : "'" + value + "' is not a number of 0 or more";
}

}  // namespace xq
