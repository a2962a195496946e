// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saved games: a Match written as a small JSON document (docs/saved-games.md).
// Moves are stored as their notation rather than as engine numbers, so a file
// stays readable, and stays valid while the engine's Action encoding changes.
#include "match.h"

#include <string>
#include <vector>

namespace hatrack {

// The newest version this build reads and writes. A game the players ended
// themselves (a resignation, an agreed draw) is written as version 2, whose
// log may hold such an entry; every other game as version 1, which older
// builds read too.
inline constexpr int kSaveFormatVersion = 2;

struct SavedGame {
    Match match;
    // Who plays each side ("human" or a computer player's name); may be empty.
    std::vector<std::string> players;
};

// The whole game as the text of a file.
std::string saveGame(const Match& match, const std::vector<std::string>& players);

// Rebuilds a saved game, its chance outcomes taken from the file; `chance` says
// where the outcomes after the last one saved come from. Throws RulesError
// naming the problem for anything that is not a valid saved game.
SavedGame loadGame(const std::string& text, ChanceMode chance = ChanceMode::Drawn);

} // namespace hatrack
