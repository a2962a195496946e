// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Learn to play: the lessons of every game (rules/lessons.h) for QML. It
// lists stages and levels with the stars kept for each (QSettings), starts a
// level on a GameController of its own, judges it from the match's log after
// every decision, and offers hints and "Show me". It knows no game: levels,
// goals and texts all come from the games' lesson files.
#include "gamecontroller.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class LessonCoach : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    // Every game with lessons: [{id, title, stages, levels, done, stars}].
    Q_PROPERTY(QVariantList games READ games NOTIFY progressChanged)

    // The level in play ("" for none), and what it says.
    Q_PROPERTY(QString gameId READ gameId NOTIFY levelChanged)
    Q_PROPERTY(QString levelPath READ levelPath NOTIFY levelChanged)
    Q_PROPERTY(QString title READ title NOTIFY levelChanged)
    Q_PROPERTY(QString stageTitle READ stageTitle NOTIFY levelChanged)
    Q_PROPERTY(QString text READ text NOTIFY levelChanged)
    Q_PROPERTY(QString goal READ goal NOTIFY levelChanged)
    // Its place among the game's levels, from 1.
    Q_PROPERTY(int levelNumber READ levelNumber NOTIFY levelChanged)
    Q_PROPERTY(int levelCount READ levelCount NOTIFY levelChanged)
    Q_PROPERTY(bool hasNext READ hasNext NOTIFY levelChanged)
    // Squares pointed at, arrows [{from, to, theirs}] and zones, as the level
    // gives them; the arrows only while the solution is followed, as they show
    // its path; theirs: a step of the other side's.
    Q_PROPERTY(QVariantList marks READ marks NOTIFY levelChanged)
    Q_PROPERTY(QVariantList arrows READ arrows NOTIFY verdictChanged)
    // Marked squares whose piece has left since the level began: their
    // marks go, as they would point at an empty square.
    Q_PROPERTY(QVariantList vacatedMarks READ vacatedMarks NOTIFY verdictChanged)
    Q_PROPERTY(QStringList zones READ zones NOTIFY levelChanged)
    Q_PROPERTY(int par READ par NOTIFY levelChanged)
    Q_PROPERTY(int limit READ limit NOTIFY levelChanged)

    // "playing", "won", "lost", "showing" while Show me plays the solution,
    // and "shown" once it has played it to the end.
    Q_PROPERTY(QString state READ state NOTIFY verdictChanged)
    // What happened, once decided: why a move misses, or that the goal is reached.
    Q_PROPERTY(QString verdictText READ verdictText NOTIFY verdictChanged)
    Q_PROPERTY(int moves READ moves NOTIFY verdictChanged)
    // Stars this try earned (0 until won), and the best kept for the level.
    Q_PROPERTY(int stars READ stars NOTIFY verdictChanged)
    Q_PROPERTY(int bestStars READ bestStars NOTIFY verdictChanged)
    // The hint, once asked for, and the squares of the solution's next step.
    Q_PROPERTY(QString hintText READ hintText NOTIFY verdictChanged)
    Q_PROPERTY(QVariantList hintSquares READ hintSquares NOTIFY verdictChanged)
    // The level's own words for a move the rules just refused, when it names
    // that move (the engine's reason is in the controller's status line).
    Q_PROPERTY(QString refusalText READ refusalText NOTIFY verdictChanged)

  public:
    explicit LessonCoach(QObject* parent = nullptr);

    GameController* controller() const { return controller_; }
    void setController(GameController* c);
    QVariantList games() const;
    // A game's stages: [{id, title, levels: [{path, title, goal, stars}]}].
    Q_INVOKABLE QVariantList stages(const QString& gameId) const;
    Q_INVOKABLE QString gameTitle(const QString& gameId) const;
    Q_INVOKABLE int levelTotal(const QString& gameId) const;

    // Starts a level ("stage/level") of a game; false, with the controller's
    // status saying why, when it cannot.
    Q_INVOKABLE bool start(const QString& gameId, const QString& path);
    Q_INVOKABLE bool retry();
    Q_INVOKABLE bool next();
    // The first level of the game not yet won (or the first), for "Continue".
    Q_INVOKABLE QString nextUnwon(const QString& gameId) const;
    Q_INVOKABLE void showHint();
    // The squares of the solution's next step for the learner (as the hint
    // shows them), whether or not a hint was asked for.
    Q_INVOKABLE QVariantList nextStepSquares() const { return hintSquares_; }
    // Starts the level afresh and plays its solution, step by step.
    Q_INVOKABLE void showMe();
    // Leaves the level: nothing more is played.
    Q_INVOKABLE void leave();
    Q_INVOKABLE void resetProgress(const QString& gameId);

    // The one-line offer on a game the player has never played before.
    Q_INVOKABLE bool offerFor(const QString& gameId) const;
    Q_INVOKABLE QString offerText(const QString& gameId) const;
    Q_INVOKABLE void dismissOffer(const QString& gameId);
    // Tells that a game was played (it is no longer new to the player).
    Q_INVOKABLE void notePlayed(const QString& gameId);

    QString gameId() const { return gameId_; }
    QString levelPath() const { return path_; }
    QString title() const;
    QString stageTitle() const;
    QString text() const;
    QString goal() const;
    int levelNumber() const;
    int levelCount() const { return levelTotal(gameId_); }
    bool hasNext() const;
    QVariantList marks() const;
    QVariantList arrows() const;
    QVariantList vacatedMarks() const;
    QStringList zones() const;
    int par() const;
    int limit() const;
    QString state() const { return state_; }
    QString verdictText() const { return verdict_; }
    int moves() const { return moves_; }
    int stars() const { return stars_; }
    int bestStars() const;
    QString hintText() const;
    QVariantList hintSquares() const { return hintShown_ ? hintSquares_ : QVariantList(); }
    QString refusalText() const { return refusal_; }

  signals:
    void controllerChanged();
    void progressChanged();
    void levelChanged();
    void verdictChanged();

  private:
    // After every decision: the verdict, kept stars, the hint's squares.
    void judge();
    void showStep();
    void refused(int from, int to);
    int squareNamed(const std::string& name) const;
    int helps() const;
    QString key(const QString& gameId, const QString& path) const;
#ifndef Q_MOC_RUN
    // The level in play as the game's lessons hold it; null for none.
    const hatrack::LessonLevel* level() const;
#endif

    QPointer<GameController> controller_;
    QMetaObject::Connection stateConnection_;
    QString gameId_;
    QString path_;
#ifndef Q_MOC_RUN
    std::shared_ptr<hatrack::LessonScript> script_;
#endif
    QString state_ = QStringLiteral("playing");
    QString verdict_;
    int moves_ = 0;
    int stars_ = 0;
    // Hints asked, Show me and tries failed for each level since it was last
    // won, while the program runs: the same whether a level is tried again
    // or left and opened again.
    QHash<QString, int> helps_;
    bool hintShown_ = false;
    bool onSolution_ = false;
    QVariantList hintSquares_;
    QString refusal_;
    std::size_t judgedLog_ = 0;
    QMetaObject::Connection refusedConnection_;
    QTimer showTimer_;
    mutable QSettings store_;
};
