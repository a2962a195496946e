#pragma once
// Alpha-beta search for English checkers. Budgets are counted in nodes, not
// seconds, so a given seed always plays the same game on any machine.
#include "agent.h"
#include "board.h"

#include <vector>

namespace hatrack::checkers {

struct SearchLimits {
    int maxDepth = 10;
    std::uint64_t nodeBudget = 200'000;
    int randomMargin = 0; // pick among root moves within this many points of the best
};

struct SearchResult {
    Move best{};
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
};

// Score from the point of view of the side to move, in hundredths of a man.
int evaluate(const Position& p);

class Searcher {
  public:
    explicit Searcher(std::uint64_t seed) : rng_(seed) {}
    // `history`: positions since the last irreversible move, for repetition.
    SearchResult search(const Position& root, const MoveList& rootMoves,
                        const std::vector<Position>& history, const SearchLimits& limits);

  private:
    int negamax(const Position& p, int depth, int alpha, int beta, int ply);
    bool repeated(const Position& p, int ply) const;

    Rng rng_;
    std::uint64_t nodes_ = 0;
    std::uint64_t budget_ = 0;
    bool aborted_ = false;
    std::vector<Position> path_;
};

class CheckersAgent : public Agent {
  public:
    CheckersAgent(SearchLimits limits, std::uint64_t seed) : limits_(limits), searcher_(seed) {}
    Action choose(const GameState& state) override;
    std::vector<Action> planTurn(const GameState& state) override;
    const SearchResult& lastResult() const { return last_; }

  private:
    SearchLimits limits_;
    Searcher searcher_;
    SearchResult last_;
};

} // namespace hatrack::checkers
