// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Computer players. An agent answers whatever decision belongs to its player,
// also one in the middle of the other player's turn. Every game's agents share
// one interface: think() with a node budget and a cancel flag, answering with
// a ranked Analysis; choose() and planTurn() are shorthands for it.
#include "game_state.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace hatrack {

// What one call to think() may spend. Nodes, never seconds, so that the same
// call gives the same answer on any machine.
struct Budget {
    // Positions the search may visit; 0 keeps the agent's own budget (its strength).
    std::uint64_t nodes = 0;
    // Set by the caller, from any thread, to stop the search: it notices within
    // about a thousand nodes and returns with Analysis::cancelled.
    const std::atomic<bool>* cancel = nullptr;
    // The deepest pass the search may make; 0 keeps the agent's own. With a
    // depth and enough nodes the search does the same work on every machine
    // and whatever the level's budget (the `bench` signature).
    int depth = 0;
};

// The answer of one search, for playing and for hints.
struct Analysis {
    Action best;
    // How good `best` is for the player deciding, in the game's own units; larger
    // is better, 0 is even. Checkers and Sorcerer's Apprentice count hundredths
    // of a man (a man is 100, a king about 150); a won game is worth 100000 or
    // more in checkers, 1000000 or more in Sorcerer's Apprentice.
    double value = 0;
    // `best`, then what the search expects to follow: in checkers the rest of
    // the whole move hop by hop, then the replies; in Sorcerer's Apprentice the
    // decisions up to the next hat drawn from the bag, which nobody can foresee.
    std::vector<Action> line;
    // How many actions at the front of `line` are this player's turn as planned
    // (a whole checkers move); planTurn() returns those.
    std::size_t turnLength = 1;
    // The actions open now with their values: `best` first, then the others from
    // best to worst, from the last search depth completed. Empty when the search
    // did not rank them (a single legal action, a random player).
    std::vector<std::pair<Action, double>> ranked;
    // False when the values after the first are only upper bounds: alpha-beta
    // proves a move worse than the best without finding out by how much.
    bool rankedExact = true;
    // How deep the search that gave `best` and `value` went, in decisions or
    // moves. A pruned expectimax may give them from a pass the budget cut
    // short; `completedDepth` is then one less.
    int depth = 0;
    int completedDepth = 0;  // the deepest pass that finished every action open now
    std::uint64_t nodes = 0; // positions visited
    // The caller's cancel flag stopped the search. The rest is what the search
    // had found by then (at the least a legal `best`); callers usually discard it.
    bool cancelled = false;
};

// The actions at the front of an analysis's line that make up the player's
// turn as planned (at least the best action).
std::vector<Action> plannedTurn(const Analysis& analysis);

// A computer player offered a draw accepts it when its analysis says it is
// not ahead by kDrawDeclinedFrom or more (a third of a man, in the units of
// Analysis::value). `analysedFor` is the player the analysis was made for
// (the one deciding in the position searched); `agentPlayer` is the computer.
inline constexpr double kDrawDeclinedFrom = 35;
bool acceptsDraw(const Analysis& analysis, int analysedFor, int agentPlayer);

class Agent {
  public:
    explicit Agent(std::uint64_t seed) : seed_(seed) {}
    virtual ~Agent() = default;

    // False for a player with no judgement of positions (random): it declines
    // every draw offered, since it cannot tell whether it stands worse.
    virtual bool judgesPositions() const { return true; }

    // `view` must be waiting for a decision of one player and hold only what
    // that player may know (GameState::viewFor). Each call builds its own search
    // (tables, generator) and keeps nothing, so one agent may think on two
    // threads at once, each with its own view; the same view and seed always
    // give the same Analysis (RandomAgent excepted, see there). Throws
    // RulesError when there is no decision to make.
    virtual Analysis think(const GameState& view, const Budget& budget = {}) const = 0;

    Action choose(const GameState& view) const { return think(view).best; }
    // The rest of this turn as the agent intends it; a caller applies these while
    // they stay legal and asks again after any interruption.
    std::vector<Action> planTurn(const GameState& view) const;

    std::uint64_t seed() const { return seed_; }

  protected:
    // The generator for one search: fixed by the agent's seed and the position as
    // the deciding player sees it, so no answer depends on earlier calls.
    Rng rngFor(const GameState& view) const;

  private:
    std::uint64_t seed_;
};

// Picks uniformly among the legal actions: for tests, fuzzing and as a baseline.
// The one agent with a memory: its generator runs on from call to call, since a
// choice fixed by the position would send random games round in circles to a
// draw by repetition, and the fuzz tests need them to wander. A lock keeps it
// safe on several threads; a given sequence of calls still replays exactly.
class RandomAgent : public Agent {
  public:
    explicit RandomAgent(std::uint64_t seed) : Agent(seed), rng_(seed) {}
    bool judgesPositions() const override { return false; }
    Analysis think(const GameState& view, const Budget& budget = {}) const override;

  private:
    mutable std::mutex mutex_;
    mutable Rng rng_;
};

} // namespace hatrack
