// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Plays a little of a game with the game in progress kept (autosave on), then
// is killed with SIGKILL while the computer thinks: the way a crash or a power
// cut ends the app. It prints the position it was killed in, for
// tst_killed to compare with what the next start offers back.
#include "gamecontroller.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>

#include <csignal>
#include <cstdio>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("HatrackKillTest"));
    QStandardPaths::setTestModeEnabled(true);
    GameController c;
    c.setAutosave(true);
    if (!c.newGame(QStringLiteral("sorcerers-apprentice"), {}, {"human", "hard"}, 7)) return 3;
    for (int turn = 0; turn < 2; ++turn) {
        if (!QTest::qWaitFor([&] { return c.humanToMove(); }, 20000)) return 4;
        // Any legal move of the first piece that can move will do.
        const QVariantList movable = c.movableSquares();
        if (movable.isEmpty()) return 5;
        const int from = movable.first().toInt();
        if (!c.moveTo(from, c.targetsFrom(from).first().toInt())) return 5;
        if (!QTest::qWaitFor([&] { return !c.humanToMove(); }, 20000)) return 4;
    }
    // The computer is thinking about its answer now.
    std::printf("%s\n", qPrintable(c.fen()));
    std::fflush(stdout);
    std::raise(SIGKILL);
    return 6;
}
