#include "agent.h"

namespace hatrack {

Action RandomAgent::choose(const GameState& state) {
    const auto actions = state.legalActions();
    if (actions.empty()) throw RulesError("there is no decision to make");
    return actions[rng_.below(actions.size())];
}

} // namespace hatrack
