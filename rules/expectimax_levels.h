// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game's computer levels that search with rules/expectimax.h, as the
// registry lists them.
#include "expectimax.h"
#include "games.h"

#include <initializer_list>

namespace hatrack {

struct ExpectimaxLevel {
    const char* name;
    const char* help; // one line for the setup screen: what the budget really does
    ExpectimaxLimits limits;
    Evaluator eval = {}; // empty: the game's own, given to expectimaxAgents
};

// One player per level, each searching with its own evaluation or `eval`, and
// with the game's move order and state keys.
inline std::vector<AgentSpec> expectimaxAgents(std::initializer_list<ExpectimaxLevel> levels,
                                               const Evaluator& eval, const ActionOrder& order,
                                               const StateKey& key,
                                               const NoisyActions& noisy = {}) {
    std::vector<AgentSpec> agents;
    for (const ExpectimaxLevel& level : levels) {
        const ExpectimaxLimits limits = level.limits;
        const Evaluator judge = level.eval ? level.eval : eval;
        agents.push_back(
            {level.name, level.help,
             [limits, judge, order, key, noisy](std::uint64_t seed) -> std::unique_ptr<Agent> {
                 return std::make_unique<ExpectimaxAgent>(judge, limits, seed, order, key, noisy);
             }});
    }
    return agents;
}

} // namespace hatrack
