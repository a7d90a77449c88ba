// The Game tab (对局): mode, handicap and its advisor, the clocks, the engine's time and difficulty
// (they act on a running search too), the opening book, the rule book for repetitions, other
// engines. The panel edits a copy of
// the settings and returns it as an intent; the App applies and saves it.
#include <algorithm>
#include <cstdio>

#include "game/levels/handicap_advice.h"
#include "game/levels/level_elo.h"
#include "game/text/i18n.h"
#include "game/text/message.h"
#include "ui/ui.h"

namespace xq {

namespace {

std::string worth_text(const HandicapWorth& w) {
    char text[160];
    if (w.at_least)  // a bound, not a measurement: said so, never shown as one
        std::snprintf(text, sizeof text, "(≥ %+d Elo, %s)", w.elo, tr(Str::HANDICAP_NOT_MEASURED));
    else
        std::snprintf(text, sizeof text, "(%+d ± %d Elo)", w.elo, w.error);
    return text;
}

// The handicap advisor: against the engine, the player's Elo and the level's measured Elo give
// the handicap that evens the game; "Use it" sets it for the next game.
bool handicap_advisor(Ui& ui, Settings& s) {
    if (s.mode != Mode::HUMAN_RED && s.mode != Mode::ENGINE_RED) return false;
    bool changed = false;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::PLAYER_RATING));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(number_box_width(PLAYER_RATING.min));
    if (ImGui::InputInt("##player_rating", &s.player_rating, 50, 200)) {
        s.player_rating = PLAYER_RATING.clamp(s.player_rating);
        changed = true;
    }
    remember_item(ui, "##player_rating");
    tip(ui, "##player_rating", Str::TIP_PLAYER_RATING);
    const Color engine = s.mode == Mode::HUMAN_RED ? BLACK : RED;
    const HandicapAdvice a = advise_against_level(s.player_rating, s.skill, engine);
    const HandicapInfo& info = handicap_info(a.handicap);
    std::string text = tr(Str::HANDICAP_ADVICE);
    if (a.level != 0) {  // a level nearer the player's strength comes before any handicap
        char level[160];
        std::snprintf(level, sizeof level, tr(Str::HANDICAP_ADVICE_LEVEL), a.level,
                      level_elo_label(a.level).c_str());
        text += level;
    } else if (a.handicap == Handicap::NONE) {
        text += tr(Str::HANDICAP_ADVICE_NONE);
    } else {
        char worth[128];
        std::snprintf(worth, sizeof worth, " (%s %+d Elo, %s %+d)", tr(Str::HANDICAP_WORTH),
                      handicap_worth(a.handicap).elo, tr(Str::HANDICAP_LEFT), a.left);
        text += std::string(language() == Lang::ZH ? info.chinese : info.english) + ", " +
                tr(a.giver == engine ? Str::ENGINE_GIVES : Str::YOU_GIVE) + worth;
    }
    wrapped_text(text, ImGui::GetColorU32(ImGuiCol_Text));
    remember_item(ui, "##handicap_advice");
    tip(ui, "##handicap_advice", Str::TIP_HANDICAP_ADVICE);
    const bool same = a.level == 0 && s.handicap == a.handicap &&
                      (a.handicap == Handicap::NONE || s.handicap_giver == a.giver);
    ImGui::BeginDisabled(same);
    if (ui_button(ui, tr(Str::HANDICAP_USE))) {
        if (a.level != 0) {  // the level first; the advice that follows is against it
            s.skill = a.level;
        } else {
            s.handicap = a.handicap;
            s.handicap_giver = a.giver;
        }
        changed = true;
    }
    tip(ui, tr(Str::HANDICAP_USE), Str::TIP_HANDICAP_USE);
    ImGui::EndDisabled();
    return changed;
}

// External engines play every side the engine plays: the built-in engine's difficulty acts on
// none of them.
bool external_engines_only(const Controller& c) {
    bool any = false;
    for (Color side : {RED, BLACK}) {
        if (!c.engine_plays(side)) continue;
        if (c.engine_name(side).empty()) return false;
        any = true;
    }
    return any;
}

// The rule book for repetitions, a combo beside its label: the referee and the built-in engine
// follow it (docs/rules.md).
bool rule_book_choice(Ui& ui, RuleBook& book) {
    const Str names[RULE_BOOK_NB] = {Str::RULE_BOOK_CHINESE, Str::RULE_BOOK_ASIAN};
    bool changed = false;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::RULE_BOOK));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##rule_book", tr(names[int(book)]))) {
        for (int i = 0; i < RULE_BOOK_NB; ++i) {
            if (ImGui::Selectable(tr(names[i]), int(book) == i)) {
                book = RuleBook(i);
                changed = true;
            }
            remember_item(ui, tr(names[i]));
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##rule_book");
    tip(ui, "##rule_book", Str::TIP_RULE_BOOK);
    return changed;
}

// Who plays: the mode (with the demo's pace), under a note when this game has its own seats.
bool mode_choice(Ui& ui, const Controller& c, Settings& s) {
    bool changed = false;
    // A game with its own seats (an endgame challenge) says so: the settings below are the
    // player's own, for the next game.
    if (c.has_game_seats()) {
        ImGui::PushTextWrapPos(0);
        const Message seats(Str::GAME_OWN_SEATS, {MessageArg::literal(std::to_string(c.level()))});
        ImGui::TextDisabled("%s", message_text(seats).c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::TextUnformatted(tr(Str::MODE));
    const Str modes[] = {Str::MODE_HUMAN_RED, Str::MODE_ENGINE_RED, Str::MODE_TWO_HUMANS,
                         Str::MODE_DEMO};
    // Two columns when the widest choice fits in half the panel, else one per line (English in
    // a narrow panel).
    float widest = 0;
    for (Str m : modes) widest = std::max(widest, ImGui::CalcTextSize(tr(m)).x);
    const float half = ImGui::GetContentRegionAvail().x * 0.5f;
    const bool two_columns = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                                 widest + ImGui::GetStyle().ItemSpacing.x <=
                             half;
    for (int i = 0; i < 4; ++i) {
        if (i % 2 && two_columns) ImGui::SameLine(half + ImGui::GetStyle().WindowPadding.x);
        ImGui::BeginDisabled(!c.has_engine() && i != int(Mode::TWO_HUMANS));
        const Mode shown = c.has_engine() ? s.mode : Mode::TWO_HUMANS;
        if (ImGui::RadioButton(tr(modes[i]), shown == Mode(i))) {
            s.mode = Mode(i);
            changed = true;
        }
        remember_item(ui, tr(modes[i]));
        tip(ui, tr(modes[i]), Str::TIP_MODE);
        ImGui::EndDisabled();
    }
    if (!c.has_engine()) ImGui::TextDisabled("%s", tr(Str::NO_ENGINE));
    // The demo's pace, beside its radio button: each engine's time per move.
    if (s.mode == Mode::DEMO && c.has_engine()) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(tr(Str::DEMO_TIME));
        ImGui::SameLine();
        float demo_seconds = float(s.movetime_s);
        if (slider_float_with_value(ui, "##demo_time", Str::TIP_DEMO_TIME, &demo_seconds,
                                    float(Settings::MIN_MOVETIME), float(Settings::MAX_MOVETIME),
                                    "%.1f s",
                                    ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
            s.movetime_s = demo_seconds;
            changed = true;
        }
    }
    return changed;
}

bool player_name_field(Ui& ui, Settings& s) {
    bool changed = false;
    // The player's name, written as Red or Black in the games saved; taken when the field is
    // left, and following the settings while it is not typed in.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::PLAYER_NAME));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (!ui.game.player_name_typing)
        snprintf(ui.game.player_name, sizeof ui.game.player_name, "%s", s.player_name.c_str());
    ImGui::InputText("##player_name", ui.game.player_name, sizeof ui.game.player_name);
    ui.game.player_name_typing = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        s.player_name = ui.game.player_name;
        changed = true;
    }
    remember_item(ui, "##player_name");
    tip(ui, "##player_name", Str::TIP_PLAYER_NAME);
    return changed;
}

// The handicap of the next new game, who gives it, and the advice on it.
bool handicap_choice(Ui& ui, Settings& s) {
    bool changed = false;
    // Handicap: applies to the next new game.
    ImGui::TextUnformatted(tr(Str::HANDICAP));
    const bool one_line = ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 24;
    ImGui::SetNextItemWidth(one_line ? ImGui::GetContentRegionAvail().x * 0.5f : -1);
    auto name = [](Handicap h) {
        const HandicapInfo& i = handicap_info(h);
        return language() == Lang::ZH ? i.chinese : i.english;
    };
    if (ImGui::BeginCombo("##handicap", name(s.handicap), ImGuiComboFlags_HeightLargest)) {
        for (const HandicapInfo& i : all_handicaps()) {
            if (ImGui::Selectable(name(i.handicap), s.handicap == i.handicap)) {
                s.handicap = i.handicap;
                changed = true;
            }
            remember_item(ui, name(i.handicap));
            // Its measured worth (docs/strength.md), greyed beside the name.
            if (i.handicap == Handicap::NONE) continue;
            ImGui::SameLine(ImGui::GetFontSize() * 7);
            ImGui::TextDisabled("%s", worth_text(handicap_worth(i.handicap)).c_str());
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##handicap");
    tip(ui, "##handicap", Str::TIP_HANDICAP);
    if (one_line) ImGui::SameLine();
    ImGui::TextUnformatted(tr(Str::HANDICAP_GIVER));
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::RED), s.handicap_giver == RED))
        s.handicap_giver = RED, changed = true;
    remember_item(ui, tr(Str::RED));
    tip(ui, tr(Str::RED), Str::TIP_GIVER);
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::BLACK), s.handicap_giver == BLACK))
        s.handicap_giver = BLACK, changed = true;
    remember_item(ui, tr(Str::BLACK));
    tip(ui, tr(Str::BLACK), Str::TIP_GIVER);
    if (handicap_advisor(ui, s)) changed = true;
    return changed;
}

bool strength_choice(Ui& ui, const Controller& c, Settings& s) {
    bool changed = false;
    // Engine strength: both act on a search in progress.
    float seconds = float(s.movetime_s);
    // Label and slider on one line each: the tab must fit beside the player cards.
    const float label_w = std::max(ImGui::CalcTextSize(tr(Str::TIME_LIMIT)).x,
                                   ImGui::CalcTextSize(tr(Str::DIFFICULTY)).x) +
                          ImGui::GetStyle().ItemSpacing.x;
    // Under Fischer or byo-yomi on both sides the engine spends from its clock: the fixed time
    // per move has nothing to act on, so it is greyed, with the reason.
    const bool by_clock = s.time_control[RED].timed() && s.time_control[BLACK].timed();
    ImGui::BeginDisabled(by_clock);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::TIME_LIMIT));
    ImGui::SameLine(label_w + ImGui::GetStyle().WindowPadding.x);
    if (slider_float_with_value(ui, "##time", Str::TIP_TIME, &seconds,
                                float(Settings::MIN_MOVETIME), float(Settings::MAX_MOVETIME),
                                "%.1f s",
                                ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
        s.movetime_s = seconds;
        changed = true;
    }
    ImGui::EndDisabled();
    if (by_clock) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", tr(Str::TIME_LIMIT_BY_CLOCK));
        ImGui::PopTextWrapPos();
        remember_item(ui, "##time_by_clock");
    }
    // The difficulty is the built-in engine's: greyed while external engines play every
    // engine side, with the reason. Below level 20 the built-in engine's level caps its search,
    // so the time per move is how long it takes to answer (engine_pace.h): a note says so.
    const bool external_only = external_engines_only(c);
    if (!by_clock && !external_only && s.skill < SKILL_RANGE.max && c.has_engine()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", tr(Str::TIME_LIMIT_PACE));
        ImGui::PopTextWrapPos();
        remember_item(ui, "##time_pace");
        tip(ui, "##time_pace", Str::TIP_TIME_PACE);
    }
    ImGui::BeginDisabled(external_only);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::DIFFICULTY));
    ImGui::SameLine(label_w + ImGui::GetStyle().WindowPadding.x);
    // The level with its measured Elo (docs/strength.md). The tooltips say both act at once.
    const std::string skill_format = "%d  (" + level_elo_label(s.skill) + " Elo)";
    const std::string widest_level = "20  (" + level_elo_label(SKILL_RANGE.max) + " Elo)";
    if (slider_int_with_value(ui, "##skill",
                              external_only ? Str::TIP_SKILL_EXTERNAL : Str::TIP_SKILL, &s.skill,
                              SKILL_RANGE.min, SKILL_RANGE.max, skill_format, widest_level,
                              ImGuiSliderFlags_AlwaysClamp))
        changed = true;
    ImGui::EndDisabled();
    if (external_only) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", tr(Str::DIFFICULTY_EXTERNAL));
        ImGui::PopTextWrapPos();
        remember_item(ui, "##skill_external");
        tip(ui, "##skill_external", Str::TIP_SKILL_EXTERNAL);
    }
    return changed;
}

bool book_choice(Ui& ui, Settings& s) {
    bool changed = false;
    // (Animation, the PV arrow and the dark panel are in the look tab, panel_look.cpp.)
    if (ImGui::Checkbox(tr(Str::OPENING_BOOK), &s.opening_book)) changed = true;
    remember_item(ui, tr(Str::OPENING_BOOK));
    tip(ui, tr(Str::OPENING_BOOK), Str::TIP_OPENING_BOOK);
    ImGui::BeginDisabled(!s.opening_book);
    ImGui::Indent();
    if (ImGui::Checkbox(tr(Str::MASTERS_BOOK), &s.masters_book)) changed = true;
    remember_item(ui, tr(Str::MASTERS_BOOK));
    tip(ui, tr(Str::MASTERS_BOOK), Str::TIP_MASTERS_BOOK);
    ImGui::Unindent();
    ImGui::EndDisabled();
    return changed;
}

}  // namespace

void panel_game(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    Settings s = c.settings();
    bool changed = mode_choice(ui, c, s);
    changed |= player_name_field(ui, s);
    ImGui::Separator();
    changed |= handicap_choice(ui, s);
    ImGui::Separator();
    changed |= edit_time_controls(ui, s);
    ImGui::Separator();
    changed |= strength_choice(ui, c, s);
    ImGui::Separator();
    changed |= book_choice(ui, s);
    changed |= rule_book_choice(ui, s.rule_book);
    ImGui::Separator();
    if (c.has_engine()) draw_other_engines(ui, out);

    if (changed) out.push_back(intent::ChangeSettings{std::move(s)});
}

}  // namespace xq
