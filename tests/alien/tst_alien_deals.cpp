// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the computer players may know of the opponent's planet: the planets a
// player was seen not to hold, the search state with the planet undealt
// (dealt by chance when a goal it may be is met) and the agent wrapper that
// searches on it (rules/deal_average.h).

#ifndef Q_MOC_RUN
#include "alien_test_support.h"

#include "deal_average.h"
#endif

#include <QTest>

namespace hatrack::alien::test {
namespace {

// White is about to lay a third fire: the goal of Venus, met as White's turn ends.
const std::string kThirdFire = "W card:fire b:1,5 w:28,32 fire:13,14 up:fire planets:mars/";

unsigned bit(int planet) {
    return 1u << planet;
}
constexpr unsigned kAll = (1u << kPlanets) - 1;

// Remembers what it was asked to think on.
class Recorder : public Agent {
  public:
    explicit Recorder(std::string* fen, int* planet, std::uint64_t* nodes)
        : Agent(3), fen_(fen), planet_(planet), nodes_(nodes) {}
    Analysis think(const GameState& view, const Budget& budget) const override {
        *fen_ = view.toFen();
        *planet_ = ac(view).planet(1);
        *nodes_ = budget.nodes;
        Analysis a;
        a.best = view.legalActions().front();
        return a;
    }

  private:
    std::string* fen_;
    int* planet_;
    std::uint64_t* nodes_;
};

} // namespace
} // namespace hatrack::alien::test

using namespace hatrack;
using namespace hatrack::alien;
using namespace hatrack::alien::test;

class TestAlienDeals : public QObject {
    Q_OBJECT

  private slots:
    void aGoalMetWithoutAWinRulesThatPlanetOut() {
        AlienState s = AlienState::fromFen(kThirdFire + "earth");
        QCOMPARE(s.plausiblePlanets(1, 0), kAll & ~bit(kMars));
        s.applyAction({kSetFire, sq(20)});
        QVERIFY(!s.outcome().over);
        QCOMPARE(s.plausiblePlanets(1, 0), kAll & ~bit(kMars) & ~bit(kVenus));
        // What White may hold as White knows it: not ruled out by White's own planet.
        QCOMPARE(s.plausiblePlanets(1, 1), kAll & ~bit(kVenus));
        // Black's deals of what it cannot see never give White Venus now.
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Rng rng(seed);
            const int dealt = ac(*s.dealUnseen(0, rng)).planet(1);
            QVERIFY(dealt != kVenus && dealt != kMars && dealt >= 0);
        }
    }

    void theUndealtPlanetIsDealtWhenAGoalItMayBeIsMet() {
        const AlienState real = AlienState::fromFen(kThirdFire + "earth");
        auto s = real.undealtFor(0);
        QCOMPARE(s->planet(1), -1);
        QCOMPARE(s->planet(0), int(kMars));
        QVERIFY(s->toFen().find("planets:mars/- ") != std::string::npos);
        QCOMPARE(s->currentPlayer(), 1);
        s->applyAction({kSetFire, sq(20)});
        QCOMPARE(s->currentPlayer(), kChance);
        const auto odds = s->chanceOutcomes();
        QCOMPARE(odds.size(), std::size_t{2});
        QCOMPARE(odds[0].first, (Action{kDealPlanet, kVenus}));
        QCOMPARE(odds[0].second, 1.0 / 8);
        QCOMPARE(odds[1].first, (Action{kDealPlanet, kPlanets}));
        QCOMPARE(odds[1].second, 7.0 / 8);

        auto venus = s->clone();
        venus->applyAction({kDealPlanet, kVenus});
        QVERIFY(venus->outcome().over);
        QCOMPARE(venus->outcome().winner, 1);
        // The end says what the goal was: the loser never saw the card.
        QCOMPARE(QString::fromStdString(venus->outcome().reason.english),
                 QString("White meets the goal of Venus (three or more fires burn on the board)"));

        s->applyAction({kDealPlanet, kPlanets});
        QVERIFY(!s->outcome().over);
        QCOMPARE(s->currentPlayer(), 0);
        QCOMPARE(s->planet(1), -1);
        QCOMPARE(s->plausiblePlanets(1, 0), kAll & ~bit(kMars) & ~bit(kVenus));
    }

    void theExpertCountsAPlanetWhoseCardWasChosenAsLikelier() {
        // White chooses Fire while Walls lie face up too, then lays the third fire.
        const AlienState real = AlienState::fromFen(
            "W choose b:1,5 w:28,32 fire:13,14 up:fire,walls planets:mars/earth");
        for (const bool weigh : {false, true}) {
            auto s = real.undealtFor(0, weigh);
            s->applyAction({kChoose, kFire});
            s->applyAction({kSetFire, sq(20)});
            QCOMPARE(s->currentPlayer(), kChance);
            const auto odds = s->chanceOutcomes();
            QCOMPARE(odds.front().first, (Action{kDealPlanet, kVenus}));
            // Eight planets White may hold; weighed, Venus counts twice.
            QCOMPARE(odds.front().second, weigh ? 2.0 / 9 : 1.0 / 8);
        }
        // With only fire face up, taking it says nothing.
        auto forced =
            AlienState::fromFen("W choose b:1,5 w:28,32 fire:13,14 up:fire planets:mars/earth")
                .undealtFor(0, true);
        forced->applyAction({kChoose, kFire});
        QCOMPARE(forced->planetWeight(1, 0, kVenus), 1);
    }

    void aTurnMeetingNoGoalDealsNothing() {
        auto quiet = AlienState::fromFen("W card:water b:1,5 w:28,32 up:water planets:mars/earth")
                         .undealtFor(0);
        quiet->applyAction({kSetWater, sq(20)});
        QCOMPARE(quiet->currentPlayer(), 0);
        QCOMPARE(quiet->planet(1), -1);
    }

    void theWrapperSearchesTheUndealtViewWithTheCallersBudget() {
        std::string fens[2];
        int planets[2] = {0, 0};
        std::uint64_t nodes[2] = {0, 0};
        const char* hidden[] = {"earth", "venus"};
        for (int i = 0; i < 2; ++i) {
            const AlienState real = AlienState::fromFen(
                std::string("B move b:1,5,9 w:28,32 fire:13,14 up:fire planets:mars/") + hidden[i]);
            const DealAverageAgent agent(
                std::make_unique<Recorder>(&fens[i], &planets[i], &nodes[i]),
                [](const GameState& view, int player) -> std::unique_ptr<GameState> {
                    return ac(view).undealtFor(player);
                });
            agent.think(*real.viewFor(0), Budget{1234, nullptr});
        }
        QCOMPARE(planets[0], -1);
        QCOMPARE(planets[1], -1);
        QCOMPARE(nodes[0], std::uint64_t{1234});
        QCOMPARE(fens[0], fens[1]);
    }
};

QTEST_APPLESS_MAIN(TestAlienDeals)
#include "tst_alien_deals.moc"
