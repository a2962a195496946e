// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The computer thinks on a worker thread while the board stays in use: a new
// game, an undo or quitting while it thinks must cancel the search, never let
// an old answer land in the new position, and leave nothing running. Run under
// ThreadSanitizer in CI (packaging/linux/hatrack.sh sanitize).
#include "gamecontroller.h"

#include <QElapsedTimer>
#include <QtTest>

namespace {

const QStringList kHumanVsHard = {QStringLiteral("human"), QStringLiteral("hard")};

// Plays the first legal move of the first piece that can move.
bool playAnyMove(GameController& c) {
    const QVariantList movable = c.movableSquares();
    if (movable.isEmpty()) return false;
    const int from = movable.first().toInt();
    return c.moveTo(from, c.targetsFrom(from).first().toInt());
}

} // namespace

class TestThinking : public QObject {
    Q_OBJECT
  private slots:
    void newGamesWhileThinking() {
        GameController c;
        c.setStepDelay(0);
        for (int i = 0; i < 6; ++i) {
            // The computer moves first, so it is thinking as the next game starts.
            QVERIFY(c.newGame("sorcerers-apprentice", {}, {"hard", "human"}, 10 + i));
            QVERIFY(c.thinking());
        }
        QVERIFY(c.newGame("checkers", {}, {"hard", "human"}, 99));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 30000);
        // Exactly one answer, for this game: no plan meant for an earlier one.
        QCOMPARE(c.moveList().size(), 1);
        QCOMPARE(c.gameId(), QStringLiteral("checkers"));
    }

    void undoWhileThinking() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, kHumanVsHard, 3));
        const QString start = c.fen();
        QVERIFY(playAnyMove(c));
        QVERIFY(c.thinking());
        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.thinking());
        QCOMPARE(c.fen(), start);
        QVERIFY(c.humanToMove());
        // The search that was cancelled never comes back to play its move.
        QTest::qWait(300);
        QCOMPARE(c.fen(), start);
        QVERIFY(c.moveList().isEmpty());
        // And the game goes on normally.
        QVERIFY(playAnyMove(c));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 30000);
        QCOMPARE(c.moveList().size(), 2); // the move, and the computer's answer
    }

    void quitWhileThinking() {
        // A search that would take seconds on its own (hard, Sorcerer's
        // Apprentice, kings everywhere) is stopped and its thread joined when
        // the window closes: deleting the controller returns, and the search
        // never outlives it (ThreadSanitizer and AddressSanitizer would see it).
        auto* c = new GameController;
        QVERIFY(c->newGame("sorcerers-apprentice", {}, {"hard", "hard"}, 8,
                           "B:WK21,K22,K23,K24,K25,K26:BK1,K2,K3,K4,K5,K6;racks:rgb/ycp"));
        QVERIFY(c->thinking());
        QElapsedTimer clock;
        clock.start();
        delete c; // the window closes while the computer thinks
        qInfo("the search stopped %lld ms after the window closed", clock.elapsed());
    }

    void computersPlayWhileTheBoardIsUsed() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, {"normal", "easy"}, 5));
        // Clicks and flips while the computers play: refused or harmless.
        for (int i = 0; i < 40 && !c.gameOver(); ++i) {
            c.clickSquare(i % 32);
            c.setFlipped(i % 2 == 0);
            QTest::qWait(5);
        }
        c.newGame("checkers", {}, {"human", "human"}, 1);
        QTest::qWait(100);
        QCOMPARE(c.moveList().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestThinking)
#include "tst_thinking.moc"
