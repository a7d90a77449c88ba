#include "game/text/termination.h"

#include <string>

#include "util/text.h"

namespace xq {

Str termination_reason(std::string_view termination) {
    const std::string t = to_lower(trim(termination));
    auto has = [&](const char* part) { return t.find(part) != std::string::npos; };
    if (has("resign") || has("认输") || has("认负")) return Str::RESIGNATION;
    if (has("draw agreed") || has("agreed draw") || has("议和")) return Str::DRAW_AGREED;
    if (has("time forfeit") || has("lost on time") || has("超时")) return Str::TIME_FORFEIT;
    return Str::COUNT;
}

}  // namespace xq
