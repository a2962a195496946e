// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Alpha-beta search for English checkers. Budgets are counted in nodes, not
// seconds, so a given seed always plays the same game on any machine.
#include "agent.h"
#include "board.h"
#include "learned_eval.h"

#include <atomic>
#include <utility>
#include <vector>

namespace hatrack::checkers {

struct SearchLimits {
    int maxDepth = 10;
    std::uint64_t nodeBudget = 200'000;
    int randomMargin = 0; // pick among root moves within this many points of the best
    // Positions of at most this many pieces are read from an endgame database
    // (endgame_db.h) instead of searched; 0 for none.
    int endgamePieces = 0;
    // Whether the first moves come from the book of master games (opening_book.h).
    bool openingBook = false;
    // Whether leaves are scored by the trained network (learned_eval.h) instead
    // of the hand-written terms.
    bool learnedEval = false;
    // With learnedEval, weights other than the expert's own (the training
    // tools compare networks with it); null for the expert's.
    const LearnedWeights* weights = nullptr;
    // Whether late quiet moves are searched less deep and moves a shallow
    // search shows well above beta are cut (ProbCut): a deeper search on the
    // same nodes, no longer equal to a full one.
    bool selective = false;
    // Whether nodeBudget is what a move spends as a rule rather than at most:
    // a move whose choice stays settled over the last iterations stops
    // sooner, one whose best move changes or whose score falls may spend up to
    // kManagedCeiling times it, and an iteration cut off by the budget still
    // counts if a move it finished beat the one it searched first.
    bool managed = false;
};

// How many times its nodeBudget a managed search may spend on one move.
inline constexpr std::uint64_t kManagedCeiling = 2;

struct SearchResult {
    Move best{};
    int score = 0; // for the side to move at the root
    int depth = 0; // the deepest iteration completed
    std::uint64_t nodes = 0;
    bool cancelled = false;
    // `best`, then the replies the search expects, read back from its table.
    std::vector<Move> line;
    // Every root move with its score from the last iteration completed: the
    // choice first, then best to worst. With `exact` false the scores after the
    // first are upper bounds (alpha-beta only proves those moves are worse).
    std::vector<std::pair<Move, int>> ranked;
    bool exact = false;
};

// Score from the point of view of the side to move, in hundredths of a man.
int evaluate(const Position& p);
// The same with the trained network in place of the hand-written terms.
int evaluateLearned(const Position& p, const LearnedWeights& w = LearnedEval::builtIn());

// One alpha-beta search with a transposition table of its own, so searches on
// two threads never meet. `rng` orders the root moves and draws among those
// within the random margin. `history`: positions since the last irreversible
// move, for repetition. Setting `*cancel` stops the search within about a
// thousand nodes, with `cancelled` set and the last iteration completed kept.
SearchResult search(const Position& root, const MoveList& rootMoves,
                    const std::vector<Position>& history, const SearchLimits& limits, Rng rng,
                    const std::atomic<bool>* cancel = nullptr);

// Scores in hundredths of a man; a won game is 100000 less the plies to the win.
// A win the endgame database proves is worth 90000 less a little for the
// material left and the plies to the next conversion, so that every move the
// winner picks brings the win nearer.
class CheckersAgent : public Agent {
  public:
    CheckersAgent(SearchLimits limits, std::uint64_t seed) : Agent(seed), limits_(limits) {}
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    SearchLimits limits_;
};

} // namespace hatrack::checkers
