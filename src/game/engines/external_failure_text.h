// Why an external engine failed, for the player in the UI's language: what happened, the likely
// cause in words, and the engine's last line of output.
#pragma once

#include "game/engines/external_engine.h"
#include "game/text/message.h"

namespace xq {

// Why a program did not start, by class ("the file does not exist").
Str start_problem_text(StartProblem p);
// A few words for the engine's row in the list ("not a UCI or UCCI engine").
Str failure_summary(const ExternalFailure& f);
// The parts of the message, to follow a prefix such as "The built-in engine takes over from X: ".
std::vector<MessageArg> failure_text(const ExternalFailure& f);

}  // namespace xq
