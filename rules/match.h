// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game in progress as (game, options, seed, start position, log): the log
// holds every decision and every chance outcome in order, so replaying it
// rebuilds the game exactly. Undo, saving and the command line work from it.
#include "games.h"

#include <functional>
#include <map>
#include <memory>

namespace hatrack {

// Where chance outcomes come from: drawn by the match from its seed, or given
// one by one like decisions (tests, `hatrack-cli play --chance given`).
enum class ChanceMode { Drawn, Given };

// Chance fixed in advance, by position: the outcome (in notation) to take
// whenever chance decides where the state's chanceKey() is that key (its FEN,
// or for a deck its cards). Lessons use it so that a level plays out the same
// way every time, and the app so that an undo never draws again.
using ChanceScript = std::map<std::string, std::string>;

struct LogEntry {
    // A decision or chance outcome of the game, or an ending the players
    // chose themselves: a resignation, or a draw both agreed to (`by` is the
    // player who resigned or offered the draw; `action` is unused).
    enum class Kind { Decision, Resignation, DrawAgreed };
    Action action;
    int by = 0; // the player who decided, or kChance
    Kind kind = Kind::Decision;
    bool operator==(const LogEntry&) const = default;
};

// How the endings the players choose are written in notation: in saved games
// and as moves for Match::play ("resign": the player to decide resigns;
// "draw": the players agree to a draw).
inline constexpr const char* kResignText = "resign";
inline constexpr const char* kDrawAgreedText = "draw";

class Match {
  public:
    Match(std::string gameId, Options options, std::uint64_t seed, std::string fen = {},
          ChanceMode chance = ChanceMode::Drawn);

    const GameState& state() const { return *state_; }
    const std::string& gameId() const { return gameId_; }
    const Options& options() const { return options_; }
    std::uint64_t seed() const { return seed_; }
    const std::string& startFen() const { return fen_; }
    ChanceMode chanceMode() const { return chance_; }
    // Drawn chance takes the script's outcome where it names one (and it is
    // legal); elsewhere it is drawn from the seed. Applies to chance still to
    // come, also after an undo.
    void setChanceScript(std::shared_ptr<const ChanceScript> script);
    std::shared_ptr<const ChanceScript> chanceScript() const { return script_; }
    // Every decision and chance outcome so far, in order.
    const std::vector<LogEntry>& log() const { return log_; }
    // The players' decisions alone.
    std::vector<Action> decisions() const;
    // How many times moves were taken back: the chance drawn after an undo
    // depends on it, so taking a move back never shows what comes next.
    std::uint64_t epoch() const { return epoch_; }
    // Number of turns completed so far (a whole move counts once).
    int plies() const { return plies_; }

    // Applies a player's decision (or, with ChanceMode::Given and chance to
    // decide, a chance outcome), then any chance steps drawn after it.
    // Returns every transition in order. Throws RulesError if it is not legal.
    std::vector<Transition> apply(const Action& action);
    // Applies a notated move ("11-15", "1x10x19", "draw:red"), or ends the game
    // with "resign" or "draw" (kResignText, kDrawAgreedText: the player to
    // decide resigns, or offers a draw that is agreed); throws RulesError naming the problem.
    std::vector<Transition> play(const std::string& move);
    // Ends the game at once: `player` resigns (the other wins), or the players
    // agree to a draw, offered by `player`. Recorded in the log as an entry of
    // its own kind, so undo, saving and replaying keep it; state() then reports
    // the game over with "White resigns" or "draw agreed". Throws RulesError
    // when the game is already over or `player` is not a player.
    void resign(int player);
    void agreeDraw(int player);
    // How the players ended the game themselves (Resignation, DrawAgreed), or
    // Decision while the game goes on or ended by its rules.
    LogEntry::Kind ending() const;
    // Takes back player decisions until `count` remain (a resignation or an
    // agreed draw counts as one).
    void truncate(std::size_t count);
    // Rebuilds a match from its log; throws RulesError naming the first entry
    // (counted from 1) that does not fit.
    static Match replay(std::string gameId, Options options, std::uint64_t seed, std::string fen,
                        const std::vector<LogEntry>& log, std::uint64_t epoch,
                        ChanceMode chance = ChanceMode::Drawn,
                        std::shared_ptr<const ChanceScript> script = nullptr);

  private:
    std::vector<Transition> resolveChance();
    Transition step(const Action& action, int by);
    void end(const LogEntry& entry);

    std::string gameId_;
    Options options_;
    std::uint64_t seed_;
    std::string fen_;
    ChanceMode chance_;
    std::unique_ptr<GameState> state_;
    std::shared_ptr<const ChanceScript> script_;
    std::vector<LogEntry> log_;
    std::uint64_t epoch_ = 0;
    int plies_ = 0;
};

// The legal action (or chance outcome) that `text` names exactly, as
// actionText writes it; throws RulesError if none does.
Action actionNamed(const GameState& state, const std::string& text);

struct SelfplaySummary {
    int games = 0;
    int winsA = 0;
    int winsB = 0;
    int draws = 0;
    double averagePlies = 0;
    // Processor time (of the thread that thought) each player spent on each of
    // its decisions with more than one legal action, in seconds, game by game.
    // A forced move costs nothing and would only pull the median down.
    std::vector<double> thinkA, thinkB;
};

// One finished game of a selfplay match, for progress reports.
struct SelfplayGame {
    int index = 0;   // from 0, in the order the seeds were drawn
    int aSide = 0;   // the side A played
    int winner = -1; // -1 a draw, else 0 for A and 1 for B
    int plies = 0;
    std::string reason; // the outcome's English sentence
    // This game's processor times, as in SelfplaySummary, so that a match
    // played in parts can still give the median of all its decisions.
    std::vector<double> thinkA, thinkB;
};

// Moves in notation played before the computers take over, one opening per
// game pair: games 2k and 2k+1 (the same opening with the colours swapped)
// take opening k, going round the list when the games outnumber it. Checkers
// between two careful players otherwise repeats the same few games.
using Opening = std::vector<std::string>;

// Computer against computer, A taking the first player's side in even games;
// `jobs` threads play games side by side, with the same summary as one.
// `onGame`, when given, hears of each game as it ends (in the order they end,
// one call at a time). Throws RulesError naming the opening and move when an
// opening does not fit the game. With `firstGame` k (from 0), only games k to
// games - 1 of the match are played, each with the seed, colours and opening
// it has in the whole match: a long match can be played in parts whose
// summaries add up to the whole one's. With `maxPlies` above 0, a game still
// going after that many plies is stopped and counted as a draw, as engine
// matches adjudicate: in Pawns in Hats a side ahead that cannot catch the
// last enemy piece may put a hat on or off every fifty moves, and its game
// has no end the rules set.
SelfplaySummary selfplay(const std::string& gameId, const Options& options, int games,
                         std::uint64_t seed, const std::string& playerA, const std::string& playerB,
                         int jobs = 1, const std::function<void(const SelfplayGame&)>& onGame = {},
                         const std::vector<Opening>& openings = {}, int firstGame = 0,
                         int maxPlies = 0);

// Reads openings, one per line: moves in notation separated by spaces; a `#`
// starts a comment, and blank lines are skipped.
std::vector<Opening> parseOpenings(const std::string& text);

} // namespace hatrack
