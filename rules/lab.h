// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The variant lab: many games of one game between two computer players, for
// each of up to four option sets (variants), counted so that a player can
// compare the variants: who wins, how long games last, how they end, and how
// each power, hat, character, card or planet fares. The figures depend only
// on the configuration (seed included), never on the number of threads or the
// order in which games finish.
#include "games.h"
#include "match.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace hatrack {

struct LabVariant {
    // As the player named it; empty: the options written out ("draft=mixed").
    std::string name;
    Options options; // as given; completed with the game's defaults when run
};

// The most games a variant may have: every game is kept, to be replayed.
inline constexpr int kLabMaxGames = 10000;

struct LabConfig {
    std::string gameId;
    std::vector<LabVariant> variants; // 1 to 4
    int games = 200;                  // per variant
    std::string playerA = "easy";     // takes the first seat in even games
    std::string playerB = "easy";
    std::uint64_t seed = 1;
    int jobs = 1;
};

// Throws RulesError naming the problem: an unknown game, option, value or
// player, no variant or more than four, fewer than one game or more than
// kLabMaxGames, fewer than one job.
void checkLabConfig(const LabConfig& config);
// The name a variant is shown by: its own, else its options that differ from
// the defaults ("draft=mixed many-hats=on"), else "default".
std::string labVariantName(const GameInfo& game, const LabVariant& variant);

// A share with its 95% confidence interval (Wilson score).
struct Proportion {
    double hits = 0; // a draw may count as half a win
    int of = 0;
    double value = 0, low = 0, high = 0;
};
Proportion proportion(double hits, int of);
// Whether two shares differ at the 95% level (Fisher's exact test, a draw
// rounded toward the other share).
bool significantlyDifferent(const Proportion& a, const Proportion& b);

// One game of a run: enough to count it and to replay it.
struct LabGame {
    int variant = 0;
    int index = 0;          // within its variant, from 0
    std::uint64_t seed = 0; // the match's seed
    Options options;        // complete
    int aSide = 0;          // the seat player A took
    int winner = -1;        // the seat that won (0 moves first), -1 a draw
    int plies = 0;
    // How it ended: the id of the outcome's reason ("no-pieces"), or of what
    // stopped play in a scored game (Outcome::stopped); a sentence without an
    // id is known by its words, in lower case, joined by dashes
    // ("the-same-position-occurred-for-the-third-time").
    std::string endId;
    Phrase end; // that sentence as said
    std::vector<LogEntry> log;
    // What each seat had or used in this game, from the game's own tags
    // (GameState::featureTags, heldFeatures): one entry per feature and seat,
    // sorted so, with the times used (0 for something had and not used).
    struct Use {
        std::string feature; // "hat:red", "card:fire", "character:fighter", "planet:venus"
        int seat = 0;
        int times = 0;
        Phrase label; // the feature's name in the game's words
    };
    std::vector<Use> uses;
};

struct LabFeature {
    std::string id;
    Phrase label;  // its name in the game's words ("Zotting", "Smart Fighter")
    int games = 0; // games in which a seat had or used it
    int uses = 0;  // times it was used, over all games
    // Of the seats that had or used it: won, with a draw counting half.
    Proportion score;
};

// Games that ended for the same reason with the same result: "Black has no
// pieces left" is counted apart from "White has no pieces left".
struct LabEnding {
    std::string id;
    int winner = -1; // the seat that won, -1 for a draw or a stop
    Phrase label;    // the words of the first game (by index) that ended so
    int games = 0;
};

// "first", "second" or "none": an ending's winner as the command line and the
// exports write it.
const char* labSeatWord(int winner);

struct LabStats {
    int variant = 0;
    std::string name;
    int games = 0;
    Proportion firstWins, secondWins, draws; // by seat
    Proportion aScore;                       // player A's score, a draw counting half
    // The first-player advantage: the first seat's score (wins, draws half);
    // 0.5 is none.
    Proportion firstScore;
    double meanPlies = 0;
    int minPlies = 0, maxPlies = 0;
    // Game lengths in plies: histogram[i] counts games of plies in
    // [i * bucket, (i + 1) * bucket); the same bucket for every variant of a run.
    int bucket = 10;
    std::vector<int> histogram;
    std::vector<LabEnding> endings;   // most frequent first
    std::vector<LabFeature> features; // by id
};

// The statistics of the games of `variant` among `games` (any order).
// `bucket` 0: chosen from the longest game of all `games`.
LabStats labStats(const LabConfig& config, const std::vector<LabGame>& games, int variant,
                  int bucket = 0);

// A run: games are played on `jobs` threads, each game's seed drawn from the
// run's seed, its variant and its index. cancel() stops it soon after: the
// games finished so far stay, and are the ones counted.
class LabRun {
  public:
    explicit LabRun(LabConfig config); // throws as checkLabConfig
    const LabConfig& config() const { return config_; }
    // Plays every game not yet played; returns once all are played or the run
    // is cancelled. `onGame` hears of each finished game, one call at a time,
    // from the threads that play them.
    void run(const std::function<void(const LabGame&)>& onGame = {});
    void cancel() { cancelled_ = true; }
    bool cancelled() const { return cancelled_; }
    // The games finished, sorted by variant and index (call after run()).
    const std::vector<LabGame>& games() const { return games_; }

  private:
    LabConfig config_;
    std::atomic<bool> cancelled_{false};
    std::vector<LabGame> games_;
};

// Plays one game of a run; the same (config, variant, index) gives the same game.
LabGame playLabGame(const LabConfig& config, int variant, int index);

// A game of a run, rebuilt from its record, to be shown and replayed.
Match labMatch(const LabConfig& config, const LabGame& game);
// All the games as one archive of saved games: a JSON array of saveGame()
// documents, in order, each naming its variant and players; and, for a game
// whose records PDN can hold, as one PDN file.
std::string labArchive(const LabConfig& config, const std::vector<LabGame>& games);
std::string labPdn(const LabConfig& config, const std::vector<LabGame>& games);

// The measures of LabStats that are shares, by the names the outputs use:
// first-wins, second-wins, draws, a-score, first-score, in that order.
std::vector<std::pair<std::string, const Proportion*>> labMeasures(const LabStats& stats);

// For every pair of variants (a < b, indices) and every measure of
// labMeasures, whether the two differ at the 95% level.
struct LabDifference {
    int a = 0, b = 0;
    std::string measure;
    bool significant = false;
};
std::vector<LabDifference> labDifferences(const std::vector<LabStats>& stats);

// The results as JSON (what `hatrack-cli lab --json` prints and the app
// exports) and as CSV (a line per variant and measure).
std::string labJson(const LabConfig& config, const std::vector<LabStats>& stats,
                    double elapsedSeconds);
std::string labCsv(const LabConfig& config, const std::vector<LabStats>& stats);

} // namespace hatrack
