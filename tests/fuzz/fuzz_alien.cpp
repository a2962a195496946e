// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers positions (board, stacks, tokens, walls, turns, cards,
// planets: "B move b:14 w:18 walls:W14e+14s up:fire planets:mars/venus") and
// decisions ("11-15", "card:fire", "walls@14e+14s", "monolith:10-14",
// "rotate:cw", "remove:hippo"...): the first line is a position (empty for the
// start), every further line a move.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hatrack::fuzz::playLines("alien-checkers", hatrack::fuzz::text(data, size));
    return 0;
}
