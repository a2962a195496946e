// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Thousands of Pawns in Hats games between two random players, the die drawn
// from fixed seeds, played through Match. After every decision: all 16 hats are
// accounted for (lying on a square, worn, in hand, or gone) and agree with the
// table; no piece wears two hats; no two pieces share a square; a player never
// ends a turn with a king attacked by a player allowed to attack it unless the
// die had a say in that turn; the FEN reads back the same; every listed move
// reads back as itself. Every game ends; replaying its log gives the same position.

#ifndef Q_MOC_RUN
#include "pawns_test_support.h"

#include "agent.h"
#include "games.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::pawns;
using namespace hatrack::pawns::test;

namespace {

constexpr int kGames = 2000;
constexpr int kDecisionLimit = 5000;

QString checkInvariants(const PawnsState& s) {
    const Board& b = s.position();
    int lying = 0, worn = 0, held = 0, gone = 0;
    for (int h = 0; h < kHats; ++h) {
        const int w = b.hatWhere[static_cast<std::size_t>(h)];
        switch (b.hatAt[static_cast<std::size_t>(h)]) {
        case HatAt::Square:
            ++lying;
            if (w < 0 || b.lying[static_cast<std::size_t>(w)] != h) return "lying hat out of place";
            break;
        case HatAt::Worn:
            ++worn;
            if (w < 0 || b.worn[static_cast<std::size_t>(w)] != h) return "worn hat out of place";
            if (b.kind[static_cast<std::size_t>(h)] == kUnknown) return "an unknown hat is worn";
            break;
        case HatAt::Held:
            ++held;
            if (b.hat != h) return "a hat in hand that no decision is about";
            break;
        case HatAt::Gone:
            ++gone;
            break;
        }
    }
    if (lying + worn + held + gone != 16) return "hats do not add up to 16";
    if (held > 1) return "more than one hat in hand";
    std::set<int> wornHats;
    for (int p = 0; p < kPawns; ++p) {
        const int h = b.worn[static_cast<std::size_t>(p)];
        if (h < 0) continue;
        if (!wornHats.insert(h).second) return "one hat worn by two pieces";
        if (b.pawnSq[static_cast<std::size_t>(p)] < 0) return "a captured piece wears a hat";
    }
    std::set<int> squares;
    for (int p = 0; p < kPawns; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0) continue;
        if (!squares.insert(sq).second) return "two pieces on one square";
        if (b.piece[static_cast<std::size_t>(sq)] != p) return "board and pieces disagree";
    }
    const Table t = s.table(0);
    int hatTokens = 0;
    for (const Token& tok : t.tokens) {
        if (tok.type == "hat") ++hatTokens;
        if (tok.at.kind == Place::Kind::Square && (tok.at.index < 0 || tok.at.index >= 64))
            return "token off the board";
    }
    if (hatTokens != 16 - gone) return "the table shows the wrong number of hats";
    return {};
}

} // namespace

class TestPawnsRandom : public QObject {
    Q_OBJECT

  private slots:
    void randomGames() {
        Rng seeds(20261122);
        int decided = 0, draws = 0;
        long decisions = 0;
        for (int g = 0; g < kGames; ++g) {
            const std::uint64_t seed = seeds.next();
            Match m(kGame, {}, seed);
            RandomAgent players[2] = {RandomAgent(seed ^ 1), RandomAgent(seed ^ 2)};
            bool rolledThisTurn = false;
            int n = 0;
            while (!m.state().outcome().over) {
                QVERIFY2(++n < kDecisionLimit, "a game that never ends");
                const auto& s = ph(m);
                const int p = s.currentPlayer();
                QVERIFY(p == 0 || p == 1);
                const int owner = s.turnOwner();
                const Action a = players[p].choose(s);
                // The search's quiet move must reach the same state as the told one.
                auto quiet = s.clone();
                quiet->advance(a);
                const auto ts = m.apply(a);
                if (quiet->currentPlayer() != kChance) {
                    QCOMPARE(quiet->toFen(), m.state().toFen());
                    QCOMPARE(quiet->outcome().over, m.state().outcome().over);
                    QCOMPARE(quiet->outcome().winner, m.state().outcome().winner);
                    QCOMPARE(quiet->outcome().reason.english, m.state().outcome().reason.english);
                }
                for (const Transition& t : ts)
                    for (const TableEvent& e : t.events)
                        rolledThisTurn |= e.kind == TableEvent::Kind::Rolled;
                const auto& after = ph(m);
                const QString bad = checkInvariants(after);
                QVERIFY2(bad.isEmpty(), qPrintable(bad + " in " + qs(after.toFen())));
                if (after.turnOwner() != owner && !after.outcome().over) {
                    if (!rolledThisTurn)
                        QVERIFY2(!after.inCheck(owner),
                                 qPrintable("a king left in check: " + qs(after.toFen())));
                    rolledThisTurn = false;
                }
                if (n % 7 == 0 || after.outcome().over) {
                    const std::string fen = after.toFen();
                    QCOMPARE(newGame(kGame, {}, 1, fen)->toFen(), fen);
                }
                if (n % 5 == 0)
                    for (const NotatedMove& mv : after.notatedMoves())
                        QCOMPARE(after.parseMove(mv.text).actions, mv.actions);
            }
            decisions += n;
            if (m.state().outcome().winner < 0)
                ++draws;
            else
                ++decided;
            if (g % 97 == 0) {
                const Match again = Match::replay(kGame, {}, seed, {}, m.log(), m.epoch());
                QCOMPARE(again.state().toFen(), m.state().toFen());
            }
        }
        qInfo("%d games, %ld decisions, %d won, %d drawn", kGames, decisions, decided, draws);
    }
};

QTEST_APPLESS_MAIN(TestPawnsRandom)
#include "tst_pawns_random.moc"
