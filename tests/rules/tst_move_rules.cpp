// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How pieces move and capture (docs/rules.md, Checkers), one position at a time:
// compulsory and complete captures, crowning, king chains, winning by leaving the
// opponent without pieces or moves.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

Match matchFrom(const std::string& fen) {
    return Match("checkers", {}, 1, fen);
}

QString kindOn(const GameState& state, int pdnSquare) {
    for (const PieceInfo& p : state.pieces())
        if (p.square == pdnSquare - 1) return qs(state.playerName(p.owner) + " " + p.kind);
    return QStringLiteral("empty");
}

} // namespace

class TestMoveRules : public QObject {
    Q_OBJECT

  private slots:
    void startingMoves();
    void menStepForwardKingsBothWays();
    void captureIsCompulsory();
    void manNeverJumpsBackward();
    void multiJumpMustContinue();
    void capturedPieceLeavesAtOnce();
    void crowningEndsTheMove();
    void crownedBySimpleMove();
    void anyCaptureMayBeChosen();
    void kingChainEndsOnItsStartSquare();
    void kingChainPassesOverItsStartSquare();
    void noPiecesLeftLoses();
    void noLegalMoveLoses();
    void blockedFromTheStartIsAlreadyLost();
};

void TestMoveRules::startingMoves() {
    Match m("checkers", {}, 1);
    QCOMPARE(m.state().currentPlayer(), 0);
    QCOMPARE(qs(m.state().playerName(0)), QStringLiteral("Black"));
    QCOMPARE(moveTexts(m.state()),
             QStringList({"10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"}));
    m.play("11-15");
    QCOMPARE(m.state().currentPlayer(), 1);
    QCOMPARE(moveTexts(m.state()),
             QStringList({"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"}));
}

void TestMoveRules::menStepForwardKingsBothWays() {
    // Black man on 14: only toward White's side.
    QCOMPARE(moveTexts(fromFen("B:W32:B14")), QStringList({"14-17", "14-18"}));
    QCOMPARE(moveTexts(fromFen("B:W32:BK14")), QStringList({"14-10", "14-17", "14-18", "14-9"}));
    // White man on 19: only toward Black's side.
    QCOMPARE(moveTexts(fromFen("W:W19:B1")), QStringList({"19-15", "19-16"}));
    QCOMPARE(moveTexts(fromFen("W:WK19:B1")), QStringList({"19-15", "19-16", "19-23", "19-24"}));
}

void TestMoveRules::captureIsCompulsory() {
    Match m("checkers", {}, 1);
    m.play("11-15");
    m.play("22-18");
    QCOMPARE(moveTexts(m.state()), QStringList({"15x22"}));
    const QString error = rulesErrorOf([&] { m.play("12-16"); });
    QVERIFY2(error.contains("12-16") && error.contains("compulsory") && error.contains("15x22"),
             qPrintable(error));
    QCOMPARE(m.decisions().size(), std::size_t(2)); // the refused move changed nothing
    m.play("15x22");
    QCOMPARE(kindOn(m.state(), 18), QStringLiteral("empty"));
    QCOMPARE(kindOn(m.state(), 22), QStringLiteral("Black man"));
}

void TestMoveRules::manNeverJumpsBackward() {
    // The White man on 6 is behind Black's man on 10, with 1 empty: no capture.
    QCOMPARE(moveTexts(fromFen("B:W6:B10")), QStringList({"10-14", "10-15"}));
    // A king does jump backward, and then must.
    QCOMPARE(moveTexts(fromFen("B:W6:BK10")), QStringList({"10x1"}));
}

void TestMoveRules::multiJumpMustContinue() {
    Match m = matchFrom("B:W6,15,32:B1");
    QCOMPARE(moveTexts(m.state()), QStringList({"1x10x19"}));
    const QString error = rulesErrorOf([&] { m.play("1x10"); });
    QVERIFY2(error.contains("go on") && error.contains("1x10x19"), qPrintable(error));
    m.play("1x10x19");
    QCOMPARE(kindOn(m.state(), 19), QStringLiteral("Black man"));
    QCOMPARE(kindOn(m.state(), 6), QStringLiteral("empty"));
    QCOMPARE(kindOn(m.state(), 15), QStringLiteral("empty"));
    QCOMPARE(m.state().currentPlayer(), 1);
    QCOMPARE(m.plies(), 1);
}

void TestMoveRules::capturedPieceLeavesAtOnce() {
    // Black king on 10, White men 14, 15, 22, 23 in a ring: the king may go round
    // but never jump a piece twice, so every route takes exactly four.
    const auto state = fromFen("B:W14,15,22,23:BK10");
    for (const NotatedMove& m : state.notatedMoves()) {
        QCOMPARE(m.actions.size(), std::size_t(4));
        auto copy = state;
        for (const Action& a : m.actions) {
            const auto before = copy.pieces().size();
            const Transition t = copy.applyAction(a);
            const auto removed = std::count_if(t.events.begin(), t.events.end(), [](const auto& e) {
                return e.kind == TableEvent::Kind::Removed;
            });
            QCOMPARE(removed, 1);
            QCOMPARE(copy.pieces().size(), before - 1); // gone before the next hop
        }
    }
}

void TestMoveRules::crowningEndsTheMove() {
    // Black man on 22 jumps 26 and lands on 31, its crowning row. A king there
    // could jump 27 on to 24, but the crowned man's move ends.
    Match m = matchFrom("B:W26,27:B22");
    QCOMPARE(moveTexts(m.state()), QStringList({"22x31"}));
    m.play("22x31");
    QCOMPARE(kindOn(m.state(), 31), QStringLiteral("Black king"));
    QCOMPARE(kindOn(m.state(), 27), QStringLiteral("White man"));
    QCOMPARE(m.state().currentPlayer(), 1);
    // "22x31x24" names a capture that is not allowed.
    Match again = matchFrom("B:W26,27:B22");
    QVERIFY(!rulesErrorOf([&] { again.play("22x31x24"); }).isEmpty());
    // The same jump by a king does continue.
    QCOMPARE(moveTexts(fromFen("B:W26,27:BK22")), QStringList({"22x31x24"}));
}

void TestMoveRules::crownedBySimpleMove() {
    Match m = matchFrom("W:W8:B5");
    m.play("8-4");
    QCOMPARE(kindOn(m.state(), 4), QStringLiteral("White king"));
    m.play("5-9");
    // The new king may now step back toward its own side.
    QVERIFY(moveTexts(m.state()).contains("4-8"));
}

void TestMoveRules::anyCaptureMayBeChosen() {
    // No "take the most" rule: a one-piece capture is as legal as a five-piece one.
    Match m = matchFrom("B:W6,14,15,22,23:BK10");
    QCOMPARE(moveTexts(m.state()), QStringList({"10x1", "10x17x26x19x10x1", "10x19x26x17x10x1"}));
    m.play("10x1");
    QCOMPARE(m.state().pieces().size(), std::size_t(5));
}

void TestMoveRules::kingChainEndsOnItsStartSquare() {
    // Two routes round the same four pieces, both back on 10: two different moves.
    Match m = matchFrom("B:W14,15,22,23:BK10");
    QCOMPARE(moveTexts(m.state()), QStringList({"10x17x26x19x10", "10x19x26x17x10"}));
    m.play("10x19x26x17x10");
    QCOMPARE(kindOn(m.state(), 10), QStringLiteral("Black king"));
    QVERIFY(m.state().outcome().over);
    QCOMPARE(m.state().outcome().winner, 0);

    Match other = matchFrom("B:W14,15,22,23:BK10");
    other.play("10x17x26x19x10");
    QCOMPARE(qs(other.state().toFen()), qs(m.state().toFen()));
    QVERIFY(other.decisions() != m.decisions()); // same result, different route
}

void TestMoveRules::kingChainPassesOverItsStartSquare() {
    // The king lands on 10 again mid-chain and goes on over 6 to 1.
    Match m = matchFrom("B:W6,14,15,22,23,32:BK10");
    QVERIFY(moveTexts(m.state()).contains("10x19x26x17x10x1"));
    m.play("10x19x26x17x10x1");
    QCOMPARE(kindOn(m.state(), 1), QStringLiteral("Black king"));
    QCOMPARE(m.state().pieces().size(), std::size_t(2));
}

void TestMoveRules::noPiecesLeftLoses() {
    Match m = matchFrom("B:W10:B6");
    m.play("6x15");
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QCOMPARE(o.winner, 0);
    QVERIFY2(qs(o.reason.english).contains("White") && qs(o.reason.english).contains("no pieces"),
             o.reason.english.c_str());
    QCOMPARE(m.state().currentPlayer(), kNobody);
    QVERIFY(m.state().legalActions().empty());
    QVERIFY(rulesErrorOf([&] { m.play("15-19"); }).contains("over"));
}

void TestMoveRules::noLegalMoveLoses() {
    // White's last man on 29 is blocked by Black's men on 25 and 22 behind it.
    Match m = matchFrom("B:W29:B1,22,25");
    m.play("1-6");
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QCOMPARE(o.winner, 0);
    QVERIFY2(qs(o.reason.english).contains("White") && qs(o.reason.english).contains("cannot move"),
             o.reason.english.c_str());
    // Moving the blocker instead lets White jump, and play goes on.
    Match other = matchFrom("B:W29:B1,22,25");
    other.play("22-26");
    QVERIFY(!other.state().outcome().over);
    QCOMPARE(moveTexts(other.state()), QStringList({"29x22"}));
}

void TestMoveRules::blockedFromTheStartIsAlreadyLost() {
    const auto state = fromFen("W:W29:B22,25");
    QVERIFY(state.outcome().over);
    QCOMPARE(state.outcome().winner, 0);
    QCOMPARE(state.currentPlayer(), kNobody);
    QVERIFY(state.notatedMoves().empty());
}

QTEST_APPLESS_MAIN(TestMoveRules)
#include "tst_move_rules.moc"
