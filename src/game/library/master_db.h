// The master database (assets/masters.xqm, docs/masters.md): tens of thousands of games of
// masters, read whole into memory, with an index of every position they reached so that the
// opening explorer can ask what the masters played from a position, and how it went, in a few
// milliseconds. The games are also a read-only Collection (kind MASTERS), so that collection
// search, material search and next_move_stats work on them as on any collection.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "game/library/collection.h"
#include "game/library/master_db_format.h"

namespace xq {

struct MasterPlayer {
    std::string zh, en;  // simplified Chinese, and pinyin ("Hu Ronghua")
    int rating = 0;      // fitted from the database's own games (docs/masters.md)
    int games = 0;
};

constexpr int MASTER_ESTABLISHED_GAMES = 10;

struct MasterMoveStats {
    Move move = MOVE_NONE;
    int games = 0, red_wins = 0, draws = 0, black_wins = 0;  // the rest have no result
    double average_year = 0;  // over the games with a known year; 0 when none
    int last_year = 0;        // 0 when none is known
    // Ids of up to 3 of the strongest named players who played it, strongest first: those of
    // MASTER_ESTABLISHED_GAMES games or more by rating, then the others by rating.
    std::vector<int> players;
};

struct MasterHit {
    int game = 0;
    int ply = 0;  // where the game first reached the position
};

class MasterDb {
  public:
    MasterDb() { collection_.kind = CollectionKind::MASTERS; }
    // Reads the file and builds the position index; false with a clear error (file missing,
    // bad magic, a newer version, truncated, an id out of range, an illegal move) and the object
    // left empty.
    bool load(const std::string& path, std::string* error);
    // The same from data in memory (`path` only names it in errors and in the collection).
    bool load_data(MasterDbData data, const std::string& path, std::string* error);
    bool empty() const { return collection_.games.empty(); }
    int game_count() const { return int(collection_.games.size()); }

    // The games as a read-only collection, names in simplified Chinese or English.
    const Collection& collection() const { return collection_; }
    void set_language(bool chinese);
    bool chinese() const { return chinese_; }
    // The collection moved out (for the Collections tab); the object is left empty.
    Collection take_collection();

    int player_count() const { return int(players_.size()); }
    const MasterPlayer& player(int id) const;  // an empty player when out of range
    int red_player(int game) const { return int(games_.at(size_t(game)).red); }
    int black_player(int game) const { return int(games_.at(size_t(game)).black); }
    int year(int game) const { return games_.at(size_t(game)).year; }
    const std::string& ecco(int game) const {  // "" when unknown
        return collection_.games.at(size_t(game)).ecco_code;
    }

    // The moves played from the position (Position::key()), each game counted once, where it
    // first reached it; most played first (ties: move order).
    std::vector<MasterMoveStats> next_moves(uint64_t position_key) const;
    // The games through the position, newest first (unknown years last), at most `limit`.
    std::vector<MasterHit> games_through(uint64_t position_key, size_t limit) const;
    // A PGN text of the game: tags in the current language, with its ECCO code.
    std::string game_pgn(int game) const;

  private:
    struct GameIds {
        uint32_t red = 0, black = 0, event = 0, site = 0;
        int year = 0;
        GameOutcome outcome = GameOutcome::UNKNOWN;
    };
    struct ReplayPart {
        std::vector<MaterialSpan> material;
        std::string error;  // the first illegal move met
    };
    void clear();
    // Games [first, last) played into collection_ (keys, moves and games already sized).
    void replay(MasterDbData& data, size_t first, size_t last, ReplayPart& out);
    void build_index();
    int game_of(uint32_t position) const;
    // Where the key's positions are in index_: [first, second).
    std::pair<size_t, size_t> range_of(uint64_t key) const;
    // The first visit of each game to the key: position indices into collection_.keys.
    template <typename F>
    void for_each_first_visit(uint64_t key, F&& f) const;

    std::vector<MasterText> strings_;
    std::vector<MasterPlayer> players_;
    std::vector<GameIds> games_;
    std::vector<uint32_t> game_start_;  // collection_.games[i].key_begin, packed for searching
    Collection collection_;
    bool chinese_ = true;
    bool years_rise_ = true;  // the games are in the order of their years (unknown first)
    // Every position (an index into collection_.keys) sorted by key, then by position; bucket_
    // holds where each value of the key's top 16 bits starts.
    std::vector<uint32_t> index_;
    std::vector<uint32_t> bucket_;
};

// The PGN of a master game from the collection (its tags as the collection labels them).
std::string masters_game_pgn(const Collection& collection, size_t game);

// The language of the names when open_collection opens a master database (the Collections
// tab): the UI sets its own; simplified Chinese until then. Safe to call from any thread.
void set_masters_collection_language(bool chinese);
bool masters_collection_chinese();

// Is this path a master database (by its extension, any case)?
bool is_master_db_path(const std::string& path);

}  // namespace xq
