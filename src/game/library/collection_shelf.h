// The collection the player has open, as the Collections tab shows it: opened in the background
// (CollectionLoader), changed (games added, deleted, reordered) and searched, with the last
// search's results. UI-free: the App owns one and applies the panel's intents to it; the panel
// reads it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/library/collection.h"
#include "game/library/collection_loader.h"
#include "game/library/collection_search.h"

namespace xq {

class CollectionShelf {
  public:
    // Starts opening `path`; `wake` as CollectionLoader::start.
    void open(const std::string& path, std::function<void()> wake = {});
    // Takes a finished opening (call once per frame). Returns the path it finished, or nothing;
    // then error() says why it failed, if it did.
    std::optional<std::string> update();
    void close();

    bool loading() const { return loader_.busy(); }
    int loaded_games() const { return loader_.done(); }
    int games_to_load() const { return loader_.total(); }
    // The open collection, or null.
    const Collection* collection() const { return collection_ ? &*collection_ : nullptr; }
    // Bumped whenever the collection or the search results change (the panel's cache).
    uint64_t revision() const { return revision_; }
    const std::string& error() const { return error_; }  // of the last action, or ""

    bool game_text(int index, std::string& out);
    bool add_game(const std::string& text);
    bool delete_game(int index);
    bool move_game(int from, int to);

    // The last search: the games found, each at the ply shown.
    enum class Search { NONE, POSITION, MATERIAL };
    struct Hit {
        int game = 0;
        int ply = 0;
        Move next = MOVE_NONE;  // a position search: the move played from it
    };
    void search_position(uint64_t key, std::string fen);
    bool search_material(const std::string& pattern);
    void clear_search();
    Search search() const { return search_; }
    const std::string& search_text() const { return search_text_; }  // FEN or the pattern
    const std::vector<Hit>& hits() const { return hits_; }

  private:
    bool done(bool ok, const std::string& error);

    CollectionLoader loader_;
    std::optional<Collection> collection_;
    uint64_t revision_ = 1;
    std::string error_;
    Search search_ = Search::NONE;
    std::string search_text_;
    std::vector<Hit> hits_;
};

}  // namespace xq
