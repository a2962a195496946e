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
    nodes_ = 0;
    double best = -std::numeric_limits<double>::infinity();
    Action choice = actions.front();
    // Shuffled so that equal moves are chosen among at random (from the seed).
    std::vector<Action> order = actions;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);
    for (const Action& a : order) {
        auto child = state.clone();
        child->applyAction(a);
        double v = value(*child, limits_.depth - 1, me);
        if (limits_.noise > 0)
            v += limits_.noise * (static_cast<double>(rng_.below(1000)) / 1000.0 - 0.5);
        if (v > best) {
            best = v;
            choice = a;
        }
    }
    return choice;
}

} // namespace hatrack
