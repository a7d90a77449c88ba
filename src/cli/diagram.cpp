// `xiangqi-engine diagram (--fen FEN | --pgn FILE) --out FILE.png|FILE.gif [options]`
//
// Draws a position as a PNG, or a game's moves as an animated GIF, with the game's sprites
// (render/diagram, docs/diagrams.md): the board and piece set of a theme, the last move's marks,
// arrows, the file numbers. A game drawn as a PNG is its position after the last ply chosen; a
// position drawn as a GIF is one frame. Bad input (a FEN, a move, a file, a size, an output
// that cannot be written) is an error with exit code 2, and no file is left half-written.
#include "render/diagram/diagram.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "formats/iccs.h"
#include "formats/read_game_file.h"
#include "platform/shipped_asset.h"
#include "render/diagram/game_scenes.h"
#include "render/diagram/image_files.h"

namespace xq {

namespace {

std::string lower_extension(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}

// The text of game `n` (1-based) of a PGN file: a game begins at a tag line that follows
// movetext. Empty when the file has fewer games.
std::string nth_pgn_game(const std::string& text, int n) {
    std::istringstream in(text);
    std::string line, game;
    int index = 1;
    bool after_moves = false;
    while (std::getline(in, line)) {
        const size_t start = line.find_first_not_of(" \t\r\xEF\xBB\xBF");
        const bool blank = start == std::string::npos;
        const bool tag = !blank && line[start] == '[';
        if (tag && after_moves) {
            if (index == n) return game;
            ++index;
            game.clear();
            after_moves = false;
        }
        if (!blank && !tag) after_moves = true;
        if (index == n) game += line + "\n";
    }
    return index == n ? game : std::string();
}

// "A-B" into two plies within 0..moves.
bool parse_plies(const std::string& text, size_t moves, size_t& first, size_t& last,
                 std::string* error) {
    unsigned long a = 0, b = 0;
    char dash = 0, extra = 0;
    if (std::sscanf(text.c_str(), "%lu%c%lu%c", &a, &dash, &b, &extra) != 3 || dash != '-' ||
        !std::isdigit(static_cast<unsigned char>(text[0]))) {
        *error = "--plies '" + text + "' is not A-B (e.g. 0-20)";
        return false;
    }
    if (a > b || b > moves) {
        *error = "--plies " + text + " is outside the game's 0-" + std::to_string(moves) +
                 " plies (A must not exceed B)";
        return false;
    }
    first = a, last = b;
    return true;
}

// The scenes the arguments ask for: one for a FEN, a game's plies for a PGN.
bool scenes_of(const DiagramArgs& args, std::vector<DiagramScene>& scenes, std::string* error) {
    Position start;
    if (!args.fen.empty()) {
        std::string why;
        if (!start.set_fen(args.fen, &why)) {
            *error = "bad FEN '" + args.fen + "': " + why;
            return false;
        }
        if (!args.plies.empty()) {
            *error = "--plies needs a game (--pgn)";
            return false;
        }
        scenes.push_back(scene_of(start));
        return true;
    }
    std::string text;
    if (!read_text(args.pgn, text, error)) return false;
    if (args.game > 1) {
        text = nth_pgn_game(text, args.game);
        if (text.empty()) {
            *error = "'" + args.pgn + "' has no game " + std::to_string(args.game);
            return false;
        }
    }
    const PgnReadResult read = read_game_file(text);
    if (!read) {
        *error = "'" + args.pgn + "' is not a game: " + read.error;
        return false;
    }
    start.set_fen(read.record.start_fen);  // the reader checked it
    const std::vector<Move> moves = read.record.moves();
    size_t first = 0, last = moves.size();
    if (!args.plies.empty() && !parse_plies(args.plies, moves.size(), first, last, error))
        return false;
    scenes = game_scenes(start, moves, first, last);
    return true;
}

}  // namespace

int diagram_command(const DiagramArgs& args) {
    if (args.fen.empty() == args.pgn.empty()) return input_error("give either --fen or --pgn");
    const std::string ext = lower_extension(args.out);
    if (ext != ".png" && ext != ".gif")
        return input_error("--out '" + args.out + "' must end in .png or .gif");
    std::vector<DiagramArrow> arrows;
    for (const std::string& a : args.arrows) {
        const Move m = iccs_to_move(a);
        if (m == MOVE_NONE || from_sq(m) == to_sq(m))
            return input_error("--arrow '" + a + "' is not a move such as h2e2");
        arrows.push_back({m});
    }
    const DiagramTheme theme{args.theme, args.pieces};
    std::string error;
    if (!check_diagram_theme(theme, &error)) return input_error(error);

    std::vector<DiagramScene> scenes;
    if (!scenes_of(args, scenes, &error)) return input_error(error);
    // The arrows point at the picture's position: a PNG's only scene, a GIF's last frame.
    scenes.back().arrows = arrows;

    const std::string board = find_shipped_asset("board.png");
    if (board.empty()) return input_error("cannot find the game's sprites (assets/board.png)");
    DiagramArt art;
    if (!art.load(std::filesystem::path(board).parent_path().string(), theme, &error))
        return input_error(error);
    const DiagramPainter painter(art, {args.size, args.coordinates, args.flipped});

    std::string bytes;
    if (ext == ".png") {
        bytes = encode_png(painter.paint(scenes.back()));
        if (bytes.empty()) return input_error("the PNG encoder failed");
    } else {
        std::vector<Image> frames;
        frames.reserve(scenes.size());
        for (const DiagramScene& s : scenes) frames.push_back(painter.paint(s));
        bytes = encode_gif(frames, frame_delays(frames.size(), args.delay_ms, args.last_pause_ms),
                           &error);
        if (bytes.empty()) return input_error(error);
    }
    if (!write_picture_file(args.out, bytes, &error)) return input_error(error);
    std::printf("%s: %d x %d, %zu frame%s\n", args.out.c_str(), painter.width(), painter.height(),
                ext == ".png" ? size_t(1) : scenes.size(),
                ext == ".png" || scenes.size() == 1 ? "" : "s");
    return 0;
}

}  // namespace xq
