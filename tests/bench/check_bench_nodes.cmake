# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs `hatrack-cli bench` and compares its total node count with the one
# committed in EXPECTED, so that any change in what the searches do is noticed.
#   cmake -DCLI=path/to/hatrack-cli -DEXPECTED=tests/bench/bench-nodes.txt -P check_bench_nodes.cmake
execute_process(COMMAND "${CLI}" bench OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "hatrack-cli bench failed (${status}):\n${out}${err}")
endif()
if(NOT out MATCHES "\nnodes ([0-9]+)\n")
    message(FATAL_ERROR "hatrack-cli bench printed no total 'nodes N' line:\n${out}")
endif()
set(got "${CMAKE_MATCH_1}")
file(STRINGS "${EXPECTED}" lines REGEX "^[0-9]+$")
list(GET lines 0 want)
if(NOT got STREQUAL want)
    message(FATAL_ERROR "hatrack-cli bench searched ${got} nodes, ${EXPECTED} says ${want}.\n"
        "The searches behave differently. If that is meant, put ${got} in ${EXPECTED} "
        "and say why in the commit (README.md, Benchmarks).\n${out}")
endif()
message(STATUS "bench: ${got} nodes, as committed")
