// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A depth-limited expectimax over decisions, for games with chance and
// interruptions. It counts decisions, not turns, so an interruption in the
// middle of a turn is searched like any other choice; chance is averaged over
// its published odds. With `prune`, the players' own decisions are cut off
// alpha-beta style (a chance node searches its children with the full window,
// so a cut-off never changes a value), which lets the same budget see deeper.
// With `chancePrune` as well, a chance node passes each outcome the window
// that keeps its expectation inside its own, and stops as soon as one falls
// outside (Ballard's Star1). With `chanceProbe` too, it first bounds each
// outcome by the first decision after it, searched alone, and stops if those
// bounds settle it (Star2); the bounds also narrow the windows. Outcomes not
// bounded otherwise lie within a win's value, so evaluations must stay below
// 1000000 in size. Which of them pays depends on the game: measure.
#include "agent.h"

#include <functional>

namespace hatrack {

// Value of a state for `player`, larger is better; terminal states are scored
// by the search itself. Called from every thread that thinks at once, so it
// must keep no state of its own.
using Evaluator = std::function<double(const GameState&, int player)>;

// Puts the actions most likely to be best first (captures, say), for earlier
// cut-offs; it must keep every action. Same threading rule as Evaluator.
using ActionOrder = std::function<void(const GameState&, std::vector<Action>&)>;

// A key for a state: equal keys for states the search may take as one (the
// same position with the same decision pending). Given one, a pruned search
// remembers, for each state it meets, the best decision and the value it found
// there: the next pass tries that decision first, and a value found deep enough
// is used again when the same state comes up by another order of moves.
using StateKey = std::function<std::uint64_t(const GameState&)>;

// Past the last full depth, a search with a quiescence allowance goes on
// through the decisions that change the material (captures, say), so that a
// line is not judged in the middle of an exchange. The function fills `out`
// with those legal decisions and returns whether the player deciding may
// instead stop and take the static value (false in the middle of a turn, or
// in check).
using NoisyActions = std::function<bool(const GameState&, std::vector<Action>& out)>;

struct ExpectimaxLimits {
    int depth = 3;
    std::uint64_t nodeBudget = 20'000;
    double noise = 0; // random spread added at the root, for variety
    bool prune = false;
    bool chancePrune = false; // only with `prune`
    bool chanceProbe = false; // only with `chancePrune`
    int quiescence = 0;       // decisions past `depth`, with NoisyActions
};

class ExpectimaxAgent : public Agent {
  public:
    ExpectimaxAgent(Evaluator eval, ExpectimaxLimits limits, std::uint64_t seed,
                    ActionOrder order = {}, StateKey key = {}, NoisyActions noisy = {})
        : Agent(seed), eval_(std::move(eval)), order_(std::move(order)), key_(std::move(key)),
          noisy_(std::move(noisy)), limits_(limits) {}
    // Values are the evaluator's, a win 1000000 or more; the line runs up to the
    // next chance event; the plan is one decision, since chance or the other
    // player may come between this one and the next. With `prune`, the values
    // after the first in `ranked` are bounds (rankedExact false).
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    Evaluator eval_;
    ActionOrder order_;
    StateKey key_;
    NoisyActions noisy_;
    ExpectimaxLimits limits_;
};

} // namespace hatrack
