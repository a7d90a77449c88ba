// The Puzzles tab (习题): while it is open the board shows a puzzle. It shows the set and the
// theme filter, whose move it is, the goal, the puzzle's rating and grade, where it comes from,
// the player's rating and solved count, what the last move gave and what the try counted for the
// rating, the buttons (hint: the piece, then the move; retry; solution; next) and the rating
// rule.
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "game/puzzles/puzzle_source.h"
#include "game/puzzles/puzzle_theme.h"
#include "game/text/i18n.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

bool button(Ui& ui, Str label, Str tip_text, bool enabled = true) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ui_button(ui, tr(label));
    tip(ui, tr(label), tip_text);
    ImGui::EndDisabled();
    return pressed;
}

std::string goal_text(const Puzzle& p) {
    if (int n = p.mate_in()) {
        char text[64];
        std::snprintf(text, sizeof text, tr(Str::PUZZLE_MATE_IN), n);
        return text;
    }
    switch (puzzle_theme(p)) {
        case PuzzleTheme::MATERIAL:
            return tr(Str::PUZZLE_WINS_MATERIAL);
        case PuzzleTheme::DEFENCE:
            return tr(Str::PUZZLE_HOLD);
        case PuzzleTheme::ENDGAME:
            return tr(Str::PUZZLE_WIN_ENDGAME);
        default:
            return tr(Str::PUZZLE_ADVANTAGE);
    }
}

Str theme_name(PuzzleTheme t) {
    switch (t) {
        case PuzzleTheme::MATE:
            return Str::PUZZLE_THEME_MATE;
        case PuzzleTheme::MATERIAL:
            return Str::PUZZLE_THEME_MATERIAL;
        case PuzzleTheme::ADVANTAGE:
            return Str::PUZZLE_THEME_ADVANTAGE;
        case PuzzleTheme::DEFENCE:
            return Str::PUZZLE_THEME_DEFENCE;
        case PuzzleTheme::ENDGAME:
            return Str::PUZZLE_THEME_ENDGAME;
        case PuzzleTheme::ANY:
            break;
    }
    return Str::PUZZLE_THEME_ANY;
}

// "Mate (120)": the theme with how many puzzles of the set have it.
std::string theme_label(PuzzleTheme t, const std::vector<Puzzle>& set) {
    return std::string(tr(theme_name(t))) + " (" + std::to_string(count_with_theme(set, t)) + ")";
}

// The filter: only the themes the set has.
void theme_filter(Ui& ui, const PuzzleTrainer& trainer, Intents& out) {
    const PuzzleTheme chosen = trainer.progress().theme;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::PUZZLE_THEME));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11);
    const std::string shown = theme_label(chosen, trainer.set());
    if (ImGui::BeginCombo("##puzzle_theme", shown.c_str())) {
        for (PuzzleTheme t : PUZZLE_THEMES) {
            if (count_with_theme(trainer.set(), t) == 0) continue;
            const std::string label = theme_label(t, trainer.set()) + "##theme";
            if (ImGui::Selectable(label.c_str(), t == chosen) && t != chosen)
                out.push_back(intent::SetPuzzleTheme{t});
            remember_item(ui, (std::string("theme/") + theme_key(t)).c_str());
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##puzzle_theme");
    tip(ui, "##puzzle_theme", Str::TIP_PUZZLE_THEME);
}

// What the first try counted for the rating, once it is decided; later tries are practice.
Str counted_text(const PuzzleSession& s) {
    const std::optional<double> score = s.counted_score();
    if (!score) return Str::COUNT;
    if (s.practice()) return Str::PUZZLE_PRACTICE;
    if (*score >= 1) return Str::PUZZLE_COUNTS_ONE;
    return *score > 0 ? Str::PUZZLE_COUNTS_HALF : Str::PUZZLE_COUNTS_ZERO;
}

}  // namespace

void puzzle_status(const Ui& ui, std::string& text, ImVec4& colour) {
    const PuzzleSession* s = ui.puzzle.trainer ? ui.puzzle.trainer->session() : nullptr;
    if (!s) return;
    const ThemeColours& tc = theme_colours();
    const Color side = s->position().side_to_move();
    text = tr(side == RED ? Str::PUZZLE_RED_TO_PLAY : Str::PUZZLE_BLACK_TO_PLAY);
    colour = side == RED ? tc.red_side : tc.black_side;
    if (s->state() != PuzzleState::PLAYING) {
        text = tr(s->state() == PuzzleState::FAILED ? Str::PUZZLE_FAILED
                  : s->helped()                     ? Str::PUZZLE_SOLVED_WITH_HINT
                                                    : Str::PUZZLE_SOLVED);
        colour = s->state() == PuzzleState::SOLVED ? tc.result : tc.error;
    }
}

void panel_puzzles(Ui& ui, Intents& out) {
    const ThemeColours& tc = theme_colours();
    // Which set: the shipped one or the puzzles from the player's reviewed games.
    auto choose_set = [&](bool own) { out.push_back(intent::ChoosePuzzleSet{own}); };
    if (ImGui::RadioButton(tr(Str::PUZZLE_SET_SHIPPED), !ui.puzzle.own_set) && ui.puzzle.own_set)
        choose_set(false);
    remember_item(ui, tr(Str::PUZZLE_SET_SHIPPED));
    tip(ui, tr(Str::PUZZLE_SET_SHIPPED), Str::TIP_PUZZLE_SET_SHIPPED);
    char own_label[96];
    std::snprintf(own_label, sizeof own_label, "%s (%d)", tr(Str::PUZZLE_SET_OWN),
                  ui.puzzle.own_count);
    same_line_if_fits_width(ImGui::CalcTextSize(own_label).x + ImGui::GetFrameHeight() +
                            ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::RadioButton(own_label, ui.puzzle.own_set) && !ui.puzzle.own_set) choose_set(true);
    remember_item(ui, own_label);
    tip(ui, own_label, Str::TIP_PUZZLE_SET_OWN);
    if (ui.puzzle.own_set && ui.puzzle.own_count == 0) {
        ImGui::TextWrapped("%s", tr(Str::OWN_PUZZLES_NONE));
        return;
    }
    if (!ui.puzzle.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, tc.error);
        // The reader's words (a path, an OS error) in the language shown, as every message's.
        const std::string why =
            message_text(Message(Str::COUNT, {MessageArg::detail(ui.puzzle.error)}));
        ImGui::TextWrapped("%s %s", tr(Str::PUZZLE_NOT_AVAILABLE), why.c_str());
        ImGui::PopStyleColor();
    }
    const PuzzleSession* s = ui.puzzle.trainer ? ui.puzzle.trainer->session() : nullptr;
    if (!s) return;
    const Puzzle& p = s->puzzle();
    const PuzzleProgress& pr = ui.puzzle.trainer->progress();
    ImGui::PushStyleColor(ImGuiCol_Text, s->solver() == RED ? tc.red_side : tc.black_side);
    ImGui::Text("%s %d   %s  ·  %s", tr(Str::PUZZLE_NUMBER), p.id,
                tr(s->solver() == RED ? Str::PUZZLE_RED_TO_PLAY : Str::PUZZLE_BLACK_TO_PLAY),
                goal_text(p).c_str());
    ImGui::PopStyleColor();
    ImGui::Text("%s %d  ·  %s %d", tr(Str::PUZZLE_RATING), p.rating, tr(Str::PUZZLE_GRADE),
                p.grade);
    // Where the puzzle comes from: the collection, then the game (players, event, year, move),
    // in a box of two lines so that the widgets below keep their place from puzzle to puzzle.
    std::string source;
    for (const std::string& line : puzzle_source_lines(p.source))
        source += (source.empty() ? "" : "\n") + line;
    if (!source.empty()) {
        text_box(source, 2, ImGui::GetColorU32(ImGuiCol_TextDisabled));
        remember_item(ui, "##puzzle_source");
    }
    // The rating with what the attempt did to it, the puzzles solved alone and after a hint.
    std::string rating = std::to_string(std::lround(pr.rating));
    if (const std::optional<double> change = ui.puzzle.trainer->rating_change())
        rating += " (" + std::string(*change < 0 ? "-" : "+") +
                  std::to_string(std::lround(std::abs(*change))) + ")";
    ImGui::Text("%s %s   %s %zu / %zu  ·  %s %zu", tr(Str::PUZZLE_YOUR_RATING), rating.c_str(),
                tr(Str::PUZZLE_SOLVED_COUNT), pr.solved.size(), ui.puzzle.trainer->set().size(),
                tr(Str::PUZZLE_HELPED_COUNT), pr.helped.size());
    remember_item(ui, "##puzzle_counts");
    // A progress file that could not be written: the rating shown is not kept past this session.
    if (const std::string& error = ui.puzzle.trainer->save_error(); !error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, tc.error);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(
            message_text(Message(Str::SAVE_ERROR, {MessageArg::detail(error)}, true)).c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        remember_item(ui, "##puzzle_save_error");
    }
    // What the last action gave, or the state of the attempt.
    Str feedback = ui.puzzle.feedback;
    if (feedback == Str::COUNT && s->state() == PuzzleState::SOLVED)
        feedback = s->helped() ? Str::PUZZLE_SOLVED_WITH_HINT : Str::PUZZLE_SOLVED;
    if (feedback == Str::PUZZLE_SOLVED && s->helped()) feedback = Str::PUZZLE_SOLVED_WITH_HINT;
    if (feedback == Str::COUNT && s->state() == PuzzleState::FAILED) feedback = Str::PUZZLE_FAILED;
    const ImVec4 colour = s->state() == PuzzleState::FAILED ? tc.error
                          : s->state() == PuzzleState::SOLVED
                              ? tc.result
                              : ImGui::GetStyleColorVec4(ImGuiCol_Text);
    // Beside the result: what the first try counted for the rating, once it is decided.
    std::string result = feedback == Str::COUNT ? "" : tr(feedback);
    if (const Str counted = counted_text(*s); counted != Str::COUNT)
        result += (result.empty() ? "" : " ") + std::string(tr(counted));
    text_box(result, 2, ImGui::GetColorU32(colour));
    remember_item(ui, "##puzzle_feedback");

    const bool playing = s->state() == PuzzleState::PLAYING;
    if (button(ui, Str::PUZZLE_HINT, Str::TIP_PUZZLE_HINT, playing && s->hint_level() < 2))
        out.push_back(intent::PuzzleHint{});
    same_line_if_fits(tr(Str::PUZZLE_RETRY));
    if (button(ui, Str::PUZZLE_RETRY, Str::TIP_PUZZLE_RETRY, s->position().ply_from_fen() > 0))
        out.push_back(intent::PuzzleRetry{});
    same_line_if_fits(tr(Str::PUZZLE_SOLUTION));
    if (button(ui, Str::PUZZLE_SOLUTION, Str::TIP_PUZZLE_SOLUTION))
        out.push_back(intent::PuzzleSolution{});
    same_line_if_fits(tr(Str::PUZZLE_NEXT));
    if (button(ui, Str::PUZZLE_NEXT, Str::TIP_PUZZLE_NEXT)) out.push_back(intent::PuzzleNext{});
    // The theme filter under the buttons (the buttons keep their place at every size).
    theme_filter(ui, *ui.puzzle.trainer, out);
    // How a result counts, always said (before a hint is taken too): under the buttons, so
    // that they never move under the pointer.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr(Str::PUZZLE_RULE));
    ImGui::PopStyleColor();
    remember_item(ui, "##puzzle_rule");
}

}  // namespace xq
