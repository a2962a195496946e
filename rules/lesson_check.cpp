// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// lessons --check: every level's solution reaches its goal, and every wrong
// move it explains is refused or misses the goal.
#include "lessons.h"

#include <algorithm>

namespace hatrack {

namespace {

// Plays a level on from `match` as the app would: the learner's decisions
// from `learnerMoves` while they last, the other side from the level's own
// player, chance from the match's script. Stops once the level is decided.
LessonVerdict playOn(const LessonScript& script, Match& match, bool wrongMovesLose) {
    const int learner = script.level().learner;
    const auto opponent = script.opponent();
    for (int guard = 0; guard < 400; ++guard) {
        const LessonVerdict v = script.judgeLog(match.log(), wrongMovesLose);
        if (v.state != LessonVerdict::State::Playing) return v;
        const int who = match.state().currentPlayer();
        if (who == learner) {
            const auto step = script.nextSolutionStep(match);
            if (!step) return v; // the learner would have to decide, off the solution
            match.apply(*step);
        } else if (who >= 0) {
            const auto view = match.state().viewFor(who);
            match.apply(opponent->choose(*view));
        } else {
            return v;
        }
    }
    return script.judgeLog(match.log(), wrongMovesLose);
}

void checkMarks(const LessonLevel& l, const GameState& s, std::vector<std::string>& problems,
                const std::string& where) {
    auto known = [&](const std::string& name) {
        for (int q = 0; q < s.squareCount(); ++q)
            if (s.squareName(q) == name) return true;
        return false;
    };
    for (const auto& m : l.marks)
        if (!known(m)) problems.push_back(where + ": mark '" + m + "' is not a square");
    for (const auto& [from, to] : l.arrows)
        if (!known(from) || !known(to))
            problems.push_back(where + ": arrow " + from + " " + to + " is not between squares");
    const Table t = s.table(l.learner);
    for (const auto& z : l.zones)
        if (!t.zone(z)) problems.push_back(where + ": there is no zone '" + z + "'");
}

// Each wrong move the level explains, tried at the first point of the
// solution where the learner could play it: it must not reach the goal, and
// the level must name it when it is played. One refused all along is fine:
// the engine says why.
void checkWrongMoves(const LessonScript& script, std::vector<std::string>& problems,
                     const std::string& where) {
    const LessonLevel& l = script.level();
    for (const LessonWrongMove& w : l.wrong) {
        auto match = script.start();
        bool tried = false, isSolution = false;
        while (!tried) {
            const GameState& s = match->state();
            if (s.currentPlayer() == l.learner) {
                const auto next = script.nextSolutionStep(*match);
                // Past the solution the level is decided: nothing to try there.
                if (!next) break;
                try {
                    const NotatedMove m = s.parseMove(w.move);
                    if (!m.actions.empty() && m.actions.front() == *next) isSolution = true;
                    if (m.actions.empty() || m.actions.front() != *next) {
                        auto copy = script.resume(match->log());
                        Match& wrong = *copy;
                        wrong.play(w.move);
                        tried = true;
                        if (script.judgeLog(wrong.log(), true).state != LessonVerdict::State::Lost)
                            problems.push_back(where + ": wrong move " + w.move +
                                               " is not caught when played");
                        if (playOn(script, wrong, false).state == LessonVerdict::State::Won)
                            problems.push_back(where + ": wrong move " + w.move +
                                               " reaches the goal");
                        break;
                    }
                } catch (const RulesError&) {
                    // Refused here: try it further on.
                }
                match->apply(*next);
            } else if (s.currentPlayer() >= 0) {
                match->apply(script.opponent()->choose(*s.viewFor(s.currentPlayer())));
            } else {
                break;
            }
        }
        if (!tried && isSolution)
            problems.push_back(where + ": wrong move " + w.move + " is the solution's own move");
    }
}

} // namespace

std::vector<std::string> checkLessons(const GameLessons& lessons) {
    std::vector<std::string> problems;
    for (const LessonStage& stage : lessons.stages) {
        for (const LessonLevel& level : stage.levels) {
            const std::string where = stage.id + "/" + level.id;
            try {
                const LessonScript script(lessons.gameId, level);
                const LessonLevel& l = script.level();
                auto match = script.start();
                checkMarks(l, match->state(), problems, where);
                if (match->state().currentPlayer() != l.learner) {
                    problems.push_back(where + ": the level does not start with " +
                                       match->state().playerName(l.learner) + " to decide");
                    continue;
                }
                const LessonVerdict v = playOn(script, *match, true);
                if (v.state != LessonVerdict::State::Won) {
                    problems.push_back(
                        where + ": the solution does not reach the goal (" +
                        (v.state == LessonVerdict::State::Lost ? v.why.english : "still playing") +
                        ")");
                    continue;
                }
                if (match->log() != script.solutionLog())
                    problems.push_back(where + ": the goal is reached after " +
                                       std::to_string(match->log().size()) +
                                       " decisions, the solution has " +
                                       std::to_string(script.solutionLog().size()));
                if (v.moves != l.par)
                    problems.push_back(where + ": the solution takes " + std::to_string(v.moves) +
                                       " moves, par is " + std::to_string(l.par));
                checkWrongMoves(script, problems, where);
            } catch (const RulesError& e) {
                problems.push_back(where + ": " + e.what());
            }
        }
    }
    return problems;
}

} // namespace hatrack
