// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Hidden information: a computer player decides from what its player may know,
// so changing only what that player cannot see never changes its decision. In
// Sorcerer's Apprentice the unseen part is the order of the hats still in the
// bag, which lives in the state's generator: states that differ only in their
// generator seed must get the same answer, from "normal" and from "hard".

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "sorcerer/sorcerer_state.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

const std::string kSorcerer = "sorcerers-apprentice";

// Everything an Analysis says, as text, so two can be compared with a readable diff.
QString analysisText(const GameState& state, const Analysis& a) {
    QString text = QString("best %1 value %2 depth %3 nodes %4 line")
                       .arg(qs(state.actionText(a.best)))
                       .arg(a.value)
                       .arg(a.depth)
                       .arg(a.nodes);
    for (const Action& x : a.line)
        text += QString(" %1/%2/%3/%4").arg(x.kind).arg(x.a).arg(x.b).arg(x.c);
    text += " ranked";
    for (const auto& [x, v] : a.ranked)
        text += QString(" %1=%2").arg(qs(state.actionText(x))).arg(v);
    return text;
}

// Positions where a player decides: random games from several seeds and option
// sets, sampled every few decisions, plus a chain interrupted by a hat placement.
std::vector<std::unique_ptr<GameState>> samplePositions() {
    std::vector<std::unique_ptr<GameState>> out;
    // Black's 6x15 takes 10 and draws a hat; White, holding blue, may put it on
    // a piece before Black's chain goes on with 15x24.
    Match chain(kSorcerer, {}, 1, "B:W10,19,32:B6;racks:/b");
    chain.play("6x15");
    out.push_back(chain.state().clone());
    const Options mixed = {{"draft", "mixed"}, {"many-hats", "on"}, {"second-hand", "on"}};
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Match m(kSorcerer, seed % 2 ? Options{} : mixed, seed);
        RandomAgent player(seed * 7 + 1);
        int n = 0;
        while (!m.state().outcome().over && out.size() < 1 + 4 * seed) {
            const int p = m.state().currentPlayer();
            // A pending hat placement is the decision most tied to the bag.
            const bool placing = !m.state().legalActions().empty() &&
                                 m.state().legalActions().front().kind == sorcerer::kPlace;
            if (++n % 9 == 0 || placing) out.push_back(m.state().clone());
            m.apply(player.choose(*m.state().viewFor(p)));
        }
    }
    return out;
}

} // namespace

class TestAgentViews : public QObject {
    Q_OBJECT

  private slots:
    void unseenBagNeverChangesTheDecision();
    void dealUnseenKeepsWhatThePlayerSees();
};

void TestAgentViews::unseenBagNeverChangesTheDecision() {
    const auto positions = samplePositions();
    QVERIFY(positions.size() >= 10);
    int placements = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const GameState& base = *positions[i];
        const int p = base.currentPlayer();
        QVERIFY(p == 0 || p == 1);
        placements += base.legalActions().front().kind == sorcerer::kPlace;
        // "hard" is slow; every third position is enough for it.
        std::vector<std::string> names{"normal"};
        if (i % 3 == 0) names.push_back("hard");
        for (const std::string& name : names) {
            const auto agent = newAgent(kSorcerer, name, 42);
            QString first;
            for (std::uint64_t hidden : {1ULL, 2ULL, 0xDEADBEEFULL}) {
                auto state = base.clone();
                state->reseed(hidden); // the bag's order to come, which nobody sees
                const auto view = state->viewFor(p);
                QCOMPARE(view->toFenFor(p), base.toFenFor(p));
                const QString text = analysisText(*view, agent->think(*view));
                if (first.isEmpty())
                    first = text;
                else
                    QVERIFY2(text == first,
                             qPrintable(QString("%1 at %2:\n  %3\n  %4")
                                            .arg(qs(name), qs(base.toFen()), first, text)));
            }
        }
    }
    QVERIFY2(placements >= 2, "the sample should hold pending hat placements");
}

void TestAgentViews::dealUnseenKeepsWhatThePlayerSees() {
    Match m(kSorcerer, {}, 5, "B:W10,19,32:B6;racks:/b");
    m.play("6x15");
    const auto view = m.state().viewFor(1);
    Rng a(1), b(2);
    const auto dealA = view->dealUnseen(1, a);
    const auto dealB = view->dealUnseen(1, b);
    // Same position and decision; only the generator behind the future draws differs.
    QCOMPARE(dealA->toFen(), view->toFen());
    QCOMPARE(dealB->toFen(), view->toFen());
    QCOMPARE(dealA->legalActions(), view->legalActions());
    QVERIFY(dealA->rng().state() != dealB->rng().state());
    // The same generator deals the same way.
    Rng again(1);
    QCOMPARE(view->dealUnseen(1, again)->rng().state(), dealA->rng().state());
}

QTEST_APPLESS_MAIN(TestAgentViews)
#include "tst_agent_views.moc"
