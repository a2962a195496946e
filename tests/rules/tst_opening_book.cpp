// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The checkers opening book: it holds the masters' moves from the built-in
// records, and the expert plays them, the same way for the same seed.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/opening_book.h"
#include "games.h"
#endif

#include <QTest>

#include <set>

using namespace hatrack;
using namespace hatrack::checkers;

class TestOpeningBook : public QObject {
    Q_OBJECT

  private slots:
    void readsTheMovesAndTheirResults();
    void expertPlaysFromTheBook();
};

void TestOpeningBook::readsTheMovesAndTheirResults() {
    // Two games: 11-15 23-19 won by Black, 11-15 22-18 drawn; 9-13 once, lost.
    const OpeningBook book("[Result \"1-0\"]\n1. 11-15 23-19 1-0\n"
                           "[Result \"1/2-1/2\"]\n1. 11-15 22-18 1/2-1/2\n"
                           "[Result \"0-1\"]\n1. 9-13 22-18 0-1\n",
                           2);
    const auto* start = book.choicesAt(Position::start());
    QVERIFY(start);
    QCOMPARE(start->size(), std::size_t{2});
    QCOMPARE(start->front().games, 2);
    QCOMPARE(start->front().score, 0.75);
    QCOMPARE(start->back().score, 0.0);
    // Only 11-15 was played twice and scored well enough to be picked.
    Rng rng(3);
    const auto m = book.pick(Position::start(), rng);
    QVERIFY(m);
    QCOMPARE(m->from + 1, 11);
    QCOMPARE(m->to() + 1, 15);
    // After 11-15 each reply was played once: not enough to go by.
    Position p = Position::start();
    p.apply(*m);
    QVERIFY(!book.pick(p, rng));
}

void TestOpeningBook::expertPlaysFromTheBook() {
    // Every first move the expert picks is one the masters played, without a search.
    const auto* start = OpeningBook::builtIn().choicesAt(Position::start());
    QVERIFY(start && start->size() >= 5);
    std::set<int> firstSquares;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const auto state = newGame("checkers", {}, seed);
        const Analysis a = newAgent("checkers", "expert", seed)->think(*state);
        QCOMPARE(a.nodes, std::uint64_t{0});
        firstSquares.insert(a.best.a);
        const Analysis again = newAgent("checkers", "expert", seed)->think(*state);
        QCOMPARE(again.best, a.best);
    }
    QVERIFY(firstSquares.size() >= 2); // seeds vary the opening
}

QTEST_APPLESS_MAIN(TestOpeningBook)
#include "tst_opening_book.moc"
