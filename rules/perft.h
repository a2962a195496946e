// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Perft: counting the complete moves to a depth, the oracle for move generation.
#include "game_state.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hatrack {

std::uint64_t perft(const GameState& state, int depth);
// The count under each first move, in the order the game lists them.
std::vector<std::pair<std::string, std::uint64_t>> perftDivide(const GameState& state, int depth);

} // namespace hatrack
