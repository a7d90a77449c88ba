// The master database's bytes (decode_master_db, what MasterDb::load does with the file), then
// the database built from them and asked what the explorer asks: the moves and games of the
// first positions of its first game, a game's PGN, and the other language.
#include "fuzz_target.h"
#include "game/library/master_db.h"
#include "rules/position.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    MasterDbData decoded;
    std::string error;
    if (!decode_master_db(fuzz::as_text(data, size), decoded, &error)) return 0;
    MasterDb db;
    if (!db.load_data(std::move(decoded), "masters.xqm", &error)) return 0;
    Position pos;
    const Collection& c = db.collection();
    for (int ply = 0; ply < 6; ++ply) {
        for (const MasterMoveStats& s : db.next_moves(pos.key()))
            for (int p : s.players) (void)db.player(p);
        (void)db.games_through(pos.key(), 3);
        if (c.games.empty() || ply >= c.games[0].plies) break;
        pos.do_move(c.moves[c.games[0].key_begin + size_t(ply)]);
    }
    if (!db.empty()) (void)db.game_pgn(db.game_count() - 1);
    db.set_language(false);
    return 0;
}
