#include "game_state.h"

namespace hatrack {

Transition GameState::applyChance() {
    const auto outcomes = chanceOutcomes();
    if (outcomes.empty()) throw RulesError("no chance event is pending");
    // Weights are turned into integers so the draw does not depend on float rounding.
    std::vector<std::uint64_t> weights;
    std::uint64_t total = 0;
    for (const auto& [action, p] : outcomes) {
        const auto w = static_cast<std::uint64_t>(p * 1e9 + 0.5);
        weights.push_back(w);
        total += w;
    }
    std::uint64_t pick = rng_.below(total);
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (pick < weights[i]) return applyAction(outcomes[i].first);
        pick -= weights[i];
    }
    return applyAction(outcomes.back().first);
}

NotatedMove GameState::parseMove(const std::string& text) const {
    for (auto& move : notatedMoves())
        if (move.text == text) return move;
    throw RulesError("'" + text + "' is not a legal move here");
}

std::unique_ptr<GameState> GameState::viewFor(int) const {
    auto copy = clone();
    copy->reseed(rng_.state() ^ 0xA5A5A5A5DEADBEEFULL);
    return copy;
}

} // namespace hatrack
