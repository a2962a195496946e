#pragma once
#include "games.h"

namespace hatrack::pawns {
GameRegistration registration();
} // namespace hatrack::pawns
