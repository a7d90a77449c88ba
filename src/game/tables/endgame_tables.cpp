#include "game/tables/endgame_tables.h"

#include <filesystem>
#include <set>

#include "tb/generate.h"

namespace xq {

namespace {

// The material of a position, its stronger side first; nullopt without both kings.
std::optional<tb::Material> material_of(const Position& pos) {
    tb::Material m;
    for (Piece p = 1; p < PIECE_NB; ++p)
        if (type_of(p) != NO_PIECE_TYPE) m.count[color_of(p)][type_of(p)] = uint8_t(pos.count(p));
    if (m.count[RED][KING] != 1 || m.count[BLACK][KING] != 1) return std::nullopt;
    return m.canonicalized();
}

// The tables `material` needs, itself included, that `set` lacks.
int tables_missing(const tb::Material& material, const tb::Tablebases* set) {
    std::set<uint64_t> seen;
    std::vector<tb::Material> todo{material};
    int missing = 0;
    while (!todo.empty()) {
        const tb::Material m = todo.back();
        todo.pop_back();
        if (!seen.insert(m.key()).second || (set && set->find(m))) continue;
        ++missing;
        for (const tb::Material& next : tb::capture_successors(m)) todo.push_back(next);
    }
    return missing;
}

}  // namespace

EndgameTables::EndgameTables(std::string folder, int threads)
    : folder_(std::move(folder)), threads_(std::max(1, threads)) {}

EndgameTables::~EndgameTables() {
    stop_ = true;
    join();
}

void EndgameTables::join() {
    if (worker_.joinable()) worker_.join();
}

void EndgameTables::open() {
    std::lock_guard lock(mutex_);
    if (folder_.empty() || busy_) return;
    busy_ = true;
    worker_ = std::thread([this] { run(std::nullopt); });
}

bool EndgameTables::working() const {
    std::lock_guard lock(mutex_);
    return busy_;
}

bool EndgameTables::build(const std::string& ending) {
    std::lock_guard lock(mutex_);
    if (folder_.empty() || busy_) return false;
    std::string error;
    const std::optional<tb::Material> material = tb::parse_material(ending, &error);
    if (!material) {
        progress_.error = error;
        return false;
    }
    progress_ = {};
    progress_.running = true;
    progress_.ending = material->canonicalized().name();
    progress_.needed = tables_missing(material->canonicalized(), set_.get());
    done_ = 0;
    busy_ = true;
    worker_ = std::thread([this, m = material->canonicalized()] { run(m); });
    return true;
}

void EndgameTables::run(std::optional<tb::Material> material) {
    auto fresh = std::make_shared<tb::Tablebases>();
    std::string error;
    std::error_code ec;
    const bool exists = std::filesystem::is_directory(folder_, ec);
    bool ok = !exists || fresh->load_folder(folder_, &error) >= 0;
    if (ok && material) {
        std::filesystem::create_directories(folder_, ec);
        ok = tb::solve_with_successors(
            *material, *fresh, threads_,
            [&](const tb::Table& table, const tb::TableStats&) {
                const std::string path =
                    (std::filesystem::path(folder_) / table.file_name()).string();
                if (!table.write(path, &error)) return false;
                ++done_;
                return true;
            },
            &error, MEMORY_LIMIT, &stop_);
        if (!ok && stop_) error.clear();  // stopped on the way out, not failed
    }
    std::lock_guard lock(mutex_);
    fresh_ = std::move(fresh);
    finished_ = true;
    progress_.error = ok ? std::string() : error;
}

bool EndgameTables::poll() {
    std::shared_ptr<const tb::Tablebases> fresh;
    {
        std::lock_guard lock(mutex_);
        if (!finished_) return false;
        finished_ = false;
        busy_ = false;
        progress_.running = false;
        progress_.done = done_;
        fresh = std::move(fresh_);
    }
    join();
    const bool changed = fresh && fresh->size() != (set_ ? set_->size() : 0);
    if (fresh && fresh->size() > 0) set_ = std::move(fresh);
    return changed;
}

EndgameTables::Progress EndgameTables::progress() const {
    std::lock_guard lock(mutex_);
    Progress p = progress_;
    if (p.running) p.done = done_;
    return p;
}

std::optional<EndgameTables::Verdict> EndgameTables::verdict(const Position& pos) const {
    if (!set_) return std::nullopt;
    const tb::TableEntry entry = set_->locate(pos);
    const std::optional<tb::TbValue> value = set_->probe(pos);
    if (!entry.table || !value) return std::nullopt;
    Verdict v;
    v.table = entry.table->name();
    v.value = *value;
    v.exact_draws = entry.table->exact_draws();
    Position copy = pos;
    v.moves = tb::move_values(*set_, copy);
    return v;
}

std::optional<std::string> EndgameTables::makeable(const Position& pos) const {
    if (folder_.empty()) return std::nullopt;
    const std::optional<tb::Material> m = material_of(pos);
    if (!m || (set_ && set_->find(*m))) return std::nullopt;
    // One side without attackers, the other with one or two: exact under any rule book. Both
    // sides armed, three attackers in all (车兵对车, 马对炮 ...): draws by convention.
    const int attackers = m->attackers(0) + m->attackers(1);
    if (m->attackers(0) < 1 || attackers > (m->attackers(1) == 0 ? 2 : 3)) return std::nullopt;
    // The estimate samples the ending's positions (about a millisecond): once per ending.
    auto [fits, fresh] = fits_memory_.try_emplace(m->key(), false);
    if (fresh) fits->second = tb::estimated_memory(*m) <= MEMORY_LIMIT;
    if (!fits->second) return std::nullopt;
    return m->name();
}

}  // namespace xq
