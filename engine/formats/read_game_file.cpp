#include "formats/read_game_file.h"

#include "formats/dhtmlxq.h"
#include "formats/xqf.h"

namespace xq {

PgnReadResult read_game_file(std::string_view bytes) {
    if (looks_like_xqf(bytes)) return read_xqf(bytes);
    if (looks_like_dhtmlxq(bytes)) return read_dhtmlxq(bytes);
    return read_pgn(bytes);
}

}  // namespace xq
