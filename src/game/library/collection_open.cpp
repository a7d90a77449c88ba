#include "game/library/collection_open.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "formats/dhtmlxq.h"
#include "formats/xqf.h"
#include "game/files/storage.h"
#include "game/library/collection_index.h"
#include "game/library/master_db.h"

namespace fs = std::filesystem;

namespace xq {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
    return s;
}

OpenedCollection open_folder(const std::string& path, Collection& out,
                             CollectionProgress* progress) {
    OpenedCollection r;
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(path, ec))
        if (e.is_regular_file() && lower(e.path().extension().string()) == ".xqf")
            names.push_back(e.path().filename().string());
    if (ec) {
        r.error = "cannot list the folder " + path + ": " + ec.message();
        return r;
    }
    std::sort(names.begin(), names.end());
    Collection c;
    c.path = path;
    c.kind = CollectionKind::XQF_FOLDER;
    if (progress) progress->total = int(names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        if (progress) {
            if (progress->cancel) return r;
            progress->done = int(i);
        }
        std::string bytes, error;
        if (!read_file((fs::path(path) / names[i]).string(), bytes, &error)) bytes.clear();
        add_game_text(c, bytes, {0, bytes.size(), 1});
        CollectionGame& g = c.games.back();
        g.file = names[i];
        if (!error.empty()) g.error = error;
    }
    out = std::move(c);
    r.ok = true;
    return r;
}

}  // namespace

OpenedCollection open_collection(const std::string& path, Collection& out,
                                 CollectionProgress* progress) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) return open_folder(path, out, progress);
    OpenedCollection r;
    if (is_master_db_path(path)) {
        // Read whole: the database is its own index file.
        MasterDb db;
        if (!db.load(path, &r.error)) return r;
        db.set_language(masters_collection_chinese());
        out = db.take_collection();
        r.ok = r.from_index = true;
        return r;
    }
    std::string head(4096, '\0');
    {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            r.error = "cannot open " + path;
            return r;
        }
        in.read(head.data(), std::streamsize(head.size()));
        head.resize(size_t(in.gcount()));
    }
    if (looks_like_xqf(head)) {
        r.error = path + " is a single XQF game, not a collection";
        return r;
    }
    Collection c;
    c.path = path;
    c.kind = looks_like_dhtmlxq(head) ? CollectionKind::DHTMLXQ : CollectionKind::PGN;
    if (load_index(c)) {
        out = std::move(c);
        r.ok = r.from_index = true;
        return r;
    }
    std::string text;
    stamp_of(path, c.stamp);
    if (!read_file(path, text, &r.error)) return r;
    if (!add_games_of_text(c, text, progress)) return r;  // cancelled
    // The arrays grew by doubling: a quarter of their memory would be spare.
    c.keys.shrink_to_fit();
    c.moves.shrink_to_fit();
    c.material.shrink_to_fit();
    c.games.shrink_to_fit();
    out = std::move(c);
    r.ok = true;
    save_index(out, &r.error);
    return r;
}

}  // namespace xq
