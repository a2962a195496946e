// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PDN FEN for checkers: "B:W21-32:B1-12", kings marked K ("W:WK5,18:B3").
#include "board.h"

#include <string>

namespace hatrack::checkers {

// Throws RulesError naming what is wrong (bad square, 13 men, man on its crowning row...).
Position parseFen(const std::string& text);
std::string toFen(const Position& p);

} // namespace hatrack::checkers
