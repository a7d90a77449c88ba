// An opening book file's bytes (Book::read, what Book::load does with the file), then the
// lookups a game makes with it: the book's moves for the start position and a weighted pick.
#include <random>

#include "book/book.h"
#include "fuzz_target.h"
#include "rules/position.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    Book book;
    std::string error;
    if (!book.read(fuzz::as_text(data, size), "book.bin", &error)) return 0;
    Position pos;
    std::mt19937_64 rng(1);
    for (int ply = 0; ply < 8; ++ply) {
        (void)book.moves(pos);
        const Move m = book.pick(pos, rng);
        if (m == MOVE_NONE) break;
        pos.do_move(m);
    }
    return 0;
}
