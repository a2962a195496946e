// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A board that explains itself: what the piece on a square may do now and
// why, in one line, for every game, as the player at this screen may know it
// (GameController::explainSquare, from GameState::explainSquare).
#include "gamecontroller.h"

#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

// A chessboard square ("e1") as Pawns in Hats numbers it: rank 8 first.
int chess(const char* name) {
    return (8 - (name[1] - '0')) * 8 + (name[0] - 'a');
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

QStringList humanAs(int side) {
    return side == 0 ? QStringList{"human", "random"} : QStringList{"random", "human"};
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
  private slots:
    void checkersStepsCapturesAndTurns() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QCOMPARE(c.explainSquare(sq(11)), QStringLiteral("The man on 11 can step to 15 or 16."));
        QCOMPARE(c.explainSquare(sq(22)),
                 QStringLiteral("The man on 22 waits: it is Black's turn."));
        QCOMPARE(c.explainSquare(sq(2)), QStringLiteral("The man on 2 cannot move now."));
        // Nothing stands there: nothing to say.
        QCOMPARE(c.explainSquare(sq(15)), QString());

        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18:B14,1"));
        QCOMPARE(c.explainSquare(sq(14)),
                 QStringLiteral("The man on 14 must capture: 14x23."));
        QCOMPARE(c.explainSquare(sq(1)),
                 QStringLiteral("The man on 1 cannot move: a capture is compulsory (14x23)."));

        QVERIFY(c.newGame("checkers", {}, humans(), 1, "W:WK18:B1"));
        QCOMPARE(c.explainSquare(sq(18)),
                 QStringLiteral("The king on 18 can step to 14, 15, 22 or 23."));
    }

    void sorcerersApprenticeSaysWhatTheHatsDo() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W15,32:B11,1;hats:11=r,1=b"));
        QCOMPARE(c.explainSquare(sq(11)),
                 QStringLiteral("The man on 11 must capture: 11z15. "
                                "This man wears Zotting (red hat) and may zot 15, but never "
                                "captures by jumping."));
        QCOMPARE(c.explainSquare(sq(1)),
                 QStringLiteral("The man on 1 cannot move: a capture is compulsory (11z15). This "
                                "man wears Warding (blue hat) and survives the next capture, "
                                "which takes the hat instead."));
    }

    // Asked where to put a hat, a man that may take it is not told off as
    // one that cannot move.
    void aPieceThatMayBeChosenSaysSo() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(c.explainSquare(sq(19)),
                 QStringLiteral("The man on 19 can be chosen now: %1.").arg(c.pendingDecision()));
        QVERIFY(!c.explainSquare(sq(32)).contains(QStringLiteral("cannot move")));
    }

    void fantasySaysWhatTheCharacterDid() {
        GameController c;
        // Black's Bard has charmed the checker on 11 (a penny on it).
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1,
                          "W bard,thief B:1,11p1 W:27,28 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"));
        QCOMPARE(c.explainSquare(sq(11)),
                 QStringLiteral("The man on 11 waits: it is White's turn. Charmed by the Bard: "
                                "White may not jump "
                                "this checker."));
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1,
                          "B bard,thief B:1w,i13 W:27,28 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"));
        QCOMPARE(c.explainSquare(sq(1)),
                 QStringLiteral("The man on 1 can step to 5 or 6. This checker is wounded (face "
                                "down): one more wound captures it."));
        // An illusion moves as a man of the Bard's.
        QCOMPARE(c.explainSquare(sq(13)),
                 QStringLiteral("The man on 13 can step to 17. This checker is the Bard's "
                                "illusion: an enemy checker it meets may save to make it "
                                "vanish."));
    }

    void pawnsInHatsSaysTheHatAndTheCheck() {
        GameController c;
        // White's king on e1 is in check from Black's hunter (a rook) on e5;
        // White's queen on d1 stands beside it. (The king may step to e2 and
        // take its crown off there, which ends the check too.)
        QVERIFY(c.newGame("pawns-in-hats", {}, humanAs(0), 1,
                          "4k3/8/8/4h3/8/8/8/3QK3 8/8/8/8/8/8/8/8 w - c 0 1"));
        QCOMPARE(c.explainSquare(chess("e1")),
                 QStringLiteral("The pawn on e1 can step to d2, e2, f1 or f2. This pawn wears the "
                                "Kingly Crown and moves as a king. Your king is in check: only "
                                "moves that end the check are allowed."));
        QVERIFY(c.explainSquare(chess("d1"))
                    .endsWith(QStringLiteral(
                        "Your king is in check: only moves that end the check are allowed.")));
        // Not in check: the queen on e2 stands between the king and the
        // hunter, so of its moves only those along the e-file are allowed.
        QVERIFY(c.newGame("pawns-in-hats", {}, humanAs(0), 1,
                          "4k3/8/8/4h3/8/8/4Q3/4K3 8/8/8/8/8/8/8/8 w - c 0 1"));
        QCOMPARE(c.explainSquare(chess("e2")),
                 QStringLiteral("The pawn on e2 can move to e3 or e4, or capture on e5. "
                                "This pawn wears the Queenly Crown and moves as a queen. Moves "
                                "that would leave your king in check are not allowed."));
        // A bare pawn punches.
        QVERIFY(c.newGame("pawns-in-hats", {}, humanAs(0), 1,
                          "4k3/8/8/8/8/4p3/4P3/8 8/8/8/8/8/8/8/8 w - c 0 1"));
        QCOMPARE(c.explainSquare(chess("e2")), QStringLiteral("The pawn on e2 can punch e3."));
    }

    void alienSaysEmperorsHipposSnooklesAndWalls() {
        GameController c;
        const QVariantMap noPlanets{{"planets", "off"}};
        QVERIFY(c.newGame("alien-checkers", noPlanets, humans(), 1,
                          "B move b:1E,6h,10s w:27,28 fire:15 up:walls planets:off"));
        QCOMPARE(c.explainSquare(sq(1)),
                 QStringLiteral("The emperor on 1 can step to 5. An emperor may slide any "
                                "distance along a free diagonal."));
        QCOMPARE(c.explainSquare(sq(6)),
                 QStringLiteral("The pawn on 6 cannot move now. The Hippo sits on this checker "
                                "and holds it where it is."));
        // Forward to 14 and, with the Snookle, back to 7; fire bars 15.
        QCOMPARE(c.explainSquare(sq(10)),
                 QStringLiteral("The pawn on 10 can step to 7 or 14. The Snookle lets this "
                                "checker step and jump backward. In its way: fire on 15."));
        // A king in water hides the water under it, so the line tells of it.
        QVERIFY(c.newGame("alien-checkers", noPlanets, humans(), 1,
                          "B move b:10K w:27,28 water:10 up:walls planets:off"));
        QCOMPARE(c.explainSquare(sq(10)),
                 QStringLiteral("The king on 10 can step to 6, 7, 14 or 15. This checker stands "
                                "in water, which kings and emperors may enter and pawns may not."));
    }

    void secretsStayHidden() {
        // Two people at one screen in a game with secret planets: behind the
        // curtain nothing is explained.
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:9,10 w:22,23 up:fire planets:mars/venus"));
        QVERIFY(c.curtain());
        QCOMPARE(c.explainSquare(sq(9)), QString());
        c.liftCurtain();
        QCOMPARE(c.explainSquare(sq(9)), QStringLiteral("The pawn on 9 can step to 13 or 14."));
        // Nothing is said of the planets: what a piece may do is on the board.
        QVERIFY(!c.explainSquare(sq(22)).contains(QStringLiteral("Venus")));
    }

    void lookingBackExplainsNothing() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 22-18"));
        c.viewTurn(0);
        QVERIFY(c.viewing());
        QCOMPARE(c.explainSquare(sq(15)), QString());
        c.backToGame();
        QVERIFY(!c.explainSquare(sq(15)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
