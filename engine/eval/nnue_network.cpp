#include "eval/nnue_network.h"

#include <cstring>
#include <fstream>
#include <iterator>

#include "platform/atomic_file.h"
#include "platform/shipped_asset.h"

namespace xq::nnue {

namespace {

uint32_t fnv1a(const uint8_t* data, size_t size) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 16777619u;
    return h;
}

// Little-endian writer and reader of fixed-size integers and arrays.
struct Writer {
    std::vector<uint8_t>& out;
    template <class T>
    void put(T v) {
        for (size_t i = 0; i < sizeof(T); ++i) out.push_back(uint8_t(uint64_t(v) >> (8 * i)));
    }
    template <class T>
    void put_all(const T* v, size_t n) {
        for (size_t i = 0; i < n; ++i) put(v[i]);
    }
};

struct Reader {
    const std::vector<uint8_t>& in;
    size_t pos = 0;
    template <class T>
    T get() {
        uint64_t v = 0;
        for (size_t i = 0; i < sizeof(T); ++i) v |= uint64_t(in[pos++]) << (8 * i);
        return T(v);
    }
    template <class T>
    void get_all(T* v, size_t n) {
        for (size_t i = 0; i < n; ++i) v[i] = get<T>();
    }
};

constexpr size_t HEADER_BYTES = 8 + 6 * 4;
constexpr size_t BODY_BYTES =
    L1 * 2 + size_t(FEATURES) * L1 * 2 + size_t(BUCKETS) * (L2 * 4 + L2 * 2 * L1 + 4 + L2 * 4);
constexpr size_t FILE_BYTES = HEADER_BYTES + BODY_BYTES + 4;

}  // namespace

std::vector<uint8_t> serialize(const Network& net) {
    std::vector<uint8_t> out;
    out.reserve(FILE_BYTES);
    Writer w{out};
    for (char c : FILE_MAGIC) w.put(uint8_t(c));
    w.put(FILE_VERSION);
    w.put(uint32_t(FEATURES));
    w.put(uint32_t(L1));
    w.put(uint32_t(L2));
    w.put(uint32_t(BUCKETS));
    w.put(int32_t(net.cp_per_unit));
    w.put_all(net.ft_bias, L1);
    w.put_all(net.ft_weights, size_t(FEATURES) * L1);
    w.put_all(net.hidden_bias, size_t(BUCKETS) * L2);
    w.put_all(net.hidden_weights, size_t(BUCKETS) * L2 * 2 * L1);
    w.put_all(net.out_bias, size_t(BUCKETS));
    w.put_all(net.out_weights, size_t(BUCKETS) * L2);
    w.put(fnv1a(out.data(), out.size()));
    return out;
}

std::unique_ptr<Network> deserialize(const std::vector<uint8_t>& bytes, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        return std::unique_ptr<Network>();
    };
    if (bytes.size() < HEADER_BYTES || std::memcmp(bytes.data(), FILE_MAGIC, 8) != 0)
        return fail("not a Xiangqi NNUE file (bad magic)");
    Reader r{bytes, 8};
    const uint32_t version = r.get<uint32_t>();
    if (version != FILE_VERSION)
        return fail("NNUE file version " + std::to_string(version) + ", this engine reads " +
                    std::to_string(FILE_VERSION));
    const uint32_t features = r.get<uint32_t>(), l1 = r.get<uint32_t>(), l2 = r.get<uint32_t>();
    const uint32_t buckets = r.get<uint32_t>();
    auto shape = [](uint32_t f, uint32_t a, uint32_t b, uint32_t k) {
        return std::to_string(f) + "x" + std::to_string(a) + "x" + std::to_string(b) + " (" +
               std::to_string(k) + (k == 1 ? " bucket)" : " buckets)");
    };
    if (features != FEATURES || l1 != L1 || l2 != L2 || buckets != BUCKETS)
        return fail("NNUE file is for a " + shape(features, l1, l2, buckets) +
                    " network, this engine runs " + shape(FEATURES, L1, L2, BUCKETS));
    if (bytes.size() != FILE_BYTES)
        return fail("NNUE file has " + std::to_string(bytes.size()) + " bytes, expected " +
                    std::to_string(FILE_BYTES) + " (truncated or padded)");
    const uint32_t stored = uint32_t(bytes[FILE_BYTES - 4]) | uint32_t(bytes[FILE_BYTES - 3]) << 8 |
                            uint32_t(bytes[FILE_BYTES - 2]) << 16 |
                            uint32_t(bytes[FILE_BYTES - 1]) << 24;
    if (stored != fnv1a(bytes.data(), FILE_BYTES - 4))
        return fail("NNUE file checksum mismatch (corrupt file)");
    auto net = std::make_unique<Network>();
    net->cp_per_unit = r.get<int32_t>();
    if (net->cp_per_unit <= 0 || net->cp_per_unit > 10000)
        return fail("NNUE file has an implausible scale " + std::to_string(net->cp_per_unit));
    r.get_all(net->ft_bias, L1);
    r.get_all(net->ft_weights, size_t(FEATURES) * L1);
    r.get_all(net->hidden_bias, size_t(BUCKETS) * L2);
    r.get_all(net->hidden_weights, size_t(BUCKETS) * L2 * 2 * L1);
    r.get_all(net->out_bias, size_t(BUCKETS));
    r.get_all(net->out_weights, size_t(BUCKETS) * L2);
    net->widen();
    return net;
}

std::unique_ptr<Network> load_network(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = "cannot open NNUE file " + path;
        return nullptr;
    }
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
    std::string why;
    auto net = deserialize(bytes, &why);
    if (!net && error) *error = path + ": " + why;
    return net;
}

bool save_network(const Network& net, const std::string& path, std::string* error) {
    const std::vector<uint8_t> bytes = serialize(net);
    AtomicFile out(path);
    out.write(bytes.data(), bytes.size());
    return out.commit(error);
}

std::string default_network_path() {
    return find_shipped_asset(DEFAULT_NET_NAME);
}

}  // namespace xq::nnue
