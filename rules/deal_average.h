// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A computer player that averages over every deal of what it cannot see (Alien
// Checkers' secret planets) instead of betting on one guess. A plain search
// thinks on one deal (GameState::dealUnseen) and defends only against the
// planet it happened to deal. This one hands its inner search the view with
// the unseen part left undealt: the game deals it by chance inside the search,
// the moment it first matters, each deal weighted by what the player has seen.
// Expectimax averages over those outcomes as over a card drawn, so one search
// values every decision over all the deals at once: the budget is not split,
// and cut-offs stay sound (a chance node searches its outcomes in full).
#include "agent.h"

#include <functional>

namespace hatrack {

// `view` as its `player` sees it, with what that player cannot see left for
// chance to deal. It may read only what the player may know.
using Undeal = std::function<std::unique_ptr<GameState>(const GameState& view, int player)>;

class DealAverageAgent : public Agent {
  public:
    DealAverageAgent(std::unique_ptr<Agent> inner, Undeal undeal)
        : Agent(inner->seed()), inner_(std::move(inner)), undeal_(std::move(undeal)) {}
    bool judgesPositions() const override { return inner_->judgesPositions(); }
    // The inner search's answer on the undealt view, with the caller's budget.
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    std::unique_ptr<Agent> inner_;
    Undeal undeal_;
};

} // namespace hatrack
