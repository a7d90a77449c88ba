// Opens a collection from its path: a PGN or DhtmlXQ file, through its index when the index
// is up to date (else the games are read and the index written again), or a folder of XQF files
// (read every time: folders hold few games).
#pragma once

#include <string>

#include "game/library/collection.h"
#include "game/library/collection_read.h"

namespace xq {

struct OpenedCollection {
    bool ok = false;
    bool from_index = false;  // the index was up to date: no game was read
    std::string error;        // why it could not be opened (ok false), or why the index
                              // could not be written (ok true)
};

// `progress` (optional) is updated while games are read and can cancel the read.
OpenedCollection open_collection(const std::string& path, Collection& out,
                                 CollectionProgress* progress = nullptr);

}  // namespace xq
