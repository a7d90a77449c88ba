#include "game/library/collection_shelf.h"

#include "game/library/collection_edit.h"
#include "game/library/collection_read.h"

namespace xq {

void CollectionShelf::open(const std::string& path, std::function<void()> wake) {
    error_.clear();
    loader_.start(path, std::move(wake));
    ++revision_;
}

std::optional<std::string> CollectionShelf::update() {
    std::optional<CollectionLoader::Done> d = loader_.take();
    if (!d) return std::nullopt;
    ++revision_;
    if (!d->opened.ok) {
        error_ = d->opened.error;
        return d->path;
    }
    collection_ = std::move(d->collection);
    error_.clear();  // an index that could not be written costs only speed
    clear_search();
    return d->path;
}

void CollectionShelf::close() {
    loader_.cancel();
    collection_.reset();
    clear_search();
    ++revision_;
}

bool CollectionShelf::done(bool ok, const std::string& error) {
    error_ = ok ? std::string() : error;
    ++revision_;
    return ok;
}

bool CollectionShelf::game_text(int index, std::string& out) {
    std::string error;
    if (!collection_ || index < 0 || size_t(index) >= collection_->games.size())
        return done(false, "no such game");
    return done(xq::game_text(*collection_, size_t(index), out, &error), error);
}

bool CollectionShelf::add_game(const std::string& text) {
    std::string error;
    if (!collection_) return done(false, "no collection is open");
    return done(append_game(*collection_, text, &error), error);
}

bool CollectionShelf::delete_game(int index) {
    std::string error;
    if (!collection_) return done(false, "no collection is open");
    const bool ok = xq::delete_game(*collection_, index, &error);
    if (ok) clear_search();  // the hits' game numbers changed
    return done(ok, error);
}

bool CollectionShelf::move_game(int from, int to) {
    std::string error;
    if (!collection_) return done(false, "no collection is open");
    const bool ok = xq::move_game(*collection_, from, to, &error);
    if (ok) clear_search();
    return done(ok, error);
}

void CollectionShelf::search_position(uint64_t key, std::string fen) {
    hits_.clear();
    search_ = Search::POSITION;
    search_text_ = std::move(fen);
    if (collection_)
        for (const PositionHit& h : find_position(*collection_, key))
            hits_.push_back({h.game, h.ply, h.next});
    ++revision_;
}

bool CollectionShelf::search_material(const std::string& pattern) {
    MaterialPattern p;
    std::string error;
    if (!parse_material_pattern(pattern, p, &error)) return done(false, error);
    hits_.clear();
    search_ = Search::MATERIAL;
    search_text_ = pattern;
    if (collection_)
        for (const MaterialHit& h : find_material(*collection_, p))
            hits_.push_back({h.game, h.ply, MOVE_NONE});
    return done(true, {});
}

void CollectionShelf::clear_search() {
    search_ = Search::NONE;
    hits_.clear();
    search_text_.clear();
    ++revision_;
}

}  // namespace xq
