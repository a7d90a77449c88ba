#include "game/engines/external_engine_spec.h"

#include <algorithm>
#include <filesystem>

#include "util/text.h"

namespace xq {

namespace {

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == ';' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// The name an engine's file gives it: its stem without outer white space, which the names
// read back from a spec do not keep either (parse_engine_spec trims its values); "engine" when
// nothing is left.
std::string name_from_path(const std::string& path) {
    const std::string name(trim(std::filesystem::path(path).stem().string()));
    return name.empty() ? "engine" : name;
}

}  // namespace

std::string format_engine_spec(const ExternalEngineSpec& e) {
    std::string s = "name=" + escape(e.name) + "; path=" + escape(e.path) +
                    "; protocol=" + protocol_name(e.protocol);
    if (e.fixed_protocol != ExternalProtocol::UNKNOWN)
        s += std::string("; fixed_protocol=") + protocol_name(e.fixed_protocol);
    for (const auto& [name, value] : e.options)
        s += "; option:" + escape(name) + "=" + escape(value);
    return s;
}

std::optional<ExternalEngineSpec> parse_engine_spec(const std::string& text) {
    // Split at unescaped ';', undoing the escapes.
    std::vector<std::string> items(1);
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            items.back() += text[++i];
        } else if (text[i] == ';') {
            items.emplace_back();
        } else {
            items.back() += text[i];
        }
    }
    // Each item is key=value, split at its first '=' (option names hold no '=').
    ExternalEngineSpec e;
    for (const std::string& raw : items) {
        const std::string item(trim(raw));
        if (item.empty()) continue;
        const size_t eq = item.find('=');
        if (eq == std::string::npos) return std::nullopt;
        const std::string key(trim(item.substr(0, eq))), value(trim(item.substr(eq + 1)));
        if (key == "name") {
            e.name = value;
        } else if (key == "path") {
            e.path = value;
        } else if (key == "protocol") {
            e.protocol = protocol_from_name(value);
        } else if (key == "fixed_protocol") {
            e.fixed_protocol = protocol_from_name(value);
        } else if (key.rfind("option:", 0) == 0 && key.size() > 7) {
            set_option_value(e.options, key.substr(7), value);
        } else {
            return std::nullopt;
        }
    }
    if (e.path.empty()) return std::nullopt;
    if (e.name.empty()) e.name = name_from_path(e.path);
    return e;
}

std::string engine_name_for(const std::string& path,
                            const std::vector<ExternalEngineSpec>& existing) {
    const std::string base = name_from_path(path);
    std::string name = base;
    for (int n = 2; find_engine(existing, name); ++n) name = base + " (" + std::to_string(n) + ")";
    return name;
}

const ExternalEngineSpec* find_engine(const std::vector<ExternalEngineSpec>& list,
                                      const std::string& name) {
    if (name.empty()) return nullptr;
    auto it = std::find_if(list.begin(), list.end(), [&](const auto& e) { return e.name == name; });
    return it == list.end() ? nullptr : &*it;
}

std::string option_value(const OptionValues& values, const std::string& name) {
    for (const auto& [n, v] : values)
        if (n == name) return v;
    return {};
}

void set_option_value(OptionValues& values, const std::string& name, const std::string& value) {
    for (auto& [n, v] : values)
        if (n == name) {
            v = value;
            return;
        }
    values.emplace_back(name, value);
}

}  // namespace xq
