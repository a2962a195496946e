// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the hard and expert players judge the planets whose goals hang on a
// card: Pluto (the Snookle on a checker one step from the opponent's home
// row) and Neptune (a Monolith slide that would push an enemy checker off).
// Without these, normal won a tenth of its games against hard by Pluto.
// Also how near a side is to having no move, the most common way to lose.

#ifndef Q_MOC_RUN
#include "alien_test_support.h"

#include "alien/alien_game.h"
#endif

#include <QTest>

namespace hatrack::alien::test {
namespace {

AlienState at(const std::string& fen) {
    return AlienState::fromFen(fen);
}

} // namespace

class TestAlienEval : public QObject {
    Q_OBJECT

  private slots:
    // Black's Snookle rides on 26, one step from 30 and 31: holding Pluto,
    // Black wins with that step in the coming turn.
    void plutoOneStepAwayWeighsLikeTheGame() {
        const AlienState pluto = at("W move b:1,26s w:9,12 planets:pluto/mars");
        const AlienState jupiter = at("W move b:1,26s w:9,12 planets:jupiter/mars");
        QCOMPARE(evaluateSharp(pluto, 0), evaluateSharp(jupiter, 0));
        QVERIFY2(evaluateKeen(pluto, 0) - evaluateKeen(jupiter, 0) > 3000,
                 qPrintable(QString::number(evaluateKeen(pluto, 0) - evaluateKeen(jupiter, 0))));
        // With both squares taken, the step is not there.
        const double blocked = evaluateKeen(at("W move b:1,26s w:9,30,31 planets:pluto/mars"), 0) -
                               evaluateKeen(at("W move b:1,26s w:9,30,31 planets:jupiter/mars"), 0);
        QVERIFY2(blocked < 1000, qPrintable(QString::number(blocked)));
    }

    // The Monolith on 10 can slide 14, 17, 21 and push Black's checker on 14
    // off the board; on 12 it pushes nothing of Black's. The Monolith card is
    // face up, so White may take it next.
    void neptuneThreatCountsForEveryPlanetNotRuledOut() {
        const std::string threat =
            "B move b:4,14 w:27,28,32 monolith:10 up:monolith planets:saturn/";
        const std::string none = "B move b:4,14 w:27,28,32 monolith:12 up:monolith planets:saturn/";
        // Where the Monolith stands means nothing to normal's evaluation.
        QCOMPARE(evaluateSharp(at(threat + "earth"), 0), evaluateSharp(at(none + "earth"), 0));
        // Black does not know White's planet: Neptune is one of the eight left.
        const auto seen = at(threat + "earth").undealtFor(0);
        const auto safe = at(none + "earth").undealtFor(0);
        const double hidden = evaluateKeen(*seen, 0) - evaluateKeen(*safe, 0);
        QVERIFY2(hidden < -300, qPrintable(QString::number(hidden)));
        // The same view whatever White holds.
        QCOMPARE(evaluateKeen(*at(threat + "neptune").undealtFor(0), 0), evaluateKeen(*seen, 0));
        // White's own evaluation, knowing it holds Neptune, counts it in full.
        const double known =
            evaluateKeen(at(threat + "neptune"), 1) - evaluateKeen(at(none + "neptune"), 1);
        QVERIFY2(known > 2000, qPrintable(QString::number(known)));
    }

    // Black's checker on 1 can step only to 5 (White holds 6, backed by 10):
    // one fire on 5 or the Hippo on 1 leaves Black without a move, which
    // loses. With a second checker on 4 it takes two blockers.
    void aPlayerOneBlockerFromNoMoveIsInDanger() {
        const AlienState one = at("B move b:1 w:6,10 planets:off");
        QCOMPARE(one.mobility(0, true).moves, 1);
        QCOMPARE(one.mobility(0, true).blockersToStop, 1);
        const AlienState two = at("B move b:1,4 w:6,10 planets:off");
        QCOMPARE(two.mobility(0, true).moves, 2);
        QCOMPARE(two.mobility(0, true).blockersToStop, 2);
        // One checker with two ways to go: freezing it stops both.
        const AlienState frozen = at("B move b:1 w:10,31 planets:off");
        QCOMPARE(frozen.mobility(0, true).moves, 2);
        QCOMPARE(frozen.mobility(0, true).blockersToStop, 1);
        // Between two checkers with a move each and one checker with two,
        // keen sees a gap wider than normal's by more than 150.
        const double keenGap = evaluateKeen(two, 0) - evaluateKeen(frozen, 0);
        const double sharpGap = evaluateSharp(two, 0) - evaluateSharp(frozen, 0);
        QVERIFY2(keenGap > sharpGap + 150, qPrintable(QString("%1 %2").arg(keenGap).arg(sharpGap)));
    }
};

} // namespace hatrack::alien::test

QTEST_APPLESS_MAIN(hatrack::alien::test::TestAlienEval)
#include "tst_alien_eval.moc"
