#pragma once
// Computer players. An agent answers whatever decision belongs to its player,
// also one in the middle of the other player's turn.
#include "game_state.h"

#include <memory>
#include <string>

namespace hatrack {

class Agent {
  public:
    virtual ~Agent() = default;
    // `state` must be waiting for a player's decision; the agent sees only that
    // player's view of it.
    virtual Action choose(const GameState& state) = 0;
    // The rest of this turn as the agent intends it; a caller applies these while
    // they stay legal and asks again after any interruption.
    virtual std::vector<Action> planTurn(const GameState& state) { return {choose(state)}; }
};

// Picks uniformly among the legal actions: for tests, fuzzing and as a baseline.
class RandomAgent : public Agent {
  public:
    explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& state) override;

  private:
    Rng rng_;
};

} // namespace hatrack
