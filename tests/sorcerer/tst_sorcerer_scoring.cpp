// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How a Sorcerer's Apprentice game ends and who wins (docs/rules.md, Sorcerer's
// Apprentice): most hats in the rack, then most kings, then most pieces, then a
// draw; with Playing for Blood: most pieces, then hats, then kings, then a draw.
// The reason must name the measure that decided.
//
// Most positions below are "Black cannot move": Black's men on 25-28 face White's
// men on 29-32 (no step, no jump off the board), and extra Black men on 21-24 or a
// Black king on 25 are boxed in by their own pieces.

#ifndef Q_MOC_RUN
#include "sorcerer_test_support.h"

#include <map>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

Q_DECLARE_METATYPE(std::string)

class TestSorcererScoring : public QObject {
    Q_OBJECT

  private slots:
    void tieBreaks_data();
    void tieBreaks();
    void capturingEveryPieceIsNotEnoughWithoutHats();
    void repetitionEndsTheGameAndHatsDecide();
    void fortyMovesEachEndTheGame();
};

void TestSorcererScoring::tieBreaks_data() {
    QTest::addColumn<std::string>("fen");
    QTest::addColumn<bool>("blood");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QString>("measure");

    // Normal scoring: hats, kings, pieces, draw.
    QTest::newRow("hats beat kings and pieces")
        << std::string("B:W29-32:B21-24,K25,26-28;racks:r/rr") << false << 1
        << QString("hats in the rack");
    QTest::newRow("kings beat pieces")
        << std::string("B:WK29,30-32:B21-28;racks:r/c") << false << 1 << QString("kings");
    QTest::newRow("pieces") << std::string("B:W29-32:B21-28;racks:r/c") << false << 0
                            << QString("pieces on the board");
    QTest::newRow("draw") << std::string("B:W29-32:B25-28;racks:ry/cp") << false << -1
                          << QString("draw");
    // Playing for Blood: pieces, hats, kings, draw.
    QTest::newRow("blood: pieces beat hats and kings")
        << std::string("B:WK29,K30,31,32:B21-28;racks:/rrr") << true << 0
        << QString("pieces on the board");
    QTest::newRow("blood: hats beat kings") << std::string("B:WK29,30-32:B25-28;racks:rr/r") << true
                                            << 0 << QString("hats in the rack");
    QTest::newRow("blood: kings") << std::string("B:WK29,30-32:B25-28;racks:r/c") << true << 1
                                  << QString("kings");
    QTest::newRow("blood: draw") << std::string("B:W29-32:B25-28;racks:r/c") << true << -1
                                 << QString("draw");
}

void TestSorcererScoring::tieBreaks() {
    QFETCH(std::string, fen);
    QFETCH(bool, blood);
    QFETCH(int, winner);
    QFETCH(QString, measure);
    Match m = matchFrom(fen, {{"for-blood", blood ? "on" : "off"}});
    const Outcome o = m.state().outcome();
    QVERIFY2(o.over, qPrintable(qs(m.state().toFen())));
    QCOMPARE(m.state().currentPlayer(), kNobody);
    QVERIFY(m.state().legalActions().empty());
    QVERIFY2(qs(o.reason.english).contains("Black cannot move"), qPrintable(qs(o.reason.english)));
    QCOMPARE(o.winner, winner);
    const QString clause = decidingClause(o);
    QVERIFY2(clause.contains(measure), qPrintable(qs(o.reason.english)));
    // The deciding clause names that measure alone (a draw lists every level).
    for (const char* other : {"hats in the rack", "kings", "pieces on the board"})
        if (measure != "draw" && measure != other)
            QVERIFY2(!clause.contains(other), qPrintable(qs(o.reason.english)));
}

// Black takes White's last piece, but White holds more hats: White wins.
void TestSorcererScoring::capturingEveryPieceIsNotEnoughWithoutHats() {
    Match m = matchFrom("B:W10:B6;racks:/rrr");
    m.play("6x15");
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QCOMPARE(o.winner, 1);
    QVERIFY2(qs(o.reason.english).contains("White has no pieces"), qPrintable(qs(o.reason.english)));
    QVERIFY2(decidingClause(o).contains("hats in the rack"), qPrintable(qs(o.reason.english)));

    Match blood = matchFrom("B:W10:B6;racks:/rrr", {{"for-blood", "on"}});
    blood.play("6x15");
    QCOMPARE(blood.state().outcome().winner, 0);
    QVERIFY(decidingClause(blood.state().outcome()).contains("pieces on the board"));
}

// Two kings walking back and forth: the third occurrence of the position (same
// player to move) ends the game, and the hats decide.
void TestSorcererScoring::repetitionEndsTheGameAndHatsDecide() {
    Match m = matchFrom("B:WK32:BK1;racks:r/");
    for (int round = 0; round < 2; ++round) {
        QVERIFY(!m.state().outcome().over);
        for (const char* mv : {"1-5", "32-27", "5-1", "27-32"}) m.play(mv);
    }
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QVERIFY2(qs(o.reason.english).contains("third time"), qPrintable(qs(o.reason.english)));
    QCOMPARE(o.winner, 0);
    QVERIFY(decidingClause(o).contains("hats in the rack"));
}

namespace {

// A position where the player to move could capture.
bool captureOnOffer(const GameState& g) {
    for (const Action& a : g.legalActions())
        if (a.kind == kHop) return true;
    return false;
}

// Depth-first: `need` more plies of king moves with no capture ever on offer and
// no position seen a third time.
bool quietWalk(const GameState& g, std::map<std::string, int>& seen, std::vector<Action>& path,
               int need) {
    if (need == 0) return true;
    for (const Action& a : g.legalActions()) {
        auto child = g.clone();
        child->applyAction(a);
        const std::string fen = child->toFen();
        if (captureOnOffer(*child) || seen[fen] >= 2) continue;
        ++seen[fen];
        path.push_back(a);
        if (quietWalk(*child, seen, path, need - 1)) return true;
        path.pop_back();
        --seen[fen];
    }
    return false;
}

} // namespace

// Kings only, never capturing and never repeating a position three times: after
// 40 moves each the game ends; the hats decide.
void TestSorcererScoring::fortyMovesEachEndTheGame() {
    Match m = matchFrom("B:WK32,K28:BK1,K5;racks:/y");
    std::map<std::string, int> seen{{m.state().toFen(), 1}};
    std::vector<Action> path;
    QVERIFY(quietWalk(m.state(), seen, path, 79));
    for (const Action& a : path) m.apply(a);
    QVERIFY(!m.state().outcome().over); // 79 plies: not yet
    const auto last = m.state().legalActions();
    QVERIFY(!last.empty());
    m.apply(last.front());
    const Outcome o = m.state().outcome();
    QVERIFY(o.over);
    QVERIFY2(qs(o.reason.english).contains("40 moves"), qPrintable(qs(o.reason.english)));
    QCOMPARE(o.winner, 1);
    QVERIFY(decidingClause(o).contains("hats in the rack"));
}

QTEST_APPLESS_MAIN(TestSorcererScoring)
#include "tst_sorcerer_scoring.moc"
