// The position editor's problems (rules/setup_check.h) in the language of the UI.
#pragma once

#include <string>

#include "rules/setup_check.h"

namespace xq {

std::string setup_problem_text(const SetupProblem& problem);
// The name of a piece type in the current language (帅/将 by colour in Chinese).
std::string piece_name(Color c, PieceType t);

}  // namespace xq
