#pragma once
#include "games.h"

namespace hatrack::pawns {
GameRegistration registration();
// The computer player's view of a position, for `player`, in hundredths of a pawn.
double evaluate(const GameState& state, int player);
} // namespace hatrack::pawns
