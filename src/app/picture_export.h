// The Moves tab's pictures: the position shown as a PNG, or the line followed as an animated
// GIF, drawn in software (render/diagram) with the sprites of the chosen look.
#pragma once

#include <string>

#include "game/controller.h"
#include "ui/intent.h"

namespace xq {

// Writes the picture; false with a message when the sprites or the file fail (an existing file
// is left as it was).
bool save_picture(const Controller& c, const std::string& assets_dir, const intent::SavePicture& p,
                  std::string* error);

}  // namespace xq
