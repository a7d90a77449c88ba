// The panel's Dear ImGui style: the theme's colours, rounding and spacing (ui/theme.h) with its
// sizes scaled to the UI scale. It is made anew from the theme whenever the theme or the scale
// changes, so sizes never compound.
#pragma once

#include <imgui.h>

namespace xq {

class PanelStyle {
  public:
    // Sets ImGui's style when the theme or the scale differ from what it was made for; true when
    // it did (the frame then needs drawing).
    bool update(bool dark, float ui_scale);

  private:
    ImGuiStyle theme_;  // the theme at UI scale 1
    bool made_ = false, dark_ = false;
    float ui_scale_ = 1;
};

}  // namespace xq
