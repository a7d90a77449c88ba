#include "game/library/master_db_format.h"

#include <algorithm>

namespace xq {

namespace {

// Little-endian whatever the machine: the file is shipped.
class MasterBytesOut {
  public:
    void u8(unsigned v) { out.push_back(char(uint8_t(v))); }
    void u16(unsigned v) {
        u8(v & 0xff);
        u8((v >> 8) & 0xff);
    }
    void u32(uint32_t v) {
        u16(v & 0xffff);
        u16(v >> 16);
    }
    void text16(const std::string& s) {
        const size_t n = std::min<size_t>(s.size(), 0xffff);
        u16(unsigned(n));
        out.append(s, 0, n);
    }
    std::string out;
};

class MasterBytesIn {
  public:
    explicit MasterBytesIn(std::string_view s) : s_(s) {}
    bool u8(uint32_t& v) {
        if (at_ >= s_.size()) return false;
        v = uint8_t(s_[at_++]);
        return true;
    }
    bool u16(uint32_t& v) {
        uint32_t lo, hi;
        if (!u8(lo) || !u8(hi)) return false;
        v = lo | hi << 8;
        return true;
    }
    bool u32(uint32_t& v) {
        uint32_t lo, hi;
        if (!u16(lo) || !u16(hi)) return false;
        v = lo | hi << 16;
        return true;
    }
    bool text(std::string& v, uint32_t n) {
        if (s_.size() - at_ < n) return false;
        v.assign(s_.data() + at_, n);
        at_ += n;
        return true;
    }
    bool text16(std::string& v) {
        uint32_t n;
        return u16(n) && text(v, n);
    }
    size_t at() const { return at_; }
    size_t left() const { return s_.size() - at_; }

  private:
    std::string_view s_;
    size_t at_ = 0;
};

bool fail(std::string* error, const std::string& why) {
    if (error) *error = why;
    return false;
}

}  // namespace

std::string encode_master_db(const MasterDbData& d) {
    MasterBytesOut w;
    w.out.append(MASTER_DB_MAGIC, sizeof MASTER_DB_MAGIC);
    w.u32(MASTER_DB_VERSION);
    w.u32(uint32_t(d.strings.size()));
    w.u32(uint32_t(d.players.size()));
    w.u32(uint32_t(d.games.size()));
    for (const MasterText& s : d.strings) {
        w.text16(s.zh);
        w.text16(s.en);
    }
    for (const MasterPlayerEntry& p : d.players) {
        w.u32(p.name);
        w.u16(unsigned(std::clamp(p.rating, 0, 0xffff)));
        w.u32(uint32_t(p.games));
    }
    for (const MasterGameEntry& g : d.games) {
        w.u32(g.red);
        w.u32(g.black);
        w.u32(g.event);
        w.u32(g.site);
        const size_t date = std::min<size_t>(g.date.size(), 0xff);
        w.u8(unsigned(date));
        w.out.append(g.date, 0, date);
        w.u16(unsigned(std::clamp(g.year, 0, 0xffff)));
        w.u8(unsigned(g.result));
        for (int i = 0; i < 3; ++i) w.u8(i < int(g.ecco.size()) ? uint8_t(g.ecco[size_t(i)]) : 0);
        const size_t plies = std::min<size_t>(g.moves.size(), 0xffff);
        w.u16(unsigned(plies));
        for (size_t i = 0; i < plies; ++i) {
            w.u8(unsigned(from_sq(g.moves[i])));
            w.u8(unsigned(to_sq(g.moves[i])));
        }
    }
    return std::move(w.out);
}

bool decode_master_db(std::string_view bytes, MasterDbData& out, std::string* error) {
    out = {};
    if (bytes.size() < sizeof MASTER_DB_MAGIC ||
        !std::equal(MASTER_DB_MAGIC, MASTER_DB_MAGIC + sizeof MASTER_DB_MAGIC, bytes.begin()))
        return fail(error, "not a master database (bad magic)");
    MasterBytesIn r(bytes.substr(sizeof MASTER_DB_MAGIC));
    uint32_t version, strings, players, games;
    if (!r.u32(version)) return fail(error, "truncated in the header");
    if (version > MASTER_DB_VERSION)
        return fail(error, "written by a newer version (" + std::to_string(version) +
                               "; this program reads up to " + std::to_string(MASTER_DB_VERSION) +
                               ")");
    if (version == 0) return fail(error, "bad version 0");
    if (!r.u32(strings) || !r.u32(players) || !r.u32(games))
        return fail(error, "truncated in the header");
    // Each entry takes some bytes: counts beyond the file are damage, not a reason to allocate.
    if (strings > r.left() / 4 || players > r.left() / 10 || games > r.left() / 22)
        return fail(error, "truncated: the counts do not fit the file");
    MasterDbData d;
    d.strings.resize(strings);
    for (uint32_t i = 0; i < strings; ++i)
        if (!r.text16(d.strings[i].zh) || !r.text16(d.strings[i].en))
            return fail(error, "truncated in string " + std::to_string(i));
    d.players.resize(players);
    for (uint32_t i = 0; i < players; ++i) {
        uint32_t name, rating, count;
        if (!r.u32(name) || !r.u16(rating) || !r.u32(count))
            return fail(error, "truncated in player " + std::to_string(i));
        if (name >= strings)
            return fail(error, "player " + std::to_string(i) + ": string id " +
                                   std::to_string(name) + " out of range (" +
                                   std::to_string(strings) + " strings)");
        d.players[i] = {name, int(rating), int(count)};
    }
    d.games.resize(games);
    for (uint32_t i = 0; i < games; ++i) {
        MasterGameEntry& g = d.games[i];
        const std::string where = "game " + std::to_string(i);
        uint32_t date_length, year, result, plies;
        if (!r.u32(g.red) || !r.u32(g.black) || !r.u32(g.event) || !r.u32(g.site) ||
            !r.u8(date_length) || !r.text(g.date, date_length) || !r.u16(year) || !r.u8(result))
            return fail(error, "truncated in " + where);
        for (uint32_t id : {g.red, g.black})
            if (id >= players)
                return fail(error, where + ": player id " + std::to_string(id) + " out of range (" +
                                       std::to_string(players) + " players)");
        for (uint32_t id : {g.event, g.site})
            if (id >= strings)
                return fail(error, where + ": string id " + std::to_string(id) + " out of range (" +
                                       std::to_string(strings) + " strings)");
        if (result > uint32_t(GameOutcome::BLACK_WINS))
            return fail(error, where + ": bad result " + std::to_string(result));
        g.year = int(year);
        g.result = GameOutcome(result);
        for (int k = 0; k < 3; ++k) {
            uint32_t c;
            if (!r.u8(c)) return fail(error, "truncated in " + where);
            if (c) g.ecco += char(c);
        }
        if (!r.u16(plies) || r.left() / 2 < plies) return fail(error, "truncated in " + where);
        g.moves.resize(plies);
        for (uint32_t k = 0; k < plies; ++k) {
            uint32_t from = 0, to = 0;
            r.u8(from);
            r.u8(to);
            if (from >= SQUARE_NB || to >= SQUARE_NB)
                return fail(error,
                            where + " ply " + std::to_string(k + 1) + ": a square off the board");
            g.moves[k] = make_move(Square(from), Square(to));
        }
    }
    if (r.left() != 0) return fail(error, std::to_string(r.left()) + " bytes after the last game");
    out = std::move(d);
    return true;
}

}  // namespace xq
