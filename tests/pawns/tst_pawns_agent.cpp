// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pawns in Hats computer players: every strength answers with a legal
// decision, the same position and seed give the same answer, and in a short
// fixed-seed match normal beats the random player. (Strength figures over many
// games come from `hatrack-cli selfplay`, see README.md.)

#ifndef Q_MOC_RUN
#include "pawns_test_support.h"

#include "games.h"
#include "pawns/pawns_eval.h"
#endif

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace hatrack;
using namespace hatrack::pawns;
using namespace hatrack::pawns::test;

class TestPawnsAgent : public QObject {
    Q_OBJECT

  private slots:
    void aLoneStuckPawnIsJudgedADrawNotInfinity() {
        // Black's last piece is a bare pawn on its last rank: unless White
        // takes it at once, Black cannot move and the game is a stalemate.
        // The judgement once divided by the steps left to Black (none).
        auto s = newGame(kGame, {}, 1, fenOf("d4Q a1p", "", "w - c 0 1"));
        for (int player = 0; player < 2; ++player) {
            const double v = evaluate(*s, player);
            QVERIFY2(std::isfinite(v), qPrintable(QString::number(v)));
            QCOMPARE(v, 0.0);
        }
    }

    void aLeadThatCannotCatchTheLastPawnsIsNearlyADraw() {
        // White is two pawns up, but bare pawns only step and punch straight
        // ahead: with no hatted piece and no hat to pick up, White cannot
        // reach Black's pawn on h7 before it freezes on h1, and Black is then
        // stalemated. The expert judges that lead close to a draw; hard counts
        // the pawns.
        auto bare = newGame(kGame, {}, 1, fenOf("a2P b2P c2P h7p", "", "w - c 0 1"));
        const double hard = evaluateHard(*bare, 0);
        QVERIFY2(hard > 150, qPrintable(QString::number(hard)));
        QVERIFY2(std::abs(evaluateExpert(*bare, 0)) < 0.2 * hard,
                 qPrintable(QString::number(evaluateExpert(*bare, 0))));
        QCOMPARE(evaluateExpert(*bare, 1), -evaluateExpert(*bare, 0));

        // A hunter can catch it, and so can a pawn with a hat ahead in its
        // file: the lead counts in full. A hat behind the pawns is out of reach.
        for (const auto& [pieces, hats] :
             {std::pair{"a2P b2P c2H h7p", ""}, std::pair{"a2P b2P c2P h7p", "b6?"}}) {
            auto s = newGame(kGame, {}, 1, fenOf(pieces, hats, "w - c 0 1"));
            QCOMPARE(evaluateExpert(*s, 0), evaluateHard(*s, 0));
        }
        auto behind = newGame(kGame, {}, 1, fenOf("a2P b2P c2P h7p", "a1?", "w - c 0 1"));
        QVERIFY(evaluateExpert(*behind, 0) < 0.2 * evaluateHard(*behind, 0));
    }

    void aLeadCountsForLessWhenTheSideBehindIsAboutToFreeze() {
        // Black is far behind, but its pawn on a1 is already frozen and its
        // hunter can reach its last rank and take its hat off at once. White
        // can take one of them, and then Black, left with frozen pawns only,
        // is stalemated: a draw. The expert takes that off the lead. With
        // Black's pawns still at home the freeze is far off and the lead
        // counts in full.
        const char* const white = "d4Q e4Q a8P b8P ";
        auto nearly = newGame(kGame, {}, 1, fenOf(std::string(white) + "a1p h3h", "", "w - c 0 1"));
        const double hard = evaluateHard(*nearly, 0);
        QVERIFY2(hard > 1000, qPrintable(QString::number(hard)));
        QVERIFY2(evaluateExpert(*nearly, 0) < hard - 250,
                 qPrintable(QString::number(evaluateExpert(*nearly, 0))));
        QCOMPARE(evaluateExpert(*nearly, 1), -evaluateExpert(*nearly, 0));

        auto far = newGame(kGame, {}, 1, fenOf(std::string(white) + "a7p h7p", "", "w - c 0 1"));
        QCOMPARE(evaluateExpert(*far, 0), evaluateHard(*far, 0));
        // A last piece is taken right after it freezes: no race, and taking
        // the pawn on a1 is worth all it wins.
        auto last = newGame(kGame, {}, 1, fenOf(std::string(white) + "h3h", "", "b - c 0 1"));
        QCOMPARE(evaluateExpert(*last, 0), evaluateHard(*last, 0));
    }

    void aLeadAgainstKingsOutOfReachNeedsACrown() {
        // Black has only its king, and White, with no king of its own, may not
        // attack it while a hat is still unknown: queen and two hunters win
        // nothing. Its one way is a crown: a bare pawn below the Kingly Crown
        // on h3 is worth more to the expert than the hunter it was.
        const std::string hats = "e5? h3k";
        auto stuck = newGame(kGame, {}, 1, fenOf("d5Q g6H f1H c2k", hats, "w - c 0 1"));
        const double hard = evaluateHard(*stuck, 0);
        QVERIFY2(hard > 1000, qPrintable(QString::number(hard)));
        QVERIFY2(evaluateExpert(*stuck, 0) < 0.3 * hard,
                 qPrintable(QString::number(evaluateExpert(*stuck, 0))));
        QCOMPARE(evaluateExpert(*stuck, 1), -evaluateExpert(*stuck, 0));
        auto onTheWay = newGame(kGame, {}, 1, fenOf("d5Q g6H h2P c2k", hats, "b - c 0 1"));
        QVERIFY(evaluateHard(*onTheWay, 0) < hard);
        QVERIFY2(evaluateExpert(*onTheWay, 0) > evaluateExpert(*stuck, 0),
                 qPrintable(QString::number(evaluateExpert(*onTheWay, 0))));
        // Crowned, White may attack the king: the lead counts again.
        auto crowned = newGame(kGame, {}, 1, fenOf("d5Q g6H h3K c2k", "e5?", "b - c 0 1"));
        QVERIFY(evaluateExpert(*crowned, 0) > 0.8 * evaluateHard(*crowned, 0));
    }

    void legalAndDeterministic() {
        const std::string fens[] = {
            PawnsState::startFen(),
            fenOf("e4P a8p", "e4? a4?", "w pick:e4 - 0 1"),
            fenOf("e4P a8p", "a4?", "w wear:e4:q - 0 3"),
            fenOf("d3H a8p c6n", "h4?", "w off:d3 - 4 9"),
            fenOf("e8k e1Q h5p", "", "w - c 0 1"),
        };
        for (const std::string& fen : fens) {
            auto s = newGame(kGame, {}, 1, fen);
            for (const char* name : {"easy", "normal", "hard", "expert"}) {
                auto agent = newAgent(kGame, name, 5);
                // A small budget keeps the test short; the answer must still be legal.
                const bool deep = std::string(name) == "hard" || std::string(name) == "expert";
                const Budget budget{deep ? 30'000u : 0u, nullptr};
                const Analysis a = agent->think(*s, budget);
                const auto legalNow = s->legalActions();
                QVERIFY(std::find(legalNow.begin(), legalNow.end(), a.best) != legalNow.end());
                QCOMPARE(newAgent(kGame, name, 5)->think(*s, budget).best, a.best);
            }
        }
    }

    void takesAnExposedKing() {
        auto s = newGame(kGame, {}, 1, fenOf("e8k e1Q h5p", "", "w - c 0 1"));
        const Analysis a = newAgent(kGame, "normal", 3)->think(*s);
        QCOMPARE(s->actionText(a.best), std::string("e1xe8"));
    }

    void theExpertSeesTheRecaptureBeyondItsDepth() {
        // White's queen can take the far-advanced pawn on d3, which the pawn
        // on d4 guards (its punch would knock the queen's hat off), the guard
        // itself, or the lone pawn on h6. Searched one decision deep, hard
        // counts the pawns and takes d3; the expert follows the captures and
        // punches to their end, and takes the guard.
        auto s = newGame(kGame, {}, 1, fenOf("e3Q a1P d3p d4p h6p", "", "w - c 0 1"));
        const Budget oneDecision{0, nullptr, 1};
        QCOMPARE(s->actionText(newAgent(kGame, "hard", 1)->think(*s, oneDecision).best),
                 std::string("e3xd3"));
        QCOMPARE(s->actionText(newAgent(kGame, "expert", 1)->think(*s, oneDecision).best),
                 std::string("e3xd4"));
    }

    void pastTheDepthOnlyCapturesAndTheRestOfTheirTurn() {
        // What the expert searches past its depth: the captures, with the
        // choice to stop; in check every legal decision, with no stopping.
        std::vector<Action> noisy;
        auto quiet = newGame(kGame, {}, 1, fenOf("e3Q a1P d3p d4p h6p", "", "w - c 0 1"));
        QVERIFY(noisyOnly(*quiet, noisy));
        QStringList texts;
        for (const Action& a : noisy) texts << qs(quiet->actionText(a));
        QCOMPARE(sorted(texts), QStringList({"e3xd3", "e3xd4", "e3xh6"}));

        auto checked = newGame(kGame, {}, 1, fenOf("e1K a1P e8q a8k", "", "w - c 0 1"));
        QVERIFY(!noisyOnly(*checked, noisy));
        QCOMPARE(noisy, checked->legalActions());

        // After a capture the hat stays on: keeping it is the only way on.
        Match m = matchFrom(fenOf("e3Q a1P d4p h6p", "", "w - c 0 1"));
        QVERIFY(playAll(m, {"e3xd4"}).isEmpty());
        QVERIFY(legal(m).size() > 1);
        QVERIFY(!noisyOnly(m.state(), noisy));
        QCOMPARE(noisy.size(), std::size_t{1});
        QCOMPARE(m.state().actionText(noisy.front()), std::string("keep"));
    }

    void normalBeatsRandom() {
        const SelfplaySummary r = selfplay(kGame, {}, 4, 7, "normal", "random");
        QVERIFY2(r.winsA >= 3, qPrintable(hatrack::test::summaryText(r)));
        QCOMPARE(r.winsB, 0);
    }
};

QTEST_APPLESS_MAIN(TestPawnsAgent)
#include "tst_pawns_agent.moc"
