#include "pawns_search.h"

#include "pawns_game.h"
#include "pawns_state.h"

#include <algorithm>
#include <limits>

namespace hatrack::pawns {

namespace {

constexpr double kWin = 1e6;
constexpr double kInf = std::numeric_limits<double>::infinity();

// Only checkmate wins, so material alone lets a search drift into stalemate
// and the 50-move draw. The hard player also weighs how close `hunter` is to
// mating the other side's king: every square around that king it cannot use
// (guarded, or blocked by its own pieces), a check, and hunters nearby; and
// while `hunter` may not attack kings yet, each hat identified brings the
// moment it may closer.
double hunt(const Board& b, int hunter) {
    using namespace rules;
    const int prey = 1 - hunter;
    double v = 0;
    for (int p = prey * 8; p < prey * 8 + 8; ++p) {
        const int k = b.pawnSq[static_cast<std::size_t>(p)];
        if (k < 0 || typeOf(b, p) != kKing) continue;
        if (!mayAttackKings(b, hunter)) {
            v += 12.0 * (kHats - unidentified(b));
            continue;
        }
        if (attacks(b, k, hunter)) v += 50;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int r = rowOf(k) + dr, c = colOf(k) + dc;
                if ((!dr && !dc) || r < 0 || r > 7 || c < 0 || c > 7) continue;
                const int t = r * 8 + c;
                const int there = b.piece[static_cast<std::size_t>(t)];
                if ((there >= 0 && ownerOf(there) == prey) || attacks(b, t, hunter)) v += 22;
            }
        // An edge or a corner leaves the king fewer squares.
        const int fromEdge = std::min({rowOf(k), 7 - rowOf(k), colOf(k), 7 - colOf(k)});
        v += 15.0 * (3 - fromEdge);
        for (int q = hunter * 8; q < hunter * 8 + 8; ++q) {
            const int s = b.pawnSq[static_cast<std::size_t>(q)];
            if (s >= 0 && typeOf(b, q) != kUnknown)
                v -= 4.0 * std::max(std::abs(rowOf(s) - rowOf(k)), std::abs(colOf(s) - colOf(k)));
        }
    }
    return v;
}

double evaluateHard(const GameState& state, int player) {
    const Board& b = static_cast<const PawnsState&>(state).position();
    return evaluate(state, player) + hunt(b, player) - hunt(b, 1 - player);
}

class Search {
  public:
    Search(int me, std::uint64_t budget, const std::atomic<bool>* cancel)
        : me_(me), budget_(budget), cancel_(cancel) {}

    double value(const GameState& s, int depth, double alpha, double beta) {
        ++nodes_;
        if (cancel_ && nodes_ % 1024 == 0 && cancel_->load(std::memory_order_relaxed))
            cancelled_ = true;
        if (cancelled_) return 0;
        const Outcome o = s.outcome();
        if (o.over) return o.winner < 0 ? 0 : (o.winner == me_ ? kWin + depth : -kWin - depth);
        if (depth <= 0 || nodes_ > budget_) return evaluateHard(s, me_);
        const int who = s.currentPlayer();
        if (who == kChance) {
            double total = 0;
            for (const auto& [a, p] : s.chanceOutcomes()) {
                auto child = s.clone();
                child->applyAction(a);
                total += p * value(*child, depth - 1, -kInf, kInf);
            }
            return total;
        }
        auto actions = ordered(s);
        const bool maximise = who == me_;
        double best = maximise ? -kInf : kInf;
        for (const Action& a : actions) {
            auto child = s.clone();
            child->applyAction(a);
            const double v = value(*child, depth - 1, alpha, beta);
            if (cancelled_) return 0;
            if (maximise) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta) break;
        }
        return best;
    }

    // Captures and punches first, then the rest in the order given.
    static std::vector<Action> ordered(const GameState& s) {
        auto actions = s.legalActions();
        const auto& p = static_cast<const PawnsState&>(s);
        std::stable_partition(actions.begin(), actions.end(), [&](const Action& a) {
            return a.kind == kPunch ||
                   (a.kind == kMove && p.position().piece[static_cast<std::size_t>(a.b)] >= 0);
        });
        return actions;
    }

    std::uint64_t nodes() const { return nodes_; }
    bool overBudget() const { return nodes_ > budget_; }
    bool cancelled() const { return cancelled_; }
    bool stop() {
        if (cancel_ && cancel_->load(std::memory_order_relaxed)) cancelled_ = true;
        return cancelled_;
    }

  private:
    int me_;
    std::uint64_t budget_;
    const std::atomic<bool>* cancel_;
    std::uint64_t nodes_ = 0;
    bool cancelled_ = false;
};

} // namespace

Analysis PawnsSearchAgent::think(const GameState& view, const Budget& budget) const {
    const auto actions = view.legalActions();
    const int me = view.currentPlayer();
    if (actions.empty() || me < 0) throw RulesError("there is no decision to make");
    Rng rng = rngFor(view);
    const auto deal = view.dealUnseen(me, rng);
    Search search(me, budget.nodes > 0 ? budget.nodes : nodeBudget_, budget.cancel);
    Analysis result;
    result.best = actions.front();
    result.line = {result.best};
    if (actions.size() == 1) {
        auto child = deal->clone();
        child->applyAction(actions.front());
        result.value = search.value(*child, 0, -kInf, kInf);
        result.nodes = search.nodes();
        return result;
    }
    // Shuffled from the seed so that equal moves vary, then captures first.
    std::vector<Action> order = actions;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    const auto& p = static_cast<const PawnsState&>(view);
    std::stable_partition(order.begin(), order.end(), [&](const Action& a) {
        return a.kind == kPunch ||
               (a.kind == kMove && p.position().piece[static_cast<std::size_t>(a.b)] >= 0);
    });
    std::vector<double> values(order.size());
    for (int depth = 1; depth <= maxDepth_; ++depth) {
        double alpha = -kInf;
        std::size_t pick = 0;
        for (std::size_t i = 0; i < order.size() && !search.stop(); ++i) {
            auto child = deal->clone();
            child->applyAction(order[i]);
            values[i] = search.value(*child, depth - 1, alpha, kInf);
            if (values[i] > alpha) {
                alpha = values[i];
                pick = i;
            }
        }
        if (search.cancelled() || (search.overBudget() && depth > 1)) break;
        result.best = order[pick];
        result.value = values[pick];
        result.line = {result.best};
        result.depth = depth;
        result.ranked.assign(1, {order[pick], values[pick]});
        for (std::size_t i = 0; i < order.size(); ++i)
            if (i != pick) result.ranked.push_back({order[i], values[i]});
        std::stable_sort(result.ranked.begin() + 1, result.ranked.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        result.rankedExact = false;
        // The best move so far is searched first next time, for earlier cut-offs.
        std::rotate(order.begin(), order.begin() + static_cast<long>(pick),
                    order.begin() + static_cast<long>(pick) + 1);
        std::rotate(values.begin(), values.begin() + static_cast<long>(pick),
                    values.begin() + static_cast<long>(pick) + 1);
    }
    result.nodes = search.nodes();
    result.cancelled = search.cancelled();
    return result;
}

} // namespace hatrack::pawns
