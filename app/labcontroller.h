// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The variant lab for the Lab screen: a run of computer games (rules/lab.h)
// on threads of its own, its statistics worded for QML as games finish, and
// its exports. Starting another run, cancel() or the controller's end stops
// the games under way and waits for their threads, so nothing is left
// running behind the screen.
#ifndef Q_MOC_RUN
#include "lab.h"
#endif

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <chrono>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

class LabController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int finished READ finished NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(double elapsed READ elapsed NOTIFY progressChanged)
    // Per variant, in the current language: {name, games, firstWins, secondWins,
    // draws, aScore, firstScore: {value, low, high, hits, of}, meanPlies,
    // minPlies, maxPlies, bucket, histogram: [counts], endings: [{id, label,
    // games}], features: [{id, label, games, uses, score}]}.
    Q_PROPERTY(QVariantList results READ results NOTIFY resultsChanged)
    // The games finished: {variant, index, winner, aSide, plies, end}.
    Q_PROPERTY(QVariantList games READ games NOTIFY resultsChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY runningChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(bool pdnAvailable READ pdnAvailable NOTIFY runningChanged)
  public:
    explicit LabController(QObject* parent = nullptr);
    ~LabController() override;

    bool running() const { return running_; }
    int finished() const;
    int total() const;
    double elapsed() const;
    QVariantList results() const { return results_; }
    QVariantList games() const { return gameRows_; }
    QString gameId() const;
    QString error() const { return error_; }
    bool pdnAvailable() const;

    // Starts a run: `variants` as [{name, options: {NAME: VALUE}}], played
    // on every core. False, with `error` saying why, for a configuration the
    // rules refuse.
    Q_INVOKABLE bool start(const QString& gameId, const QVariantList& variants, int games,
                           const QString& playerA, const QString& playerB, qint64 seed);
    // Stops the run; the games finished stay and are counted.
    Q_INVOKABLE void cancel();
    // Whether two shares of the results differ at the 95% level.
    Q_INVOKABLE bool differs(const QVariantMap& a, const QVariantMap& b) const;
    // A game of the run as a saved game, for GameController::loadGameText.
    Q_INVOKABLE QString gameText(int variant, int index) const;
    Q_INVOKABLE bool exportCsv(const QUrl& file);
    Q_INVOKABLE bool exportJson(const QUrl& file);
    Q_INVOKABLE bool exportArchive(const QUrl& file);
    Q_INVOKABLE bool exportPdn(const QUrl& file);

  signals:
    void runningChanged();
    void progressChanged();
    void resultsChanged();
    void errorChanged();
    // A file was written: where, said to the player.
    void exported(const QString& path);

  private:
    void stop();
    void refresh();
    void setError(const QString& why);
    bool write(const QUrl& file, const std::string& text);
    std::vector<hatrack::LabGame> snapshot() const;

    std::unique_ptr<hatrack::LabRun> run_;
    std::thread thread_;
    mutable std::mutex mutex_;
    // Finished games as they come from the run's threads, and whether the
    // screen has seen them all.
    std::vector<hatrack::LabGame> done_;
    bool dirty_ = false;
    bool threadDone_ = false;
    std::string failure_;
    bool running_ = false;
    QTimer poll_;
    std::chrono::steady_clock::time_point started_;
    double elapsed_ = 0;
    QVariantList results_;
    QVariantList gameRows_;
    QString error_;
};
