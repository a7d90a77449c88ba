// The Tournament window (引擎赛), opened from the Engine tab: the setup (entrants, format, games
// per pair, time control, openings), start / pause / resume / stop, the live crosstable and the
// results. It draws the TournamentRunner the App gives it and returns intents; the App plays.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "game/levels/level_elo.h"
#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

std::string shown_name(const Entrant& e) {
    if (e.external) return e.external->name;
    char text[96];
    snprintf(text, sizeof text, tr(Str::TOURNAMENT_LEVEL), e.level,
             level_elo_label(e.level).c_str());
    return text;
}

// "1.5" or "2": half points only where there are some.
std::string points_text(double points) {
    char text[16];
    snprintf(text, sizeof text, points == double(int(points)) ? "%.0f" : "%.1f", points);
    return text;
}

// A pair's cell: points always with their decimal and the games apart ("1.0 / 2", "0.5 / 1"),
// so that it never reads as a fraction of a point.
std::string cell_text(double points, int games) {
    char text[32];
    snprintf(text, sizeof text, "%.1f / %d", points, games);
    return text;
}

void draw_setup(Ui& ui, Intents& out) {
    TournamentSetup& s = ui.tournament.form;
    const Settings& settings = ui.controller->settings();
    ImGui::TextUnformatted(tr(Str::TOURNAMENT_ENTRANTS));
    int remove = -1;
    for (size_t i = 0; i < s.entrants.size(); ++i) {
        ImGui::PushID(int(i));
        ImGui::BulletText("%zu. %s", i + 1, shown_name(s.entrants[i]).c_str());
        ImGui::SameLine();
        if (ImGui::SmallButton(tr(Str::TOURNAMENT_REMOVE))) remove = int(i);
        ImGui::PopID();
    }
    if (remove >= 0) s.entrants.erase(s.entrants.begin() + remove);
    // What to add: a level of the built-in engine or one of the other engines.
    const float font = ImGui::GetFontSize();
    ImGui::SetNextItemWidth(font * 12);
    if (ui.tournament.add > int(settings.external_engines.size())) ui.tournament.add = 0;
    const std::string to_add = ui.tournament.add == 0
                                   ? shown_name(Entrant{ui.tournament.add_level, std::nullopt})
                                   : settings.external_engines[size_t(ui.tournament.add - 1)].name;
    if (ImGui::BeginCombo("##tournament_add", to_add.c_str())) {
        for (int level = SKILL_RANGE.min; level <= SKILL_RANGE.max; ++level) {
            const bool chosen = ui.tournament.add == 0 && ui.tournament.add_level == level;
            if (ImGui::Selectable(shown_name(Entrant{level, std::nullopt}).c_str(), chosen)) {
                ui.tournament.add = 0;
                ui.tournament.add_level = level;
            }
        }
        for (size_t i = 0; i < settings.external_engines.size(); ++i)
            if (ImGui::Selectable(settings.external_engines[i].name.c_str(),
                                  ui.tournament.add == int(i + 1)))
                ui.tournament.add = int(i + 1);
        ImGui::EndCombo();
    }
    remember_item(ui, "##tournament_add");
    ImGui::SameLine();
    ImGui::BeginDisabled(s.entrants.size() >= size_t(MAX_ENTRANTS));
    if (ui_button(ui, tr(Str::TOURNAMENT_ADD))) {
        if (ui.tournament.add == 0)
            s.entrants.push_back({ui.tournament.add_level, std::nullopt});
        else
            s.entrants.push_back({10, settings.external_engines[size_t(ui.tournament.add - 1)]});
    }
    ImGui::EndDisabled();

    ImGui::Separator();
    ImGui::TextUnformatted(tr(Str::TOURNAMENT_FORMAT));
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::TOURNAMENT_ROUND_ROBIN),
                           s.format == TournamentFormat::ROUND_ROBIN))
        s.format = TournamentFormat::ROUND_ROBIN;
    remember_item(ui, tr(Str::TOURNAMENT_ROUND_ROBIN));
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::TOURNAMENT_GAUNTLET), s.format == TournamentFormat::GAUNTLET))
        s.format = TournamentFormat::GAUNTLET;
    ImGui::SetNextItemWidth(font * 7);
    int pairs = s.games_per_pair / 2;
    if (ImGui::SliderInt(tr(Str::TOURNAMENT_GAMES_PER_PAIR), &pairs, 1, 10, "%d × 2"))
        s.games_per_pair = 2 * std::clamp(pairs, 1, MAX_GAMES_PER_PAIR / 2);
    remember_item(ui, tr(Str::TOURNAMENT_GAMES_PER_PAIR));

    const bool per_move = s.control.kind == TimeControl::Kind::MOVETIME;
    if (ImGui::RadioButton(tr(Str::TOURNAMENT_PER_MOVE), per_move))
        s.control.kind = TimeControl::Kind::MOVETIME;
    remember_item(ui, tr(Str::TOURNAMENT_PER_MOVE));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(number_box_width(MAX_MOVETIME_MS));
    ImGui::BeginDisabled(!per_move);
    if (ImGui::InputInt("##movetime_ms", &s.movetime_ms, 100, 1000))
        s.movetime_ms = std::clamp(s.movetime_ms, MIN_MOVETIME_MS, MAX_MOVETIME_MS);
    remember_item(ui, "##movetime_ms");
    ImGui::EndDisabled();
    if (ImGui::RadioButton(tr(Str::TOURNAMENT_GAME_TIME), !per_move))
        s.control.kind = TimeControl::Kind::FISCHER;
    ImGui::SameLine();
    ImGui::BeginDisabled(per_move);
    ImGui::SetNextItemWidth(number_box_width(TimeControl::MAX_BASE_S));
    if (ImGui::InputInt("##base_s", &s.control.base_s, 10, 60))
        s.control.base_s = std::clamp(s.control.base_s, 1, TimeControl::MAX_BASE_S);
    remember_item(ui, "##base_s");
    ImGui::SameLine();
    ImGui::TextUnformatted("+");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(number_box_width(TimeControl::MAX_EXTRA_S));
    if (ImGui::InputInt("##extra_s", &s.control.extra_s, 1, 5))
        s.control.extra_s = std::clamp(s.control.extra_s, 0, TimeControl::MAX_EXTRA_S);
    remember_item(ui, "##extra_s");
    ImGui::EndDisabled();

    ImGui::TextUnformatted(tr(Str::TOURNAMENT_OPENINGS));
    ImGui::SameLine();
    const Str names[] = {Str::TOURNAMENT_OPENINGS_START, Str::TOURNAMENT_OPENINGS_WIDE,
                         Str::TOURNAMENT_OPENINGS_CLASSICAL};
    ImGui::SetNextItemWidth(font * 12);
    if (ImGui::BeginCombo("##openings", tr(names[int(s.openings)]))) {
        for (int i = 0; i < 3; ++i)
            if (ImGui::Selectable(tr(names[i]), int(s.openings) == i)) s.openings = OpeningSet(i);
        ImGui::EndCombo();
    }
    remember_item(ui, "##openings");

    const bool playable = setup_problem(s).empty();
    ImGui::BeginDisabled(!playable);
    if (ui_button(ui, tr(Str::TOURNAMENT_START))) out.push_back(intent::StartTournament{s});
    ImGui::EndDisabled();
    if (s.entrants.size() < 2) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", tr(Str::TOURNAMENT_NEEDS_TWO));
    }
}

void draw_controls(Ui& ui, Intents& out, const TournamentRunner& t) {
    char text[256];
    const auto& entrants = t.record().setup.entrants;
    if (const auto p = t.current()) {
        snprintf(text, sizeof text, tr(Str::TOURNAMENT_PLAYING), t.games_played() + 1,
                 t.games_total(), shown_name(entrants[size_t(p->red)]).c_str(),
                 shown_name(entrants[size_t(p->black)]).c_str());
    } else {
        snprintf(text, sizeof text,
                 tr(t.state() == TournamentRunner::State::PAUSED ? Str::TOURNAMENT_PAUSED
                                                                 : Str::TOURNAMENT_FINISHED),
                 t.games_played(), t.games_total());
    }
    ImGui::TextUnformatted(text);
    remember_item(ui, "##tournament_status");
    if (const auto& g = t.record().unfinished; g && t.state() == TournamentRunner::State::PAUSED) {
        snprintf(text, sizeof text, tr(Str::TOURNAMENT_UNFINISHED), g->index + 1,
                 int(g->moves.size()));
        ImGui::TextUnformatted(text);
    }
    if (t.state() == TournamentRunner::State::RUNNING) {
        if (ui_button(ui, tr(Str::TOURNAMENT_PAUSE))) out.push_back(intent::PauseTournament{true});
    } else if (t.state() == TournamentRunner::State::PAUSED) {
        if (ui_button(ui, tr(Str::TOURNAMENT_RESUME)))
            out.push_back(intent::PauseTournament{false});
    }
    if (t.state() != TournamentRunner::State::FINISHED) {
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::TOURNAMENT_STOP))) out.push_back(intent::StopTournament{});
    }
    if (!t.problem().empty())
        ImGui::TextColored(ImVec4(0.8f, 0.1f, 0.1f, 1), "%s", t.problem().c_str());
}

void draw_crosstable(Ui& ui, const TournamentRunner& t) {
    const Crosstable c = t.crosstable();
    const auto& entrants = t.record().setup.entrants;
    const int n = c.entrants;
    // Scrolls sideways when many entrants make it wider than the window; as high as its rows.
    const ImGuiTableFlags flags =
        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float height = float(n + 1) * (ImGui::GetTextLineHeight() + style.CellPadding.y * 2 + 1) +
                         style.ScrollbarSize + 2;
    if (!ImGui::BeginTable("##crosstable", n + 4, flags, ImVec2(0, height))) return;
    // Widths from the text, so the first frame the window shows is already laid out.
    const float pad = style.CellPadding.x * 2;
    auto column = [&](const char* label, float content) {
        ImGui::TableSetupColumn(label, ImGuiTableColumnFlags_WidthFixed,
                                std::max(ImGui::CalcTextSize(label).x, content) + pad);
    };
    float names = 0;
    for (int i = 0; i < n; ++i)
        names = std::max(names,
                         ImGui::CalcTextSize(("10. " + shown_name(entrants[size_t(i)])).c_str()).x);
    // As wide as any score a pair can have ("19.5 / 20" for 20 games per pair).
    const int per_pair = t.record().setup.games_per_pair;
    const float cell = ImGui::CalcTextSize(cell_text(per_pair - 0.5, per_pair).c_str()).x;
    // The Elo cells' own texts: as wide as the widest.
    std::vector<std::string> elo(static_cast<size_t>(n));
    float elo_width = ImGui::CalcTextSize("+1000 ± 1000").x;
    for (size_t i = 0; i < size_t(n); ++i) {
        elo[i] = i == 0 ? "" : elo_column_text(c.elo_vs_first[i]);
        elo_width = std::max(elo_width, ImGui::CalcTextSize(elo[i].c_str()).x);
    }
    column(tr(Str::TOURNAMENT_ENTRANT), names);
    for (int j = 0; j < n; ++j) column(std::to_string(j + 1).c_str(), cell);
    column(tr(Str::TOURNAMENT_SCORE), ImGui::CalcTextSize("100.5").x);
    column(tr(Str::TOURNAMENT_GAMES), ImGui::CalcTextSize("1000").x);
    column(tr(Str::TOURNAMENT_ELO), elo_width);
    // The header row, each with what its cells mean.
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (int k = 0; k < n + 4; ++k) {
        ImGui::TableSetColumnIndex(k);
        const char* label = ImGui::TableGetColumnName(k);
        ImGui::TableHeader(label);
        if (k >= 1 && k <= n) {
            const std::string id = "##crosstable_column_" + std::to_string(k);
            remember_item(ui, id.c_str());
            tip(ui, id.c_str(), Str::TIP_TOURNAMENT_CELL);
        } else if (k == n + 3) {
            remember_item(ui, "##crosstable_elo");
            tip(ui, "##crosstable_elo", Str::TIP_TOURNAMENT_ELO);
        }
    }
    for (int i = 0; i < n; ++i) {
        const size_t si = size_t(i);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%d. %s", i + 1, shown_name(entrants[si]).c_str());
        for (int j = 0; j < n; ++j) {
            ImGui::TableNextColumn();
            const size_t sj = size_t(j);
            if (i == j || c.games[si][sj] == 0)
                ImGui::TextDisabled(i == j ? "×" : "—");
            else
                ImGui::TextUnformatted(cell_text(c.points[si][sj], c.games[si][sj]).c_str());
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(points_text(c.total[si]).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", c.played[si]);
        ImGui::TableNextColumn();
        if (i == 0)
            ImGui::TextDisabled("—");  // the first entrant is the reference
        else
            ImGui::TextUnformatted(elo[si].c_str());
        remember_item(ui, ("##crosstable_elo_" + std::to_string(i + 1)).c_str());
    }
    ImGui::EndTable();
    remember_item(ui, "##crosstable");
}

void draw_results(Ui& ui, Intents& out, const TournamentRunner& t) {
    ImGui::TextUnformatted(tr(Str::TOURNAMENT_RESULTS));
    const auto& results = t.record().results;
    ui.tournament.results_shown = int(results.size());
    const auto& entrants = t.record().setup.entrants;
    ImGui::BeginChild("##tournament_results", ImVec2(0, ImGui::GetFontSize() * 8), true);
    // The newest first: the game that just ended is where the eye is.
    for (size_t k = results.size(); k-- > 0;) {
        const FinishedGame& g = results[k];
        ImGui::PushID(int(k));
        if (ImGui::SmallButton(tr(Str::TOURNAMENT_OPEN_GAME)))
            out.push_back(intent::OpenTournamentGame{g.index});
        remember_item(ui, "##open_tournament_game");  // the oldest, drawn last
        remember_item(ui, ("##open_tournament_game" + std::to_string(g.index + 1)).c_str());
        tip(ui, tr(Str::TOURNAMENT_OPEN_GAME), Str::TIP_TOURNAMENT_OPEN_GAME);
        ImGui::SameLine();
        char plies[32];
        snprintf(plies, sizeof plies, tr(Str::TOURNAMENT_PLIES), g.plies);
        ImGui::Text("%d. %s - %s  %s  %s", g.index + 1, shown_name(entrants[size_t(g.red)]).c_str(),
                    shown_name(entrants[size_t(g.black)]).c_str(), result_text(g.result), plies);
        // Why it ended, as recorded in the PGN's Termination tag.
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", g.termination.c_str());
        ImGui::PopID();
    }
    ImGui::EndChild();
    if (!t.record().pgn_path.empty())
        ImGui::TextWrapped("%s: %s", tr(Str::TOURNAMENT_SAVED_TO), t.record().pgn_path.c_str());
}

}  // namespace

void draw_tournament(Ui& ui, Intents& out) {
    if (!ui.tournament.open || !ui.tournament.runner || !ui.controller) return;
    const TournamentRunner& t = *ui.tournament.runner;
    ImGuiIO& io = ImGui::GetIO();
    const float font = ImGui::GetFontSize();
    // Over the side panel, so the board (which shows the tournament's game) stays in view.
    const ImVec2 size(std::min(font * 34, io.DisplaySize.x * 0.6f),
                      std::min(font * 40, io.DisplaySize.y * 0.94f));
    ImGui::SetNextWindowPos(
        ImVec2(io.DisplaySize.x - size.x - font * 0.5f, io.DisplaySize.y * 0.03f),
        ImGuiCond_Appearing);
    ImGui::SetNextWindowSize(size, ImGuiCond_Appearing);
    const std::string title = std::string(tr(Str::TOURNAMENT)) + "###tournament";
    if (ImGui::Begin(title.c_str(), &ui.tournament.open,
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        remember_item(ui, "##tournament_window");
        const bool none = t.state() == TournamentRunner::State::NONE;
        if (none || t.state() == TournamentRunner::State::FINISHED) {
            const bool open_setup = none || ImGui::CollapsingHeader(tr(Str::TOURNAMENT_NEW));
            if (open_setup) draw_setup(ui, out);
        }
        if (!none) {
            ImGui::Separator();
            draw_controls(ui, out, t);
            draw_crosstable(ui, t);
            draw_results(ui, out, t);
        }
    }
    ImGui::End();
}

}  // namespace xq
