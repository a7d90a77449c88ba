#include "game/files/game_document.h"

#include <filesystem>

#include "game/files/game_file.h"
#include "game/files/storage.h"

namespace xq {

void GameDocument::bind(const std::string& path, uint64_t serial, const Game& game,
                        const std::string& content) {
    path_ = path;
    content_ = content;
    serial_ = serial;
    record_ = record_text(game);
    suggested_.clear();
    set_last_folder_of(path);
    ++revision_;
}

void GameDocument::kept_elsewhere(uint64_t serial, const Game& game, const std::string& suggested) {
    path_.clear();
    content_.clear();
    serial_ = serial;
    record_ = record_text(game);
    suggested_ = suggested;
    ++revision_;
}

std::string GameDocument::path(uint64_t serial) const {
    return serial == serial_ ? path_ : std::string();
}

GameDocument::SaveAction GameDocument::save_action(uint64_t serial, bool exists,
                                                   const std::string& on_disk) const {
    if (path(serial).empty()) return SaveAction::SAVE_AS;
    if (exists && on_disk != content_) return SaveAction::ASK_CHANGED_ON_DISK;
    return SaveAction::SAVE_THERE;
}

bool GameDocument::needs_backup(const std::string& path, bool exists,
                                const std::string& on_disk) const {
    if (!exists) return false;
    return path != path_ || on_disk != content_;
}

bool GameDocument::unsaved(uint64_t serial, const Game& game) const {
    if (game.tree().empty()) return false;  // no moves: nothing to lose
    return serial != serial_ || record_text(game) != record_;
}

bool GameDocument::unsaved_now(uint64_t serial, uint64_t record_revision, const Game& game) {
    if (checked_.record != record_revision || checked_.serial != serial ||
        checked_.revision != revision_)
        checked_ = {record_revision, serial, revision_, unsaved(serial, game)};
    return checked_.unsaved;
}

std::string GameDocument::suggested_name(uint64_t serial, const std::string& fallback) const {
    if (serial == serial_ && !path_.empty()) return path_;
    if (serial == serial_ && !suggested_.empty()) return suggested_;
    return fallback;
}

void GameDocument::set_last_folder_of(const std::string& file_path) {
    const std::string folder = std::filesystem::path(file_path).parent_path().string();
    if (!folder.empty()) last_folder_ = folder;
}

std::string record_text(const Game& game) {
    Game start = game;
    start.go_to_line({}, 0);
    return game_to_pgn(start);
}

bool write_game_file(const std::string& path, const std::string& content, bool keep_backup,
                     std::string* error) {
    if (keep_backup) {
        std::string old;
        if (!read_file(path, old, error)) return false;
        if (!write_file_atomic(path + ".bak", old, error)) return false;
    }
    return write_file_atomic(path, content, error);
}

}  // namespace xq
