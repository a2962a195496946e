#pragma once
#include "games.h"

namespace hatrack::sorcerer {
GameRegistration registration();
}
