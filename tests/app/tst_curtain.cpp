// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Two people at one screen: a game that hides something from each player is
// shown to the one who decides, behind a curtain between their turns; a game
// that hides nothing never has one. Picks that no square names (an edge, a
// token worn on a piece) are offered and taken through the same controller.
#include "gamecontroller.h"
#include "tablemodel.h"
#include "tokenmodel.h"

#include <QtTest>

namespace {

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

// The face a token shows to the screen now ("" face down).
QString faceOf(GameController& c, int id) {
    TokenModel* m = c.table()->tokens();
    const int row = m->rowOf(id);
    if (row < 0) return QStringLiteral("<none>");
    return m->data(m->index(row), TokenModel::FaceRole).toString();
}

constexpr int kBlackPlanet = 1600;
constexpr int kWhitePlanet = 1601;

} // namespace

class TestCurtain : public QObject {
    Q_OBJECT
  private slots:
    void openGamesHaveNoCurtain() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(!c.curtain());
        QVERIFY(c.playMoves("11-15 22-18"));
        QVERIFY(!c.curtain());
    }

    void eachPlayerSeesOnlyTheirOwnPlanet() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:9,10 w:22,23 up:fire planets:mars/venus"));
        // Nobody is shown anything secret before Black lifts the curtain.
        QVERIFY(c.curtain());
        QCOMPARE(c.curtainPlayer(), 0);
        QCOMPARE(faceOf(c, kBlackPlanet), QString());
        QCOMPARE(faceOf(c, kWhitePlanet), QString());
        c.liftCurtain();
        QVERIFY(!c.curtain());
        QCOMPARE(faceOf(c, kBlackPlanet), QStringLiteral("mars"));
        QCOMPARE(faceOf(c, kWhitePlanet), QString());
        // Each player's own pieces are at the bottom of the screen.
        const bool blackFlipped = c.flipped();
        QCOMPARE(blackFlipped, c.topPlayer() == 0);
        QVERIFY(c.playMoves("9-13 card:fire fire@15"));
        c.passScreen();
        c.liftCurtain();
        QCOMPARE(c.flipped(), !blackFlipped);
    }

    // Each player takes back only their own turn, and only before passing the
    // screen on: the other's turn was played out of their sight.
    void eachPlayerTakesBackOnlyTheirOwnTurn() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:9,10 w:22,23 up:fire planets:mars/venus"));
        c.liftCurtain();
        QVERIFY(c.playMoves("9-13 card:fire fire@15"));
        // Black's turn is over; Black still looks at it and may take it back.
        QVERIFY(c.curtainAfterTurn());
        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.curtain());
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(faceOf(c, kBlackPlanet), QStringLiteral("mars"));
        QVERIFY(c.canRedo());
        c.redo();
        QVERIFY(c.curtainAfterTurn()); // Black sees the turn's result again before passing
        QCOMPARE(c.currentPlayer(), 1);

        // Passed on, the screen belongs to White: Black's turn stays played.
        c.passScreen();
        QVERIFY(c.curtainPassed());
        QVERIFY(!c.canUndo());
        c.undo();
        QCOMPARE(c.currentPlayer(), 1);
        c.liftCurtain();
        QVERIFY(!c.curtainPassed());
        QVERIFY(!c.canUndo());
        QVERIFY(!c.canRedo());
        QCOMPARE(faceOf(c, kWhitePlanet), QStringLiteral("venus"));
        QCOMPARE(faceOf(c, kBlackPlanet), QString());

        // White's own turn may be taken back by White, and no further.
        QVERIFY(c.playMoves("23-19 card:snookle snookle@10"));
        QVERIFY(c.curtainAfterTurn());
        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.curtain());
        QCOMPARE(c.currentPlayer(), 1);
        QCOMPARE(faceOf(c, kWhitePlanet), QStringLiteral("venus"));
        QVERIFY(!c.canUndo());
    }

    // While the last player looks at their turn, nothing at the table asks
    // for the next player's decision: no ringed pawns, no clicks taken.
    void theNextDecisionWaitsForItsPlayer() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B card:rotate b:1,2,3 w:5,13,22,23,24,25,26,27,28,30,31 up:rotate "
                          "planets:venus/earth"));
        c.liftCurtain();
        QVERIFY(c.playMoves("rotate:cw"));
        // White, short of captured pieces, chooses which ready pawn to crown.
        QVERIFY(c.curtainAfterTurn());
        QCOMPARE(c.currentPlayer(), 1);
        QVERIFY(c.pickGroups().isEmpty());
        QVERIFY(c.clickableTokens().isEmpty());
        QVERIFY(!c.pick(QStringLiteral("crown"), 4)); // the pawn on 5
        QCOMPARE(c.currentPlayer(), 1);
        c.passScreen();
        c.liftCurtain();
        QCOMPARE(c.pickGroups(), QStringList{QStringLiteral("crown")});
        QVERIFY(c.pick(QStringLiteral("crown"), 4));
        QCOMPARE(c.currentPlayer(), 1);
        QVERIFY(!c.curtain());
    }

    // A choice of the other player in the middle of a turn (which pawn to
    // crown, once a capture gives one) passes the screen there and back, and
    // the bar says so: the turn is not over.
    void aChoiceInTheOtherTurnPassesThereAndBack() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:14 w:1,2,18,24,25,26,27,28,29,30,31,32 up:fire "
                          "planets:mars/venus"));
        c.liftCurtain();
        QVERIFY(c.playMoves("14x23"));
        QVERIFY(c.curtainAfterTurn());
        QCOMPARE(c.curtainPlayer(), 1);
        QCOMPARE(
            c.passNote(),
            QStringLiteral("White decides something during your turn, which goes on after it."));
        // What Black was told of an undo and a redo is not White's to read.
        c.undo();
        c.redo();
        QVERIFY(c.curtainAfterTurn());
        QVERIFY(!c.statusText().isEmpty());
        c.passScreen();
        QCOMPARE(c.statusText(), QString());
        QCOMPARE(c.passNote(), QString()); // the screen has been passed
        c.liftCurtain();
        QCOMPARE(faceOf(c, kWhitePlanet), QStringLiteral("venus"));
        QVERIFY(c.playMoves("crown:2"));
        QVERIFY(c.curtainAfterTurn());
        QCOMPARE(c.curtainPlayer(), 0);
        QCOMPARE(c.passNote(), QStringLiteral("Done: back to Black's turn."));
        c.passScreen();
        c.liftCurtain();
        QCOMPARE(faceOf(c, kBlackPlanet), QStringLiteral("mars"));
        // Black's turn goes on with its card, then ends as any turn does.
        QVERIFY(c.playMoves("card:fire fire@15"));
        QCOMPARE(c.passNote(), QStringLiteral("Your turn is over."));
    }

    // A player who must capture with one piece finds it picked up once the
    // curtain lifts, its capture said beside the board, as in an open game.
    void theOnlyCapturingPieceIsPickedUpOnceTheCurtainLifts() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:14 w:1,2,18,24,25,26,27,28,29,30,31,32 up:fire "
                          "planets:mars/venus"));
        c.liftCurtain();
        QCOMPARE(c.selectedSquare(), 13);
        QVERIFY(c.explainSquare(13).contains(QStringLiteral("must capture")));
    }

    // A draw offer is answered behind the curtain: the one to answer sits
    // down at their own table, then the one to move gets theirs back.
    void aDrawOfferPassesTheScreenBothWays() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B move b:9,10 w:22,23 up:fire planets:mars/venus"));
        c.liftCurtain();
        QSignalSpy asked(&c, &GameController::drawOffered);
        QVERIFY(c.offerDraw());
        QVERIFY(c.curtain());
        QCOMPARE(c.curtainPlayer(), 1);
        QVERIFY(c.curtainPassed()); // nothing to look at first: down at once
        QCOMPARE(asked.count(), 0); // not over Black's table
        c.liftCurtain();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.front().at(1).toInt(), 1);
        QCOMPARE(faceOf(c, kWhitePlanet), QStringLiteral("venus"));
        QCOMPARE(faceOf(c, kBlackPlanet), QString());
        QVERIFY(c.answerDraw(false));
        QVERIFY(c.curtain());
        QCOMPARE(c.curtainPlayer(), 0);
        QVERIFY(c.curtainPassed());
        c.liftCurtain();
        QCOMPARE(faceOf(c, kBlackPlanet), QStringLiteral("mars"));
        QVERIFY(c.moveTo(8, 12)); // Black plays on: 9-13
    }

    void computerOpponentNeverSeesACurtain() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, {QStringLiteral("human"), QStringLiteral("random")},
                          1, "B move b:9,10 w:22,23 up:fire planets:mars/venus"));
        QVERIFY(!c.curtain());
        QCOMPARE(faceOf(c, kBlackPlanet), QStringLiteral("mars"));
        QCOMPARE(faceOf(c, kWhitePlanet), QString());
    }

    void wallsArePickedAsPairsOfEdges() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B card:walls b:9 w:24 up:walls,fire planets:off"));
        QVERIFY(!c.curtain());
        const QVariantList picks = c.pickOptions();
        QVERIFY(!picks.isEmpty());
        QVariantMap first;
        for (const QVariant& p : picks) {
            const QVariantMap m = p.toMap();
            QCOMPARE(m.value("kind").toString(), QStringLiteral("edge"));
            QCOMPARE(m.value("square").toInt(), -1); // never mistaken for a square
            QCOMPARE(m.value("pair").toList().size(), 2);
            if (first.isEmpty()) first = m;
        }
        // No click on a square stands for an edge.
        QVERIFY(c.pickTargets(QStringLiteral("walls")).isEmpty());
        QVERIFY(c.pickAction(first.value("index").toInt()));
        int walls = 0;
        TokenModel* m = c.table()->tokens();
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->data(m->index(r), TokenModel::TypeRole).toString() == QStringLiteral("wall") &&
                m->data(m->index(r), TokenModel::AliveRole).toBool())
                ++walls;
        QCOMPARE(walls, 2);
    }

    void aRingIsRemovedByClickingIt() {
        GameController c;
        QVERIFY(c.newGame("alien-checkers", {}, humans(), 1,
                          "B card:antimatter b:9r w:24 up:antimatter,fire planets:off"));
        const QVariantList clickable = c.clickableTokens();
        QCOMPARE(clickable.size(), 1);
        const int ring = clickable.front().toInt();
        QVERIFY(ring >= 1300 && ring < 1309);
        QVERIFY(c.clickToken(ring));
        QCOMPARE(c.table()
                     ->tokens()
                     ->data(c.table()->tokens()->index(c.table()->tokens()->rowOf(ring)),
                            TokenModel::AliveRole)
                     .toBool(),
                 false);
    }
};

QTEST_MAIN(TestCurtain)
#include "tst_curtain.moc"
