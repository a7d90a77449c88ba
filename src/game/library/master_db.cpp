#include "game/library/master_db.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <thread>

#include "formats/iccs.h"
#include "formats/opening_name.h"
#include "game/files/storage.h"

namespace xq {

namespace {

constexpr int KEY_BUCKET_BITS = 16;
constexpr size_t OPENING_NAME_PLIES = 24;

uint32_t bucket_of(uint64_t key) {
    return uint32_t(key >> (64 - KEY_BUCKET_BITS));
}

const std::string& label(const MasterText& t, bool chinese) {
    return chinese || t.en.empty() ? t.zh : t.en;
}

}  // namespace

void MasterDb::clear() {
    strings_.clear();
    players_.clear();
    games_.clear();
    game_start_.clear();
    collection_ = {};
    collection_.kind = CollectionKind::MASTERS;
    index_.clear();
    bucket_.clear();
}

bool MasterDb::load(const std::string& path, std::string* error) {
    std::string bytes, why;
    MasterDbData data;
    if (!read_file(path, bytes, error)) {  // its message names the path
        clear();
        return false;
    }
    if (!decode_master_db(bytes, data, &why)) {
        clear();
        if (error) *error = path + ": " + why;
        return false;
    }
    bytes = {};
    return load_data(std::move(data), path, error);
}

bool MasterDb::load_data(MasterDbData data, const std::string& path, std::string* error) {
    clear();
    years_rise_ = true;
    for (size_t i = 0; i < data.games.size(); ++i) {
        const MasterGameEntry& g = data.games[i];
        if (g.red >= data.players.size() || g.black >= data.players.size() ||
            g.event >= data.strings.size() || g.site >= data.strings.size()) {
            if (error) *error = path + ": game " + std::to_string(i) + ": an id out of range";
            return false;
        }
    }
    for (const MasterPlayerEntry& p : data.players)
        if (p.name >= data.strings.size()) {
            if (error) *error = path + ": a player's string id out of range";
            return false;
        }
    Collection& c = collection_;
    c.path = path;
    const size_t n = data.games.size();
    c.games.resize(n);
    games_.resize(n);
    game_start_.resize(n);
    size_t positions = 0;
    for (size_t i = 0; i < n; ++i) {
        const MasterGameEntry& e = data.games[i];
        game_start_[i] = c.games[i].key_begin = uint32_t(positions);
        positions += e.moves.size() + 1;
        games_[i] = {e.red, e.black, e.event, e.site, e.year, e.result};
        if (i > 0 && e.year < games_[i - 1].year) years_rise_ = false;
    }
    c.keys.resize(positions);
    c.moves.resize(positions);
    // Playing every move is most of the loading: two threads, each on half of the positions.
    size_t half = 0;
    while (half < n && game_start_[half] < positions / 2) ++half;
    ReplayPart parts[2];
    parts[0].material.reserve(n + positions / 5);
    std::thread second([&] { replay(data, half, n, parts[1]); });
    replay(data, 0, half, parts[0]);
    second.join();
    for (const ReplayPart& part : parts)
        if (!part.error.empty()) {
            clear();
            if (error) *error = path + ": " + part.error;
            return false;
        }
    // The first half's spans were reserved for both halves (a game captures about a piece in
    // six plies): the second half's are appended without a copy of the whole.
    const size_t base = parts[0].material.size();
    c.material = std::move(parts[0].material);
    c.material.insert(c.material.end(), parts[1].material.begin(), parts[1].material.end());
    parts[1].material = {};
    for (size_t i = half; i < n; ++i) c.games[i].material_begin += uint32_t(base);
    data.games = {};  // its moves are in the collection now: memory for the index
    strings_ = std::move(data.strings);
    players_.reserve(data.players.size());
    for (const MasterPlayerEntry& p : data.players)
        players_.push_back({strings_[p.name].zh, strings_[p.name].en, p.rating, p.games});
    build_index();
    set_language(chinese_);
    return true;
}

void MasterDb::replay(MasterDbData& data, size_t first, size_t last, ReplayPart& out) {
    Collection& c = collection_;
    const Position start;
    for (size_t i = first; i < last; ++i) {
        MasterGameEntry& e = data.games[i];
        CollectionGame& g = c.games[i];
        g.date = std::move(e.date);
        g.outcome = e.result;
        g.ecco_code = std::move(e.ecco);
        // Only the first moves name an opening: the rest need not be spelt out.
        const size_t named = std::min<size_t>(e.moves.size(), OPENING_NAME_PLIES);
        const OpeningName name =
            opening_name({e.moves.begin(), e.moves.begin() + std::ptrdiff_t(named)});
        g.ecco = g.ecco_code.empty() ? name.ecco_group : g.ecco_code[0];
        g.opening_zh = name.chinese;
        g.opening_en = name.english;
        Position pos = start;
        g.material_begin = uint32_t(out.material.size());
        out.material.push_back({0, material_signature_of(pos)});
        size_t at = g.key_begin;
        for (size_t k = 0; k < e.moves.size(); ++k, ++at) {
            const Move m = e.moves[k];
            if (!pos.is_legal(m)) {
                out.error = "game " + std::to_string(i) + " ply " + std::to_string(k + 1) +
                            ": illegal move " + move_to_iccs(m);
                return;
            }
            c.keys[at] = pos.key();
            c.moves[at] = m;
            const bool capture = pos.is_capture(m);
            pos.do_move(m);
            if (capture) out.material.push_back({uint32_t(k + 1), material_signature_of(pos)});
        }
        c.keys[at] = pos.key();
        c.moves[at] = MOVE_NONE;
        g.plies = int(e.moves.size());
        g.key_count = uint32_t(e.moves.size() + 1);
        g.material_count = uint32_t(out.material.size() - g.material_begin);
        e.moves = {};
    }
}

void MasterDb::build_index() {
    const std::vector<uint64_t>& keys = collection_.keys;
    // A counting sort on the key's top bits, then each small bucket sorted on its own: no
    // temporary array of (key, position) pairs for the whole database.
    bucket_.assign((size_t(1) << KEY_BUCKET_BITS) + 1, 0);
    for (uint64_t k : keys) ++bucket_[bucket_of(k) + 1];
    for (size_t b = 1; b < bucket_.size(); ++b) bucket_[b] += bucket_[b - 1];
    index_.resize(keys.size());
    std::vector<uint32_t> next(bucket_.begin(), bucket_.end() - 1);
    for (size_t i = 0; i < keys.size(); ++i) index_[next[bucket_of(keys[i])]++] = uint32_t(i);
    next = {};
    const auto sort_buckets = [&](size_t first, size_t last) {
        std::vector<std::pair<uint64_t, uint32_t>> part;
        for (size_t b = first; b < last; ++b) {
            const uint32_t from = bucket_[b], to = bucket_[b + 1];
            if (to - from < 2) continue;
            part.clear();
            for (uint32_t i = from; i < to; ++i) part.push_back({keys[index_[i]], index_[i]});
            std::sort(part.begin(), part.end());
            for (uint32_t i = from; i < to; ++i) index_[i] = part[i - from].second;
        }
    };
    const size_t buckets = bucket_.size() - 1;
    size_t middle = 0;
    while (middle < buckets && bucket_[middle] < keys.size() / 2) ++middle;
    std::thread second(sort_buckets, middle, buckets);
    sort_buckets(0, middle);
    second.join();
}

std::pair<size_t, size_t> MasterDb::range_of(uint64_t key) const {
    if (bucket_.empty()) return {0, 0};
    const std::vector<uint64_t>& keys = collection_.keys;
    const auto first = index_.begin() + bucket_[bucket_of(key)];
    const auto last = index_.begin() + bucket_[bucket_of(key) + 1];
    const auto lo =
        std::lower_bound(first, last, key, [&](uint32_t pos, uint64_t k) { return keys[pos] < k; });
    const auto hi =
        std::upper_bound(lo, last, key, [&](uint64_t k, uint32_t pos) { return k < keys[pos]; });
    return {size_t(lo - index_.begin()), size_t(hi - index_.begin())};
}

template <typename F>
void MasterDb::for_each_first_visit(uint64_t key, F&& f) const {
    const auto [lo, hi] = range_of(key);
    // The positions of a key rise, so their games do: the game is found by walking forward.
    size_t game = 0;
    int previous = -1;
    for (size_t i = lo; i < hi; ++i) {
        const uint32_t pos = index_[i];
        while (game + 1 < game_start_.size() && game_start_[game + 1] <= pos) ++game;
        if (int(game) == previous) continue;  // a later visit of the same game
        previous = int(game);
        f(int(game), int(pos - game_start_[game]), pos);
    }
}

std::vector<MasterMoveStats> MasterDb::next_moves(uint64_t key) const {
    std::vector<MasterMoveStats> out;
    std::vector<std::pair<int, int>> years;  // per entry of `out`: sum and count
    for_each_first_visit(key, [&](int game, int ply, uint32_t pos) {
        const Move m = collection_.moves[pos];
        if (m == MOVE_NONE) return;
        size_t e = 0;
        while (e < out.size() && out[e].move != m) ++e;
        if (e == out.size()) {
            out.push_back({});
            out.back().move = m;
            years.push_back({0, 0});
        }
        MasterMoveStats& s = out[e];
        const GameIds& g = games_[size_t(game)];
        ++s.games;
        switch (g.outcome) {
            case GameOutcome::RED_WINS:
                ++s.red_wins;
                break;
            case GameOutcome::DRAW:
                ++s.draws;
                break;
            case GameOutcome::BLACK_WINS:
                ++s.black_wins;
                break;
            case GameOutcome::UNKNOWN:
                break;
        }
        if (g.year > 0) {
            years[e].first += g.year;
            ++years[e].second;
            s.last_year = std::max(s.last_year, g.year);
        }
        // Every game starts from the standard position: Red moves on even plies.
        const int mover = int(ply % 2 == 0 ? g.red : g.black);
        // The strongest first: a player of MASTER_ESTABLISHED_GAMES or more before one of
        // fewer (a rating from a handful of games says little), then by rating; no nameless one.
        const auto rank = [&](int id) {
            const MasterPlayer& p = players_[size_t(id)];
            return std::pair(p.games >= MASTER_ESTABLISHED_GAMES, p.rating);
        };
        if (!players_[size_t(mover)].zh.empty() &&
            std::find(s.players.begin(), s.players.end(), mover) == s.players.end()) {
            auto at = s.players.begin();
            while (at != s.players.end() && rank(*at) >= rank(mover)) ++at;
            if (at - s.players.begin() < 3) s.players.insert(at, mover);
            if (s.players.size() > 3) s.players.pop_back();
        }
    });
    for (size_t e = 0; e < out.size(); ++e)
        if (years[e].second > 0) out[e].average_year = double(years[e].first) / years[e].second;
    std::stable_sort(out.begin(), out.end(),
                     [](const MasterMoveStats& a, const MasterMoveStats& b) {
                         return a.games != b.games ? a.games > b.games : a.move < b.move;
                     });
    return out;
}

std::vector<MasterHit> MasterDb::games_through(uint64_t key, size_t limit) const {
    std::vector<MasterHit> hits;
    if (years_rise_) {
        // The file lists the games oldest first (unknown years before all, so they come last
        // here): newest first is the index read backwards, and a game's first visit is the last
        // of its run met.
        const auto [lo, hi] = range_of(key);
        size_t game = game_start_.size();
        for (size_t i = hi; i-- > lo;) {
            const uint32_t pos = index_[i];
            if (game < game_start_.size() && pos >= game_start_[game]) {
                hits.back().ply = int(pos - game_start_[game]);
                continue;
            }
            if (hits.size() == limit) break;
            game = size_t(game_of(pos));
            hits.push_back({int(game), int(pos - game_start_[game])});
        }
        return hits;
    }
    for_each_first_visit(key, [&](int game, int ply, uint32_t) { hits.push_back({game, ply}); });
    const auto newer = [&](const MasterHit& a, const MasterHit& b) {
        const int ya = games_[size_t(a.game)].year, yb = games_[size_t(b.game)].year;
        return ya != yb ? ya > yb : a.game > b.game;
    };
    const size_t n = std::min(limit, hits.size());
    std::partial_sort(hits.begin(), hits.begin() + std::ptrdiff_t(n), hits.end(), newer);
    hits.resize(n);
    return hits;
}

int MasterDb::game_of(uint32_t position) const {
    return int(std::upper_bound(game_start_.begin(), game_start_.end(), position) -
               game_start_.begin()) -
           1;
}

void MasterDb::set_language(bool chinese) {
    chinese_ = chinese;
    const auto name = [&](uint32_t id) -> const std::string& {
        const MasterPlayer& p = players_[id];
        return chinese || p.en.empty() ? p.zh : p.en;
    };
    for (size_t i = 0; i < games_.size(); ++i) {
        const GameIds& ids = games_[i];
        CollectionGame& g = collection_.games[i];
        g.red = name(ids.red);
        g.black = name(ids.black);
        g.event = label(strings_[ids.event], chinese);
        g.site = label(strings_[ids.site], chinese);
    }
}

Collection MasterDb::take_collection() {
    Collection c = std::move(collection_);
    clear();
    return c;
}

const MasterPlayer& MasterDb::player(int id) const {
    static const MasterPlayer none;
    return id >= 0 && size_t(id) < players_.size() ? players_[size_t(id)] : none;
}

std::string MasterDb::game_pgn(int game) const {
    return masters_game_pgn(collection_, size_t(game));
}

namespace {
std::atomic<bool> masters_in_chinese{true};
}  // namespace

void set_masters_collection_language(bool chinese) {
    masters_in_chinese = chinese;
}

bool masters_collection_chinese() {
    return masters_in_chinese;
}

bool is_master_db_path(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    for (char& ch : ext)
        if (ch >= 'A' && ch <= 'Z') ch = char(ch - 'A' + 'a');
    return ext == ".xqm";
}

}  // namespace xq
