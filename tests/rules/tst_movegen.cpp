// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's move lists against a deliberately plain reference generator
// (an 8x8 array and a recursive jump search written from docs/rules.md, Checkers),
// on many random positions: every legal move is offered, and nothing else.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "rng.h"
#include "test_support.h"

#include <array>
#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// cell: 0 empty, +1 Black man, +2 Black king, -1 White man, -2 White king.
// Row 0 is Black's home row (squares 1-4); Black moves toward row 7.
struct Board {
    std::array<std::array<int, 8>, 8> cell{};
    int toMove = 0;
};

int squareOf(int r, int c) {
    return r * 4 + c / 2 + 1;
}

void jumpsFrom(Board& b, int r, int c, int piece, const std::string& path, bool jumped,
               std::set<std::string>& out) {
    const int sign = piece > 0 ? 1 : -1;
    const bool king = piece == 2 || piece == -2;
    bool extended = false;
    for (int dr : {-1, 1}) {
        if (!king && dr != sign) continue; // men jump forward only
        for (int dc : {-1, 1}) {
            const int mr = r + dr, mc = c + dc, lr = r + 2 * dr, lc = c + 2 * dc;
            if (lr < 0 || lr > 7 || lc < 0 || lc > 7) continue;
            if (b.cell[mr][mc] * sign >= 0 || b.cell[lr][lc] != 0) continue;
            const int taken = b.cell[mr][mc];
            b.cell[mr][mc] = 0; // a captured piece leaves at once
            extended = true;
            const std::string next = path + "x" + std::to_string(squareOf(lr, lc));
            if (!king && lr == (sign > 0 ? 7 : 0))
                out.insert(next); // crowned: the move ends here
            else
                jumpsFrom(b, lr, lc, piece, next, true, out);
            b.cell[mr][mc] = taken;
        }
    }
    if (!extended && jumped) out.insert(path);
}

std::set<std::string> referenceMoves(Board b) {
    std::set<std::string> jumps, steps;
    const int sign = b.toMove == 0 ? 1 : -1;
    for (int r = 0; r < 8; ++r) {
        for (int c = 0; c < 8; ++c) {
            const int piece = b.cell[r][c];
            if (piece * sign <= 0) continue;
            b.cell[r][c] = 0; // the jumper's own square is empty during its chain
            jumpsFrom(b, r, c, piece, std::to_string(squareOf(r, c)), false, jumps);
            b.cell[r][c] = piece;
            const bool king = piece == 2 || piece == -2;
            for (int dr : {-1, 1}) {
                if (!king && dr != sign) continue;
                for (int dc : {-1, 1}) {
                    const int tr = r + dr, tc = c + dc;
                    if (tr < 0 || tr > 7 || tc < 0 || tc > 7 || b.cell[tr][tc] != 0) continue;
                    steps.insert(std::to_string(squareOf(r, c)) + "-" +
                                 std::to_string(squareOf(tr, tc)));
                }
            }
        }
    }
    return jumps.empty() ? steps : jumps; // captures are compulsory
}

Board boardOf(const checkers::Position& p) {
    Board b;
    b.toMove = p.toMove;
    for (int s = 0; s < 32; ++s) {
        const checkers::Bits bit = checkers::Bits{1} << s;
        int v = (p.black & bit) ? 1 : (p.white & bit) ? -1 : 0;
        if (p.kings & bit) v *= 2;
        b.cell[checkers::Geometry::row(s)][checkers::Geometry::col(s)] = v;
    }
    return b;
}

std::set<std::string> engineMoves(const checkers::CheckersState& state) {
    std::set<std::string> out;
    for (const NotatedMove& m : state.notatedMoves()) out.insert(m.text);
    return out;
}

QString describe(const std::set<std::string>& moves) {
    QStringList list;
    for (const auto& m : moves) list << qs(m);
    return list.join(' ');
}

// A legal-looking random position: at most 12 pieces a side, no man on its crowning row.
checkers::Position randomPosition(Rng& rng) {
    checkers::Position p;
    const int black = 1 + static_cast<int>(rng.below(12));
    const int white = 1 + static_cast<int>(rng.below(12));
    for (int k = 0; k < black + white; ++k) {
        const int s = static_cast<int>(rng.below(32));
        const checkers::Bits bit = checkers::Bits{1} << s;
        if (p.occupied() & bit) continue;
        const bool isBlack = k < black;
        (isBlack ? p.black : p.white) |= bit;
        const bool crownRow = isBlack ? s >= 28 : s < 4;
        if (crownRow || rng.below(3) == 0) p.kings |= bit;
    }
    p.toMove = static_cast<int>(rng.below(2));
    return p;
}

} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT

  private slots:
    void referenceKnowsTheRules();
    void randomPositionsMatchReference();
    void everyMoveReplaysHopByHop();
};

void TestMoveGen::referenceKnowsTheRules() {
    // Guard the oracle itself on positions checked by hand.
    QCOMPARE(referenceMoves(boardOf(checkers::Position::start())).size(), std::size_t(7));
    QCOMPARE(referenceMoves(boardOf(checkers::parseFen("B:W14,15,22,23:BK10"))),
             std::set<std::string>({"10x17x26x19x10", "10x19x26x17x10"}));
    QCOMPARE(referenceMoves(boardOf(checkers::parseFen("B:W26,27:B22"))),
             std::set<std::string>({"22x31"}));
}

void TestMoveGen::randomPositionsMatchReference() {
    Rng rng(20240601);
    int positions = 0, withCaptures = 0, longest = 0;
    for (int i = 0; i < 60000; ++i) {
        const checkers::Position p = randomPosition(rng);
        const checkers::CheckersState state(p);
        const auto expected = referenceMoves(boardOf(p));
        const auto actual = engineMoves(state);
        if (actual != expected)
            QFAIL(
                qPrintable(QString("position %1\n  engine:    %2\n  reference: %3")
                               .arg(qs(checkers::toFen(p)), describe(actual), describe(expected))));
        ++positions;
        if (!expected.empty() && expected.begin()->find('x') != std::string::npos) ++withCaptures;
        for (const auto& m : expected) longest = std::max<int>(longest, int(m.size()));
        // No legal move means the game is already lost for the side to move.
        QCOMPARE(state.outcome().over, expected.empty());
    }
    QVERIFY(withCaptures > 10000); // the sample really exercises captures
    QVERIFY(longest >= 14);        // ...and long chains
    QCOMPARE(positions, 60000);
}

void TestMoveGen::everyMoveReplaysHopByHop() {
    // Each whole move, played as its single hops, ends where Position::apply ends.
    Rng rng(77);
    for (int i = 0; i < 5000; ++i) {
        const checkers::Position p = randomPosition(rng);
        const checkers::CheckersState state(p);
        const checkers::MoveList whole = state.wholeMoves();
        const auto notated = state.notatedMoves();
        QCOMPARE(std::size_t(whole.size), notated.size());
        for (int k = 0; k < whole.size; ++k) {
            checkers::Position expected = p;
            expected.apply(whole.moves[k]);
            auto copy = state;
            for (std::size_t h = 0; h < notated[k].actions.size(); ++h) {
                QCOMPARE(copy.currentPlayer(), p.toMove); // the turn lasts the whole chain
                copy.applyAction(notated[k].actions[h]);
            }
            QCOMPARE(qs(checkers::toFen(copy.position())), qs(checkers::toFen(expected)));
            QCOMPARE(copy.chainSquare(), -1);
        }
    }
}

QTEST_APPLESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
