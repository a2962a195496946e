#pragma once
// A game in progress as (game, options, seed, decisions): chance steps are
// resolved from the seed, so replaying the decisions rebuilds it exactly. Undo,
// saving and the command line all work from this list.
#include "games.h"

namespace hatrack {

class Match {
  public:
    Match(std::string gameId, Options options, std::uint64_t seed, std::string fen = {});

    const GameState& state() const { return *state_; }
    const std::string& gameId() const { return gameId_; }
    const Options& options() const { return options_; }
    std::uint64_t seed() const { return seed_; }
    const std::string& startFen() const { return fen_; }
    const std::vector<Action>& decisions() const { return decisions_; }
    // Number of turns completed so far (a whole move counts once).
    int plies() const { return plies_; }

    // Applies a player's decision, then any chance steps that follow it.
    // Returns every transition in order. Throws RulesError if it is not legal.
    std::vector<Transition> apply(const Action& action);
    // Applies a notated move ("11-15", "1x10x19"); throws RulesError naming the problem.
    std::vector<Transition> play(const std::string& move);
    // Takes back decisions until `count` remain (rebuilt from the seed).
    void truncate(std::size_t count);

  private:
    std::vector<Transition> resolveChance();

    std::string gameId_;
    Options options_;
    std::uint64_t seed_;
    std::string fen_;
    std::unique_ptr<GameState> state_;
    std::vector<Action> decisions_;
    int plies_ = 0;
};

struct SelfplaySummary {
    int games = 0;
    int winsA = 0;
    int winsB = 0;
    int draws = 0;
    double averagePlies = 0;
};

// Computer against computer, A taking the first player's side in even games.
SelfplaySummary selfplay(const std::string& gameId, const Options& options, int games,
                         std::uint64_t seed, const std::string& playerA,
                         const std::string& playerB);

} // namespace hatrack
