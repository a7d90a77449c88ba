// The Library's Endgames sub-tab (残局): the collection filtered by class and by solved, the
// chosen endgame's class and known result, the side and engine level to play it with, and the
// challenge on the board with its verdict. The classic compositions (适情雅趣, 江湖排局) are
// groups of the same list, with their source and goal; a composition's solution opens after a
// try of it.
#include <cstdio>
#include <string>
#include <vector>

#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

bool chinese() {
    return language() == Lang::ZH;
}
const std::string& category_of(const Endgame& e) {
    return chinese() ? e.category_zh : e.category_en;
}
const std::string& name_of(const Endgame& e) {
    return chinese() ? e.name_zh : e.name_en;
}
const std::string& source_of(const Endgame& e) {
    return chinese() ? e.source_zh : e.source_en;
}
// A composition's mate ("Red mates in 7, every move a check"), else the known result.
std::string result_of(const Endgame& e) {
    if (e.mate_in > 0) {
        char text[128];
        snprintf(text, sizeof text,
                 tr(e.by_checks ? Str::COMPOSITION_MATE_BY_CHECKS : Str::COMPOSITION_MATE),
                 e.mate_in);
        return text;
    }
    return tr(e.result == EndgameResult::RED_WINS ? Str::ENDGAME_RED_WINS : Str::ENDGAME_DRAW);
}

// The class and solved filters on one line (two if the panel is narrow).
void draw_filters(Ui& ui, const EndgameTrainer& t) {
    EndgamesPanelState::Choice& ch = ui.library.endgames.choice;
    const std::vector<const Endgame*> categories = endgame_categories(t.set());
    std::string shown = tr(Str::ENDGAME_ALL);
    for (const Endgame* e : categories)
        if (e->category_en == ch.category) shown = category_of(*e);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::ENDGAME_CATEGORY));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11);
    if (ImGui::BeginCombo("##endgame_category", shown.c_str(), ImGuiComboFlags_HeightLarge)) {
        if (ImGui::Selectable(tr(Str::ENDGAME_ALL), ch.category.empty())) ch.category.clear();
        bool compositions = false;  // the compositions' groups follow the endgames' classes
        for (const Endgame* e : categories) {
            if (e->composition && !compositions) ImGui::Separator();
            compositions |= e->composition;
            if (ImGui::Selectable(category_of(*e).c_str(), ch.category == e->category_en))
                ch.category = e->category_en;
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##endgame_category");
    const Str states[] = {Str::ENDGAME_ALL, Str::ENDGAME_SOLVED_ONLY, Str::ENDGAME_UNSOLVED_ONLY};
    const float combo_w = ImGui::GetFontSize() * 7;
    same_line_if_fits_width(ImGui::CalcTextSize(tr(Str::ENDGAME_SHOW)).x + combo_w +
                            ImGui::GetStyle().ItemSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::ENDGAME_SHOW));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(combo_w);
    if (ImGui::BeginCombo("##endgame_solved", tr(states[ch.solved]))) {
        for (int i = 0; i < 3; ++i)
            if (ImGui::Selectable(tr(states[i]), ch.solved == i)) ch.solved = i;
        ImGui::EndCombo();
    }
    remember_item(ui, "##endgame_solved");
}

bool passes(const EndgamesPanelState::Choice& ch, const EndgameTrainer& t, const Endgame& e) {
    if (!ch.category.empty() && e.category_en != ch.category) return false;
    if (ch.solved == 1) return t.solved(e.id);
    if (ch.solved == 2) return !t.solved(e.id);
    return true;
}

// The filtered list; a click selects.
void draw_list(Ui& ui, const EndgameTrainer& t) {
    EndgamesPanelState::Choice& ch = ui.library.endgames.choice;
    const float rows = 7.5f;  // the challenge and its verdict stay in view at 1280x800
    const ImVec2 size(-1, ImGui::GetTextLineHeightWithSpacing() * rows);
    if (!ImGui::BeginListBox("##endgames", size)) return;
    int shown = 0;
    for (const Endgame& e : t.set()) {
        if (!passes(ch, t, e)) continue;
        ++shown;
        std::string label = name_of(e) + "  ·  " + result_of(e);
        if (e.composition && chinese()) label = e.source_zh + " " + label;
        if (t.solved(e.id)) label += std::string(" ") + tr(Str::ENDGAME_SOLVED_MARK);
        label += "##endgame" + std::to_string(e.id);
        if (ImGui::Selectable(label.c_str(), ch.selected == e.id)) ch.selected = e.id;
        remember_item(ui, ("##endgame" + std::to_string(e.id)).c_str());
    }
    if (!shown) ImGui::TextDisabled("%s", tr(Str::ENDGAME_NONE));
    ImGui::EndListBox();
}

// The side, the level and the button that starts the selected endgame.
void draw_start(Ui& ui, Intents& out, const EndgameTrainer& t) {
    EndgamesPanelState::Choice& ch = ui.library.endgames.choice;
    const Endgame* e = t.find(ch.selected);
    // One line either way, so that the buttons below never move under the pointer.
    // A composition's source, unless its name is already that (Shiqing Yaqu No. 1).
    const std::string where = !e ? "" : e->composition ? source_of(*e) : category_of(*e);
    if (e && where != name_of(*e))
        ImGui::Text("%s  ·  %s  ·  %s", name_of(*e).c_str(), where.c_str(), result_of(*e).c_str());
    else if (e)
        ImGui::Text("%s  ·  %s", name_of(*e).c_str(), result_of(*e).c_str());
    else
        ImGui::NewLine();
    remember_item(ui, "##endgame_selected");
    const ThemeColours& tc = theme_colours();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::ENDGAME_PLAY_AS));
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, tc.red_side);
    if (ImGui::RadioButton(tr(Str::ENDGAME_RED), ch.side == RED)) ch.side = RED;
    ImGui::PopStyleColor();
    remember_item(ui, tr(Str::ENDGAME_RED));
    tip(ui, tr(Str::ENDGAME_RED), Str::TIP_ENDGAME_SIDE);
    ImGui::SameLine();
    // A composition is Red's problem to solve: the player takes Red.
    const bool red_only = e && e->composition;
    if (red_only) ch.side = RED;
    ImGui::BeginDisabled(red_only);
    if (ImGui::RadioButton(tr(Str::ENDGAME_BLACK), ch.side == BLACK)) ch.side = BLACK;
    ImGui::EndDisabled();
    remember_item(ui, tr(Str::ENDGAME_BLACK));
    tip(ui, tr(Str::ENDGAME_BLACK), Str::TIP_ENDGAME_SIDE);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::ENDGAME_LEVEL));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::SliderInt("##endgame_level", &ch.level, SKILL_RANGE.min, SKILL_RANGE.max, "%d",
                     ImGuiSliderFlags_AlwaysClamp);
    remember_item(ui, "##endgame_level");
    tip(ui, "##endgame_level", Str::TIP_ENDGAME_LEVEL);
    same_line_if_fits(tr(Str::ENDGAME_START));
    ImGui::BeginDisabled(!e || !ui.controller || !ui.controller->has_engine());
    if (ui_button(ui, tr(Str::ENDGAME_START)))
        ask_or_do(ui, out, intent::StartEndgame{ch.selected, ch.side, ch.level});
    tip(ui, tr(Str::ENDGAME_START), Str::TIP_ENDGAME_START);
    ImGui::EndDisabled();
}

// The selected composition's solution: shown once a challenge of it has ended, and on the
// button after a try; before that, a line that says so.
void draw_solution(Ui& ui, const EndgameTrainer& t) {
    const Endgame* e = t.find(ui.library.endgames.choice.selected);
    if (!e || !e->composition) return;
    if (!t.attempted(e->id)) {
        ImGui::TextDisabled("%s", tr(Str::COMPOSITION_SOLUTION_AFTER_TRY));
        remember_item(ui, "##composition_solution_locked");
        return;
    }
    const std::optional<EndgameChallenge>& c = t.challenge();
    const bool ended = c && c->id == e->id && t.verdict() != EndgameVerdict::PLAYING;
    bool& asked = *ImGui::GetStateStorage()->GetBoolRef(
        ImGui::GetID(("##solution_shown" + std::to_string(e->id)).c_str()), false);
    if (!ended) {
        const char* label =
            tr(asked ? Str::COMPOSITION_HIDE_SOLUTION : Str::COMPOSITION_SHOW_SOLUTION);
        if (ui_button(ui, label)) asked = !asked;
        tip(ui, label, Str::TIP_COMPOSITION_SOLUTION);
    }
    if (!ended && !asked) return;
    ImGui::TextWrapped("%s %s", tr(Str::COMPOSITION_SOLUTION),
                       line_label(e->fen, e->solution).c_str());
    remember_item(ui, "##composition_solution");
}

// Where the compositions come from, under a composition's entry.
void draw_composition_credit(Ui& ui, const EndgameTrainer& t) {
    const Endgame* e = t.find(ui.library.endgames.choice.selected);
    if (!e || !e->composition) return;
    ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().muted);
    ImGui::TextWrapped("%s", tr(Str::COMPOSITION_CREDIT));
    ImGui::PopStyleColor();
    remember_item(ui, "##composition_credit");
}

// The challenge on the board: its name, the player's goal and the verdict.
void draw_challenge(Ui& ui, const EndgameTrainer& t) {
    const std::optional<EndgameChallenge>& c = t.challenge();
    const Endgame* e = c ? t.find(c->id) : nullptr;
    if (!e) return;
    ImGui::Separator();
    const ThemeColours& tc = theme_colours();
    ImGui::TextWrapped("%s  ·  %s", name_of(*e).c_str(),
                       tr(c->player == RED ? Str::ENDGAME_GOAL_WIN : Str::ENDGAME_GOAL_HOLD));
    const EndgameVerdict v = t.verdict();
    const Str text = v == EndgameVerdict::SOLVED    ? Str::ENDGAME_SOLVED
                     : v == EndgameVerdict::NOT_YET ? Str::ENDGAME_NOT_YET
                                                    : Str::ENDGAME_PLAYING;
    ImGui::PushStyleColor(ImGuiCol_Text, v == EndgameVerdict::SOLVED    ? tc.result
                                         : v == EndgameVerdict::NOT_YET ? tc.error
                                                                        : tc.muted);
    ImGui::TextUnformatted(tr(text));
    ImGui::PopStyleColor();
    remember_item(ui, "##endgame_verdict");
    // A move that let the win go (or lost the draw), by the endgame tables, with one that kept it.
    if (const auto s = t.slip()) {
        const std::string said = message_text(Message(
            s->win_lost ? Str::ENDGAME_WIN_LET_GO : Str::ENDGAME_DRAW_LOST,
            {MessageArg::move_in(s->fen, s->played), MessageArg::move_in(s->fen, s->kept)}));
        ImGui::PushStyleColor(ImGuiCol_Text, tc.error);
        ImGui::TextWrapped("%s", said.c_str());
        ImGui::PopStyleColor();
        remember_item(ui, "##endgame_slip");
    }
}

}  // namespace

void panel_endgames(Ui& ui, Intents& out) {
    if (!ui.library.endgames.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().error);
        ImGui::TextWrapped("%s %s", tr(Str::ENDGAME_NOT_AVAILABLE),
                           ui.library.endgames.error.c_str());
        ImGui::PopStyleColor();
    }
    const EndgameTrainer* t = ui.library.endgames.trainer;
    if (!t || t->set().empty()) return;
    draw_filters(ui, *t);
    ImGui::Text("%s %zu / %zu", tr(Str::ENDGAME_SOLVED_COUNT), t->progress().solved.size(),
                t->set().size());
    remember_item(ui, "##endgame_count");
    draw_list(ui, *t);
    draw_start(ui, out, *t);
    draw_solution(ui, *t);
    draw_challenge(ui, *t);
    draw_composition_credit(ui, *t);
}

}  // namespace xq
