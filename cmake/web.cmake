# The browser build (emscripten; scripts/build-web.sh configures it, docs/platforms.md). The
# program is the same xiangqi; the page's files come from packaging/web. The engine searches on
# threads (pthreads on SharedArrayBuffer): the page must be cross-origin isolated.
set(XQ_WEB_FONT /usr/share/fonts/truetype/wqy/wqy-microhei.ttc
    CACHE FILEPATH "The CJK font shipped with the page (Debian's fonts-wqy-microhei)")
# The virtual file system mirrors an install: the program is /xiangqi/bin/xiangqi (pre.js links
# /proc/self/exe there), so the engine and the game find the assets in /xiangqi/share/xiangqi as
# in the Debian package, and the font where the Linux build looks for it.
target_link_options(xiangqi PRIVATE
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=134217728 -sTOTAL_STACK=4194304
  -sENVIRONMENT=web,worker -sEXPORTED_RUNTIME_METHODS=ccall -lidbfs.js -fwasm-exceptions
  # SDL2's audio and main loop call these from JavaScript (emscripten's SDL2 port adds them too).
  -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${CMAKE_SOURCE_DIR}/packaging/web/library_funcs.json
  "SHELL:--pre-js ${CMAKE_SOURCE_DIR}/packaging/web/pre.js"
  "SHELL:--preload-file ${CMAKE_SOURCE_DIR}/assets@/xiangqi/share/xiangqi"
  # The master database (7.5 MB) would more than double the page's download: the browser's
  # explorer has the masters' book and the engine, not the master games.
  "SHELL:--exclude-file ${CMAKE_SOURCE_DIR}/assets/masters.xqm"
  "SHELL:--preload-file ${XQ_WEB_FONT}@/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
# The engine's worker and search threads start at once from a pool of ready Web Workers.
target_link_options(xiangqi PRIVATE -pthread -sPTHREAD_POOL_SIZE=8
                    -sDEFAULT_PTHREAD_STACK_SIZE=4194304)
set_property(TARGET xiangqi APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/packaging/web/pre.js
             ${CMAKE_SOURCE_DIR}/packaging/web/library_funcs.json)
# WebAssembly SIMD (128-bit vectors) for the engine: the network's kernels
# (engine/eval/nnue_wasm.h) and the compiler's vectorisation of the accumulator loops. A browser
# without wasm SIMD (older than Chrome 91, Firefox 89, Safari 16.4) does not load such a module.
# Off (XQ_WEB_SIMD=OFF scripts/build-web.sh) builds the portable path for comparison.
option(XQ_WEB_SIMD "Compile the engine with WebAssembly SIMD (-msimd128)" ON)
if(XQ_WEB_SIMD)
  target_compile_options(engine PRIVATE -msimd128)
endif()
