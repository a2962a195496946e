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

// The last row of the list of moves: how the game ended, if the players ended it.
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
        QCOMPARE(endingLine(c), QStringLiteral("Black resigns"));
        QVERIFY(!c.canResign());
        QVERIFY(!c.canOfferDraw());
        QVERIFY(c.movableSquares().isEmpty());
        // The moves before it are all still there.
        QCOMPARE(c.moveList(), QStringList({"11-15", "23-19"}));

        QVERIFY(c.canUndo());
        c.undo();
        QVERIFY(!c.gameOver());
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(endingLine(c), QString());
        QCOMPARE(c.moveList(), QStringList({"11-15", "23-19"})); // only the resignation went
        QVERIFY(c.canRedo());
        c.redo();
        QVERIFY(c.gameOver());
        QCOMPARE(endingLine(c), QStringLiteral("Black resigns"));
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
        QCOMPARE(endingLine(c), QStringLiteral("White resigns"));
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
};

QTEST_MAIN(TestAroundBoard)
#include "tst_aroundboard.moc"
