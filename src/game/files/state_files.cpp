#include "game/files/state_files.h"

#include <filesystem>

#include "game/files/game_file.h"
#include "game/files/storage.h"

namespace fs = std::filesystem;

namespace xq {

namespace {

bool usable(const std::string& dir) {
    if (dir.empty()) return false;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (!fs::is_directory(dir, ec)) return false;
    for (const char* name : {"settings.ini", "game.pgn"})
        if (fs::is_directory(fs::path(dir) / name, ec)) return false;
    return true;
}

std::string with_slash(std::string dir) {
    if (!dir.empty() && dir.back() != '/') dir += '/';
    return dir;
}

// A damaged file is kept beside the original before the defaults replace it on the next save.
std::string keep_bad_copy(const std::string& path) {
    const std::string bad = path + ".bad";
    std::error_code ec;
    fs::copy_file(path, bad, fs::copy_options::overwrite_existing, ec);
    return ec ? std::string() : bad;
}

void add_bad_copy_note(Message& m, const std::string& bad) {
    if (bad.empty()) return;
    m.args.push_back(MessageArg::literal("\n"));
    m.args.push_back(MessageArg::key(Str::KEPT_AS));
    m.args.push_back(MessageArg::literal(bad));
}

MessageArg file_detail(const std::string& text) {
    return MessageArg::detail(printable_excerpt(text, MAX_DETAIL_CHARS));
}

}  // namespace

bool state_dir_usable(const std::string& dir) {
    return usable(dir);
}

std::string choose_state_dir(const std::string& wanted, const std::vector<std::string>& fallbacks,
                             std::vector<Message>& notes) {
    if (usable(wanted)) return with_slash(wanted);
    std::error_code ec;
    const bool file_inside =
        fs::is_directory(wanted, ec) && (fs::is_directory(fs::path(wanted) / "settings.ini", ec) ||
                                         fs::is_directory(fs::path(wanted) / "game.pgn", ec));
    for (const std::string& f : fallbacks) {
        if (f == wanted || !usable(f)) continue;
        notes.push_back(Message(
            Str::COUNT,
            {MessageArg::literal(wanted),
             MessageArg::key(file_inside ? Str::STATE_FILE_IS_DIR : Str::STATE_DIR_UNUSABLE),
             MessageArg::literal(with_slash(f))},
            true));
        return with_slash(f);
    }
    notes.push_back(Message(
        Str::COUNT, {MessageArg::literal(wanted), MessageArg::key(Str::STATE_NOT_SAVED)}, true));
    return "";
}

void load_settings_file(const std::string& dir, Settings& settings, std::vector<Message>& notes) {
    const std::string path = dir + "settings.ini";
    std::string text, err;
    bool missing = false;
    if (!read_file(path, text, &err, &missing)) {
        if (!missing) notes.push_back(Message(Str::SETTINGS_RESET, {file_detail(err)}, true));
        return;
    }
    if (parse_settings(text, settings, &err)) return;
    Message m(Str::SETTINGS_LINES_SKIPPED,
              {MessageArg::literal(path), MessageArg::key(Str::COLON), MessageArg::literal("\n"),
               file_detail(err)},
              true);
    add_bad_copy_note(m, keep_bad_copy(path));
    notes.push_back(m);
}

bool load_game_file(const std::string& dir, Game& game, std::vector<Message>& notes,
                    PgnTags* tags) {
    const std::string path = dir + "game.pgn";
    std::string text, err, stopped;
    bool missing = false;
    if (!read_file(path, text, &err, &missing)) {
        if (!missing) notes.push_back(Message(Str::SETTINGS_RESET, {file_detail(err)}, true));
        return false;
    }
    Game g;
    if (!pgn_to_game_lenient(text, g, &err, &stopped, tags)) {
        Message m(Str::SETTINGS_RESET,
                  {MessageArg::literal(path), MessageArg::key(Str::COLON), file_detail(err)}, true);
        add_bad_copy_note(m, keep_bad_copy(path));
        notes.push_back(m);
        return false;
    }
    if (!stopped.empty()) {
        // The legal part is played; the note says where the rest was left out and why.
        Message m(Str::GAME_KEPT_UP_TO,
                  {MessageArg::literal(std::to_string(g.length())), MessageArg::key(Str::COLON),
                   MessageArg::literal("\n"), file_detail(stopped)},
                  true);
        add_bad_copy_note(m, keep_bad_copy(path));
        notes.push_back(m);
    }
    game = g;
    return true;
}

}  // namespace xq
