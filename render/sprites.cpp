#include "render/sprites.h"

#include <SDL_image.h>

#include <filesystem>

namespace xq {

namespace {

const char* const TYPE_NAMES[PIECE_TYPE_NB] = {"",      "king", "advisor", "elephant",
                                               "horse", "rook", "cannon",  "pawn"};

bool load_texture(SDL_Renderer* r, const std::string& path, SDL_Texture** out, std::string* error) {
    SDL_Texture* t = IMG_LoadTexture(r, path.c_str());
    if (!t) {
        if (error) *error = "cannot load sprite " + path + ": " + IMG_GetError();
        return false;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    *out = t;
    return true;
}

}  // namespace

Sprites::~Sprites() {
    release();
}

void Sprites::release() {
    auto destroy = [](SDL_Texture*& t) {
        if (t) SDL_DestroyTexture(t);
        t = nullptr;
    };
    destroy(board);
    for (auto& t : piece) destroy(t);
    for (auto& t : red_label) destroy(t);
    for (auto& t : black_label) destroy(t);
    for (auto* t : {&dot, &capture, &select, &last_move, &check, &hint}) destroy(*t);
}

bool Sprites::load(SDL_Renderer* r, const std::string& dir, std::string* error,
                   const SpriteTheme& theme) {
    release();
    bool ok = load_texture(r, dir + "/" + theme.board, &board, error);
    for (int c = 0; ok && c < 2; ++c)
        for (int t = KING; ok && t <= PAWN; ++t)
            ok = load_texture(r,
                              dir + "/" + theme.pieces + "/" + (c == RED ? "red_" : "black_") +
                                  TYPE_NAMES[t] + ".png",
                              &piece[make_piece(Color(c), PieceType(t))], error);
    for (int n = 1; ok && n <= 9; ++n) {
        ok = load_texture(r, dir + "/labels/red_" + std::to_string(n) + ".png", &red_label[n - 1],
                          error) &&
             load_texture(r, dir + "/labels/black_" + std::to_string(n) + ".png",
                          &black_label[n - 1], error);
    }
    const std::string marks = dir + "/marks/";
    ok = ok && load_texture(r, marks + "dot.png", &dot, error) &&
         load_texture(r, marks + "capture.png", &capture, error) &&
         load_texture(r, marks + "select.png", &select, error) &&
         load_texture(r, marks + "last_move.png", &last_move, error) &&
         load_texture(r, marks + "check.png", &check, error);
    if (ok && std::filesystem::exists(marks + "hint.png"))
        ok = load_texture(r, marks + "hint.png", &hint, error);
    if (!ok) release();
    return ok;
}

}  // namespace xq
