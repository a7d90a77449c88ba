// The opening explorer (棋库 > 开局): the opening's name, then one row per move of the position
// shown (game/library/opening_explorer.h): the book's share, the engine's score and, when a game
// collection is open, its games. A click on a row plays the move as the board would.
#include <cstdio>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/opening_name.h"
#include "game/engines/engine_bridge.h"
#include "game/library/opening_explorer.h"
#include "game/text/i18n.h"
#include "game/text/message.h"
#include "game/text/move_text.h"
#include "ui/ui.h"
#include "util/text.h"

namespace xq {

namespace {

// The external analyser's name when it reports one line only (it has no MultiPV option), so the
// explorer can score only its best move; "" otherwise.
std::string single_line_analyser(const Controller& c) {
    const EngineBridge* bridge = c.bridge();
    if (!bridge || c.analysing()) return "";
    const std::string name = bridge->external_name(EngineRole::ANALYSER);
    const ExternalEngineSpec* spec = find_engine(c.settings().external_engines, name);
    const auto status = spec ? bridge->external_status(spec->path) : std::nullopt;
    if (!status || status->state != ExternalEngine::State::READY) return "";
    for (const ExternalOption& o : status->options)
        if (iequals(o.name, "MultiPV")) return "";
    return name;
}

// "Opening: 中炮对屏风马 (ECCO C)" for the moves played so far.
void draw_opening(const Game& g) {
    ImGui::TextDisabled("%s", tr(Str::OPENING));
    ImGui::SameLine();
    if (g.start_fen() != Position().fen()) {
        ImGui::TextWrapped("%s", tr(Str::EXPLORER_OTHER_START));
    } else if (g.ply() == 0) {
        ImGui::TextWrapped("%s", tr(Str::EXPLORER_START_POSITION));
    } else {
        const OpeningName o =
            opening_name(std::vector<Move>(g.line().begin(), g.line().begin() + g.ply()));
        ImGui::TextWrapped("%s (ECCO %c)", (language() == Lang::ZH ? o.chinese : o.english).c_str(),
                           o.ecco_group);
    }
}

// The collection's statistics for the shown position, asked again only when it changes.
const std::vector<ExplorerGames>* collection_games(Ui& ui, const Game& g) {
    ExplorerPanelState::GamesCache& cache = ui.library.explorer.games_cache;
    if (!ui.library.explorer.games) return nullptr;
    if (cache.key != g.position().key() || cache.ply != g.ply()) {
        cache.key = g.position().key();
        cache.ply = g.ply();
        cache.rows = ui.library.explorer.games(
            g.position(), std::vector<Move>(g.line().begin(), g.line().begin() + g.ply()));
    }
    return &cache.rows;
}

// A column's header with its tooltip, found by tests as "##explorer column <i>".
void header(Ui& ui, int column, Str tip_text) {
    ImGui::TableSetColumnIndex(column);
    ImGui::TableHeader(ImGui::TableGetColumnName(column));
    const std::string key = "##explorer column " + std::to_string(column);
    remember_item(ui, key.c_str());
    tip(ui, key.c_str(), tip_text);
}

}  // namespace

void panel_explorer(Ui& ui, Intents& out) {
    ui.library.explorer.shown = true;
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const Position& pos = g.position();
    draw_opening(g);

    const std::vector<BookEntry> book = c.explorer_book_moves();
    const AnalysisLines& lines = c.explorer_lines();
    const std::vector<ExplorerGames>* games = collection_games(ui, g);
    const std::vector<ExplorerRow> rows = explorer_rows(pos, book, lines, games);
    if (g.legal_moves().empty()) {
        ImGui::TextDisabled("%s", tr(Str::EXPLORER_NO_MOVES));
        return;
    }
    if (book.empty()) ImGui::TextDisabled("%s", tr(Str::EXPLORER_OUT_OF_BOOK));
    const bool engine_running = c.explorer_searching() || c.analysing();
    if (c.has_engine() && !engine_running)
        ImGui::TextDisabled("%s", tr(Str::EXPLORER_ENGINE_WAITS));
    // An analyser that reports one line scores only its best move: say why the rest have none.
    if (const std::string one_line = single_line_analyser(c);
        !one_line.empty() && book.size() > 1) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled(
            "%s",
            message_text(Message(Str::EXPLORER_ONE_LINE, {MessageArg::literal(one_line)})).c_str());
        ImGui::PopTextWrapPos();
    }

    const bool can_play = c.human_can_move() && !ui.dialogs.pending_warned_move;
    const int columns = games ? 6 : 3;
    const ImGuiTableFlags flags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_PadOuterX;
    if (!ImGui::BeginTable("##explorer", columns, flags)) return;
    ImGui::TableSetupColumn(tr(Str::EXPLORER_MOVE), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn(tr(Str::EXPLORER_BOOK), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr(Str::EXPLORER_ENGINE), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    if (games) {
        ImGui::TableSetupColumn(tr(Str::EXPLORER_GAMES), ImGuiTableColumnFlags_WidthStretch, 0.6f);
        ImGui::TableSetupColumn(tr(Str::EXPLORER_SCORE), ImGuiTableColumnFlags_WidthStretch, 0.6f);
        ImGui::TableSetupColumn(tr(Str::EXPLORER_LAST_GAME), ImGuiTableColumnFlags_WidthStretch,
                                1.6f);
    }
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    const Str tips[] = {Str::TIP_EXPLORER_PLAY,  Str::TIP_EXPLORER_BOOK,  Str::TIP_EXPLORER_ENGINE,
                        Str::TIP_EXPLORER_GAMES, Str::TIP_EXPLORER_GAMES, Str::TIP_EXPLORER_GAMES};
    for (int i = 0; i < columns; ++i) header(ui, i, tips[i]);

    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0, 0.5f));
    for (const ExplorerRow& r : rows) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        const std::string iccs = move_to_iccs(r.move);
        const std::string label = move_label(pos, r.move) + "##explorer " + iccs;
        ImGui::BeginDisabled(!can_play);
        if (ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_SpanAllColumns,
                              ImVec2(0, ImGui::GetFrameHeight())))
            out.push_back(intent::PlayMove{r.move});
        ImGui::EndDisabled();
        remember_item(ui, ("##explorer " + iccs).c_str());
        tip(ui, ("##explorer " + iccs).c_str(), Str::TIP_EXPLORER_PLAY);

        ImGui::TableSetColumnIndex(1);
        if (r.book_weight > 0) {
            char share[16];
            std::snprintf(share, sizeof share, "%d%%", r.book_percent);
            ImGui::ProgressBar(float(r.book_percent) / 100.0f, ImVec2(-1, 0), share);
        }
        ImGui::TableSetColumnIndex(2);
        if (r.eval) {
            ImGui::AlignTextToFramePadding();
            ImGui::Text("%s  d%d", red_score_label(*r.eval).c_str(), r.eval->depth);
        }
        if (games && r.games) {
            ImGui::TableSetColumnIndex(3);
            ImGui::AlignTextToFramePadding();
            ImGui::Text("%d", r.games->games);
            ImGui::TableSetColumnIndex(4);
            ImGui::AlignTextToFramePadding();
            ImGui::Text("%.0f%%", 100 * r.games->score);
            ImGui::TableSetColumnIndex(5);
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(r.games->last_game.c_str());
        }
    }
    ImGui::PopStyleVar();
    ImGui::EndTable();
}

}  // namespace xq
