// 棋谱集 Collections (a sub-tab of the Library): the open collection as a sortable, filterable
// list, its games opened on the board, the game on the board added, games deleted and moved, and
// the games found by a position or material search.
#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "game/text/detail_text.h"
#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

const char* outcome_text(GameOutcome o) {
    switch (o) {
        case GameOutcome::RED_WINS:
            return "1-0";
        case GameOutcome::DRAW:
            return "1/2-1/2";
        case GameOutcome::BLACK_WINS:
            return "0-1";
        case GameOutcome::UNKNOWN:
            break;
    }
    return "*";
}

std::string opening_text(const CollectionGame& g) {
    if (!g.ecco) return {};
    const std::string code = g.ecco_code.empty() ? std::string(1, g.ecco) : g.ecco_code;
    return code + " " + (language() == Lang::ZH ? g.opening_zh : g.opening_en);
}

std::string error_text(const std::string& error) {
    return std::string(tr(Str::COLL_BAD_GAME)) +
           (language() == Lang::ZH ? detail_in_chinese(error) : error);
}

// The list's rows for the current filter and sort, made again only when they changed.
const std::vector<int>& rows_of(CollectionsPanelState& p, const CollectionShelf& shelf) {
    CollectionFilter f;
    f.text = p.filter_text;
    f.result = CollectionFilter::Result(p.result);
    if (p.rows_revision != shelf.revision() || !(f == p.rows_filter) || !(p.sort == p.rows_sort)) {
        p.rows = collection_rows(*shelf.collection(), f, p.sort);
        p.rows_revision = shelf.revision();
        p.rows_filter = f;
        p.rows_sort = p.sort;
    }
    return p.rows;
}

// One row's first cell: a selectable spanning the row; a double-click opens the game.
void select_cell(Ui& ui, Intents& out, int game, int ply, const char* number) {
    CollectionsPanelState& p = ui.library.collections;
    const std::string label = std::string(number) + "##g" + std::to_string(game);
    if (ImGui::Selectable(
            label.c_str(), p.selected == game,
            ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick)) {
        p.selected = game;
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
            out.push_back(intent::OpenCollectionGame{game, ply});
    }
    remember_item(ui, ("collection game " + std::to_string(game)).c_str());
}

void game_cells(const CollectionGame& g) {
    const bool bad = !g.error.empty();
    auto cell = [&](const std::string& text) {
        ImGui::TableNextColumn();
        if (bad) ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().error);
        ImGui::TextUnformatted(text.c_str());
        if (bad) ImGui::PopStyleColor();
        if (bad && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", error_text(g.error).c_str());
    };
    cell(g.red);
    cell(g.black);
    cell(g.event);
    cell(g.date);
    cell(outcome_text(g.outcome));
    cell(opening_text(g));
    cell(std::to_string(g.moves()));
}

void setup_game_columns() {
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_DefaultSort, 0,
                            ImGuiID(CollectionColumn::NUMBER));
    const std::pair<Str, CollectionColumn> columns[] = {
        {Str::COLL_COL_RED, CollectionColumn::RED},
        {Str::COLL_COL_BLACK, CollectionColumn::BLACK},
        {Str::COLL_COL_EVENT, CollectionColumn::EVENT},
        {Str::COLL_COL_DATE, CollectionColumn::DATE},
        {Str::COLL_COL_RESULT, CollectionColumn::RESULT},
        {Str::COLL_COL_OPENING, CollectionColumn::OPENING},
        {Str::COLL_COL_MOVES, CollectionColumn::MOVES}};
    for (auto [label, column] : columns) {
        const std::string id = std::string(tr(label)) + "###c" + std::to_string(int(column));
        ImGui::TableSetupColumn(id.c_str(), ImGuiTableColumnFlags_None, 0, ImGuiID(column));
    }
}

constexpr ImGuiTableFlags TABLE_FLAGS = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                                        ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX |
                                        ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                                        ImGuiTableFlags_Resizable;

void games_table(Ui& ui, Intents& out, const Collection& c, float height) {
    CollectionsPanelState& p = ui.library.collections;
    if (!ImGui::BeginTable("##collection", 8, TABLE_FLAGS | ImGuiTableFlags_Sortable,
                           ImVec2(0, height)))
        return;
    setup_game_columns();
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs(); specs && specs->SpecsDirty) {
        if (specs->SpecsCount > 0) {
            p.sort.column = CollectionColumn(specs->Specs[0].ColumnUserID);
            p.sort.descending = specs->Specs[0].SortDirection == ImGuiSortDirection_Descending;
        }
        specs->SpecsDirty = false;
    }
    const std::vector<int>& rows = rows_of(p, *ui.library.collections.shelf);
    ImGuiListClipper clipper;
    clipper.Begin(int(rows.size()));
    while (clipper.Step())
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
            const int game = rows[size_t(r)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            select_cell(ui, out, game, 0, std::to_string(game + 1).c_str());
            game_cells(c.games[size_t(game)]);
        }
    ImGui::EndTable();
}

void hits_table(Ui& ui, Intents& out, const CollectionShelf& shelf, float height) {
    const Collection& c = *shelf.collection();
    const bool position = shelf.search() == CollectionShelf::Search::POSITION;
    if (!ImGui::BeginTable("##found", 6, TABLE_FLAGS, ImVec2(0, height))) return;
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn("#");
    ImGui::TableSetupColumn(tr(position ? Str::COLL_COL_NEXT : Str::COLL_COL_MOVES));
    ImGui::TableSetupColumn(tr(Str::COLL_COL_RESULT));
    ImGui::TableSetupColumn(tr(Str::COLL_COL_RED));
    ImGui::TableSetupColumn(tr(Str::COLL_COL_BLACK));
    ImGui::TableSetupColumn(tr(Str::COLL_COL_DATE));
    ImGui::TableHeadersRow();
    Position searched;
    if (position) searched.set_fen(shelf.search_text());
    ImGuiListClipper clipper;
    clipper.Begin(int(shelf.hits().size()));
    while (clipper.Step())
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
            const CollectionShelf::Hit& h = shelf.hits()[size_t(r)];
            const CollectionGame& g = c.games[size_t(h.game)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            select_cell(ui, out, h.game, h.ply, std::to_string(h.game + 1).c_str());
            ImGui::TableNextColumn();
            if (!position)
                ImGui::Text("%d", (h.ply + 2) / 2);  // the move number it was reached at
            else if (h.next == MOVE_NONE)
                ImGui::TextUnformatted(tr(Str::COLL_GAME_END));
            else
                ImGui::TextUnformatted(move_label(searched, h.next).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(outcome_text(g.outcome));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(g.red.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(g.black.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(g.date.c_str());
        }
    ImGui::EndTable();
}

// The file or folder to open (typed, or chosen with Browse), the button, the recent collections.
void open_row(Ui& ui, Intents& out) {
    CollectionsPanelState& p = ui.library.collections;
    auto button_w = [](Str label) {
        return ImGui::CalcTextSize(tr(label)).x + ImGui::GetStyle().FramePadding.x * 2 +
               ImGui::GetStyle().ItemSpacing.x;
    };
    ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x -
                                                button_w(Str::BROWSE) - button_w(Str::COLL_OPEN)));
    ImGui::InputText("##collection path", p.path, sizeof p.path);
    remember_item(ui, "##collection path");
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::BROWSE)))
        out.push_back(intent::BrowseFiles{false, FileUse::COLLECTION});
    tip(ui, tr(Str::BROWSE), Str::TIP_BROWSE_COLLECTION);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::COLL_OPEN)) && p.path[0])
        out.push_back(intent::OpenCollection{p.path});
    tip(ui, tr(Str::COLL_OPEN), Str::TIP_COLL_OPEN);
    if (!p.masters_path.empty()) {
        if (ui_button(ui, tr(Str::COLL_MASTERS))) {
            out.push_back(intent::OpenCollection{p.masters_path});
            snprintf(p.path, sizeof p.path, "%s", p.masters_path.c_str());
        }
        tip(ui, tr(Str::COLL_MASTERS), Str::TIP_COLL_MASTERS);
    }
    const auto& recent = ui.controller->settings().recent_collections;
    if (recent.empty()) return;
    if (!p.masters_path.empty()) ImGui::SameLine();
    if (ImGui::BeginCombo("##recent collections", tr(Str::COLL_RECENT))) {
        for (size_t i = 0; i < recent.size(); ++i)
            if (ImGui::Selectable((recent[i] + "##rc" + std::to_string(i)).c_str())) {
                out.push_back(intent::OpenCollection{recent[i]});
                snprintf(p.path, sizeof p.path, "%s", recent[i].c_str());
            }
        ImGui::EndCombo();
    }
    remember_item(ui, "##recent collections");
}

void filter_row(Ui& ui) {
    CollectionsPanelState& p = ui.library.collections;
    const Str results[] = {Str::COLL_ALL_RESULTS, Str::COLL_RED_WINS, Str::COLL_DRAWN,
                           Str::COLL_BLACK_WINS, Str::COLL_NO_RESULT};
    float combo_w = 0;
    for (Str r : results) combo_w = std::max(combo_w, ImGui::CalcTextSize(tr(r)).x);
    combo_w += ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(std::max(
        60.0f, ImGui::GetContentRegionAvail().x - combo_w - ImGui::GetStyle().ItemSpacing.x));
    ImGui::InputTextWithHint("##collection filter", tr(Str::COLL_FILTER), p.filter_text,
                             sizeof p.filter_text);
    remember_item(ui, "##collection filter");
    tip(ui, "##collection filter", Str::TIP_COLL_FILTER);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(combo_w);
    if (ImGui::BeginCombo("##collection result", tr(results[p.result]))) {
        for (int i = 0; i < int(std::size(results)); ++i)
            if (ImGui::Selectable(tr(results[i]), p.result == i)) p.result = i;
        ImGui::EndCombo();
    }
    remember_item(ui, "##collection result");
}

void search_row(Ui& ui, Intents& out, const CollectionShelf& shelf) {
    CollectionsPanelState& p = ui.library.collections;
    if (ui_button(ui, tr(Str::COLL_SEARCH_POSITION)))
        out.push_back(intent::SearchCollectionPosition{});
    tip(ui, tr(Str::COLL_SEARCH_POSITION), Str::TIP_COLL_SEARCH_POSITION);
    const float search_w =
        ImGui::CalcTextSize(tr(Str::COLL_SEARCH_MATERIAL)).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(std::max(
        60.0f, ImGui::GetContentRegionAvail().x - search_w - ImGui::GetStyle().ItemSpacing.x));
    // Until the player types one, the example balance in the language shown ("车兵对车").
    if (!p.material_typed)
        snprintf(p.material, sizeof p.material, "%s", tr(Str::COLL_MATERIAL_EXAMPLE));
    if (ImGui::InputTextWithHint("##material", tr(Str::COLL_MATERIAL), p.material,
                                 sizeof p.material))
        p.material_typed = true;
    remember_item(ui, "##material");
    tip(ui, "##material", Str::TIP_COLL_MATERIAL);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::COLL_SEARCH_MATERIAL)))
        out.push_back(intent::SearchCollectionMaterial{p.material});
    tip(ui, tr(Str::COLL_SEARCH_MATERIAL), Str::TIP_COLL_MATERIAL);
    if (shelf.search() == CollectionShelf::Search::NONE) return;
    ImGui::TextUnformatted((std::string(tr(shelf.search() == CollectionShelf::Search::POSITION
                                               ? Str::COLL_FOUND_POSITION
                                               : Str::COLL_FOUND_MATERIAL)) +
                            std::to_string(shelf.hits().size()))
                               .c_str());
    same_line_if_fits(tr(Str::COLL_SHOW_ALL));
    if (ui_button(ui, tr(Str::COLL_SHOW_ALL))) out.push_back(intent::ClearCollectionSearch{});
}

void action_row(Ui& ui, Intents& out, const Collection& c) {
    CollectionsPanelState& p = ui.library.collections;
    const bool chosen = p.selected >= 0 && size_t(p.selected) < c.games.size();
    ImGui::BeginDisabled(!chosen);
    if (ui_button(ui, tr(Str::COLL_OPEN_GAME)))
        out.push_back(intent::OpenCollectionGame{p.selected, 0});
    tip(ui, tr(Str::COLL_OPEN_GAME), Str::TIP_COLL_OPEN_GAME);
    ImGui::EndDisabled();
    ImGui::BeginDisabled(!c.editable());
    same_line_if_fits(tr(Str::COLL_ADD_GAME));
    if (ui_button(ui, tr(Str::COLL_ADD_GAME))) out.push_back(intent::AddGameToCollection{});
    tip(ui, tr(Str::COLL_ADD_GAME), Str::TIP_COLL_ADD_GAME);
    ImGui::BeginDisabled(!chosen);
    same_line_if_fits(tr(Str::COLL_DELETE));
    if (ui_button(ui, tr(Str::COLL_DELETE))) {
        out.push_back(intent::DeleteCollectionGame{p.selected});
        p.selected = -1;
    }
    tip(ui, tr(Str::COLL_DELETE), Str::TIP_COLL_DELETE);
    same_line_if_fits(tr(Str::COLL_UP));
    ImGui::BeginDisabled(p.selected <= 0);
    if (ui_button(ui, tr(Str::COLL_UP))) {
        out.push_back(intent::MoveCollectionGame{p.selected, p.selected - 1});
        --p.selected;
    }
    tip(ui, tr(Str::COLL_UP), Str::TIP_COLL_MOVE);
    ImGui::EndDisabled();
    same_line_if_fits(tr(Str::COLL_DOWN));
    ImGui::BeginDisabled(p.selected + 1 >= int(c.games.size()));
    if (ui_button(ui, tr(Str::COLL_DOWN))) {
        out.push_back(intent::MoveCollectionGame{p.selected, p.selected + 1});
        ++p.selected;
    }
    tip(ui, tr(Str::COLL_DOWN), Str::TIP_COLL_MOVE);
    ImGui::EndDisabled();
    ImGui::EndDisabled();  // chosen
    ImGui::EndDisabled();  // editable
}

}  // namespace

void panel_collections(Ui& ui, Intents& out) {
    if (!ui.library.collections.shelf) return;
    const CollectionShelf& shelf = *ui.library.collections.shelf;
    open_row(ui, out);
    if (shelf.loading()) {
        const int done = shelf.loaded_games(), total = shelf.games_to_load();
        ImGui::TextUnformatted(
            (tr(Str::COLL_LOADING) + std::to_string(done) + " / " + std::to_string(total)).c_str());
        ImGui::ProgressBar(total > 0 ? float(done) / float(total) : 0.0f, ImVec2(-1, 0), "");
        if (ui_button(ui, tr(Str::COLL_CANCEL))) out.push_back(intent::CancelCollection{});
        return;
    }
    if (!shelf.error().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme_colours().error);
        ImGui::TextWrapped(
            "%s",
            (language() == Lang::ZH ? detail_in_chinese(shelf.error()) : shelf.error()).c_str());
        ImGui::PopStyleColor();
    }
    const Collection* c = shelf.collection();
    if (!c) {
        ImGui::TextWrapped("%s", tr(Str::COLL_NONE));
        return;
    }
    ImGui::TextUnformatted((std::filesystem::path(c->path).filename().string() + ": " +
                            std::to_string(c->games.size()) + tr(Str::COLL_GAMES))
                               .c_str());
    filter_row(ui);
    search_row(ui, out, shelf);
    // The list takes the height left above one row of buttons.
    const float buttons = ImGui::GetFrameHeightWithSpacing() * 2;
    const float height =
        std::max(ImGui::GetFrameHeight() * 4, ImGui::GetContentRegionAvail().y - buttons);
    if (shelf.search() == CollectionShelf::Search::NONE)
        games_table(ui, out, *c, height);
    else
        hits_table(ui, out, shelf, height);
    action_row(ui, out, *c);
}

}  // namespace xq
