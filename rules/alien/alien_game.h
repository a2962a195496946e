// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "games.h"

namespace hatrack::alien {

GameRegistration registration();
// How good the position is for `player` (hundredths of a pawn), for the computer players.
double evaluate(const GameState& state, int player);
// The same, also counting the checker the player to move next could take at once.
double evaluateSharp(const GameState& state, int player);

} // namespace hatrack::alien
