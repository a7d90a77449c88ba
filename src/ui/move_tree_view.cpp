// The moves as a tree: the main line two moves to a row (Red, Black), each move's comment and
// variations below it, indented and in parentheses, nested ones deeper. Every move is a button:
// a click shows its position (following its line), a right-click offers the tree edits. Above
// the list: the edit buttons, the marks and the comment of the current move.
#include <algorithm>
#include <set>
#include <string>

#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "ui/ui.h"

namespace xq {

namespace {

std::string path_key(const LinePath& path, int ply) {
    std::string s = "##node";
    for (const Branch& b : path)
        s += std::to_string(b.ply) + "." + std::to_string(b.variation) + "/";
    return s + std::to_string(ply);
}

class TreeView {
  public:
    TreeView(Ui& ui, Intents& out) : ui_(ui), out_(out), g_(ui.controller->game()) {
        current_ = g_.current_node();
        for (int i = g_.ply(); i < g_.length(); ++i) later_.insert(g_.node(i));
        for (int i = 0; i < g_.length(); ++i) followed_.insert(g_.node(i));
        indent_step_ = ImGui::GetFontSize();
    }

    void draw() {
        Position pos = g_.position_at(0);
        const MoveLine& main = g_.tree();
        // A fixed column for the move numbers, as wide as the widest one this list shows
        // ("12..." starts a row with Black's move) and a gap: the moves never touch them.
        const int last_number = pos.fullmove_number() + int(main.size() / 2) + 1;
        const float gap = ImGui::GetStyle().ItemSpacing.x;
        const float number_w =
            ImGui::CalcTextSize((std::to_string(last_number) + "...").c_str()).x + gap;
        const float column_w = (ImGui::GetContentRegionAvail().x - number_w) / 2;
        const float left = ImGui::GetCursorPosX();  // SameLine() counts from the window's edge
        if (!g_.start_comment().empty()) comment_text(g_.start_comment(), 0);
        if (ImGui::Selectable((std::string(tr(Str::START)) + "##start").c_str(), g_.ply() == 0))
            go({}, 0);
        remember_item(ui_, tr(Str::START));
        tip(ui_, tr(Str::START), Str::TIP_MOVE);
        int number = pos.fullmove_number();
        bool new_row = true;
        for (size_t i = 0; i < main.size(); ++i) {
            const MoveNode& n = main[i];
            const bool red = pos.side_to_move() == RED;
            if (red || new_row) {
                // Right-aligned in the column, so the dots line up.
                const std::string label = std::to_string(number) + (red ? "." : "...");
                ImGui::SetCursorPosX(left + number_w - gap - ImGui::CalcTextSize(label.c_str()).x);
                ImGui::TextDisabled("%s", label.c_str());
                remember_item(ui_, ("##number" + std::to_string(i + 1)).c_str());
            }
            ImGui::SameLine(left + number_w + (red ? 0 : column_w));
            const std::string key = "ply" + std::to_string(i + 1);
            move_button(pos, n, {}, int(i), key, ImVec2(column_w - 4, 0));
            new_row = !n.comment.empty() || !n.variations.empty();
            if (!n.comment.empty()) comment_text(n.comment, 1);
            for (size_t v = 0; v < n.variations.size(); ++v)
                variation(n.variations[v], {{int(i), int(v)}}, int(i), pos, 1);
            if (!red) ++number;
            pos.do_move(n.move);
        }
        // How the game ended, under its last move (the main line's end, wherever the board is).
        MovesPanelState::MainLineEnd& end = ui_.moves.main_line_end;
        if (end.revision != ui_.controller->record_revision()) {
            end.revision = ui_.controller->record_revision();
            end.game = g_;
            end.game.go_to_line({}, int(main.size()));
        }
        if (end.game.over()) {
            ImGui::TextUnformatted(result_text(end.game).c_str());
            remember_item(ui_, "##main_line_result");
        }
    }

  private:
    void go(const LinePath& path, int ply) { out_.push_back(intent::GoToLine{path, ply}); }

    // A move as a button; `key` names it for the tests ("ply3" on the main line).
    void move_button(const Position& before, const MoveNode& n, const LinePath& path, int ply,
                     const std::string& key, ImVec2 size) {
        const std::string text = move_label(before, n.move) + n.suffix;
        const bool later = later_.count(&n) > 0;  // can be redone: greyed
        if (later)
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        const bool current = &n == current_;
        if (ImGui::Selectable((text + "##" + key).c_str(), current, 0, size)) {
            if (followed_.count(&n)) {  // on the line followed: keep following it
                out_.push_back(intent::GoTo{ply + 1});
            } else {
                go(path, ply + 1);
            }
        }
        if (later) ImGui::PopStyleColor();
        remember_item(ui_, key.c_str());
        tip(ui_, key.c_str(), path.empty() ? Str::TIP_MOVE : Str::TIP_VARIATION_MOVE);
        if (ImGui::BeginPopupContextItem(("##menu" + key).c_str())) {
            edit_menu(path, ply);
            ImGui::EndPopup();
        }
        if (current && ui_.moves.scroll_to != g_.ply()) {
            ImGui::SetScrollHereY();
            ui_.moves.scroll_to = g_.ply();
        }
    }

    // The right-click menu of a move: the edits act on the variation holding it.
    void edit_menu(const LinePath& path, int ply) {
        struct Item {
            Str label;
            Controller::TreeEdit edit;
        };
        for (Item item : {Item{Str::PROMOTE_VARIATION, Controller::TreeEdit::PROMOTE},
                          Item{Str::MAKE_MAIN_LINE, Controller::TreeEdit::MAKE_MAIN_LINE},
                          Item{Str::DELETE_VARIATION, Controller::TreeEdit::DELETE}}) {
            const bool chosen = ImGui::MenuItem(tr(item.label), nullptr, false, !path.empty());
            remember_item(ui_, (std::string("menu ") + tr(item.label)).c_str());
            if (chosen) {
                go(path, ply + 1);
                out_.push_back(intent::EditTree{item.edit});
            }
        }
    }

    void comment_text(const std::string& text, int depth) {
        ImGui::Indent(indent_step_ * float(depth));
        ImGui::PushTextWrapPos(0);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextUnformatted(("{" + text + "}").c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        ImGui::Unindent(indent_step_ * float(depth));
    }

    // Puts the next item of a flowing line after the previous one, or on a new line at the
    // line's indent when it would not fit.
    void flow(float width, float indent) {
        if (!first_on_line_) {
            ImGui::SameLine();
            const float right = ImGui::GetWindowContentRegionMax().x;
            if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
        }
        if (first_on_line_ || ImGui::GetCursorPosX() < indent) ImGui::SetCursorPosX(indent);
        first_on_line_ = false;
    }

    void flow_text(const char* text, float indent) {
        flow(ImGui::CalcTextSize(text).x, indent);
        ImGui::TextDisabled("%s", text);
    }

    // A variation starting at move index `start`; `pos` is the position before its first move.
    void variation(const MoveLine& line, const LinePath& path, int start, Position pos, int depth) {
        const float indent = ImGui::GetCursorStartPos().x + indent_step_ * float(depth);
        first_on_line_ = true;
        flow_text("(", indent);
        int number = pos.fullmove_number();
        bool need_number = true;
        for (size_t j = 0; j < line.size(); ++j) {
            const MoveNode& n = line[j];
            const int ply = start + int(j);
            const bool red = pos.side_to_move() == RED;
            if (!n.comment_before.empty()) {
                comment_text(n.comment_before, depth);
                first_on_line_ = true;
                need_number = true;
            }
            if (red || need_number) {
                const std::string num = std::to_string(number) + (red ? "." : "...");
                flow_text(num.c_str(), indent);
            }
            need_number = false;
            const std::string text = move_label(pos, n.move) + n.suffix;
            const ImVec2 size(ImGui::CalcTextSize(text.c_str()).x, 0);
            flow(size.x, indent);
            move_button(pos, n, path, ply, path_key(path, ply), size);
            if (!n.comment.empty()) {
                comment_text(n.comment, depth);
                first_on_line_ = true;
                need_number = true;
            }
            for (size_t v = 0; v < n.variations.size(); ++v) {
                LinePath deeper = path;
                deeper.push_back({ply, int(v)});
                variation(n.variations[v], deeper, ply, pos, depth + 1);
                first_on_line_ = true;
                need_number = true;
            }
            if (!red) ++number;
            pos.do_move(n.move);
        }
        flow_text(")", indent);
        first_on_line_ = true;
    }

    Ui& ui_;
    Intents& out_;
    const Game& g_;
    const MoveNode* current_ = nullptr;
    std::set<const MoveNode*> later_, followed_;
    float indent_step_ = 0;
    bool first_on_line_ = true;
};

}  // namespace

void draw_tree_tools(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const bool in_variation = g.in_variation();
    auto edit = [&](Str label, Str tip_text, Controller::TreeEdit e, bool enabled) {
        ImGui::BeginDisabled(!enabled);
        if (ui_button(ui, tr(label))) out.push_back(intent::EditTree{e});
        ImGui::EndDisabled();
        tip(ui, tr(label), tip_text);
    };
    edit(Str::PROMOTE_VARIATION, Str::TIP_PROMOTE_VARIATION, Controller::TreeEdit::PROMOTE,
         in_variation);
    same_line_if_fits(tr(Str::MAKE_MAIN_LINE));
    edit(Str::MAKE_MAIN_LINE, Str::TIP_MAKE_MAIN_LINE, Controller::TreeEdit::MAKE_MAIN_LINE,
         !g.path().empty());
    same_line_if_fits(tr(Str::DELETE_VARIATION));
    edit(Str::DELETE_VARIATION, Str::TIP_DELETE_VARIATION, Controller::TreeEdit::DELETE,
         in_variation);

    // The current move's mark, in a small list beside the edits (the room goes to the moves).
    const MoveNode* node = g.current_node();
    static const char* const MARKS[] = {"!", "?", "!!", "??", "!?", "?!", ""};
    const float combo_w = ImGui::CalcTextSize("!!").x + ImGui::GetFrameHeight() +
                          ImGui::GetStyle().FramePadding.x * 2;
    same_line_if_fits_width(combo_w);
    ImGui::BeginDisabled(!node);
    ImGui::SetNextItemWidth(combo_w);
    const char* none = "\xE2\x80\x93";  // "–": no mark
    if (ImGui::BeginCombo("##marks", node && !node->suffix.empty() ? node->suffix.c_str() : none)) {
        for (const char* mark : MARKS) {
            const std::string label = std::string(*mark ? mark : none) + "##mark";
            if (ImGui::Selectable(label.c_str(), node && node->suffix == mark))
                out.push_back(intent::SetMark{mark});
            const std::string key = std::string("mark") + (*mark ? mark : "-");
            remember_item(ui, key.c_str());
            tip(ui, key.c_str(), Str::TIP_MARK);
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
    remember_item(ui, "##marks");
    tip(ui, "##marks", Str::TIP_MARK);

    MovesPanelState::CommentEdit& ce = ui.moves.comment_edit;
    if (ce.revision != c.record_revision() && !ce.active) {
        ce.revision = c.record_revision();
        snprintf(ce.text, sizeof ce.text, "%s", g.comment().c_str());
    }
    ImGui::TextDisabled("%s", tr(Str::COMMENT));
    ImGui::SameLine();
    // Enter applies the comment and leaves the box, as in a one-line field; Ctrl+Enter starts a
    // new line.
    ImGui::InputTextMultiline("##comment", ce.text, sizeof ce.text,
                              ImVec2(-1, ImGui::GetTextLineHeight() * 2.2f),
                              ImGuiInputTextFlags_CtrlEnterForNewLine);
    ce.active = ImGui::IsItemActive();
    // Applied when the box is left, not at every keystroke (each would save the game).
    if (ImGui::IsItemDeactivatedAfterEdit()) out.push_back(intent::SetComment{ce.text});
    remember_item(ui, "##comment");
    tip(ui, "##comment", Str::TIP_COMMENT);
}

void draw_move_tree(Ui& ui, Intents& out) {
    // The rest of the panel, but never less than a few lines: in a small window the panel
    // scrolls to a usable list.
    const float height =
        std::max(ImGui::GetContentRegionAvail().y, ImGui::GetTextLineHeightWithSpacing() * 9);
    if (ImGui::BeginChild("##movetree", ImVec2(0, height), true)) {
        // Rows closer together than elsewhere: the list is what a player reads most, and more
        // of it fits.
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            ImVec2(ImGui::GetStyle().ItemSpacing.x, ImGui::GetFontSize() * 0.1f));
        TreeView(ui, out).draw();
        ImGui::PopStyleVar();
    }
    ImGui::EndChild();
    remember_item(ui, "##movetree");
    tip(ui, "##movetree", Str::TIP_MOVE);
}

}  // namespace xq
