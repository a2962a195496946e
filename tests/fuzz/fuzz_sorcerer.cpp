// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sorcerer's Apprentice positions (FEN with hats, racks, bag, pools, options)
// and decisions ("6x15", "blue@19", "revive:red+yellow+green@1,3"...): the
// first line is a position (empty for the start), every further line a move.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hatrack::fuzz::playLines("sorcerers-apprentice", hatrack::fuzz::text(data, size));
    return 0;
}
