// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deal_average.h"

namespace hatrack {

Analysis DealAverageAgent::think(const GameState& view, const Budget& budget) const {
    const int me = view.currentPlayer();
    if (me < 0) throw RulesError("there is no decision to make");
    const auto undealt = undeal_(view, me);
    return inner_->think(*undealt, budget);
}

} // namespace hatrack
