// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "games.h"

namespace hatrack::fantasy {
GameRegistration registration();
// The computer player's view of a position, for `player`, in hundredths of a man.
double evaluate(const GameState& state, int player);
} // namespace hatrack::fantasy
