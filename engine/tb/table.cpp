#include "tb/table.h"

#include <cstring>
#include <fstream>
#include <memory>

#include "platform/atomic_file.h"

namespace xq::tb {

namespace {

// The header: magic, version, material name, rules, entries per side to move, then zeros.
constexpr char MAGIC[8] = {'X', 'Q', 'T', 'B', 'L', 'E', '1', '\0'};
constexpr uint32_t VERSION = 1;
constexpr size_t HEADER_SIZE = 128;
constexpr size_t NAME_FIELD = 32;
constexpr size_t RULES_FIELD = 32;
constexpr size_t NAME_AT = 12, RULES_AT = NAME_AT + NAME_FIELD, SIZE_AT = RULES_AT + RULES_FIELD;

void put_u32(char* at, uint32_t v) {
    for (int i = 0; i < 4; ++i) at[i] = char(v >> (8 * i));
}
void put_u64(char* at, uint64_t v) {
    for (int i = 0; i < 8; ++i) at[i] = char(v >> (8 * i));
}
uint64_t get_le(const char* at, int bytes) {
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | uint8_t(at[i]);
    return v;
}

}  // namespace

const char* rules_for(const Material& material) {
    return material.attackers(0) == 0 || material.attackers(1) == 0 ? RULES_ANY
                                                                    : RULES_REPETITION_DRAW;
}

TableStats Table::stats() const {
    TableStats s;
    for (int stm = 0; stm < 2; ++stm)
        for (uint64_t i = 0; i < layout_.size(); ++i) {
            const uint8_t b = byte(stm, i);
            if (b == BYTE_INVALID) continue;
            ++s.positions[stm];
            const TbValue v = value_of_byte(b);
            if (v.wdl == Wdl::WIN) ++s.wins[stm];
            if (v.wdl == Wdl::DRAW) ++s.draws[stm];
            if (v.wdl == Wdl::LOSS) ++s.losses[stm];
            if (v.dtm > s.longest_mate) s.longest_mate = v.dtm;
        }
    return s;
}

bool Table::write(const std::string& path, std::string* error) const {
    char header[HEADER_SIZE] = {};
    std::memcpy(header, MAGIC, sizeof MAGIC);
    put_u32(header + 8, VERSION);
    const std::string table_name = name();
    // The fields stay zero-terminated: the header is zeroed and one byte is kept back.
    table_name.copy(header + NAME_AT, NAME_FIELD - 1);
    rules_.copy(header + RULES_AT, RULES_FIELD - 1);
    put_u64(header + SIZE_AT, layout_.size());
    AtomicFile out(path);  // a table killed half-written never stands under its name
    out.write(header, HEADER_SIZE);
    out.write(bytes_.data(), bytes_.size());
    return out.commit(error);
}

std::unique_ptr<Table> Table::read(const std::string& path, std::string* error) {
    auto fail = [&](const std::string& message) -> std::unique_ptr<Table> {
        if (error) *error = path + ": " + message;
        return nullptr;
    };
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail("cannot open");
    char header[HEADER_SIZE];
    if (!in.read(header, HEADER_SIZE)) return fail("too short for a table header");
    if (std::memcmp(header, MAGIC, sizeof MAGIC) != 0) return fail("not a table file");
    if (get_le(header + 8, 4) != VERSION) return fail("a table of another version");
    const std::string table_name(header + NAME_AT, strnlen(header + NAME_AT, NAME_FIELD - 1));
    const auto material = parse_material(table_name);
    if (!material || !material->canonical() || material->name() != table_name)
        return fail("bad material name '" + table_name + "'");
    auto table = std::make_unique<Table>(*material);
    table->rules_.assign(header + RULES_AT, strnlen(header + RULES_AT, RULES_FIELD - 1));
    if (get_le(header + SIZE_AT, 8) != table->layout_.size())
        return fail("its size does not match its material");
    table->bytes_.resize(2 * table->layout_.size());
    if (!in.read(reinterpret_cast<char*>(table->bytes_.data()),
                 std::streamsize(table->bytes_.size())))
        return fail("truncated");
    if (in.peek() != std::ifstream::traits_type::eof()) return fail("longer than its table");
    return table;
}

}  // namespace xq::tb
