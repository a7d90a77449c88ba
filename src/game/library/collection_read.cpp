#include "game/library/collection_read.h"

#include <filesystem>
#include <fstream>

#include "formats/dhtmlxq.h"
#include "formats/opening_name.h"
#include "formats/pgn.h"
#include "formats/xqf.h"
#include "game/files/storage.h"
#include "game/library/master_db.h"

namespace xq {

MaterialSignature material_signature_of(const Position& pos) {
    MaterialSignature sig = 0;
    for (Color c : {RED, BLACK})
        for (int t = ADVISOR; t <= PAWN; ++t) {
            const int n = std::min(15, int(pos.count(make_piece(c, PieceType(t)))));
            sig |= MaterialSignature(n) << (4 * (c * 8 + t));
        }
    return sig;
}

int material_count(MaterialSignature sig, Color c, PieceType t) {
    return int((sig >> (4 * (c * 8 + t))) & 15);
}

namespace {

GameOutcome outcome_of(const std::string& result) {
    if (result == RESULT_RED_WINS) return GameOutcome::RED_WINS;
    if (result == RESULT_BLACK_WINS) return GameOutcome::BLACK_WINS;
    if (result == RESULT_DRAW) return GameOutcome::DRAW;
    return GameOutcome::UNKNOWN;
}

}  // namespace

std::string error_in_file(const std::string& error, int first) {
    if (error.rfind("line ", 0) != 0) return error;
    size_t end = 5;
    int n = 0;
    while (end < error.size() && error[end] >= '0' && error[end] <= '9')
        n = n * 10 + (error[end++] - '0');
    if (end == 5) return error;
    return "line " + std::to_string(n + first - 1) + error.substr(end);
}

namespace {

std::string first_tag(const GameRecord& r, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (std::string v = r.tag(n); !v.empty()) return v;
    return {};
}

PgnReadResult read_as(CollectionKind kind, std::string_view bytes) {
    switch (kind) {
        case CollectionKind::DHTMLXQ:
            return read_dhtmlxq(bytes);
        case CollectionKind::XQF_FOLDER:
            return read_xqf(bytes);
        case CollectionKind::PGN:
        case CollectionKind::MASTERS:  // its games are written as PGN (master_db.h)
            break;
    }
    return read_pgn(bytes);
}

}  // namespace

void add_game_text(Collection& c, std::string_view bytes, const TextChunk& where) {
    PgnReadResult read = read_as(c.kind, bytes);
    CollectionGame g;
    g.offset = where.offset;
    g.length = where.length;
    g.line = where.line;
    if (!read) g.error = error_in_file(read.error, where.line);
    const GameRecord& r = read.record;
    g.red = first_tag(r, {"Red", "White"});
    g.black = first_tag(r, {"Black"});
    g.event = r.tag("Event");
    g.date = r.tag("Date");
    g.outcome = outcome_of(r.result);
    if (!read && !read.stopped_in_moves) {
        // Nothing of the game could be read (a bad tag or start position): no positions.
        g.key_begin = uint32_t(c.keys.size());
        c.games.push_back(std::move(g));
        return;
    }
    const std::vector<Move> moves = r.moves();
    if (r.starts_from_standard_position() && !moves.empty()) {
        OpeningName name = opening_name(moves);
        g.ecco = name.ecco_group;
        g.opening_zh = std::move(name.chinese);
        g.opening_en = std::move(name.english);
    }
    Position pos;
    pos.set_fen(r.start_fen);
    g.key_begin = uint32_t(c.keys.size());
    g.material_begin = uint32_t(c.material.size());
    c.material.push_back({0, material_signature_of(pos)});
    for (size_t i = 0; i < moves.size(); ++i) {
        c.keys.push_back(pos.key());
        c.moves.push_back(moves[i]);
        const bool capture = pos.piece_on(to_sq(moves[i])) != NO_PIECE;
        pos.do_move(moves[i]);
        if (capture) c.material.push_back({uint32_t(i + 1), material_signature_of(pos)});
    }
    c.keys.push_back(pos.key());
    c.moves.push_back(MOVE_NONE);
    g.plies = int(moves.size());
    g.key_count = uint32_t(moves.size() + 1);
    g.material_count = uint32_t(c.material.size() - g.material_begin);
    c.games.push_back(std::move(g));
}

bool add_games_of_text(Collection& c, std::string_view text, CollectionProgress* progress) {
    const std::vector<TextChunk> chunks =
        c.kind == CollectionKind::DHTMLXQ ? split_dhtmlxq_games(text) : split_pgn_games(text);
    if (progress) progress->total = int(chunks.size());
    for (size_t i = 0; i < chunks.size(); ++i) {
        if (progress) {
            if (progress->cancel) return false;
            progress->done = int(i);
        }
        add_game_text(c, text.substr(chunks[i].offset, chunks[i].length), chunks[i]);
    }
    if (progress) progress->done = int(chunks.size());
    return true;
}

bool game_text(const Collection& c, size_t index, std::string& out, std::string* error) {
    if (c.kind == CollectionKind::MASTERS) {
        out = masters_game_pgn(c, index);
        return true;
    }
    const CollectionGame& g = c.games.at(index);
    if (c.kind == CollectionKind::XQF_FOLDER)
        return read_file((std::filesystem::path(c.path) / g.file).string(), out, error);
    // Only the game's bytes are read: a collection's file may be large.
    std::ifstream in(c.path, std::ios::binary);
    out.assign(size_t(g.length), '\0');
    if (!in || !in.seekg(std::streamoff(g.offset)) ||
        !in.read(out.data(), std::streamsize(g.length))) {
        if (error) *error = "cannot read the game from " + c.path + ": the file changed or is gone";
        return false;
    }
    return true;
}

size_t count_games(std::string_view text) {
    if (looks_like_xqf(text)) return 1;
    if (looks_like_dhtmlxq(text)) return split_dhtmlxq_games(text).size();
    return split_pgn_games(text).size();
}

}  // namespace xq
