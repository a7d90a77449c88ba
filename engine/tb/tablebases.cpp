#include "tb/tablebases.h"

#include <algorithm>
#include <filesystem>

namespace xq::tb {

namespace {

Square upside_down(Square s) {
    return make_square(file_of(s), RANK_NB - 1 - rank_of(s));
}

}  // namespace

const Table* Tablebases::add(std::unique_ptr<Table> table) {
    const Material& m = table->layout().material();
    const Table* added = table.get();
    max_pieces_ = std::max(max_pieces_, added->layout().pieces());
    for (auto& t : tables_)
        if (t->layout().material() == m) {
            t = std::move(table);
            table = nullptr;
            break;
        }
    if (table) tables_.push_back(std::move(table));
    by_colour_key_[m.swapped().key()] = {added, true};
    by_colour_key_[m.key()] = {added, false};  // symmetric material: no flip
    return added;
}

const Table* Tablebases::find(const Material& canonical_material) const {
    auto it = by_colour_key_.find(canonical_material.key());
    return it == by_colour_key_.end() || it->second.flip ? nullptr : it->second.table;
}

int Tablebases::load_folder(const std::string& folder, std::string* error) {
    std::error_code ec;
    std::filesystem::directory_iterator it(folder, ec);
    if (ec) {
        if (error) *error = "cannot read the folder " + folder;
        return -1;
    }
    int loaded = 0;
    for (const auto& entry : it) {
        if (entry.path().extension() != ".xqtb") continue;
        auto table = Table::read(entry.path().string(), error);
        if (!table) return -1;
        add(std::move(table));
        ++loaded;
    }
    return loaded;
}

template <class PieceSquares>
TableEntry Tablebases::locate_pieces(const Material& coloured, Color side,
                                     PieceSquares&& each) const {
    auto it = by_colour_key_.find(coloured.key());
    if (it == by_colour_key_.end()) return {};
    const Table* table = it->second.table;
    const bool flip = it->second.flip;
    const Layout& layout = table->layout();
    Placement placement;
    placement.size = layout.pieces();
    int filled[MAX_TB_PIECES] = {};
    each([&](Piece p, Square s) {
        Color c = color_of(p);
        if (flip) {
            c = ~c;
            s = upside_down(s);
        }
        const int g = layout.group_of(c, type_of(p));
        const auto& group = layout.groups()[g];
        placement.square[group.first + filled[g]++] = uint8_t(s);
    });
    return {table, flip ? ~side : side, layout.index(placement)};
}

TableEntry Tablebases::locate(std::span<const Piece, SQUARE_NB> board, Color side) const {
    Material coloured;
    for (Square s = 0; s < SQUARE_NB; ++s)
        if (board[s]) ++coloured.count[color_of(board[s])][type_of(board[s])];
    if (coloured.count[RED][KING] != 1 || coloured.count[BLACK][KING] != 1) return {};
    return locate_pieces(coloured, side, [&](auto&& put) {
        for (Square s = 0; s < SQUARE_NB; ++s)
            if (board[s]) put(board[s], s);
    });
}

TableEntry Tablebases::locate(const Position& pos) const {
    Material coloured;
    for (Piece p = 1; p < PIECE_NB; ++p)
        if (type_of(p) != NO_PIECE_TYPE)
            coloured.count[color_of(p)][type_of(p)] = uint8_t(pos.count(p));
    return locate_pieces(coloured, pos.side_to_move(), [&](auto&& put) {
        for (Piece p = 1; p < PIECE_NB; ++p)
            for (int i = 0; i < pos.count(p); ++i) put(p, Square(pos.squares(p)[i]));
    });
}

namespace {

std::optional<TbValue> value_at(const TableEntry& e) {
    if (!e.table || e.index == NO_INDEX) return std::nullopt;
    const uint8_t b = e.table->byte(e.side_to_move, e.index);
    if (b == BYTE_INVALID) return std::nullopt;
    return value_of_byte(b);
}

}  // namespace

std::optional<TbValue> Tablebases::probe(const Position& pos) const {
    return value_at(locate(pos));
}

std::optional<TbValue> Tablebases::probe(std::span<const Piece, SQUARE_NB> board,
                                         Color side) const {
    return value_at(locate(board, side));
}

std::optional<TbValue> Tablebases::probe_decided(const Position& pos) const {
    const TableEntry e = locate(pos);
    const std::optional<TbValue> v = value_at(e);
    if (v && v->wdl == Wdl::DRAW && !e.table->exact_draws()) return std::nullopt;
    return v;
}

}  // namespace xq::tb
