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
// The same, also valuing room to move and the threats of Pluto (the Snookle
// near the opponent's home row) and Neptune (a Monolith slide that pushes an
// enemy checker off); for the expert player.
double evaluateKeen(const GameState& state, int player);
// AlienState::searchKey, for the search.
std::uint64_t searchKey(const GameState& state);
// Captures first, then the cards that most often change the game.
void strongFirst(const GameState& state, std::vector<Action>& actions);

} // namespace hatrack::alien
