// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The six hat powers of Sorcerer's Apprentice (docs/rules.md, Sorcerer's
// Apprentice): Zotting (red), Nimbleness (yellow), Venom (green), Warding (blue),
// Strength (clear) and Valor (purple), each checked where a player would notice it:
// what is offered, what is refused, which pieces leave and where the hats go.

#ifndef Q_MOC_RUN
#include "sorcerer_test_support.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

class TestSorcererPowers : public QObject {
    Q_OBJECT

  private slots:
    // Venom (green)
    void venomPoisonsAndTheUsualDrawAndPlacementFollow();
    void venomStoppedByWarding();
    void venomPoisonsAZotter();
    void venomPoisonsAStrengthCapturer();
    // Warding (blue)
    void wardingDuringAChain();
    void wardedPieceLosesOneHatAndNoHatIsDrawn();
    // Zotting (red)
    void zotIsCompulsoryInAnyDirection();
    void zotRemovesTheEnemyAndTheRedHat();
    void zotAgainstWardingSpendsBothHats();
    // Strength (clear)
    void strengthCaptureIsCompulsoryManForwardOnly();
    void strengthOneCapturePerTurn();
    void strengthCaptureCrowns();
    void strengthKingCapturesAnyDirection();
    void strengthAgainstWardingAttackerStays();
    // Valor (purple)
    void valorManLandsTwoRowsStraightAhead();
    void valorManAtTheEdge();
    void valorNoStraightJump();
    void valorKingUsesBothLandingsAndChains();
    void valorTwoCapturesToOneLandingAreBothChoosable();
    // Nimbleness (yellow)
    void nimblenessOverTwoFriendsIntoACaptureIsCompulsory();
    void nimblenessFriendlyJumpsAloneWithStop();
    void nimblenessManJumpsFriendsForwardOnly();
    void nimblenessNoSquareLandedTwice();
    void nimblenessNotForcedOnAfterTheLastCapture();
};

// ---------------------------------------------------------------- Venom

// White puts green on 15 in the middle of Black's chain; Black must still take 15,
// is poisoned, finishes the move and loses the piece at the end of the turn: White
// draws a hat, then Black may place one.
void TestSorcererPowers::venomPoisonsAndTheUsualDrawAndPlacementFollow() {
    Match m = matchFrom("B:W6,15,32:B1,4;racks:c/g");
    const SorcererState& s = sa(m);
    m.play("1x10");
    QCOMPARE(s.currentPlayer(), 1);
    m.play("green@15");
    QCOMPARE(legal(s), QStringList{"10x19"}); // still compulsory
    m.play("10x19");
    // The poisoned piece is gone, the turn has reached its end.
    QVERIFY(isEmpty(s, 15));
    QVERIFY(isEmpty(s, 19));
    QCOMPARE(s.outOfGame()[Green], 1); // the green hat left the game
    QCOMPARE(s.rack(1).total(), 1);    // White drew for the poisoned piece
    QCOMPARE(s.rack(0).total(), 3);    // clear + two draws
    QCOMPARE(s.currentPlayer(), 0);    // Black may place a hat
    QCOMPARE(s.toMove(), 0);
    const QStringList choices = legal(s);
    QVERIFY(choices.contains("clear@4"));
    QVERIFY(choices.contains("nohat"));
    for (const QString& c : choices) QVERIFY2(c == "nohat" || c.endsWith("@4"), qPrintable(c));
    m.play("clear@4");
    QCOMPARE(letters(s.at(sq(4)).hats), QString("c"));
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.piecesOf(0), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// The poisoned piece is marked during the chain and still moves on; a Warding hat
// on it stops the poison at the end of the turn (blue leaves, the piece stays).
void TestSorcererPowers::venomStoppedByWarding() {
    // Without Warding, for comparison: the piece on 19 dies.
    {
        Match m = matchFrom("B:W6,15,32:B1,4;hats:6=g");
        const SorcererState& s = sa(m);
        m.play("1x10");
        QVERIFY(s.at(sq(10)).poisoned);
        bool marked = false;
        for (const PieceInfo& p : s.pieces()) marked |= p.square == sq(10) && p.marked;
        QVERIFY(marked);
        m.play("10x19");
        QVERIFY(isEmpty(s, 19));
        QCOMPARE(s.rack(1).total(), 1);
        QCOMPARE(s.currentPlayer(), 0); // Black may place one of its two hats on 4
        m.play("nohat");
        QCOMPARE(s.toMove(), 1);
    }
    Match m = matchFrom("B:W6,15,32:B1,4;hats:6=g,1=b");
    const SorcererState& s = sa(m);
    m.play("1x10");
    QVERIFY(s.at(sq(10)).poisoned);
    m.play("10x19");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.at(sq(19)).owner, 0); // survived
    QVERIFY(!s.at(sq(19)).poisoned);
    QCOMPARE(s.at(sq(19)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 1);
    QCOMPARE(s.outOfGame()[Green], 1);
    QCOMPARE(s.rack(1).total(), 0); // no piece left, no draw for White
    QCOMPARE(s.rack(0).total(), 2);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// A zot is a capture: zotting a Venom piece poisons the zotter, which dies at the
// end of the turn.
void TestSorcererPowers::venomPoisonsAZotter() {
    Match m = matchFrom("B:W10,32:B6,1;hats:6=r,10=g");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"6z10"});
    m.play("6z10");
    QVERIFY(isEmpty(s, 10));
    QVERIFY(isEmpty(s, 6));
    QCOMPARE(s.outOfGame()[Red], 1);
    QCOMPARE(s.outOfGame()[Green], 1);
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.rack(1).total(), 1);
    QCOMPARE(s.currentPlayer(), 0); // Black may place the drawn hat on 1
    QVERIFY(legal(s).contains("nohat"));
    m.play("nohat");
    QCOMPARE(s.toMove(), 1);
}

// A Strength capture of a Venom piece: the capturer moves in, is poisoned and dies
// at the end of the turn, its clear hat leaving the game.
void TestSorcererPowers::venomPoisonsAStrengthCapturer() {
    Match m = matchFrom("B:W14,32:B10,1;hats:10=c,14=g");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10x14"});
    m.play("10x14");
    QVERIFY(isEmpty(s, 10));
    QVERIFY(isEmpty(s, 14));
    QCOMPARE(s.outOfGame()[Clear], 1);
    QCOMPARE(s.outOfGame()[Green], 1);
    QCOMPARE(s.rack(1).total(), 1);
    QCOMPARE(s.currentPlayer(), 0); // Black may place the drawn hat on 1
    m.play("nohat");
    QCOMPARE(s.toMove(), 1);
}

// ---------------------------------------------------------------- Warding

// King 10 jumps warded 15: lands on 19 and goes on over 23, but may not jump 15
// again (19x10 over 15 is not offered).
void TestSorcererPowers::wardingDuringAChain() {
    Match m = matchFrom("B:W5,15,23:BK10;hats:15=b");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10x19"});
    m.play("10x19");
    QCOMPARE(s.at(sq(15)).owner, 1);
    QCOMPARE(s.at(sq(15)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 1);
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"19x26"});
    m.play("19x26");
    QVERIFY(isEmpty(s, 23));
    QCOMPARE(s.at(sq(15)).owner, 1);
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.toMove(), 1);
}

// With only the warded piece in reach the chain ends on landing; the piece can be
// captured in a later turn. Many Hats: two Warding hats absorb one capture each.
void TestSorcererPowers::wardedPieceLosesOneHatAndNoHatIsDrawn() {
    Match m = matchFrom("B:W15,29:BK10,6;hats:15=b2;opts:many-hats=on");
    const SorcererState& s = sa(m);
    m.play("10x19");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(letters(s.at(sq(15)).hats), QString("b"));
    QCOMPARE(s.rack(0).total(), 0);
    m.play("29-25");
    // Next turn the king may attack 15 again: the second blue hat absorbs it.
    QVERIFY(legal(s).contains("19x10"));
    m.play("19x10");
    QCOMPARE(s.at(sq(15)).owner, 1);
    QCOMPARE(s.at(sq(15)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 2);
    m.play("25-21");
    m.play("10x19");
    QVERIFY(isEmpty(s, 15));
    QCOMPARE(s.rack(0).total(), 1);
}

// ---------------------------------------------------------------- Zotting

// The red man on 10 has enemies on all four diagonals: a zot at any of them is
// offered, and nothing else (no jump for a red piece, no plain step anywhere).
void TestSorcererPowers::zotIsCompulsoryInAnyDirection() {
    Match m = matchFrom("B:W6,7,14,15,32:B10,1;hats:10=r");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), sorted({"10z6", "10z7", "10z14", "10z15"}));
    QVERIFY(!rulesErrorOf([&] { m.play("1-5"); }).isEmpty());
    QVERIFY(!rulesErrorOf([&] { m.play("10x19"); }).isEmpty());
}

void TestSorcererPowers::zotRemovesTheEnemyAndTheRedHat() {
    Match m = matchFrom("B:W7,32:B10,1;hats:10=r");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10z7"}); // backward, for a man
    m.play("10z7");
    QVERIFY(isEmpty(s, 7));
    QCOMPARE(s.at(sq(10)).owner, 0); // the zotter does not move
    QCOMPARE(s.at(sq(10)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Red], 1);
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.toMove(), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

void TestSorcererPowers::zotAgainstWardingSpendsBothHats() {
    Match m = matchFrom("B:W15,32:B10,1;hats:10=r,15=b");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10z15"});
    m.play("10z15");
    QCOMPARE(s.at(sq(15)).owner, 1);
    QCOMPARE(s.at(sq(15)).hats.total(), 0);
    QCOMPARE(s.at(sq(10)).owner, 0);
    QCOMPARE(s.at(sq(10)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Red], 1);
    QCOMPARE(s.outOfGame()[Blue], 1);
    QCOMPARE(s.rack(0).total(), 0);
    QCOMPARE(s.toMove(), 1);
}

// ---------------------------------------------------------------- Strength

// The clear man on 10 captures 14 by stepping onto it; it may not jump 14 (17 is
// empty), may not capture 7 behind it, and no plain step is allowed.
void TestSorcererPowers::strengthCaptureIsCompulsoryManForwardOnly() {
    Match m = matchFrom("B:W7,14,32:B10,1;hats:10=c");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10x14"});
    QVERIFY(!rulesErrorOf([&] { m.play("10-15"); }).isEmpty());
    QVERIFY(!rulesErrorOf([&] { m.play("10x17"); }).isEmpty());
    m.play("10x14");
    QCOMPARE(s.at(sq(14)).owner, 0);
    QCOMPARE(letters(s.at(sq(14)).hats), QString("c"));
    QVERIFY(isEmpty(s, 10));
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.toMove(), 1);
    // Only backward enemies: nothing to capture, plain steps are back.
    Match quiet = matchFrom("B:W7,32:B10;hats:10=c");
    QCOMPARE(legal(quiet), sorted({"10-14", "10-15"}));
}

// After one Strength capture the turn ends, though 14x18 would be another.
void TestSorcererPowers::strengthOneCapturePerTurn() {
    Match m = matchFrom("B:W14,18,32:B10;hats:10=c");
    const SorcererState& s = sa(m);
    m.play("10x14");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.at(sq(18)).owner, 1);
    QCOMPARE(s.rack(0).total(), 1);
}

void TestSorcererPowers::strengthCaptureCrowns() {
    Match m = matchFrom("B:W29,5:B25;hats:25=c");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"25x29"});
    m.play("25x29");
    QCOMPARE(s.at(sq(29)).owner, 0);
    QVERIFY(s.at(sq(29)).king);
    QCOMPARE(letters(s.at(sq(29)).hats), QString("c"));
    QCOMPARE(s.toMove(), 1);
}

void TestSorcererPowers::strengthKingCapturesAnyDirection() {
    Match m = matchFrom("B:W10,32:BK15;hats:15=c");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"15x10"});
    m.play("15x10");
    QCOMPARE(s.at(sq(10)).owner, 0);
    QVERIFY(s.at(sq(10)).king);
}

void TestSorcererPowers::strengthAgainstWardingAttackerStays() {
    Match m = matchFrom("B:W14,32:B10;hats:10=c,14=b");
    const SorcererState& s = sa(m);
    m.play("10x14");
    QCOMPARE(s.at(sq(10)).owner, 0);
    QCOMPARE(letters(s.at(sq(10)).hats), QString("c"));
    QCOMPARE(s.at(sq(14)).owner, 1);
    QCOMPARE(s.at(sq(14)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 1);
    QCOMPARE(s.rack(0).total(), 0);
    QCOMPARE(s.toMove(), 1);
}

// ---------------------------------------------------------------- Valor

// Man on 10 over 15: the straight landing 19 and the sideways one 11 are not
// allowed; it lands on 18, two rows straight ahead.
void TestSorcererPowers::valorManLandsTwoRowsStraightAhead() {
    Match m = matchFrom("B:W15,32:B10;hats:10=p");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"10x18/15"});
    m.play("10x18");
    QVERIFY(isEmpty(s, 15));
    QCOMPARE(s.at(sq(18)).owner, 0);
    QCOMPARE(s.toMove(), 1);
}

// On the left edge, 13 over 17 lands on 21 (the straight landing 22 is empty too).
void TestSorcererPowers::valorManAtTheEdge() {
    Match m = matchFrom("B:W17,32:B13;hats:13=p");
    QCOMPARE(legal(m), QStringList{"13x21/17"});
}

// When the bent landing is occupied, there is no jump even if the straight
// landing is free: no capture is available, so plain steps are legal.
void TestSorcererPowers::valorNoStraightJump() {
    Match m = matchFrom("B:W15,18,32:B10;hats:10=p");
    QCOMPARE(legal(m), QStringList{"10-14"});
}

// A king uses both bent landings (18 and 11 over 15), and chains on as usual:
// from 11 over 16 to 19 or 12.
void TestSorcererPowers::valorKingUsesBothLandingsAndChains() {
    Match m = matchFrom("B:W15,16,29:BK10;hats:10=p");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), sorted({"10x11/15", "10x18/15"}));
    m.play("10x11");
    QVERIFY(isEmpty(s, 15));
    QCOMPARE(legal(s), sorted({"11x12/16", "11x19/16"}));
    m.play("11x19");
    QVERIFY(isEmpty(s, 16));
    QCOMPARE(s.toMove(), 1);
    // Backward: a king on 19 over 15 lands on 11 or 18.
    Match back = matchFrom("B:W15,29:BK19;hats:19=p");
    QCOMPARE(legal(back), sorted({"19x11/15", "19x18/15"}));
}

// Man on 10 with enemies on 14 and 15: both Valor jumps land on 18. They capture
// different pieces, so the player must be able to choose either (docs/rules.md,
// Checkers: with several captures available the player picks any of them).
void TestSorcererPowers::valorTwoCapturesToOneLandingAreBothChoosable() {
    Match m = matchFrom("B:W14,15,32:B10;hats:10=p");
    const auto actions = m.state().legalActions();
    QStringList taken;
    for (const Action& a : actions) {
        auto child = m.state().clone();
        child->applyAction(a);
        for (int pdn : {14, 15})
            if (sa(*child).at(sq(pdn)).owner < 0) taken << QString::number(pdn);
    }
    taken.sort();
    taken.removeDuplicates();
    // 14 can be taken, and so can 15.
    QCOMPARE(taken, sorted({"14", "15"}));
    const std::set<Action> distinct(actions.begin(), actions.end());
    QCOMPARE(distinct.size(), actions.size()); // and no action is offered twice
    // The notation tells them apart by the piece passed over.
    QCOMPARE(legal(m), sorted({"10x18/14", "10x18/15"}));
    QVERIFY_THROWS_EXCEPTION(hatrack::RulesError, m.play("10x18")); // ambiguous
    m.play("10x18/15");
    QCOMPARE(sa(m).at(sq(14)).owner, 1);
}

// ---------------------------------------------------------------- Nimbleness

// Yellow man on 1 must jump its friends on 6 and 15 to take 24: the friendly jumps
// that lead to a capture are compulsory, every plain step is refused.
void TestSorcererPowers::nimblenessOverTwoFriendsIntoACaptureIsCompulsory() {
    Match m = matchFrom("B:W24,29:B1,6,15;hats:1=y");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"1x10"});
    QVERIFY(!rulesErrorOf([&] { m.play("15-19"); }).isEmpty());
    m.play("1x10");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"10x19"}); // no stop: the capture must be made
    // ...and the game says so, rather than offer a stop it refuses.
    QCOMPARE(QString::fromStdString(s.prompt().english),
             QString("Black: keep jumping with the piece on 10"));
    QVERIFY(s.captureRequired());
    m.play("10x19");
    QCOMPARE(legal(s), QStringList{"19x28"});
    m.play("19x28");
    QVERIFY(isEmpty(s, 24));
    QCOMPARE(s.at(sq(6)).owner, 0); // friends are not captured
    QCOMPARE(s.at(sq(15)).owner, 0);
    QCOMPARE(s.at(sq(28)).owner, 0);
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.toMove(), 1);
}

// With no capture anywhere, a move may be friendly jumps alone and may stop after
// any of them; it also ends by itself when no jump is left.
void TestSorcererPowers::nimblenessFriendlyJumpsAloneWithStop() {
    const std::string fen = "B:W29:B1,6,15;hats:1=y";
    Match m = matchFrom(fen);
    const SorcererState& s = sa(m);
    QVERIFY(legal(s).contains("1x10"));
    QVERIFY(legal(s).contains("15-19"));
    m.play("1x10");
    QCOMPARE(legal(s), sorted({"10x19", "stop"}));
    QCOMPARE(QString::fromStdString(s.prompt().english),
             QString("Black may jump on with the piece on 10 or stop"));
    QVERIFY(!s.captureRequired());
    m.play("stop");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.at(sq(10)).owner, 0);
    QCOMPARE(s.piecesOf(0), 3);

    Match on = matchFrom(fen);
    on.play("1x10");
    on.play("10x19");
    QCOMPARE(sa(on).toMove(), 1);
    QCOMPARE(sa(on).at(sq(19)).owner, 0);
    QCOMPARE(sa(on).rack(0).total(), 0);
}

// A yellow man jumps friends forward only.
void TestSorcererPowers::nimblenessManJumpsFriendsForwardOnly() {
    Match m = matchFrom("B:W29:B10,6;hats:10=y");
    QCOMPARE(legal(m), sorted({"6-9", "10-14", "10-15"}));
}

// Yellow king on 10 circles its friends 15, 23, 22, 14: 10-19-26-17-10. It may land
// on its own starting square, never twice on any other.
void TestSorcererPowers::nimblenessNoSquareLandedTwice() {
    Match m = matchFrom("B:W29:BK10,14,15,22,23;hats:10=y");
    const SorcererState& s = sa(m);
    QVERIFY(legal(s).contains("10x19"));
    QVERIFY(legal(s).contains("10x17"));
    m.play("10x19");
    QCOMPARE(legal(s), sorted({"19x10", "19x26", "stop"}));
    m.play("19x26");
    QCOMPARE(legal(s), sorted({"26x17", "stop"})); // 26x19 would land on 19 again
    m.play("26x17");
    QCOMPARE(legal(s), sorted({"17x10", "stop"})); // 17x26 would land on 26 again
    m.play("17x10");
    // From 10 both jumps land on squares already used: the move is over.
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.at(sq(10)).owner, 0);
    QVERIFY(s.at(sq(10)).king);
    QCOMPARE(s.piecesOf(0), 5);
}

// After its last capture a yellow man next to a friend is not forced to jump it:
// friendly jumps are something a move "may" do (docs/rules.md, Sorcerer's
// Apprentice, Nimbleness), so the player may stop (or the move ends), but must never
// be made to hop on.
void TestSorcererPowers::nimblenessNotForcedOnAfterTheLastCapture() {
    Match m = matchFrom("B:W6,29:B1,15;hats:1=y");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"1x10"});
    m.play("1x10");
    QVERIFY(isEmpty(s, 6));
    const bool turnOver = s.toMove() == 1;
    QVERIFY2(turnOver || legal(s).contains("stop"),
             qPrintable("Black is forced to go on with: " + legal(s).join(", ")));
}

QTEST_APPLESS_MAIN(TestSorcererPowers)
#include "tst_sorcerer_powers.moc"
