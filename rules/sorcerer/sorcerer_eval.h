// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "game_state.h"

#include <cstdint>
#include <vector>

namespace hatrack::sorcerer {

// Material, hats worn and hats in the rack (the score), seen by `player`.
double evaluate(const GameState& state, int player);
// SorcererState::searchKey, for the search.
std::uint64_t searchKey(const GameState& state);
// Captures (hops over an enemy, zots, Strength steps) first, the rest in the
// order given.
void capturesFirst(const GameState& state, std::vector<Action>& actions);

} // namespace hatrack::sorcerer
