// One solved table: for each side to move and each index of its Layout, one byte.
//
// A byte holds 0 for a draw, 255 for an index that is no position (two pieces on one square,
// the side not to move in check, the kings facing), else 1 + the distance to mate in plies: an
// odd distance is a win for the side to move, an even one a loss (0: it is mated or has no
// legal move). A side with no legal move loses in Xiangqi, so "mate" here includes that.
//
// The file (docs/tablebases.md) is a 128-byte header, then the bytes of side 0 to move, then
// those of side 1 to move, uncompressed: the file can be mapped and read in place.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tb/layout.h"

namespace xq::tb {

enum class Wdl : int8_t { LOSS = -1, DRAW = 0, WIN = 1 };

struct TbValue {
    Wdl wdl = Wdl::DRAW;
    int dtm = 0;  // plies to mate for a win or a loss, 0 for a draw
    bool operator==(const TbValue&) const = default;
};

constexpr uint8_t BYTE_DRAW = 0;
constexpr uint8_t BYTE_INVALID = 255;
constexpr int MAX_DTM = 253;

constexpr TbValue value_of_byte(uint8_t b) {
    if (b == BYTE_DRAW || b == BYTE_INVALID) return {};
    const int dtm = b - 1;
    return {dtm % 2 ? Wdl::WIN : Wdl::LOSS, dtm};
}
constexpr uint8_t byte_of_dtm(int dtm) {
    return uint8_t(dtm + 1);
}

// What a table was made under. Tables where one side has no attacker hold under any rule book:
// that side can neither check nor chase, and the other side wins, if it can, without repeating.
inline constexpr const char* RULES_ANY = "any";
// Tables where both sides have an attacker are made under a convention: a position the analysis
// leaves undecided (its best play repeats) is a draw, whatever a rule book says of perpetual
// checks and chases. Their wins and losses hold under any rule book (a mate in N plies never
// repeats a position); their draws may not.
inline constexpr const char* RULES_REPETITION_DRAW = "repetition-draw";
// The rules a table of `material` is made under: RULES_ANY when a side has no attacker.
const char* rules_for(const Material& material);

struct TableStats {
    uint64_t positions[2] = {};  // legal positions per side to move
    uint64_t wins[2] = {}, draws[2] = {}, losses[2] = {};
    int longest_mate = 0;  // the greatest dtm
    double seconds = 0;    // the generator's time
};

class Table {
  public:
    explicit Table(const Material& material) : layout_(material), rules_(rules_for(material)) {}

    const Layout& layout() const { return layout_; }
    std::string name() const { return layout_.material().name(); }
    const std::string& rules() const { return rules_; }
    // Does a draw of this table hold under any rule book (see RULES_REPETITION_DRAW)?
    bool exact_draws() const { return rules_ == RULES_ANY; }

    // The bytes of side 0 to move, then side 1 to move: 2 * layout().size().
    std::vector<uint8_t>& bytes() { return bytes_; }
    const std::vector<uint8_t>& bytes() const { return bytes_; }
    uint8_t byte(int side_to_move, uint64_t index) const {
        return bytes_[uint64_t(side_to_move) * layout_.size() + index];
    }
    TableStats stats() const;  // counted from the bytes (no time)

    // The file name in a folder: NAME.xqtb.
    std::string file_name() const { return name() + ".xqtb"; }
    bool write(const std::string& path, std::string* error) const;
    // Reads a table file; nullptr and *error when it is not one or is damaged.
    static std::unique_ptr<Table> read(const std::string& path, std::string* error);

  private:
    Layout layout_;
    std::string rules_;
    std::vector<uint8_t> bytes_;
};

}  // namespace xq::tb
