#include "app/picture_export.h"

#include "app/board_view_of.h"
#include "render/diagram/diagram.h"
#include "render/diagram/game_scenes.h"
#include "render/diagram/image_files.h"

namespace xq {

namespace {

DiagramTheme theme_of(const Settings& s) {
    DiagramTheme theme;
    if (s.board_theme == BoardTheme::CONTRAST) theme.board = "contrast";
    if (s.piece_theme == PieceTheme::INTERNATIONAL) theme.pieces = "international";
    return theme;
}

}  // namespace

bool save_picture(const Controller& c, const std::string& assets_dir, const intent::SavePicture& p,
                  std::string* error) {
    DiagramArt art;
    if (!art.load(assets_dir, theme_of(c.settings()), error)) return false;
    const PictureOptions& o = p.options;
    const DiagramPainter painter(art, {o.width, o.coordinates, c.flipped()});
    std::string bytes;
    if (!p.animation) {
        // The board as it is shown, without the move animation in flight.
        const BoardView view = board_view_of(c, 0);
        DiagramScene scene =
            scene_of(c.game().position(), o.last_move ? view.last_move : MOVE_NONE);
        if (o.arrows)
            for (const Arrow& a : view.arrows)
                scene.arrows.push_back(
                    {make_move(a.from, a.to), {a.color.r, a.color.g, a.color.b, a.color.a}});
        bytes = encode_png(painter.paint(scene));
        if (bytes.empty()) {
            if (error) *error = "the PNG encoder failed";
            return false;
        }
    } else {
        Position start;
        start.set_fen(c.game().start_fen());  // the game's start, checked when it was set
        const std::vector<Move>& line = c.game().line();
        std::vector<Image> frames;
        for (DiagramScene& scene : game_scenes(start, line, 0, line.size())) {
            if (!o.last_move) scene.last_move = MOVE_NONE;
            frames.push_back(painter.paint(scene));
        }
        bytes = encode_gif(frames, frame_delays(frames.size(), o.delay_ms, 4 * o.delay_ms), error);
        if (bytes.empty()) return false;
    }
    return write_picture_file(p.path, bytes, error);
}

}  // namespace xq
