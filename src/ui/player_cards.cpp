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

    // Left: the side and who plays it (the player's name when the game file gives one), then
    // the pieces it has taken.
    const ImVec4 side_colour = side == RED ? tc.red_side : tc.black_side;
    ImGui::SetCursorScreenPos(ImVec2(p0.x + pad, p0.y + pad * 0.6f));
    std::string who_text = player_label(c, side);
    const char* who = who_text.c_str();
    // A puzzle on the board is the player's against the program's replies; the game's clocks,
    // players and captures wait behind it and are not shown beside it.
    const PuzzleSession* puzzle = ui.puzzle_mode && ui.puzzles ? ui.puzzles->session() : nullptr;
    if (puzzle) who = tr(side == puzzle->solver() ? Str::HUMAN : Str::COMPUTER);
    ImGui::PushClipRect(p0, ImVec2(p1.x - w * 0.35f, p1.y), true);  // clear of the clock
    ImGui::TextColored(side_colour, "%s · %s", tr(side == RED ? Str::RED : Str::BLACK), who);
    ImGui::PopClipRect();
    if (puzzle) {
        ImGui::End();
        return;
    }
    if (bottom && !c.game().over() && c.clock().timed()) {  // nothing to pause otherwise
        ImGui::SameLine();
        const char* label = tr(c.paused() ? Str::RESUME : Str::PAUSE);
        if (ImGui::SmallButton(label)) out.push_back(intent::PauseClock{!c.paused()});
        remember_item(ui, label);
        tip(ui, label, Str::TIP_PAUSE);
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
        auto& row = ui.widgets[row_id];
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
    ImFont* big = clock_font();
    ImGui::PushFont(big);
    const ImVec2 size = ImGui::CalcTextSize(r.time.c_str());
    const ImVec2 at(p1.x - pad - size.x, (p0.y + p1.y - size.y) / 2);
    ImVec4 colour = r.low     ? tc.error
                    : running ? ImGui::GetStyleColorVec4(ImGuiCol_Text)
                              : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (c.paused() && c.clock().timed()) colour.w = 0.55f;
    dl->AddText(big, big->FontSize * ImGui::GetIO().FontGlobalScale, at, ImGui::GetColorU32(colour),
                r.time.c_str());
    ImGui::PopFont();
    if (!r.caption.empty()) {
        const ImVec2 cs = ImGui::CalcTextSize(r.caption.c_str());
        dl->AddText(ImVec2(at.x - cs.x - pad, (p0.y + p1.y - cs.y) / 2),
                    ImGui::GetColorU32(ImGuiCol_TextDisabled), r.caption.c_str());
    }
    const char* clock_id = side == RED ? "##clock_red" : "##clock_black";
    ui.widgets[clock_id] = {{at.x, at.y}, {at.x + size.x, at.y + size.y}};
    // The clock is drawn text, not an item: its tooltip follows the pointer over its box.
    ui.tips[clock_id] = Str::TIP_CLOCK;
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
