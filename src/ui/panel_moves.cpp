// The Moves tab (棋谱): the game's files (save, open, recent), its tags, the position in and out
// as FEN, the opening's name, and the move list in Chinese notation as a tree
// (move_tree_view.cpp), where a click shows that position. The file and clipboard work is asked
// for here and done by the App.
#include <algorithm>
#include <filesystem>

#include "formats/opening_name.h"
#include "game/text/i18n.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

// The game's record at a glance: who played, the event, where and when; for a game opened to be
// read, how to play on.
void game_info(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const std::string red = g.tag("Red"), black = g.tag("Black");
    if (!red.empty() || !black.empty()) {
        const ThemeColours& tc = theme_colours();
        ImGui::TextColored(tc.red_side, "%s %s", tr(Str::RED), red.empty() ? "?" : red.c_str());
        ImGui::SameLine();
        ImGui::TextDisabled("—");
        ImGui::SameLine();
        ImGui::TextColored(tc.black_side, "%s %s", tr(Str::BLACK),
                           black.empty() ? "?" : black.c_str());
        remember_item(ui, "##game_players");
    }
    // A title (DhtmlXQ and XQF files name their game apart from the event) leads the line.
    std::string where;
    for (const char* name : {"Title", "Event", "Round", "Site", "Date"})
        if (const std::string v = g.tag(name); !v.empty())
            where += (where.empty() ? "" : " · ") + v;
    if (!where.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(where.c_str());
        ImGui::PopTextWrapPos();
        remember_item(ui, "##game_event");
    }
    if (c.reading_game() && !g.over()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", tr(Str::READING_GAME));
        ImGui::PopTextWrapPos();
    }
    if (c.can_continue_playing()) {
        // Beside the last line when it fits: the move list below keeps its room.
        if (!where.empty() || !red.empty() || !black.empty() || c.reading_game())
            same_line_if_fits(tr(Str::CONTINUE_PLAYING));
        if (ui_button(ui, tr(Str::CONTINUE_PLAYING))) out.push_back(intent::ContinuePlaying{});
        tip(ui, tr(Str::CONTINUE_PLAYING), Str::TIP_CONTINUE_PLAYING);
    }
}

}  // namespace

void panel_moves(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    game_info(ui, out);
    // The game's file: its name (or "Untitled game") with Save, then Save As, Open, the recent
    // files, copying the moves and the position editor; the rows they save go to the move list.
    const std::string file_name =
        ui.files.game_file.empty() ? tr(Str::UNTITLED_GAME)
                                   : std::filesystem::path(ui.files.game_file).filename().string();
    ImGui::AlignTextToFramePadding();
    if (ui.files.game_file.empty())
        ImGui::TextDisabled("%s", file_name.c_str());
    else
        ImGui::TextUnformatted(file_name.c_str());
    remember_item(ui, "##game_file");
    if (ui.files.game_file.empty()) {
        tip(ui, "##game_file", Str::TIP_UNTITLED_GAME);
    } else {  // the tooltip names the whole path
        ui.drawn.tips["##game_file"] = Str::TIP_GAME_FILE;
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s\n%s", tr(Str::TIP_GAME_FILE), ui.files.game_file.c_str());
    }
    same_line_if_fits(tr(Str::SAVE_PGN));
    if (ui_button(ui, tr(Str::SAVE_PGN))) out.push_back(intent::SaveGame{});
    tip(ui, tr(Str::SAVE_PGN), Str::TIP_SAVE_GAME);
    same_line_if_fits(tr(Str::SAVE_AS));
    if (ui_button(ui, tr(Str::SAVE_AS))) out.push_back(intent::BrowseFiles{true});
    tip(ui, tr(Str::SAVE_AS), Str::TIP_SAVE_AS);
    same_line_if_fits(tr(Str::OPEN_FILE));
    if (ui_button(ui, tr(Str::OPEN_FILE))) out.push_back(intent::BrowseFiles{false});
    tip(ui, tr(Str::OPEN_FILE), Str::TIP_OPEN_FILE);
    // Recent files: one click opens one again (asking first when the game on the board has
    // moves saved nowhere). The combo is as wide as its whole label.
    const ImGuiStyle& st = ImGui::GetStyle();
    const auto& recent = c.settings().recent_files;
    if (!recent.empty()) {
        const float combo_w = ImGui::CalcTextSize(tr(Str::RECENT_FILES)).x +
                              ImGui::GetFrameHeight() + st.FramePadding.x * 2;
        same_line_if_fits_width(combo_w);
        ImGui::SetNextItemWidth(combo_w);
        if (ImGui::BeginCombo("##recent", tr(Str::RECENT_FILES))) {
            for (size_t i = 0; i < recent.size(); ++i) {
                if (ImGui::Selectable((recent[i] + "##recent" + std::to_string(i)).c_str()))
                    ask_or_do(ui, out, intent::LoadPgn{recent[i]});
                remember_item(ui, ("recent" + std::to_string(i)).c_str());
                tip(ui, ("recent" + std::to_string(i)).c_str(), Str::TIP_RECENT);
            }
            ImGui::EndCombo();
        }
        remember_item(ui, "##recent");
        tip(ui, "##recent", Str::TIP_RECENT);
    }
    same_line_if_fits(tr(Str::COPY_MOVES));
    if (ui_button(ui, tr(Str::COPY_MOVES))) out.push_back(intent::CopyMoves{});
    tip(ui, tr(Str::COPY_MOVES), Str::TIP_COPY_MOVES);
    same_line_if_fits(tr(Str::EDIT_POSITION));
    if (ui_button(ui, tr(Str::EDIT_POSITION))) out.push_back(intent::EditPosition{});
    tip(ui, tr(Str::EDIT_POSITION), Str::TIP_EDIT_POSITION);
    // The game's tags, written to the file, edited in place; the position as FEN; the game as
    // DhtmlXQ text. Folded at first: the room goes to the move list.
    const std::string details = std::string(tr(Str::GAME_TAGS)) + " · FEN###tags_header";
    const bool tags_open = ImGui::CollapsingHeader(details.c_str());
    remember_item(ui, "##tags_header");
    tip(ui, "##tags_header", Str::TIP_TAGS_HEADER);
    if (tags_open) {
        // The position in and out as FEN, with the tags: what describes the game's record.
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", tr(Str::FEN_LABEL));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(-1);
        const std::string shown = g.position().fen();
        if (!ui.moves.fen_active) {
            if (shown != ui.moves.fen_followed)
                ui.moves.fen_typed = false;  // another position: follow it
            if (!ui.moves.fen_typed)
                snprintf(ui.moves.fen_buffer, sizeof ui.moves.fen_buffer, "%s", shown.c_str());
            ui.moves.fen_followed = shown;
        }
        ImGui::InputText("##fen", ui.moves.fen_buffer, sizeof ui.moves.fen_buffer);
        if (ImGui::IsItemEdited()) ui.moves.fen_typed = true;
        ui.moves.fen_active = ImGui::IsItemActive();
        remember_item(ui, "##fen");
        tip(ui, "##fen", Str::TIP_FEN);
        if (ui_button(ui, tr(Str::COPY_FEN))) out.push_back(intent::CopyFen{});
        tip(ui, tr(Str::COPY_FEN), Str::TIP_COPY_FEN);
        same_line_if_fits(tr(Str::PASTE_FEN));
        if (ui_button(ui, tr(Str::PASTE_FEN))) out.push_back(intent::PasteFen{});
        tip(ui, tr(Str::PASTE_FEN), Str::TIP_PASTE_FEN);
        same_line_if_fits(tr(Str::SET_FEN));
        if (ui_button(ui, tr(Str::SET_FEN))) out.push_back(intent::SetFen{ui.moves.fen_buffer});
        tip(ui, tr(Str::SET_FEN), Str::TIP_SET_FEN);
        // The game as text for forums and other programs, and any game text back (Ctrl+V too).
        if (ui_button(ui, tr(Str::COPY_DHTMLXQ))) out.push_back(intent::CopyDhtmlXQ{});
        tip(ui, tr(Str::COPY_DHTMLXQ), Str::TIP_COPY_DHTMLXQ);
        same_line_if_fits(tr(Str::PASTE_GAME));
        if (ui_button(ui, tr(Str::PASTE_GAME))) out.push_back(intent::PasteGame{});
        tip(ui, tr(Str::PASTE_GAME), Str::TIP_PASTE_GAME);
        // Pictures to share: the position as PNG, the line followed as an animated GIF.
        picture_buttons(ui, out);
        static const char* const NAMES[8] = {"Event", "Site",  "Date",   "Round",
                                             "Red",   "Black", "Result", "Opening"};
        static const Str LABELS[8] = {Str::TAG_EVENT,  Str::TAG_SITE, Str::TAG_DATE,
                                      Str::TAG_ROUND,  Str::RED,      Str::BLACK,
                                      Str::TAG_RESULT, Str::OPENING};
        MovesPanelState::TagEdit& te = ui.moves.tag_edit;
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
                if (ImGui::IsItemDeactivatedAfterEdit())
                    out.push_back(intent::SetTag{NAMES[i], te.value[i]});
                remember_item(ui, id.c_str());
                tip(ui, id.c_str(), Str::TIP_TAG);
            }
            ImGui::EndTable();
        }
    }
    // The opening: as the game's file names it (its Opening and ECCO tags), else the family the
    // program recognises from the moves (a game from the standard start position).
    const std::string file_opening = g.tag("Opening"), file_ecco = g.tag("ECCO");
    ui.moves.opening_drawn.clear();
    if (!file_opening.empty() || !file_ecco.empty()) {
        ImGui::TextDisabled("%s", tr(Str::OPENING));
        ImGui::SameLine();
        std::string text = file_opening;
        if (!file_ecco.empty())
            text += file_opening.empty() ? "ECCO " + file_ecco : " (ECCO " + file_ecco + ")";
        ImGui::TextWrapped("%s", text.c_str());
        ui.moves.opening_drawn = text;
        remember_item(ui, "##opening");
        tip(ui, "##opening", Str::TIP_OPENING_NAME);
    } else if (!g.tree().empty() && g.start_fen() == Position().fen()) {
        const OpeningName o = opening_name(g.main_line());
        ImGui::TextDisabled("%s", tr(Str::OPENING));
        ImGui::SameLine();
        // Wrapped: a long English name in a narrow panel is not cut off at the edge.
        ui.moves.opening_drawn = language() == Lang::ZH ? o.chinese : o.english;
        ImGui::TextWrapped("%s", ui.moves.opening_drawn.c_str());
        remember_item(ui, "##opening");
        tip(ui, "##opening", Str::TIP_OPENING_NAME);
    }
    ImGui::Separator();
    draw_tree_tools(ui, out);
    draw_move_tree(ui, out);
}

}  // namespace xq
