// Pictures as file bytes: a PNG (stb_image_write) or an animated GIF (giflib), and writing them
// to a file without harming an existing one when something fails.
#pragma once

#include <string>
#include <vector>

#include "render/diagram/image.h"

namespace xq {

// Empty when the encoder fails (it cannot allocate).
std::string encode_png(const Image& image);

// Frames of one size shown for their delays (milliseconds, in steps of 10: GIF counts
// hundredths) and looping. One palette for all frames (median cut); each frame after the first
// stores only the rectangle that changed. Empty with a message when giflib fails.
std::string encode_gif(const std::vector<Image>& frames, const std::vector<int>& delays_ms,
                       std::string* error);

// Writes the bytes to a temporary file beside `path`, then renames it over `path`. False with a
// message (the system's reason) when the folder cannot be written.
bool write_picture_file(const std::string& path, const std::string& bytes, std::string* error);

}  // namespace xq
