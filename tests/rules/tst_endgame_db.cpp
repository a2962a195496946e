// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The checkers endgame database: its results are the exact ones, and a search
// that reads it wins the endings it says are won, instead of shuffling kings.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/endgame_db.h"
#include "checkers/fen.h"
#include "checkers/search.h"
#include "king_endings.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace hatrack;
using namespace hatrack::checkers;
using hatrack::test::KingEndings;

class TestEndgameDb : public QObject {
    Q_OBJECT

  private slots:
    void kingEndingsAreExact();
    void menCrownAndWin();
    void searchConvertsWonKingEndings();
};

namespace {

QString fenText(const Position& p) {
    return QString::fromStdString(toFen(p));
}

} // namespace

void TestEndgameDb::kingEndingsAreExact() {
    // Every ending of at most three kings, against the retrograde ground truth
    // the search tests use (which knows nothing of men or conversions).
    const KingEndings truth;
    const EndgameDb& db = EndgameDb::upTo(3);
    int won = 0;
    for (const Position& p : truth.positions()) {
        EndgameDb::Entry e;
        QVERIFY(db.probe(p, e));
        const int v = truth.value(p);
        const auto expected = v == KingEndings::kDraw ? EndgameDb::Entry::Draw
                              : v > 0                 ? EndgameDb::Entry::Win
                                                      : EndgameDb::Entry::Loss;
        QVERIFY2(e.result == expected, qPrintable(fenText(p)));
        won += e.result == EndgameDb::Entry::Win;
    }
    QVERIFY(won > 1000);
}

void TestEndgameDb::menCrownAndWin() {
    const EndgameDb& db = EndgameDb::upTo(3);
    EndgameDb::Entry e;
    // Two men against a lone king far from them: they crown and win.
    QVERIFY(db.probe(parseFen("B:WK29:B5,6"), e));
    QCOMPARE(e.result, EndgameDb::Entry::Win);
    // A king hunts down a lone man before it crowns.
    QVERIFY(db.probe(parseFen("W:WK32:B1"), e));
    QCOMPARE(e.result, EndgameDb::Entry::Win);
    // King against king draws.
    QVERIFY(db.probe(parseFen("B:WK32:BK1"), e));
    QCOMPARE(e.result, EndgameDb::Entry::Draw);
    // Four pieces are beyond a database of three.
    QVERIFY(!db.probe(parseFen("B:WK29,K30:B5,6"), e));
}

void TestEndgameDb::searchConvertsWonKingEndings() {
    // Two kings against one, the lone king in the double corner, where it
    // holds out longest: a short search that reads the database plays the win
    // out against the same search defending, well inside the 40-move rule.
    const char* fens[] = {"B:WK1:BK18,K27", "W:WK5:BK19,K28", "B:WK32:BK10,K14"};
    for (const char* fen : fens) {
        Position p = parseFen(fen);
        const int winner = countBits(p.black) > countBits(p.white) ? 0 : 1;
        std::vector<Position> history{p};
        int plies = 0;
        for (; plies < 80; ++plies) {
            MoveList moves;
            p.generate(moves);
            if (moves.size == 0) break;
            SearchLimits limits;
            limits.maxDepth = 4;
            limits.nodeBudget = 20'000;
            limits.endgamePieces = 3;
            const SearchResult r = search(p, moves, history, limits, Rng(7));
            p.apply(r.best);
            history.push_back(p);
        }
        QVERIFY2(plies < 80, fen);
        QVERIFY2(p.toMove != winner && countBits(p.own()) == 0,
                 qPrintable(QString("%1: %2").arg(fen, fenText(p))));
    }
}

QTEST_APPLESS_MAIN(TestEndgameDb)
#include "tst_endgame_db.moc"
