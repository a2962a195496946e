# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-building the rules and hatrack-cli for 64-bit Windows on Debian with
# MinGW-w64 (g++-mingw-w64-x86-64-posix); `packaging/linux/hatrack.sh determinism`
# uses it, and README.md ("Windows and macOS") tells how to by hand:
#
#   cmake -S . -B build-mingw -G Ninja -DCMAKE_BUILD_TYPE=Release \
#       -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64.cmake \
#       -DHATRACK_BUILD_APP=OFF -DHATRACK_BUILD_TESTS=OFF -DHATRACK_JSON_INCLUDE_DIR=DIR
#
# There is no Qt for MinGW on Debian, so the Qt app cannot be built this way.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(HATRACK_MINGW_TRIPLE x86_64-w64-mingw32)
# The -posix compilers: std::thread (the computer's search, selfplay --jobs)
# needs the POSIX threads model; the -win32 ones lack it in GCC 12.
set(CMAKE_C_COMPILER ${HATRACK_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${HATRACK_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${HATRACK_MINGW_TRIPLE}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${HATRACK_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# libgcc, libstdc++ and winpthread linked in: the .exe runs on its own, under
# Wine or on Windows, without MinGW's DLLs beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

find_program(HATRACK_WINE NAMES wine wine64)
if(HATRACK_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${HATRACK_WINE})
endif()
