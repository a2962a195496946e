// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text files a game brings besides its code (its lessons, its help), built
// into the library (rules/embed_data.cmake), so that neither the app nor the
// command line looks for files at run time.
#include <string>
#include <string_view>

namespace hatrack {

// The file named `name` ("checkers.lessons"), or an empty text when no game
// brings one by that name.
std::string_view gameData(const std::string& name);

} // namespace hatrack
