# The fuzz targets (tests/fuzz/fuzz_<name>.cpp), one per reader of input from outside the
# program. Each defines libFuzzer's LLVMFuzzerTestOneInput and is built two ways:
#  - always: fuzz_replay_<name>, the target with a small main (tests/fuzz/replay_main.cpp) that
#    runs it over files; the ctest fuzz_replay_<name> replays tests/fuzz/corpus/<name>/ (the
#    seeds and every input that once failed), so the Release and sanitizer builds check them;
#  - with XQ_FUZZ=ON (clang, the fuzz preset): fuzz_<name>, the libFuzzer program that searches
#    for new inputs (scripts/fuzz.sh runs them all; docs/testing.md).
set(XQ_FUZZ_TARGETS game_file pasted_text fen_and_moves state_files collection book network
                    protocol engine_output master_db)
set(XQ_FUZZ_DIR ${CMAKE_SOURCE_DIR}/tests/fuzz)
# Shipped files the replay also runs (too big for the corpus, whose inputs libFuzzer mutates).
set(XQ_FUZZ_REPLAY_ALSO_book ${CMAKE_SOURCE_DIR}/assets/book.bin)
set(XQ_FUZZ_REPLAY_ALSO_network ${CMAKE_SOURCE_DIR}/assets/xiangqi.nnue)
set(XQ_FUZZ_REPLAY_ALSO_master_db ${CMAKE_SOURCE_DIR}/assets/masters.xqm)
set(XQ_FUZZERS)
foreach(name ${XQ_FUZZ_TARGETS})
  add_executable(fuzz_replay_${name} ${XQ_FUZZ_DIR}/fuzz_${name}.cpp ${XQ_FUZZ_DIR}/replay_main.cpp)
  target_link_libraries(fuzz_replay_${name} PRIVATE xiangqi_game)
  target_include_directories(fuzz_replay_${name} PRIVATE ${XQ_FUZZ_DIR})
  if(NOT CMAKE_CROSSCOMPILING)
    add_test(NAME fuzz_replay_${name}
             COMMAND fuzz_replay_${name} ${XQ_FUZZ_DIR}/corpus/${name}
                     ${XQ_FUZZ_REPLAY_ALSO_${name}})
    set_tests_properties(fuzz_replay_${name} PROPERTIES TIMEOUT 120)
  endif()
  if(XQ_FUZZ)
    add_executable(fuzz_${name} EXCLUDE_FROM_ALL ${XQ_FUZZ_DIR}/fuzz_${name}.cpp)
    target_link_libraries(fuzz_${name} PRIVATE xiangqi_game)
    target_include_directories(fuzz_${name} PRIVATE ${XQ_FUZZ_DIR})
    target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
    list(APPEND XQ_FUZZERS fuzz_${name})
  endif()
endforeach()
if(XQ_FUZZ)
  add_custom_target(fuzzers DEPENDS ${XQ_FUZZERS})
endif()
