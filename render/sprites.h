// The sprite textures of assets/ (see ASSETS_SPEC.md), loaded once per renderer.
#pragma once

#include <SDL.h>

#include <string>

#include "rules/types.h"

namespace xq {

// Which sprite set to load (the look tab's themes): the pieces' folder and the board image.
struct SpriteTheme {
    std::string pieces = "pieces";    // or "pieces_international"
    std::string board = "board.png";  // or "board_contrast.png"
    bool operator==(const SpriteTheme&) const = default;
};

class Sprites {
  public:
    Sprites() = default;
    ~Sprites();
    Sprites(const Sprites&) = delete;
    Sprites& operator=(const Sprites&) = delete;

    // Loads every sprite from `dir`. A missing or unreadable file fails with a message naming it.
    bool load(SDL_Renderer* renderer, const std::string& dir, std::string* error,
              const SpriteTheme& theme = {});

    SDL_Texture* board = nullptr;
    SDL_Texture* piece[PIECE_NB] = {};  // indexed by Piece
    SDL_Texture* red_label[9] = {};     // 一 .. 九
    SDL_Texture* black_label[9] = {};   // 1 .. 9
    SDL_Texture* dot = nullptr;
    SDL_Texture* capture = nullptr;
    SDL_Texture* select = nullptr;
    SDL_Texture* last_move = nullptr;
    SDL_Texture* check = nullptr;
    SDL_Texture* hint = nullptr;  // optional: null when the file does not exist

  private:
    void release();
};

}  // namespace xq
