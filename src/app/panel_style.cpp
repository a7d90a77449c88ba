#include "app/panel_style.h"

#include "ui/theme.h"

namespace xq {

bool PanelStyle::update(bool dark, float ui_scale) {
    if (made_ && dark == dark_ && ui_scale == ui_scale_) return false;
    if (!made_ || dark != dark_) apply_theme(theme_, dark);
    made_ = true;
    dark_ = dark;
    ui_scale_ = ui_scale;
    ImGui::GetStyle() = theme_;
    ImGui::GetStyle().ScaleAllSizes(ui_scale);
    return true;
}

}  // namespace xq
