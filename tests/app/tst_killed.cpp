// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The app killed in the middle of a game (SIGKILL, no chance to clean up):
// the game in progress must be intact and offered back at the next start.
#include "gamecontroller.h"

#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

class TestKilled : public QObject {
    Q_OBJECT
  private slots:
    void killedGameIsOfferedBackIntact() {
        QCoreApplication::setApplicationName(QStringLiteral("HatrackKillTest"));
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                      "/game-in-progress.hatrack");
        QProcess player;
        player.start(QStringLiteral(KILLED_PLAYER), {});
        QVERIFY(player.waitForFinished(60000));
        QCOMPARE(player.exitStatus(), QProcess::CrashExit);
        const QString fen = QString::fromUtf8(player.readAllStandardOutput()).trimmed();
        QVERIFY2(fen.startsWith("W:") || fen.startsWith("B:"), qPrintable(fen));

        GameController next;
        QVERIFY(next.hasGameToResume());
        QVERIFY2(next.resumeGame(), qPrintable(next.statusText()));
        QCOMPARE(next.fen(), fen);
        QCOMPARE(next.playerKinds(), QStringList({"human", "hard"}));
        QCOMPARE(next.moveList().size(), 3); // two moves of Black's, one answer
        // The computer takes up the turn it was thinking about.
        QTRY_VERIFY_WITH_TIMEOUT(next.humanToMove(), 30000);
    }
};

QTEST_GUILESS_MAIN(TestKilled)
#include "tst_killed.moc"
