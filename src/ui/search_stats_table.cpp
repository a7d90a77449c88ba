#include "ui/search_stats_table.h"

#include <imgui.h>

#include <algorithm>
#include <iterator>
#include <string>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

std::string stat_count(uint64_t n) {
    if (n >= 10'000'000) return std::to_string(n / 1'000'000) + "M";
    if (n >= 10'000) return std::to_string(n / 1000) + "k";
    return std::to_string(n);
}

// "1234 (91%)": a count and the share of `part` in it.
std::string stats_count_and_share(uint64_t whole, uint64_t part) {
    const int percent = whole ? int(part * 100 / whole) : 0;
    return stat_count(whole) + " (" + std::to_string(percent) + "%)";
}

// "120/80": tries and the ones that succeeded.
std::string stats_pair_text(uint64_t tries, uint64_t hits) {
    return stat_count(tries) + "/" + stat_count(hits);
}

// One column of the table: its header, the header's tooltip and its cell.
struct StatsColumn {
    const char* id;  // the header's key for its tooltip
    Str label, tip;
    std::string (*cell)(const SearchStats&);
};

const StatsColumn STATS_COLUMNS[] = {
    {"##stats_cutoffs", Str::STAT_CUTOFFS, Str::TIP_STAT_CUTOFFS,
     [](const SearchStats& s) {
         return stats_count_and_share(s.beta_cutoffs, s.first_move_cutoffs);
     }},
    {"##stats_qnodes", Str::STAT_QNODES, Str::TIP_STAT_QNODES,
     [](const SearchStats& s) { return stats_count_and_share(s.nodes, s.qnodes); }},
    {"##stats_tt_hits", Str::STAT_TT_HITS, Str::TIP_STAT_TT_HITS,
     [](const SearchStats& s) { return stat_count(s.tt_hits); }},
    {"##stats_null_moves", Str::STAT_NULL_MOVES, Str::TIP_STAT_NULL_MOVES,
     [](const SearchStats& s) { return stats_pair_text(s.null_tries, s.null_cutoffs); }},
    {"##stats_lmr", Str::STAT_LMR, Str::TIP_STAT_LMR,
     [](const SearchStats& s) { return stats_pair_text(s.lmr_reductions, s.lmr_researches); }},
};

// A table of the depth and columns [first, last) of STATS_COLUMNS, a row per iteration, deepest
// first: the exact report of each iteration, not its aspiration fails.
void draw_stats_columns(Ui& ui, const char* id, const std::vector<SearchInfo>& iterations,
                        int first, int last, float height) {
    if (!ImGui::BeginTable(id, 1 + last - first,
                           ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                               ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerV,
                           ImVec2(0, height)))
        return;
    ImGui::TableSetupScrollFreeze(0, 1);
    // The depth as narrow as it is; the counts share the rest of the width.
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    for (int k = first; k < last; ++k)
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableNextColumn();
    ImGui::TableHeader(tr(Str::DEPTH));
    for (int k = first; k < last; ++k) {
        ImGui::TableNextColumn();
        ImGui::TableHeader(tr(STATS_COLUMNS[k].label));
        tip(ui, STATS_COLUMNS[k].id, STATS_COLUMNS[k].tip);
    }
    for (auto it = iterations.rbegin(); it != iterations.rend(); ++it) {
        if (!it->stats || it->bound != Bound::EXACT) continue;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%d", it->depth);
        for (int k = first; k < last; ++k) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(STATS_COLUMNS[k].cell(*it->stats).c_str());
        }
    }
    ImGui::EndTable();
}

}  // namespace

void draw_search_stats_table(Ui& ui, const std::vector<SearchInfo>& iterations, float height) {
    const bool any = std::any_of(iterations.begin(), iterations.end(),
                                 [](const SearchInfo& i) { return i.stats.has_value(); });
    if (!any) return;
    ImGui::TextDisabled("%s", tr(Str::SEARCH_STATS));
    tip(ui, "##search_stats", Str::TIP_SEARCH_STATS);
    constexpr int ALL_COLUMNS = int(std::size(STATS_COLUMNS));
    // All columns side by side where they fit; in a narrow panel, two tables one above the
    // other (the wide counts, then the short ones), so that no header or count is cut.
    if (ImGui::GetContentRegionAvail().x >= ImGui::GetFontSize() * 30) {
        draw_stats_columns(ui, "##search_stats", iterations, 0, ALL_COLUMNS, height);
    } else {
        draw_stats_columns(ui, "##search_stats", iterations, 0, 2, height);
        draw_stats_columns(ui, "##search_stats_more", iterations, 2, ALL_COLUMNS, height);
    }
    remember_item(ui, "##search_stats");
}

}  // namespace xq
