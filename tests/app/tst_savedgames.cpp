// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saving, opening and resuming games from the screen's side: a game saved in
// the middle of a hat placement in the middle of a chain continues; a bad file
// is refused with the reason and changes nothing; the game in progress is kept
// after every decision and offered back at the next start.
#include "gamecontroller.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

const QString kMidChain = QStringLiteral("B:W10,19,32:B6;racks:/b");

} // namespace

class TestSavedGames : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        // Autosaves go to a test folder, never to a player's own.
        QStandardPaths::setTestModeEnabled(true);
    }

    void init() {
        GameController c;
        c.setAutosave(false);
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                      "/game-in-progress.hatrack");
    }

    void savedMidPlacementMidChainContinues() {
        QTemporaryDir dir;
        const QUrl file = QUrl::fromLocalFile(dir.filePath("mid.hatrack"));
        {
            GameController c;
            QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 5, kMidChain));
            QVERIFY(c.playMoves("6x15"));
            QCOMPARE(c.currentPlayer(), 1); // White may put the blue hat on a piece
            QVERIFY2(c.saveGame(file), qPrintable(c.statusText()));
        }
        GameController c;
        QVERIFY2(c.openGame(file), qPrintable(c.statusText()));
        QCOMPARE(c.gameId(), QStringLiteral("sorcerers-apprentice"));
        QCOMPARE(c.currentPlayer(), 1);
        QVERIFY(c.pickTargets("blue").contains(sq(19)));
        QVERIFY(c.pick("blue", sq(19)));
        QCOMPARE(c.currentPlayer(), 0); // Black's chain goes on
        QVERIFY(c.moveTo(sq(15), sq(24)));
        QVERIFY(c.moveList().first().startsWith("6x15 blue@19 15x24"));
    }

    void badFilesAreRefusedAndChangeNothing() {
        QTemporaryDir dir;
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15"));
        const QString before = c.fen();
        const auto write = [&](const char* name, const QByteArray& text) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(text);
            return QUrl::fromLocalFile(f.fileName());
        };
        QFile good(dir.filePath("good.hatrack"));
        QVERIFY(c.saveGame(QUrl::fromLocalFile(good.fileName())));
        good.open(QIODevice::ReadOnly);
        const QByteArray text = good.readAll();
        const struct {
            const char* name;
            QByteArray content;
            const char* says;
        } cases[] = {
            {"garbage", "\x01\x02 not a game", "JSON"},
            {"truncated", text.left(text.size() / 2), "truncated"},
            {"othergame", QByteArray(text).replace("\"checkers\"", "\"chess\""), "chess"},
            {"badmove", QByteArray(text).replace("11-15", "11-19"), "decision 1"},
            {"newer", QByteArray(text).replace("\"version\": 1", "\"version\": 99"), "99"},
        };
        for (const auto& bad : cases) {
            QVERIFY2(!c.openGame(write(bad.name, bad.content)), bad.name);
            QVERIFY2(c.statusText().contains(bad.says), qPrintable(c.statusText()));
            QCOMPARE(c.fen(), before);
        }
        QVERIFY(!c.openGame(QUrl::fromLocalFile(dir.filePath("missing.hatrack"))));
        QVERIFY(c.statusText().contains("missing.hatrack"));
        QCOMPARE(c.fen(), before);
    }

    void saveNeverDamagesTheFileItReplaces() {
        QTemporaryDir dir;
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        // A folder where the file should go: the save fails and says so.
        QVERIFY(QDir(dir.path()).mkdir("taken.hatrack"));
        QVERIFY(!c.saveGame(QUrl::fromLocalFile(dir.filePath("taken.hatrack"))));
        QVERIFY(!c.statusText().isEmpty());
        // A good file stays good when a later save of it cannot be written.
        const QString path = dir.filePath("kept.hatrack");
        QVERIFY(c.saveGame(QUrl::fromLocalFile(path)));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        c.playMoves("11-15");
        const bool saved = c.saveGame(QUrl::fromLocalFile(path));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        GameController other;
        QVERIFY(other.openGame(QUrl::fromLocalFile(path)));
        // Root may write anyway; then the new game is there, whole.
        QCOMPARE(other.fen(), saved ? c.fen() : QStringLiteral("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"));
    }

    void gameInProgressIsOfferedBack() {
        QString fen;
        {
            GameController c;
            c.setAutosave(true);
            QVERIFY(!c.hasGameToResume());
            QVERIFY(c.newGame("sorcerers-apprentice", {{"draft", "mixed"}}, {"human", "normal"}, 3));
            QVERIFY2(!c.hasGameToResume(), "nobody has decided anything: nothing to resume");
            QVERIFY(c.playMoves("draft:red"));
            QVERIFY(c.hasGameToResume());
            QTRY_VERIFY(c.humanToMove()); // the computer has answered
            fen = c.fen();
        }
        GameController next;
        QVERIFY(next.hasGameToResume());
        QVERIFY2(next.resumeGame(), qPrintable(next.statusText()));
        QCOMPARE(next.fen(), fen);
        QCOMPARE(next.playerKinds(), QStringList({"human", "normal"}));
    }

    void finishedGameIsNotOfferedBack() {
        GameController c;
        c.setAutosave(true);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10:B6"));
        QVERIFY(c.hasGameToResume());
        QVERIFY(c.playMoves("6x15"));
        QVERIFY(c.gameOver());
        QVERIFY(!c.hasGameToResume());
    }
};

QTEST_GUILESS_MAIN(TestSavedGames)
#include "tst_savedgames.moc"
