// The Engine tab (引擎), below its analysis and review section: the search's live figures, the PV
// in Chinese notation and ICCS, the score graph over the game and the iterations table.
#include <algorithm>
#include <cmath>
#include <string>

#include "formats/iccs.h"
#include "game/engines/engine_bridge.h"
#include "game/search_requests.h"
#include "game/text/i18n.h"
#include "game/text/message.h"
#include "game/text/move_text.h"
#include "search/win_chance.h"
#include "ui/search_stats_table.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

// Score from Red's view: "+0.35" pawns, or "Red mates in 3".
std::string score_text(const SearchInfo& i) {
    int v = i.side_to_move == RED ? i.score.value : -i.score.value;
    if (i.score.kind == Score::MATE)
        return tr(v > 0 ? Str::MATE_IN : Str::MATED_IN) + std::to_string(std::abs(v)) +
               tr(Str::MATE_SUFFIX);
    char buf[32];
    snprintf(buf, sizeof buf, "%+.2f", v / 100.0);
    std::string s = buf;
    if (i.bound == Bound::LOWER) s += " ≥";
    if (i.bound == Bound::UPPER) s += " ≤";
    return s;
}

// Red's expected result from a score, "52%" (the one win-chance curve, search/win_chance.h).
std::string red_win_chance_text(const SearchInfo& i) {
    const double own = win_chance(i.score);
    char buf[16];
    snprintf(buf, sizeof buf, "%.0f%%", 100 * (i.side_to_move == RED ? own : 1 - own));
    return buf;
}

// The PV as text; with max_width > 0 only the moves that fit that many pixels (no cut glyphs).
std::string pv_text(Position pos, const std::vector<Move>& pv, bool readable, float max_width = 0) {
    std::string out;
    for (Move m : pv) {
        if (!pos.is_legal(m)) break;  // never format a move that does not fit
        std::string next =
            out + (out.empty() ? "" : " ") + (readable ? move_label(pos, m) : move_to_iccs(m));
        if (max_width > 0 && !out.empty() && ImGui::CalcTextSize(next.c_str()).x > max_width) break;
        out = std::move(next);
        pos.do_move(m);
    }
    return out;
}

std::string count_text(uint64_t n) {
    if (n >= 10'000'000) return std::to_string(n / 1'000'000) + "M";
    if (n >= 10'000) return std::to_string(n / 1000) + "k";
    return std::to_string(n);
}

ImU32 mark_colour(Mark m) {
    switch (m) {
        case Mark::BLUNDER:
            return IM_COL32(215, 40, 25, 255);
        case Mark::MISTAKE:
            return IM_COL32(225, 120, 20, 255);
        case Mark::INACCURACY:
            return IM_COL32(200, 170, 30, 255);
        case Mark::GOOD:
            return IM_COL32(40, 160, 60, 255);
        case Mark::NONE:
            break;
    }
    return 0;
}

// Red's-view score over the plies of the game, clamped to +-10 pawns (mates sit on the edge).
// Plies the engine did not search carry the previous value; the current ply is marked, and so
// are the review's marks (a dot in the mark's colour). Returns the ply clicked, or -1.
int draw_score_graph(Ui& ui, const Controller& c) {
    const std::vector<float>& history = c.score_history();
    const int current_ply = c.game().ply();
    const float limit = 1000;
    ImVec2 size(ImGui::GetContentRegionAvail().x, ImGui::GetTextLineHeight() * 6);
    ImVec2 p0 = ImGui::GetCursorScreenPos(), p1(p0.x + size.x, p0.y + size.y);
    ImGui::InvisibleButton("##score_graph", size);
    remember_item(ui, "##score_graph");
    tip(ui, "##score_graph", Str::TIP_SCORE_GRAPH);
    const bool clicked = ImGui::IsItemClicked();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ThemeColours& tc = theme_colours();
    dl->AddRectFilled(p0, p1, tc.graph_bg);
    const float mid = (p0.y + p1.y) / 2;
    dl->AddLine(ImVec2(p0.x, mid), ImVec2(p1.x, mid), tc.graph_axis);
    int n = int(history.size());
    if (n < 2) return -1;
    auto x_of = [&](int i) { return p0.x + 4 + (size.x - 8) * float(i) / float(n - 1); };
    auto y_of = [&](float v) {
        return mid - (size.y / 2 - 3) * std::fmax(-limit, std::fmin(limit, v)) / limit;
    };
    float prev = NAN;
    ImVec2 last;
    for (int i = 0; i < n; ++i) {
        float v = std::isnan(history[i]) ? prev : history[i];
        if (std::isnan(v)) continue;
        ImVec2 pt(x_of(i), y_of(v));
        if (!std::isnan(prev))
            dl->AddLine(last, pt, v >= 0 ? tc.graph_red : tc.graph_black, 2);
        else
            dl->AddCircleFilled(pt, 2, tc.graph_red);
        last = pt;
        prev = v;
    }
    if (current_ply >= 0 && current_ply < n)
        dl->AddLine(ImVec2(x_of(current_ply), p0.y), ImVec2(x_of(current_ply), p1.y),
                    tc.graph_cursor);
    // The marks, on the line where it has a value, else on the axis.
    float value = NAN;
    for (int i = 1; i < n; ++i) {
        if (!std::isnan(history[i])) value = history[i];
        const MoveReview* r = c.study().reviewed_move(i);
        if (!r || r->mark == Mark::NONE) continue;
        const ImVec2 pt(x_of(i), std::isnan(value) ? mid : y_of(value));
        dl->AddCircleFilled(pt, r->mark == Mark::BLUNDER ? 4.5f : 3.5f, mark_colour(r->mark));
    }
    if (!clicked) return -1;
    const float mx = ImGui::GetIO().MousePos.x;
    const int ply = int(std::lround((mx - p0.x - 4) / (size.x - 8) * float(n - 1)));
    return std::max(0, std::min(n - 1, ply));
}

// What the engine learned from its games: how many positions, a way to forget them, and what
// the last reading or learning had to say.
void draw_learning(Ui& ui, Intents& out) {
    const GameLearning& learning = ui.controller->learning();
    if (learning.path().empty()) return;
    char text[128];
    snprintf(text, sizeof text, tr(Str::LEARNED_POSITIONS), int(learning.positions()));
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", learning.learning() ? tr(Str::LEARNING_NOW) : text);
    remember_item(ui, "##learned_positions");
    same_line_if_fits(tr(Str::FORGET_LEARNED));  // a narrow panel: a line of its own
    if (ui_button(ui, tr(Str::FORGET_LEARNED))) out.push_back(intent::ForgetLearned{});
    tip(ui, tr(Str::FORGET_LEARNED), Str::TIP_FORGET_LEARNED);
    if (const std::optional<Message>& note = learning.note())
        ImGui::TextWrapped("%s", message_text(*note).c_str());
}

}  // namespace

// The built-in engine's pondering and threads, changed at once (the next search uses them).
void draw_engine_resources(Ui& ui, Intents& out) {
    Settings s = ui.controller->settings();
    bool changed = false;
    if (ImGui::Checkbox(tr(Str::PONDER_SETTING), &s.ponder)) changed = true;
    remember_item(ui, tr(Str::PONDER_SETTING));
    tip(ui, tr(Str::PONDER_SETTING), Str::TIP_PONDER);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::THREADS));
    ImGui::SameLine();
    char automatic_text[64];
    snprintf(automatic_text, sizeof automatic_text, tr(Str::THREADS_AUTO), engine_threads(0));
    const std::string automatic = automatic_text;
    const std::string format = s.engine_threads == 0 ? automatic : std::string("%d");
    if (slider_int_with_value(ui, "##threads", Str::TIP_THREADS, &s.engine_threads,
                              ENGINE_THREADS.min, std::max(16, machine_cores()), format, automatic,
                              ImGuiSliderFlags_AlwaysClamp))
        changed = true;
    if (ImGui::Checkbox(tr(Str::LEARN_SETTING), &s.learn)) changed = true;
    remember_item(ui, tr(Str::LEARN_SETTING));
    tip(ui, tr(Str::LEARN_SETTING), Str::TIP_LEARN);
    draw_learning(ui, out);
    if (changed) out.push_back(intent::ChangeSettings{std::move(s)});
}

void panel_engine(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const EngineStatus& st = c.engine_status();
    // Tournaments between engines have a window of their own (the tab bar is full).
    if (ui_button(ui, tr(Str::TOURNAMENT))) ui.tournament.open = !ui.tournament.open;
    tip(ui, tr(Str::TOURNAMENT), Str::TIP_TOURNAMENT);
    if (!c.has_engine()) {
        ImGui::TextDisabled("%s", tr(Str::NO_ENGINE));
        return;
    }
    draw_engine_resources(ui, out);
    // Whose search this is, when an external engine's.
    if (const std::string name = c.bridge()->searching_engine(); !name.empty()) {
        ImGui::TextDisabled("%s: %s", tr(Str::SEARCHING_ENGINE), name.c_str());
        remember_item(ui, "##searching_engine");
    }
    if (st.pondering != MOVE_NONE && c.game().position().is_legal(st.pondering)) {
        char text[128];
        snprintf(text, sizeof text, tr(Str::PONDERING),
                 move_label(c.game().position(), st.pondering).c_str());
        ImGui::TextUnformatted(text);
        remember_item(ui, "##pondering");
    }
    const SearchInfo* last = st.iterations.empty() ? nullptr : &st.iterations.back();
    // A book move has no search to show: say where it came from instead of empty figures.
    const bool book_move = st.book_move && !last;
    if (book_move) {
        char text[256];
        snprintf(text, sizeof text, tr(Str::BOOK_MOVE_FROM), c.bridge()->book_name().c_str(),
                 c.bridge()->book_positions());
        ImGui::TextUnformatted(text);
        remember_item(ui, "##book_move");
    }
    // Label and value pairs side by side when the panel is wide enough, else one pair a row.
    const int columns = ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 26 ? 4 : 2;
    if (!book_move && ImGui::BeginTable("##live", columns, ImGuiTableFlags_SizingStretchSame)) {
        auto cell = [](Str label, const std::string& value) {
            ImGui::TableNextColumn();
            ImGui::TextDisabled("%s", tr(label));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(value.c_str());
        };
        cell(Str::DEPTH,
             last ? std::to_string(last->depth) + "/" + std::to_string(last->seldepth) : "-");
        cell(Str::SCORE, last ? score_text(*last) + "  " + red_win_chance_text(*last) : "-");
        cell(Str::NODES, last ? count_text(last->nodes) : "-");
        cell(Str::NPS, last ? count_text(last->nps) : "-");
        char t[32] = "-";
        if (last) snprintf(t, sizeof t, "%.2f s", double(last->time_ms) / 1000.0);
        cell(Str::TIME, t);
        char h[32] = "-";
        if (last) snprintf(h, sizeof h, "%.1f%%", last->hashfull / 10.0);
        cell(Str::HASHFULL, h);
        cell(Str::THREADS, st.threads > 0 ? std::to_string(st.threads) : "-");
        std::string cm = "-";
        if (st.searching && st.currmove.move != MOVE_NONE && st.root.is_legal(st.currmove.move))
            cm = move_label(st.root, st.currmove.move) + " (" + std::to_string(st.currmove.number) +
                 ")";
        cell(Str::CURRMOVE, cm);
        ImGui::EndTable();
    }
    // The experience turned the engine away from the move its search preferred.
    if (last && last->avoided != MOVE_NONE && st.root.is_legal(last->avoided)) {
        char text[160];
        snprintf(text, sizeof text, tr(Str::AVOIDS_LEARNED),
                 move_label(st.root, last->avoided).c_str());
        ImGui::TextUnformatted(text);
        remember_item(ui, "##avoids_learned");
    }
    ImGui::TextDisabled("%s", tr(Str::PV));
    if (last) {
        ImGui::TextWrapped("%s", pv_text(st.root, last->pv, true).c_str());
        // ICCS wraps too: a long PV must not run past the panel's edge.
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", pv_text(st.root, last->pv, false).c_str());
        ImGui::PopStyleColor();
        remember_item(ui, "##pv_iccs");
    }
    // The game's score graph before the iterations: a player reads it more often.
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr(Str::SCORE_GRAPH));
    if (const int ply = draw_score_graph(ui, c); ply >= 0 && ply <= c.game().length())
        out.push_back(intent::GoTo{ply});
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr(Str::ITERATIONS));
    // The rest of the panel, between 4 and 9 rows.
    const float row = ImGui::GetTextLineHeightWithSpacing();
    const float iterations_h = std::clamp(
        ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y, row * 4, row * 9);
    if (ImGui::BeginTable("##iters", 5,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                              ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV,
                          ImVec2(0, iterations_h))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn(tr(Str::DEPTH));
        ImGui::TableSetupColumn(tr(Str::SCORE));
        ImGui::TableSetupColumn(tr(Str::NODES));
        ImGui::TableSetupColumn(tr(Str::TIME));
        ImGui::TableSetupColumn(tr(Str::PV), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (int k = int(st.iterations.size()) - 1; k >= 0; --k) {
            const SearchInfo& i = st.iterations[k];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%d/%d", i.depth, i.seldepth);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(score_text(i).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(count_text(i.nodes).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%.2f", double(i.time_ms) / 1000.0);
            ImGui::TableNextColumn();
            std::vector<Move> head(i.pv.begin(),
                                   i.pv.begin() + std::min<std::ptrdiff_t>(std::ssize(i.pv), 8));
            ImGui::TextUnformatted(
                pv_text(st.root, head, true, ImGui::GetContentRegionAvail().x).c_str());
        }
        ImGui::EndTable();
    }
    draw_search_stats_table(ui, st.iterations, iterations_h);
}

}  // namespace xq
