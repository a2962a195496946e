#include "expectimax.h"

#include <limits>

namespace hatrack {

namespace {
constexpr double kWin = 1e6;
}

double ExpectimaxAgent::value(const GameState& s, int depth, int me) {
    ++nodes_;
    const Outcome o = s.outcome();
    if (o.over) return o.winner < 0 ? 0 : (o.winner == me ? kWin + depth : -kWin - depth);
    if (depth <= 0 || nodes_ > limits_.nodeBudget) return eval_(s, me);
    const int who = s.currentPlayer();
    if (who == kChance) {
        double total = 0;
        for (const auto& [a, p] : s.chanceOutcomes()) {
            auto child = s.clone();
            child->applyAction(a);
            total += p * value(*child, depth - 1, me);
        }
        return total;
    }
    const auto actions = s.legalActions();
    double best = who == me ? -std::numeric_limits<double>::infinity()
                            : std::numeric_limits<double>::infinity();
    for (const Action& a : actions) {
        auto child = s.clone();
        child->applyAction(a);
        const double v = value(*child, depth - 1, me);
        best = who == me ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

Action ExpectimaxAgent::choose(const GameState& state) {
    const auto actions = state.legalActions();
    if (actions.empty()) throw RulesError("there is no decision to make");
    if (actions.size() == 1) return actions.front();
    const int me = state.currentPlayer();
    // Shuffled so that equal moves are chosen among at random (from the seed).
    std::vector<Action> order = actions;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);
    std::vector<double> noise(order.size(), 0.0);
    if (limits_.noise > 0)
        for (double& n : noise)
            n = limits_.noise * (static_cast<double>(rng_.below(1000)) / 1000.0 - 0.5);
    // Deepen while the budget lasts; an unfinished pass is dropped, so every root
    // move is always compared at the same depth.
    Action choice = order.front();
    nodes_ = 0;
    for (int depth = 1; depth <= limits_.depth; ++depth) {
        double best = -std::numeric_limits<double>::infinity();
        Action pick = order.front();
        for (std::size_t i = 0; i < order.size(); ++i) {
            auto child = state.clone();
            child->applyAction(order[i]);
            const double v = value(*child, depth - 1, me) + noise[i];
            if (v > best) {
                best = v;
                pick = order[i];
            }
        }
        if (nodes_ > limits_.nodeBudget && depth > 1) break;
        choice = pick;
    }
    return choice;
}

} // namespace hatrack
