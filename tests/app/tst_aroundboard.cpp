// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Around the board: resigning, a draw offered and answered (by a person at
// the same screen or by the computer), copying and pasting a position, and
// checkers games written and read as PDN. Each check is what a player would
// notice: the banner's words, the last line of the list of moves, a game
// that reopens as it was left.
#include "gamecontroller.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

// The last row of the list of moves: how the game ended.
QString endingLine(const GameController& c) {
    const QVariantList rows = c.moveRows();
    return rows.isEmpty() ? QString() : rows.last().toMap().value("ending").toString();
}

} // namespace

class TestAroundBoard : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void resignEndsTheGameAndUndoTakesItBack() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 23-19"));
        // Two people at one screen: the one to move resigns.
        QCOMPARE(c.resignSide(), 0);
        QVERIFY(c.canResign());
        QVERIFY(c.resign());
        QVERIFY(c.gameOver());
        QCOMPARE(c.winner(), 1);
        QCOMPARE(c.outcomeReason(), QStringLiteral("Black resigns."));
        QCOMPARE(c.outcomeText(), QStringLiteral("White wins: Black resigns"));
        QCOMPARE(c.pendingDecision(), QStringLiteral("White wins: Black resigns"));
        QCOMPARE(endingLine(c), QStringLiteral("White wins: Black resigns"));
        // Said in the heading, the banner and the list: not a fourth time below the heading.
        QCOMPARE(c.statusText(), QString());
        QVERIFY(!c.canResign());
        QVERIFY(!c.canOfferDraw());
        QVERIFY(c.movableSquares().isEmpty());
        // The moves before it are all still there.
        QCOMPARE(c.moveList(), QStringList({"11-15", "23-19"}));

        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.gameOver());
        QCOMPARE(c.statusText(), QStringLiteral("Resignation taken back: the game goes on."));
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(endingLine(c), QString());
        QCOMPARE(c.moveList(), QStringList({"11-15", "23-19"})); // only the resignation went
        QVERIFY(c.canRedo());
        c.redo();
        QVERIFY(c.gameOver());
        QCOMPARE(endingLine(c), QStringLiteral("White wins: Black resigns"));
    }

    // A game the rules end closes its list of moves with how it ended, as
    // one the players end does; undo takes that line back with the move.
    void theListOfMovesEndsWithTheResult() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18:B14"));
        QCOMPARE(endingLine(c), QString());
        QVERIFY(c.playMoves("14x23"));
        QVERIFY(c.gameOver());
        QCOMPARE(endingLine(c), QStringLiteral("Black wins: White has no pieces left"));
        QCOMPARE(c.moveRows().size(), 2); // the move's row, then the result's
        c.undo();
        QCOMPARE(endingLine(c), QString());
    }

    void aResignedGameReopensEnded() {
        QTemporaryDir dir;
        const QUrl file = QUrl::fromLocalFile(dir.filePath("resigned.hatrack"));
        {
            GameController c;
            QVERIFY(c.newGame("checkers", {}, humans(), 1));
            QVERIFY(c.playMoves("11-15 23-19 8-11"));
            QCOMPARE(c.resignSide(), 1);
            QVERIFY(c.resign());
            QVERIFY2(c.saveGame(file), qPrintable(c.statusText()));
        }
        GameController c;
        QVERIFY2(c.openGame(file), qPrintable(c.statusText()));
        QVERIFY(c.gameOver());
        QCOMPARE(c.winner(), 0);
        QCOMPARE(c.outcomeReason(), QStringLiteral("White resigns."));
        QCOMPARE(endingLine(c), QStringLiteral("Black wins: White resigns"));
        QCOMPARE(c.moveList(), QStringList({"11-15", "23-19", "8-11"}));
        // Undo works on the reopened game as on the one played.
        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.gameOver());
        QCOMPARE(c.currentPlayer(), 1);
    }

    void resignWhileTheComputerThinks() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, {"human", "hard"}, 3));
        QVERIFY(c.playMoves("11-15"));
        QTRY_VERIFY(c.thinking());
        QCOMPARE(c.resignSide(), 0); // the one human, whoever is to move
        QVERIFY(c.resign());
        QVERIFY(c.gameOver());
        QVERIFY(!c.thinking());
        QCOMPARE(c.winner(), 1);
        QCOMPARE(c.outcomeReason(), QStringLiteral("Black resigns."));
        // Taken back: the computer thinks again about its reply.
        c.undo();
        QVERIFY(!c.gameOver());
        QCOMPARE(c.moveList(), QStringList({"11-15"}));
        QTRY_VERIFY(c.thinking() || c.moveList().size() == 2);
    }

    void nothingEndsWhileLookingBack() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 23-19 8-11"));
        c.viewTurn(0);
        QVERIFY(c.viewing());
        QVERIFY(!c.canResign());
        QVERIFY(!c.canOfferDraw());
        QVERIFY(!c.resign());
        QVERIFY(!c.gameOver());
        c.backToGame();
        QVERIFY(c.canResign());
    }

    void drawOfferedAtOneScreen() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15"));
        QSignalSpy offered(&c, &GameController::drawOffered);
        QVERIFY(c.canOfferDraw());
        QVERIFY(c.offerDraw());
        QCOMPARE(offered.count(), 1);
        QCOMPARE(offered.first(), QVariantList({1, 0})); // White offers, Black answers
        QVERIFY(c.drawOfferPending());
        QVERIFY(!c.canOfferDraw());
        QVERIFY(c.answerDraw(false));
        QVERIFY(!c.gameOver());
        QCOMPARE(c.statusText(), QStringLiteral("Black declines the draw."));
        QCOMPARE(c.currentPlayer(), 1); // White still to move

        QVERIFY(c.offerDraw());
        QVERIFY(c.answerDraw(true));
        QVERIFY(c.gameOver());
        QCOMPARE(c.winner(), -1);
        QCOMPARE(c.outcomeReason(), QStringLiteral("Draw agreed."));
        QCOMPARE(c.outcomeText(), QStringLiteral("Draw agreed"));
        QCOMPARE(endingLine(c), QStringLiteral("Draw agreed"));
        // Saved and reopened, still drawn; undo takes the agreement back.
        GameController again;
        QVERIFY2(again.loadGameText(c.gameText()), qPrintable(again.statusText()));
        QVERIFY(again.gameOver());
        QCOMPARE(again.outcomeReason(), QStringLiteral("Draw agreed."));
        again.undo();
        QVERIFY(!again.gameOver());
        QCOMPARE(again.statusText(), QStringLiteral("Agreed draw taken back: the game goes on."));
        QCOMPARE(again.currentPlayer(), 1);
    }

    void theComputerWeighsADrawOffer() {
        GameController c;
        // Black (the human) has three kings against one man: White accepts.
        QVERIFY(c.newGame("checkers", {}, {"human", "normal"}, 1, "B:W32:BK10,K14,K18"));
        QVERIFY(c.offerDraw());
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 30000);
        QCOMPARE(c.winner(), -1);
        QCOMPARE(c.outcomeReason(), QStringLiteral("Draw agreed."));
        QCOMPARE(c.statusText(), QStringLiteral("White (computer) accepts the draw."));

        // White has three kings against one man: it plays on.
        QVERIFY(c.newGame("checkers", {}, {"human", "normal"}, 1, "B:WK19,K23,K27:B1"));
        QVERIFY(c.offerDraw());
        QVERIFY(c.drawOfferPending());
        QTRY_VERIFY_WITH_TIMEOUT(!c.drawOfferPending(), 30000);
        QVERIFY(!c.gameOver());
        QVERIFY(c.statusText().startsWith("White (computer) declines the draw"));
        QVERIFY(c.canOfferDraw());
        QCOMPARE(c.currentPlayer(), 0);
    }

    void copyThePosition() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 23-19"));
        QVERIFY(c.copyPosition());
        const QString now = "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15";
        QCOMPARE(QGuiApplication::clipboard()->text(), now);
        QCOMPARE(c.statusText(), "Position copied: " + now);
        // Looking back, the position on the board is the one copied.
        c.viewTurn(0);
        QVERIFY(c.copyPosition());
        QCOMPARE(c.clipboardText(),
                 "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
        // A long position goes to the clipboard whole, but is not spelt out
        // in the panel.
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1));
        QVERIFY(c.copyPosition());
        QVERIFY(c.clipboardText().startsWith("B move b:1,2,3,4,5,6,7,8,9,10,11,12 w:21"));
        QCOMPARE(c.statusText(), "Position copied to the clipboard.");
    }

    void pasteAPosition() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, {"human", "easy"}, 1));
        QVERIFY(c.playMoves("11-15"));
        QGuiApplication::clipboard()->setText("  W:WK30,18:B5,14\n");
        const QVariantMap read = c.readPosition(c.clipboardText());
        QVERIFY(read["ok"].toBool());
        QCOMPARE(read["gameId"].toString(), QStringLiteral("checkers"));
        QVERIFY(c.startFromPosition(read["gameId"].toString(), read["fen"].toString()));
        QCOMPARE(c.fen(), QStringLiteral("W:W18,K30:B5,14"));
        QCOMPARE(c.moveList(), QStringList());
        QCOMPARE(c.playerKinds(), QStringList({"human", "easy"}));
        QCOMPARE(c.statusText(), QStringLiteral("New game from the pasted position."));
    }

    void aBadPositionNamesTheProblem() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15"));
        const QVariantMap bad = c.readPosition("B:W33:B1");
        QVERIFY(!bad["ok"].toBool());
        const QString error = bad["error"].toString();
        QVERIFY2(error.startsWith("This is not a position of Checkers: "), qPrintable(error));
        QVERIFY2(error.contains("square 33 is not on the board"), qPrintable(error));
        QVERIFY(!c.readPosition("")["ok"].toBool());
        QVERIFY(c.readPosition("hello")["error"].toString().startsWith("This is not a position"));
        // Nothing was thrown away.
        QCOMPARE(c.moveList(), QStringList({"11-15"}));
    }

    void aPositionOfAnotherGameIsRecognised() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, {"human", "hard"}, 1));
        const QVariantMap read = c.readPosition("B:W10,19,32:B6;racks:/b");
        QVERIFY2(read["ok"].toBool(), qPrintable(read["error"].toString()));
        QCOMPARE(read["gameId"].toString(), QStringLiteral("sorcerers-apprentice"));
        QCOMPARE(read["title"].toString(), QStringLiteral("Sorcerer's Apprentice"));
        QVERIFY(c.startFromPosition(read["gameId"].toString(), read["fen"].toString()));
        QCOMPARE(c.gameId(), QStringLiteral("sorcerers-apprentice"));
        QCOMPARE(c.playerKinds(), QStringList({"human", "hard"}));
        QCOMPARE(c.statusText(),
                 QStringLiteral("New game of Sorcerer's Apprentice from the pasted position."));
        // PDN is for checkers only.
        QVERIFY(!c.pdnAvailable());
        QVERIFY(!c.copyGamePdn());
        QCOMPARE(c.statusText(),
                 QStringLiteral("PDN is for checkers: this game cannot be written as PDN."));
    }

    void openATinsleyGame() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, {"human", "normal"}, 1));
        const QVariantList games =
            c.readPdnFile(QUrl::fromLocalFile(HATRACK_TEST_DATA_DIR "/tinsley.pdn"));
        QCOMPARE(games.size(), 724);
        QCOMPARE(games[0].toMap()["label"].toString(),
                 QStringLiteral("Ohio State Ty 1946: MF Tinsley – M Rex, 1/2-1/2"));
        QCOMPARE(games[2].toMap()["label"].toString(),
                 QStringLiteral("US National 1946: E Fuller – MF Tinsley, 1-0"));
        QVERIFY2(c.openPdnGame(2), qPrintable(c.statusText()));
        QCOMPARE(c.statusText(), QStringLiteral("Opened US National 1946 (14 moves): step through "
                                                "it in the list of moves."));
        QCOMPARE(c.playerKinds(), humans());
        QCOMPARE(c.moveList().size(), 27);
        QCOMPARE(c.moveList().first(), QStringLiteral("11-15"));
        QCOMPARE(c.moveList().last(), QStringLiteral("10-15")); // written 10x15 in the record
        // Black won on record, short of the end of the game: White resigned.
        QVERIFY(c.gameOver());
        QCOMPARE(c.winner(), 0);
        QCOMPARE(c.outcomeReason(), QStringLiteral("White resigns."));
        QCOMPARE(endingLine(c), QStringLiteral("Black wins: White resigns"));
        // Stepping through it with the list of moves.
        c.viewTurn(0);
        QVERIFY(c.viewing());
        QCOMPARE(
            c.positionText(),
            QStringLiteral("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"));
        c.viewNext();
        QCOMPARE(c.lastMoveSquares(), QVariantList({22, 17})); // 23-18, indices from 0
    }

    void exportedPdnOpensAsTheSameGame() {
        QTemporaryDir dir;
        const QUrl file = QUrl::fromLocalFile(dir.filePath("game.pdn"));
        GameController c;
        QVERIFY(c.newGame("checkers", {}, {"human", "easy"}, 1));
        QVERIFY(c.pdnAvailable());
        QVERIFY(c.playMoves("11-15 23-19 8-11 22-17 9-13"));
        QTRY_COMPARE(c.moveList().size(), 6); // the computer replied
        const QStringList moves = c.moveList();
        QVERIFY(c.resign());
        QVERIFY2(c.exportPdn(file), qPrintable(c.statusText()));
        QVERIFY(c.copyGamePdn());
        QVERIFY(c.clipboardText().contains("[Black \"Human\"]\n[White \"Hatrack (easy)\"]"));
        QVERIFY(c.clipboardText().contains("[Result \"0-1\"]"));

        GameController d;
        const QVariantList games = d.readPdnFile(file);
        QCOMPARE(games.size(), 1);
        QVERIFY(games[0].toMap()["label"].toString().startsWith(
            "Hatrack game: Human – Hatrack (easy), 0-1"));
        QVERIFY2(d.openPdnGame(0), qPrintable(d.statusText()));
        QCOMPARE(d.moveList(), moves);
        QVERIFY(d.gameOver());
        QCOMPARE(d.outcomeReason(), QStringLiteral("Black resigns."));
        // The same game, whichever way it was saved.
        QCOMPARE(d.fen(), c.fen());
    }
};

QTEST_MAIN(TestAroundBoard)
#include "tst_aroundboard.moc"
