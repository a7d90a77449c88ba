// The test program's main(): see tests/doctest_main.h.
#include "doctest_main.h"
