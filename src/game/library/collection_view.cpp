#include "game/library/collection_view.h"

#include <algorithm>

namespace xq {

namespace {

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool contains(const std::string& hay, const std::string& needle) {
    return std::search(hay.begin(), hay.end(), needle.begin(), needle.end(),
                       [](char a, char b) { return lower(a) == lower(b); }) != hay.end();
}

// Red's point of view: a Red win first when sorting upwards.
int result_rank(GameOutcome o) {
    switch (o) {
        case GameOutcome::RED_WINS:
            return 0;
        case GameOutcome::DRAW:
            return 1;
        case GameOutcome::BLACK_WINS:
            return 2;
        case GameOutcome::UNKNOWN:
            break;
    }
    return 3;
}

}  // namespace

bool passes(const CollectionGame& g, const CollectionFilter& f) {
    using R = CollectionFilter::Result;
    switch (f.result) {
        case R::ANY:
            break;
        case R::RED_WINS:
            if (g.outcome != GameOutcome::RED_WINS) return false;
            break;
        case R::DRAW:
            if (g.outcome != GameOutcome::DRAW) return false;
            break;
        case R::BLACK_WINS:
            if (g.outcome != GameOutcome::BLACK_WINS) return false;
            break;
        case R::UNKNOWN:
            if (g.outcome != GameOutcome::UNKNOWN) return false;
            break;
    }
    for (size_t at = 0; at < f.text.size();) {
        const size_t space = std::min(f.text.find(' ', at), f.text.size());
        const std::string word = f.text.substr(at, space - at);
        at = space + 1;
        if (word.empty()) continue;
        const std::string ecco =
            g.ecco_code.empty() && g.ecco ? std::string(1, g.ecco) : g.ecco_code;
        if (!contains(g.red, word) && !contains(g.black, word) && !contains(g.event, word) &&
            !contains(g.site, word) && !contains(g.date, word) && !contains(ecco, word) &&
            !contains(g.opening_zh, word) && !contains(g.opening_en, word))
            return false;
    }
    return true;
}

std::vector<int> collection_rows(const Collection& c, const CollectionFilter& filter,
                                 const CollectionSort& sort) {
    std::vector<int> rows;
    rows.reserve(c.games.size());
    for (size_t i = 0; i < c.games.size(); ++i)
        if (passes(c.games[i], filter)) rows.push_back(int(i));
    auto less = [&](int a, int b) {
        const CollectionGame& x = c.games[size_t(a)];
        const CollectionGame& y = c.games[size_t(b)];
        switch (sort.column) {
            case CollectionColumn::NUMBER:
                return a < b;
            case CollectionColumn::RED:
                return x.red < y.red;
            case CollectionColumn::BLACK:
                return x.black < y.black;
            case CollectionColumn::EVENT:
                return x.event < y.event;
            case CollectionColumn::DATE:
                return x.date < y.date;
            case CollectionColumn::RESULT:
                return result_rank(x.outcome) < result_rank(y.outcome);
            case CollectionColumn::OPENING:
                return x.ecco != y.ecco ? x.ecco < y.ecco : x.opening_zh < y.opening_zh;
            case CollectionColumn::MOVES:
                return x.plies < y.plies;
        }
        return false;
    };
    if (sort.descending)
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) { return less(b, a); });
    else
        std::stable_sort(rows.begin(), rows.end(), less);
    return rows;
}

}  // namespace xq
