// Computer players: they answer every decision legally, take a win when they see
// one, the same seed plays the same games, and random play never breaks the
// engine (thousands of plies, every game rebuilt identically from its decision
// list). How strong they are is in tst_agent_strength.cpp.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

class TestAgents : public QObject {
    Q_OBJECT

  private slots:
    void agentNamesAndErrors();
    void agentsPlayLegalMovesMidChain();
    void normalTakesAWinInOne();
    void sameSeedSameGames();
    void randomPlayNeverBreaksTheEngine();
};

void TestAgents::agentNamesAndErrors() {
    QCOMPARE(agentNames("checkers"),
             std::vector<std::string>({"random", "easy", "normal", "hard"}));
    const QString error = rulesErrorOf([] { newAgent("checkers", "grandmaster", 1); });
    QVERIFY2(error.contains("grandmaster") && error.contains("normal"), qPrintable(error));
    QVERIFY(rulesErrorOf([] {
                selfplay("checkers", {}, 1, 1, "normal", "nobody");
            }).contains("nobody"));
    QVERIFY(rulesErrorOf([] {
                selfplay("checkers", {{"speed", "fast"}}, 1, 1, "normal", "random");
            }).contains("speed"));
}

void TestAgents::agentsPlayLegalMovesMidChain() {
    // Black's king on 10 has two ways round the ring; after the first hop the
    // agent must continue the chain it is in.
    for (const char* name : {"easy", "normal", "hard", "random"}) {
        Match m("checkers", {}, 3, "B:W14,15,22,23,32:BK10");
        auto agent = newAgent("checkers", name, 3);
        while (m.state().currentPlayer() == 0) {
            const Action a = agent->choose(*m.state().viewFor(0));
            const auto legal = m.state().legalActions();
            QVERIFY2(std::find(legal.begin(), legal.end(), a) != legal.end(), name);
            m.apply(a);
        }
        QCOMPARE(m.decisions().size(), std::size_t(4));
        QCOMPARE(m.state().pieces().size(), std::size_t(2));
    }
}

void TestAgents::normalTakesAWinInOne() {
    // 1-5 or 1-6 leaves White's man on 29 without a move; 25-30 or 22-26 do not.
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Match m("checkers", {}, seed, "B:W29:B1,22,25");
        auto agent = newAgent("checkers", "normal", seed);
        m.apply(agent->choose(*m.state().viewFor(0)));
        QVERIFY2(m.state().outcome().over && m.state().outcome().winner == 0,
                 m.state().toFen().c_str());
    }
}

void TestAgents::sameSeedSameGames() {
    // "easy" picks at random among near-best moves, so its generator is exercised too.
    for (const auto& [a, b] : {std::pair{"normal", "random"}, std::pair{"easy", "random"},
                               std::pair{"random", "random"}}) {
        const auto first = selfplay("checkers", {}, 4, 7, a, b);
        const auto second = selfplay("checkers", {}, 4, 7, a, b);
        QCOMPARE(summaryText(first), summaryText(second));
    }
    // The agent alone: same seed, same position, same choice.
    const auto state = newGame("checkers", {}, 1);
    for (const char* name : {"easy", "normal", "random"}) {
        auto x = newAgent("checkers", name, 99);
        auto y = newAgent("checkers", name, 99);
        QCOMPARE(x->choose(*state), y->choose(*state));
    }
}

void TestAgents::randomPlayNeverBreaksTheEngine() {
    long plies = 0;
    int games = 0, decisive = 0, draws = 0;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        // Most games start from the opening, some from positions with kings.
        const char* starts[] = {"", "", "W:WK5,18,22,K30:BK10,K14,19,23",
                                "B:W6,14,15,22,23,32:BK10,K28"};
        const std::string fen = starts[seed % 4];
        Match m("checkers", {}, seed, fen);
        RandomAgent black(seed * 2 + 1), white(seed * 2 + 2);
        try {
            while (!m.state().outcome().over) {
                const int p = m.state().currentPlayer();
                QVERIFY(p == 0 || p == 1);
                QVERIFY(!m.state().legalActions().empty());
                const auto& cs = static_cast<const checkers::CheckersState&>(m.state());
                QVERIFY(std::popcount(cs.position().black) <= 12);
                QVERIFY(std::popcount(cs.position().white) <= 12);
                if (cs.chainSquare() < 0) // between turns the FEN says everything
                    QCOMPARE(checkers::parseFen(m.state().toFen()), cs.position());
                m.apply((p == 0 ? black : white).choose(*m.state().viewFor(p)));
                QVERIFY(m.plies() <= 2000);
            }
        } catch (const std::exception& e) {
            QFAIL(qPrintable(
                QString("seed %1: %2 at %3").arg(seed).arg(e.what(), qs(m.state().toFen()))));
        }
        ++games;
        plies += m.plies();
        (m.state().outcome().winner < 0 ? draws : decisive)++;
        QVERIFY(m.state().legalActions().empty());

        Match replay("checkers", {}, seed, fen);
        for (const Action& a : m.decisions()) replay.apply(a);
        QCOMPARE(qs(replay.state().toFen()), qs(m.state().toFen()));
        QCOMPARE(qs(replay.state().outcome().reason), qs(m.state().outcome().reason));
        QCOMPARE(replay.plies(), m.plies());
    }
    qInfo("%d random games, %ld plies, %d decisive, %d drawn", games, plies, decisive, draws);
    QVERIFY(plies >= 20000);
    QVERIFY(decisive > 0 && draws > 0);
}

QTEST_APPLESS_MAIN(TestAgents)
#include "tst_agents.moc"
