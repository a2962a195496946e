// The QObject layer as QML sees it: stable piece ids, refusals with reasons,
// undo, and the computer answering without blocking.
#include "gamecontroller.h"
#include "piecemodel.h"

#include <QSignalSpy>
#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QVariant role(PieceModel* m, int row, const char* name) {
    const auto roles = m->roleNames();
    return m->data(m->index(row), roles.key(name));
}

int rowOnSquare(PieceModel* m, int square) {
    for (int r = 0; r < m->rowCount(); ++r)
        if (role(m, r, "alive").toBool() && role(m, r, "square").toInt() == square) return r;
    return -1;
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

} // namespace

class TestController : public QObject {
    Q_OBJECT
  private slots:
    void startsWithTwelveEach() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        PieceModel* m = c.pieces();
        QCOMPARE(m->rowCount(), 24);
        QSet<int> ids;
        for (int r = 0; r < 24; ++r) ids.insert(role(m, r, "pieceId").toInt());
        QCOMPARE(ids.size(), 24);
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(c.pendingDecision(), QStringLiteral("Black to move"));
        QCOMPARE(c.movableSquares().size(), 4); // 9, 10, 11, 12
    }

    void unknownGameIsRefusedWithItsName() {
        GameController c;
        QVERIFY(!c.newGame("chess960", {}, humans(), 1));
        QVERIFY2(c.statusText().contains("chess960"), qPrintable(c.statusText()));
        QVERIFY(!c.hasGame());
    }

    void movedPieceKeepsItsRow() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        PieceModel* m = c.pieces();
        const int row = rowOnSquare(m, sq(11));
        const int id = role(m, row, "pieceId").toInt();
        QSignalSpy reset(m, &QAbstractItemModel::modelReset);
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(rowOnSquare(m, sq(15)), row);
        QCOMPARE(role(m, row, "pieceId").toInt(), id);
        QCOMPARE(c.moveList(), QStringList{"11-15"});
        QCOMPARE(c.lastMoveSquares(), (QVariantList{sq(11), sq(15)}));
    }

    void capturedPieceFadesInPlace() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        QVERIFY(c.playMoves("11-15 22-18"));
        const int victim = rowOnSquare(c.pieces(), sq(18));
        QVERIFY(c.mustCapture());
        QVERIFY(c.moveTo(sq(15), sq(22)));
        QCOMPARE(c.pieces()->rowCount(), 24);
        QCOMPARE(role(c.pieces(), victim, "alive").toBool(), false);
    }

    void refusalSaysWhy() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        c.playMoves("11-15 22-18");
        QSignalSpy rejected(&c, &GameController::moveRejected);
        QVERIFY(!c.moveTo(sq(12), sq(16)));
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(c.statusText().contains("compulsory") && c.statusText().contains("15x22"),
                 qPrintable(c.statusText()));
        QVERIFY(!c.moveTo(sq(15), sq(19)));
        QVERIFY(!c.statusText().isEmpty());
        QCOMPARE(c.moveList().size(), 2);
    }

    void crowningShowsAKing() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1, "B:W30:B27");
        QVERIFY(c.moveTo(sq(27), sq(32)));
        QCOMPARE(role(c.pieces(), rowOnSquare(c.pieces(), sq(32)), "kind").toString(),
                 QStringLiteral("king"));
    }

    void undoRestoresThePosition() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        const QString start = c.fen();
        QVERIFY(!c.canUndo());
        c.moveTo(sq(11), sq(15));
        const QString afterOne = c.fen();
        c.moveTo(sq(22), sq(18));
        QVERIFY(c.canUndo());
        c.undo();
        QCOMPARE(c.fen(), afterOne);
        c.undo();
        QCOMPARE(c.fen(), start);
        QCOMPARE(c.moveList(), QStringList{});
    }

    void computerAnswersAndUndoTakesBothBack() {
        GameController c;
        c.setStepDelay(0);
        c.newGame("checkers", {}, {"human", "easy"}, 9);
        const QString start = c.fen();
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QVERIFY(!c.humanToMove());
        QTRY_COMPARE_WITH_TIMEOUT(c.moveList().size(), 2, 10000);
        QTRY_VERIFY(c.humanToMove());
        c.undo();
        QCOMPARE(c.fen(), start);
    }

    void computersPlayAWholeGame() {
        GameController c;
        c.setStepDelay(0);
        c.newGame("checkers", {}, {"easy", "random"}, 3);
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 60000);
        QVERIFY(!c.outcomeText().isEmpty());
        // The board shows exactly the engine's final position.
        int alive = 0;
        for (int r = 0; r < c.pieces()->rowCount(); ++r)
            alive += role(c.pieces(), r, "alive").toBool() ? 1 : 0;
        int inFen = 0;
        for (const QString& side : c.fen().split(':').mid(1))
            inFen += static_cast<int>(side.mid(1).split(',', Qt::SkipEmptyParts).size());
        QCOMPARE(alive, inFen);
    }

    // Sorcerer's Apprentice: a Valor man on 10 can take 14 or 15, both landing on
    // 18. A drop on 18 cannot tell them apart, so the player is asked which.
    void twoCapturesOntoOneSquareBecomeAChoice() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W14,15,32:B10;hats:10=p"));
        QVERIFY(c.choices().isEmpty());
        QVERIFY(!c.moveTo(sq(10), sq(18)));
        const QVariantList offered = c.choices();
        QCOMPARE(offered.size(), 2);
        int takes15 = -1;
        for (const QVariant& v : offered)
            if (v.toMap().value("text").toString() == "10x18/15")
                takes15 = v.toMap().value("index").toInt();
        QVERIFY(takes15 >= 0);
        QVERIFY(c.choose(takes15));
        QCOMPARE(rowOnSquare(c.pieces(), sq(15)), -1);
        QVERIFY(rowOnSquare(c.pieces(), sq(14)) >= 0);
        QVERIFY(c.choices().isEmpty());
    }

    void singleHumanSitsAtTheBottom() {
        GameController c;
        c.newGame("checkers", {}, {"human", "normal"}, 1);
        QVERIFY(c.flipped());
        c.newGame("checkers", {}, {"normal", "human"}, 1);
        QVERIFY(!c.flipped());
    }
};

QTEST_GUILESS_MAIN(TestController)
#include "tst_controller.moc"
