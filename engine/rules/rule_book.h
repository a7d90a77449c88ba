// The rule book that rules repetitions: the Asian Xiangqi Federation's rules or the Chinese
// Xiangqi Association's 中国象棋竞赛规则 (2011). The books differ on cycles that mix checks with
// chases; docs/rules.md has the table of what each book rules, class by class.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace xq {

enum class RuleBook : uint8_t {
    CHINESE,  // a side alternating checks and chases of one piece (一将一捉) loses
    ASIAN,    // one check and one chase is a draw (AXF article 12)
};
constexpr int RULE_BOOK_NB = 2;

// The book the referee and the engine use unless told otherwise.
constexpr RuleBook DEFAULT_RULE_BOOK = RuleBook::CHINESE;

// The lower-case names of the command line, the protocols' option and settings.ini.
constexpr const char* rule_book_name(RuleBook book) {
    return book == RuleBook::ASIAN ? "asian" : "chinese";
}

inline std::optional<RuleBook> parse_rule_book(std::string_view name) {
    for (RuleBook book : {RuleBook::CHINESE, RuleBook::ASIAN})
        if (name == rule_book_name(book)) return book;
    return std::nullopt;
}

}  // namespace xq
