#pragma once
// A small depth-limited expectimax over decisions, for games with chance and
// interruptions where a dedicated search does not exist yet. It counts
// decisions, not turns, so an interruption in the middle of a turn is searched
// like any other choice; chance is averaged over its published odds.
#include "agent.h"

#include <functional>

namespace hatrack {

// Value of a state for `player`, larger is better; terminal states are scored
// by the search itself.
using Evaluator = std::function<double(const GameState&, int player)>;

struct ExpectimaxLimits {
    int depth = 3;
    std::uint64_t nodeBudget = 20'000;
    double noise = 0; // random spread added at the root, for variety
};

class ExpectimaxAgent : public Agent {
  public:
    ExpectimaxAgent(Evaluator eval, ExpectimaxLimits limits, std::uint64_t seed)
        : eval_(std::move(eval)), limits_(limits), rng_(seed) {}
    Action choose(const GameState& state) override;

  private:
    double value(const GameState& state, int depth, int me);

    Evaluator eval_;
    ExpectimaxLimits limits_;
    Rng rng_;
    std::uint64_t nodes_ = 0;
};

} // namespace hatrack
