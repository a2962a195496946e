// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "game_state.h"

namespace hatrack::sorcerer {

// Material, hats worn and hats in the rack (the score), seen by `player`.
double evaluate(const GameState& state, int player);

} // namespace hatrack::sorcerer
