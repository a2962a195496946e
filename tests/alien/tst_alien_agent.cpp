// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Alien Checkers computer players: every strength answers with a legal
// decision, the same view and seed give the same answer, the decision does not
// change when only what the player cannot see changes (the opponent's planet),
// and in a short fixed-seed match normal beats the random player
// (figures over many games come from `hatrack-cli selfplay`, see README.md).

#ifndef Q_MOC_RUN
#include "alien_test_support.h"

#include "games.h"
#endif

#include <QTest>

#include <algorithm>

using namespace hatrack;
using namespace hatrack::alien;
using namespace hatrack::alien::test;

class TestAlienAgent : public QObject {
    Q_OBJECT

  private slots:
    void legalAndDeterministic() {
        const std::string fens[] = {
            "B move b:1,2,3,4,5,6,7,8,9,10,11,12 w:21,22,23,24,25,26,27,28,29,30,31,32 up:fire "
            "planets:mars/venus",
            "B choose b:14,1 w:18,32 up:walls,monolith planets:mars/venus",
            "B card:walls b:14,1 w:18,32 up:walls planets:saturn/venus",
            "W card:monolith b:14,1 w:18,32 monolith:10 up:monolith planets:saturn/venus",
        };
        for (const std::string& fen : fens) {
            auto s = newGame(kGame, {}, 1, fen);
            for (const char* name : {"easy", "normal", "hard", "expert"}) {
                auto agent = newAgent(kGame, name, 5);
                const bool deep = std::string(name) == "hard" || std::string(name) == "expert";
                const Budget budget{deep ? 20'000u : 0u, nullptr};
                const auto view = s->viewFor(s->currentPlayer());
                const Analysis a = agent->think(*view, budget);
                const auto legalNow = s->legalActions();
                QVERIFY(std::find(legalNow.begin(), legalNow.end(), a.best) != legalNow.end());
                QCOMPARE(newAgent(kGame, name, 5)->think(*view, budget).best, a.best);
            }
        }
    }

    void blindToTheOpponentsPlanet() {
        const std::string base =
            "B move b:1,2,3,5,6,7,9,10,14 w:18,21,22,23,26,27,30 fire:13 up:fire planets:venus/";
        for (const char* name : {"easy", "normal", "hard", "expert"}) {
            std::vector<Analysis> answers;
            std::string firstView;
            for (const char* planet : {"mars", "earth", "pluto", "saturn"}) {
                auto s = newGame(kGame, {}, 1, base + planet);
                const auto view = s->viewFor(0);
                QCOMPARE(view->toFenFor(0), s->toFenFor(0));
                // The whole view, White's planet included, is the same whatever White holds.
                if (firstView.empty()) firstView = view->toFen();
                QCOMPARE(view->toFen(), firstView);
                answers.push_back(newAgent(kGame, name, 9)->think(*view, Budget{20'000, nullptr}));
            }
            // The whole analysis, not only the choice: no value may depend on the secret.
            for (const Analysis& a : answers) {
                QVERIFY2(a.best == answers.front().best, name);
                QCOMPARE(a.value, answers.front().value);
                QCOMPARE(a.nodes, answers.front().nodes);
                QVERIFY2(a.ranked == answers.front().ranked, name);
            }
        }
    }

    // Black takes the Water to put out a fire, whatever White holds: the Fire
    // card left face up would give White a third fire, and the game if White
    // holds Venus. The search on one deal of White's planet took the Fire
    // itself and laid the third fire (it defended only against its guess).
    void defendsAgainstEveryPlanetItCannotRuleOut() {
        const std::string base = "B choose b:1,2,3,5,6,7,9,10 w:21,22,23,26,27,30 fire:13,15 "
                                 "up:water,fire planets:saturn/";
        for (const char* name : {"normal", "hard", "expert"}) {
            for (const char* planet : {"earth", "venus"}) {
                auto s = newGame(kGame, {}, 1, base + planet);
                const Analysis a =
                    newAgent(kGame, name, 4)->think(*s->viewFor(0), Budget{60'000, nullptr});
                QVERIFY2(a.best == (Action{kChoose, kWater}), name);
            }
        }
    }

    void normalBeatsRandom() {
        const SelfplaySummary r = selfplay(kGame, {}, 2, 7, "normal", "random");
        QVERIFY2(r.winsA == 2, qPrintable(hatrack::test::summaryText(r)));
    }
};

QTEST_APPLESS_MAIN(TestAlienAgent)
#include "tst_alien_agent.moc"
