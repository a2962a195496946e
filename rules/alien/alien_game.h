#pragma once
#include "games.h"

namespace hatrack::alien {

GameRegistration registration();
// How good the position is for `player` (hundredths of a pawn), for the computer players.
double evaluate(const GameState& state, int player);

} // namespace hatrack::alien
