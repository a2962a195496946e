// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The warning every game with the third-repetition draw gives the players
// one repetition ahead, so that the draw does not come out of nowhere.
#include "table.h"

#include <algorithm>
#include <vector>

namespace hatrack {

// `seen`: the positions since the last irreversible move, the current one last.
template <class Key> Phrase repetitionNotice(const std::vector<Key>& seen) {
    if (seen.empty() || std::count(seen.begin(), seen.end(), seen.back()) != 2) return {};
    return Phrase::text("This position has come up twice: a third time draws the game.");
}

} // namespace hatrack
