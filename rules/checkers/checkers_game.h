#pragma once
#include "games.h"

namespace hatrack::checkers {
GameRegistration registration();
}
