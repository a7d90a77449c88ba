#include "game/search_requests.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "game/settings.h"

namespace xq {

int machine_cores() {
    // Asked once: glibc reads it from /sys on every call, and the Engine tab asks every frame.
    static const int cores = std::max(1, int(std::thread::hardware_concurrency()));
    return cores;
}

int engine_threads(int setting) {
    if (setting > 0) return ENGINE_THREADS.clamp(setting);
    return std::min(machine_cores(), AUTO_ENGINE_THREADS);
}

std::vector<Move> moves_to_shown(const Game& g) {
    return std::vector<Move>(g.line().begin(), g.line().begin() + g.ply());
}

namespace {

SearchRequest request_at(const Game& g, SearchRequest::Purpose purpose) {
    SearchRequest r;
    r.purpose = purpose;
    r.fen = g.start_fen();
    r.moves = moves_to_shown(g);
    r.rule_book = g.rule_book();
    return r;
}

}  // namespace

SearchRequest ponder_request(const Game& g, Move expected, const SearchLimits& limits,
                             EngineRole role) {
    SearchRequest r = request_at(g, SearchRequest::Purpose::MOVE);
    r.moves.push_back(expected);
    r.limits = limits;
    r.limits.ponder = true;
    r.role = role;
    r.use_experience = true;
    return r;
}

SearchRequest move_request(const Game& g, const SearchLimits& limits, int level, bool book,
                           EngineRole role) {
    SearchRequest r = request_at(g, SearchRequest::Purpose::MOVE);
    r.limits = limits;
    r.skill = SKILL_RANGE.clamp(level);
    r.use_book = book;
    r.role = role;
    r.use_experience = true;
    return r;
}

SearchRequest hint_request(const Game& g, double movetime_s, bool book) {
    SearchRequest r = request_at(g, SearchRequest::Purpose::HINT);
    r.limits.movetime_ms = std::max<int64_t>(1, std::llround(movetime_s * 1000));
    r.use_book = book;
    r.role = EngineRole::ANALYSER;
    return r;
}

SearchRequest analysis_request(const Game& g, int lines) {
    SearchRequest r = request_at(g, SearchRequest::Purpose::ANALYSIS);
    r.limits.infinite = true;
    r.multipv = MULTIPV_RANGE.clamp(lines);
    r.role = EngineRole::ANALYSER;
    return r;
}

SearchRequest explorer_request(const Game& g, const std::vector<Move>& candidates, int lines) {
    SearchRequest r = request_at(g, SearchRequest::Purpose::EXPLORE);
    r.limits.infinite = true;
    r.limits.searchmoves = candidates;
    r.multipv = MULTIPV_RANGE.clamp(lines);
    r.role = EngineRole::ANALYSER;
    return r;
}

SearchRequest review_request(const std::string& start_fen, const std::vector<Move>& moves,
                             const SearchLimits& limits, int lines, RuleBook rule_book) {
    SearchRequest r;
    r.rule_book = rule_book;
    r.purpose = SearchRequest::Purpose::REVIEW;
    r.fen = start_fen;
    r.moves = moves;
    r.limits = limits;
    r.multipv = MULTIPV_RANGE.clamp(lines);
    r.role = EngineRole::ANALYSER;
    return r;
}

}  // namespace xq
