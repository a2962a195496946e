// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Games that make no progress end in a draw: the same position with the same
// player to move for the third time, or 40 moves by each side (80 plies) with
// no capture and no man moved.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "test_support.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

bool isCapture(const NotatedMove& m) {
    return m.text.find('x') != std::string::npos;
}

bool isKingMove(const checkers::CheckersState& s, const NotatedMove& m) {
    return (s.position().kings >> m.actions.front().a) & 1u;
}

// Plays `plies` quiet king moves (no capture, no man moved) that never repeat a
// position and never leave the side to move a capture. Depth-first with
// backtracking; returns false if there is no such walk.
bool quietWalk(checkers::CheckersState& state, int plies, std::set<std::string>& seen) {
    if (plies == 0) return true;
    for (const NotatedMove& m : state.notatedMoves()) {
        if (isCapture(m) || !isKingMove(state, m)) continue;
        auto child = state;
        for (const Action& a : m.actions) child.applyAction(a);
        const std::string key = child.toFen(); // names the side to move too
        if (child.outcome().over || child.position().hasCapture() || seen.count(key)) continue;
        seen.insert(key);
        if (quietWalk(child, plies - 1, seen)) {
            state = child;
            return true;
        }
    }
    return false;
}

bool quietWalk(checkers::CheckersState& state, int plies) {
    std::set<std::string> seen;
    for (const auto& p : state.history()) seen.insert(checkers::toFen(p));
    return quietWalk(state, plies, seen);
}

void play(checkers::CheckersState& state, const std::string& move) {
    for (const Action& a : state.parseMove(move).actions) state.applyAction(a);
}

// Kings far apart, so they can wander for a long time.
const char* kKings = "B:WK29,K32:BK1,K4";

} // namespace

class TestDrawRules : public QObject {
    Q_OBJECT

  private slots:
    void thirdRepetitionDraws();
    void theDrawIsSaidBeforeItComes();
    void chessTooSaysTheRepetitionAhead();
    void repetitionIsAboutThePositionNotTheMoves();
    void eightyQuietPliesDraw();
    void manMoveRestartsTheCount();
    void captureRestartsTheCount();
    void drawnGameAcceptsNoMoves();
};

void TestDrawRules::thirdRepetitionDraws() {
    Match m("checkers", {}, 1, "B:WK32:BK1");
    const char* cycle[] = {"1-6", "32-27", "6-1", "27-32"};
    for (int ply = 0; ply < 7; ++ply) {
        m.play(cycle[ply % 4]);
        QVERIFY2(!m.state().outcome().over, qPrintable(QString("over after ply %1").arg(ply + 1)));
    }
    m.play(cycle[3]); // the start position, Black to move, for the third time
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QCOMPARE(o.winner, -1);
    QVERIFY2(qs(o.reason.english).contains("third time"), o.reason.english.c_str());
    QCOMPARE(m.plies(), 8);
}

// The players are told a turn ahead: the position seen twice, the last ten
// moves each of the forty counted down. Nothing is said before.
void TestDrawRules::theDrawIsSaidBeforeItComes() {
    Match m("checkers", {}, 1, "B:WK32:BK1");
    const char* cycle[] = {"1-6", "32-27", "6-1", "27-32"};
    for (int ply = 0; ply < 3; ++ply) {
        m.play(cycle[ply]);
        QVERIFY2(m.state().notice().empty(), m.state().notice().english.c_str());
    }
    m.play(cycle[3]); // the start position, for the second time
    QCOMPARE(qs(m.state().notice().english),
             QStringLiteral("This position has come up twice: a third time draws the game."));

    auto state = fromFen(kKings);
    QVERIFY(quietWalk(state, 59));
    QVERIFY2(state.notice().empty(), state.notice().english.c_str());
    QVERIFY(quietWalk(state, 1));
    QCOMPARE(qs(state.notice().english),
             QStringLiteral("20 more turns without a capture or a man moving draw the game."));
    QVERIFY(quietWalk(state, 19));
    QCOMPARE(qs(state.notice().english),
             QStringLiteral("One more turn without a capture or a man moving draws the game."));
}

// Pawns in Hats counts its own quiet moves on the screen; the repetition is
// said a turn ahead as in checkers.
void TestDrawRules::chessTooSaysTheRepetitionAhead() {
    Match m("pawns-in-hats", {}, 1, "4k3/8/8/8/8/8/8/4K3 8/8/8/8/8/8/8/8 w - c 0 1");
    const char* cycle[] = {"e1-e2", "keep", "e8-e7", "keep", "e2-e1", "keep", "e7-e8"};
    for (const char* mv : cycle) {
        m.play(mv);
        QVERIFY2(m.state().notice().empty(), mv);
    }
    m.play("keep"); // the start position, White to move, for the second time
    QCOMPARE(qs(m.state().notice().english),
             QStringLiteral("This position has come up twice: a third time draws the game."));
}

void TestDrawRules::repetitionIsAboutThePositionNotTheMoves() {
    // The start position comes back twice by different routes.
    Match m("checkers", {}, 1, "B:WK32:BK1");
    for (const char* mv : {"1-6", "32-27", "6-1", "27-32", "1-5", "32-28", "5-1"}) {
        m.play(mv);
        QVERIFY(!m.state().outcome().over);
    }
    m.play("28-32");
    QVERIFY(m.state().outcome().over);
    QCOMPARE(m.state().outcome().winner, -1);
}

void TestDrawRules::eightyQuietPliesDraw() {
    auto state = fromFen(kKings);
    QVERIFY(quietWalk(state, 79));
    QCOMPARE(state.quietPlies(), 79);
    QVERIFY(!state.outcome().over); // 39.5 moves each is not enough
    // Any 80th quiet ply ends it.
    for (const NotatedMove& m : state.notatedMoves()) {
        if (isCapture(m)) continue;
        auto last = state;
        for (const Action& a : m.actions) last.applyAction(a);
        QVERIFY2(last.outcome().over, m.text.c_str());
        QCOMPARE(last.outcome().winner, -1);
        QVERIFY2(qs(last.outcome().reason.english).contains("40 moves"),
                 last.outcome().reason.english.c_str());
    }
}

void TestDrawRules::manMoveRestartsTheCount() {
    // A Black man on 12 waits while the kings wander, then steps.
    auto state = fromFen("B:WK29,K30:BK1,K2,12");
    QVERIFY(quietWalk(state, 78));
    QCOMPARE(state.quietPlies(), 78);
    QCOMPARE(state.currentPlayer(), 0);
    play(state, "12-16");
    QCOMPARE(state.quietPlies(), 0);
    QVERIFY(quietWalk(state, 79));
    QVERIFY(!state.outcome().over); // 157 plies in all, but never 80 quiet ones
    QCOMPARE(state.quietPlies(), 79);
}

void TestDrawRules::captureRestartsTheCount() {
    auto state = fromFen("B:WK24,K32:BK1,K15");
    for (const char* mv : {"1-6", "32-28", "6-1", "24-19"}) play(state, mv);
    QCOMPARE(state.quietPlies(), 4);
    QCOMPARE(moveTexts(state), QStringList({"15x24"}));
    play(state, "15x24");
    QCOMPARE(state.quietPlies(), 0);
    QCOMPARE(moveTexts(state), QStringList({"28x19"}));
}

void TestDrawRules::drawnGameAcceptsNoMoves() {
    Match m("checkers", {}, 1, "B:WK32:BK1");
    for (int i = 0; i < 2; ++i)
        for (const char* mv : {"1-6", "32-27", "6-1", "27-32"}) m.play(mv);
    QVERIFY(m.state().outcome().over);
    QCOMPARE(m.state().currentPlayer(), kNobody);
    QVERIFY(m.state().legalActions().empty());
    QVERIFY(m.state().notatedMoves().empty());
    QVERIFY(rulesErrorOf([&] { m.play("1-6"); }).contains("over"));
    QVERIFY(rulesErrorOf([&] { m.apply({checkers::kHop, 0, 5, -1}); }).contains("over"));
}

QTEST_APPLESS_MAIN(TestDrawRules)
#include "tst_draw_rules.moc"
