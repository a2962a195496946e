#pragma once
// A small depth-limited expectimax over decisions, for games with chance and
// interruptions where a dedicated search does not exist yet. It counts
// decisions, not turns, so an interruption in the middle of a turn is searched
// like any other choice; chance is averaged over its published odds.
#include "agent.h"

#include <functional>

namespace hatrack {

// Value of a state for `player`, larger is better; terminal states are scored
// by the search itself. Called from every thread that thinks at once, so it
// must keep no state of its own.
using Evaluator = std::function<double(const GameState&, int player)>;

struct ExpectimaxLimits {
    int depth = 3;
    std::uint64_t nodeBudget = 20'000;
    double noise = 0; // random spread added at the root, for variety
};

class ExpectimaxAgent : public Agent {
  public:
    ExpectimaxAgent(Evaluator eval, ExpectimaxLimits limits, std::uint64_t seed)
        : Agent(seed), eval_(std::move(eval)), limits_(limits) {}
    // Values are the evaluator's, a win 1000000 or more; the line runs up to the
    // next chance event; the plan is one decision, since chance or the other
    // player may come between this one and the next.
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    Evaluator eval_;
    ExpectimaxLimits limits_;
};

} // namespace hatrack
