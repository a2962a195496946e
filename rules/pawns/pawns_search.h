#pragma once
// The strongest Pawns in Hats player: expectimax over decisions like
// rules/expectimax.h, with alpha-beta cut-offs between the players' own
// decisions (a chance node averages children searched with the full window,
// so the cut-offs never change a value) and captures and punches tried first.
#include "agent.h"

namespace hatrack::pawns {

class PawnsSearchAgent : public Agent {
  public:
    PawnsSearchAgent(int maxDepth, std::uint64_t nodeBudget, std::uint64_t seed)
        : Agent(seed), maxDepth_(maxDepth), nodeBudget_(nodeBudget) {}
    // Values as the evaluation's (hundredths of a pawn), a win 1000000 or more;
    // the values after the first in `ranked` are bounds (rankedExact false).
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    int maxDepth_;
    std::uint64_t nodeBudget_;
};

} // namespace hatrack::pawns
