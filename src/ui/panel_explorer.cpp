// The opening explorer (棋库 > 开局): the opening's name, then one row per move of the position
// shown (game/library/opening_explorer.h): the book's share, the engine's score and the games of
// the master database (or of the open collection, as the player chooses) with Red's results,
// the years and the players; under it the master games through the position. A click on a row
// plays the move as the board would; a click on a game opens it at the position.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/opening_name.h"
#include "game/engines/engine_bridge.h"
#include "game/library/explorer_masters.h"
#include "game/library/opening_explorer.h"
#include "game/text/i18n.h"
#include "game/text/message.h"
#include "game/text/move_text.h"
#include "ui/ui.h"
#include "util/text.h"

namespace xq {

namespace {

constexpr size_t MASTER_GAMES_LISTED = 100;  // the newest; the count names them all

// The external analyser's name when it reports one line only (it has no MultiPV option), so the
// explorer can score only its best move; "" otherwise.
std::string single_line_analyser(const Controller& c) {
    const EngineBridge* bridge = c.bridge();
    if (!bridge || c.study().analysing()) return "";
    std::string name = bridge->external_name(EngineRole::ANALYSER);
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

// The games column's statistics for the shown position, asked again only when it or the
// source changes; with the masters, also the games through the position.
const std::vector<ExplorerGames>* column_games(Ui& ui, const Game& g) {
    ExplorerPanelState& e = ui.library.explorer;
    ExplorerPanelState::GamesCache& cache = e.games_cache;
    if (!e.games) return nullptr;
    const bool masters = e.masters && !(e.from_collection && e.collection_open);
    const uint64_t source = (masters ? 2 : 1) + (language() == Lang::ZH ? 4 : 0);
    if (cache.key != g.position().key() || cache.ply != g.ply() || cache.source != source) {
        cache.key = g.position().key();
        cache.ply = g.ply();
        cache.source = source;
        cache.rows =
            e.games(g.position(), std::vector<Move>(g.line().begin(), g.line().begin() + g.ply()));
        cache.master_games.clear();
        cache.master_total = 0;
        if (masters) {
            cache.master_games = master_game_rows(*e.masters, g.position(), MASTER_GAMES_LISTED,
                                                  language() == Lang::ZH);
            for (const ExplorerGames& r : cache.rows) cache.master_total += r.games;
            cache.master_total = std::max(cache.master_total, int(cache.master_games.size()));
        }
    }
    return &cache.rows;
}

// Where the games column comes from, when there is a choice: the masters or the open collection.
void draw_source_choice(Ui& ui) {
    ExplorerPanelState& e = ui.library.explorer;
    // While the masters are read (a few tenths of a second) nothing is said: a line that goes
    // away would move the rows under the pointer. (A read under way has no error yet.)
    if (!e.masters && !e.masters_error.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", message_text(Message(Str::EXPLORER_MASTERS_FAILED,
                                                       {MessageArg::detail(e.masters_error)}))
                                      .c_str());
        ImGui::PopTextWrapPos();
    }
    if (!e.masters || !e.collection_open) return;
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr(Str::EXPLORER_SOURCE));
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::EXPLORER_SOURCE_MASTERS), !e.from_collection))
        e.from_collection = false;
    remember_item(ui, "##explorer masters");
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(Str::EXPLORER_SOURCE_COLLECTION), e.from_collection))
        e.from_collection = true;
    remember_item(ui, "##explorer collection");
}

// "38/33/29": Red's wins, draws and Black's wins in percent.
std::string shares_text(const ExplorerGames& g) {
    const ExplorerGames::Shares s = g.shares();
    char text[32];
    std::snprintf(text, sizeof text, "%d/%d/%d", s.red_wins, s.draws, s.black_wins);
    return text;
}

// Red's wins, draws and losses as a bar in the three colours, with the shares over it when they
// fit (else in the row's tooltip).
void draw_results_bar(const ExplorerGames& g) {
    const ExplorerGames::Shares s = g.shares();
    const ImVec2 size(ImGui::GetContentRegionAvail().x, ImGui::GetFrameHeight());
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float pad = size.y * 0.2f;
    const ImU32 colours[] = {IM_COL32(196, 56, 46, 255), IM_COL32(150, 150, 150, 255),
                             IM_COL32(40, 40, 40, 255)};
    const int shares[] = {s.red_wins, s.draws, s.black_wins};
    float x = at.x;
    for (int i = 0; i < 3; ++i) {
        const float w = size.x * float(shares[i]) / 100.0f;
        if (w > 0)
            draw->AddRectFilled(ImVec2(x, at.y + pad), ImVec2(x + w, at.y + size.y - pad),
                                colours[i]);
        x += w;
    }
    const std::string text = shares_text(g);
    const ImVec2 text_size = ImGui::CalcTextSize(text.c_str());
    if (text_size.x <= size.x) {
        const ImVec2 text_at(at.x + (size.x - text_size.x) / 2, at.y + (size.y - text_size.y) / 2);
        draw->AddText(ImVec2(text_at.x + 1, text_at.y + 1), IM_COL32(0, 0, 0, 200), text.c_str());
        draw->AddText(text_at, IM_COL32(255, 255, 255, 255), text.c_str());
    }
    ImGui::Dummy(size);
}

// The books' shares of a move: the engine's book as a bar with its share; with the masters'
// book in the position, that book's share as a second, thinner bar under it. Hovered, both in
// words.
void draw_book_shares(const ExplorerRow& r, bool masters_book) {
    const bool engine = r.book_weight > 0;
    const bool masters = r.masters_percent >= 0;
    if (!engine && !masters) return;
    const float full = ImGui::GetFrameHeight();
    char share[16];
    std::snprintf(share, sizeof share, "%d%%", r.book_percent);
    ImGui::BeginGroup();
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
    ImGui::ProgressBar(engine ? float(r.book_percent) / 100.0f : 0.0f,
                       ImVec2(-1, masters_book ? full * 0.7f : full), engine ? share : "");
    if (masters_book) {
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, IM_COL32(196, 56, 46, 255));
        ImGui::ProgressBar(masters ? float(r.masters_percent) / 100.0f : 0.0f,
                           ImVec2(-1, full * 0.3f), "");
        ImGui::PopStyleColor();
    }
    ImGui::PopStyleVar();
    ImGui::EndGroup();
    if (ImGui::IsItemHovered() && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
        ImGui::BeginTooltip();
        ImGui::Text("%s: %d%%", tr(Str::EXPLORER_BOOK), engine ? r.book_percent : 0);
        ImGui::Text("%s: %d%%", tr(Str::EXPLORER_MASTERS_BOOK), masters ? r.masters_percent : 0);
        ImGui::EndTooltip();
    }
}

// "1996 · 2012": the average year of the games and the last.
void draw_years(const ExplorerGames& g) {
    if (g.last_year <= 0) return;
    ImGui::AlignTextToFramePadding();
    if (g.average_year > 0 && g.average_year != g.last_year)
        ImGui::Text("%d · %d", g.average_year, g.last_year);
    else
        ImGui::Text("%d", g.last_year);
}

// The strongest player who chose the move; hovered, the others too.
void draw_players(const std::string& players) {
    const size_t comma = players.find(", ");
    if (comma == std::string::npos) {
        ImGui::TextUnformatted(players.c_str());
        return;
    }
    ImGui::TextUnformatted(players.substr(0, comma).c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", players.c_str());
}

// The master games through the position, newest first; a click opens one there.
void draw_master_games(Ui& ui, Intents& out) {
    const ExplorerPanelState::GamesCache& cache = ui.library.explorer.games_cache;
    if (cache.master_games.empty()) return;
    const std::string title =
        message_text(Message(Str::EXPLORER_MASTER_GAMES,
                             {MessageArg::literal(std::to_string(cache.master_total))})) +
        "###explorer master games";
    if (!ImGui::CollapsingHeader(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) return;
    remember_item(ui, "##explorer master games");
    if (int(cache.master_games.size()) < cache.master_total)
        ImGui::TextDisabled(
            "%s",
            message_text(Message(Str::EXPLORER_MASTER_GAMES_NEWEST,
                                 {MessageArg::literal(std::to_string(cache.master_games.size()))}))
                .c_str());
    for (const MasterGameRow& r : cache.master_games) {
        const char* result = r.outcome == GameOutcome::RED_WINS     ? "1-0"
                             : r.outcome == GameOutcome::BLACK_WINS ? "0-1"
                             : r.outcome == GameOutcome::DRAW       ? "1/2"
                                                                    : "*";
        const std::string id = "##master game " + std::to_string(r.game);
        const std::string label = r.label + "  " + result + id;
        if (ImGui::Selectable(label.c_str())) out.push_back(intent::OpenMasterGame{r.game, r.ply});
        remember_item(ui, id.c_str());
        tip(ui, id.c_str(), Str::TIP_EXPLORER_MASTER_GAME);
    }
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

    const std::vector<BookEntry> book = c.study().explorer_book_moves();
    const AnalysisLines& lines = c.study().explorer_lines();
    draw_source_choice(ui);
    const std::vector<ExplorerGames>* games = column_games(ui, g);
    const bool masters = games && ui.library.explorer.games_cache.source % 4 == 2;
    const std::vector<BookEntry> masters_book = c.study().explorer_masters_book_moves();
    const bool any_masters_book = !masters_book.empty();
    const std::vector<ExplorerRow> rows =
        explorer_rows(pos, book, lines, games, any_masters_book ? &masters_book : nullptr);
    if (g.legal_moves().empty()) {
        ImGui::TextDisabled("%s", tr(Str::EXPLORER_NO_MOVES));
        return;
    }
    if (book.empty() && masters_book.empty())
        ImGui::TextDisabled("%s", tr(Str::EXPLORER_OUT_OF_BOOK));
    const bool engine_running = c.study().explorer_searching() || c.study().analysing();
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
    // All the columns from about 30 characters' width; in a narrower panel the years and the
    // players (or the last game) show when the results bar is hovered.
    const bool wide = ImGui::GetContentRegionAvail().x >= 30 * ImGui::GetFontSize();
    const int columns = games ? (wide ? 7 : 5) : 3;
    const ImGuiTableFlags flags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_PadOuterX;
    if (!ImGui::BeginTable("##explorer", columns, flags)) return;
    ImGui::TableSetupColumn(tr(Str::EXPLORER_MOVE), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn(tr(Str::EXPLORER_BOOK), ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn(tr(Str::EXPLORER_ENGINE), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    if (games) {
        // As wide as its widest count and its header: a stretched share of a narrow panel cuts a
        // five-digit count.
        int most = 0;
        for (const ExplorerRow& r : rows)
            if (r.games) most = std::max(most, r.games->games);
        const float width = std::max(ImGui::CalcTextSize(std::to_string(most).c_str()).x,
                                     ImGui::CalcTextSize(tr(Str::EXPLORER_GAMES)).x);
        ImGui::TableSetupColumn(tr(Str::EXPLORER_GAMES), ImGuiTableColumnFlags_WidthFixed, width);
        // Narrow, the bar gives the book's shares room: its numbers show when hovered.
        ImGui::TableSetupColumn(tr(Str::EXPLORER_RESULTS), ImGuiTableColumnFlags_WidthStretch,
                                wide ? 1.2f : 0.8f);
        if (wide) {
            ImGui::TableSetupColumn(tr(Str::EXPLORER_YEARS), ImGuiTableColumnFlags_WidthStretch,
                                    1.3f);
            ImGui::TableSetupColumn(tr(masters ? Str::EXPLORER_PLAYERS : Str::EXPLORER_LAST_GAME),
                                    ImGuiTableColumnFlags_WidthStretch, 1.3f);
        }
    }
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    const Str tips[] = {Str::TIP_EXPLORER_PLAY,
                        Str::TIP_EXPLORER_BOOK,
                        Str::TIP_EXPLORER_ENGINE,
                        Str::TIP_EXPLORER_GAMES,
                        Str::TIP_EXPLORER_RESULTS,
                        Str::TIP_EXPLORER_YEARS,
                        masters ? Str::TIP_EXPLORER_PLAYERS : Str::TIP_EXPLORER_LAST_GAME};
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
        draw_book_shares(r, any_masters_book);
        ImGui::TableSetColumnIndex(2);
        if (r.eval) {
            ImGui::AlignTextToFramePadding();
            if (wide || !games)
                ImGui::Text("%s  d%d", red_score_label(*r.eval).c_str(), r.eval->depth);
            else  // the depth only when hovered
                ImGui::TextUnformatted(red_score_label(*r.eval).c_str());
            if (!wide && games && ImGui::IsItemHovered()) ImGui::SetTooltip("d%d", r.eval->depth);
        }
        if (games && r.games) {
            ImGui::TableSetColumnIndex(3);
            ImGui::AlignTextToFramePadding();
            ImGui::Text("%d", r.games->games);
            ImGui::TableSetColumnIndex(4);
            draw_results_bar(*r.games);
            const std::string& who = masters ? r.games->players : r.games->last_game;
            if (!wide) {
                if (ImGui::IsItemHovered()) {
                    ImGui::BeginTooltip();
                    ImGui::TextUnformatted(shares_text(*r.games).c_str());
                    draw_years(*r.games);
                    ImGui::TextUnformatted(who.c_str());
                    ImGui::EndTooltip();
                }
                continue;
            }
            ImGui::TableSetColumnIndex(5);
            draw_years(*r.games);
            ImGui::TableSetColumnIndex(6);
            ImGui::AlignTextToFramePadding();
            if (masters)
                draw_players(who);
            else
                ImGui::TextUnformatted(who.c_str());
        }
    }
    ImGui::PopStyleVar();
    ImGui::EndTable();
    if (masters) draw_master_games(ui, out);
}

}  // namespace xq
