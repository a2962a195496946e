#pragma once
// What the side panel shows of the game so far: one line per turn, with
// interruptions kept inside the turn they interrupted ("6x15 blue@19 15x24")
// and the hops of one chain joined ("6x15x24"); the decisions made while the
// game was set up (a hat draft) counted apart; the latest move's squares; and
// where each human turn began, for undo.
#include "gamesession.h"

#include <QStringList>
#include <QVariantList>

class MoveHistory {
  public:
    void clear();
    // Replays the session's whole log (chance outcomes as they fell).
    void rebuild(const GameSession& session);
#ifndef Q_MOC_RUN
    // `after`: the state once the decision and the chance after it are done;
    // `made`: player decisions so far, this one included.
    void record(const GameSession::Applied& applied, const hatrack::GameState& after, int made,
                const GameSession& session);
#endif

    // Every turn in order, setup decisions first.
    QStringList moves() const {
        return moves_;
    }
    // How many of moves() were made during setup, and what each one took
    // (the face it picked, or its notation).
    int setupCount() const {
        return setupCount_;
    }
    QStringList setupPicks() const {
        return setupPicks_;
    }
    // The squares the latest move passed through.
    QVariantList lastMove() const {
        return lastMove_;
    }

    bool canUndo(int made) const;
    // The decision count to go back to: the start of the latest human turn.
    int undoTarget(int made) const;

  private:
    QStringList moves_;
    int setupCount_ = 0;
    QStringList setupPicks_;
    QVariantList lastMove_;
    QList<int> humanTurnStarts_; // decision counts where a human began to decide
    QString currentTurn_;        // notation of the turn being played
    bool turnInProgress_ = false;
};
