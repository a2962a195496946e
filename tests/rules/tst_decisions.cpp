// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The decision interface: a jump chain is played one hop per decision, the turn
// lasting until the chain ends; whole moves are the same hops in a row. A Match is
// (game, options, seed, decisions), so replaying or truncating rebuilds it exactly.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "agent.h"
#include "match.h"
#include "test_support.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

Action hop(int fromPdn, int toPdn) {
    return Action{checkers::kHop, fromPdn - 1, toPdn - 1, -1};
}

// Every sequence of hops that completes a turn, found through legalActions alone.
void hopSequences(const GameState& state, std::vector<Action>& path,
                  std::set<std::vector<Action>>& out) {
    const int mover = state.currentPlayer();
    for (const Action& a : state.legalActions()) {
        auto child = state.clone();
        child->applyAction(a);
        path.push_back(a);
        if (child->currentPlayer() == mover)
            hopSequences(*child, path, out);
        else
            out.insert(path);
        path.pop_back();
    }
}

// Plays a random game; returns the match.
Match randomGame(std::uint64_t seed, const std::string& fen = {}, int maxPlies = 400) {
    Match m("checkers", {}, seed, fen);
    RandomAgent agent(seed * 31 + 7);
    while (!m.state().outcome().over && m.plies() < maxPlies) m.apply(agent.choose(m.state()));
    return m;
}

} // namespace

class TestDecisions : public QObject {
    Q_OBJECT

  private slots:
    void chainIsOneHopPerDecision();
    void transitionsDescribeEachHop();
    void crowningHopEndsTheTurn();
    void wrongHopIsRefusedAndChangesNothing();
    void partialMoveTextMidChain();
    void hopsAndWholeMovesAgree();
    void replayRebuildsTheSameGame();
    void truncateTakesBack();
    void truncateKeepsTheStartFen();
};

void TestDecisions::chainIsOneHopPerDecision() {
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    QCOMPARE(m.state().legalActions(), std::vector<Action>({hop(1, 10)}));
    m.apply(hop(1, 10));
    // Still Black's turn, only the continuation is offered, the jumped man is gone.
    QCOMPARE(m.state().currentPlayer(), 0);
    QCOMPARE(m.plies(), 0);
    QCOMPARE(m.state().legalActions(), std::vector<Action>({hop(10, 19)}));
    QCOMPARE(moveTexts(m.state()), QStringList({"10x19"}));
    QCOMPARE(m.state().pieces().size(), std::size_t(3));
    m.apply(hop(10, 19));
    QCOMPARE(m.state().currentPlayer(), 1);
    QCOMPARE(m.plies(), 1);
    QCOMPARE(m.decisions().size(), std::size_t(2));
}

void TestDecisions::transitionsDescribeEachHop() {
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    const auto first = m.apply(hop(1, 10));
    QCOMPARE(first.size(), std::size_t(1));
    // Pieces are numbered in square order: the black man on 1 is piece 0, the
    // white men on 6, 15 and 32 are pieces 1, 2 and 3.
    QCOMPARE(eventTexts(first[0]), QStringList({"moved 0 square:0 -> square:9",
                                                "removed 1 square:5"}));
    // A whole move through Match::play gives one transition per hop.
    Match whole("checkers", {}, 1, "B:W6,15,32:B1");
    const auto both = whole.play("1x10x19");
    QCOMPARE(both.size(), std::size_t(2));
    QCOMPARE(eventTexts(both[1]), QStringList({"moved 0 square:9 -> square:18",
                                               "removed 2 square:14"}));
}

void TestDecisions::crowningHopEndsTheTurn() {
    Match m("checkers", {}, 1, "B:W26,27:B22");
    const auto t = m.apply(hop(22, 31));
    QVERIFY(eventTexts(t[0]).contains("crowned 0"));
    QCOMPARE(m.state().currentPlayer(), 1); // no further hop, although a king could go on
}

void TestDecisions::wrongHopIsRefusedAndChangesNothing() {
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    m.apply(hop(1, 10));
    const std::string before = m.state().toFen();
    for (const Action& bad : {hop(10, 14), hop(1, 5), hop(32, 28), Action{7, 9, 18, -1}}) {
        QVERIFY(!rulesErrorOf([&] { m.apply(bad); }).isEmpty());
        QCOMPARE(qs(m.state().toFen()), qs(before));
        QCOMPARE(m.decisions().size(), std::size_t(1));
        QCOMPARE(m.state().currentPlayer(), 0);
    }
    // A simple move is refused at the start when a capture is due.
    Match start("checkers", {}, 1);
    start.play("11-15");
    start.play("22-18");
    QVERIFY(!rulesErrorOf([&] { start.apply(hop(12, 16)); }).isEmpty());
}

void TestDecisions::partialMoveTextMidChain() {
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    m.apply(hop(1, 10));
    // Mid-chain the text names the rest of the chain, from where the piece stands.
    QVERIFY(rulesErrorOf([&] { m.play("1x10x19"); }).contains("go on from 10"));
    m.play("10x19");
    QCOMPARE(m.state().currentPlayer(), 1);
}

void TestDecisions::hopsAndWholeMovesAgree() {
    // Along random games, and at every turn: the hop sequences reachable through
    // legalActions are exactly the notated moves' action lists.
    int turns = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Match m = randomGame(seed);
        Match replay("checkers", {}, seed);
        for (const Action& a : m.decisions()) {
            if (replay.state().currentPlayer() >= 0 &&
                static_cast<const checkers::CheckersState&>(replay.state()).chainSquare() < 0) {
                std::set<std::vector<Action>> viaHops, viaMoves;
                std::vector<Action> path;
                hopSequences(replay.state(), path, viaHops);
                for (const NotatedMove& nm : replay.state().notatedMoves())
                    viaMoves.insert(nm.actions);
                QVERIFY2(viaHops == viaMoves, replay.state().toFen().c_str());
                QCOMPARE(viaMoves.size(), replay.state().notatedMoves().size()); // no duplicates
                ++turns;
            }
            replay.apply(a);
        }
    }
    QVERIFY(turns > 500);
}

void TestDecisions::replayRebuildsTheSameGame() {
    for (std::uint64_t seed = 100; seed < 110; ++seed) {
        const Match m = randomGame(seed);
        Match replay(m.gameId(), m.options(), m.seed(), m.startFen());
        for (const Action& a : m.decisions()) replay.apply(a);
        QCOMPARE(qs(replay.state().toFen()), qs(m.state().toFen()));
        QCOMPARE(replay.plies(), m.plies());
        QCOMPARE(replay.state().outcome().over, m.state().outcome().over);
        QCOMPARE(replay.state().outcome().winner, m.state().outcome().winner);
        QCOMPARE(qs(replay.state().outcome().reason.english), qs(m.state().outcome().reason.english));
        // The same seed plays the same random game again.
        QCOMPARE(randomGame(seed).decisions(), m.decisions());
    }
}

void TestDecisions::truncateTakesBack() {
    Match m = randomGame(5);
    const auto all = m.decisions();
    QVERIFY(all.size() > 40);
    // Snapshot the FEN and whose decision it is after every decision.
    std::vector<std::string> fens;
    std::vector<int> movers;
    {
        Match replay("checkers", {}, 5);
        fens.push_back(replay.state().toFen());
        movers.push_back(replay.state().currentPlayer());
        for (const Action& a : all) {
            replay.apply(a);
            fens.push_back(replay.state().toFen());
            movers.push_back(replay.state().currentPlayer());
        }
    }
    for (std::size_t k : {all.size() - 1, std::size_t(37), std::size_t(1), std::size_t(0)}) {
        m.truncate(k);
        QCOMPARE(m.decisions().size(), k);
        QCOMPARE(qs(m.state().toFen()), qs(fens[k]));
        QCOMPARE(m.state().currentPlayer(), movers[k]);
    }
    // Playing on after taking everything back works, and truncating past the end
    // changes nothing.
    m.play("11-15");
    m.truncate(10);
    QCOMPARE(m.decisions().size(), std::size_t(1));
    QCOMPARE(m.plies(), 1);
}

void TestDecisions::truncateKeepsTheStartFen() {
    Match m("checkers", {}, 9, "B:W6,15,32:B1");
    m.play("1x10x19");
    m.truncate(1); // back to the middle of the chain
    QCOMPARE(m.state().currentPlayer(), 0);
    QCOMPARE(static_cast<const checkers::CheckersState&>(m.state()).chainSquare(), 9);
    QCOMPARE(m.plies(), 0);
    m.truncate(0);
    QCOMPARE(qs(m.state().toFen()), qs(checkers::toFen(checkers::parseFen("B:W6,15,32:B1"))));
}

QTEST_APPLESS_MAIN(TestDecisions)
#include "tst_decisions.moc"
