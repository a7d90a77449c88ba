// The player cards beside the board: above the panel the player at the top of the board, below
// it the player at the bottom. Each shows who plays the side, its clock (large: the third font),
// the pieces it has taken and the material balance. The running clock's card is outlined; a clock
// with less than Controller::LOW_TIME_MS to its flag turns red.
#include <cmath>

#include "game/clock/clock.h"
#include "game/material.h"
#include "game/player_label.h"
#include "game/text/i18n.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

ImFont* clock_font() {
    ImGuiIO& io = ImGui::GetIO();
    return io.Fonts->Fonts.Size > 2 ? io.Fonts->Fonts[2] : ImGui::GetFont();
}

// What the card's clock reads, and a caption beside it: "used" under a control that is not a
// countdown, "byo-yomi" in the period.
struct Reading {
    std::string time, caption;
    bool low = false;
};

Reading reading(const Controller& c, Color side) {
    const TimeControl& tc = c.clock().control(side);
    const Clock::Side s = c.clock_side(side);
    Reading r;
    if (!tc.timed()) {
        r.time = format_clock(s.used_ms, false);
        r.caption = tr(Str::CLOCK_USED);
        return r;
    }
    const bool in_period = tc.kind == TimeControl::Kind::BYOYOMI && s.main_ms == 0;
    r.time = format_clock(in_period ? s.period_ms : s.main_ms);
    if (in_period) r.caption = tr(Str::BYOYOMI);
    r.low = s.main_ms + s.period_ms < Controller::LOW_TIME_MS;  // what is left to the flag
    return r;
}

std::string balance_text(double pawns) {
    if (std::fabs(pawns) < 0.05) return "";
    char text[16];
    snprintf(text, sizeof text, std::fmod(std::fabs(pawns), 1.0) > 0.05 ? "%+.1f" : "%+.0f", pawns);
    return text;
}

void card(Ui& ui, Intents& out, Color side, float x, float y, float w, float h, bool bottom) {
    const Controller& c = *ui.controller;
    const ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;
    ImGui::SetNextWindowPos(ImVec2(x, y));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGui::Begin(side == RED ? "##card_red" : "##card_black", nullptr, flags);
    const float pad = ImGui::GetStyle().WindowPadding.x * 0.5f;
    const ImVec2 p0(x + pad, y + pad * 0.6f), p1(x + w - pad, y + h - pad * 0.6f);
    const bool running = c.clock().running() == side;
    const Reading r = reading(c, side);
    const ThemeColours& tc = theme_colours();  // the panel's theme: warm and light, or dark
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p0, p1, ImGui::GetColorU32(ImGuiCol_FrameBg), 6);
    if (running) dl->AddRect(p0, p1, ImGui::GetColorU32(r.low ? tc.error : tc.result), 6, 0, 2.5f);

    // Right: where the clock and its caption go, measured first: the name at the left ends
    // before them.
    ImFont* big = clock_font();
    ImGui::PushFont(big);
    const ImVec2 size = ImGui::CalcTextSize(r.time.c_str());
    ImGui::PopFont();
    const ImVec2 at(p1.x - pad - size.x, (p0.y + p1.y - size.y) / 2);
    std::string caption = r.caption;  // dropped below when the name needs its room
    ImVec2 caption_size = r.caption.empty() ? ImVec2(0, 0) : ImGui::CalcTextSize(r.caption.c_str());

    // Left: the side and who plays it (the player's name when the game file gives one), then
    // the pieces it has taken.
    const ImVec4 side_colour = side == RED ? tc.red_side : tc.black_side;
    const float left = p0.x + pad;
    ImGui::SetCursorScreenPos(ImVec2(left, p0.y + pad * 0.6f));
    std::string who_text = player_label(c, side);
    // A puzzle on the board is the player's against the program's replies; the game's clocks,
    // players and captures wait behind it and are not shown beside it.
    const PuzzleSession* puzzle =
        ui.puzzle.on_board && ui.puzzle.trainer ? ui.puzzle.trainer->session() : nullptr;
    if (puzzle) who_text = tr(side == puzzle->solver() ? Str::HUMAN : Str::COMPUTER);
    const std::string name =
        std::string(tr(side == RED ? Str::RED : Str::BLACK)) + " · " + who_text;
    const bool pause_shown =
        !puzzle && bottom && !c.game().over() && c.clock().timed();  // nothing to pause otherwise
    const char* pause_label = tr(c.paused() ? Str::RESUME : Str::PAUSE);
    const float pause_w = pause_shown ? ImGui::CalcTextSize(pause_label, nullptr, true).x +
                                            ImGui::GetStyle().FramePadding.x * 2 +
                                            ImGui::GetStyle().ItemSpacing.x
                                      : 0;
    // The name gets what is left beside the clock (and the pause button); in a narrow card the
    // clock's caption gives way to it (the clock's tooltip says what it counts), and what still
    // does not fit ends in an ellipsis, whole in its tooltip.
    const float name_text_w = ImGui::CalcTextSize(name.c_str()).x;
    if (!caption.empty() && at.x - caption_size.x - 2 * pad - left - pause_w < name_text_w) {
        caption.clear();
        caption_size = ImVec2(0, 0);
    }
    const ImVec2 caption_at(at.x - caption_size.x - pad, (p0.y + p1.y - caption_size.y) / 2);
    const float right_free = (caption.empty() ? at.x : caption_at.x) - pad;
    const float name_w = std::max(ImGui::GetFontSize(), right_free - left - pause_w);
    text_box(name, 1, ImGui::GetColorU32(side_colour), std::min(name_w, name_text_w + 1));
    remember_item(ui, side == RED ? "##card_name_red" : "##card_name_black");
    if (puzzle) {
        ImGui::End();
        return;
    }
    if (pause_shown) {
        ImGui::SameLine();
        if (ImGui::SmallButton(pause_label)) out.push_back(intent::PauseClock{!c.paused()});
        remember_item(ui, pause_label);
        tip(ui, pause_label, Str::TIP_PAUSE);
    }
    const Material m = material(c.game().position_at(0), c.game().position());
    const float icon = ImGui::GetFontSize() * 1.45f;
    ImGui::SetCursorScreenPos(ImVec2(p0.x + pad, p1.y - icon - pad * 0.6f));
    int shown = 0;
    const float clock_w = ImGui::GetFontSize() * 6.2f;
    const int fit = std::max(1, int((p1.x - p0.x - clock_w - pad * 2) / (icon * 0.78f)) - 2);
    for (Piece p : m.taken_by[side]) {
        if (shown == fit) {
            ImGui::SameLine(0, 2);
            ImGui::TextDisabled("+%d", int(m.taken_by[side].size()) - shown);
            break;
        }
        if (shown) ImGui::SameLine(0, -icon * 0.22f);  // a little overlap, like a row of coins
        if (ui.sprites && ui.sprites->piece[p])
            ImGui::Image(ImTextureID(ui.sprites->piece[p]), ImVec2(icon, icon));
        const char* row_id = side == RED ? "##taken_red" : "##taken_black";
        tip(ui, row_id, Str::TIP_TAKEN);
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        auto& row = ui.drawn.widgets[row_id];
        if (!shown) row.min = {a.x, a.y};
        row.max = {b.x, b.y};
        ++shown;
    }
    const double own = side == RED ? m.balance : -m.balance;
    if (std::string b = balance_text(own); !b.empty()) {
        if (shown) ImGui::SameLine();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (icon - ImGui::GetFontSize()) / 2);
        ImGui::TextColored(
            ImGui::GetStyleColorVec4(own > 0 ? ImGuiCol_Text : ImGuiCol_TextDisabled), "%s",
            b.c_str());
    }

    // Right: the clock, large, and its caption.
    ImVec4 colour = r.low     ? tc.error
                    : running ? ImGui::GetStyleColorVec4(ImGuiCol_Text)
                              : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (c.paused() && c.clock().timed()) colour.w = 0.55f;
    dl->AddText(big, big->FontSize * ImGui::GetIO().FontGlobalScale, at, ImGui::GetColorU32(colour),
                r.time.c_str());
    if (!caption.empty()) {
        dl->AddText(caption_at, ImGui::GetColorU32(ImGuiCol_TextDisabled), caption.c_str());
        ui.drawn.widgets[side == RED ? "##clock_caption_red" : "##clock_caption_black"] = {
            {caption_at.x, caption_at.y},
            {caption_at.x + caption_size.x, caption_at.y + caption_size.y}};
    }
    const char* clock_id = side == RED ? "##clock_red" : "##clock_black";
    ui.drawn.widgets[clock_id] = {{at.x, at.y}, {at.x + size.x, at.y + size.y}};
    // The clock is drawn text, not an item: its tooltip follows the pointer over its box.
    ui.drawn.tips[clock_id] = Str::TIP_CLOCK;
    if (ImGui::IsMouseHoveringRect(at, ImVec2(at.x + size.x, at.y + size.y)) &&
        ImGui::IsWindowHovered()) {
        ImGui::BeginTooltip();
        ImGui::TextUnformatted(tr(Str::TIP_CLOCK));
        ImGui::EndTooltip();
    }
    ImGui::End();
}

}  // namespace

float player_card_height() {
    const float big = ImGui::GetIO().Fonts->Fonts.Size > 2
                          ? clock_font()->FontSize * ImGui::GetIO().FontGlobalScale
                          : ImGui::GetFontSize() * 2;
    return std::max(big, ImGui::GetFontSize() * 2.6f) + ImGui::GetStyle().WindowPadding.y * 1.2f;
}

void draw_player_cards(Ui& ui, Intents& out, CardPlace top, CardPlace bottom) {
    const Controller& c = *ui.controller;
    const Color side = c.flipped() ? RED : BLACK;
    const float h = player_card_height();
    card(ui, out, side, top.x, top.y, top.w, h, false);
    card(ui, out, ~side, bottom.x, bottom.y, bottom.w, h, true);
}

}  // namespace xq
