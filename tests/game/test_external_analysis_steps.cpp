// An engine that reads nothing while it searches (Sjaak II) cannot be told to stop an endless
// analysis, so the analysis runs as searches of growing length, each reaching deeper than the
// last; what is shown never goes back to a shallower depth, and a stop waits for the step.
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>
#include <vector>

#include "game/engines/external_engine.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

// A UCI engine named like Sjaak II, deaf while it searches: `go movetime N` prints the depths
// that N ms reach (depth d takes 10 * 2^d ms), sleeps N ms, then answers. Its first search is the
// dialect probe, answered at once.
std::string deaf_engine() {
    const fs::path dir = fs::temp_directory_path() / "xq_external_steps";
    fs::create_directories(dir);
    const fs::path file = dir / "sjaak.sh";
    std::ofstream(file)
        << "#!/bin/sh\n"
           "while read cmd rest; do\n"
           "  case \"$cmd\" in\n"
           "    uci) echo 'id name Sjaak II 1.4.1 (fake)'; echo uciok;;\n"
           "    isready) echo readyok;;\n"
           "    go) if [ -z \"$probed\" ]; then probed=1; echo 'bestmove h9g7'; else\n"
           "          set -- $rest; ms=$2; d=1\n"
           "          while [ $((10 << d)) -le \"$ms\" ]; do\n"
           "            echo \"info depth $d score cp $d nodes $((d * 1000)) time $ms pv h2e2\"\n"
           "            d=$((d + 1))\n"
           "          done\n"
           "          sleep \"$((ms / 1000)).$(printf %03d $((ms % 1000)))\"\n"
           "          echo 'bestmove h2e2'\n"
           "        fi;;\n"
           "    quit) exit 0;;\n"
           "  esac\n"
           "done\n";
    fs::permissions(file, fs::perms::owner_all);
    return file.string();
}

struct Seen {
    std::mutex mutex;
    std::condition_variable cv;
    std::vector<int> depths;
    int bestmoves = 0;
    int failures = 0;
};

}  // namespace

TEST_CASE("external engine / a deaf engine's analysis goes deeper step by step, never back") {
    Seen seen;
    ExternalEngine::Callbacks cb;
    cb.info = [&](const SearchInfo& i) {
        std::lock_guard lock(seen.mutex);
        seen.depths.push_back(i.depth);
        seen.cv.notify_all();
    };
    cb.bestmove = [&](const BestMoveInfo&) {
        std::lock_guard lock(seen.mutex);
        ++seen.bestmoves;
        seen.cv.notify_all();
    };
    cb.failure = [&](int, const ExternalFailure&) {
        std::lock_guard lock(seen.mutex);
        ++seen.failures;
        seen.cv.notify_all();
    };
    ExternalTimeouts t;
    t.handshake_ms = 2000;
    t.ready_ms = 2000;
    t.stop_ms = 400;
    t.analysis_step_ms = 100;
    t.analysis_step_max_ms = 800;
    ExternalEngine e(deaf_engine(), ExternalProtocol::UCI, {}, cb, t);
    SearchLimits infinite;
    infinite.infinite = true;
    e.go(1, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", {}, infinite,
         1, false);
    // Steps of 100, 200, 400 and 800 ms reach depths 3, 4, 5 and 6.
    {
        std::unique_lock lock(seen.mutex);
        REQUIRE(seen.cv.wait_for(lock, std::chrono::seconds(20), [&] {
            return seen.failures > 0 || (!seen.depths.empty() && seen.depths.back() >= 6);
        }));
        REQUIRE(seen.failures == 0);
        for (size_t i = 1; i < seen.depths.size(); ++i) CHECK(seen.depths[i] >= seen.depths[i - 1]);
        CHECK(seen.bestmoves == 0);  // the steps' answers are not the analysis' end
    }
    // Stopped during a step (up to 800 ms), it answers when the step is over, without a fault.
    e.stop();
    std::unique_lock lock(seen.mutex);
    CHECK(seen.cv.wait_for(lock, std::chrono::seconds(5),
                           [&] { return seen.bestmoves > 0 || seen.failures > 0; }));
    CHECK(seen.bestmoves == 1);
    CHECK(seen.failures == 0);
}
