// The engine panel: live search figures, the PV in Chinese notation and ICCS, the iterations
// table and the score graph over the game.
#include <cmath>
#include <string>

#include "i18n.h"
#include "iccs.h"
#include "move_text.h"
#include "ui.h"

namespace xq {

namespace {

// Score from Red's view: "+0.35" pawns, or "Red mates in 3".
std::string score_text(const SearchInfo& i) {
    int v = i.side_to_move == RED ? i.score.value : -i.score.value;
    if (i.score.kind == Score::MATE)
        return std::string(tr(v > 0 ? Str::MATE_IN : Str::MATED_IN)) + std::to_string(std::abs(v));
    char buf[32];
    snprintf(buf, sizeof buf, "%+.2f", v / 100.0);
    std::string s = buf;
    if (i.bound == Bound::LOWER) s += " ≥";
    if (i.bound == Bound::UPPER) s += " ≤";
    return s;
}

std::string pv_text(Position pos, const std::vector<Move>& pv, bool chinese) {
    std::string out;
    for (Move m : pv) {
        if (!pos.is_legal(m)) break;  // never format a move that does not fit
        out += (chinese ? move_label(pos, m) : move_to_iccs(m)) + " ";
        pos.do_move(m);
    }
    return out;
}

std::string count_text(uint64_t n) {
    if (n >= 10'000'000) return std::to_string(n / 1'000'000) + "M";
    if (n >= 10'000) return std::to_string(n / 1000) + "k";
    return std::to_string(n);
}

}  // namespace

void panel_debug(Ui& ui) {
    Controller& c = *ui.controller;
    const EngineStatus& st = c.engine_status();
    if (!c.has_engine()) {
        ImGui::TextDisabled("%s", tr(Str::NO_ENGINE));
        return;
    }
    const SearchInfo* last = st.iterations.empty() ? nullptr : &st.iterations.back();
    if (ImGui::BeginTable("##live", 4, ImGuiTableFlags_SizingStretchSame)) {
        auto cell = [](Str label, const std::string& value) {
            ImGui::TableNextColumn();
            ImGui::TextDisabled("%s", tr(label));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(value.c_str());
        };
        cell(Str::DEPTH, last ? std::to_string(last->depth) + "/" + std::to_string(last->seldepth) : "-");
        cell(Str::SCORE, last ? score_text(*last) : "-");
        cell(Str::NODES, last ? count_text(last->nodes) : "-");
        cell(Str::NPS, last ? count_text(last->nps) : "-");
        char t[32] = "-";
        if (last) snprintf(t, sizeof t, "%.2f s", last->time_ms / 1000.0);
        cell(Str::TIME, t);
        char h[32] = "-";
        if (last) snprintf(h, sizeof h, "%.1f%%", last->hashfull / 10.0);
        cell(Str::HASHFULL, h);
        std::string cm = "-";
        if (st.searching && st.currmove.move != MOVE_NONE && st.root.is_legal(st.currmove.move))
            cm = move_label(st.root, st.currmove.move) + " (" + std::to_string(st.currmove.number) + ")";
        cell(Str::CURRMOVE, cm);
        ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", tr(Str::PV));
    if (last) {
        ImGui::TextWrapped("%s", pv_text(st.root, last->pv, true).c_str());
        ImGui::TextDisabled("%s", pv_text(st.root, last->pv, false).c_str());
    }
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr(Str::ITERATIONS));
    if (ImGui::BeginTable("##iters", 5,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit |
                              ImGuiTableFlags_BordersInnerV,
                          ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 9))) {
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
            ImGui::Text("%.2f", i.time_ms / 1000.0);
            ImGui::TableNextColumn();
            std::vector<Move> head(i.pv.begin(), i.pv.begin() + std::min<size_t>(i.pv.size(), 4));
            ImGui::TextUnformatted(pv_text(st.root, head, true).c_str());
        }
        ImGui::EndTable();
    }
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr(Str::SCORE_GRAPH));
    // Forward-fill the plies the engine did not evaluate; clamp so mates do not flatten the rest.
    std::vector<float> values;
    float prev = 0;
    for (float v : c.score_history()) {
        if (!std::isnan(v)) prev = std::fmax(-1000.f, std::fmin(1000.f, v));
        values.push_back(prev);
    }
    ImGui::PlotLines("##graph", values.data(), int(values.size()), 0, nullptr, -1000, 1000,
                     ImVec2(-1, ImGui::GetTextLineHeight() * 6));
}

}  // namespace xq
