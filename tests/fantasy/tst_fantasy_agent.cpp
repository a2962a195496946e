// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Fantasy RPG Checkers computer players: every strength answers with a
// legal decision in every kind of decision (a character, a move, a spell's
// target, an arrow, a Leap & Stab wound, the Cleric's offer, a pass), the same
// position and seed give the same answer, and in a short fixed-seed match
// normal beats the random player. (Figures over many games come from
// `hatrack-cli selfplay`, see README.md.)

#ifndef Q_MOC_RUN
#include "fantasy_test_support.h"

#include "games.h"
#endif

#include <QTest>

#include <algorithm>

using namespace hatrack;
using namespace hatrack::fantasy;
using namespace hatrack::fantasy::test;

class TestFantasyAgent : public QObject {
    Q_OBJECT

  private slots:
    void legalInEveryDecisionKind() {
        struct Case {
            std::string fen;
            QStringList moves; // played first, to reach the decision
            Phase phase;
        };
        const Case cases[] = {
            {"W ?,? B:1,2,3,4,5,6,7,8,9,10,11,12 W:21,22,23,24,25,26,27,28,29,30,31,32 "
             "P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
             {},
             Phase::Choose},
            {pos("B", "mage,thief", "9,10", "14,22"), {}, Phase::Turn},
            {pos("B", "mage,thief", "1,2", "19,23", "0.0.0,0.0.0", "3,0"), {"fireball"}, Phase::Target},
            {pos("B", "thief,mage", "5", "14,22", "2.0.0,0.0.0", "2,0"), {"shoot"}, Phase::Arrows},
            {pos("B", "ranger,mage", "1", "6,15", "2.0.0,0.0.0"), {"1x10"}, Phase::Chain},
            {pos("B", "ranger,mage", "1", "6,15,23", "2.0.0,0.0.0"), {"1x10", "10x19"}, Phase::Stab},
            {pos("B", "mage,cleric", "10", "14,23", "0.0.0,0.0.0", "0,3"), {"10x17"}, Phase::CureOffer},
            {pos("W", "mage,cleric", "10", "23", "0.0.0,0.0.0", "0,0", "0,1"), {}, Phase::Turn},
        };
        for (const Case& c : cases) {
            Match m = matchFrom(c.fen);
            QCOMPARE(playAll(m, c.moves), QString());
            QCOMPARE(int(fs(m).phase()), int(c.phase));
            for (const char* name : {"easy", "normal", "hard", "expert"}) {
                auto agent = newAgent(kGame, name, 5);
                const Budget budget{20'000u, nullptr};
                const Analysis a = agent->think(m.state(), budget);
                const auto legalNow = m.state().legalActions();
                QVERIFY2(std::find(legalNow.begin(), legalNow.end(), a.best) != legalNow.end(),
                         qPrintable(qs(c.fen) + " " + name));
                QCOMPARE(newAgent(kGame, name, 5)->think(m.state(), budget).best, a.best);
            }
        }
    }

    void takesTheWinningJump() {
        // The Thief's third jump is Loot!
        Match m = matchFrom(pos("B", "thief,mage", "1", "6,15,24,29"));
        const Analysis a = newAgent(kGame, "normal", 3)->think(m.state());
        QCOMPARE(m.state().actionText(a.best), std::string("1x10"));
    }

    void normalBeatsRandom() {
        const SelfplaySummary r = selfplay(kGame, {}, 6, 7, "normal", "random");
        QVERIFY2(r.winsA >= 5, qPrintable(hatrack::test::summaryText(r)));
        QCOMPARE(r.winsB, 0);
    }
};

QTEST_APPLESS_MAIN(TestFantasyAgent)
#include "tst_fantasy_agent.moc"
