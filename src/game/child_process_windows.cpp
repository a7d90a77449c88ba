// ChildProcess on Windows: not written yet. start() fails with a clear message, so the game
// keeps its built-in engine; a CreateProcess version with anonymous pipes goes here.
#ifdef _WIN32

#include "game/child_process.h"

namespace xq {

struct ChildProcess::Impl {};

ChildProcess::ChildProcess() : impl_(std::make_unique<Impl>()) {}
ChildProcess::~ChildProcess() = default;

bool ChildProcess::start(const std::string&, std::string* error) {
    if (error) *error = "external engines are not supported on Windows yet";
    return false;
}
bool ChildProcess::write(const std::string&) {
    return false;
}
long ChildProcess::read(char*, size_t, int) {
    return 0;
}
void ChildProcess::kill() {}
std::optional<std::string> ChildProcess::wait_exit(int) {
    return std::string("not started");
}

}  // namespace xq

#endif  // _WIN32
