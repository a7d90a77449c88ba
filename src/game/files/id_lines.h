// Files of one record per line, each with a unique id (the shipped puzzles and endgames): blank
// lines and '#' comments skipped, a UTF-8 BOM and CR line ends accepted, the good records kept
// and the first bad lines named in the error.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "util/text.h"

namespace xq {

// `parse_line(line, record)` returns why the line is bad, or "" (and fills record.id). Returns
// false, with the reasons in *error, when a line was bad or no record was read (`nothing` then).
template <class Record, class ParseLine>
bool parse_id_lines(const std::string& text, std::vector<Record>& out, std::string* error,
                    ParseLine parse_line, const char* nothing) {
    constexpr int MAX_REPORTED = 3;  // bad lines named in the message
    out.clear();
    std::set<int> ids;
    std::string report;
    int bad = 0, number = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
        if (line.empty() || line[0] == '#') continue;
        Record r;
        std::string why = parse_line(line, r);
        if (why.empty() && !ids.insert(r.id).second) why = "id " + std::to_string(r.id) + " again";
        if (why.empty()) {
            out.push_back(std::move(r));
            continue;
        }
        if (++bad <= MAX_REPORTED)
            report +=
                (report.empty() ? "" : "\n") + ("line " + std::to_string(number) + ": " + why);
    }
    if (bad > MAX_REPORTED) report += "\n(" + std::to_string(bad) + " bad lines in all)";
    if (out.empty() && bad == 0) report = nothing;
    if (error) *error = report;
    return report.empty();
}

// Ids in [min_id, 999999999] separated by white space, as the progress files list them; an empty
// list is good. `out` is left as it was when a word is not such an id.
inline bool parse_id_list(const std::string& value, int64_t min_id, std::set<int>& out) {
    std::istringstream in(value);
    std::set<int> ids;
    for (std::string w; in >> w;) {
        const std::optional<int64_t> id = parse_int(w, min_id, 999999999);
        if (!id) return false;
        ids.insert(int(*id));
    }
    out = ids;
    return true;
}

}  // namespace xq
