// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lessons: short levels, each a position with one goal, played with the real
// engine. A game brings its lessons as a text file beside its rules
// (rules/<folder>/<game id>.lessons, embedded in the library at build time);
// docs/lessons.md describes the format and lists every level. Nothing here
// knows a game: goals are checked on what every GameState says (pieces, the
// table, the notation of the learner's decisions, the outcome).
#include "games.h"
#include "match.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hatrack {

// One test of a goal, on the position after a decision.
struct LessonCheck {
    std::string kind;              // "win", "piece", "played", ... (docs/lessons.md)
    std::vector<std::string> args; // as written after the kind
    bool negated = false;          // written "not KIND ..."
    std::string text;              // the line as written, for messages
};

// A move a learner may try, and why it does not do: shown when they play it.
struct LessonWrongMove {
    std::string move; // in the game's notation, as at the point it is tried
    std::string why;  // English, translated like every engine text
};

struct LessonLevel {
    std::string id;    // "step", unique in its stage
    std::string title; // English
    std::string stage; // the stage's id
    Options options;   // as written (the rest are the game's defaults)
    std::string fen;   // the start, in the game's notation
    int learner = 0;   // the side the player takes
    std::string text;  // what the level teaches, a sentence or two
    std::string goal;  // what to do, one short sentence
    std::vector<LessonCheck> checks;
    // When the goal is judged: right after each of the learner's moves
    // ("move"), or once the other side has answered ("reply"), for goals
    // such as a piece that must survive the jump that comes.
    bool judgeAfterReply = false;
    std::vector<std::string> marks;                          // squares to point at, by name
    std::vector<std::pair<std::string, std::string>> arrows; // from, to
    std::vector<std::string> zones;                          // zones to point at
    // Every decision in order: the learner's, the scripted replies and the
    // chance outcomes, in the notation of `play --chance given`.
    std::vector<std::string> solution;
    int par = 0;   // the learner's moves for three stars (those of the solution)
    int limit = 0; // the learner's moves before the level is lost
    std::string hint;
    std::vector<LessonWrongMove> wrong;
};

struct LessonStage {
    std::string id;
    std::string title; // English
    std::vector<LessonLevel> levels;
};

struct GameLessons {
    std::string gameId;
    std::vector<LessonStage> stages;
    int levelCount() const;
    // The level "stage/level"; null when there is none.
    const LessonLevel* level(const std::string& path) const;
};

// Reads a lessons file; throws RulesError naming the line that is wrong.
GameLessons parseLessons(const std::string& gameId, std::string_view text);
// The lessons a game brings (none: no stages). Read once, then kept.
const GameLessons& lessonsFor(const std::string& gameId);
// Every English text of a game's lessons (titles, goals, explanations), once
// each in the order they are written: what the translations must cover.
std::vector<std::string> lessonTexts(const GameLessons& lessons);

// A level in play, judged from its match's log alone, so that undo, replay
// and the command line agree.
struct LessonVerdict {
    enum class State { Playing, Won, Lost };
    State state = State::Playing;
    int moves = 0;        // the learner's moves so far (a decision run counts once)
    bool onScript = true; // every decision so far is the solution's
    Phrase why;           // Won/Lost: what happened, for the player
};

// The side of a level's decisions that the level plays itself: scripted
// replies while the learner follows the solution, and otherwise a computer
// player of the game, seeded, so that a level always plays out the same way.
class LessonScript {
  public:
    // Plays the solution through; throws RulesError naming the move that does not fit.
    LessonScript(const std::string& gameId, const LessonLevel& level);
    // The match the level starts with: chance takes the solution's outcomes
    // where the position is the solution's, and is drawn from a fixed seed elsewhere.
    std::unique_ptr<Match> start() const;
    // The level's match after the decisions of `log` (undo, and trying a move aside).
    std::unique_ptr<Match> resume(const std::vector<LogEntry>& log) const;
    // The log the solution makes, entry by entry.
    const std::vector<LogEntry>& solutionLog() const { return solutionLog_; }
    // The player for the other side: the solution's replies, and a computer
    // player of the game (seeded) once the learner has left the solution.
    std::shared_ptr<Agent> opponent() const;
    // The learner's next decision in the solution, while the match follows it.
    std::unique_ptr<Action> nextSolutionStep(const Match& match) const;
    // Whether the match has played part of the solution and nothing else.
    bool partwayThroughSolution(const Match& match) const;
    // For each of the level's arrows, whether it still shows a step to come:
    // while the match follows the solution, until the step it draws is played.
    std::vector<bool> arrowsAhead(const Match& match) const;
    // For each of the level's arrows, whether the step it draws is the other
    // side's (a reply to come), not the learner's.
    std::vector<bool> arrowsTheirs() const;
    // For each of the level's marks, whether the piece it pointed at has left
    // its square, leaving the mark on an empty one. A mark on a square empty
    // at the start points at the square itself and stays.
    std::vector<bool> marksVacated(const Match& match) const;
    LessonVerdict judge(const Match& match) const;
    // The same for a log; with wrongMovesLose false, a wrong move the level
    // names is judged like any other (lessons --check uses it).
    LessonVerdict judgeLog(const std::vector<LogEntry>& log, bool wrongMovesLose) const;
    // For a learner's decision that leaves the solution: the level's words for
    // it, when it names that move; empty otherwise.
    std::string wrongMoveText(const GameState& before, const Action& action) const;
    // The level, with its par and limit worked out.
    const LessonLevel& level() const { return level_; }

  private:
    std::string gameId_;
    LessonLevel level_;
    std::vector<LogEntry> solutionLog_;
    std::vector<std::pair<std::string, std::string>> solutionSteps_; // squares, from and to
    std::shared_ptr<const ChanceScript> chance_;
    std::shared_ptr<Agent> opponent_;
};

// Stars for a won level: three within par and unhelped, fewer with help or
// extra moves; at least one.
int lessonStars(int moves, int par, int helps);

// Plays every level's solution and its wrong moves through the engine; one
// line per problem found, "stage/level: what".
std::vector<std::string> checkLessons(const GameLessons& lessons);

} // namespace hatrack
