#include "ui/ui.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "game/text/termination.h"
#include "ui/text_wrap.h"
#include "ui/theme.h"

namespace xq {

void remember_item(Ui& ui, const char* label) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    // "Label##id": tests look the widget up by its visible label ("##id" for unlabelled ones).
    std::string key(label);
    if (size_t p = key.find("##"); p != std::string::npos && p > 0) key.resize(p);
    ui.drawn.widgets[key] = {{a.x, a.y}, {b.x, b.y}};
}

void tip(Ui& ui, const char* label, Str text) {
    std::string key(label);
    if (size_t p = key.find("##"); p != std::string::npos && p > 0) key.resize(p);
    ui.drawn.tips[key] = text;
    // Not while a list (a combo's popup) is open over this window: the tooltip would cover its
    // choices. The choices themselves, one popup level up, keep their tooltips.
    const bool list_open = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !list_open) {
        ImGui::BeginTooltip();
        // Broken where Chinese allows it too (text_wrap.h), not only at spaces.
        ImFont* font = ImGui::GetFont();
        const float size = ImGui::GetFontSize();
        for (const std::string& line : wrap_text(tr(text), size * 24, [&](char32_t c) {
                 return font->GetCharAdvance(ImWchar(c)) * size / font->FontSize;
             }))
            ImGui::TextUnformatted(line.c_str());
        ImGui::EndTooltip();
    }
}

float number_box_width(int widest) {
    // ImGui's InputInt: the text field (its frame padding on both sides), then two square
    // buttons as high as the frame, each after the inner spacing; and one digit to spare.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float digits = ImGui::CalcTextSize((std::to_string(widest) + "0").c_str()).x;
    return digits + style.FramePadding.x * 2 +
           (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x) * 2;
}

void same_line_if_fits_width(float next_w) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + next_w;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

void same_line_if_fits(const char* next_label) {
    // Buttons flow: the next one goes on this line only if the whole of it fits.
    same_line_if_fits_width(ImGui::CalcTextSize(next_label, nullptr, true).x +
                            ImGui::GetStyle().FramePadding.x * 2);
}

bool ui_button(Ui& ui, const char* label, ImVec2 size) {
    bool pressed = ImGui::Button(label, size);
    remember_item(ui, label);
    return pressed;
}

std::string result_text(const Game& game) {
    const GameStatus& s = game.status();
    std::string text = tr(s.result == GameResult::RED_WINS     ? Str::RED_WINS
                          : s.result == GameResult::BLACK_WINS ? Str::BLACK_WINS
                                                               : Str::DRAW);
    Str reason = Str::COUNT;
    switch (s.reason) {
        case EndReason::CHECKMATE:
            reason = Str::CHECKMATE;
            break;
        case EndReason::STALEMATE:
            reason = Str::STALEMATE;
            break;
        case EndReason::PERPETUAL_CHECK:
            reason = Str::PERPETUAL_CHECK;
            break;
        case EndReason::PERPETUAL_CHASE:
            reason = Str::PERPETUAL_CHASE;
            break;
        case EndReason::REPETITION:
            reason = Str::REPETITION;
            break;
        case EndReason::MOVE_LIMIT:
            reason = Str::MOVE_LIMIT;
            break;
        case EndReason::INSUFFICIENT_MATERIAL:
            reason = Str::INSUFFICIENT_MATERIAL;
            break;
        case EndReason::NONE:
            if (game.adjudication() == Adjudication::RESIGNATION) reason = Str::RESIGNATION;
            if (game.adjudication() == Adjudication::DRAW_AGREED) reason = Str::DRAW_AGREED;
            if (game.adjudication() == Adjudication::TIME_FORFEIT) reason = Str::TIME_FORFEIT;
            break;
    }
    // A result the file recorded: its reason when the file gives one (ours in our words).
    std::string why = reason != Str::COUNT ? tr(reason) : "";
    if (game.ended_by_record()) {
        const Str known = termination_reason(game.tag("Termination"));
        why = known != Str::COUNT               ? tr(known)
              : game.tag("Termination").empty() ? tr(Str::RESULT_RECORDED)
                                                : game.tag("Termination");
    }
    if (!why.empty())
        text += std::string(language() == Lang::ZH ? "（" : " (") + why +
                (language() == Lang::ZH ? "）" : ")");
    return text;
}

std::string status_line(const Controller& c) {
    const Game& g = c.game();
    if (g.over()) return result_text(g);
    std::string s;
    if (g.ply() > 0) {
        // The last move, numbered: "1. 炮二平五" / "1. … 马８进７".
        Position before = g.position_at(g.ply() - 1);
        s = std::to_string(before.fullmove_number()) +
            (before.side_to_move() == RED ? ". " : ". … ") +
            move_label(before, g.line()[g.ply() - 1]) + "   ";
    }
    s += tr(g.side_to_move() == RED ? Str::RED_TO_MOVE : Str::BLACK_TO_MOVE);
    if (g.position().in_check()) s += std::string("  ") + tr(Str::CHECK);
    if (c.study().analysing())
        s += std::string("  ") + tr(Str::ANALYSING);
    else if (c.study().reviewing())
        s += std::string("  ") + tr(Str::REVIEWING);
    else if (c.engine_thinking())
        s += std::string("  ") + tr(Str::THINKING);
    return s;
}

namespace {
Intents draw_side_panel(Ui& ui, float x, float y, float w, float h);
}  // namespace

Intents draw_ui(Ui& ui, float x, float y, float w, float h) {
    ui.library.explorer.shown = false;  // panel_explorer sets it when drawn
    Intents out = draw_side_panel(ui, x, y, w, h);
    // The explorer's engine runs while its tab is shown, whatever hides it (another tab, the
    // folded panel, the position editor).
    if (ui.library.explorer.shown != ui.controller->study().exploring())
        out.push_back(intent::ShowExplorer{ui.library.explorer.shown});
    return out;
}

namespace {

// A panel longer than its place: its rows fade out above its lower edge (the lower player card),
// so the row cut there reads as "more below" (the scrollbar brings it) rather than as a line half
// hidden under the card.
void fade_cut_bottom() {
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    const float right = pos.x + ImGui::GetWindowContentRegionMax().x;  // clear of the scrollbar
    const float bottom = pos.y + size.y, solid_h = ImGui::GetStyle().WindowPadding.y * 0.5f;
    const float fade_h = ImGui::GetFrameHeightWithSpacing();
    const ImU32 solid = ImGui::GetColorU32(ImGuiCol_WindowBg, 1.0f);
    const ImU32 clear = solid & ~IM_COL32_A_MASK;
    dl->PushClipRect(pos, ImVec2(pos.x + size.x, bottom), false);
    dl->AddRectFilledMultiColor(ImVec2(pos.x, bottom - fade_h), ImVec2(right, bottom - solid_h),
                                clear, clear, solid, solid);
    dl->AddRectFilled(ImVec2(pos.x, bottom - solid_h), ImVec2(right, bottom), solid);
    dl->PopClipRect();
}

// The message and, while the engine searches for a move or reviews, its progress bar at the
// right: one row of `row_w`, of fixed height whatever it holds.
void message_row(Ui& ui, float row_w) {
    row_w = std::max(row_w, 1.0f);  // (ImGui reads a width of 0 or less as "up to the edge")
    const Controller& c = *ui.controller;
    const ImGuiStyle& style = ImGui::GetStyle();
    const ThemeColours& tc = theme_colours();
    // The bar's text is centred and clipped to the bar: the bar is a line of text high, with a
    // little room above and below.
    const float bar_height = ImGui::GetTextLineHeight() + style.FramePadding.y;
    const bool reviewing = c.study().reviewing(),
               thinking = c.engine_thinking() && !c.study().analysing();
    const float bar_w = reviewing || thinking
                            ? std::min(row_w, std::max(row_w * 0.4f, ImGui::GetFontSize() * 8))
                            : 0;
    const float message_w = row_w - bar_w - (bar_w > 0 ? style.ItemSpacing.x : 0);
    const float row_y = ImGui::GetCursorPosY();
    if (message_w > ImGui::GetFontSize() * 2) {
        ImGui::SetCursorPosY(row_y + (bar_height - ImGui::GetTextLineHeight()) / 2);
        text_box(message_text(c.message), 1,
                 c.message.error ? ImGui::GetColorU32(tc.error)
                                 : ImGui::GetColorU32(ImGuiCol_TextDisabled),
                 message_w);
        remember_item(ui, "##message");
        ImGui::SameLine(0, bar_w > 0 ? style.ItemSpacing.x : 0);
        ImGui::SetCursorPosY(row_y);
    }
    if (reviewing) {
        // The review's progress (the engine panel has its cancel button).
        char overlay[48];
        snprintf(overlay, sizeof overlay, "%s %.0f%%", tr(Str::REVIEWING),
                 100 * c.study().review_progress());
        ImGui::ProgressBar(float(c.study().review_progress()), ImVec2(bar_w, bar_height), overlay);
        remember_item(ui, "##status_progress");
    } else if (thinking) {
        // Time used of the move's time limit (the limit can change during the search).
        // In steps of 0.1 s, like the text: frames in between then look the same and are skipped.
        double limit = c.settings().movetime_s, used = std::floor(c.search_seconds() * 10) / 10;
        char overlay[48];
        snprintf(overlay, sizeof overlay, "%.1f / %.1f s", used, limit);
        // Under a clock the engine sets its own budget: the bar shows only the time used.
        if (c.clock().control(c.game().side_to_move()).timed())
            snprintf(overlay, sizeof overlay, "%.1f s", used), limit = 0;
        ImGui::ProgressBar(limit > 0 ? float(std::min(1.0, used / limit)) : 0.0f,
                           ImVec2(bar_w, bar_height), overlay);
        remember_item(ui, "##status_progress");
    } else {
        // The row keeps the bar's height, so the buttons below never jump under the pointer.
        ImGui::Dummy(ImVec2(1, bar_height));
    }
}

// While a puzzle is on the board the game's actions wait: the game behind it stays as it was.
bool puzzle_on_board(const Ui& ui) {
    return ui.puzzle.on_board && ui.puzzle.trainer && ui.puzzle.trainer->ready();
}

void begin_side_window(float x, float y, float w, float h) {
    ImGui::SetNextWindowPos(ImVec2(x, y));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGui::Begin("##side", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus |
                     ImGuiWindowFlags_NoBackground);  // the App fills it, opaque and cheap
}

// Folded: only the button that unfolds it; then the dialogs, which stay usable.
void draw_folded_panel(Ui& ui, Intents& out) {
    if (ui_button(ui, "»##panel", ImVec2(-1, 0))) out.push_back(intent::TogglePanel{});
    tip(ui, "»##panel", Str::EXPAND);
    ImGui::End();
    draw_dialogs(ui, out);
    draw_questions(ui, out);
    draw_help(ui);
    draw_welcome(ui, out);
}

// The status line of this frame (whose move, check, the result; in puzzle mode the puzzle's)
// into ui.drawn.status; returns its colour.
ImVec4 update_status_line(Ui& ui) {
    const Controller& c = *ui.controller;
    const ThemeColours& tc = theme_colours();
    ImVec4 colour = c.game().over()                  ? tc.result
                    : c.game().side_to_move() == RED ? tc.red_side
                                                     : tc.black_side;
    ui.drawn.status = status_line(c);
    if (ui.puzzle.on_board) puzzle_status(ui, ui.drawn.status, colour);
    return colour;
}

// The width the top row keeps at its right for Analyse, Help and Language.
float header_buttons_width() {
    const ImGuiStyle& style = ImGui::GetStyle();
    return ImGui::CalcTextSize(tr(Str::LANGUAGE)).x + ImGui::CalcTextSize(tr(Str::HELP)).x +
           ImGui::CalcTextSize(tr(Str::ANALYSE)).x + style.FramePadding.x * 6 +
           style.ItemSpacing.x * 2;
}

// Analysis mode (one click, and the A key; lit while it runs), the help window, the language.
void draw_header_buttons(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    ImGui::BeginDisabled(!c.has_engine() || puzzle_on_board(ui));
    const bool lit = c.study().analysing();
    if (lit)
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ui_button(ui, tr(Str::ANALYSE))) out.push_back(intent::ToggleAnalysis{});
    if (lit) ImGui::PopStyleColor();
    tip(ui, tr(Str::ANALYSE), Str::TIP_ANALYSE);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::HELP))) ui.dialogs.help_open = !ui.dialogs.help_open;
    tip(ui, tr(Str::HELP), Str::TIP_HELP);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::LANGUAGE))) out.push_back(intent::SwitchLanguage{});
    tip(ui, tr(Str::LANGUAGE), Str::TIP_LANGUAGE);
}

// The top row: « (folds the panel), then the status line when it has room there (the rows it
// frees go to the tabs, the move list), and at the right the header buttons; no row of its own
// for them, so nothing below moves. Returns whether the status is in this row.
bool draw_header_row(Ui& ui, Intents& out, const ImVec4& status_colour) {
    if (ui_button(ui, "«##panel")) out.push_back(intent::TogglePanel{});
    tip(ui, "«##panel", Str::TIP_COLLAPSE);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float right = header_buttons_width();
    const float status_x =
        ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + style.ItemSpacing.x;
    const float status_w =
        ImGui::GetWindowContentRegionMax().x - right - status_x - style.ItemSpacing.x;
    const bool status_in_header = status_w > ImGui::GetFontSize() * 14;
    // Else the status takes a row of its own below, above the message's.
    ImGui::SameLine();
    if (status_in_header) {
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + style.FramePadding.y);
        text_box(ui.drawn.status, 1, ImGui::GetColorU32(status_colour), status_w);
        remember_item(ui, "##status");
    }
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - right);
    draw_header_buttons(ui, out);
    ImGui::Separator();
    return status_in_header;
}

// Under the top row: the status when it had no room there, then the message (and the engine's
// bar) across the panel; a long message wraps onto more lines, never cut.
void draw_status_and_message(Ui& ui, bool status_in_header, const ImVec4& status_colour) {
    if (!status_in_header) {
        text_box(ui.drawn.status, 1, ImGui::GetColorU32(status_colour));
        remember_item(ui, "##status");
    }
    message_row(ui, ImGui::GetContentRegionAvail().x);
}

// The main actions, flowing onto more lines in a narrow panel: New game, Undo, Redo, Flip, Hint,
// Resign, Offer draw, Move now.
void draw_main_actions(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const bool human_turn = c.human_can_move();
    ImGui::BeginDisabled(puzzle_on_board(ui));
    if (ui_button(ui, tr(Str::NEW_GAME))) ask_or_do(ui, out, intent::NewGame{});
    tip(ui, tr(Str::NEW_GAME), Str::TIP_NEW_GAME);
    same_line_if_fits(tr(Str::UNDO));
    ImGui::BeginDisabled(c.game().ply() == 0);
    if (ui_button(ui, tr(Str::UNDO))) out.push_back(intent::Undo{});
    tip(ui, tr(Str::UNDO), Str::TIP_UNDO);
    ImGui::EndDisabled();
    same_line_if_fits(tr(Str::REDO));
    ImGui::BeginDisabled(c.game().at_end());
    if (ui_button(ui, tr(Str::REDO))) out.push_back(intent::Redo{});
    tip(ui, tr(Str::REDO), Str::TIP_REDO);
    ImGui::EndDisabled();
    same_line_if_fits(tr(Str::FLIP));
    if (ui_button(ui, tr(Str::FLIP))) out.push_back(intent::FlipBoard{});
    tip(ui, tr(Str::FLIP), Str::TIP_FLIP);
    same_line_if_fits(tr(Str::HINT));
    ImGui::BeginDisabled(!c.has_engine() || !human_turn);
    if (ui_button(ui, tr(Str::HINT))) out.push_back(intent::Hint{});
    tip(ui, tr(Str::HINT), Str::TIP_HINT);
    ImGui::EndDisabled();
    same_line_if_fits(tr(Str::RESIGN));
    ImGui::BeginDisabled(c.game().over() || c.mode() == Mode::DEMO);
    if (ui_button(ui, tr(Str::RESIGN))) ask_or_do(ui, out, intent::Resign{});
    tip(ui, tr(Str::RESIGN), Str::TIP_RESIGN);
    same_line_if_fits(tr(Str::OFFER_DRAW));
    if (ui_button(ui, tr(Str::OFFER_DRAW))) ask_or_do(ui, out, intent::OfferDraw{});
    tip(ui, tr(Str::OFFER_DRAW), Str::TIP_OFFER_DRAW);
    ImGui::EndDisabled();
    same_line_if_fits(tr(Str::MOVE_NOW));
    ImGui::BeginDisabled(!c.engine_thinking() || c.human_can_move());
    if (ui_button(ui, tr(Str::MOVE_NOW))) out.push_back(intent::MoveNow{});
    tip(ui, tr(Str::MOVE_NOW), Str::TIP_MOVE_NOW);
    ImGui::EndDisabled();
    ImGui::EndDisabled();  // puzzle on the board
    ImGui::Spacing();
}

// How the tab bar lays its tabs out in the panel's width.
struct TabBarFit {
    ImVec2 pad;      // each tab's frame padding
    ImVec2 spacing;  // the item inner spacing: the room between tabs
    bool fit;        // every label fits whole; else the bar scrolls
};

// In a narrow panel the tabs keep their whole labels with less padding, then less space
// between them, rather than being cut to "Ga…" (the tab bar lays its tabs out with the
// padding current at BeginTabBar and the spacing at the first BeginTabItem, and each tab is
// measured at BeginTabItem; what the tabs hold keeps the usual). Never less than two pixels
// between tabs: tabs that touch read as one word. Places the cursor where the bar starts.
TabBarFit fit_tab_bar() {
    const ImGuiStyle& st = ImGui::GetStyle();
    float labels = 0;
    const Str tab_labels[] = {Str::TAB_GAME, Str::TAB_MOVES,   Str::TAB_ENGINE,
                              Str::TAB_LOOK, Str::TAB_PUZZLES, Str::TAB_LIBRARY};
    for (Str t : tab_labels) labels += ImGui::CalcTextSize(tr(t)).x;
    const float tab_count = float(std::size(tab_labels));
    const float min_spacing = std::max(2.0f, std::floor(ImGui::GetFontSize() * 0.12f));
    // The bar starts in the window's left padding (it ends at the content's right edge): the
    // labels get that room too.
    const float bar_start = std::round(st.WindowPadding.x * 0.25f);
    ImGui::SetCursorPosX(bar_start);
    // (A tab is its label, twice the padding and one pixel.)
    const float room = ImGui::GetContentRegionAvail().x - labels - tab_count;
    const ImVec2 tab_pad(
        std::clamp((room - (tab_count - 1) * st.ItemInnerSpacing.x) / (2 * tab_count), 0.0f,
                   st.FramePadding.x),
        st.FramePadding.y);
    const ImVec2 tab_spacing(std::clamp((room - 2 * tab_count * tab_pad.x) / (tab_count - 1),
                                        min_spacing, st.ItemInnerSpacing.x),
                             st.ItemInnerSpacing.y);
    // When even no padding and the least spacing cannot fit them all (a very narrow panel, a large
    // UI scale), the bar scrolls (arrows at its end) rather than cutting the labels.
    return {tab_pad, tab_spacing, room >= (tab_count - 1) * min_spacing};
}

// One tab: its label, tooltip and panel; returns whether it is open. The id after "###" stays
// when the language changes, so the open tab (and a puzzle on the board) stays open.
template <class Panel>
bool draw_tab(Ui& ui, const TabBarFit& fit, Str label, Str tip_text, Ui::Tab t, Panel&& panel) {
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, fit.pad);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemInnerSpacing, fit.spacing);
    const std::string id = std::string(tr(label)) + "###tab" + std::to_string(int(t));
    const bool open = ImGui::BeginTabItem(
        id.c_str(), nullptr,
        ui.select_tab == t ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None);
    ImGui::PopStyleVar(2);
    remember_item(ui, tr(label));
    // A tab scrolled partly out of a narrow bar counts by the part inside the panel.
    WidgetRect& r = ui.drawn.widgets[tr(label)];
    r.max.x = std::min(r.max.x, ImGui::GetWindowPos().x + ImGui::GetWindowWidth());
    tip(ui, tr(label), tip_text);
    if (open) {
        panel();
        ImGui::EndTabItem();
    }
    return open;
}

// The tab bar, fitted to the panel's width, and the open tab's panel.
void draw_tabs(Ui& ui, Intents& out) {
    const TabBarFit fit = fit_tab_bar();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, fit.pad);
    const bool tabs =
        ImGui::BeginTabBar("##tabs", fit.fit ? ImGuiTabBarFlags_FittingPolicyResizeDown
                                             : ImGuiTabBarFlags_FittingPolicyScroll);
    ImGui::PopStyleVar();
    if (!tabs) return;
    using Tab = Ui::Tab;
    draw_tab(ui, fit, Str::TAB_GAME, Str::TIP_TAB_GAME, Tab::GAME, [&] { panel_game(ui, out); });
    draw_tab(ui, fit, Str::TAB_MOVES, Str::TIP_TAB_MOVES, Tab::MOVES,
             [&] { panel_moves(ui, out); });
    draw_tab(ui, fit, Str::TAB_ENGINE, Str::TIP_TAB_ENGINE, Tab::ENGINE, [&] {
        draw_analysis_and_review(ui, out);
        panel_engine(ui, out);
    });
    draw_tab(ui, fit, Str::TAB_LOOK, Str::TIP_TAB_LOOK, Tab::LOOK, [&] { panel_look(ui, out); });
    // While the Puzzles tab is open the board shows the puzzle.
    const bool puzzles_open = draw_tab(ui, fit, Str::TAB_PUZZLES, Str::TIP_TAB_PUZZLES,
                                       Tab::PUZZLES, [&] { panel_puzzles(ui, out); });
    if (puzzles_open != ui.puzzle.on_board) out.push_back(intent::ShowPuzzles{puzzles_open});
    draw_tab(ui, fit, Str::TAB_LIBRARY, Str::TIP_TAB_LIBRARY, Tab::LIBRARY,
             [&] { panel_library(ui, out); });
    ImGui::EndTabBar();
    ui.select_tab = Tab::NONE;
}

// What is drawn over the board and the panel after the panel: the analysis arrows' scores, the
// dialogs and the windows.
void draw_over_panel(Ui& ui, Intents& out) {
    draw_board_labels(ui);
    draw_dialogs(ui, out);
    draw_questions(ui, out);
    draw_help(ui);
    draw_tournament(ui, out);
    draw_file_browser(ui, out);
    draw_welcome(ui, out);
}

// The board's coordinates, the side panel (folded to a strip, or the top row, the status and
// message, then the position editor or the main actions and the tabs), then what goes over it.
Intents draw_side_panel(Ui& ui, float x, float y, float w, float h) {
    Intents out;
    draw_coordinates(ui);
    begin_side_window(x, y, w, h);
    if (ui.panel_folded) {
        draw_folded_panel(ui, out);
        return out;
    }
    const ImVec4 status_colour = update_status_line(ui);
    const bool status_in_header = draw_header_row(ui, out, status_colour);
    draw_status_and_message(ui, status_in_header, status_colour);
    if (ui.controller->editor().active()) {  // the editor takes the place of the buttons and tabs
        panel_editor(ui, out);
        ImGui::End();
        draw_help(ui);
        return out;
    }
    draw_main_actions(ui, out);
    draw_tabs(ui, out);
    fade_cut_bottom();
    ImGui::End();
    draw_over_panel(ui, out);
    return out;
}

}  // namespace

}  // namespace xq
