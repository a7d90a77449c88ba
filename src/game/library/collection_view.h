// The rows a collection's list shows: its games filtered (each word of a text in a player, the
// event, the site, the date, the ECCO code or the opening; a result) and sorted by a column, as
// indexes into Collection::games.
#pragma once

#include <string>
#include <vector>

#include "game/library/collection.h"

namespace xq {

enum class CollectionColumn { NUMBER, RED, BLACK, EVENT, DATE, RESULT, OPENING, MOVES };

struct CollectionFilter {
    // Words separated by spaces, each in Red, Black, Event, Site, Date, the ECCO code or the
    // opening's name (ASCII letters in any case): "许银川 1995 C". "" is any.
    std::string text;
    enum class Result { ANY, RED_WINS, DRAW, BLACK_WINS, UNKNOWN } result = Result::ANY;
    bool operator==(const CollectionFilter&) const = default;
};

struct CollectionSort {
    CollectionColumn column = CollectionColumn::NUMBER;
    bool descending = false;
    bool operator==(const CollectionSort&) const = default;
};

bool passes(const CollectionGame& game, const CollectionFilter& filter);

// Equal games keep the collection's order.
std::vector<int> collection_rows(const Collection& collection, const CollectionFilter& filter,
                                 const CollectionSort& sort);

}  // namespace xq
