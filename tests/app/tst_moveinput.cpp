// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Clicks and drops go through the same code: a click on the end of a chain
// makes the chain as a drop there does, and a refusal names the move the
// player meant and says what the piece can do, from the moves on offer.
#include "gamecontroller.h"

#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

} // namespace

class TestMoveInput : public QObject {
    Q_OBJECT
  private slots:
    void clickOnTheEndOfAChainMakesIt() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10,19:B6"));
        QVERIFY(c.clickSquare(sq(6)));
        QVERIFY2(c.clickSquare(sq(24)), qPrintable(c.statusText()));
        QTRY_COMPARE(c.moveList(), QStringList{"6x15x24"});
        QCOMPARE(c.statusText(), QString());
    }

    void clickAndDropAcceptTheSameMoves() {
        // Every square a click accepts, a drop accepts too, and the other way
        // round (a click on one of the player's own pieces chooses it instead).
        for (int to = 0; to < 32; ++to) {
            if (to == sq(1) || to == sq(6)) continue;
            GameController byClick, byDrop;
            byClick.setStepDelay(0);
            byDrop.setStepDelay(0);
            const QString fen = QStringLiteral("B:W10,11,18,19,27:B6,K1");
            QVERIFY(byClick.newGame("checkers", {}, humans(), 1, fen));
            QVERIFY(byDrop.newGame("checkers", {}, humans(), 1, fen));
            byClick.clickSquare(sq(6));
            const bool clicked = byClick.clickSquare(to);
            const bool dropped = byDrop.moveTo(sq(6), to);
            QCOMPARE(clicked, dropped);
            QTRY_COMPARE(byClick.moveList(), byDrop.moveList());
            QCOMPARE(byClick.statusText(), byDrop.statusText());
        }
    }

    void refusalNamesTheMoveMeant() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18:B1,15"));
        // The only piece that may move is chosen already...
        QCOMPARE(c.selectedSquare(), sq(15));
        // ...but a click on another piece chooses that one, and says why it cannot move.
        QVERIFY(!c.clickSquare(sq(1)));
        QCOMPARE(c.selectedSquare(), sq(1));
        QCOMPARE(c.statusText(),
                 QStringLiteral("The man on 1 cannot move: a capture is compulsory (15x22)."));
        QVERIFY(!c.clickSquare(sq(5)));
        QCOMPARE(
            c.statusText(),
            QStringLiteral("1-5 is not allowed. The man on 1 cannot move: a capture is compulsory "
                           "(15x22)."));
        // The piece that must capture says which captures it has.
        QVERIFY(!c.moveTo(sq(15), sq(19)));
        QCOMPARE(c.statusText(),
                 QStringLiteral("15-19 is not allowed. The man on 15 must capture: 15x22."));
    }

    void refusalSaysWhereThePieceCanGo() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W32:B1"));
        QVERIFY(c.clickSquare(sq(1)));
        QVERIFY(!c.clickSquare(sq(10)));
        QCOMPARE(c.statusText(),
                 QStringLiteral("1-10 is not allowed. The man on 1 can step to 5 or 6."));
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(!c.moveTo(sq(11), sq(19)));
        QCOMPARE(c.statusText(),
                 QStringLiteral("11-19 is not allowed. The man on 11 can step to 15 or 16."));
        // A blocked piece names the pieces that can move.
        QVERIFY(!c.clickSquare(sq(1)));
        QCOMPARE(c.statusText(), QStringLiteral("The man on 1 cannot move; the pieces on 9, 10, 11 "
                                                "and 12 can."));
        // Kings are called kings; both captures are named.
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18,19:BK14,K15"));
        QVERIFY(!c.moveTo(sq(15), sq(11)));
        QCOMPARE(
            c.statusText(),
            QStringLiteral("15-11 is not allowed. The king on 15 must capture: 15x22, 15x24."));
    }

    void refusalNamesTheWallInTheWay() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "W move w:23 b:1 walls:B18e+18s up:fire planets:off"));
        QVERIFY(!c.moveTo(sq(23), sq(18)));
        QCOMPARE(
            c.statusText(),
            QStringLiteral("23-18 is not allowed: Black's wall between 23 and 18 is in the "
                           "way. The pawn on 23 can step to 19. In its way: a wall before 18."));
    }

    // One refusal, said once: the status line holds it, and the prompt above
    // it does not change.
    void refusalIsSaidOnce() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        const QString prompt = c.pendingDecision();
        QVERIFY(!c.moveTo(sq(11), sq(19)));
        QCOMPARE(c.pendingDecision(), prompt);
        QVERIFY(!c.statusText().contains(prompt));
    }

    // Sorcerer's Apprentice: hops over one's own pieces (Nimbleness) chain
    // without a capture, so a drop or a click on the end makes them all.
    void nimbleChainDroppedOnItsEnd() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W32:B6,10,19;hats:6=y"));
        QVERIFY(c.clickSquare(sq(6)));
        QVERIFY2(c.clickSquare(sq(24)), qPrintable(c.statusText()));
        QTRY_VERIFY(c.currentPlayer() != 0 || c.moveList().size() == 1);
        QTRY_COMPARE(c.moveList().value(0), QStringLiteral("6x15x24"));
    }

    // A drag that turns a corner makes the hop it turned on, though a draw
    // from the bag comes before the chain goes on: the lesson's arrows 18-17
    // and 17-25 in one drag had been refused ("18-25 is not allowed").
    void aDragTurningACornerMakesTheHopItTurnedOn() {
        const QString fen = QStringLiteral("B:W21,22,32:BK18;hats:18=p");
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, fen));
        QVERIFY(!c.moveTo(sq(18), sq(25)));
        QVERIFY2(c.moveTo(sq(18), sq(25), false, {sq(17)}), qPrintable(c.statusText()));
        QTRY_COMPARE(c.selectedSquare(), sq(17));
        QCOMPARE(c.currentPlayer(), 0);
        QVERIFY2(c.moveTo(sq(17), sq(25)), qPrintable(c.statusText()));
        QTRY_COMPARE(c.moveList().value(0).startsWith(QStringLiteral("18x17")), true);
    }

    // A chain goes the way it was drawn, not the one a search finds first:
    // 1-10-17-26 traced toward 19 is not the chain 1-10-19.
    void aChainGoesTheWayItWasDrawn() {
        const QString fen = QStringLiteral("B:W7,15,22,32:BK1,6,14,23;hats:1=y");
        GameController drawn, straight;
        drawn.setStepDelay(0);
        straight.setStepDelay(0);
        QVERIFY(drawn.newGame("sorcerers-apprentice", {}, humans(), 1, fen));
        QVERIFY(straight.newGame("sorcerers-apprentice", {}, humans(), 1, fen));
        QVERIFY2(drawn.moveTo(sq(1), sq(19), false, {sq(10), sq(17), sq(26)}),
                 qPrintable(drawn.statusText()));
        QVERIFY2(straight.moveTo(sq(1), sq(19)), qPrintable(straight.statusText()));
        QTRY_COMPARE(drawn.moveList().value(0), QStringLiteral("1x10x17x26"));
        QTRY_COMPARE(straight.selectedSquare(), sq(19));
    }

    // A king's round trip drawn back onto its own square is made; a piece
    // taken out and put back is not a move and says nothing.
    void aRoundTripDrawnBackToItsSquareIsMade() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W14,15,22,23,32:BK10"));
        QVERIFY(!c.moveTo(sq(10), sq(10), false, {sq(14)}));
        QCOMPARE(c.statusText(), QString());
        QVERIFY2(c.moveTo(sq(10), sq(10), false,
                          {sq(14), sq(17), sq(22), sq(26), sq(23), sq(19), sq(15)}),
                 qPrintable(c.statusText()));
        QTRY_COMPARE(c.moveList(), QStringList{"10x17x26x19x10"});
    }

    // A capture that crowns ends the move: drawn on past the crowning, the
    // drop is refused with that reason, not as a move the player never made.
    void aDragPastTheEndOfTheMoveSaysWhereItEnded() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W20,26,27:B22"));
        QVERIFY(!c.moveTo(sq(22), sq(24), false, {sq(26), sq(31), sq(27)}));
        QCOMPARE(c.statusText(),
                 QStringLiteral("22x31 ends the move: the piece cannot go on to 24."));
    }

    // Squares merely crossed change nothing: a man dragged across a square
    // it could step to is still refused where it was dropped.
    void aSquareCrossedIsNoMove() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W30:B9"));
        QVERIFY(!c.moveTo(sq(9), sq(18), false, {sq(14)}));
        QCOMPARE(c.moveList(), QStringList{});
    }
};

QTEST_MAIN(TestMoveInput)
#include "tst_moveinput.moc"
