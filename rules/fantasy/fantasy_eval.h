// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Fantasy RPG Checkers computer players' judgement, for rules/expectimax.h.
#include "game_state.h"

#include <cstdint>
#include <vector>

namespace hatrack::fantasy {
// A position for `player`, in hundredths of a man.
double evaluate(const GameState& state, int player);
// FantasyState::searchKey, for the search.
std::uint64_t searchKey(const GameState& state);
// Jumps first, then spells and powers, then the rest in the order given.
void capturesFirst(const GameState& state, std::vector<Action>& actions);
} // namespace hatrack::fantasy
