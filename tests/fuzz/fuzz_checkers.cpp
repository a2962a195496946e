// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Checkers positions (PDN FEN) and moves: the first line is a position (empty
// for the start), every further line a move.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hatrack::fuzz::playLines("checkers", hatrack::fuzz::text(data, size));
    return 0;
}
