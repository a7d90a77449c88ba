// The game's engine evaluates with the shipped network, like the console engine.
#include <doctest/doctest.h>

#include "engine.h"
#include "game/engines/engine_bridge.h"

using namespace xq;

TEST_CASE("game engine / the game's engine evaluates with the shipped network") {
    EngineBridge bridge({});
    CHECK(bridge.uses_network() == NNUE_BY_DEFAULT);
}
