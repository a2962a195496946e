// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent.h"

#include <algorithm>

namespace hatrack {

std::vector<Action> plannedTurn(const Analysis& a) {
    const std::size_t n = std::min(std::max<std::size_t>(a.turnLength, 1), a.line.size());
    if (n == 0) return {a.best};
    return std::vector<Action>(a.line.begin(), a.line.begin() + static_cast<long>(n));
}

bool acceptsDraw(const Analysis& analysis, int analysedFor, int agentPlayer) {
    const double mine = analysedFor == agentPlayer ? analysis.value : -analysis.value;
    return mine < kDrawDeclinedFrom;
}

std::vector<Action> Agent::planTurn(const GameState& view) const {
    return plannedTurn(think(view));
}

Rng Agent::rngFor(const GameState& view) const {
    const int who = view.currentPlayer();
    const std::string fen = who >= 0 ? view.toFenFor(who) : view.toFen();
    // FNV-1a over the text, then the seed mixed in through the generator itself.
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (const char c : fen) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
    Rng mixer(seed_ ^ h);
    return Rng(mixer.next());
}

Analysis RandomAgent::think(const GameState& view, const Budget&) const {
    const auto actions = view.legalActions();
    if (actions.empty()) throw RulesError("there is no decision to make");
    Analysis a;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        a.best = actions[rng_.below(actions.size())];
    }
    a.line = {a.best};
    a.nodes = 1;
    return a;
}

} // namespace hatrack
