// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "expectimax.h"

#include <algorithm>
#include <limits>

namespace hatrack {

namespace {

constexpr double kWin = 1e6;
constexpr double kInf = std::numeric_limits<double>::infinity();
// How often the cancel flag is read: rarely enough to cost nothing, often
// enough that a cancelled search stops within a few milliseconds.
constexpr std::uint64_t kCancelCheck = 1024;

// One search's counters and limits, made afresh by each think() so that no two
// searches share anything.
class Search {
  public:
    Search(const Evaluator& eval, const ActionOrder& order, const StateKey& key,
           const NoisyActions& noisy, const ExpectimaxLimits& limits, int me, std::uint64_t budget,
           const std::atomic<bool>* cancel)
        : eval_(eval), order_(order), key_(key), noisy_(noisy),
          quiescence_(noisy ? std::max(limits.quiescence, 0) : 0), prune_(limits.prune),
          chancePrune_(limits.prune && limits.chancePrune),
          chanceProbe_(chancePrune_ && limits.chanceProbe), me_(me), budget_(budget),
          cancel_(cancel), pool_(static_cast<std::size_t>(std::max(limits.depth, 1)) + 1),
          quietPool_(static_cast<std::size_t>(quiescence_)) {
        if (key_ && prune_) table_.resize(kTableSize);
    }
    bool remembers() const { return !table_.empty(); }

    // The value of `s` for the searching player. `line`, when given, receives
    // the decisions the search expects from `s` on, up to the next chance event.
    // Pruning, a value at or below `alpha` or at or above `beta` is only a bound.
    double value(const GameState& s, int depth, std::vector<Action>* line, double alpha = -kInf,
                 double beta = kInf);
    std::vector<Action> actions(const GameState& s) const {
        auto actions = s.legalActions();
        if (order_) order_(s, actions);
        return actions;
    }
    // The decisions remembered as best from `s` on, up to the next chance event.
    std::vector<Action> rememberedLine(const GameState& s, int length) const;

    // `s` after `a`, in the state kept for `depth`: one per depth, reused from
    // node to node where the game can copy into it (GameState::assign).
    GameState& child(const GameState& s, const Action& a, int depth) {
        auto& slot = pool_[static_cast<std::size_t>(std::max(depth, 0))];
        if (!slot || !slot->assign(s)) slot = s.clone();
        slot->advance(a);
        return *slot;
    }

    // Past the full depth: the noisy decisions only, `left` more at most.
    double quiesce(const GameState& s, int left, double alpha, double beta);

    std::uint64_t nodes() const { return nodes_; }
    bool overBudget() const { return nodes_ > budget_; }
    bool cancelled() const { return cancelled_; }
    // Whether a pass gives up the moment the budget runs out, instead of
    // finishing on static values; see think().
    void setAbandonOverBudget(bool on) { abandon_ = on; }
    bool abandoned() const { return abandoned_; }
    // Also read between root moves, so that a search cancelled early stops at once.
    bool stop() {
        if (cancel_ && cancel_->load(std::memory_order_relaxed)) cancelled_ = true;
        return cancelled_;
    }

  private:
    // What a pass found at one state: its value (exact, or a bound when the
    // window cut the search short) and which of its ordered actions was best.
    struct Entry {
        std::uint64_t key = 0;
        double value = 0;
        std::int16_t depth = -1;
        std::int16_t best = -1;
        enum : std::uint8_t { Exact, AtLeast, AtMost } bound = Exact;
    };
    static constexpr std::size_t kTableSize = std::size_t{1} << 18;
    double chanceValue(const GameState& s, int depth, double alpha, double beta);
    // The decision a player node tries first: the one remembered as best, or
    // the first in order.
    Action firstAction(const GameState& s) const;
    Entry* entryFor(std::uint64_t key) { return &table_[key & (kTableSize - 1)]; }
    const Entry* entryFor(std::uint64_t key) const { return &table_[key & (kTableSize - 1)]; }

    const Evaluator& eval_;
    const ActionOrder& order_;
    const StateKey& key_;
    const NoisyActions& noisy_;
    int quiescence_;
    std::vector<Entry> table_;
    bool prune_;
    bool chancePrune_;
    bool chanceProbe_;
    int me_;
    std::uint64_t budget_;
    const std::atomic<bool>* cancel_;
    std::vector<std::unique_ptr<GameState>> pool_;
    std::vector<std::unique_ptr<GameState>> quietPool_; // one per quiescence decision left
    std::uint64_t nodes_ = 0;
    bool cancelled_ = false;
    bool abandon_ = false;
    bool abandoned_ = false;
};

double Search::value(const GameState& s, int depth, std::vector<Action>* line, double alpha,
                     double beta) {
    ++nodes_;
    if (cancel_ && nodes_ % kCancelCheck == 0 && cancel_->load(std::memory_order_relaxed))
        cancelled_ = true;
    if (abandon_ && nodes_ > budget_) abandoned_ = true;
    if (cancelled_ || abandoned_) return 0;
    const Outcome o = s.outcome();
    if (o.over) return o.winner < 0 ? 0 : (o.winner == me_ ? kWin + depth : -kWin - depth);
    // Past the budget the pass still finishes, on static values, so that the
    // deepest pass that fits is compared at one depth throughout.
    if (nodes_ > budget_) return eval_(s, me_);
    if (depth <= 0) return quiescence_ > 0 ? quiesce(s, quiescence_, alpha, beta) : eval_(s, me_);
    const int who = s.currentPlayer();
    if (who == kChance) return chanceValue(s, depth, alpha, beta);
    const bool maximise = who == me_;
    auto actions = this->actions(s);
    Entry* entry = nullptr;
    std::uint64_t key = 0;
    if (remembers()) {
        key = key_(s);
        entry = entryFor(key);
        if (entry->key == key) {
            if (entry->depth == depth &&
                (entry->bound == Entry::Exact ||
                 (entry->bound == Entry::AtLeast && entry->value >= beta) ||
                 (entry->bound == Entry::AtMost && entry->value <= alpha)))
                return entry->value;
            // The best decision last time goes first.
            if (entry->best > 0 && static_cast<std::size_t>(entry->best) < actions.size())
                std::rotate(actions.begin(), actions.begin() + entry->best,
                            actions.begin() + entry->best + 1);
        }
    }
    const double alphaIn = alpha, betaIn = beta;
    const int bestBefore = entry && entry->key == key ? entry->best : -1;
    double best = maximise ? -kInf : kInf;
    std::size_t bestAt = 0;
    std::vector<Action> childLine;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        GameState& next = child(s, actions[i], depth - 1);
        childLine.clear();
        const double v = value(next, depth - 1, line ? &childLine : nullptr, alpha, beta);
        if (cancelled_ || abandoned_) return 0;
        if (maximise ? v > best : v < best) {
            best = v;
            bestAt = i;
            if (line) {
                line->assign(1, actions[i]);
                line->insert(line->end(), childLine.begin(), childLine.end());
            }
        }
        if (!prune_) continue;
        if (maximise)
            alpha = std::max(alpha, v);
        else
            beta = std::min(beta, v);
        if (alpha >= beta) break;
    }
    if (entry && nodes_ <= budget_) {
        // Stored as an index into the actions in their order before the rotation above.
        int index = static_cast<int>(bestAt);
        if (bestBefore > 0 && static_cast<std::size_t>(bestBefore) < actions.size())
            index = bestAt == 0
                        ? bestBefore
                        : (static_cast<int>(bestAt) <= bestBefore ? static_cast<int>(bestAt) - 1
                                                                  : static_cast<int>(bestAt));
        entry->key = key;
        entry->value = best;
        entry->depth = static_cast<std::int16_t>(depth);
        entry->best = static_cast<std::int16_t>(index);
        entry->bound = best <= alphaIn  ? Entry::AtMost
                       : best >= betaIn ? Entry::AtLeast
                                        : Entry::Exact;
    }
    return best;
}

double Search::quiesce(const GameState& s, int left, double alpha, double beta) {
    if (left <= 0 || nodes_ > budget_) return eval_(s, me_);
    const int who = s.currentPlayer();
    auto next = [&](const Action& a) -> GameState& {
        auto& slot = quietPool_[static_cast<std::size_t>(left - 1)];
        if (!slot || !slot->assign(s)) slot = s.clone();
        slot->advance(a);
        return *slot;
    };
    auto valueOf = [&](const GameState& c, double lo, double hi) {
        ++nodes_;
        if (cancel_ && nodes_ % kCancelCheck == 0 && cancel_->load(std::memory_order_relaxed))
            cancelled_ = true;
        if (cancelled_) return 0.0;
        const Outcome o = c.outcome();
        if (o.over) return o.winner < 0 ? 0.0 : (o.winner == me_ ? kWin : -kWin);
        return quiesce(c, left - 1, lo, hi);
    };
    if (who == kChance) {
        double total = 0;
        for (const auto& [a, p] : s.chanceOutcomes()) {
            total += p * valueOf(next(a), -kInf, kInf);
            if (cancelled_) return 0;
        }
        return total;
    }
    std::vector<Action> actions;
    const bool standPat = noisy_(s, actions);
    if (order_) order_(s, actions);
    const bool maximise = who == me_;
    double best = maximise ? -kInf : kInf;
    if (standPat || actions.empty()) {
        best = eval_(s, me_);
        if (actions.empty()) return best;
        if (maximise ? best >= beta : best <= alpha) return best;
        (maximise ? alpha : beta) = best;
    }
    for (const Action& a : actions) {
        const double v = valueOf(next(a), alpha, beta);
        if (cancelled_) return 0;
        if (maximise ? v > best : v < best) best = v;
        if (maximise)
            alpha = std::max(alpha, v);
        else
            beta = std::min(beta, v);
        if (alpha >= beta) break;
    }
    return best;
}

double Search::chanceValue(const GameState& s, int depth, double alpha, double beta) {
    const auto outcomes = s.chanceOutcomes();
    if (!chancePrune_) {
        // Every outcome with the full window, so that the expectation is exact.
        double total = 0;
        for (const auto& [a, p] : outcomes) {
            total += p * value(child(s, a, depth - 1), depth - 1, nullptr);
            if (cancelled_ || abandoned_) return 0;
        }
        return total;
    }
    // What each outcome is known to be worth at least and at most: no value
    // below lies beyond a win found at the last depth searched.
    const double most = kWin + depth;
    const std::size_t n = outcomes.size();
    std::vector<double> low(n, -most), high(n, most);
    // Star2: the first decision after each outcome, searched alone, bounds
    // that outcome from the side of whoever decides there (at least that much
    // for the searching player, at most that much for the other). Bounds on
    // every outcome may settle the node before any is searched in full, and
    // they narrow each outcome's window below; the table answers the same
    // decision again when the outcome is searched in full.
    if (chanceProbe_ && depth >= 2) {
        for (std::size_t i = 0; i < n; ++i) {
            const GameState& next = child(s, outcomes[i].first, depth - 1);
            const int who = next.outcome().over ? kNobody : next.currentPlayer();
            if (who == kNobody) {
                low[i] = high[i] = value(next, depth - 1, nullptr);
            } else if (who != kChance) {
                const double v =
                    value(child(next, firstAction(next), depth - 2), depth - 2, nullptr);
                (who == me_ ? low[i] : high[i]) = v;
            }
            if (cancelled_ || abandoned_) return 0;
        }
        double least = 0, greatest = 0;
        for (std::size_t i = 0; i < n; ++i) {
            least += outcomes[i].second * low[i];
            greatest += outcomes[i].second * high[i];
        }
        if (least >= beta) return beta;
        if (greatest <= alpha) return alpha;
    }
    // Star1: each outcome is searched with the window that keeps the
    // expectation inside (alpha, beta), given the outcomes before it and the
    // bounds of those after; one that falls outside its window settles the
    // whole node as a bound.
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        double restLow = 0, restHigh = 0; // the outcomes after this one
        for (std::size_t j = i + 1; j < n; ++j) {
            restLow += outcomes[j].second * low[j];
            restHigh += outcomes[j].second * high[j];
        }
        const auto& [a, p] = outcomes[i];
        const double from = (alpha - total - restHigh) / p;
        const double to = (beta - total - restLow) / p;
        const double v = value(child(s, a, depth - 1), depth - 1, nullptr, from, to);
        if (cancelled_ || abandoned_) return 0;
        total += p * v;
        // Fail-hard: the bound itself could round to just inside the window.
        if (v <= from) return alpha;
        if (v >= to) return beta;
    }
    return total;
}

Action Search::firstAction(const GameState& s) const {
    const auto actions = this->actions(s);
    if (remembers()) {
        const std::uint64_t key = key_(s);
        const Entry* entry = entryFor(key);
        if (entry->key == key && entry->best > 0 &&
            static_cast<std::size_t>(entry->best) < actions.size())
            return actions[static_cast<std::size_t>(entry->best)];
    }
    return actions.front();
}

std::vector<Action> Search::rememberedLine(const GameState& s, int length) const {
    std::vector<Action> line;
    auto state = s.clone();
    while (static_cast<int>(line.size()) < length && !state->outcome().over &&
           state->currentPlayer() != kChance) {
        const std::uint64_t key = key_(*state);
        const Entry* entry = entryFor(key);
        if (entry->key != key || entry->best < 0) break;
        const auto actions = this->actions(*state);
        if (static_cast<std::size_t>(entry->best) >= actions.size()) break;
        line.push_back(actions[static_cast<std::size_t>(entry->best)]);
        state->advance(line.back());
    }
    return line;
}

} // namespace

Analysis ExpectimaxAgent::think(const GameState& view, const Budget& budget) const {
    const auto actions = view.legalActions();
    const int me = view.currentPlayer();
    if (actions.empty() || me < 0) throw RulesError("there is no decision to make");
    Rng rng = rngFor(view);
    // Searched on a deal of what this player cannot see, never on the view's own
    // hidden parts.
    const auto deal = view.dealUnseen(me, rng);
    Search search(eval_, order_, key_, noisy_, limits_, me,
                  budget.nodes > 0 ? budget.nodes : limits_.nodeBudget, budget.cancel);

    Analysis result;
    if (actions.size() == 1) {
        // Nothing to choose: a static value is enough to report.
        auto child = deal->clone();
        child->advance(actions.front());
        result.best = actions.front();
        result.value = search.value(*child, 0, nullptr);
        result.line = {result.best};
        result.nodes = search.nodes();
        return result;
    }
    // Shuffled so that equal moves are chosen among at random (from the seed).
    std::vector<Action> order = actions;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    if (order_) order_(view, order);
    std::vector<double> noise(order.size(), 0.0);
    if (limits_.noise > 0)
        for (double& n : noise)
            n = limits_.noise * (static_cast<double>(rng.below(1000)) / 1000.0 - 0.5);
    result.best = order.front();
    result.line = {result.best};

    // Deepen while the budget lasts. Without pruning an unfinished pass is
    // dropped, so every root move is always compared at the same depth. With
    // pruning the previous pass's best move goes first, so a pass cut short by
    // the budget still knows that move's deeper value, and any later root move
    // that finished above it is better at that depth too: the finished part is
    // kept, and the budget is spent on the deepest pass rather than thrown away.
    std::vector<double> values(order.size());
    std::vector<Action> line, bestLine;
    const int deepest = budget.depth > 0 ? budget.depth : limits_.depth;
    for (int depth = 1; depth <= deepest; ++depth) {
        search.setAbandonOverBudget(limits_.prune && depth > 1);
        double best = -std::numeric_limits<double>::infinity();
        std::size_t pick = 0, finished = 0;
        for (std::size_t i = 0; i < order.size() && !search.stop(); ++i) {
            GameState& child = search.child(*deal, order[i], depth - 1);
            line.clear();
            // Pruning, a move that cannot beat the best so far is only bounded.
            const double alpha = limits_.prune ? best - noise[i] : -kInf;
            // Remembering, the line is read from the table afterwards, so that
            // a state met again can be answered from it without its line.
            const double v =
                search.value(child, depth - 1, search.remembers() ? nullptr : &line, alpha, kInf);
            if (search.abandoned() || search.cancelled()) break;
            values[i] = v;
            finished = i + 1;
            if (values[i] + noise[i] > best) {
                best = values[i] + noise[i];
                pick = i;
                if (search.remembers()) line = search.rememberedLine(child, depth - 1);
                bestLine.assign(1, order[i]);
                bestLine.insert(bestLine.end(), line.begin(), line.end());
            }
        }
        if (search.cancelled() || finished == 0) break;
        if (search.overBudget() && depth > 1 && !search.abandoned()) break;
        result.best = order[pick];
        result.value = values[pick];
        result.line = bestLine;
        result.depth = depth;
        if (finished == order.size()) result.completedDepth = depth;
        // The choice first (noise may have preferred it), then best to worst;
        // root moves a cut-short pass did not reach keep their shallower values.
        result.ranked.assign(1, {order[pick], values[pick]});
        for (std::size_t i = 0; i < order.size(); ++i)
            if (i != pick) result.ranked.push_back({order[i], values[i]});
        std::stable_sort(result.ranked.begin() + 1, result.ranked.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        if (search.abandoned()) break;
        if (!limits_.prune) continue;
        result.rankedExact = false;
        // The best move so far goes first next time, for earlier cut-offs.
        const auto at = static_cast<std::ptrdiff_t>(pick);
        std::rotate(order.begin(), order.begin() + at, order.begin() + at + 1);
        std::rotate(noise.begin(), noise.begin() + at, noise.begin() + at + 1);
    }
    result.nodes = search.nodes();
    result.cancelled = search.cancelled();
    return result;
}

} // namespace hatrack
