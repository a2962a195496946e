// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Stronger computer players beat weaker ones: "normal" wins every one of 100
// games against "random", and "hard" beats "easy". Node budgets, not clocks, so
// the results are the same on any machine; the times are printed for reference.
// Each test function runs as its own ctest entry (see tests/CMakeLists.txt), so
// that `ctest -j2` plays them side by side: add a new one there too.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "test_support.h"
#endif

#include <QElapsedTimer>
#include <QTest>

using namespace hatrack;
using hatrack::test::summaryText;

class TestAgentStrength : public QObject {
    Q_OBJECT

  private slots:
    void normalBeatsRandomEveryTime();
    void hardBeatsEasy();
};

void TestAgentStrength::normalBeatsRandomEveryTime() {
    QElapsedTimer timer;
    timer.start();
    const SelfplaySummary s = selfplay("checkers", {}, 100, 2024, "normal", "random");
    qInfo("normal vs random, 100 games: %s in %.1f s", qPrintable(summaryText(s)),
          timer.elapsed() / 1000.0);
    QCOMPARE(s.games, 100);
    QCOMPARE(s.winsA, 100);
    QVERIFY(s.averagePlies > 10);
}

void TestAgentStrength::hardBeatsEasy() {
    QElapsedTimer timer;
    timer.start();
    const SelfplaySummary s = selfplay("checkers", {}, 4, 11, "hard", "easy");
    qInfo("hard vs easy, 4 games: %s in %.1f s", qPrintable(summaryText(s)),
          timer.elapsed() / 1000.0);
    QCOMPARE(s.games, 4);
    QVERIFY2(s.winsA >= 3 && s.winsB == 0, qPrintable(summaryText(s)));
}

QTEST_APPLESS_MAIN(TestAgentStrength)
#include "tst_agent_strength.moc"
