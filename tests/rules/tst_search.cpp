// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The checkers search's table: what it reads back must be what the search
// would have found without it. A win is as far away as it really is, from any
// ply.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/fen.h"
#include "checkers/search.h"
#include "king_endings.h"
#endif

#include <QTest>

#include <algorithm>
#include <bit>
#include <cstdlib>

using namespace hatrack;
using namespace hatrack::checkers;
using hatrack::test::KingEndings;

class TestSearch : public QObject {
    Q_OBJECT

  private slots:
    void winsAreAsFarAsTheyReallyAre();
};

namespace {

// search.h: a won game is worth 100000 less the plies to the win.
constexpr int kWin = 100000;
constexpr int kDecided = kWin - 100;

QString fenText(const Position& p) {
    return QString::fromStdString(toFen(p));
}

SearchResult searchFrom(const Position& p, int depth, std::uint64_t seed) {
    MoveList moves;
    p.generate(moves);
    return search(p, moves, {p}, SearchLimits{depth, 100'000'000, 0}, Rng(seed));
}

} // namespace

void TestSearch::winsAreAsFarAsTheyReallyAre() {
    // One in eight of the endings of three kings whose result comes within
    // 17 plies, searched exactly that deep: the search must see the result,
    // and never sooner than it can really come. A win found at one ply and
    // read back at a deeper one would count from the wrong node: too soon.
    const KingEndings endings;
    int checked = 0, index = 0;
    for (const Position& p : endings.positions()) {
        const int v = endings.value(p);
        if (std::popcount(p.occupied()) < 3 || v == KingEndings::kDraw || v == 0 ||
            std::abs(v) > 17 || index++ % 8 != 0)
            continue;
        MoveList moves;
        p.generate(moves);
        if (moves.size < 2) continue;
        const SearchResult r = searchFrom(p, std::abs(v), static_cast<std::uint64_t>(index));
        QVERIFY2(std::abs(r.score) > kDecided,
                 qPrintable(QString("%1: %2, not decided").arg(fenText(p)).arg(r.score)));
        QVERIFY2((r.score > 0) == (v > 0), qPrintable(fenText(p)));
        const int plies = kWin - std::abs(r.score);
        QVERIFY2(plies >= std::abs(v), qPrintable(QString("%1: %2 in %3 plies, really in %4")
                                                      .arg(fenText(p))
                                                      .arg(v > 0 ? "won" : "lost")
                                                      .arg(plies)
                                                      .arg(std::abs(v))));
        ++checked;
    }
    QVERIFY(checked > 3000);
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
