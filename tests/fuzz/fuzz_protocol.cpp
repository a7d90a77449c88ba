// Command lines from a GUI into the console engine's UCCI/UCI loop (ProtocolLoop::handle_line),
// one per input line. A search or perft a line starts is stopped at once (stop, then waiting
// for its report), so an input costs milliseconds. Lines that set the hash size or the thread
// count, name a file to load, or turn on UCCI's batch mode are left out: a fuzzer would ask for
// gigabytes, hundreds of threads, random paths, or searches that block until their own limit
// (batch mode's `go`), costs the protocol grants on purpose.
#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>

#include "engine.h"
#include "fuzz_target.h"
#include "protocol/protocol.h"

namespace {

bool costly_on_purpose(std::string_view line) {
    std::string lower(line);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    for (const char* word : {"hash", "thread", "file", "batch"})
        if (lower.find(word) != std::string::npos) return true;
    return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace xq;
    static Engine engine;  // made once: a new one per input would clear its hash table each time
    std::istringstream in;
    std::ostringstream out;
    ProtocolLoop loop(engine, in, out);
    int handled = 0;
    for (std::string_view line : fuzz::input_lines(fuzz::as_text(data, size))) {
        if (++handled > 32) break;
        if (costly_on_purpose(line)) continue;
        const bool more = loop.handle_line(line);
        if (loop.thinking()) loop.handle_line("stop");
        loop.wait_for_search();
        if (!more) break;
    }
    return 0;
}
