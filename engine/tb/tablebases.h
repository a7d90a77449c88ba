// The tables the engine knows, and their probe: the value of a position whose material one of
// them covers, from the side to move's point of view.
//
// A table is oriented with its stronger side as Red; a position where that side is Black is
// turned upside down first (each square's rank r becomes 9 - r, the colours and the side to
// move swap), which keeps every rule. The probe reads one byte: about a microsecond.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "rules/position.h"
#include "tb/table.h"

namespace xq::tb {

// A table's view of a position: which table, and the side to move and index in it.
struct TableEntry {
    const Table* table = nullptr;
    int side_to_move = 0;  // in the table: 0 is its stronger side
    uint64_t index = NO_INDEX;
};

class Tablebases {
  public:
    // Takes the table; a second table of the same material replaces the first.
    const Table* add(std::unique_ptr<Table> table);
    const Table* find(const Material& canonical_material) const;
    // Loads every *.xqtb file of a folder; returns how many, or -1 and *error when a file is
    // damaged or the folder cannot be read.
    int load_folder(const std::string& folder, std::string* error);
    size_t size() const { return tables_.size(); }
    // The most pieces, kings included, of a table of the set: a position with more is not
    // covered.
    int max_pieces() const { return max_pieces_; }
    const std::vector<std::unique_ptr<Table>>& tables() const { return tables_; }

    // The table entry of a board with `side` to move, or an entry without a table when no table
    // covers its material.
    TableEntry locate(std::span<const Piece, SQUARE_NB> board, Color side) const;
    TableEntry locate(const Position& pos) const;
    // The value for the side to move, or nullopt when no table covers the position.
    std::optional<TbValue> probe(const Position& pos) const;
    std::optional<TbValue> probe(std::span<const Piece, SQUARE_NB> board, Color side) const;
    // The value a search may take as decided: probe()'s, but for a draw of a table made under
    // the repetition convention (Table::exact_draws), which the search's own rules decide.
    std::optional<TbValue> probe_decided(const Position& pos) const;

  private:
    struct Orientation {
        const Table* table;
        bool flip;  // the table's stronger side plays Black here
    };
    // Counts of both colours, Red first, as Material::key() packs them.
    std::unordered_map<uint64_t, Orientation> by_colour_key_;
    std::vector<std::unique_ptr<Table>> tables_;
    int max_pieces_ = 0;
    template <class PieceSquares>
    TableEntry locate_pieces(const Material& coloured, Color side, PieceSquares&& each) const;
};

// A value seen from the other side after one more ply: the value of a parent whose only move
// leads to a child of value `child`.
constexpr TbValue parent_value(TbValue child) {
    if (child.wdl == Wdl::DRAW) return {};
    return {child.wdl == Wdl::WIN ? Wdl::LOSS : Wdl::WIN, child.dtm + 1};
}

// Which of two values is better for the side to move: a win sooner, then a draw, then a loss
// later.
constexpr bool better(TbValue a, TbValue b) {
    if (a.wdl != b.wdl) return a.wdl > b.wdl;
    if (a.wdl == Wdl::WIN) return a.dtm < b.dtm;
    if (a.wdl == Wdl::LOSS) return a.dtm > b.dtm;
    return false;
}

}  // namespace xq::tb
