#include "search.h"

#include "checkers_state.h"

#include <algorithm>
#include <bit>

namespace hatrack::checkers {

namespace {

constexpr int kWin = 100000;
constexpr int kMaxPly = 64;
constexpr int kManValue = 100;
constexpr int kKingValue = 145;
// Men are worth more the nearer they come to their crowning row.
constexpr int kAdvance[8] = {0, 1, 2, 4, 6, 9, 13, 0};
constexpr Bits kCentre = (1u << 13) | (1u << 14) | (1u << 17) | (1u << 18);
constexpr Bits kBlackHome = 0x0000000Fu;
constexpr Bits kWhiteHome = 0xF0000000u;

std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t hashOf(const Position& p) {
    return mix(p.black * 0x9E3779B97F4A7C15ULL ^ (std::uint64_t{p.white} << 32)) ^
           mix(p.kings + 0x632BE59BD9B4E019ULL * (p.toMove + 1));
}

int distance(int a, int b) {
    return std::max(std::abs(Geometry::row(a) - Geometry::row(b)),
                    std::abs(Geometry::col(a) - Geometry::col(b)));
}

int sideScore(Bits mine, Bits kings, int side, bool opponentHasMen) {
    const Bits men = mine & ~kings;
    int score = kManValue * std::popcount(men) + kKingValue * std::popcount(mine & kings);
    for (Bits b = men; b; b &= b - 1) {
        const int row = Geometry::row(std::countr_zero(b));
        score += kAdvance[side == 0 ? row : 7 - row];
    }
    if (opponentHasMen) score += 6 * std::popcount(men & (side == 0 ? kBlackHome : kWhiteHome));
    score += 4 * std::popcount(mine & kCentre);
    for (Bits b = mine & kings; b; b &= b - 1) {
        const int c = Geometry::col(std::countr_zero(b));
        if (c == 0 || c == 7) score -= 6;
    }
    return score;
}

// The side ahead wants trades and wants its kings near the enemy, so that won
// endings get played out instead of shuffled.
int endgameTerms(const Position& p, int material) {
    if (material == 0) return 0;
    const int pieces = std::popcount(p.occupied());
    int score = material * 24 / (pieces + 4);
    const bool blackAhead = material > 0;
    const Bits hunters = (blackAhead ? p.black : p.white) & p.kings;
    const Bits prey = blackAhead ? p.white : p.black;
    if (pieces <= 10 && prey) {
        int total = 0;
        for (Bits h = hunters; h; h &= h - 1) {
            int nearest = 8;
            for (Bits q = prey; q; q &= q - 1)
                nearest = std::min(nearest, distance(std::countr_zero(h), std::countr_zero(q)));
            total += nearest;
        }
        score += (blackAhead ? -3 : 3) * total;
    }
    return score;
}

struct TTEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int8_t depth = -1;
    std::int8_t flag = 0; // 0 exact, 1 lower bound, 2 upper bound
    std::uint8_t best = 0;
};

constexpr std::size_t kTTSize = 1u << 17;

thread_local std::vector<TTEntry> tt;

} // namespace

int evaluate(const Position& p) {
    const int black = sideScore(p.black, p.kings, 0, (p.white & ~p.kings) != 0);
    const int white = sideScore(p.white, p.kings, 1, (p.black & ~p.kings) != 0);
    const int material = (kManValue * std::popcount(p.black & ~p.kings) +
                          kKingValue * std::popcount(p.black & p.kings)) -
                         (kManValue * std::popcount(p.white & ~p.kings) +
                          kKingValue * std::popcount(p.white & p.kings));
    const int score = black - white + endgameTerms(p, material);
    return p.toMove == 0 ? score : -score;
}

bool Searcher::repeated(const Position& p, int) const {
    // path_ ends with p itself; an earlier equal position with the same side to move draws.
    for (std::size_t i = path_.size() >= 3 ? path_.size() - 3 : 0; i-- > 0;)
        if (path_[i] == p) return true;
    return false;
}

int Searcher::negamax(const Position& p, int depth, int alpha, int beta, int ply) {
    if (++nodes_ > budget_) aborted_ = true;
    if (aborted_) return 0;
    if (ply > 0 && repeated(p, ply)) return 0;
    MoveList moves;
    p.generate(moves);
    if (moves.size == 0) return -kWin + ply;
    const bool forced = moves.moves[0].isCapture();
    if ((depth <= 0 && !forced) || ply >= kMaxPly) return evaluate(p);
    if (moves.size == 1 && depth > 0) ++depth; // a forced reply costs no depth

    const std::uint64_t key = hashOf(p);
    TTEntry& entry = tt[key & (kTTSize - 1)];
    int first = 0;
    if (entry.key == key) {
        if (entry.depth >= depth) {
            if (entry.flag == 0) return entry.score;
            if (entry.flag == 1 && entry.score >= beta) return entry.score;
            if (entry.flag == 2 && entry.score <= alpha) return entry.score;
        }
        if (entry.best < moves.size) first = entry.best;
    }
    std::swap(moves.moves[0], moves.moves[first]);
    if (forced) // longer captures first: they tend to be the strong ones
        std::stable_sort(moves.moves.begin() + 1, moves.moves.begin() + moves.size,
                         [](const Move& a, const Move& b) {
                             return std::popcount(a.captured) > std::popcount(b.captured);
                         });

    const int alphaIn = alpha;
    int best = -kWin - 1, bestIndex = 0;
    for (int i = 0; i < moves.size; ++i) {
        Position child = p;
        child.apply(moves.moves[i]);
        path_.push_back(child);
        const int score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        path_.pop_back();
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            bestIndex = i;
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) break;
    }
    // Undo the swap so the stored index names the move in generation order.
    if (bestIndex == 0)
        bestIndex = first;
    else if (bestIndex == first)
        bestIndex = 0;
    TTEntry& slot = tt[key & (kTTSize - 1)];
    slot = {key, best, static_cast<std::int8_t>(std::max(depth, 0)),
            static_cast<std::int8_t>(best <= alphaIn ? 2
                                     : best >= beta  ? 1
                                                     : 0),
            static_cast<std::uint8_t>(bestIndex)};
    return best;
}

SearchResult Searcher::search(const Position& root, const MoveList& rootMoves,
                              const std::vector<Position>& history, const SearchLimits& limits) {
    tt.assign(kTTSize, TTEntry{});
    nodes_ = 0;
    budget_ = limits.nodeBudget;
    aborted_ = false;
    std::vector<Move> order(rootMoves.begin(), rootMoves.end());
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);

    SearchResult result;
    result.best = order.front();
    if (order.size() == 1) return result;
    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        std::vector<int> scores(order.size(), -kWin - 1);
        int alpha = -kWin - 1;
        for (std::size_t i = 0; i < order.size(); ++i) {
            Position child = root;
            child.apply(order[i]);
            path_ = history;
            path_.push_back(child);
            // With a margin every root move needs a true score, not just a bound.
            const int lower = limits.randomMargin > 0 ? -kWin - 1 : alpha;
            scores[i] = -negamax(child, depth - 1, -kWin - 1, -lower, 1);
            if (aborted_) break;
            alpha = std::max(alpha, scores[i]);
        }
        if (aborted_) break;
        const int bestScore = *std::max_element(scores.begin(), scores.end());
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < order.size(); ++i)
            if (scores[i] >= bestScore - limits.randomMargin) candidates.push_back(i);
        const std::size_t pick = candidates.size() == 1 || limits.randomMargin == 0
                                     ? candidates.front()
                                     : candidates[rng_.below(candidates.size())];
        result.best = order[pick];
        result.score = scores[pick];
        result.depth = depth;
        // Keep the chosen move first so the next iteration searches it first.
        std::rotate(order.begin(), order.begin() + static_cast<long>(pick),
                    order.begin() + static_cast<long>(pick) + 1);
        if (std::abs(bestScore) > kWin - 100) break; // a forced result is already found
    }
    result.nodes = nodes_;
    return result;
}

Action CheckersAgent::choose(const GameState& state) {
    return planTurn(state).front();
}

std::vector<Action> CheckersAgent::planTurn(const GameState& state) {
    const auto* game = dynamic_cast<const CheckersState*>(&state);
    if (!game) throw RulesError("the checkers player can only play checkers");
    const MoveList moves = game->wholeMoves();
    if (moves.size == 0) throw RulesError("there is no decision to make");
    last_ = searcher_.search(game->position(), moves, game->history(), limits_);
    std::vector<Action> plan;
    int at = last_.best.from;
    for (int i = 0; i < last_.best.hops; ++i) {
        plan.push_back(Action{kHop, at, last_.best.path[i], -1});
        at = last_.best.path[i];
    }
    return plan;
}

} // namespace hatrack::checkers
