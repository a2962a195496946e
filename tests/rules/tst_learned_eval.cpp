// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The expert's trained evaluation: it judges a position the same whichever
// colour stands where, it wants material, and the search that uses it still
// finds what a search without a table or cut-offs finds. The training tools
// read a network from its file and play it as the built-in one plays.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/fen.h"
#include "checkers/learned_eval.h"
#include "checkers/search.h"
#include "full_width.h"

#include "../training/weights_file.h"
#endif

#include <QDir>
#include <QTest>

#include <array>
#include <bit>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <vector>

using namespace hatrack;
using namespace hatrack::checkers;
using hatrack::test::FullWidth;

class TestLearnedEval : public QObject {
    Q_OBJECT

  private slots:
    void judgesBothColoursAlike();
    void wantsTheManItIsOffered();
    void searchFindsTheFullWidthValue();
    void sumsCarriedMoveByMoveScoreAsFromScratch();
    void aNetworkReadFromItsFilePlaysAsBuiltIn();
    void aDamagedWeightsFileIsNamed();
    void aWidthWithNoBuiltLoopIsRefused();
};

namespace {

Bits rotated(Bits b) {
    Bits r = 0;
    for (int s = 0; s < 32; ++s)
        if (b >> s & 1u) r |= Bits{1} << (31 - s);
    return r;
}

// The board turned round, colours swapped: the same position for the other side.
Position mirrored(const Position& p) {
    Position m;
    m.black = rotated(p.white);
    m.white = rotated(p.black);
    m.kings = rotated(p.kings);
    m.toMove = 1 - p.toMove;
    return m;
}

// Quiet positions from random games, spread over the opening, middle and end.
std::vector<Position> randomPositions(int count) {
    std::vector<Position> out;
    Rng rng(7);
    while (static_cast<int>(out.size()) < count) {
        Position p = Position::start();
        for (int ply = 0; ply < 120; ++ply) {
            MoveList moves;
            p.generate(moves);
            if (moves.size == 0) break;
            p.apply(moves.moves[rng.below(static_cast<std::uint64_t>(moves.size))]);
            if (ply % 7 == 6 && !p.hasCapture() && p.hasMove()) out.push_back(p);
        }
    }
    out.resize(static_cast<std::size_t>(count));
    return out;
}

} // namespace

void TestLearnedEval::judgesBothColoursAlike() {
    for (const Position& p : randomPositions(2000)) {
        const Position m = mirrored(p);
        QCOMPARE(evaluateLearned(m), evaluateLearned(p));
        QCOMPARE(LearnedEval::evaluate(m), LearnedEval::evaluate(p));
    }
}

void TestLearnedEval::wantsTheManItIsOffered() {
    // Take away one of the opponent's men (one that leaves no capture to
    // make): the side to move must like the position better nearly always.
    int better = 0, total = 0;
    long gain = 0;
    for (const Position& p : randomPositions(1500)) {
        for (Bits men = p.opp() & ~p.kings; men; men &= men - 1) {
            Position q = p;
            const Bits gone = ~(men & -men);
            q.black &= gone;
            q.white &= gone;
            if (q.hasCapture() || !q.hasMove() || countBits(q.opp()) == 0) continue;
            const int d = LearnedEval::evaluate(q) - LearnedEval::evaluate(p);
            better += d > 0;
            gain += d;
            ++total;
            break;
        }
    }
    QVERIFY(total > 1000);
    QVERIFY2(better * 100 >= total * 95,
             qPrintable(QString("better in %1 of %2").arg(better).arg(total)));
    QVERIFY2(gain / total >= 50, qPrintable(QString("a man is worth %1").arg(gain / total)));
}

void TestLearnedEval::searchFindsTheFullWidthValue() {
    const char* fens[] = {
        "B:W18,19,21,22,23,24,25,26,27,28,29,30:B1,2,3,4,5,6,7,8,9,10,12,14",
        "W:W17,21,22,23,24,26,27,28,30,31,32:B1,2,3,5,6,7,9,10,11,12,15",
        "B:W17,19,22,23,25,27,K30:B3,5,7,10,11,12,20",
        "W:WK10,20,24,28:B2,K15,19,K26",
    };
    for (const char* fen : fens) {
        const Position p = parseFen(fen);
        MoveList moves;
        p.generate(moves);
        SearchLimits limits{4, 100'000'000, 0};
        limits.learnedEval = true;
        const SearchResult r = search(p, moves, {p}, limits, Rng(3));
        QCOMPARE(r.depth, 4);
        QCOMPARE(r.score,
                 FullWidth([](const Position& q) { return evaluateLearned(q); }).value(p, 4));
    }
}

void TestLearnedEval::sumsCarriedMoveByMoveScoreAsFromScratch() {
    // The search carries the network's sums from a position to the next;
    // through captures, crownings and long games they stay what adding up
    // every piece gives, so the expert's moves do not change.
    Rng rng(11);
    int checked = 0;
    for (int game = 0; game < 200; ++game) {
        Position p = Position::start();
        std::array<LearnedEval::Sums, 2> carried;
        for (int viewer = 0; viewer < 2; ++viewer)
            LearnedEval::sumsOf(p, viewer, carried[static_cast<std::size_t>(viewer)]);
        for (int ply = 0; ply < 150; ++ply) {
            MoveList moves;
            p.generate(moves);
            if (moves.size == 0) break;
            const Position before = p;
            p.apply(moves.moves[rng.below(static_cast<std::uint64_t>(moves.size))]);
            for (int viewer = 0; viewer < 2; ++viewer) {
                auto& sums = carried[static_cast<std::size_t>(viewer)];
                LearnedEval::updateSums(before, p, viewer, sums);
                LearnedEval::Sums fresh;
                LearnedEval::sumsOf(p, viewer, fresh);
                QVERIFY(sums == fresh);
            }
            QCOMPARE(LearnedEval::fromSums(carried[static_cast<std::size_t>(p.toMove)]),
                     LearnedEval::evaluate(p));
            ++checked;
        }
    }
    QVERIFY(checked > 10'000);
}

namespace {
const std::string kWeightsFile =
    HATRACK_TEST_DATA_DIR "/../../rules/checkers/learned_eval_weights.inc";
}

void TestLearnedEval::aNetworkReadFromItsFilePlaysAsBuiltIn() {
    const training::WeightsFile file(kWeightsFile);
    QCOMPARE(file.weights().hidden, LearnedEval::kHidden);
    for (const Position& p : randomPositions(500))
        QCOMPARE(LearnedEval::evaluate(p, file.weights()), LearnedEval::evaluate(p));
    const Position p =
        parseFen("B:W18,19,21,22,23,24,25,26,27,28,29,30:B1,2,3,4,5,6,7,8,9,10,12,14");
    MoveList moves;
    p.generate(moves);
    SearchLimits limits{30, 50'000, 0};
    limits.learnedEval = true;
    const SearchResult builtIn = search(p, moves, {p}, limits, Rng(5));
    limits.weights = &file.weights();
    const SearchResult read = search(p, moves, {p}, limits, Rng(5));
    QCOMPARE(read.nodes, builtIn.nodes);
    QCOMPARE(read.score, builtIn.score);
    QCOMPARE(read.best.from, builtIn.best.from);
    QCOMPARE(read.best.to(), builtIn.best.to());
}

void TestLearnedEval::aDamagedWeightsFileIsNamed() {
    // The committed file cut short, in the middle of its first layer.
    std::ifstream in(kWeightsFile);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string cut = text.substr(0, text.size() / 2) + ";\n" +
                            text.substr(text.find("inline constexpr std::int16_t kBias1"));
    const std::string path = QDir::tempPath().toStdString() + "/hatrack-cut-weights.inc";
    std::ofstream(path) << cut;
    try {
        training::WeightsFile damaged(path);
        QFAIL("a file with half a first layer was read");
    } catch (const std::runtime_error& e) {
        const QString why = e.what();
        QVERIFY2(why.contains("kLayer1") && why.contains("hatrack-cut-weights.inc"),
                 qPrintable(why));
    }
    std::remove(path.c_str());
}

void TestLearnedEval::aWidthWithNoBuiltLoopIsRefused() {
    // The built-in arrays, claimed to be 48 wide: evaluating would read them
    // at the wrong strides, so it is refused, naming the width.
    LearnedWeights odd = LearnedEval::builtIn();
    odd.hidden = 48;
    try {
        LearnedEval::evaluate(Position::start(), odd);
        QFAIL("a network of 48 hidden units was evaluated");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString(e.what()).contains("48 hidden units"), e.what());
    }
}

QTEST_APPLESS_MAIN(TestLearnedEval)
#include "tst_learned_eval.moc"
