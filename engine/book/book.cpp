#include "book/book.h"

#include <algorithm>
#include <cstring>
#include <fstream>

#include "platform/atomic_file.h"
#include "platform/shipped_asset.h"

namespace xq {

namespace {

constexpr char MAGIC[8] = {'X', 'Q', 'B', 'O', 'O', 'K', '1', '\0'};
constexpr size_t HEADER_BYTES = 8 + 8 + 4;
constexpr size_t ENTRY_BYTES = 8 + 2 + 2;
constexpr uint32_t MAX_ENTRIES = 1u << 24;  // 192 MB: far beyond any book we make

template <typename T>
void put(std::string& out, T v) {
    for (size_t i = 0; i < sizeof(T); ++i) out += char(uint8_t(uint64_t(v) >> (8 * i)));
}

template <typename T>
T get(const unsigned char* p) {
    uint64_t v = 0;
    for (size_t i = 0; i < sizeof(T); ++i) v |= uint64_t(p[i]) << (8 * i);
    return T(v);
}

bool fail(std::string* error, const std::string& text) {
    if (error) *error = text;
    return false;
}

bool by_key_then_weight(const BookEntry& a, const BookEntry& b) {
    return a.key != b.key ? a.key < b.key : a.weight > b.weight;
}

}  // namespace

bool Book::load(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(error, "cannot open the opening book " + path);
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return read(data, path, error);
}

bool Book::read(std::string_view data, const std::string& path, std::string* error) {
    const auto* p = reinterpret_cast<const unsigned char*>(data.data());
    if (data.size() < HEADER_BYTES || std::memcmp(p, MAGIC, sizeof MAGIC) != 0)
        return fail(error, path + " is not an opening book (no XQBOOK1 header)");
    if (get<uint64_t>(p + 8) != Position().key())
        return fail(error, path + " was made with other position keys; remake it (docs/book.md)");
    const uint32_t count = get<uint32_t>(p + 16);
    if (count > MAX_ENTRIES || data.size() != HEADER_BYTES + size_t(count) * ENTRY_BYTES)
        return fail(error, path + " is truncated or damaged (" + std::to_string(data.size()) +
                               " bytes for " + std::to_string(count) + " entries)");
    std::vector<BookEntry> entries(count);
    for (uint32_t i = 0; i < count; ++i) {
        const unsigned char* e = p + HEADER_BYTES + size_t(i) * ENTRY_BYTES;
        entries[i] = {get<uint64_t>(e), Move(get<uint16_t>(e + 8)), get<uint16_t>(e + 10)};
    }
    if (!std::is_sorted(entries.begin(), entries.end(), by_key_then_weight))
        return fail(error, path + " is damaged (entries out of order)");
    entries_ = std::move(entries);
    return true;
}

bool Book::save(const std::string& path, std::string* error) const {
    std::string out(MAGIC, sizeof MAGIC);
    put<uint64_t>(out, Position().key());
    put<uint32_t>(out, uint32_t(entries_.size()));
    for (const BookEntry& e : entries_) {
        put<uint64_t>(out, e.key);
        put<uint16_t>(out, uint16_t(e.move));
        put<uint16_t>(out, e.weight);
    }
    std::string why;
    if (!write_file_atomic(path, out, &why))
        return fail(error, "cannot write the opening book " + path + " (" + why + ")");
    return true;
}

void Book::add(uint64_t key, Move move, uint16_t weight) {
    if (weight > 0) entries_.push_back({key, move, weight});
}

void Book::finish() {
    std::sort(entries_.begin(), entries_.end(), [](const BookEntry& a, const BookEntry& b) {
        return a.key != b.key ? a.key < b.key : a.move < b.move;
    });
    std::vector<BookEntry> merged;
    for (const BookEntry& e : entries_) {
        if (!merged.empty() && merged.back().key == e.key && merged.back().move == e.move)
            merged.back().weight = uint16_t(std::min(65535, merged.back().weight + e.weight));
        else
            merged.push_back(e);
    }
    std::sort(merged.begin(), merged.end(), by_key_then_weight);
    entries_ = std::move(merged);
}

std::vector<BookEntry> Book::moves(const Position& pos) const {
    const uint64_t key = pos.key();
    auto it = std::lower_bound(entries_.begin(), entries_.end(), key,
                               [](const BookEntry& e, uint64_t k) { return e.key < k; });
    std::vector<BookEntry> out;
    for (; it != entries_.end() && it->key == key; ++it)
        if (pos.is_legal(it->move)) out.push_back(*it);  // a key collision must not play
    return out;
}

Move Book::pick(const Position& pos, std::mt19937_64& rng) const {
    const std::vector<BookEntry> candidates = moves(pos);
    uint64_t total = 0;
    for (const BookEntry& e : candidates) total += e.weight;
    if (total == 0) return MOVE_NONE;
    uint64_t r = std::uniform_int_distribution<uint64_t>(0, total - 1)(rng);
    for (const BookEntry& e : candidates) {
        if (r < e.weight) return e.move;
        r -= e.weight;
    }
    return candidates.front().move;
}

std::string default_book_path() {
    return find_shipped_asset("book.bin");
}

}  // namespace xq
