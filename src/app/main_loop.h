// How the program's frames are driven: the desktop's blocking loop (App::run), or, in the
// browser, one frame per animation frame of the page (the browser's event loop must never be
// blocked). The browser's differences stay in main_loop.cpp.
#pragma once

#include <memory>

#include "app/app.h"

namespace xq {

// Adjusts the options to the platform: in the browser the window is the page's size and the
// state lives where the page keeps it.
void adapt_options(AppOptions& options);

// Runs the frames until the window closes, then destroys the App; the exit status. In the
// browser it returns at once and the page calls the frames: the App lives on with the page.
int run_main_loop(std::unique_ptr<App> app);

}  // namespace xq
