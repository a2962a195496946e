// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "checkers_state.h"
#include "endgame_db.h"
#include "large_table.h"
#include "learned_eval.h"
#include "material.h"
#include "opening_book.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <memory>
#include <mutex>

namespace hatrack::checkers {

namespace {

constexpr int kWin = 100000;
constexpr int kDatabaseWin = 90000;
constexpr int kMaxPly = 64;
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
    int score = kManValue * countBits(men) + kKingValue * countBits(mine & kings);
    for (Bits b = men; b; b &= b - 1) {
        const int row = Geometry::row(std::countr_zero(b));
        score += kAdvance[side == 0 ? row : 7 - row];
    }
    if (opponentHasMen) score += 6 * countBits(men & (side == 0 ? kBlackHome : kWhiteHome));
    score += 4 * countBits(mine & kCentre);
    for (Bits b = mine & kings; b; b &= b - 1) {
        const int c = Geometry::col(std::countr_zero(b));
        if (c == 0 || c == 7) score -= 6;
    }
    return score;
}

// Black's material less White's.
int materialOf(const Position& p) {
    return (kManValue * countBits(p.black & ~p.kings) + kKingValue * countBits(p.black & p.kings)) -
           (kManValue * countBits(p.white & ~p.kings) + kKingValue * countBits(p.white & p.kings));
}

// The side ahead wants trades and wants its kings near the enemy, so that won
// endings get played out instead of shuffled.
int endgameTerms(const Position& p, int material) {
    if (material == 0) return 0;
    const int pieces = countBits(p.occupied());
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

// Won and lost scores count plies from the root, but the table keeps them
// counted from the position itself, so a position met again at another ply
// reads back the distance that holds there.
constexpr int kWonFrom = kWin - kMaxPly - 1;

int toTable(int score, int ply) {
    return score >= kWonFrom ? score + ply : score <= -kWonFrom ? score - ply : score;
}

int fromTable(int score, int ply) {
    return score >= kWonFrom ? score - ply : score <= -kWonFrom ? score + ply : score;
}

struct TTEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    // The search that wrote it: an entry of any other search is empty.
    std::uint32_t generation = 0;
    std::int8_t depth = 0;
    std::int8_t flag = 0;  // 0 exact, 1 lower bound, 2 upper bound, 3 only the move
    std::uint8_t best = 0; // index in the order orderCaptures() leaves
};

// The first entry keeps the deeper search, the second the latest one.
struct TTBucket {
    TTEntry deep;
    TTEntry recent;
};

// Tables are kept from search to search: clearing or allocating one for
// every search would cost more than many small searches themselves. A search
// borrows one no other search is using and gives it back when done; it uses
// the first buckets it is sized for and sees only its own entries, so what it
// finds never depends on the searches before it. (Not one per thread: a
// thread_local table, freed as its thread ended, sometimes crashed the Windows
// build in MinGW's thread-exit clean-up, under Wine 1 run in 6 of a
// two-thread selfplay.)
struct SearchTable {
    LargeTable<TTBucket> buckets;
    std::uint32_t generation = 0;
};

class TableLease {
  public:
    TableLease() {
        const std::lock_guard<std::mutex> hold(lock());
        auto& idle = spare();
        if (idle.empty()) {
            table_ = std::make_unique<SearchTable>();
        } else {
            table_ = std::move(idle.back());
            idle.pop_back();
        }
    }
    ~TableLease() {
        const std::lock_guard<std::mutex> hold(lock());
        spare().push_back(std::move(table_));
    }
    TableLease(const TableLease&) = delete;
    TableLease& operator=(const TableLease&) = delete;
    SearchTable& operator*() const { return *table_; }

  private:
    // Never destroyed: a search still running as the process ends gives its
    // table back to a list that is still there.
    static std::mutex& lock() {
        static auto* m = new std::mutex;
        return *m;
    }
    static std::vector<std::unique_ptr<SearchTable>>& spare() {
        static auto* tables = new std::vector<std::unique_ptr<SearchTable>>;
        return *tables;
    }
    std::unique_ptr<SearchTable> table_;
};

// About one bucket for every four nodes of the budget: most nodes are leaves
// that store nothing.
std::size_t bucketsFor(std::uint64_t budget) {
    std::size_t n = std::size_t{1} << 12;
    while (n < budget / 4 && n < (std::size_t{1} << 21)) n <<= 1;
    return n;
}

// Killer slots start zeroed, with no hops.
bool isKiller(const Move& m, const Move& killer) {
    return m.hops > 0 && sameMove(m, killer);
}
constexpr int kNoRepeat = std::numeric_limits<int>::max();
// How often the cancel flag is read (a power of two): rarely enough to cost
// nothing, often enough that a cancelled search stops within a millisecond.
constexpr std::uint64_t kCancelCheck = 1024;
// A managed search's score falling by more than this from one iteration to
// the next (a fifth of a man) earns the move more nodes.
constexpr int kManagedFall = 20;

// Longer captures first: they tend to be the strong ones. The order depends on
// the position alone, so the table's move index names the same move next time.
void orderCaptures(MoveList& moves) {
    const auto longer = [](const Move& x, const Move& y) {
        return countBits(x.captured) > countBits(y.captured);
    };
    const auto end = moves.moves.begin() + moves.size;
    // Most lists are in order already; stable_sort would still take a buffer.
    if (moves.size > 1 && moves.moves[0].isCapture() &&
        !std::is_sorted(moves.moves.begin(), end, longer))
        std::stable_sort(moves.moves.begin(), end, longer);
}

std::vector<Action> hopsOf(const Move& m) {
    std::vector<Action> hops;
    int at = m.from;
    for (int i = 0; i < m.hops; ++i) {
        hops.push_back(Action{kHop, at, m.path[i], -1});
        at = m.path[i];
    }
    return hops;
}

// Below a won or database score: a margin on these means something.
constexpr int kSureScore = 80000;
// A quarter of a man: how far above beta a shallow search must stay for ProbCut.
constexpr int kProbCutMargin = 25;

bool crowns(const Position& p, const Move& m) {
    const Bits crownRow = p.toMove == 0 ? kBlackCrownRow : kWhiteCrownRow;
    return !(p.kings >> m.from & 1u) && ((Bits{1} << m.to()) & crownRow);
}

// One search: everything it keeps lives here and dies with it.
class Searcher {
  public:
    Searcher(Rng rng, const std::atomic<bool>* cancel, const SearchLimits& limits)
        : rng_(rng), cancel_(cancel), buckets_(bucketsFor(limits.nodeBudget)),
          db_(limits.endgamePieces > 0 ? &EndgameDb::upTo(limits.endgamePieces) : nullptr),
          learned_(limits.learnedEval), selective_(limits.selective),
          weights_(limits.weights ? limits.weights : &LearnedEval::builtIn()) {
        SearchTable& table = *lease_;
        if (table.buckets.size() < buckets_) table.buckets.reset(buckets_);
        tt_ = table.buckets.data();
        generation_ = ++table.generation;
    }
    SearchResult run(const Position& root, const MoveList& rootMoves,
                     const std::vector<Position>& history, const SearchLimits& limits);

  private:
    int negamax(const Position& p, int depth, int alpha, int beta, int ply);
    // The score of p, path_'s last position, at `ply`.
    int value(const Position& p, int ply) {
        if (!learned_) return evaluate(p);
        if (weights_ != &LearnedEval::builtIn()) return evaluateLearned(p, *weights_);
        const int terms = endgameTerms(p, materialOf(p));
        return LearnedEval::fromSums(sumsAt(ply)[static_cast<std::size_t>(p.toMove)]) +
               (p.toMove == 0 ? terms : -terms);
    }
    // The network's first-layer sums of the position at `ply` on the line
    // being searched (path_'s last is at `ply`), for both viewers: carried
    // from the nearest position above it whose sums are kept.
    const std::array<LearnedEval::Sums, 2>& sumsAt(int ply);
    const TTEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, TTEntry e);
    // The moves in the order to try them: the table's move, the longest
    // captures, the killers at this ply, then by history.
    void order(const MoveList& moves, int first, int ply, int side,
               std::array<std::uint8_t, 128>& out) const;
    void rewardQuiet(const Move& m, int side, int depth, int ply);
    // How many plies less the n-th move tried is first searched: late quiet
    // moves, not captures or crownings, one ply on the principal line and up
    // to two off it.
    int reductionFor(const Position& p, const Move& m, int n, int depth, bool pvNode) const {
        if (!selective_ || depth < 2 || n < (pvNode ? 3 : 1) || m.isCapture() || crowns(p, m))
            return 0;
        return !pvNode && n >= 4 ? 2 : 1;
    }
    // After an iteration cut off by the budget: if one of the `finished` root
    // moves proved better than the first, which the last iteration chose, it
    // is the better choice at the greater depth.
    static void adoptUnfinished(const std::vector<int>& scores,
                                const std::vector<std::vector<Move>>& lines, std::size_t finished,
                                const std::vector<Move>& order, SearchResult& result);
    // Where in path_ the position p (path_'s last) occurred before, or kNoRepeat.
    int repetitionOf(const Position& p) const;
    // The line `pv` begins, carried on from the table where the search's own
    // record of it stops (a table hit ends it early), up to `length` moves.
    std::vector<Move> principalLine(const Position& root, std::vector<Move> pv,
                                    std::vector<Position> seen, int length) const;

    Rng rng_;
    const std::atomic<bool>* cancel_;
    std::size_t buckets_;
    TableLease lease_;
    TTBucket* tt_;
    std::uint32_t generation_;
    const EndgameDb* db_;
    bool learned_;
    bool selective_;
    const LearnedWeights* weights_;
    std::array<std::array<Move, 2>, kMaxPly + 2> killers_{};
    std::array<std::array<std::array<int, 32>, 32>, 2> history_{};
    std::uint64_t nodes_ = 0;
    std::uint64_t budget_ = 0;
    bool aborted_ = false;
    bool cancelled_ = false;
    std::vector<Position> path_;
    // The game's positions before the root: every line searched starts from them.
    int sharedPath_ = 0;
    // Set by each negamax() call: the earliest index in path_ after sharedPath_
    // that a repetition draw below it went back to, or kNoRepeat. A score that
    // rests on a position searched before the node's own depends on the line
    // that led there, so the table never keeps it.
    int reachedBack_ = kNoRepeat;
    // The best line found below each ply, as in any principal-variation search:
    // a move that raises alpha at ply n takes over the line below it.
    std::vector<std::array<Move, kMaxPly + 2>> pv_ =
        std::vector<std::array<Move, kMaxPly + 2>>(kMaxPly + 2);
    std::array<int, kMaxPly + 2> pvLength_{};
    // The sums of the last position scored, or passed on the way, at each ply.
    struct Kept {
        Position of;
        bool valid = false;
        std::array<LearnedEval::Sums, 2> sums;
    };
    std::array<Kept, kMaxPly + 2> kept_{};
};

const std::array<LearnedEval::Sums, 2>& Searcher::sumsAt(int ply) {
    const std::size_t last = path_.size() - 1;
    const auto at = [&](int k) -> const Position& {
        return path_[last - static_cast<std::size_t>(ply - k)];
    };
    // The root is not on path_: ply 1, the first position the search made, is
    // as far up as the sums are carried from.
    int k = ply;
    while (k > 1 && !(kept_[static_cast<std::size_t>(k)].valid &&
                      kept_[static_cast<std::size_t>(k)].of == at(k)))
        --k;
    Kept& first = kept_[static_cast<std::size_t>(k)];
    if (!first.valid || !(first.of == at(k))) {
        first.of = at(k);
        first.valid = true;
        for (int viewer = 0; viewer < 2; ++viewer)
            LearnedEval::sumsOf(first.of, viewer, first.sums[static_cast<std::size_t>(viewer)]);
    }
    for (++k; k <= ply; ++k) {
        const Kept& above = kept_[static_cast<std::size_t>(k - 1)];
        Kept& here = kept_[static_cast<std::size_t>(k)];
        here.of = at(k);
        here.valid = true;
        for (int viewer = 0; viewer < 2; ++viewer) {
            here.sums[static_cast<std::size_t>(viewer)] =
                above.sums[static_cast<std::size_t>(viewer)];
            LearnedEval::updateSums(above.of, here.of, viewer,
                                    here.sums[static_cast<std::size_t>(viewer)]);
        }
    }
    return kept_[static_cast<std::size_t>(ply)].sums;
}

int Searcher::repetitionOf(const Position& p) const {
    // An earlier equal position with the same side to move draws. A man never
    // moves back and a piece never comes back, so once the men or the number
    // of pieces differ, every earlier position differs too: only the stretch
    // of king moves since the last man moved or piece fell is looked at.
    const Bits blackMen = p.black & ~p.kings, whiteMen = p.white & ~p.kings;
    const int pieces = countBits(p.occupied());
    for (auto i = static_cast<std::ptrdiff_t>(path_.size()) - 5; i >= 0; i -= 2) {
        const Position& q = path_[static_cast<std::size_t>(i)];
        if ((q.black & ~q.kings) != blackMen || (q.white & ~q.kings) != whiteMen ||
            countBits(q.occupied()) != pieces)
            break;
        if (q == p) return static_cast<int>(i);
    }
    return kNoRepeat;
}

int Searcher::negamax(const Position& p, int depth, int alpha, int beta, int ply) {
    if (++nodes_ > budget_)
        aborted_ = true;
    else if ((nodes_ & (kCancelCheck - 1)) == 0 && cancel_ &&
             cancel_->load(std::memory_order_relaxed))
        aborted_ = cancelled_ = true;
    reachedBack_ = kNoRepeat;
    if (aborted_) return 0;
    pvLength_[ply] = 0;
    if (ply > 0) {
        const int earlier = repetitionOf(p);
        if (earlier != kNoRepeat) {
            if (earlier >= sharedPath_) reachedBack_ = earlier;
            return 0;
        }
    }
    if (db_ && ply > 0 && countBits(p.occupied()) <= db_->maxPieces()) {
        EndgameDb::Entry e;
        db_->probe(p, e);
        if (e.result == EndgameDb::Entry::Draw) return 0;
        const int score = kDatabaseWin - 256 * e.materialRank - e.plies;
        return e.result == EndgameDb::Entry::Win ? score : -score;
    }
    // Most nodes are leaves: whether a capture or any move is left decides
    // there, without building the moves.
    if ((depth <= 0 || ply >= kMaxPly) && !p.hasCapture())
        return p.hasMove() ? value(p, ply) : -kWin + ply;
    // The table's slot is fetched from memory while the moves are generated.
    const std::uint64_t key = hashOf(p);
#if defined(__GNUC__)
    __builtin_prefetch(tt_ + (key & (buckets_ - 1)));
#endif
    MoveList moves;
    p.generate(moves);
    orderCaptures(moves);
    if (moves.size == 0) return -kWin + ply;
    if (ply >= kMaxPly) return value(p, ply);
    if (moves.size == 1 && depth > 0) ++depth; // a forced reply costs no depth

    int first = -1;
    if (const TTEntry* entry = probe(key)) {
        if (entry->depth >= depth && entry->flag != 3) {
            const int score = fromTable(entry->score, ply);
            if (entry->flag == 0) return score;
            if (entry->flag == 1 && score >= beta) return score;
            if (entry->flag == 2 && score <= alpha) return score;
        }
        if (entry->best < moves.size) first = entry->best;
    }
    std::array<std::uint8_t, 128> tryOrder;
    // order() fills one entry a move and there is at least one move; set
    // here, the first entry is plainly set for the compiler too.
    tryOrder[0] = 0;
    order(moves, first, ply, p.toMove, tryOrder);

    const int alphaIn = alpha;
    int best = -kWin - 1, bestIndex = tryOrder[0], reachedBack = kNoRepeat;
    int storeDepth = std::max(depth, 0);
    // ProbCut: away from the principal line, a move whose captures played
    // out, then a search four plies shallower, both stay a margin above beta
    // is taken to hold beta at full depth too.
    const bool probCut =
        selective_ && beta - alpha == 1 && depth > 4 && std::abs(beta) < kSureScore;
    for (int n = 0; n < moves.size; ++n) {
        const int i = tryOrder[static_cast<std::size_t>(n)];
        Position child = p;
        child.apply(moves.moves[i]);
        path_.push_back(child);
        if (probCut) {
            const int probBeta = beta + kProbCutMargin;
            int v = -negamax(child, 0, -probBeta, -probBeta + 1, ply + 1);
            if (!aborted_ && v >= probBeta)
                v = -negamax(child, depth - 4, -probBeta, -probBeta + 1, ply + 1);
            if (aborted_) {
                path_.pop_back();
                return 0;
            }
            if (v >= probBeta) {
                path_.pop_back();
                best = v - kProbCutMargin;
                bestIndex = i;
                reachedBack = reachedBack_;
                storeDepth = depth - 3;
                break;
            }
        }
        // Principal variation search: after the first move, each other move
        // only has to be shown no better, with a window of width one; one
        // that turns out better is searched again with the full window.
        int score;
        if (n == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
            // A quiet move late in the order rarely proves best: it is first
            // searched less deep, and fully only if it then looks better.
            const int reduction = reductionFor(p, moves.moves[i], n, depth, beta - alpha > 1);
            score = reduction > 0
                        ? -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1)
                        : alpha + 1;
            if (!aborted_ && score > alpha)
                score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (!aborted_ && score > alpha && score < beta) {
                const int nullReach = reachedBack_;
                score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
                reachedBack_ = std::min(reachedBack_, nullReach);
            }
        }
        path_.pop_back();
        if (aborted_) return 0;
        reachedBack = std::min(reachedBack, reachedBack_);
        if (score > best) {
            best = score;
            bestIndex = i;
        }
        if (score > alpha && score < beta) { // a cut-off is no part of the line
            pv_[ply][0] = moves.moves[i];
            std::copy_n(pv_[ply + 1].begin(), pvLength_[ply + 1], pv_[ply].begin() + 1);
            pvLength_[ply] = pvLength_[ply + 1] + 1;
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) {
            // The bound rests on this move alone.
            reachedBack = reachedBack_;
            if (!moves.moves[i].isCapture()) rewardQuiet(moves.moves[i], p.toMove, depth, ply);
            break;
        }
    }
    // A draw that went back to p itself holds wherever p is met; one that went
    // back further does not.
    const int here = static_cast<int>(path_.size()) - 1;
    reachedBack_ = reachedBack < here ? reachedBack : kNoRepeat;
    if (reachedBack_ != kNoRepeat) {
        // The move still orders the next search of p well.
        store(key, {key, 0, 0, -1, 3, static_cast<std::uint8_t>(bestIndex)});
        return best;
    }
    store(key, {key, toTable(best, ply), 0, static_cast<std::int8_t>(storeDepth),
                static_cast<std::int8_t>(best <= alphaIn ? 2
                                         : best >= beta  ? 1
                                                         : 0),
                static_cast<std::uint8_t>(bestIndex)});
    return best;
}

const TTEntry* Searcher::probe(std::uint64_t key) const {
    const TTBucket& b = tt_[key & (buckets_ - 1)];
    if (b.deep.key == key && b.deep.generation == generation_) return &b.deep;
    if (b.recent.key == key && b.recent.generation == generation_) return &b.recent;
    return nullptr;
}

void Searcher::store(std::uint64_t key, TTEntry e) {
    TTBucket& b = tt_[key & (buckets_ - 1)];
    e.generation = generation_;
    const bool deepMine = b.deep.generation == generation_;
    const bool recentSame = b.recent.key == key && b.recent.generation == generation_;
    if (deepMine && b.deep.key == key) {
        // A move-only entry never replaces a score for the same position.
        if (e.flag != 3 || b.deep.flag == 3)
            b.deep = e;
        else
            b.deep.best = e.best;
    } else if (!deepMine || e.depth >= b.deep.depth) {
        if (recentSame) b.recent.generation = 0;
        b.deep = e;
    } else if (!recentSame || e.flag != 3 || b.recent.flag == 3) {
        b.recent = e;
    } else {
        b.recent.best = e.best;
    }
}

void Searcher::order(const MoveList& moves, int first, int ply, int side,
                     std::array<std::uint8_t, 128>& out) const {
    std::array<int, 128> value;
    for (int i = 0; i < moves.size; ++i) {
        const Move& m = moves.moves[i];
        out[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
        int v;
        if (i == first)
            v = std::numeric_limits<int>::max();
        else if (m.isCapture())
            v = (1 << 28) + countBits(m.captured) * 64 - i; // keep their order
        else if (isKiller(m, killers_[ply][0]))
            v = (1 << 27);
        else if (isKiller(m, killers_[ply][1]))
            v = (1 << 27) - 1;
        else
            v = history_[side][m.from][m.to()];
        value[static_cast<std::size_t>(i)] = v;
    }
    // Stable: equal values keep the generator's order, so the search stays
    // deterministic. Insertion sort, since std::stable_sort allocates a buffer
    // at every node and the lists are short.
    for (int i = 1; i < moves.size; ++i) {
        const std::uint8_t x = out[static_cast<std::size_t>(i)];
        int j = i;
        for (; j > 0 && value[out[static_cast<std::size_t>(j - 1)]] < value[x]; --j)
            out[static_cast<std::size_t>(j)] = out[static_cast<std::size_t>(j - 1)];
        out[static_cast<std::size_t>(j)] = x;
    }
}

void Searcher::rewardQuiet(const Move& m, int side, int depth, int ply) {
    if (!isKiller(m, killers_[ply][0])) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    int& h = history_[side][m.from][m.to()];
    h += std::max(depth, 1) * std::max(depth, 1);
    if (h > (1 << 26)) // halve them all, so that old cut-offs fade
        for (auto& bySide : history_)
            for (auto& row : bySide)
                for (int& x : row) x /= 2;
}

std::vector<Move> Searcher::principalLine(const Position& root, std::vector<Move> pv,
                                          std::vector<Position> seen, int length) const {
    std::vector<Move> line;
    Position p = root;
    for (const Move& m : pv) {
        line.push_back(m);
        p.apply(m);
        seen.push_back(p);
    }
    while (static_cast<int>(line.size()) < length) {
        const TTEntry* entry = probe(hashOf(p));
        if (!entry) break;
        MoveList moves;
        p.generate(moves);
        orderCaptures(moves);
        if (entry->best >= moves.size) break;
        Position next = p;
        next.apply(moves.moves[entry->best]);
        if (std::find(seen.begin(), seen.end(), next) != seen.end()) break; // it would go round
        line.push_back(moves.moves[entry->best]);
        p = next;
        seen.push_back(p);
    }
    return line;
}

void Searcher::adoptUnfinished(const std::vector<int>& scores,
                               const std::vector<std::vector<Move>>& lines, std::size_t finished,
                               const std::vector<Move>& order, SearchResult& result) {
    if (finished < 2) return;
    const auto best = static_cast<std::size_t>(
        std::max_element(scores.begin(), scores.begin() + static_cast<long>(finished)) -
        scores.begin());
    if (best == 0 || scores[best] <= scores[0]) return;
    result.best = order[best];
    result.score = scores[best];
    result.line = lines[best];
    // Its place in the ranking moves to the front; the others keep theirs.
    auto& ranked = result.ranked;
    const auto at = std::find_if(ranked.begin(), ranked.end(),
                                 [&](const auto& e) { return sameMove(e.first, order[best]); });
    if (at != ranked.end()) ranked.erase(at);
    ranked.insert(ranked.begin(), {order[best], scores[best]});
    result.exact = false;
}

SearchResult Searcher::run(const Position& root, const MoveList& rootMoves,
                           const std::vector<Position>& history, const SearchLimits& limits) {
    budget_ = limits.managed ? limits.nodeBudget * kManagedCeiling : limits.nodeBudget;
    sharedPath_ = static_cast<int>(history.size());
    std::vector<Move> order(rootMoves.begin(), rootMoves.end());
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng_.below(i)]);

    SearchResult result;
    result.best = order.front();
    result.line = {result.best};
    if (order.size() == 1) {
        // Nothing to choose; the captures that follow are played out for a value.
        Position child = root;
        child.apply(order.front());
        path_ = history;
        path_.push_back(child);
        const int score = -negamax(child, 0, -kWin - 1, kWin + 1, 1);
        result.score = aborted_ ? 0 : score;
        result.ranked = {{result.best, result.score}};
        result.exact = true;
        result.nodes = nodes_;
        result.cancelled = cancelled_;
        return result;
    }
    int settled = 0; // iterations in a row that kept the best move
    int lastScore = 0;
    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        std::vector<int> scores(order.size(), -kWin - 1);
        std::vector<std::vector<Move>> lines(order.size());
        int alpha = -kWin - 1;
        std::size_t finished = 0; // root moves this iteration searched to the end
        for (std::size_t i = 0; i < order.size(); ++i) {
            // Also read here, so that a search cancelled early stops at once.
            if (cancel_ && cancel_->load(std::memory_order_relaxed)) aborted_ = cancelled_ = true;
            if (aborted_) break;
            Position child = root;
            child.apply(order[i]);
            path_ = history;
            path_.push_back(child);
            // With a margin every root move needs a true score, not just a bound.
            const int lower = limits.randomMargin > 0 ? -kWin - 1 : alpha;
            if (i > 0 && limits.randomMargin == 0) {
                // As inside the tree: a null window first, the full one only
                // for a move that beats the best so far.
                scores[i] = -negamax(child, depth - 1, -lower - 1, -lower, 1);
                if (!aborted_ && scores[i] > lower)
                    scores[i] = -negamax(child, depth - 1, -kWin - 1, -lower, 1);
            } else {
                scores[i] = -negamax(child, depth - 1, -kWin - 1, -lower, 1);
            }
            if (aborted_) break;
            lines[i].assign(1, order[i]);
            lines[i].insert(lines[i].end(), pv_[1].begin(), pv_[1].begin() + pvLength_[1]);
            alpha = std::max(alpha, scores[i]);
            finished = i + 1;
        }
        if (aborted_) {
            if (limits.managed && !cancelled_ && depth > 1)
                adoptUnfinished(scores, lines, finished, order, result);
            break;
        }
        const int bestScore = *std::max_element(scores.begin(), scores.end());
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < order.size(); ++i)
            if (scores[i] >= bestScore - limits.randomMargin) candidates.push_back(i);
        const std::size_t pick = candidates.size() == 1 || limits.randomMargin == 0
                                     ? candidates.front()
                                     : candidates[rng_.below(candidates.size())];
        const bool changed = !sameMove(result.best, order[pick]);
        result.best = order[pick];
        result.score = scores[pick];
        result.depth = depth;
        result.line = lines[pick];
        result.ranked.assign(1, {order[pick], scores[pick]});
        for (std::size_t i = 0; i < order.size(); ++i)
            if (i != pick) result.ranked.push_back({order[i], scores[i]});
        std::stable_sort(result.ranked.begin() + 1, result.ranked.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        result.exact = limits.randomMargin > 0;
        // Keep the chosen move first so the next iteration searches it first.
        std::rotate(order.begin(), order.begin() + static_cast<long>(pick),
                    order.begin() + static_cast<long>(pick) + 1);
        if (std::abs(bestScore) > kWin - 100) break; // a forced result is already found
        if (limits.managed && depth >= 4) {
            settled = changed ? 0 : settled + 1;
            const bool falling = result.score < lastScore - kManagedFall;
            const std::uint64_t allowance = changed || falling ? limits.nodeBudget * kManagedCeiling
                                            : settled >= 4     ? limits.nodeBudget / 2
                                                               : limits.nodeBudget;
            // The next iteration costs more than all before it: begun past
            // three fifths of the allowance, it would be cut off unfinished.
            if (nodes_ * 5 >= allowance * 3) break;
            budget_ = allowance;
        }
        lastScore = result.score;
    }
    std::vector<Position> seen = history;
    seen.push_back(root);
    result.line = principalLine(root, result.line, std::move(seen), std::max(result.depth, 1));
    result.nodes = nodes_;
    result.cancelled = cancelled_;
    return result;
}

} // namespace

int evaluate(const Position& p) {
    const int black = sideScore(p.black, p.kings, 0, (p.white & ~p.kings) != 0);
    const int white = sideScore(p.white, p.kings, 1, (p.black & ~p.kings) != 0);
    const int score = black - white + endgameTerms(p, materialOf(p));
    return p.toMove == 0 ? score : -score;
}

int evaluateLearned(const Position& p, const LearnedWeights& w) {
    // The network has seen few long endings played out well: the hand-written
    // pull towards trades and towards the enemy stays.
    const int terms = endgameTerms(p, materialOf(p));
    return LearnedEval::evaluate(p, w) + (p.toMove == 0 ? terms : -terms);
}

SearchResult search(const Position& root, const MoveList& rootMoves,
                    const std::vector<Position>& history, const SearchLimits& limits, Rng rng,
                    const std::atomic<bool>* cancel) {
    return Searcher(rng, cancel, limits).run(root, rootMoves, history, limits);
}

Analysis CheckersAgent::think(const GameState& view, const Budget& budget) const {
    const auto* game = dynamic_cast<const CheckersState*>(&view);
    if (!game) throw RulesError("the checkers player can only play checkers");
    const MoveList moves = game->wholeMoves();
    if (moves.size == 0) throw RulesError("there is no decision to make");
    if (limits_.openingBook) {
        Rng rng = rngFor(view);
        if (const auto m = OpeningBook::builtIn().pick(game->position(), rng)) {
            // Read from the book, not searched: no score, no depth.
            Analysis a;
            a.line = hopsOf(*m);
            a.best = a.line.front();
            a.turnLength = a.line.size();
            return a;
        }
    }
    SearchLimits limits = limits_;
    if (budget.nodes > 0) limits.nodeBudget = budget.nodes;
    if (budget.depth > 0) limits.maxDepth = budget.depth;
    // Checkers hides nothing, so the view itself is searched, without a deal.
    const SearchResult r =
        search(game->position(), moves, game->history(), limits, rngFor(view), budget.cancel);

    Analysis a;
    a.line = hopsOf(r.best);
    a.best = a.line.front();
    a.turnLength = a.line.size();
    for (std::size_t i = 1; i < r.line.size(); ++i)
        for (const Action& hop : hopsOf(r.line[i])) a.line.push_back(hop);
    a.value = r.score;
    // The decision open now is the first hop: moves that share it count once, at
    // their best (they come best first).
    for (const auto& [move, score] : r.ranked) {
        const Action hop = hopsOf(move).front();
        if (std::none_of(a.ranked.begin(), a.ranked.end(),
                         [&](const auto& e) { return e.first == hop; }))
            a.ranked.push_back({hop, score});
    }
    a.rankedExact = r.exact;
    a.depth = r.depth;
    a.completedDepth = r.depth; // an unfinished iteration is dropped
    a.nodes = r.nodes;
    a.cancelled = r.cancelled;
    return a;
}

} // namespace hatrack::checkers
