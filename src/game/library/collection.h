// A game collection: many games in one PGN file, one DhtmlXQ text, a folder of XQF files or the
// master database, as a list (players, event, date, result, opening, length) and, for
// searching, every position the main lines reached (Zobrist keys), the move played from each,
// and the material after each capture. The games' text stays in the file: a game is read again
// when it is opened (the master database's games are written from memory).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "rules/position.h"

namespace xq {

enum class CollectionKind : uint8_t {
    PGN,         // one file, games one after another
    DHTMLXQ,     // one text, one [DhtmlXQ]...[/DhtmlXQ] block per game
    XQF_FOLDER,  // a folder, one .xqf file per game (read only)
    MASTERS,     // the master database, a .xqm file (master_db.h; read only)
};

// A game's result as a list shows it.
enum class GameOutcome : uint8_t { UNKNOWN, RED_WINS, DRAW, BLACK_WINS };

// What a collection's list shows of one game: the fields of its header, plain data.
struct CollectionGame {
    std::string red, black, event, date;
    GameOutcome outcome = GameOutcome::UNKNOWN;
    char ecco = 0;  // the opening's ECCO group 'A'..'E', 0 when unknown (opening_name.h)
    std::string opening_zh, opening_en;
    std::string site, ecco_code;  // the master database only: its PGN has them ("C84" or "")
    int plies = 0;  // main-line moves read (a bad game: the legal ones before its error)
    // Where the game's text is: bytes [offset, offset + length) of the file, starting on line
    // `line`; for a folder, `file` is its name in the folder.
    uint64_t offset = 0;
    uint64_t length = 0;
    int line = 1;
    std::string file;
    std::string error;  // why the game could not be read completely ("line 12: ..."), or ""
    // Its positions in Collection::keys and moves: key_count entries from key_begin (plies + 1,
    // or 0 for a game whose start could not be read).
    uint32_t key_begin = 0;
    uint32_t key_count = 0;
    // Its material in Collection::material: material_count entries from material_begin.
    uint32_t material_begin = 0;
    uint32_t material_count = 0;

    int moves() const { return (plies + 1) / 2; }
};

// The pieces of both sides other than the kings, four bits per colour and type
// (bits 4 * (colour * 8 + type)): two positions with the same signature have the same material.
using MaterialSignature = uint64_t;
MaterialSignature material_signature_of(const Position& pos);
int material_count(MaterialSignature sig, Color c, PieceType t);

// The material from ply `ply` on (until the next entry of the same game).
struct MaterialSpan {
    uint32_t ply;
    MaterialSignature signature;
};

// What identifies a version of a collection's file: its size, modification time and a hash of
// its first 64 KiB (collection_index.h).
struct FileStamp {
    uint64_t size = 0;
    int64_t mtime = 0;
    uint64_t head_hash = 0;
    bool operator==(const FileStamp&) const = default;
};

struct Collection {
    std::string path;
    FileStamp stamp;  // of the file as read: an edit refuses a file changed since
    CollectionKind kind = CollectionKind::PGN;
    std::vector<CollectionGame> games;
    // Per game, the key of each position of its main line, start position first, and the move
    // played from it (MOVE_NONE after the last move).
    std::vector<uint64_t> keys;
    std::vector<Move> moves;
    std::vector<MaterialSpan> material;

    // Can games be added, deleted and reordered (a file, not a folder)?
    bool editable() const {
        return kind != CollectionKind::XQF_FOLDER && kind != CollectionKind::MASTERS;
    }
};

}  // namespace xq
