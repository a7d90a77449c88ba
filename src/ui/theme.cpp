#include "ui/theme.h"

namespace xq {

namespace {

ThemeColours current;

ImVec4 rgb(int r, int g, int b, float a = 1) {
    return ImVec4(float(r) / 255, float(g) / 255, float(b) / 255, a);
}

void shape(ImGuiStyle& s) {
    // Rounded, roomy frames: the panel is read at arm's length, in CJK as well as Latin.
    s.WindowRounding = 0;
    s.ChildRounding = 4;
    s.FrameRounding = 5;
    s.PopupRounding = 6;
    s.GrabRounding = 4;
    s.TabRounding = 5;
    s.ScrollbarRounding = 6;
    s.WindowPadding = ImVec2(12, 10);
    s.FramePadding = ImVec2(9, 5);
    s.ItemSpacing = ImVec2(8, 7);
    s.ItemInnerSpacing = ImVec2(6, 5);
    s.GrabMinSize = 14;
    s.ScrollbarSize = 13;
    s.FrameBorderSize = 1;
    s.PopupBorderSize = 1;
    s.WindowBorderSize = 1;
    s.TabBorderSize = 0;
}

void warm(ImGuiStyle& s) {
    ImVec4* c = s.Colors;
    const ImVec4 paper = rgb(246, 236, 216), paper_dark = rgb(236, 221, 193),
                 wood = rgb(214, 176, 122), wood_light = rgb(226, 194, 146),
                 wood_dark = rgb(176, 128, 72), ink = rgb(58, 38, 22), lacquer = rgb(168, 44, 32);
    c[ImGuiCol_Text] = ink;
    c[ImGuiCol_TextDisabled] = rgb(136, 110, 84);
    c[ImGuiCol_WindowBg] = paper;
    c[ImGuiCol_ChildBg] = rgb(0, 0, 0, 0);
    c[ImGuiCol_PopupBg] = rgb(250, 243, 229, 0.98f);
    c[ImGuiCol_Border] = rgb(176, 140, 96, 0.7f);
    c[ImGuiCol_BorderShadow] = rgb(0, 0, 0, 0);
    c[ImGuiCol_FrameBg] = rgb(255, 250, 240);
    c[ImGuiCol_FrameBgHovered] = rgb(250, 236, 210);
    c[ImGuiCol_FrameBgActive] = rgb(244, 224, 190);
    c[ImGuiCol_TitleBg] = wood;
    c[ImGuiCol_TitleBgActive] = wood_dark;
    c[ImGuiCol_TitleBgCollapsed] = wood;
    c[ImGuiCol_MenuBarBg] = paper_dark;
    c[ImGuiCol_ScrollbarBg] = paper_dark;
    c[ImGuiCol_ScrollbarGrab] = wood;
    c[ImGuiCol_ScrollbarGrabHovered] = wood_dark;
    c[ImGuiCol_ScrollbarGrabActive] = wood_dark;
    c[ImGuiCol_CheckMark] = lacquer;
    c[ImGuiCol_SliderGrab] = wood_dark;
    c[ImGuiCol_SliderGrabActive] = lacquer;
    c[ImGuiCol_Button] = wood_light;
    c[ImGuiCol_ButtonHovered] = wood;
    c[ImGuiCol_ButtonActive] = wood_dark;
    c[ImGuiCol_Header] = rgb(226, 194, 146, 0.8f);
    c[ImGuiCol_HeaderHovered] = rgb(214, 176, 122, 0.9f);
    c[ImGuiCol_HeaderActive] = wood_dark;
    c[ImGuiCol_Separator] = rgb(190, 156, 112, 0.8f);
    c[ImGuiCol_SeparatorHovered] = wood_dark;
    c[ImGuiCol_SeparatorActive] = lacquer;
    c[ImGuiCol_ResizeGrip] = rgb(214, 176, 122, 0.4f);
    c[ImGuiCol_ResizeGripHovered] = wood;
    c[ImGuiCol_ResizeGripActive] = wood_dark;
    c[ImGuiCol_Tab] = rgb(230, 206, 166);
    c[ImGuiCol_TabHovered] = wood;
    c[ImGuiCol_TabActive] = rgb(200, 150, 92);
    c[ImGuiCol_TabUnfocused] = rgb(230, 206, 166);
    c[ImGuiCol_TabUnfocusedActive] = rgb(200, 150, 92);
    c[ImGuiCol_PlotLines] = lacquer;
    c[ImGuiCol_PlotLinesHovered] = ink;
    c[ImGuiCol_PlotHistogram] = rgb(196, 120, 60);
    c[ImGuiCol_PlotHistogramHovered] = lacquer;
    c[ImGuiCol_TableHeaderBg] = paper_dark;
    c[ImGuiCol_TableBorderStrong] = rgb(190, 156, 112);
    c[ImGuiCol_TableBorderLight] = rgb(214, 190, 156);
    c[ImGuiCol_TableRowBg] = rgb(0, 0, 0, 0);
    c[ImGuiCol_TableRowBgAlt] = rgb(120, 80, 30, 0.06f);
    c[ImGuiCol_TextSelectedBg] = rgb(214, 176, 122, 0.6f);
    c[ImGuiCol_DragDropTarget] = lacquer;
    c[ImGuiCol_NavHighlight] = lacquer;
    c[ImGuiCol_NavWindowingHighlight] = rgb(255, 255, 255, 0.7f);
    c[ImGuiCol_NavWindowingDimBg] = rgb(40, 30, 20, 0.2f);
    c[ImGuiCol_ModalWindowDimBg] = rgb(40, 26, 12, 0.35f);
    current.red_side = rgb(176, 36, 28);
    current.black_side = rgb(40, 30, 22);
    current.result = rgb(150, 84, 10);
    current.error = rgb(184, 60, 20);
    current.muted = c[ImGuiCol_TextDisabled];
    current.backdrop = rgb(74, 54, 38);
    current.graph_bg = IM_COL32(252, 246, 234, 255);
    current.graph_axis = IM_COL32(190, 160, 120, 255);
    current.graph_red = IM_COL32(184, 46, 34, 255);
    current.graph_black = IM_COL32(60, 46, 34, 255);
    current.graph_cursor = IM_COL32(60, 110, 190, 200);
}

void dark(ImGuiStyle& s) {
    ImGui::StyleColorsDark(&s);
    ImVec4* c = s.Colors;
    // Dark, but warm: brown-black surfaces and wood-coloured controls instead of ImGui's blue.
    c[ImGuiCol_WindowBg] = rgb(34, 29, 25);
    c[ImGuiCol_PopupBg] = rgb(44, 37, 31, 0.98f);
    c[ImGuiCol_FrameBg] = rgb(60, 50, 41);
    c[ImGuiCol_FrameBgHovered] = rgb(78, 64, 50);
    c[ImGuiCol_FrameBgActive] = rgb(96, 78, 58);
    c[ImGuiCol_Button] = rgb(104, 78, 50);
    c[ImGuiCol_ButtonHovered] = rgb(134, 100, 62);
    c[ImGuiCol_ButtonActive] = rgb(160, 118, 70);
    c[ImGuiCol_Header] = rgb(104, 78, 50, 0.8f);
    c[ImGuiCol_HeaderHovered] = rgb(134, 100, 62);
    c[ImGuiCol_HeaderActive] = rgb(160, 118, 70);
    c[ImGuiCol_Tab] = rgb(74, 58, 42);
    c[ImGuiCol_TabHovered] = rgb(134, 100, 62);
    c[ImGuiCol_TabActive] = rgb(120, 88, 54);
    c[ImGuiCol_TabUnfocused] = rgb(74, 58, 42);
    c[ImGuiCol_TabUnfocusedActive] = rgb(120, 88, 54);
    c[ImGuiCol_CheckMark] = rgb(236, 120, 90);
    c[ImGuiCol_SliderGrab] = rgb(196, 146, 88);
    c[ImGuiCol_SliderGrabActive] = rgb(236, 120, 90);
    c[ImGuiCol_Separator] = rgb(90, 74, 58);
    c[ImGuiCol_Border] = rgb(90, 74, 58, 0.7f);
    c[ImGuiCol_TitleBgActive] = rgb(104, 78, 50);
    c[ImGuiCol_PlotHistogram] = rgb(196, 120, 60);
    c[ImGuiCol_TableHeaderBg] = rgb(52, 44, 37);
    c[ImGuiCol_Text] = rgb(238, 228, 212);
    c[ImGuiCol_TextDisabled] = rgb(160, 144, 124);
    current.red_side = rgb(255, 115, 102);
    current.black_side = rgb(222, 214, 200);
    current.result = rgb(255, 204, 77);
    current.error = rgb(255, 140, 77);
    current.muted = c[ImGuiCol_TextDisabled];
    current.backdrop = rgb(38, 34, 30);
    current.graph_bg = IM_COL32(30, 26, 22, 255);
    current.graph_axis = IM_COL32(110, 100, 90, 255);
    current.graph_red = IM_COL32(230, 90, 80, 255);
    current.graph_black = IM_COL32(200, 200, 200, 255);
    current.graph_cursor = IM_COL32(90, 140, 230, 200);
}

}  // namespace

void apply_theme(ImGuiStyle& style, bool is_dark) {
    style = ImGuiStyle();
    if (is_dark)
        dark(style);
    else
        warm(style);
    shape(style);
}

const ThemeColours& theme_colours() {
    return current;
}

}  // namespace xq
