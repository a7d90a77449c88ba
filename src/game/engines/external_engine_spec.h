// An external engine as the settings keep it: a name, the program's path, the protocol found at
// its last handshake, the protocol the player fixed (if any) and the option values the player
// set. One line of settings.ini each:
//   external_engine = name=Pikafish; path=/usr/games/pikafish; protocol=uci; option:Threads=2
//   external_engine = name=eleeye; path=/opt/eleeye/eleeye; protocol=ucci; fixed_protocol=ucci
// (';' and '\' inside a value are written '\;' and '\\').
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/engines/external_protocol.h"

namespace xq {

struct ExternalEngineSpec {
    std::string name;
    std::string path;
    ExternalProtocol protocol = ExternalProtocol::UNKNOWN;
    OptionValues options;
    ExternalProtocol fixed_protocol = ExternalProtocol::UNKNOWN;  // UNKNOWN: found by handshake
    bool operator==(const ExternalEngineSpec&) const = default;
};

std::string format_engine_spec(const ExternalEngineSpec& e);
// nullopt for a line without a path, or with an item that is not key=value.
std::optional<ExternalEngineSpec> parse_engine_spec(const std::string& text);

// A name for a newly added program: its file name without extension, made unique among
// `existing` with " (2)", " (3)", ...
std::string engine_name_for(const std::string& path,
                            const std::vector<ExternalEngineSpec>& existing);

// The engine of that name in the list, or null (also for "", the built-in engine).
const ExternalEngineSpec* find_engine(const std::vector<ExternalEngineSpec>& list,
                                      const std::string& name);

// The value of an option in `values` ("" when unset).
std::string option_value(const OptionValues& values, const std::string& name);
void set_option_value(OptionValues& values, const std::string& name, const std::string& value);

}  // namespace xq
