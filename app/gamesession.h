// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game in progress at this screen: the match, who plays each side, the
// computer thinking on a worker thread, decisions paced one by one so the
// board can show each hop, undo and new games. It knows no game's rules; the
// engine answers everything.
// moc in Qt 6.4 cannot parse the C++20 library headers the engine pulls in.
#ifndef Q_MOC_RUN
#include "lessons.h"
#include "match.h"
#endif

#include "searchthread.h"
#include <QList>

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantMap>

#include <atomic>
#include <functional>
#include <memory>

class GameSession : public QObject {
    Q_OBJECT
  public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

#ifndef Q_MOC_RUN
    // One player decision as it was applied, with the chance steps that followed.
    struct Applied {
        hatrack::Action action;
        hatrack::ActionView view; // described before it was applied
        std::string text;         // its notation, before it was applied
        hatrack::Phrase sentence; // as players read it, before it was applied
        hatrack::Phrase words;    // a move on the board in words, where its events cannot tell it
        int owner = -1;           // whose turn it was
        int decider = -1;         // who decided
        bool setup = false;       // made while the game was being set up
        // The table before it, as the viewer saw it: for telling the move in words.
        hatrack::Table table;
        std::vector<hatrack::Transition> transitions;
    };
    // Told after every decision, and after anything that starts the game's
    // history afresh (a new game, undo).
    std::function<void(const Applied&)> onApplied;
    std::function<void()> onReset;
    // Told when the players end the game themselves (a resignation, an agreed draw).
    std::function<void(const hatrack::LogEntry&)> onEnded;

    const hatrack::Match* match() const {
        return match_.get();
    }
    const hatrack::GameState* state() const {
        return match_ ? &match_->state() : nullptr;
    }

    // A lesson's level: the learner at this screen, the level's own player for
    // the other side, chance as the level scripts it. Never autosaved.
    bool startLesson(const hatrack::LessonScript& script, QString* error);
    // Applies a human's decision now (it must be legal) and `rest` after it,
    // paced, each checked again when its turn comes. False if it was refused.
    bool decide(const hatrack::Action& action, const std::vector<hatrack::Action>& rest = {});
#endif

    // players: per side "human" or a computer name; seed < 0 takes the clock.
    // On failure returns false and sets `error`.
    bool start(const QString& gameId, const QVariantMap& options, const QStringList& players,
               qint64 seed, const QString& fen, QString* error);
    // The game as a saved-game file (docs/saved-games.md).
    QByteArray saveText() const;
    // Continues a saved game; on failure returns false, sets `error` to what is
    // wrong with the file, and leaves the game in progress as it was.
    bool load(const QByteArray& text, QString* error);
    // Where the game in progress is written after every decision ("" for
    // nowhere). A finished game removes the file: there is nothing to resume.
    void setAutosavePath(const QString& path);
    QString autosavePath() const {
        return autosavePath_;
    }

    // Moves in notation, separated by spaces; on failure sets `error` to a
    // sentence naming the move.
    bool play(const QString& moves, QString* error);
    // Takes back player decisions until `count` remain. What chance showed in
    // the moves taken back stays: played again into a position where chance
    // was drawn, the match gives the same outcome (a die is not rolled again
    // by undoing), while other positions meet chance afresh.
    void truncate(int count);
    // Nothing more is played by itself (a lesson that is decided): the
    // computer stops, and paced steps are dropped, until the next start.
    void halt();
    bool halted() const {
        return halted_;
    }
#ifndef Q_MOC_RUN
    // Ends the game as the players chose: `player` resigns (Resignation) or
    // offered the draw both agreed to (DrawAgreed). Stops the computer first.
    // False, with `error` saying why, when the game cannot end so now.
    bool endGame(hatrack::LogEntry::Kind kind, int player, QString* error);
    // The computer player of a side (null for a human).
    std::shared_ptr<const hatrack::Agent> agent(int player) const {
        return player == 0 || player == 1 ? agents_[player] : nullptr;
    }
#endif
#ifndef Q_MOC_RUN
    // Puts back a log that undo took back (redo): the match replayed from it
    // with the chance outcomes it met, the players kept. False if it does not
    // fit the game.
    bool restore(const std::vector<hatrack::LogEntry>& log);
#endif

    bool hasGame() const {
        return match_ != nullptr;
    }
    QStringList kinds() const {
        return kinds_;
    }
    // A lesson's level is played (startLesson): it asks every choice it teaches.
    bool inLesson() const {
        return kinds_.contains(QStringLiteral("lesson"));
    }
    QVariantMap options() const {
        return options_;
    }
    QString startFen() const {
        return fen_;
    }
    bool isHuman(int player) const;
    // The one human at this screen; when both are, the one seated (see
    // setSeat), else kOnlooker.
    int viewer() const;
    // Two people at one screen, in a game that hides things from each: the
    // player the table is shown to now (-1: to an onlooker, who sees only
    // what is public). A new game starts unseated.
    void setSeat(int player) {
        seat_ = player;
    }
    int seat() const {
        return seat_;
    }
    // Whether a choice that leaves the table as it is (ActionView::quiet) is
    // taken for a human who has just decided, when it is the only quiet one
    // of their next decision. Never in a lesson, which asks everything it
    // teaches. setAskNextChoice(true) asks it after the next decision all the
    // same (the player held Shift).
    void setTakeQuietChoices(bool on) {
        takeQuiet_ = on;
    }
    void setAskNextChoice(bool ask) {
        askOnce_ = ask;
    }
    // A human decides now and nothing is waiting to be played.
    bool humanToDecide() const;
    bool thinking() const {
        return thinking_;
    }
    int decisionsMade() const;
    int stepDelay() const {
        return stepDelay_;
    }
    void setStepDelay(int ms) {
        stepDelay_ = qMax(0, ms);
    }
    // While the board shows a change in motion (the board turning a quarter),
    // the computer's next step waits for it, so that no piece moves on a board
    // still swinging round.
    void setViewBusy(bool busy);
    bool viewBusy() const {
        return viewBusy_;
    }

  signals:
    // Whose turn, thinking, or the game itself changed.
    void changed();
    // The computer could not move, a queued step failed...
    void problem(const QString& text);

  private:
#ifndef Q_MOC_RUN
    bool applyNow(const hatrack::Action& action);
#endif
    // Takes the quiet choice a human's last decision left them, if any.
    bool takeQuietChoice();
    void next();
    void onStepTimer();
    void startThinking();
    void takeComputerAnswer();
    void cancelPending();
    void autosave();
#ifndef Q_MOC_RUN
    // keepSeat: the same game rebuilt (a redo), still shown to the player at the screen.
    void adopt(std::unique_ptr<hatrack::Match> match, std::shared_ptr<hatrack::Agent> a0,
               std::shared_ptr<hatrack::Agent> a1, const QStringList& kinds, bool keepSeat = false);
    // The same for a match whose options and start come with it (a file, a lesson).
    void adoptWithItsSetup(std::unique_ptr<hatrack::Match> match,
                           std::shared_ptr<hatrack::Agent> a0, std::shared_ptr<hatrack::Agent> a1,
                           const QStringList& kinds);
#endif

#ifndef Q_MOC_RUN
    std::unique_ptr<hatrack::Match> match_;
    std::shared_ptr<hatrack::Agent> agents_[2];
    QList<hatrack::Action> queue_;
#endif
    SearchThread computer_;
    // While the computer thinks, its answer is looked for this often.
    QTimer computerTimer_;
    QString autosavePath_;
    QStringList kinds_;
    QVariantMap options_;
    QString fen_;
    QTimer stepTimer_;
    bool thinking_ = false;
    bool halted_ = false;
    bool viewBusy_ = false;
    bool takeQuiet_ = false;
    bool askOnce_ = false;
    int quietFor_ = -1; // the human whose next quiet choice is taken
    int stepDelay_ = 280;
    int seat_ = -1;
};
