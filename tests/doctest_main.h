// The main() of every test program: doctest's, plus one rule: a run whose filters select no
// test case fails. ctest runs each case on its own (`--test-case=<name>`); if a name cannot be
// matched (a `;` or `,` in it splits the filter), the entry would otherwise "pass" without
// running anything. Include this in exactly one source file per test program.
#pragma once

#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

namespace xq::testing {

// Counts the test cases that passed the filters, from doctest's end-of-run statistics.
struct CaseCounter : doctest::IReporter {
    static inline unsigned selected = 0;
    explicit CaseCounter(const doctest::ContextOptions&) {}
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& stats) override {
        selected = stats.numTestCasesPassingFilters;
    }
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}
};

}  // namespace xq::testing

DOCTEST_REGISTER_LISTENER("xq_case_counter", 1, xq::testing::CaseCounter);

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    const int result = context.run();
    if (context.shouldExit()) return result;  // --help, --list-test-cases, ...
    if (result == 0 && xq::testing::CaseCounter::selected == 0) {
        std::fprintf(stderr, "error: no test case matched the filters\n");
        return 1;
    }
    return result;
}
