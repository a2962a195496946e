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
#include "rng.h"
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
    void everyEntryFollowsFromItsMoves();
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

void TestEndgameDb::everyEntryFollowsFromItsMoves() {
    // What defines the database, checked one position at a time from its
    // moves alone: won in n when some move reaches a position lost in n - 1
    // (a capture or a crowning that leaves the opponent lost counts 1), and n
    // is the fewest; lost in n when every move reaches a position won for the
    // opponent, n - 1 the most plies among those (0 after a capture or a
    // crowning); drawn otherwise. Random positions of two to four pieces.
    const EndgameDb& db = EndgameDb::upTo(4);
    Rng rng(11);
    int checked = 0, won = 0, lost = 0;
    while (checked < 60'000) {
        const int pieces = 2 + static_cast<int>(rng.below(3));
        Position p;
        p.toMove = static_cast<int>(rng.below(2));
        for (int n = 0; n < pieces; ++n) {
            const int square = static_cast<int>(rng.below(32));
            const int owner = n == 0 ? 0 : n == 1 ? 1 : static_cast<int>(rng.below(2));
            const bool king = rng.below(2) == 0 || onCrownRow(owner, square);
            if (p.occupied() & bit(square)) continue;
            (owner == 0 ? p.black : p.white) |= bit(square);
            if (king) p.kings |= bit(square);
        }
        EndgameDb::Entry e;
        QVERIFY(db.probe(p, e));
        MoveList moves;
        p.generate(moves);
        int fastestWin = 0, slowestLoss = -1;
        bool draws = false;
        for (const Move& m : moves) {
            Position child = p;
            child.apply(m);
            EndgameDb::Entry c;
            QVERIFY(db.probe(child, c));
            const int plies = c.materialRank < e.materialRank ? 0 : c.plies;
            if (c.result == EndgameDb::Entry::Loss) {
                if (fastestWin == 0 || plies + 1 < fastestWin) fastestWin = plies + 1;
            } else if (c.result == EndgameDb::Entry::Draw) {
                draws = true;
            } else {
                slowestLoss = std::max(slowestLoss, plies);
            }
        }
        const QString fen = fenText(p);
        if (fastestWin > 0) {
            QVERIFY2(e.result == EndgameDb::Entry::Win && e.plies == fastestWin, qPrintable(fen));
            ++won;
        } else if (draws) {
            QVERIFY2(e.result == EndgameDb::Entry::Draw, qPrintable(fen));
        } else {
            QVERIFY2(e.result == EndgameDb::Entry::Loss && e.plies == slowestLoss + 1,
                     qPrintable(fen));
            ++lost;
        }
        ++checked;
    }
    QVERIFY(won > 10'000 && lost > 1'000);
}

QTEST_APPLESS_MAIN(TestEndgameDb)
#include "tst_endgame_db.moc"
