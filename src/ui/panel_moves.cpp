// The move list in Chinese notation: a click shows that position. Also PGN save/load, the
// position in and out as FEN, and the move list as Chinese text on the clipboard (asked for
// here, done by the App).
#include "formats/opening_name.h"
#include "game/i18n.h"
#include "game/move_text.h"
#include "ui/ui.h"

namespace xq {

void panel_moves(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    if (ui.pgn_path[0] == 0)  // the App fills it at start: a folder the player can find
        snprintf(ui.pgn_path, sizeof ui.pgn_path, "%s", "xiangqi-game.pgn");

    if (ui_button(ui, tr(Str::COPY_MOVES))) out.push_back({Intent::Kind::COPY_MOVES});
    tip(ui, tr(Str::COPY_MOVES), Str::TIP_COPY_MOVES);
    ImGui::TextDisabled("%s", tr(Str::FILE_PATH));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##pgnpath", ui.pgn_path, sizeof ui.pgn_path);
    remember_item(ui, "##pgnpath");
    tip(ui, "##pgnpath", Str::TIP_PATH);
    if (ui_button(ui, tr(Str::SAVE_PGN))) {
        Intent save{Intent::Kind::SAVE_PGN};
        save.text = ui.pgn_path;
        out.push_back(save);
    }
    tip(ui, tr(Str::SAVE_PGN), Str::TIP_SAVE_PGN);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::LOAD_PGN))) {
        Intent load{Intent::Kind::LOAD_PGN};
        load.text = ui.pgn_path;
        out.push_back(load);
    }
    tip(ui, tr(Str::LOAD_PGN), Str::TIP_LOAD_PGN);
    same_line_if_fits(tr(Str::OPEN_FILE));
    if (ui_button(ui, tr(Str::OPEN_FILE))) out.push_back({Intent::Kind::BROWSE_OPEN});
    tip(ui, tr(Str::OPEN_FILE), Str::TIP_OPEN_FILE);
    same_line_if_fits(tr(Str::SAVE_AS));
    if (ui_button(ui, tr(Str::SAVE_AS))) out.push_back({Intent::Kind::BROWSE_SAVE});
    tip(ui, tr(Str::SAVE_AS), Str::TIP_SAVE_AS);
    // Recent files: one click opens one again.
    const auto& recent = c.settings().recent_files;
    if (!recent.empty()) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##recent", tr(Str::RECENT_FILES))) {
            for (size_t i = 0; i < recent.size(); ++i) {
                if (ImGui::Selectable((recent[i] + "##recent" + std::to_string(i)).c_str())) {
                    Intent load{Intent::Kind::LOAD_PGN};
                    load.text = recent[i];
                    out.push_back(load);
                    snprintf(ui.pgn_path, sizeof ui.pgn_path, "%s", recent[i].c_str());
                }
                remember_item(ui, ("recent" + std::to_string(i)).c_str());
                tip(ui, ("recent" + std::to_string(i)).c_str(), Str::TIP_RECENT);
            }
            ImGui::EndCombo();
        }
        remember_item(ui, "##recent");
        tip(ui, "##recent", Str::TIP_RECENT);
    }
    // The game's tags, written to the file: edited in place.
    const bool tags_open = ImGui::CollapsingHeader(tr(Str::GAME_TAGS));
    remember_item(ui, "##tags_header");
    tip(ui, "##tags_header", Str::TIP_TAGS_HEADER);
    if (tags_open) {
        static const char* const NAMES[8] = {"Event", "Site",  "Date",   "Round",
                                             "Red",   "Black", "Result", "Opening"};
        static const Str LABELS[8] = {Str::TAG_EVENT,  Str::TAG_SITE, Str::TAG_DATE,
                                      Str::TAG_ROUND,  Str::RED,      Str::BLACK,
                                      Str::TAG_RESULT, Str::OPENING};
        Ui::TagEdit& te = ui.tag_edit;
        if (te.revision != c.record_revision()) {
            te.revision = c.record_revision();
            for (int i = 0; i < 8; ++i)
                snprintf(te.value[i], sizeof te.value[i], "%s", g.tag(NAMES[i]).c_str());
        }
        if (ImGui::BeginTable("##tags", 2, ImGuiTableFlags_SizingStretchProp)) {
            for (int i = 0; i < 8; ++i) {
                ImGui::TableNextColumn();
                ImGui::AlignTextToFramePadding();
                ImGui::TextDisabled("%s", tr(LABELS[i]));
                ImGui::TableNextColumn();
                ImGui::SetNextItemWidth(-1);
                const std::string id = std::string("##tag_") + NAMES[i];
                ImGui::InputText(id.c_str(), te.value[i], sizeof te.value[i]);
                // Applied when the field is left, not at every keystroke (each would save).
                if (ImGui::IsItemDeactivatedAfterEdit()) {
                    Intent set{Intent::Kind::SET_TAG};
                    set.text = NAMES[i];
                    set.value = te.value[i];
                    out.push_back(set);
                }
                remember_item(ui, id.c_str());
                tip(ui, id.c_str(), Str::TIP_TAG);
            }
            ImGui::EndTable();
        }
    }
    ImGui::Separator();

    // The opening's family name (a game from the standard start position).
    if (!g.line().empty() && g.start_fen() == Position().fen()) {
        const OpeningName o = opening_name(g.line());
        ImGui::TextDisabled("%s", tr(Str::OPENING));
        ImGui::SameLine();
        ImGui::Text("%s (ECCO %c)", (language() == Lang::ZH ? o.chinese : o.english).c_str(),
                    o.ecco_group);
    }
    ImGui::Separator();

    // Position in and out as FEN.
    ImGui::TextUnformatted(tr(Str::FEN_LABEL));
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##fen", ui.fen_buffer, sizeof ui.fen_buffer);
    remember_item(ui, "##fen");
    tip(ui, "##fen", Str::TIP_FEN);
    if (ui_button(ui, tr(Str::COPY_FEN))) out.push_back({Intent::Kind::COPY_FEN});
    tip(ui, tr(Str::COPY_FEN), Str::TIP_COPY_FEN);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::PASTE_FEN))) out.push_back({Intent::Kind::PASTE_FEN});
    tip(ui, tr(Str::PASTE_FEN), Str::TIP_PASTE_FEN);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::SET_FEN))) {
        Intent set{Intent::Kind::SET_FEN};
        set.text = ui.fen_buffer;
        out.push_back(set);
    }
    tip(ui, tr(Str::SET_FEN), Str::TIP_SET_FEN);
    ImGui::Separator();

    if (ImGui::BeginTable(
            "##moves", 3,
            ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp,
            ImVec2(0, ImGui::GetContentRegionAvail().y))) {
        ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed,
                                ImGui::CalcTextSize("000.").x);
        ImGui::TableSetupColumn(tr(Str::RED));
        ImGui::TableSetupColumn(tr(Str::BLACK));
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableHeadersRow();
        // Row 0 is the start position.
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TableNextColumn();
        auto go_to = [&](int ply) {
            Intent i{Intent::Kind::GO_TO};
            i.ply = ply;
            out.push_back(i);
        };
        if (ImGui::Selectable(tr(Str::START), g.ply() == 0)) go_to(0);
        remember_item(ui, tr(Str::START));
        tip(ui, tr(Str::START), Str::TIP_MOVE);
        Position pos = g.position_at(0);
        int number = pos.fullmove_number();
        for (int i = 0; i < g.length(); ++i) {
            Move m = g.line()[i];
            if (pos.side_to_move() == RED || i == 0) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextDisabled("%d.", number);
                ImGui::TableNextColumn();
                if (pos.side_to_move() == BLACK) ImGui::TableNextColumn();
            } else {
                ImGui::TableNextColumn();
            }
            std::string label = move_label(pos, m) + "##ply" + std::to_string(i + 1);
            const bool current = g.ply() == i + 1;
            const bool later = i + 1 > g.ply();  // can be redone: greyed
            if (later)
                ImGui::PushStyleColor(ImGuiCol_Text,
                                      ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            if (ImGui::Selectable(label.c_str(), current)) go_to(i + 1);
            if (later) ImGui::PopStyleColor();
            remember_item(ui, ("ply" + std::to_string(i + 1)).c_str());
            tip(ui, ("ply" + std::to_string(i + 1)).c_str(), Str::TIP_MOVE);
            if (current && ui.scroll_moves_to != g.ply()) {
                ImGui::SetScrollHereY();
                ui.scroll_moves_to = g.ply();
            }
            if (pos.side_to_move() == BLACK) ++number;
            pos.do_move(m);
        }
        ImGui::EndTable();
    }
}

}  // namespace xq
