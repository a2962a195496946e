// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the published counts from the start position, and the fast bitboard
// counter against the slow counters built on the decision interface, from the
// start and from the 11-man ballot openings (tests/data/11_man_english.pdn).

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "games.h"
#include "pdn.h"
#include "perft.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

class TestPerft : public QObject {
    Q_OBJECT

  private slots:
    void startPosition_data();
    void startPosition();
    void slowCountersAgree_data();
    void slowCountersAgree();
    void divideSumsToTotal();
    void midChainCountsTheRestOfTheMove();
    void gameOverCountsNothing();
    void ballotOpenings();
};

void TestPerft::startPosition_data() {
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("expected");
    const quint64 counts[] = {7,      49,     302,     1469,     7361,     36768,
                              179740, 845931, 3963680, 18391564, 85242128, 388623673};
    for (int d = 1; d <= 12; ++d) QTest::addRow("depth %d", d) << d << counts[d - 1];
}

void TestPerft::startPosition() {
    QFETCH(int, depth);
    QFETCH(quint64, expected);
    QCOMPARE(quint64(checkers::perft(checkers::Position::start(), depth)), expected);
    // The GameState entry point picks the fast path for a fresh game.
    if (depth <= 8) {
        const auto game = newGame("checkers", {}, 1);
        QCOMPARE(quint64(perft(*game, depth)), expected);
    }
}

void TestPerft::slowCountersAgree_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::newRow("start") << "B:W21-32:B1-12" << 6;
    QTest::newRow("after 11-15 22-18, a capture due") << "B:W18,21,23-32:B1-10,12,15" << 6;
    QTest::newRow("kings in play") << "W:WK5,18,22,K30:BK10,K14,19,23" << 6;
    QTest::newRow("king ring") << "B:W6,14,15,22,23:BK10,K28" << 5;
}

void TestPerft::slowCountersAgree() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const auto state = fromFen(fen.toStdString());
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t fast = checkers::perft(state.position(), d);
        QCOMPARE(notatedPerft(state, d), fast);
        QCOMPARE(hopPerft(state, d), fast);
        QCOMPARE(perft(state, d), fast);
    }
}

void TestPerft::divideSumsToTotal() {
    const auto game = newGame("checkers", {}, 1);
    const auto divide = perftDivide(*game, 7);
    QCOMPARE(divide.size(), std::size_t(7));
    std::uint64_t sum = 0;
    QStringList moves;
    for (const auto& [move, count] : divide) {
        sum += count;
        moves << qs(move);
    }
    QCOMPARE(sum, std::uint64_t(179740));
    moves.sort();
    QCOMPARE(moves, QStringList({"10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"}));
}

void TestPerft::midChainCountsTheRestOfTheMove() {
    // Black's man on 1 has jumped to 10 and must go on over 15 to 19.
    auto state = fromFen("B:W6,15,32:B1");
    state.applyAction({checkers::kHop, 0, 9, -1});
    QCOMPARE(state.chainSquare(), 9);
    QCOMPARE(perft(state, 1), std::uint64_t(1));
    // Then White's man on 32 has its two steps.
    QCOMPARE(perft(state, 2), std::uint64_t(2));
    QCOMPARE(notatedPerft(state, 2), std::uint64_t(2));
}

void TestPerft::gameOverCountsNothing() {
    // White to move with its last man blocked: the game is over before it starts.
    const auto state = fromFen("W:W29:B22,25");
    QVERIFY(state.outcome().over);
    QCOMPARE(perft(state, 3), std::uint64_t(0));
    QCOMPARE(notatedPerft(state, 3), std::uint64_t(0));
}

void TestPerft::ballotOpenings() {
    QString error;
    const std::string text = readText(testDataFile("11_man_english.pdn"), &error);
    QVERIFY2(!text.empty(), qPrintable(error));
    const auto games = parsePdn(text);
    QCOMPARE(games.size(), std::size_t(2400));
    int checked = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto it = games[i].tags.find("FEN");
        QVERIFY2(it != games[i].tags.end(), qPrintable(QString("opening %1 has no FEN").arg(i)));
        const auto state = fromFen(it->second);
        const auto& p = state.position();
        QCOMPARE(std::popcount(p.black), 11);
        QCOMPARE(std::popcount(p.white), 11);
        QCOMPARE(p.kings, checkers::Bits{0});
        // A sample of openings (every 80th) at depth 5, the rest cheaply at depth 2.
        const int depth = i % 80 == 0 ? 5 : 2;
        const std::uint64_t fast = checkers::perft(p, depth);
        const std::uint64_t generic = notatedPerft(state, depth);
        if (generic != fast)
            QFAIL(qPrintable(QString("opening %1 (%2) depth %3: fast %4, generic %5")
                                 .arg(i)
                                 .arg(qs(it->second))
                                 .arg(depth)
                                 .arg(fast)
                                 .arg(generic)));
        if (depth == 5) QCOMPARE(hopPerft(state, 4), checkers::perft(p, 4));
        ++checked;
    }
    QCOMPARE(checked, 2400);
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
