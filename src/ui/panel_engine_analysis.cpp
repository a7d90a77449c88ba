// The analysis and review controls at the top of the Engine tab: the number of
// analysis lines and each line's score and moves; the search for a mate by checks and its line; the
// review's time per move, its progress and cancel, each side's accuracy and the marked moves (a
// click goes to the position where the move was played).
#include <algorithm>
#include <cmath>
#include <string>

#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

// The first moves of a line in Chinese notation, as many as fit `width` pixels.
std::string line_text(Position pos, const std::vector<Move>& pv, float width) {
    std::string out;
    for (Move m : pv) {
        if (!pos.is_legal(m)) break;
        std::string next = out + (out.empty() ? "" : " ") + move_label(pos, m);
        if (!out.empty() && ImGui::CalcTextSize(next.c_str()).x > width) break;
        out = std::move(next);
        pos.do_move(m);
    }
    return out;
}

std::string mover_view_score(const MoveReview& r) {
    const int v = r.mover == RED ? r.before.value : -r.before.value;
    char buf[24];
    if (r.before.kind == Score::MATE)
        snprintf(buf, sizeof buf, "%sM%d", v > 0 ? "+" : "-", std::abs(v));
    else
        snprintf(buf, sizeof buf, "%+.2f", v / 100.0);
    return buf;
}

void analysis_lines(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    Settings s = c.settings();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::ANALYSIS_LINES));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    if (ImGui::SliderInt("##lines", &s.analysis_lines, ANALYSIS_LINES.min, ANALYSIS_LINES.max, "%d",
                         ImGuiSliderFlags_AlwaysClamp))
        out.push_back(intent::ChangeSettings{std::move(s)});
    remember_item(ui, "##lines");
    tip(ui, "##lines", Str::TIP_ANALYSIS_LINES);
    if (!c.study().analysing()) return;
    const AnalysisLines& a = c.study().analysis();
    ImGui::SameLine();
    ImGui::TextDisabled(
        "%s %s", tr(Str::RED_WIN_CHANCE),
        a.best() ? (std::to_string(int(std::lround(100 * red_win_chance(*a.best())))) + "%").c_str()
                 : "-");
    for (size_t i = 0; i < a.lines.size(); ++i) {
        const SearchInfo& l = a.lines[i];
        if (l.pv.empty()) continue;
        const std::string score = red_score_label(l);
        ImGui::TextColored(i == 0 ? ImVec4(0.2f, 0.4f, 0.85f, 1) : ImVec4(0.4f, 0.55f, 0.8f, 1),
                           "%zu. %s  d%d", i + 1, score.c_str(), l.depth);
        ImGui::SameLine();
        ImGui::TextUnformatted(line_text(a.root, l.pv, ImGui::GetContentRegionAvail().x).c_str());
        remember_item(ui, ("##line" + std::to_string(i + 1)).c_str());
    }
}

// The mate-by-checks button and, while the position it solved is shown, its answer: the line
// with the attacker's moves numbered ("1.马六进五 将6进1 2.马五进六"), wrapped to the panel.
void mate_by_checks(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const MateByChecksFinder& f = c.study().mate_by_checks();
    ImGui::BeginDisabled(f.running() || c.editor().active());
    if (ui_button(ui, tr(Str::FIND_MATE_BY_CHECKS))) out.push_back(intent::FindMateByChecks{});
    tip(ui, tr(Str::FIND_MATE_BY_CHECKS), Str::TIP_FIND_MATE_BY_CHECKS);
    ImGui::EndDisabled();
    if (!f.about(c.game().position().key(), c.game().ply())) return;
    ImGui::SameLine();
    const std::optional<CheckMateResult> r = f.result();
    if (!r) {
        ImGui::TextDisabled("%s", tr(Str::MATE_BY_CHECKS_SEARCHING));
    } else if (r->verdict == CheckMateVerdict::MATE) {
        Position pos = *f.root();
        char head[64];
        snprintf(head, sizeof head, tr(Str::MATE_BY_CHECKS_FOUND), r->moves);
        std::string text = head;
        for (size_t i = 0; i < r->line.size(); ++i) {
            // The number joined to its move: a wrap never parts them.
            text += " " + (i % 2 == 0 ? std::to_string(i / 2 + 1) + "." : std::string()) +
                    move_label(pos, r->line[i]);
            pos.do_move(r->line[i]);
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.15f, 0.55f, 0.2f, 1));
        ImGui::TextWrapped("%s", text.c_str());
        ImGui::PopStyleColor();
    } else if (r->verdict == CheckMateVerdict::NO_MATE) {
        ImGui::TextUnformatted(tr(Str::NO_MATE_BY_CHECKS));
    } else {
        ImGui::TextWrapped(tr(Str::MATE_BY_CHECKS_GAVE_UP), std::to_string(f.node_limit()).c_str());
    }
    remember_item(ui, "##mate_by_checks");
}

// What the endgame tables say of the position shown: who mates in how many moves, or a draw,
// and the best moves with theirs; where no table covers it but this machine can make one, the
// button that makes it, then its progress.
void endgame_table(Ui& ui, Intents& out) {
    if (!ui.tables) return;
    const Controller& c = *ui.controller;
    const Position& pos = c.game().position();
    char text[256];
    if (const auto v = ui.tables->verdict(pos)) {
        // Moves of the winner to the mate: a won dtm is odd (the winner moves first), a lost
        // one even.
        const int moves = (v->value.dtm + 1) / 2;
        const bool red_wins = (v->value.wdl == tb::Wdl::WIN) == (pos.side_to_move() == RED);
        if (v->value.wdl == tb::Wdl::DRAW)
            snprintf(text, sizeof text,
                     tr(v->exact_draws ? Str::TABLE_DRAW : Str::TABLE_DRAW_BY_CONVENTION),
                     v->table.c_str());
        else
            snprintf(text, sizeof text, tr(red_wins ? Str::TABLE_RED_WINS : Str::TABLE_BLACK_WINS),
                     v->table.c_str(), moves);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.2f, 0.45f, 0.3f, 1));
        ImGui::TextWrapped("%s", text);
        ImGui::PopStyleColor();
        remember_item(ui, "##endgame_table");
        // The best moves, one a line (a wrap would part a move from its value).
        for (size_t i = 0; i < v->moves.size() && i < 3; ++i) {
            const tb::TbValue mv = v->moves[i].value;
            char value[48];
            if (mv.wdl == tb::Wdl::DRAW)
                snprintf(value, sizeof value, "%s", tr(Str::TABLE_MOVE_DRAWS));
            else
                snprintf(value, sizeof value,
                         tr(mv.wdl == tb::Wdl::WIN ? Str::TABLE_MOVE_WINS : Str::TABLE_MOVE_LOSES),
                         (mv.dtm + 1) / 2);
            ImGui::Text("  %s  %s", move_label(pos, v->moves[i].move).c_str(), value);
        }
        return;
    }
    const EndgameTables::Progress p = ui.tables->progress();
    if (p.running) {
        snprintf(text, sizeof text, tr(Str::MAKING_TABLE), p.ending.c_str(), p.done, p.needed);
        ImGui::TextUnformatted(text);
        ImGui::ProgressBar(p.needed ? float(p.done) / float(p.needed) : 0.0f, ImVec2(-1, 0), "");
        remember_item(ui, "##making_table");
        return;
    }
    if (!p.error.empty()) {
        snprintf(text, sizeof text, tr(Str::TABLE_ERROR), p.error.c_str());
        ImGui::TextColored(ImVec4(0.8f, 0.2f, 0.2f, 1), "%s", text);
    }
    if (const auto ending = ui.tables->makeable(pos)) {
        snprintf(text, sizeof text, tr(Str::MAKE_TABLE), ending->c_str());
        if (ui_button(ui, text)) out.push_back(intent::MakeEndgameTable{*ending});
        tip(ui, text, Str::TIP_MAKE_TABLE);
    }
}

void review_controls(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    if (c.study().reviewing()) {
        char overlay[64];
        snprintf(overlay, sizeof overlay, "%s %.0f%%", tr(Str::REVIEWING),
                 100 * c.study().review_progress());
        ImGui::ProgressBar(float(c.study().review_progress()),
                           ImVec2(ImGui::GetContentRegionAvail().x * 0.6f, 0), overlay);
        remember_item(ui, "##review_progress");
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::CANCEL_REVIEW))) out.push_back(intent::CancelReview{});
        tip(ui, tr(Str::CANCEL_REVIEW), Str::TIP_CANCEL_REVIEW);
        return;
    }
    Settings s = c.settings();
    ImGui::BeginDisabled(c.game().length() == 0);
    if (ui_button(ui, tr(Str::REVIEW_GAME))) out.push_back(intent::StartReview{});
    tip(ui, tr(Str::REVIEW_GAME), Str::TIP_REVIEW);
    ImGui::EndDisabled();
    // The time per move beside the button when the panel is wide, else on a line of its own.
    const float slider_w = ImGui::GetFontSize() * 10;  // the slider and its value
    same_line_if_fits_width(ImGui::CalcTextSize(tr(Str::REVIEW_TIME)).x + slider_w +
                            ImGui::GetStyle().ItemSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::REVIEW_TIME));
    ImGui::SameLine();
    float seconds = float(s.review_movetime_ms) / 1000.f;
    if (slider_float_with_value(ui, "##review_time", Str::TIP_REVIEW_TIME, &seconds,
                                REVIEW_MOVETIME_MS.min / 1000.f, REVIEW_MOVETIME_MS.max / 1000.f,
                                "%.1f s",
                                ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp,
                                std::max(slider_w, ImGui::GetContentRegionAvail().x))) {
        s.review_movetime_ms = REVIEW_MOVETIME_MS.clamp(int(std::lround(seconds * 1000)));
        out.push_back(intent::ChangeSettings{std::move(s)});
    }
}

void review_results(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const auto& result = c.study().review_result();
    if (!result) return;
    ImGui::TextDisabled("%s", tr(Str::ACCURACY));
    ImGui::SameLine();
    ImGui::Text("%s %.1f%%   %s %.1f%%", tr(Str::RED), result->side[RED].accuracy, tr(Str::BLACK),
                result->side[BLACK].accuracy);
    remember_item(ui, "##accuracy");
    ImGui::TextDisabled("%s", tr(Str::MARKED_MOVES));
    int marked = 0;
    for (int ply = 1; ply <= int(result->moves.size()); ++ply)
        if (const MoveReview* r = c.study().reviewed_move(ply); r && r->mark != Mark::NONE)
            ++marked;
    const float rows = float(std::min(6, std::max(1, marked)));
    if (!ImGui::BeginChild("##marked", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * rows),
                           false))
        return ImGui::EndChild();
    for (int ply = 1; ply <= int(result->moves.size()); ++ply) {
        const MoveReview* r = c.study().reviewed_move(ply);
        if (!r || r->mark == Mark::NONE) continue;
        const Position before = c.game().position_at(ply - 1);
        std::string text = std::to_string((ply + 1) / 2) + (r->mover == RED ? ". " : "... ") +
                           move_label(before, r->played) + mark_suffix(r->mark);
        if (r->mark != Mark::GOOD && r->best != MOVE_NONE && before.is_legal(r->best))
            text += std::string("  ") + tr(Str::BETTER_MOVE) + " " + move_label(before, r->best) +
                    " (" + mover_view_score(*r) + ")";
        const ImVec4 colour = r->mark == Mark::BLUNDER   ? ImVec4(0.85f, 0.15f, 0.1f, 1)
                              : r->mark == Mark::MISTAKE ? ImVec4(0.85f, 0.45f, 0.1f, 1)
                              : r->mark == Mark::GOOD    ? ImVec4(0.15f, 0.6f, 0.2f, 1)
                                                         : ImVec4(0.7f, 0.6f, 0.1f, 1);
        ImGui::PushStyleColor(ImGuiCol_Text, colour);
        // A click goes to the position where the move was played: the board shows it and the
        // better move from there.
        const std::string id = text + "##mark" + std::to_string(ply);
        if (ImGui::Selectable(id.c_str(), c.game().ply() == ply - 1))
            out.push_back(intent::GoTo{ply - 1});
        ImGui::PopStyleColor();
        remember_item(ui, ("##mark" + std::to_string(ply)).c_str());
        tip(ui, ("##mark" + std::to_string(ply)).c_str(), Str::TIP_MARKED_MOVE);
    }
    ImGui::EndChild();
}

}  // namespace

void draw_analysis_and_review(Ui& ui, Intents& out) {
    if (!ui.controller->has_engine()) return;
    analysis_lines(ui, out);
    mate_by_checks(ui, out);
    endgame_table(ui, out);
    review_controls(ui, out);
    review_results(ui, out);
    // The line of the better move where a marked move was played (the next move of the line).
    const Controller& c = *ui.controller;
    if (const MoveReview* r = c.study().reviewed_move(c.game().ply() + 1);
        r && r->mark != Mark::NONE && r->mark != Mark::GOOD && !r->best_line.empty()) {
        ImGui::TextColored(ImVec4(0.15f, 0.55f, 0.2f, 1), "%s: %s", tr(Str::BETTER_MOVE),
                           line_text(c.game().position(), r->best_line,
                                     ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 4)
                               .c_str());
        remember_item(ui, "##better_line");
    }
    ImGui::Separator();
}

void draw_board_labels(Ui& ui) {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    for (const BoardOverlayState::Label& l : ui.board.labels) {
        const ImVec2 size = ImGui::CalcTextSize(l.text.c_str());
        const ImVec2 pad = BOARD_LABEL_PAD;
        const ImVec2 p0(l.at.x - size.x / 2 - pad.x, l.at.y - size.y / 2 - pad.y);
        const ImVec2 p1(l.at.x + size.x / 2 + pad.x, l.at.y + size.y / 2 + pad.y);
        dl->AddRectFilled(p0, p1, l.colour, 4);
        dl->AddText(ImVec2(p0.x + pad.x, p0.y + pad.y), IM_COL32(255, 255, 255, 255),
                    l.text.c_str());
    }
}

}  // namespace xq
