# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real game in German, saves a screenshot and quits, and fails on
# anything it prints: a warning on the way in or out is a bug a player's
# terminal would show.
#   cmake -DAPP=path/to/hatrack -DWORK=scratch/dir -P check_quiet_run.cmake
file(REMOVE_RECURSE "${WORK}")
file(WRITE "${WORK}/home/.config/Hatrack/Hatrack.conf" "[display]\nlanguage=de\n")
file(MAKE_DIRECTORY "${WORK}/runtime")
file(CHMOD "${WORK}/runtime" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "HOME=${WORK}/home" "XDG_CONFIG_HOME=${WORK}/home/.config"
            "XDG_RUNTIME_DIR=${WORK}/runtime" QT_QPA_PLATFORM=offscreen
            "${APP}" --size 800x600 --game alien-checkers --players human,easy --seed 3
            --screenshot "${WORK}/shot.png"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status TIMEOUT 120)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "hatrack exited with ${status}:\n${out}${err}")
endif()
if(NOT EXISTS "${WORK}/shot.png")
    message(FATAL_ERROR "hatrack saved no screenshot:\n${out}${err}")
endif()
if(NOT "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "hatrack printed this on a plain run in German:\n${out}${err}")
endif()
message(STATUS "hatrack started, drew and quit in German without a word")
