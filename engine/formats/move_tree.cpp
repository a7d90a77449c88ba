#include "formats/move_tree.h"

#include <climits>

namespace xq {

namespace {

template <class Line>
Line* holding(Line& main, const LinePath& path, int ply, size_t* index) {
    Line* line = &main;
    int base = 0;  // move index of line[0]
    for (const Branch& b : path) {
        if (b.ply > ply) break;
        const int at = b.ply - base;
        if (at < 0 || size_t(at) >= line->size()) return nullptr;
        auto& node = (*line)[size_t(at)];
        if (b.variation < 0 || size_t(b.variation) >= node.variations.size()) return nullptr;
        line = &node.variations[size_t(b.variation)];
        base = b.ply;
    }
    if (ply < base || size_t(ply - base) > line->size()) return nullptr;
    if (index) *index = size_t(ply - base);
    return line;
}

// Looks for `m` among the alternatives at `ply` under `top` (the node on the line `prefix`),
// depth first; sets *found to the path of the line that starts with it.
bool find_alternative(const MoveNode& top, const LinePath& prefix, int ply, Move m,
                      LinePath* found) {
    if (top.move == m) {
        *found = prefix;
        return true;
    }
    for (size_t v = 0; v < top.variations.size(); ++v) {
        const MoveLine& line = top.variations[v];
        if (line.empty()) continue;
        LinePath deeper = prefix;
        deeper.push_back({ply, int(v)});
        if (find_alternative(line[0], deeper, ply, m, found)) return true;
    }
    return false;
}

}  // namespace

const MoveLine* line_holding(const MoveLine& main, const LinePath& path, int ply, size_t* index) {
    return holding(main, path, ply, index);
}

MoveLine* line_holding(MoveLine& main, const LinePath& path, int ply, size_t* index) {
    return holding(main, path, ply, index);
}

const MoveNode* node_on(const MoveLine& main, const LinePath& path, int ply) {
    size_t i = 0;
    const MoveLine* line = line_holding(main, path, ply, &i);
    return line && i < line->size() ? &(*line)[i] : nullptr;
}

MoveNode* node_on(MoveLine& main, const LinePath& path, int ply) {
    size_t i = 0;
    MoveLine* line = line_holding(main, path, ply, &i);
    return line && i < line->size() ? &(*line)[i] : nullptr;
}

std::vector<Move> line_moves(const MoveLine& main, const LinePath& path) {
    std::vector<Move> out;
    for (int ply = 0;; ++ply) {
        const MoveNode* n = node_on(main, path, ply);
        if (!n) return out;
        out.push_back(n->move);
    }
}

bool path_fits(const MoveLine& main, const LinePath& path) {
    int last = 0;
    for (const Branch& b : path) {
        if (b.ply < last) return false;
        last = b.ply;
    }
    return path.empty() || node_on(main, path, path.back().ply) != nullptr;
}

int branch_holding(const LinePath& path, int ply) {
    int k = -1;
    for (size_t i = 0; i < path.size() && path[i].ply <= ply; ++i) k = int(i);
    return k;
}

LinePath play_into(MoveLine& main, const LinePath& path, int ply, Move m) {
    size_t i = 0;
    MoveLine* line = line_holding(main, path, ply, &i);
    if (!line) return path;
    if (i < line->size() && (*line)[i].move == m) return path;  // the line goes on with it
    LinePath top;  // the branches before `ply`: the alternatives at `ply` hang under its node
    for (const Branch& b : path)
        if (b.ply < ply) top.push_back(b);
    if (i == line->size() && top.size() == path.size()) {
        line->push_back(MoveNode(m));  // the end of the line: it grows
        return top;
    }
    MoveNode* head = node_on(main, top, ply);
    if (!head) {  // cannot happen with a path that fits; grow the shorter line
        MoveLine* short_line = line_holding(main, top, ply, &i);
        if (short_line) short_line->push_back(MoveNode(m));
        return top;
    }
    LinePath found;
    if (find_alternative(*head, top, ply, m, &found)) return found;
    head->variations.push_back(MoveLine{MoveNode(m)});
    top.push_back({ply, int(head->variations.size()) - 1});
    return top;
}

bool promote_variation(MoveLine& main, LinePath& path, int ply) {
    const int k = branch_holding(path, ply);
    if (k < 0) return false;
    const Branch b = path[size_t(k)];
    const LinePath prefix(path.begin(), path.begin() + k);
    size_t at = 0;
    MoveLine* parent = line_holding(main, prefix, b.ply, &at);
    if (!parent || at >= parent->size()) return false;
    MoveNode& old_head = (*parent)[at];
    if (size_t(b.variation) >= old_head.variations.size()) return false;
    std::vector<MoveLine> others = std::move(old_head.variations);
    MoveLine promoted = std::move(others[size_t(b.variation)]);
    others.erase(others.begin() + b.variation);
    MoveLine demoted(std::make_move_iterator(parent->begin() + long(at)),
                     std::make_move_iterator(parent->end()));
    demoted[0].variations.clear();
    parent->erase(parent->begin() + long(at), parent->end());
    for (MoveNode& n : promoted) parent->push_back(std::move(n));
    // The alternatives at this point: the others in their order, the demoted line where the
    // promoted one was, then the promoted head's own alternatives.
    MoveNode& new_head = (*parent)[at];
    std::vector<MoveLine> alternatives = std::move(others);
    alternatives.insert(alternatives.begin() + b.variation, std::move(demoted));
    for (MoveLine& v : new_head.variations) alternatives.push_back(std::move(v));
    new_head.variations = std::move(alternatives);
    // Later branches (past `ply`) index nodes of the promoted line, whose move indices stay.
    path.erase(path.begin() + k);
    return true;
}

bool make_main_line(MoveLine& main, LinePath& path) {
    bool changed = false;
    while (!path.empty() && promote_variation(main, path, INT_MAX)) changed = true;
    return changed;
}

int delete_variation(MoveLine& main, LinePath& path, int ply) {
    const int k = branch_holding(path, ply);
    if (k < 0) return -1;
    const Branch b = path[size_t(k)];
    path.resize(size_t(k));
    MoveNode* head = node_on(main, path, b.ply);
    if (head && size_t(b.variation) < head->variations.size())
        head->variations.erase(head->variations.begin() + b.variation);
    return b.ply;
}

void truncate_line(MoveLine& main, LinePath& path, int ply) {
    while (!path.empty() && path.back().ply >= ply) path.pop_back();
    size_t i = 0;
    MoveLine* line = line_holding(main, path, ply, &i);
    if (line && i < line->size()) line->erase(line->begin() + long(i), line->end());
}

}  // namespace xq
