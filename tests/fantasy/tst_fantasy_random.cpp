// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Thousands of Fantasy RPG Checkers games between two random players, with a
// random pair of characters each (the players also choose on the board), the
// dice drawn from fixed seeds, played through Match. After every decision:
// each pool changed by exactly the captures made into it (a king two) less the
// checkers taken from it for crowns; levels are the pools plus the Smart
// Fighter's pennies and the table says the same; no purse or checker holds a
// negative number of pennies; no side has more than 12 checkers on the board;
// no two tokens on the table share an id; the position line reads back the
// same and every listed move as itself.
// Every game ends; replaying its log gives the same position.

#ifndef Q_MOC_RUN
#include "fantasy_test_support.h"

#include "agent.h"
#include "games.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::fantasy;
using namespace hatrack::fantasy::test;

namespace {

constexpr int kGames = 2000;
constexpr int kDecisionLimit = 3000;
const char* const kChoices[] = {"choose", "ranger", "cleric", "bard", "thief", "fighter", "mage"};

int counter(const Table& t, const std::string& id) {
    for (const Counter& c : t.counters)
        if (c.id == id) return c.value;
    return -999;
}

QString checkInvariants(const FantasyState& s, const Table& t) {
    for (int p = 0; p < 2; ++p) {
        if (s.side(p).pennies < 0) return "a negative purse";
        if (s.checkersOnBoard(p) > 12) return "more than 12 checkers on the board";
        if (s.level(p) != s.poolCheckers(p) + s.side(p).smart) return "level is not the pool";
        if (counter(t, "level:" + std::to_string(p)) != s.level(p)) return "level counter";
        if (counter(t, "ld:" + std::to_string(p)) != s.ld(p)) return "LD counter";
        int heights = 0;
        for (const Token& tok : t.tokens)
            if (tok.at == Place::inZone("pool:" + std::to_string(p)) && tok.type != "coin")
                heights += tok.height;
        if (heights != s.poolCheckers(p)) return "pool tokens disagree with the pool";
    }
    for (const Cell& c : s.cells())
        if (c.pennies < 0) return "a negative penny count on a checker";
    std::set<int> ids;
    for (const Token& tok : t.tokens)
        if (!ids.insert(tok.id).second) return "two tokens with one id";
    return {};
}

} // namespace

class TestFantasyRandom : public QObject {
    Q_OBJECT

  private slots:
    void randomGames() {
        Rng seeds(20261123);
        int decided = 0, draws = 0;
        long decisions = 0;
        for (int g = 0; g < kGames; ++g) {
            const std::uint64_t seed = seeds.next();
            const Options options{{"black", kChoices[seeds.below(7)]},
                                  {"white", kChoices[seeds.below(7)]}};
            Match m(kGame, options, seed);
            RandomAgent players[2] = {RandomAgent(seed ^ 1), RandomAgent(seed ^ 2)};
            int n = 0;
            while (!m.state().outcome().over) {
                QVERIFY2(++n < kDecisionLimit, "a game that never ends");
                const auto& s = fs(m);
                const int p = s.currentPlayer();
                QVERIFY(p == 0 || p == 1);
                const Table before = s.table(kOnlooker);
                const int poolBefore[2] = {s.poolCheckers(0), s.poolCheckers(1)};
                const Action a = players[p].choose(s);
                const auto ts = m.apply(a);
                // What the transitions say went into and out of each pool.
                int expected[2] = {poolBefore[0], poolBefore[1]};
                for (const Transition& t : ts)
                    for (const TableEvent& e : t.events) {
                        for (int q = 0; q < 2; ++q) {
                            const Place pool = Place::inZone("pool:" + std::to_string(q));
                            if (e.kind == TableEvent::Kind::Moved && e.to == pool) {
                                const Token* tok = before.token(e.token);
                                expected[q] += tok && tok->type == "king" ? 2 : 1;
                            }
                            if (e.kind == TableEvent::Kind::Moved && e.from == pool) --expected[q];
                        }
                    }
                const auto& after = fs(m);
                // A crown from a pool holding only kings splits one, with no token moving.
                for (const Transition& t : ts) {
                    bool fromPool = false;
                    for (const TableEvent& e : t.events) {
                        fromPool |= e.kind == TableEvent::Kind::Moved && e.from.kind == Place::Kind::Zone;
                        if (e.kind != TableEvent::Kind::Crowned || fromPool) continue;
                        const int q = 1 - before.token(e.token)->owner;
                        if (poolBefore[q] > 0) --expected[q];
                    }
                }
                for (int q = 0; q < 2; ++q)
                    QVERIFY2(after.poolCheckers(q) == expected[q],
                             qPrintable(QString("pool %1 is %2, captures say %3 after %4 in %5")
                                            .arg(q)
                                            .arg(after.poolCheckers(q))
                                            .arg(expected[q])
                                            .arg(qs(s.actionText(a)), qs(after.toFen()))));
                const QString bad = checkInvariants(after, after.table(kOnlooker));
                QVERIFY2(bad.isEmpty(), qPrintable(bad + " in " + qs(after.toFen())));
                if (after.phase() == Phase::Turn && n % 3 == 0) {
                    const std::string fen = after.toFen();
                    QCOMPARE(newGame(kGame, {}, 1, fen)->toFen(), fen);
                }
                if (n % 5 == 0 && after.currentPlayer() >= 0)
                    for (const NotatedMove& mv : after.notatedMoves())
                        QCOMPARE(after.parseMove(mv.text).actions, mv.actions);
            }
            decisions += n;
            if (m.state().outcome().winner < 0)
                ++draws;
            else
                ++decided;
            if (g % 97 == 0) {
                const Match again = Match::replay(kGame, options, seed, {}, m.log(), m.epoch());
                QCOMPARE(again.state().toFen(), m.state().toFen());
            }
        }
        qInfo("%d games, %ld decisions, %d won, %d drawn", kGames, decisions, decided, draws);
    }
};

QTEST_APPLESS_MAIN(TestFantasyRandom)
#include "tst_fantasy_random.moc"
