// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the side panel shows of the game so far, one turn at a time. Each turn
// keeps its notation ("6x15 blue@19 15x24", interruptions inside the turn they
// interrupted, the hops of one chain joined) and what players read: the
// mover's moves in notation ("6x15x24"), the other decisions as the engine's
// sentences ("White puts blue on 19") and what the hats did ("White's blue hat
// (Warding) saved the piece on 19"). Turns made while the game was set up (a
// hat draft) are counted apart. It also keeps the squares of each turn's move
// and captures, where each human turn began (for undo), and how many
// decisions each turn ended on (for looking back at it).
#include "gamesession.h"
#ifndef Q_MOC_RUN
#include "move_story.h"
#endif

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
    // The players ended the game themselves; `made` counts the ending too.
    void recordEnding(const hatrack::LogEntry& entry, const hatrack::GameState& state, int made,
                      const GameSession& session);
    // The dice rolled in the game the last rebuild replayed, oldest first, as
    // the session's viewer saw them.
    const std::vector<hatrack::TableEvent>& rolled() const {
        return rolled_;
    }
#endif
    // How the players ended the game ("White resigns", "Draw agreed"), or "".
    QString ending() const {
        return ending_;
    }

    // Every finished turn in notation, setup decisions first.
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
    // Setup turns per player: [first player's, second player's].
    QVariantList setupCounts() const;

    // The turns of play (setup apart), the one in progress included, in rows
    // numbered from 1 with a cell per player, a turn in its owner's cell:
    // [{number, cells: [cell, cell]}], an empty cell being {}, and a cell
    // {turn, side, text, words, notes, notation, current}. `turn` is the turn's
    // index for turnAt() and the other lookups. `words` says in plain words
    // what the turn's move on the board did ("Black moves a man from 11 to
    // 15"), for players who would rather not read notation; it is `text`
    // when the turn made no move that can be told. A game the players ended
    // themselves has one more row at the end, {number: 0, cells: [{}, {}],
    // ending: "White resigns"}.
    QVariantList rows() const;
    int turnCount() const {
        return static_cast<int>(turns_.size());
    }
    // The row number and owner of a turn, and how many player decisions had
    // been made when it ended (or so far, for the turn in progress).
    int rowOf(int turn) const;
    int ownerOf(int turn) const;
    int madeAfter(int turn) const;
    bool isSetup(int turn) const;
    bool isFinished(int turn) const;
    // The squares a turn's move passed through, and those pieces were removed
    // from during it.
    QVariantList pathOf(int turn) const;
    QVariantList capturedOf(int turn) const;
    // What the latest turn said besides its moves, as one line for the status.
    QString news() const;

    // The squares the latest move passed through, and the captures of the
    // latest turn.
    QVariantList lastMove() const;
    QVariantList lastCaptures() const;

    bool canUndo(int made) const;
    // The decision count to go back to: the start of the latest human turn.
    int undoTarget(int made) const;

  private:
#ifndef Q_MOC_RUN
    void keepRolls(const std::vector<hatrack::Transition>& transitions, int viewer);
    std::vector<hatrack::TableEvent> rolled_;
#endif
    struct Turn {
        int owner = -1;
        bool setup = false;
        bool finished = false;
        QString notation;   // every decision, in notation
        QString main;       // the owner's moves joined, or its first sentence
        QString words;      // the owner's move on the board in words, or main
        QStringList spoken; // the game's words for moves the story cannot tell
        QStringList notes;
        QStringList news; // what the status line tells of it (see record)
        QVariantList path;
        QVariantList captured;
        int made = 0; // player decisions when it ended, or so far
#ifndef Q_MOC_RUN
        hatrack::MoveStory story; // the owner's moves on the board, told as words
#endif
    };
    bool valid(int turn) const {
        return turn >= 0 && turn < static_cast<int>(turns_.size());
    }

    std::vector<Turn> turns_;
    QStringList moves_;
    int setupCount_ = 0;
    QStringList setupPicks_;
    QList<int> humanTurnStarts_; // decision counts where a human began to decide
    QString ending_;
};
