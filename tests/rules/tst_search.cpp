// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The checkers search's table: what it reads back must be what the search
// would have found without it. A win is as far away as it really is, from any
// ply; a draw by repetition, which holds only on the line that repeated, is
// never read back on another line.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/fen.h"
#include "checkers/search.h"
#include "full_width.h"
#include "king_endings.h"
#endif

#include <QTest>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <vector>

using namespace hatrack;
using namespace hatrack::checkers;
using hatrack::test::FullWidth;
using hatrack::test::KingEndings;

class TestSearch : public QObject {
    Q_OBJECT

  private slots:
    void winsAreAsFarAsTheyReallyAre();
    void repetitionDrawsStayOnTheirLine();
    void aSelectiveSearchNeverFindsAFalseWin();
    void aSelectiveSearchSeesDeeperOnTheSameNodes();
    void aManagedSearchSpendsWhereTheChoiceIsHard();
};

namespace {

// search.h: a won game is worth 100000 less the plies to the win.
constexpr int kWin = 100000;
constexpr int kDecided = kWin - 100;

QString fenText(const Position& p) {
    return QString::fromStdString(toFen(p));
}

SearchResult searchFrom(const Position& p, int depth, std::uint64_t seed, bool selective = false) {
    MoveList moves;
    p.generate(moves);
    SearchLimits limits{depth, 100'000'000, 0};
    limits.selective = selective;
    return search(p, moves, {p}, limits, Rng(seed));
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

void TestSearch::repetitionDrawsStayOnTheirLine() {
    // Endings where a line that goes back to a position drawn earlier in the
    // search meets, on another line, a position that does not repeat there.
    // Five plies deep, no position can come back at another ply with more
    // depth left (that takes four plies), so a table that keeps only what
    // holds on every line gives exactly what a search without one gives.
    const char* fens[] = {
        "B:WK1,K11,K31:BK25",  "B:WK13,K21,K28:BK8", "B:WK5,K14,K32:BK8",  "W:WK25:BK1,K13,K31",
        "W:WK25:BK2,K20,K31",  "W:WK25:BK3,K23,K28", "W:WK25:BK9,K16,K19", "W:WK15,K30:BK9,K23",
        "W:WK25:BK10,K11,K19", "W:WK8:BK1,K5,K24",
    };
    for (const char* fen : fens) {
        const Position p = parseFen(fen);
        const int full = FullWidth().value(p, 5);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const SearchResult r = searchFrom(p, 5, seed);
            QCOMPARE(r.depth, 5);
            QVERIFY2(r.score == full, qPrintable(QString("%1 (seed %2): %3, without a table %4")
                                                     .arg(fen)
                                                     .arg(seed)
                                                     .arg(r.score)
                                                     .arg(full)));
        }
    }
}

void TestSearch::aSelectiveSearchNeverFindsAFalseWin() {
    // The expert reduces late quiet moves and cuts moves a shallow search
    // shows well above beta. Neither may turn a draw or a loss into a win,
    // or bring a result nearer than it is: in every ending of three kings
    // decided within 17 plies (one in eight), a result it reports is the
    // true one, no sooner than the real distance, and it still finds most.
    const KingEndings endings;
    int checked = 0, decided = 0, index = 0;
    for (const Position& p : endings.positions()) {
        const int v = endings.value(p);
        if (std::popcount(p.occupied()) < 3 || v == 0 || index++ % 8 != 0) continue;
        if (v != KingEndings::kDraw && std::abs(v) > 17) continue;
        MoveList moves;
        p.generate(moves);
        if (moves.size < 2) continue;
        const int depth = v == KingEndings::kDraw ? 9 : std::abs(v);
        const SearchResult r = searchFrom(p, depth, static_cast<std::uint64_t>(index), true);
        ++checked;
        if (std::abs(r.score) <= kDecided) continue;
        ++decided;
        QVERIFY2(v != KingEndings::kDraw,
                 qPrintable(QString("%1: a draw scored %2").arg(fenText(p)).arg(r.score)));
        QVERIFY2((r.score > 0) == (v > 0), qPrintable(fenText(p)));
        QVERIFY2(kWin - std::abs(r.score) >= std::abs(v),
                 qPrintable(QString("%1: decided in %2 plies, really in %3")
                                .arg(fenText(p))
                                .arg(kWin - std::abs(r.score))
                                .arg(std::abs(v))));
    }
    QVERIFY(checked > 3000);
    QVERIFY2(decided > checked / 2, qPrintable(QString("%1 of %2").arg(decided).arg(checked)));
}

void TestSearch::aSelectiveSearchSeesDeeperOnTheSameNodes() {
    // What the expert gains: on the same nodes, its reductions and cuts let
    // it finish deeper iterations than a search that looks at every move.
    const char* fens[] = {
        "B:W18,19,20,21,24,26,28,29,31,32:B1,3,4,6,7,8,9,10,11,12",
        "B:WK3,20,21,22,23,32:B4,6,8,12,14,16",
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,15",
    };
    for (const char* fen : fens) {
        const Position p = parseFen(fen);
        MoveList moves;
        p.generate(moves);
        SearchLimits limits{40, 400'000, 0};
        limits.learnedEval = true;
        const SearchResult full = search(p, moves, {p}, limits, Rng(3));
        limits.selective = true;
        const SearchResult selective = search(p, moves, {p}, limits, Rng(3));
        QVERIFY2(
            selective.depth >= full.depth + 4,
            qPrintable(
                QString("%1: depth %2, full %3").arg(fen).arg(selective.depth).arg(full.depth)));
    }
}

void TestSearch::aManagedSearchSpendsWhereTheChoiceIsHard() {
    // The expert's budget is what a move spends as a rule: a move whose
    // choice settles early stops short of it, one whose choice keeps changing
    // goes past it, never past twice it, and the moves of a game spend
    // less than the budget on average.
    constexpr std::uint64_t budget = 150'000;
    std::uint64_t total = 0, least = budget * 10, most = 0;
    constexpr int searches = 40;
    for (int game = 0; game < searches; ++game) {
        Rng rng(static_cast<std::uint64_t>(game) + 11);
        Position p = Position::start();
        for (int ply = 0; ply < 6 + game % 16; ++ply) {
            MoveList moves;
            p.generate(moves);
            p.apply(moves.moves[rng.below(static_cast<std::uint64_t>(moves.size))]);
        }
        MoveList moves;
        p.generate(moves);
        QVERIFY(moves.size > 0);
        SearchLimits limits{40, budget, 0};
        limits.learnedEval = true;
        limits.selective = true;
        limits.managed = true;
        const SearchResult r = search(p, moves, {p}, limits, Rng(5));
        if (moves.size == 1) continue;
        QVERIFY2(r.nodes <= budget * kManagedCeiling + 1,
                 qPrintable(QString("%1: %2 nodes").arg(fenText(p)).arg(r.nodes)));
        QVERIFY2(r.depth >= 6, qPrintable(QString("%1: depth %2").arg(fenText(p)).arg(r.depth)));
        total += r.nodes;
        least = std::min(least, r.nodes);
        most = std::max(most, r.nodes);
    }
    QVERIFY2(least < budget / 2, qPrintable(QString("the least: %1 nodes").arg(least)));
    QVERIFY2(most > budget, qPrintable(QString("the most: %1 nodes").arg(most)));
    QVERIFY2(total < budget * searches, qPrintable(QString("in all: %1 nodes").arg(total)));
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
