#include "game/engines/engine_bridge.h"

#include <algorithm>
#include <cmath>

#include "book/book.h"
#include "game/library/masters_book.h"

namespace xq {

namespace {

int64_t to_ms(double seconds) {
    return std::max<int64_t>(1, std::llround(seconds * 1000));
}

}  // namespace

EngineBridge::EngineBridge(std::function<void()> wake)
    : wake_(std::move(wake)), engine_(std::make_unique<Engine>(EngineOptions{true})) {
    engine_->on_info([this](const SearchInfo& i) { post({i.search_id, i}, true); });
    engine_->on_currmove([this](const CurrMoveInfo& i) { post({i.search_id, i}, true); });
    engine_->on_bestmove([this](const BestMoveInfo& i) { post({i.search_id, i}, true); });
    // The game plays from the book so that games vary; without a book file it just searches.
    book_ = engine_->set_own_book(true, &book_error_);
    // The hash table's pages backed on the worker now, not during the first move (a restored
    // game's engine may move at once, under a clock).
    engine_->warm_hash();
}

EngineBridge::~EngineBridge() {
    // The external engines first: their threads post into the mailbox until they are joined.
    // All are told to quit before any is waited for, so their quit times overlap.
    for (const auto& e : running())
        if (e) e->shut_down();
    for (auto& e : role_) e.reset();
    inspected_.reset();
    retired_.clear();
    engine_->stop();
    engine_.reset();  // joins the worker; its last reports land in the mailbox, unread
}

void EngineBridge::post(Mail mail, bool builtin) {
    {
        std::lock_guard lock(mailbox_mutex_);
        // Keep the mailbox bounded if the UI is not draining (e.g. minimised): currmove mail is
        // only the latest state, so older ones can go.
        if (std::holds_alternative<CurrMoveInfo>(mail.info) && !mailbox_.empty() &&
            std::holds_alternative<CurrMoveInfo>(mailbox_.back().mail.info) &&
            mailbox_.back().builtin == builtin)
            mailbox_.back().mail = std::move(mail);
        else
            mailbox_.push_back({builtin, std::move(mail)});
    }
    if (wake_) wake_();
}

void EngineBridge::run_builtin(const Request& r) {
    const SearchRequest& s = r.search;
    // A new thread count is a message on the engine's queue, in force from this search on.
    if (s.threads != engine_->settings().threads) engine_->set_threads(s.threads);
    engine_->set_use_tablebases(s.skill >= SKILL_RANGE.max || s.tables_at_any_level);
    std::string error;
    if (!engine_->set_position(s.fen, s.moves, &error)) {
        post({r.id, BestMoveInfo{}}, false);
        return;
    }
    const int engine_id = engine_->go(s.limits, SearchStyle{s.skill, s.multipv, s.use_book && book_,
                                                            s.rule_book, s.use_experience});
    builtin_ids_[engine_id] = r.id;
    // Only recent searches can still send mail that matters.
    while (builtin_ids_.size() > 64) builtin_ids_.erase(builtin_ids_.begin());
}

int EngineBridge::start(const SearchRequest& request) {
    stop();
    current_ = Request{++next_id_, request, false};
    if (const auto& external = role_[int(request.role)]) {
        current_.external = true;
        external->go(current_.id, request.fen, request.moves, request.limits, request.multipv,
                     request.use_book);
    } else {
        run_builtin(current_);
    }
    return current_.id;
}

void EngineBridge::stop() {
    engine_->stop();
    for (const auto& e : role_)
        if (e) e->stop();
}

void EngineBridge::ponderhit() {
    if (!current_.external) engine_->ponderhit();
}

void EngineBridge::set_movetime(double seconds) {
    engine_->set_movetime(to_ms(seconds));
}

void EngineBridge::set_skill(int level) {
    engine_->set_skill_level(level);
}

void EngineBridge::set_tablebases(std::shared_ptr<const tb::Tablebases> set) {
    engine_->set_tablebases(std::move(set));
}

void EngineBridge::set_experience(std::shared_ptr<const Experience> table) {
    engine_->set_experience(std::move(table));
}

std::string EngineBridge::book_name() const {
    const std::string path = masters_ ? masters_book_path() : default_book_path();
    const size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

void EngineBridge::set_book(bool on, bool masters) {
    book_error_.clear();
    if (on && masters != masters_) {
        // The engine keeps the book it has when a file cannot be read.
        const std::string path = masters ? masters_book_path() : default_book_path();
        if (path.empty())
            book_error_ = masters ? "no masters' book found (assets/masters_book.bin)"
                                  : "no opening book found (assets/book.bin)";
        else if (engine_->load_book(path, &book_error_))
            masters_ = masters;
    }
    std::string error;
    book_ = engine_->set_own_book(on, &error) && on;
    if (!error.empty()) book_error_ = error;
}

void EngineBridge::new_game() {
    stop();
    engine_->new_game();
    engine_->warm_hash();
    for (const auto& e : role_)
        if (e) e->new_game();
}

std::vector<EngineBridge::Mail> EngineBridge::drain() {
    std::vector<Posted> posted;
    {
        std::lock_guard lock(mailbox_mutex_);
        posted.swap(mailbox_);
    }
    std::vector<Mail> out;
    out.reserve(posted.size());
    for (Posted& p : posted) {
        if (p.builtin) {
            auto it = builtin_ids_.find(p.mail.search_id);
            p.mail.search_id = it == builtin_ids_.end() ? 0 : it->second;
            if (p.mail.search_id == 0) continue;  // a search nobody waits for
        }
        if (auto* note = std::get_if<ExternalNote>(&p.mail.info))
            external_failed(p.mail.search_id, *note);
        out.push_back(std::move(p.mail));
    }
    // Engines told to quit are joined once they are done (at once, by then).
    std::erase_if(retired_, [](const auto& e) { return e->finished(); });
    return out;
}

// ---- external engines

std::shared_ptr<ExternalEngine> EngineBridge::engine_for(const ExternalEngineSpec& spec) {
    for (const auto& e : running()) {
        if (e && e->path() == spec.path && e->fixed_protocol() == spec.fixed_protocol) {
            e->set_options(spec.options);
            return e;
        }
    }
    failed_.erase(spec.path);
    ExternalEngine::Callbacks cb;
    cb.info = [this](const SearchInfo& i) { post({i.search_id, i}, false); };
    cb.currmove = [this](const CurrMoveInfo& i) { post({i.search_id, i}, false); };
    cb.bestmove = [this](const BestMoveInfo& i) { post({i.search_id, i}, false); };
    cb.failure = [this, path = spec.path, name = spec.name](int id, const ExternalFailure& f) {
        post({id, ExternalNote{name, path, f}}, false);
    };
    cb.status_changed = [this] {
        if (wake_) wake_();
    };
    const bool fixed = spec.fixed_protocol != ExternalProtocol::UNKNOWN;
    return std::make_shared<ExternalEngine>(spec.path, fixed ? spec.fixed_protocol : spec.protocol,
                                            spec.options, std::move(cb), timeouts_, fixed);
}

void EngineBridge::retire(std::shared_ptr<ExternalEngine> e) {
    if (!e) return;
    for (const auto& in_use : running())
        if (e == in_use) return;
    e->shut_down();
    retired_.push_back(std::move(e));
}

void EngineBridge::set_external(Role role, const ExternalEngineSpec* spec) {
    const int r = int(role);
    if (!spec) {
        wanted_[r].reset();
        retire(std::exchange(role_[r], nullptr));
        return;
    }
    if (wanted_[r] && *wanted_[r] == *spec) return;  // as before (also after a failure)
    const bool same_program = wanted_[r] && wanted_[r]->path == spec->path &&
                              wanted_[r]->fixed_protocol == spec->fixed_protocol && role_[r];
    wanted_[r] = *spec;
    if (same_program) {
        role_[r]->set_options(spec->options);
        return;
    }
    std::shared_ptr<ExternalEngine> old = std::exchange(role_[r], engine_for(*spec));
    retire(std::move(old));
}

void EngineBridge::inspect(const ExternalEngineSpec* spec) {
    if (!spec) {
        retire(std::exchange(inspected_, nullptr));
        return;
    }
    if (inspected_ && inspected_->path() == spec->path &&
        inspected_->fixed_protocol() == spec->fixed_protocol)
        return;
    std::shared_ptr<ExternalEngine> old = std::exchange(inspected_, engine_for(*spec));
    retire(std::move(old));
}

std::optional<ExternalEngine::Status> EngineBridge::external_status(const std::string& path) const {
    for (const auto& e : running())
        if (e && e->path() == path) return e->status();
    if (auto it = failed_.find(path); it != failed_.end()) return it->second;
    return std::nullopt;
}

void EngineBridge::external_failed(int search_id, ExternalNote& note) {
    // Every role the program had goes back to the built-in engine.
    for (auto* e : {&role_[0], &role_[1], &role_[2], &inspected_}) {
        if (*e && (*e)->path() == note.path &&
            (*e)->status().state == ExternalEngine::State::FAILED) {
            failed_[note.path] = (*e)->status();
            note.had_role = note.had_role || e != &inspected_;
            retire(std::exchange(*e, nullptr));
        }
    }
    // The search it was running is run again, by the built-in engine, under the same id.
    if (search_id != 0 && search_id == current_.id && current_.external) {
        current_.external = false;
        run_builtin(current_);
    }
}

}  // namespace xq
