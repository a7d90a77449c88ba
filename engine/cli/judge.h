// `xiangqi-engine judge`: the referee of engine/rules/rules.h on the command line.
#pragma once

namespace xq {

// argv[1] is "judge". Prints "ongoing" or "result 1-0|0-1|1/2-1/2 reason <word>" and returns
// 0; a bad FEN, move or argument prints an error on stderr and returns 2.
int judge_command(int argc, char** argv);

}  // namespace xq
