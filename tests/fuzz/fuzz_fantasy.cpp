// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fantasy RPG Checkers positions ("B mage,thief B:1,2w,K14p1,i15 W:... P:... $:... S:...
// Q:...") and decisions ("choose:mage", "11-15", "11x18x25", "9x17/14",
// "fireball@14", "arrow@18", "stab@18", "stop", "cure-critical", "let-capture",
// "pass", "roll:4"): the first line is a position (empty for the start), every
// further line a move.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hatrack::fuzz::playLines("fantasy-rpg-checkers", hatrack::fuzz::text(data, size));
    return 0;
}
