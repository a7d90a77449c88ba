// Makes the master database (assets/masters.xqm, docs/masters.md) from folders of game files:
// every .pgn read with the game's own reader, the unusable games dropped (unreadable, another
// start, under 10 plies), copies of a game merged, names cleaned, made simplified and spelt in
// pinyin, and each player rated from the games.
//   cmake --build build --target make_master_db
//   scripts/masters_tables.sh /tmp/tables
//   build/make_master_db --out assets/masters.xqm --t2s /tmp/tables/t2s.txt
//       --pinyin /tmp/tables/pinyin.txt Chinese-Chess-Practical-Dataset/Dataset/對局/大師對局
//   build/make_master_db --bench --out assets/masters.xqm   # load and query times, memory
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "formats/iccs.h"
#include "formats/read_game_file.h"
#include "game/library/master_db.h"
#include "master_names.h"
#include "master_ratings.h"
#include "platform/atomic_file.h"
#include "util/command_line.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

constexpr size_t MIN_PLIES = 10;

struct SourceGame {
    SourceName red, black, event, site;
    std::string date, ecco;
    int year = 0;
    GameOutcome result = GameOutcome::UNKNOWN;
    std::vector<Move> moves;
    SourceName title_red, title_black;  // players read from the event, for a game without them
    bool players_from_title = false;    // the players are title_red and title_black
    bool red_after_team = false, black_after_team = false;  // a team stood before the name

    // Tags with a value: of two copies the fuller one is kept.
    int filled() const {
        int n = result != GameOutcome::UNKNOWN;
        for (const std::string* s : {&red.zh, &black.zh, &event.zh, &site.zh, &date, &ecco})
            n += !s->empty();
        return n;
    }
};

// Two copies of a game: the same moves, and the same players where both name them.
bool same_game(const SourceGame& a, const SourceGame& b) {
    const auto same = [](const SourceName& x, const SourceName& y) {
        return x.zh.empty() || y.zh.empty() || x.zh == y.zh;
    };
    return same(a.red, b.red) && same(a.black, b.black);
}

// The fuller copy, with what only the other one has.
void merge_into(SourceGame& kept, SourceGame&& other) {
    if (other.filled() > kept.filled()) std::swap(kept, other);
    for (auto field : {&SourceGame::red, &SourceGame::black, &SourceGame::event, &SourceGame::site})
        if ((kept.*field).zh.empty()) kept.*field = other.*field;
    if (kept.date.empty()) kept.date = other.date, kept.year = other.year;
    if (kept.ecco.empty()) kept.ecco = other.ecco;
    if (kept.result == GameOutcome::UNKNOWN) kept.result = other.result;
}

// Players' names without the province, city or team written before them: first the known
// ones, then any prefix before another player's name (one seen at least 3 times on its own).
// `titles_only`: only the names taken from events are changed.
void strip_regions(std::vector<SourceGame>& games, bool titles_only) {
    std::map<std::string, int> count;
    for (SourceGame& g : games)
        for (SourceName* n : {&g.red, &g.black}) {
            if (!titles_only || g.players_from_title)
                *n = n->without_first(region_prefix_length(n->zh));
            ++count[n->zh];
        }
    std::map<std::string, size_t> prefix;
    for (const auto& [name, n] : count) {
        const std::vector<std::string> chars = utf8_characters(name);
        for (size_t p = 1; chars.size() >= 4 && p + 2 <= chars.size(); ++p) {
            std::string rest;
            for (size_t i = p; i < chars.size(); ++i) rest += chars[i];
            if (const auto it = count.find(rest); it != count.end() && it->second >= 3) {
                prefix[name] = p;
                break;
            }
        }
    }
    for (SourceGame& g : games) {
        if (titles_only && !g.players_from_title) continue;
        for (SourceName* n : {&g.red, &g.black})
            if (const auto it = prefix.find(n->zh); it != prefix.end())
                *n = n->without_first(it->second);
    }
}

// Names a source cut short ("广东王老吉 许银") made whole (许银川); returns "cut → whole" pairs.
std::vector<std::string> complete_cut_names(std::vector<SourceGame>& games) {
    std::unordered_map<std::string, NameUse> uses;
    std::unordered_map<std::string, SourceName> named;
    for (const SourceGame& g : games)
        for (const auto& [n, after_team] :
             {std::pair{&g.red, g.red_after_team}, std::pair{&g.black, g.black_after_team}}) {
            NameUse& use = uses[n->zh];
            ++use.games;
            use.alone += !after_team;
            named.try_emplace(n->zh, *n);  // copied for a name seen first only
        }
    const std::unordered_map<std::string, std::string> whole = whole_names_of_cut_ones(uses);
    for (SourceGame& g : games)
        for (SourceName* n : {&g.red, &g.black})
            if (const auto it = whole.find(n->zh); it != whole.end()) *n = named.at(it->second);
    std::vector<std::string> pairs;
    pairs.reserve(whole.size());
    for (const auto& [cut, name] : whole) pairs.push_back(cut + " → " + name);
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

// Player fields that hold a team alone ([Black "江苏汤沟两相和"]) take the player the event
// names after that team; returns how many fields changed.
int players_for_teams(std::vector<SourceGame>& games) {
    std::unordered_map<std::string, NameUse> uses;
    for (const SourceGame& g : games)
        for (const SourceName* n : {&g.red, &g.black}) ++uses[n->zh].games;
    int changed = 0;
    for (SourceGame& g : games)
        for (const auto& [n, after_team] :
             {std::pair{&g.red, &g.red_after_team}, std::pair{&g.black, &g.black_after_team}})
            if (SourceName player = player_after_team(g.event, n->zh, uses); !player.zh.empty()) {
                *n = std::move(player);
                *after_team = true;
                ++changed;
            }
    return changed;
}

// Names in Latin letters ("LV Qin") become the player whose name in pinyin they spell, when
// exactly one player of at least 10 games with a Chinese name does.
void latin_names_to_players(std::vector<SourceGame>& games, const CharTable& pinyin) {
    std::map<std::string, int> count;
    std::map<std::string, SourceName> named;
    for (const SourceGame& g : games)
        for (const SourceName* n : {&g.red, &g.black})
            if (++count[n->zh] == 1) named[n->zh] = *n;
    std::map<std::string, std::vector<const SourceName*>> by_key;
    for (const auto& [zh, n] : count) {
        const SourceName& name = named[zh];
        if (n >= 10 && !zh.empty() && !latin_only(zh))
            by_key[latin_name_key(person_in_pinyin(name.trad, pinyin))].push_back(&name);
    }
    for (SourceGame& g : games)
        for (SourceName* n : {&g.red, &g.black}) {
            if (!latin_only(n->zh)) continue;
            if (const auto it = by_key.find(latin_name_key(n->zh));
                it != by_key.end() && it->second.size() == 1)
                *n = *it->second.front();
        }
}

std::string bytes_of(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

GameOutcome outcome_of_result(const std::string& result) {
    if (result == RESULT_RED_WINS) return GameOutcome::RED_WINS;
    if (result == RESULT_BLACK_WINS) return GameOutcome::BLACK_WINS;
    if (result == RESULT_DRAW) return GameOutcome::DRAW;
    return GameOutcome::UNKNOWN;
}

bool is_ecco(const std::string& s) {
    return s.size() == 3 && s[0] >= 'A' && s[0] <= 'E' && s[1] >= '0' && s[1] <= '9' &&
           s[2] >= '0' && s[2] <= '9';
}

std::vector<fs::path> pgn_files(const std::vector<std::string>& folders, std::string* error) {
    std::vector<fs::path> files;
    for (const std::string& folder : folders) {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end;
             it.increment(ec)) {
            std::string ext = it->path().extension().string();
            for (char& c : ext)
                if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
            if (it->is_regular_file() && ext == ".pgn") files.push_back(it->path());
        }
        if (ec) {
            *error = "cannot read " + folder + ": " + ec.message();
            return {};
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The names in both forms, each stored once; string 0 is the empty name.
class StringTable {
  public:
    StringTable() { add({}, {}); }
    uint32_t add(const std::string& zh, const std::string& en) {
        const auto [it, fresh] = ids_.emplace(zh, uint32_t(strings.size()));
        if (fresh) strings.push_back({zh, en});
        return it->second;
    }
    std::vector<MasterText> strings;

  private:
    std::map<std::string, uint32_t> ids_;
};

long peak_memory_kib() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::atol(line.c_str() + 6);
    return -1;
}

double median_of(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Loads the database five times (the last one kept for the queries), then asks each query 20
// times: the medians and the slowest, and the process's peak memory.
int bench(const std::string& path) {
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::duration d) {
        return std::chrono::duration<double, std::milli>(d).count();
    };
    const long before = peak_memory_kib();
    std::vector<double> loads, cpu;
    MasterDb db;
    for (int i = 0; i < 5; ++i) {
        db = MasterDb();
        const Clock::time_point t0 = Clock::now();
        const std::clock_t c0 = std::clock();
        std::string error;
        if (!db.load(path, &error)) {
            std::fprintf(stderr, "make_master_db: %s\n", error.c_str());
            return 1;
        }
        loads.push_back(ms(Clock::now() - t0));
        cpu.push_back(1000.0 * double(std::clock() - c0) / CLOCKS_PER_SEC);
    }
    std::printf("games: %d, positions: %zu, material spans: %zu, players: %d\n", db.game_count(),
                db.collection().keys.size(), db.collection().material.size(), db.player_count());
    std::printf(
        "load: median %.0f ms, slowest %.0f ms of 5 (CPU time of all threads: median "
        "%.0f ms); peak memory: %ld KiB (%ld KiB before loading)\n",
        median_of(loads), *std::max_element(loads.begin(), loads.end()), median_of(cpu),
        peak_memory_kib(), before);
    Position pos;
    std::vector<std::pair<const char*, uint64_t>> keys{{"start", pos.key()}};
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) {
        pos.do_move(iccs_to_move(m));
        keys.push_back({m, pos.key()});
    }
    for (const auto& [name, key] : keys) {
        std::vector<double> moves_ms, games_ms;
        size_t moves = 0, games = 0;
        for (int i = 0; i < 20; ++i) {
            const Clock::time_point a = Clock::now();
            moves = db.next_moves(key).size();
            const Clock::time_point b = Clock::now();
            games = db.games_through(key, 100000).size();
            moves_ms.push_back(ms(b - a));
            games_ms.push_back(ms(Clock::now() - b));
        }
        std::printf(
            "after %-5s next_moves: %2zu moves, median %.2f ms, slowest %.2f ms; "
            "games_through: %5zu games, median %.2f ms, slowest %.2f ms\n",
            name, moves, median_of(moves_ms), *std::max_element(moves_ms.begin(), moves_ms.end()),
            games, median_of(games_ms), *std::max_element(games_ms.begin(), games_ms.end()));
    }
    return 0;
}

// What read_sources dropped, by reason.
struct SourceCounts {
    long unreadable = 0, other_start = 0, short_games = 0;
};

// The usable games of the files, their names cleaned and made simplified (`t2s`); the players
// of a game that names none in its tags read from its event.
std::vector<SourceGame> read_sources(const std::vector<fs::path>& files, const CharTable& t2s,
                                     SourceCounts& counts) {
    std::vector<SourceGame> read;
    for (const fs::path& p : files) {
        const PgnReadResult result = read_game_file(bytes_of(p));
        if (!result) {
            ++counts.unreadable;
            continue;
        }
        const GameRecord& r = result.record;
        if (!r.starts_from_standard_position()) {
            ++counts.other_start;
            continue;
        }
        SourceGame g;
        g.moves = r.moves();
        if (g.moves.size() < MIN_PLIES) {
            ++counts.short_games;
            continue;
        }
        g.red = source_name(person_name(r.tag("Red"), &g.red_after_team), t2s);
        g.black = source_name(person_name(r.tag("Black"), &g.black_after_team), t2s);
        g.event = source_name(clean_name(r.tag("Event"), false), t2s);
        g.site = source_name(clean_name(r.tag("Site"), false), t2s);
        g.date = clean_name(r.tag("Date"), false);
        g.year = year_in(g.date, g.event.trad);
        g.result = outcome_of_result(r.result);
        g.ecco = clean_name(r.tag("ECCO"), true);
        if (!is_ecco(g.ecco)) g.ecco.clear();
        if (g.red.zh.empty() && g.black.zh.empty())
            players_in_title(g.event, g.title_red, g.title_black);
        read.push_back(std::move(g));
    }
    return read;
}

// The moves of a game as a key.
std::string moves_key(const std::vector<Move>& moves) {
    return {reinterpret_cast<const char*>(moves.data()), moves.size() * sizeof(Move)};
}

// What merge_misspelt_copies did.
struct MisspeltMerge {
    long copies = 0;                   // games merged into another copy
    std::vector<std::string> aliases;  // "rarer → commoner" spellings made one player
};

// Copies of a long game that the first merge kept apart because the sources spell a player
// differently: the same moves over at least 40 plies, the same year where both copies have one,
// and names that may be one player (`pinyin`: a Latin spelling's key) on each side. Each side keeps
// the name the sources use most; two spellings met as one player in at least 3 games are one
// player in every game.
MisspeltMerge merge_misspelt_copies(std::vector<SourceGame>& games, const CharTable& pinyin) {
    constexpr size_t LONG_GAME = 40;
    std::unordered_map<std::string, int> uses;
    for (const SourceGame& g : games) ++uses[g.red.zh], ++uses[g.black.zh];
    const auto commoner = [&](const SourceName& a, const SourceName& b) {
        if (a.zh.empty() || b.zh.empty()) return a.zh.empty() ? b : a;
        return uses[b.zh] > uses[a.zh] ? b : a;
    };
    std::map<std::string, std::vector<size_t>> by_moves;
    for (size_t i = 0; i < games.size(); ++i)
        if (games[i].moves.size() >= LONG_GAME) by_moves[moves_key(games[i].moves)].push_back(i);
    std::vector<bool> gone(games.size(), false);
    MisspeltMerge result;
    // Two spellings met as one player of one game: (rarer, commoner) -> games.
    std::map<std::pair<std::string, std::string>, int> met;
    std::map<std::string, SourceName> named;
    const auto meet = [&](const SourceName& a, const SourceName& b, const SourceName& kept) {
        if (a.zh.empty() || b.zh.empty() || a.zh == b.zh) return;
        const SourceName& rarer = kept.zh == a.zh ? b : a;
        ++met[{rarer.zh, kept.zh}];
        named.try_emplace(kept.zh, kept);
    };
    for (const auto& [key, copies] : by_moves)
        for (size_t a = 0; a < copies.size(); ++a)
            for (size_t b = a + 1; b < copies.size() && !gone[copies[a]]; ++b) {
                SourceGame& kept = games[copies[a]];
                SourceGame& other = games[copies[b]];
                if (gone[copies[b]] || (kept.year && other.year && kept.year != other.year) ||
                    !may_be_one_player(kept.red, other.red, pinyin) ||
                    !may_be_one_player(kept.black, other.black, pinyin))
                    continue;
                SourceName red = commoner(kept.red, other.red);
                SourceName black = commoner(kept.black, other.black);
                meet(kept.red, other.red, red);
                meet(kept.black, other.black, black);
                merge_into(kept, std::move(other));
                kept.red = std::move(red);
                kept.black = std::move(black);
                gone[copies[b]] = true;
                ++result.copies;
            }
    // Spellings met as one player in at least 3 games are one player everywhere.
    constexpr int EVIDENCE = 3;
    std::map<std::string, std::string> alias;
    for (const auto& [pair, n] : met)
        if (n >= EVIDENCE && uses[pair.second] > uses[pair.first]) alias[pair.first] = pair.second;
    for (SourceGame& g : games)
        for (SourceName* name : {&g.red, &g.black}) {
            std::string whole = name->zh;
            for (int step = 0; step < 4 && alias.count(whole); ++step) whole = alias.at(whole);
            if (whole != name->zh) *name = named.at(whole);
        }
    for (const auto& [rarer, commoner_name] : alias)
        result.aliases.push_back(rarer + " → " + commoner_name);
    size_t next = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        if (gone[i]) continue;
        if (next != i) games[next] = std::move(games[i]);  // never onto itself: that empties it
        ++next;
    }
    games.resize(next);
    return result;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> folders;
    std::string out, t2s_path, pinyin_path;
    bool bench_only = false;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_master_db",
        "make_master_db: writes the master database (docs/masters.md) from every .pgn file under "
        "the folders, or with --bench times loading and querying the database at --out.",
        [&](CLI::App& app) {
            app.add_option("folders", folders, "folders of game files (searched recursively)");
            app.add_option("--out", out, "the database to write (or to time with --bench)")
                ->required();
            app.add_option("--t2s", t2s_path,
                           "lines 'traditional simplified', one per character "
                           "(scripts/masters_tables.sh)");
            app.add_option("--pinyin", pinyin_path,
                           "lines 'character reading' (scripts/masters_tables.sh)");
            app.add_flag("--bench", bench_only, "load --out and time it and its queries");
        });
    if (command_line.exit_code) return *command_line.exit_code;
    if (bench_only) return bench(out);
    if (folders.empty()) {
        std::fprintf(stderr, "make_master_db: no folder given\n");
        return 2;
    }
    std::string error;
    CharTable t2s, pinyin;
    if ((!t2s_path.empty() && !load_char_table(t2s_path, t2s, &error)) ||
        (!pinyin_path.empty() && !load_char_table(pinyin_path, pinyin, &error))) {
        std::fprintf(stderr, "make_master_db: %s\n", error.c_str());
        return 1;
    }
    const std::vector<fs::path> files = pgn_files(folders, &error);
    if (!error.empty()) {
        std::fprintf(stderr, "make_master_db: %s\n", error.c_str());
        return 1;
    }

    SourceCounts counts;
    std::vector<SourceGame> read = read_sources(files, t2s, counts);
    long merged = 0;
    const int teams_replaced = players_for_teams(read);
    strip_regions(read, false);
    latin_names_to_players(read, pinyin);
    const std::vector<std::string> completed = complete_cut_names(read);
    for (SourceGame& g : read) g.event = event_without_players(g.event, g.red.zh, g.black.zh);

    std::vector<SourceGame> games;
    std::map<std::string, std::vector<size_t>> by_moves;  // the moves -> indices into games
    for (SourceGame& g : read) {
        std::vector<size_t>& copies = by_moves[moves_key(g.moves)];
        const auto copy = std::find_if(copies.begin(), copies.end(),
                                       [&](size_t i) { return same_game(games[i], g); });
        if (copy == copies.end()) {
            copies.push_back(games.size());
            games.push_back(std::move(g));
        } else {
            ++merged;
            merge_into(games[*copy], std::move(g));
        }
    }
    read = {};
    by_moves.clear();
    // A game left without players takes them from its event, once the copies are merged (the
    // names a title gives are less reliable than the tags).
    for (SourceGame& g : games)
        if (g.red.zh.empty() && g.black.zh.empty() && !g.title_red.zh.empty()) {
            g.red = g.title_red;
            g.black = g.title_black;
            g.players_from_title = true;
        }
    strip_regions(games, true);
    const MisspeltMerge misspelt = merge_misspelt_copies(games, pinyin);
    for (SourceGame& g : games) g.event = event_without_players(g.event, g.red.zh, g.black.zh);
    // Oldest first, then by date text and event: the file lists the games in time order.
    std::stable_sort(games.begin(), games.end(), [](const SourceGame& a, const SourceGame& b) {
        return std::tie(a.year, a.date, a.event.zh) < std::tie(b.year, b.date, b.event.zh);
    });

    StringTable strings;
    MasterDbData data;
    std::map<uint32_t, uint32_t> player_of_string;
    const auto player = [&](const SourceName& name) {
        const uint32_t s = strings.add(name.zh, person_in_pinyin(name.trad, pinyin));
        const auto [it, fresh] = player_of_string.emplace(s, uint32_t(data.players.size()));
        if (fresh) data.players.push_back({s, 0, 0});
        ++data.players[it->second].games;
        return it->second;
    };
    std::vector<RatedGame> rated;
    for (SourceGame& g : games) {
        MasterGameEntry e;
        e.red = player(g.red);
        e.black = player(g.black);
        e.event = strings.add(g.event.zh, text_in_pinyin(g.event.trad, pinyin));
        e.site = strings.add(g.site.zh, text_in_pinyin(g.site.trad, pinyin));
        e.date = std::move(g.date);
        e.year = g.year;
        e.result = g.result;
        e.ecco = std::move(g.ecco);
        e.moves = std::move(g.moves);
        // Games of a player without a name tell nothing of anyone's strength.
        if (e.result != GameOutcome::UNKNOWN && !g.red.zh.empty() && !g.black.zh.empty())
            rated.push_back({int(e.red), int(e.black),
                             e.result == GameOutcome::RED_WINS ? 1.0
                             : e.result == GameOutcome::DRAW   ? 0.5
                                                               : 0.0});
        data.games.push_back(std::move(e));
    }
    const std::vector<int> ratings = fit_ratings(int(data.players.size()), rated);
    for (size_t i = 0; i < data.players.size(); ++i) data.players[i].rating = ratings[i];
    data.strings = std::move(strings.strings);

    const std::string bytes = encode_master_db(data);
    if (!write_file_atomic(out, bytes, &error)) {
        std::fprintf(stderr, "make_master_db: %s\n", error.c_str());
        return 1;
    }
    std::printf("files read: %zu\n", files.size());
    std::printf("dropped: %ld unreadable, %ld from another start, %ld under %zu plies\n",
                counts.unreadable, counts.other_start, counts.short_games, MIN_PLIES);
    std::printf("names cut short made whole: %zu", completed.size());
    for (size_t i = 0; i < completed.size(); ++i)
        std::printf("%s%s", i == 0 ? " (" : ", ", completed[i].c_str());
    std::printf("%s\n", completed.empty() ? "" : ")");
    std::printf("teams in a player's field replaced by the player: %d\n", teams_replaced);
    std::printf("duplicates merged: %ld, then %ld long games under other spellings\n", merged,
                misspelt.copies);
    std::printf("spellings made one player: %zu", misspelt.aliases.size());
    for (size_t i = 0; i < misspelt.aliases.size(); ++i)
        std::printf("%s%s", i == 0 ? " (" : ", ", misspelt.aliases[i].c_str());
    std::printf("%s\n", misspelt.aliases.empty() ? "" : ")");
    std::printf("games kept: %zu (%zu rated)\n", data.games.size(), rated.size());
    std::printf("players: %zu, strings: %zu\n", data.players.size(), data.strings.size());
    std::printf("file: %s, %zu bytes\n", out.c_str(), bytes.size());
    return 0;
}
