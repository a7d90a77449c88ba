# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (posix threads, so std::thread
# works). Used by scripts/build-windows.sh for the third-party libraries and for the game.
# XQ_WIN_PREFIX: where the Windows builds of SDL2, SDL2_image, Dear ImGui, stb, giflib, doctest
# and CLI11 are installed (outside the repository).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

# Passed through to try_compile projects, which see only the toolchain file.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES XQ_WIN_PREFIX)
if(NOT XQ_WIN_PREFIX AND DEFINED ENV{XQ_WIN_PREFIX})
  set(XQ_WIN_PREFIX $ENV{XQ_WIN_PREFIX})
endif()

# Libraries and packages come only from the mingw sysroot and our prefix, never from the host.
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32 ${XQ_WIN_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Static C and C++ runtimes and winpthread: the .exe files need no DLL next to them.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
if(XQ_WIN_PREFIX)
  string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT " -L${XQ_WIN_PREFIX}/lib")
endif()

# Tests run under wine when a build asks for it (ctest, doctest discovery).
find_program(XQ_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(XQ_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${XQ_WINE})
endif()
