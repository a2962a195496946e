// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The checkers geometry every checkers-based game moves on (checkers/geometry.h)
// and the one material scale their evaluations share, against squares counted
// by hand on the PDN board (square 1 at Black's home row, column 1).

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/geometry.h"
#include "checkers/material.h"

#include <vector>
#endif

#include <QTest>

using namespace hatrack::checkers;

namespace {

// PDN numbers, so the expectations read like a diagram.
int pdn(int square) {
    return square < 0 ? -1 : square + 1;
}

} // namespace

class TstGeometry : public QObject {
    Q_OBJECT

  private slots:
    void stepsAndJumpsFromACorner() {
        QCOMPARE(pdn(neighbour(0, DownLeft)), 5);
        QCOMPARE(pdn(neighbour(0, DownRight)), 6);
        QCOMPARE(pdn(neighbour(0, UpLeft)), -1);
        QCOMPARE(pdn(jumpLanding(0, DownRight)), 10);
        QCOMPARE(pdn(jumpLanding(0, DownLeft)), -1); // off the left edge
        QCOMPARE(pdn(jumpLanding(31, UpLeft)), 23);
    }

    void everyStepLeadsBack() {
        const int back[4] = {UpRight, UpLeft, DownRight, DownLeft};
        for (int s = 0; s < 32; ++s)
            for (int d = 0; d < 4; ++d) {
                const int t = neighbour(s, d);
                if (t >= 0) QCOMPARE(neighbour(t, back[d]), s);
                if (jumpLanding(s, d) >= 0) QCOMPARE(jumpLanding(s, d), neighbour(t, d));
            }
    }

    void bentJumpsTurnAtTheJumpedPiece() {
        // From 10 over 15: two rows on lands on 18, two columns on on 11.
        const Geometry& g = Geometry::get();
        QCOMPARE(pdn(neighbour(9, DownRight)), 15);
        QCOMPARE(pdn(g.bentAhead[9][DownRight]), 18);
        QCOMPARE(pdn(g.bentAside[9][DownRight]), 11);
        QCOMPARE(pdn(g.bentAside[11][DownRight]), -1); // 12 is on the right edge
    }

    void menGoForwardKingsEveryWay() {
        QVERIFY(mayGo(0, false, DownLeft) && mayGo(0, false, DownRight));
        QVERIFY(!mayGo(0, false, UpLeft) && !mayGo(1, false, DownRight));
        QVERIFY(mayGo(1, false, UpRight) && mayGo(0, true, UpLeft));
        QVERIFY(onCrownRow(0, 31) && onCrownRow(1, 0) && !onCrownRow(0, 0));
        QCOMPARE(dirOf(3, -3), int(DownLeft));
        QCOMPARE(dirOf(-1, 1), int(UpRight));
    }

    void diagonalsEndAtTheEdgeOrTheLimit() {
        std::vector<int> seen;
        alongDiagonal(0, DownRight, 7, [&](int s) {
            seen.push_back(pdn(s));
            return true;
        });
        QCOMPARE(seen, (std::vector<int>{6, 10, 15, 19, 24, 28}));
        seen.clear();
        alongDiagonal(0, DownRight, 7, [&](int s) {
            seen.push_back(pdn(s));
            return seen.size() < 2;
        });
        QCOMPARE(seen, (std::vector<int>{6, 10}));
        seen.clear();
        alongDiagonal(0, DownRight, 3, [&](int s) {
            seen.push_back(pdn(s));
            return true;
        });
        QCOMPARE(seen, (std::vector<int>{6, 10, 15}));
    }

    void aKingIsWorthTheSameInEveryGame() {
        QCOMPARE(pieceValue(false), 100);
        QCOMPARE(pieceValue(true), 145);
    }
};

QTEST_APPLESS_MAIN(TstGeometry)
#include "tst_geometry.moc"
