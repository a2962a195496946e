// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One material scale for every checkers-based game's evaluation, in the units
// of the checkers search (a man is 100). Games add their own features (hats,
// wounds, emperors...) on top; a plain man or king is worth the same everywhere.

namespace hatrack::checkers {

inline constexpr int kManValue = 100;
inline constexpr int kKingValue = 145;

constexpr int pieceValue(bool king) {
    return king ? kKingValue : kManValue;
}

} // namespace hatrack::checkers
