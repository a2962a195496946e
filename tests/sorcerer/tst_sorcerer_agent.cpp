// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The ladder's lowest rung in Sorcerer's Apprentice: the "easy" computer player
// must win at least 90 of 100 games against the random player through
// hatrack::selfplay, taking each side in turn (README.md, Benchmarks). Node budgets, not clocks, so
// the result is the same on any machine; the time is printed for reference.

#ifndef Q_MOC_RUN
#include "sorcerer_test_support.h"
#endif

#include <QElapsedTimer>
#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer::test;

class TestSorcererAgent : public QObject {
    Q_OBJECT

  private slots:
    void easyBeatsRandom_data();
    void easyBeatsRandom();
};

void TestSorcererAgent::easyBeatsRandom_data() {
    QTest::addColumn<QString>("draft");
    QTest::addColumn<bool>("allOn");
    QTest::newRow("default options") << QString("none") << false;
    QTest::newRow("mixed draft, every option on") << QString("mixed") << true;
}

void TestSorcererAgent::easyBeatsRandom() {
    QFETCH(QString, draft);
    QFETCH(bool, allOn);
    const std::string on = allOn ? "on" : "off";
    const Options options = {{"draft", draft.toStdString()},
                             {"many-hats", on},
                             {"second-hand", on},
                             {"for-blood", on},
                             {"combo", on}};
    QElapsedTimer timer;
    timer.start();
    const SelfplaySummary s = selfplay(kGame, options, 100, 2024, "easy", "random");
    qInfo("easy vs random, 100 games: easy %d, random %d, draws %d, %.1f turns a game, %.1f s",
          s.winsA, s.winsB, s.draws, s.averagePlies, timer.elapsed() / 1000.0);
    QCOMPARE(s.games, 100);
    QVERIFY2(s.winsA >= 90, qPrintable(QString("easy won only %1 of 100").arg(s.winsA)));
}

QTEST_APPLESS_MAIN(TestSorcererAgent)
#include "tst_sorcerer_agent.moc"
