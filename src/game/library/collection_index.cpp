#include "game/library/collection_index.h"

#include <cstring>
#include <filesystem>
#include <fstream>

#include "game/files/storage.h"

namespace xq {

namespace {

constexpr char MAGIC[8] = {'X', 'Q', 'I', 'D', 'X', '\n', '\x1a', '\0'};
constexpr size_t HEAD_BYTES = 64 * 1024;

// A fast 64-bit hash, eight bytes at a time (the index may be tens of megabytes).
uint64_t hash_bytes(const char* data, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        std::memcpy(&w, data + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    for (; i < n; ++i) h = (h ^ uint8_t(data[i])) * 0x100000001B3ull;
    return h ^ (h >> 29);
}

class Writer {
  public:
    template <typename T>
    void put(T v) {
        out.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void put_string(const std::string& s) {
        put(uint32_t(s.size()));
        out += s;
    }
    template <typename T>
    void put_array(const std::vector<T>& v) {
        out.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
    }
    std::string out;
};

class Reader {
  public:
    explicit Reader(const std::string& s) : s_(s) {}
    template <typename T>
    bool get(T& v) {
        if (s_.size() - at_ < sizeof v) return false;
        std::memcpy(&v, s_.data() + at_, sizeof v);
        at_ += sizeof v;
        return true;
    }
    bool get_string(std::string& v) {
        uint32_t n;
        if (!get(n) || s_.size() - at_ < n) return false;
        v.assign(s_.data() + at_, n);
        at_ += n;
        return true;
    }
    template <typename T>
    bool get_array(std::vector<T>& v, uint64_t n) {
        if ((s_.size() - at_) / sizeof(T) < n) return false;
        v.resize(size_t(n));
        // An empty vector's data() may be null, which memcpy must not get even for no bytes.
        if (n > 0) std::memcpy(v.data(), s_.data() + at_, size_t(n) * sizeof(T));
        at_ += size_t(n) * sizeof(T);
        return true;
    }
    size_t at() const { return at_; }

  private:
    const std::string& s_;
    size_t at_ = 0;
};

}  // namespace

uint64_t index_checksum(const char* data, size_t size) {
    return hash_bytes(data, size);
}

std::string index_path_of(const std::string& collection_path) {
    return collection_path + ".xqidx";
}

bool stamp_of(const std::string& path, FileStamp& out) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) return false;
    const auto time = std::filesystem::last_write_time(path, ec);
    if (ec) return false;
    std::ifstream in(path, std::ios::binary);
    std::string head(HEAD_BYTES, '\0');
    in.read(head.data(), std::streamsize(head.size()));
    head.resize(size_t(in.gcount()));
    out.size = uint64_t(size);
    out.mtime = int64_t(time.time_since_epoch().count());
    out.head_hash = hash_bytes(head.data(), head.size());
    return true;
}

std::string encode_index(const Collection& c, const FileStamp& stamp) {
    Writer w;
    w.out.append(MAGIC, sizeof MAGIC);
    w.put(COLLECTION_INDEX_VERSION);
    w.put(uint8_t(c.kind));
    w.put(stamp.size);
    w.put(stamp.mtime);
    w.put(stamp.head_hash);
    w.put(uint64_t(c.games.size()));
    w.put(uint64_t(c.keys.size()));
    w.put(uint64_t(c.material.size()));
    for (const CollectionGame& g : c.games) {
        for (const std::string* s :
             {&g.red, &g.black, &g.event, &g.date, &g.opening_zh, &g.opening_en, &g.file, &g.error})
            w.put_string(*s);
        w.put(uint8_t(g.outcome));
        w.put(g.ecco);
        w.put(int32_t(g.plies));
        w.put(g.offset);
        w.put(g.length);
        w.put(int32_t(g.line));
        w.put(g.key_begin);
        w.put(g.key_count);
        w.put(g.material_begin);
        w.put(g.material_count);
    }
    w.put_array(c.keys);
    w.put_array(c.moves);
    for (const MaterialSpan& m : c.material) {
        w.put(m.ply);
        w.put(m.signature);
    }
    w.put(hash_bytes(w.out.data(), w.out.size()));
    return std::move(w.out);
}

bool decode_index(const std::string& bytes, const FileStamp& stamp, Collection& out) {
    if (bytes.size() < sizeof MAGIC + 8 || std::memcmp(bytes.data(), MAGIC, sizeof MAGIC) != 0)
        return false;
    uint64_t sum;
    std::memcpy(&sum, bytes.data() + bytes.size() - 8, 8);
    if (sum != hash_bytes(bytes.data(), bytes.size() - 8)) return false;
    Reader r(bytes);
    char magic[sizeof MAGIC];
    uint32_t version;
    uint8_t kind;
    FileStamp s;
    uint64_t games, keys, material;
    if (!r.get(magic) || !r.get(version) || version != COLLECTION_INDEX_VERSION || !r.get(kind) ||
        kind != uint8_t(out.kind) || !r.get(s.size) || !r.get(s.mtime) || !r.get(s.head_hash) ||
        !(s == stamp) || !r.get(games) || !r.get(keys) || !r.get(material))
        return false;
    if (games > bytes.size() || keys > bytes.size() || material > bytes.size()) return false;
    Collection c;
    c.path = out.path;
    c.kind = out.kind;
    c.stamp = stamp;
    c.games.resize(size_t(games));
    for (CollectionGame& g : c.games) {
        uint8_t outcome;
        int32_t plies, line;
        for (std::string* f :
             {&g.red, &g.black, &g.event, &g.date, &g.opening_zh, &g.opening_en, &g.file, &g.error})
            if (!r.get_string(*f)) return false;
        if (!r.get(outcome) || outcome > uint8_t(GameOutcome::BLACK_WINS) || !r.get(g.ecco) ||
            !r.get(plies) || !r.get(g.offset) || !r.get(g.length) || !r.get(line) ||
            !r.get(g.key_begin) || !r.get(g.key_count) || !r.get(g.material_begin) ||
            !r.get(g.material_count))
            return false;
        if (uint64_t(g.key_begin) + g.key_count > keys ||
            uint64_t(g.material_begin) + g.material_count > material || plies < 0)
            return false;
        g.outcome = GameOutcome(outcome);
        g.plies = plies;
        g.line = line;
    }
    if (!r.get_array(c.keys, keys) || !r.get_array(c.moves, keys)) return false;
    c.material.resize(size_t(material));
    for (MaterialSpan& m : c.material)
        if (!r.get(m.ply) || !r.get(m.signature)) return false;
    if (r.at() != bytes.size() - 8) return false;
    out = std::move(c);
    return true;
}

bool load_index(Collection& c) {
    FileStamp stamp;
    std::string bytes;
    if (!stamp_of(c.path, stamp) || !read_file(index_path_of(c.path), bytes, nullptr)) return false;
    return decode_index(bytes, stamp, c);
}

bool save_index(Collection& c, std::string* error) {
    if (!stamp_of(c.path, c.stamp)) {
        if (error) *error = "cannot read " + c.path;
        return false;
    }
    return write_file_atomic(index_path_of(c.path), encode_index(c, c.stamp), error);
}

}  // namespace xq
