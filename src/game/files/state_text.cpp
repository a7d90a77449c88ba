#include "game/files/state_text.h"

#include <filesystem>

#include "game/files/storage.h"

namespace xq {

bool load_state_text(const std::string& path,
                     const std::function<bool(const std::string& text, std::string* why)>& parse,
                     std::string* error) {
    std::string text, err;
    bool missing = false;
    if (!read_file(path, text, &err, &missing)) {
        if (error) *error = missing ? "" : err;
        return missing;
    }
    if (parse(text, &err)) return true;
    std::error_code ec;
    std::filesystem::copy_file(path, path + ".bad",
                               std::filesystem::copy_options::overwrite_existing, ec);
    if (error)
        *error = path + ": lines skipped:\n" + err +
                 (ec ? "" : "\n(a copy is kept as " + path + ".bad)");
    return false;
}

}  // namespace xq
