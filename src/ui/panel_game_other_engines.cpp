// Other engines, at the end of the Game tab: who plays and who analyses (the built-in engine or an
// external one), the list of external engines with each one's protocol, state and options, and a
// path field to add one. The list lives in the settings: every edit returns the edited copy;
// intent::InspectEngine asks the App to start the engine shown, so that its protocol and options
// can be read.
#include <algorithm>
#include <string>

#include "game/engines/engine_bridge.h"
#include "game/engines/external_failure_text.h"
#include "game/text/i18n.h"
#include "protocol/protocol_parse.h"
#include "ui/ui.h"
#include "util/text.h"

namespace xq {

namespace {

// The role's combo: the built-in engine, then the external ones by name.
bool choose_engine(Ui& ui, const char* id, Str label, Str tip_text, const Settings& s,
                   std::string& chosen) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(label));
    ImGui::SameLine(ImGui::GetFontSize() * 6);
    ImGui::SetNextItemWidth(-1);
    bool changed = false;
    const char* shown = chosen.empty() ? tr(Str::BUILTIN_ENGINE) : chosen.c_str();
    if (ImGui::BeginCombo(id, shown)) {
        if (ImGui::Selectable(tr(Str::BUILTIN_ENGINE), chosen.empty())) {
            chosen.clear();
            changed = true;
        }
        remember_item(ui, (std::string(id) + "/builtin").c_str());
        for (const ExternalEngineSpec& e : s.external_engines) {
            if (ImGui::Selectable(e.name.c_str(), chosen == e.name)) {
                chosen = e.name;
                changed = true;
            }
            remember_item(ui, (std::string(id) + "/" + e.name).c_str());
        }
        ImGui::EndCombo();
    }
    remember_item(ui, id);
    tip(ui, id, tip_text);
    return changed;
}

// "UCI" or "UCCI" (the protocol's own name, the same in every language).
const char* protocol_label(ExternalProtocol p) {
    return p == ExternalProtocol::UCCI ? "UCCI" : "UCI";
}

const char* state_text(const std::optional<ExternalEngine::Status>& st) {
    if (!st) return tr(Str::ENGINE_STOPPED);
    switch (st->state) {
        case ExternalEngine::State::STARTING:
            return tr(Str::ENGINE_STARTING);
        case ExternalEngine::State::READY:
            return tr(Str::ENGINE_READY);
        case ExternalEngine::State::FAILED:
            return tr(Str::ENGINE_FAILED);
        case ExternalEngine::State::STOPPED:
            break;
    }
    return tr(Str::ENGINE_STOPPED);
}

// The protocol: auto (found by the handshake, shown beside) or fixed by the player.
bool choose_protocol(Ui& ui, ExternalEngineSpec& e, ExternalProtocol found) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr(Str::ENGINE_PROTOCOL));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
    auto label = [](ExternalProtocol p) {
        return p == ExternalProtocol::UNKNOWN ? tr(Str::PROTOCOL_AUTO) : protocol_label(p);
    };
    bool changed = false;
    if (ImGui::BeginCombo("##engine_protocol", label(e.fixed_protocol))) {
        for (ExternalProtocol p :
             {ExternalProtocol::UNKNOWN, ExternalProtocol::UCI, ExternalProtocol::UCCI}) {
            if (ImGui::Selectable(label(p), e.fixed_protocol == p) && e.fixed_protocol != p) {
                e.fixed_protocol = p;
                changed = true;
            }
            remember_item(ui, (std::string("##engine_protocol/") + protocol_name(p)).c_str());
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##engine_protocol");
    if (found != ExternalProtocol::UNKNOWN) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", protocol_label(found));
    }
    return changed;
}

// One editor per option the engine declared; true when a value changed.
bool edit_options(const std::vector<ExternalOption>& options, OptionValues& values) {
    bool changed = false;
    for (const ExternalOption& o : options) {
        if (o.type == "button" || iequals(o.name, "usemillisec") || iequals(o.name, "MultiPV") ||
            iequals(o.name, "UCI_Variant"))
            continue;  // buttons act at once; the game sets these itself
        ImGui::PushID(o.name.c_str());
        std::string value = option_value(values, o.name);
        if (value.empty()) value = o.default_value;
        std::string edited = value;
        const std::string label = o.name + "##opt";
        if (o.type == "check") {
            bool b = value == "true";
            if (ImGui::Checkbox(label.c_str(), &b)) edited = b ? "true" : "false";
        } else if (o.type == "spin") {
            int v = int(parse_int(trim(value), INT32_MIN, INT32_MAX).value_or(0));
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
            if (ImGui::InputInt(label.c_str(), &v, 1, 10, ImGuiInputTextFlags_EnterReturnsTrue))
                edited = std::to_string(o.max > o.min ? std::clamp(v, o.min, o.max) : v);
        } else if (o.type == "combo") {
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
            if (ImGui::BeginCombo(label.c_str(), value.c_str())) {
                for (const std::string& choice : o.choices)
                    if (ImGui::Selectable(choice.c_str(), choice == value)) edited = choice;
                ImGui::EndCombo();
            }
        } else {  // string
            char buffer[512];
            snprintf(buffer, sizeof buffer, "%s", value.c_str());
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
            if (ImGui::InputText(label.c_str(), buffer, sizeof buffer,
                                 ImGuiInputTextFlags_EnterReturnsTrue))
                edited = buffer;
        }
        if (edited != value) {
            set_option_value(values, o.name, edited);
            changed = true;
        }
        ImGui::PopID();
    }
    return changed;
}

}  // namespace

void draw_other_engines(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const bool open = ImGui::CollapsingHeader(tr(Str::OTHER_ENGINES));
    remember_item(ui, tr(Str::OTHER_ENGINES));
    tip(ui, tr(Str::OTHER_ENGINES), Str::TIP_OTHER_ENGINES);
    if (!open) return;
    Settings s = c.settings();
    bool changed = false;
    std::string inspect;  // an engine to start and show
    bool want_inspect = false;

    if (s.mode == Mode::DEMO) {  // two engines may play each other
        changed |= choose_engine(ui, "##demo_red_engine", Str::DEMO_RED_ENGINE,
                                 Str::TIP_DEMO_ENGINE, s, s.demo_red_engine);
        changed |= choose_engine(ui, "##demo_black_engine", Str::DEMO_BLACK_ENGINE,
                                 Str::TIP_DEMO_ENGINE, s, s.demo_black_engine);
    } else {
        changed |= choose_engine(ui, "##opponent_engine", Str::OPPONENT_ENGINE,
                                 Str::TIP_OPPONENT_ENGINE, s, s.opponent_engine);
    }
    changed |= choose_engine(ui, "##analyser_engine", Str::ANALYSER_ENGINE,
                             Str::TIP_ANALYSER_ENGINE, s, s.analyser_engine);

    // The list: a click shows an engine (and starts it, to read its options). A failed engine
    // says what is wrong in a few words on its row and in full right under it, where the
    // player looks; a failure new to the panel is scrolled into view.
    for (const ExternalEngineSpec& e : s.external_engines) {
        const auto st = c.bridge() ? c.bridge()->external_status(e.path) : std::nullopt;
        const ExternalProtocol p =
            st && st->protocol != ExternalProtocol::UNKNOWN ? st->protocol : e.protocol;
        const bool failed = st && st->failure && st->state == ExternalEngine::State::FAILED;
        std::string row = e.name + "  (";
        if (p != ExternalProtocol::UNKNOWN) row += std::string(protocol_label(p)) + ", ";
        row += state_text(st);
        if (failed) row += std::string(tr(Str::COLON)) + tr(failure_summary(*st->failure));
        row += ")##engine_row_" + e.name;
        if (failed) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.2f, 0.15f, 1));
        if (ImGui::Selectable(row.c_str(), ui.game.engine_shown == e.name)) {
            ui.game.engine_shown = e.name;
            inspect = e.name;
            want_inspect = true;
        }
        if (failed) ImGui::PopStyleColor();
        remember_item(ui, ("##engine_row_" + e.name).c_str());
        if (!failed) continue;
        ImGui::Indent();
        const std::string text = message_text(Message(Str::COUNT, failure_text(*st->failure)));
        wrapped_text(text, IM_COL32(217, 51, 38, 255));
        remember_item(ui, ("##engine_failure_" + e.name).c_str());
        ImGui::Unindent();
        const std::string seen = e.path + "\n" + describe(*st->failure);
        if (ui.game.engine_failure_scrolled != seen) {
            ui.game.engine_failure_scrolled = seen;
            ImGui::SetScrollHereY(0.5f);
        }
    }
    auto shown = std::find_if(s.external_engines.begin(), s.external_engines.end(),
                              [&](const auto& e) { return e.name == ui.game.engine_shown; });
    if (shown != s.external_engines.end()) {
        const auto st = c.bridge() ? c.bridge()->external_status(shown->path) : std::nullopt;
        ImGui::Indent();
        ImGui::TextDisabled("%s%s%s", tr(Str::ENGINE_PATH), tr(Str::COLON), shown->path.c_str());
        if (choose_protocol(ui, *shown, st ? st->protocol : shown->protocol)) {
            changed = true;  // the program starts again with the protocol chosen
            inspect = shown->name;
            want_inspect = true;
        }
        if (st && !st->id_name.empty()) ImGui::TextDisabled("%s", st->id_name.c_str());
        if (st && st->state == ExternalEngine::State::READY) {
            const EngineDialect& d = st->dialect;
            ImGui::TextDisabled("%s%s%s%s", tr(Str::ENGINE_NOTATION), tr(Str::COLON),
                                tr(d.rank_base == 0 ? Str::RANKS_0_9 : Str::RANKS_1_10),
                                d.horse_elephant ? tr(Str::FEN_HORSE_ELEPHANT) : "");
        }
        if (st && !st->options.empty()) {
            ImGui::TextDisabled("%s", tr(Str::ENGINE_OPTIONS));
            changed |= edit_options(st->options, shown->options);
        }
        if (ui_button(ui, tr(Str::REMOVE_ENGINE))) {
            for (std::string* role :
                 {&s.opponent_engine, &s.analyser_engine, &s.demo_red_engine, &s.demo_black_engine})
                if (*role == shown->name) role->clear();
            s.external_engines.erase(shown);
            ui.game.engine_shown.clear();
            want_inspect = true;  // none
            changed = true;
        }
        tip(ui, tr(Str::REMOVE_ENGINE), Str::TIP_OTHER_ENGINES);
        ImGui::Unindent();
    }

    // Add: a path (typed, or chosen with Browse), then the button.
    ImGui::SetNextItemWidth(std::max(
        80.0f, ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(tr(Str::BROWSE)).x -
                   ImGui::GetStyle().FramePadding.x * 2 - ImGui::GetStyle().ItemSpacing.x));
    ImGui::InputTextWithHint("##engine_path", tr(Str::ENGINE_PATH), ui.game.engine_path,
                             sizeof ui.game.engine_path);
    remember_item(ui, "##engine_path");
    tip(ui, "##engine_path", Str::TIP_ENGINE_PATH);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::BROWSE))) out.push_back(intent::BrowseFiles{false, FileUse::ENGINE});
    tip(ui, tr(Str::BROWSE), Str::TIP_BROWSE_ENGINE);
    const bool can_add =
        ui.game.engine_path[0] != 0 && s.external_engines.size() < Settings::MAX_EXTERNAL_ENGINES;
    ImGui::BeginDisabled(!can_add);
    if (ui_button(ui, tr(Str::ADD_ENGINE)) && can_add) {
        ExternalEngineSpec e;
        e.path = ui.game.engine_path;
        e.name = engine_name_for(e.path, s.external_engines);
        s.external_engines.push_back(e);
        ui.game.engine_shown = e.name;
        inspect = e.name;
        want_inspect = true;
        ui.game.engine_path[0] = 0;
        changed = true;
    }
    tip(ui, tr(Str::ADD_ENGINE), Str::TIP_OTHER_ENGINES);
    ImGui::EndDisabled();

    if (changed) out.push_back(intent::ChangeSettings{std::move(s)});
    if (want_inspect) out.push_back(intent::InspectEngine{inspect});
}

}  // namespace xq
