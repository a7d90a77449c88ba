#include "learn/experience.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include "platform/atomic_file.h"

namespace xq {

namespace {

constexpr char EXPERIENCE_MAGIC[4] = {'X', 'Q', 'E', 'X'};
constexpr uint16_t EXPERIENCE_VERSION = 1;
constexpr size_t EXPERIENCE_HEADER_BYTES = 16;
constexpr size_t EXPERIENCE_ENTRY_BYTES = 20;
constexpr size_t EXPERIENCE_CHECKSUM_BYTES = 8;

bool entry_before(const ExperienceEntry& a, const ExperienceEntry& b) {
    return a.key != b.key ? a.key < b.key : a.move < b.move;
}

// Which of two entries goes first when the table is over its cap.
bool evicted_before(const ExperienceEntry& a, const ExperienceEntry& b) {
    if (a.depth != b.depth) return a.depth < b.depth;
    if (a.seen != b.seen) return a.seen < b.seen;
    if (a.stamp != b.stamp) return a.stamp < b.stamp;
    return entry_before(a, b);
}

uint64_t experience_checksum(const std::string& bytes, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; ++i) {
        h ^= uint8_t(bytes[i]);
        h *= 0x100000001b3ull;
    }
    return h;
}

void put_le(std::string& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}

uint64_t get_le(const std::string& in, size_t at, int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= uint64_t(uint8_t(in[at + i])) << (8 * i);
    return v;
}

int16_t clamp_value(int v) {
    return int16_t(std::clamp(v, -EXPERIENCE_VALUE_LIMIT, EXPERIENCE_VALUE_LIMIT));
}

}  // namespace

const ExperienceEntry* Experience::find(uint64_t key, Move move) const {
    ExperienceEntry probe;
    probe.key = key;
    probe.move = move;
    auto it = std::lower_bound(entries_.begin(), entries_.end(), probe, entry_before);
    return it != entries_.end() && it->key == key && it->move == move ? &*it : nullptr;
}

bool Experience::has_position(uint64_t key) const {
    ExperienceEntry probe;
    probe.key = key;
    probe.move = MOVE_NONE;
    auto it = std::lower_bound(entries_.begin(), entries_.end(), probe, entry_before);
    return it != entries_.end() && it->key == key;
}

size_t Experience::positions() const {
    size_t n = 0;
    for (size_t i = 0; i < entries_.size(); ++i)
        if (i == 0 || entries_[i].key != entries_[i - 1].key) ++n;
    return n;
}

void Experience::learn(const ExperienceEntry& e) {
    ++clock_;
    auto it = std::lower_bound(entries_.begin(), entries_.end(), e, entry_before);
    if (it != entries_.end() && it->key == e.key && it->move == e.move) {
        if (e.depth >= it->depth) {
            it->value = clamp_value(e.value);
            it->depth = e.depth;
        }
        it->seen = uint16_t(std::min<int>(it->seen + std::max<int>(e.seen, 1), UINT16_MAX));
        it->stamp = clock_;
    } else {
        ExperienceEntry added = e;
        added.value = clamp_value(e.value);
        added.seen = std::max<uint16_t>(e.seen, 1);
        added.stamp = clock_;
        entries_.insert(it, added);
    }
    enforce_cap();
}

void Experience::learn(const std::vector<ExperienceEntry>& lessons) {
    for (const ExperienceEntry& e : lessons) learn(e);
}

void Experience::set_cap(size_t cap) {
    cap_ = cap;
    enforce_cap();
}

void Experience::enforce_cap() {
    if (entries_.size() <= cap_) return;
    std::vector<ExperienceEntry> order = entries_;
    const size_t drop = entries_.size() - cap_;
    std::nth_element(order.begin(), order.begin() + long(drop - 1), order.end(), evicted_before);
    const ExperienceEntry last_dropped = order[drop - 1];
    std::erase_if(entries_, [&](const ExperienceEntry& e) {
        return !evicted_before(last_dropped, e);  // e goes first or is the last to go
    });
}

std::string Experience::encode() const {
    std::string out;
    out.reserve(EXPERIENCE_HEADER_BYTES + entries_.size() * EXPERIENCE_ENTRY_BYTES +
                EXPERIENCE_CHECKSUM_BYTES);
    out.append(EXPERIENCE_MAGIC, 4);
    put_le(out, EXPERIENCE_VERSION, 2);
    put_le(out, 0, 2);
    put_le(out, entries_.size(), 4);
    put_le(out, clock_, 4);
    for (const ExperienceEntry& e : entries_) {
        put_le(out, e.key, 8);
        put_le(out, e.move, 2);
        put_le(out, uint16_t(e.value), 2);
        put_le(out, e.depth, 1);
        put_le(out, 0, 1);
        put_le(out, e.seen, 2);
        put_le(out, e.stamp, 4);
    }
    put_le(out, experience_checksum(out, out.size()), 8);
    return out;
}

std::optional<Experience> Experience::decode(const std::string& bytes, std::string* error,
                                             size_t cap) {
    auto fail = [&](const std::string& why) -> std::optional<Experience> {
        if (error) *error = why;
        return std::nullopt;
    };
    if (bytes.size() < EXPERIENCE_HEADER_BYTES + EXPERIENCE_CHECKSUM_BYTES ||
        !std::equal(EXPERIENCE_MAGIC, EXPERIENCE_MAGIC + 4, bytes.begin()))
        return fail("not an experience file");
    if (get_le(bytes, 4, 2) != EXPERIENCE_VERSION)
        return fail("experience file version " + std::to_string(get_le(bytes, 4, 2)) +
                    " (this engine reads version " + std::to_string(EXPERIENCE_VERSION) + ")");
    const uint64_t count = get_le(bytes, 8, 4);
    if (bytes.size() !=
        EXPERIENCE_HEADER_BYTES + count * EXPERIENCE_ENTRY_BYTES + EXPERIENCE_CHECKSUM_BYTES)
        return fail("its length does not match its " + std::to_string(count) + " entries");
    const size_t body = bytes.size() - EXPERIENCE_CHECKSUM_BYTES;
    if (get_le(bytes, body, 8) != experience_checksum(bytes, body))
        return fail("its checksum does not match");
    Experience table(cap);
    table.clock_ = uint32_t(get_le(bytes, 12, 4));
    table.entries_.reserve(size_t(count));
    for (size_t at = EXPERIENCE_HEADER_BYTES; at < body; at += EXPERIENCE_ENTRY_BYTES) {
        ExperienceEntry e;
        e.key = get_le(bytes, at, 8);
        e.move = Move(get_le(bytes, at + 8, 2));
        e.value = clamp_value(int16_t(get_le(bytes, at + 10, 2)));
        e.depth = uint8_t(get_le(bytes, at + 12, 1));
        e.seen = uint16_t(get_le(bytes, at + 14, 2));
        e.stamp = uint32_t(get_le(bytes, at + 16, 4));
        if (!table.entries_.empty() && !entry_before(table.entries_.back(), e))
            return fail("its entries are out of order");
        table.entries_.push_back(e);
    }
    table.enforce_cap();
    return table;
}

ExperienceLoad load_experience(const std::string& path, Experience& out, std::string* note,
                               size_t cap) {
    out = Experience(cap);
    std::error_code ec;
    const std::filesystem::path file = std::filesystem::path(path);
    if (!std::filesystem::exists(file, ec)) return ExperienceLoad::MISSING;
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        if (note) *note = "cannot read the experience file " + path;
        return ExperienceLoad::UNREADABLE;
    }
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    in.close();
    std::string why;
    if (std::optional<Experience> table = Experience::decode(bytes, &why, cap)) {
        out = std::move(*table);
        return ExperienceLoad::LOADED;
    }
    const std::string bad = path + ".bad";
    std::filesystem::rename(file, std::filesystem::path(bad), ec);
    if (note)
        *note = "the experience file " + path + " is damaged (" + why + "): " +
                (ec ? "it could not be kept aside (" + ec.message() + ")" : "kept as " + bad) +
                "; learning starts anew";
    return ExperienceLoad::DAMAGED;
}

bool learn_into_file(const std::string& path, const std::vector<ExperienceEntry>& lessons,
                     Experience& table, std::string* note, std::string* error) {
    std::string why;
    if (load_experience(path, table, &why, table.cap()) == ExperienceLoad::UNREADABLE) {
        table.learn(lessons);
        if (error) *error = why;
        return false;
    }
    if (!why.empty() && note) *note = why;
    table.learn(lessons);
    return lessons.empty() || write_file_atomic(path, table.encode(), error);
}

}  // namespace xq
