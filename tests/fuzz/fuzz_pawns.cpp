// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Pawns in Hats positions (two board layers, side, pending decision, crown,
// clocks) and decisions ("e2-e3", "e3^e4", "d4xe5", "pick", "roll:3",
// "place:d5", "off:c5", "hat:f6"...): the first line is a position (empty for
// the start), every further line a move.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hatrack::fuzz::playLines("pawns-in-hats", hatrack::fuzz::text(data, size));
    return 0;
}
