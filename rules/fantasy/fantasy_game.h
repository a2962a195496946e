// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "games.h"

namespace hatrack::fantasy {
GameRegistration registration();
} // namespace hatrack::fantasy
