// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A Sorcerer's Apprentice turn as a sequence of decisions (docs/rules.md, Sorcerer's
// Apprentice, and DECISIONS-EXAMPLE.md): each lost piece draws a hat for the
// opponent at once and lets its owner place a hat, also in the middle of the
// opponent's jump chain, before the jumper goes on. Chance draws come from the seed
// and are not decisions.

#ifndef Q_MOC_RUN
#include "sorcerer_test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

class TestSorcererTurns : public QObject {
    Q_OBJECT

  private slots:
    void decisionsExampleWardOn19();
    void decisionsExampleDecline();
    void decisionsExampleWardOn32();
    void decisionsExampleReplaysFromItsDecisions();
    void undoDrawsAfresh();
    void placementInTheMiddleOfEveryChainHop();
    void noInterruptionWithoutHatsToPlace();
    void noPlacementWhenEveryPieceWearsAHat();
    void emptyBagDrawsNothing();
    void drawIsWeightedByTheBag();
    void crownedPieceKeepsItsHatsAndTheMoveEnds();
    void wholeChainNotationWithoutInterruption();
    void wholeChainTextStopsAtAnInterruption();
    void startingPosition();
    void turnCountIgnoresInterruptions();
};

// DECISIONS-EXAMPLE rows 1-6: 6x15 (only move), Black draws, White places blue on
// 19, 15x24 is warded: 19 stays, blue leaves the game, White to move.
void TestSorcererTurns::decisionsExampleWardOn19() {
    Match m = matchFrom("B:W10,19,32:B6;racks:/b");
    const SorcererState& s = sa(m);
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"6x15"});
    QVERIFY(!rulesErrorOf([&] { m.play("6-9"); }).isEmpty()); // capture is compulsory
    QCOMPARE(s.bag().total(), 29);

    m.play("6x15");
    QVERIFY(isEmpty(s, 10));
    QCOMPARE(s.at(sq(15)).owner, 0);
    QCOMPARE(s.rack(0).total(), 1); // the chance draw went to Black
    QCOMPARE(s.bag().total(), 28);
    QCOMPARE(s.currentPlayer(), 1); // White decides, in Black's turn
    QCOMPARE(legal(s), sorted({"blue@19", "blue@32", "nohat"}));
    // Black may not go on before White has decided.
    QVERIFY(!rulesErrorOf([&] { m.play("15x24"); }).isEmpty());

    m.play("blue@19");
    QCOMPARE(letters(s.at(sq(19)).hats), QString("b"));
    QCOMPARE(s.rack(1).total(), 0);
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"15x24"});

    m.play("15x24");
    QCOMPARE(s.at(sq(24)).owner, 0);
    QCOMPARE(s.at(sq(19)).owner, 1); // warded: still on the board
    QCOMPARE(s.at(sq(19)).hats.total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 1); // the blue hat left the game
    QCOMPARE(s.rack(0).total(), 1);   // no piece left the board: no second draw
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(legal(s), sorted({"19-15", "19-16", "32-27", "32-28"}));
    QVERIFY(fiveOfEach(countEverywhere(s)));
    QCOMPARE(m.decisions().size(), std::size_t{3}); // 6x15 blue@19 15x24
}

// Declining: 15x24 takes 19, Black draws again and White may place again.
void TestSorcererTurns::decisionsExampleDecline() {
    Match m = matchFrom("B:W10,19,32:B6;racks:/b");
    const SorcererState& s = sa(m);
    m.play("6x15");
    m.play("nohat");
    QCOMPARE(letters(s.rack(1)), QString("b"));
    QCOMPARE(s.currentPlayer(), 0);
    m.play("15x24");
    QVERIFY(isEmpty(s, 19));
    QCOMPARE(s.rack(0).total(), 2);
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(legal(s), sorted({"blue@32", "nohat"}));
    m.play("blue@32");
    QCOMPARE(letters(s.at(sq(32)).hats), QString("b"));
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(legal(s), sorted({"32-27", "32-28"}));
}

// Blue on 32 instead: 19 is taken; White has nothing left to place, so no second
// interruption, and the turn passes.
void TestSorcererTurns::decisionsExampleWardOn32() {
    Match m = matchFrom("B:W10,19,32:B6;racks:/b");
    const SorcererState& s = sa(m);
    m.play("6x15");
    m.play("blue@32");
    m.play("15x24");
    QVERIFY(isEmpty(s, 19));
    QCOMPARE(s.rack(0).total(), 2);
    QCOMPARE(s.outOfGame().total(), 0);
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.toMove(), 1);
}

// The record is (game, options, seed, decisions): the same list from the same
// seed gives the same position, hat draws included.
void TestSorcererTurns::decisionsExampleReplaysFromItsDecisions() {
    const std::string fen = "B:W10,19,32:B6;racks:/b";
    for (std::uint64_t seed : {1ULL, 7ULL, 99ULL, 123456789ULL}) {
        Match m = matchFrom(fen, {}, seed);
        m.play("6x15");
        m.play("nohat");
        m.play("15x24");
        m.play("nohat");
        Match again = matchFrom(fen, {}, seed);
        for (const Action& a : m.decisions()) again.apply(a);
        QCOMPARE(qs(again.state().toFen()), qs(m.state().toFen()));
        // The log holds the draws too, and rebuilds the game without drawing.
        const Match fromLog = Match::replay(m.gameId(), m.options(), seed, fen, m.log(), 0);
        QCOMPARE(qs(fromLog.state().toFen()), qs(m.state().toFen()));
    }
}

// Undo is not an oracle: after taking a move back, the hat drawn after the
// next capture is drawn afresh (the same way for the same history), so undoing
// never shows a player what the bag will give.
void TestSorcererTurns::undoDrawsAfresh() {
    const std::string fen = "B:W10,19,32:B6;racks:/b";
    int differs = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Match m = matchFrom(fen, {}, seed);
        m.play("6x15");
        const std::string firstDraw = m.state().toFen();
        m.truncate(0);
        QCOMPARE(m.epoch(), std::uint64_t(1));
        m.play("6x15");
        Match same = matchFrom(fen, {}, seed);
        same.play("6x15");
        same.truncate(0);
        same.play("6x15");
        QCOMPARE(qs(m.state().toFen()), qs(same.state().toFen()));
        differs += m.state().toFen() != firstDraw ? 1 : 0;
    }
    // 30 hats of 6 colours: a fresh draw differs from the first about 4 times in 5.
    QVERIFY2(differs >= 20, qPrintable(QString("only %1 of 40 redraws differ").arg(differs)));
}

// A triple jump by Black over 6, 15 and 24: after each hop White decides about a
// hat (White, in Black's turn), then Black goes on.
void TestSorcererTurns::placementInTheMiddleOfEveryChainHop() {
    Match m = matchFrom("B:W6,15,24,32:B1,4;racks:/yc");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"1x10"});
    m.play("1x10");
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.toMove(), 0);
    QCOMPARE(legal(s), sorted({"yellow@15", "yellow@24", "yellow@32", "clear@15", "clear@24",
                               "clear@32", "nohat"}));
    QVERIFY(!rulesErrorOf([&] { m.play("10x19"); }).isEmpty());
    m.play("clear@15");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"10x19"});
    m.play("10x19");
    QVERIFY(isEmpty(s, 15));
    QCOMPARE(s.outOfGame()[Clear], 1); // hats on a captured piece leave the game
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(legal(s), sorted({"yellow@24", "yellow@32", "nohat"}));
    m.play("nohat");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), QStringList{"19x28"});
    m.play("19x28");
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.toMove(), 0); // still Black's turn: White is placing
    QCOMPARE(legal(s), sorted({"yellow@32", "nohat"}));
    m.play("yellow@32");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(s.rack(0).total(), 3);
    QCOMPARE(s.bag().total(), 30 - 2 - 3);
    QCOMPARE(s.piecesOf(1), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// With an empty rack there is nothing to decide: the jumper simply goes on.
void TestSorcererTurns::noInterruptionWithoutHatsToPlace() {
    Match m = matchFrom("B:W6,15,24,32:B1,4");
    const SorcererState& s = sa(m);
    m.play("1x10");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(s.rack(0).total(), 1); // the draw still happens
    QCOMPARE(legal(s), QStringList{"10x19"});
    m.play("10x19");
    m.play("19x28");
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(s.rack(0).total(), 3);
}

// Without Wearing Many Hats a hat goes only on a piece wearing none; when every
// piece wears one, the owner is not asked.
void TestSorcererTurns::noPlacementWhenEveryPieceWearsAHat() {
    Match m = matchFrom("B:W6,15,32:B1,4;hats:15=g,32=p;racks:/y");
    const SorcererState& s = sa(m);
    m.play("1x10");
    QCOMPARE(s.currentPlayer(), 0); // White was not asked
    QCOMPARE(letters(s.rack(1)), QString("y"));
    QCOMPARE(legal(s), QStringList{"10x19"});
}

// If the bag is empty, nothing is drawn.
void TestSorcererTurns::emptyBagDrawsNothing() {
    Match m = matchFrom("B:W10,32:B6;bag:;out:r5y5g5b5c5p5");
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.rack(0).total(), 0);
    QCOMPARE(s.toMove(), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// The draw takes each colour with probability (its count) / (bag size), and a bag
// holding one colour only always gives that colour.
void TestSorcererTurns::drawIsWeightedByTheBag() {
    Match one = matchFrom("B:W10,32:B6;bag:g2;out:r5y5g3b5c5p5");
    one.play("6x15");
    QCOMPARE(letters(sa(one).rack(0)), QString("g"));
    QCOMPARE(letters(sa(one).bag()), QString("g"));

    // Before the draw is resolved, the chance outcomes are offered with weights.
    auto state = newGame(kGame, {}, 5, "B:W10,32:B6;bag:r3c;out:r2y5g5b5c4p5");
    state->applyAction(state->legalActions().front()); // 6x15
    QCOMPARE(state->currentPlayer(), kChance);
    const auto outcomes = state->chanceOutcomes();
    QCOMPARE(outcomes.size(), std::size_t{2});
    for (const auto& [action, p] : outcomes) {
        if (state->actionText(action) == "draw:red")
            QCOMPARE(p, 0.75);
        else
            QCOMPARE(p, 0.25);
    }
    // Over many seeds, red comes about three times in four.
    int reds = 0;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        Match m = matchFrom("B:W10,32:B6;bag:r3c;out:r2y5g5b5c4p5", {}, seed);
        m.play("6x15");
        reds += sa(m).rack(0)[Red];
    }
    QVERIFY2(reds > 260 && reds < 340, qPrintable(QString::number(reds)));
}

// A man reaching the far row is crowned, keeps its hat, and the move ends there
// even though the new king could jump on over 27.
void TestSorcererTurns::crownedPieceKeepsItsHatsAndTheMoveEnds() {
    Match m = matchFrom("B:W26,27,5:B22;hats:22=g");
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"22x31"});
    m.play("22x31");
    QVERIFY(s.at(sq(31)).king);
    QCOMPARE(letters(s.at(sq(31)).hats), QString("g"));
    QCOMPARE(s.at(sq(27)).owner, 1);
    QCOMPARE(s.toMove(), 1);
}

// "6x15x24" is accepted as consecutive hops when nobody is asked in between.
void TestSorcererTurns::wholeChainNotationWithoutInterruption() {
    Match m = matchFrom("B:W10,19,32:B6");
    const SorcererState& s = sa(m);
    m.play("6x15x24");
    QVERIFY(isEmpty(s, 10));
    QVERIFY(isEmpty(s, 19));
    QCOMPARE(s.at(sq(24)).owner, 0);
    QCOMPARE(s.rack(0).total(), 2);
    QCOMPARE(s.toMove(), 1);
}

// When White is asked about a hat after 6x15, "6x15x24" cannot be played whole:
// nothing of it is played, the error names the interruption, and written as
// decisions in order it goes through.
void TestSorcererTurns::wholeChainTextStopsAtAnInterruption() {
    Match m = matchFrom("B:W10,19,32:B6;racks:/b");
    const QString before = QString::fromStdString(m.state().toFen());
    const QString error = rulesErrorOf([&] { m.play("6x15x24"); });
    QVERIFY(error.contains("15x24"));
    QVERIFY2(error.contains("hat"), qPrintable(error));
    QCOMPARE(m.decisions().size(), std::size_t{0});
    QCOMPARE(QString::fromStdString(m.state().toFen()), before);
    m.play("6x15");
    const SorcererState& s = sa(m);
    QVERIFY(isEmpty(s, 10));
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(legal(s), sorted({"blue@19", "blue@32", "nohat"}));
}

// A new game: the checkers start, 30 hats in the bag, empty racks, Black to move.
void TestSorcererTurns::startingPosition() {
    Match m(kGame, {}, 3);
    const SorcererState& s = sa(m);
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(s.bag().total(), 30);
    QVERIFY(fiveOfEach(s.bag()));
    QCOMPARE(s.piecesOf(0), 12);
    QCOMPARE(s.piecesOf(1), 12);
    QCOMPARE(legal(s).size(), 7);
    QCOMPARE(s.rack(0).total() + s.rack(1).total(), 0);
}

// Match::plies() counts completed turns, "a whole move counts once": White's hat
// decision inside Black's turn must not count as a turn of its own.
void TestSorcererTurns::turnCountIgnoresInterruptions() {
    Match m = matchFrom("B:W10,19,32:B6;racks:/b");
    m.play("6x15");
    m.play("blue@19");
    m.play("15x24");
    QCOMPARE(sa(m).toMove(), 1);
    QCOMPARE(m.plies(), 1);
    m.play("19-15");
    QCOMPARE(m.plies(), 2);
}

QTEST_APPLESS_MAIN(TestSorcererTurns)
#include "tst_sorcerer_turns.moc"
