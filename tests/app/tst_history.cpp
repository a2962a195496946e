// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The list of moves as players read it (rows per move number, a cell per
// player, sentences and notes), the status line telling what the computer
// and the hats did, looking back at earlier positions, redo and hints.
#include "appsettings.h"
#include "gamecontroller.h"
#include "tablemodel.h"
#include "tokenmodel.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

QVariantMap cellOf(const GameController& c, int row, int side) {
    const QVariantList rows = c.moveRows();
    if (row >= rows.size()) return {};
    return rows[row].toMap().value("cells").toList().value(side).toMap();
}

// The owner of the live piece standing on a square, or -1.
int ownerOn(GameController& c, int square) {
    TokenModel* m = c.table()->tokens();
    const auto roles = m->roleNames();
    for (int r = 0; r < m->rowCount(); ++r) {
        const QModelIndex i = m->index(r);
        if (m->data(i, roles.key("alive")).toBool() &&
            m->data(i, roles.key("placeKind")).toString() == "square" &&
            m->data(i, roles.key("square")).toInt() == square)
            return m->data(i, roles.key("owner")).toInt();
    }
    return -1;
}

QString draft() {
    QStringList picks;
    const QStringList colours{"red", "yellow", "green", "blue", "clear", "purple"};
    for (int n = 0; n < 24; ++n) picks << "draft:" + colours[n % 6];
    return picks.join(' ');
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("HatrackTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
    }

    void firstMoveAfterADraftIsBlacksFirst() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {{"draft", "mixed"}}, humans(), 1));
        QVERIFY2(c.playMoves(draft()), qPrintable(c.statusText()));
        QCOMPARE(c.setupMoveCount(), 24);
        QCOMPARE(c.setupCounts(), (QVariantList{12, 12}));
        QVERIFY(c.moveRows().isEmpty());
        QVERIFY(c.playMoves("11-15"));
        QCOMPARE(c.moveRows().size(), 1);
        QCOMPARE(c.moveRows()[0].toMap().value("number").toInt(), 1);
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(), QStringLiteral("11-15"));
        QVERIFY(cellOf(c, 0, 1).isEmpty());
        QVERIFY(c.playMoves("22-18"));
        QCOMPARE(cellOf(c, 0, 1).value("text").toString(), QStringLiteral("22-18"));
        QVERIFY(c.playMoves("15x22"));
        QCOMPARE(c.moveRows().size(), 2);
        QCOMPARE(cellOf(c, 1, 0).value("text").toString(), QStringLiteral("15x22"));
        // The setup turns are apart: the notation list still opens with them.
        QCOMPARE(c.moveList().size(), 27);
        QCOMPARE(c.moveList().at(24), QStringLiteral("11-15"));
    }

    void gameStartingWithWhiteLeavesBlacksFirstCellOpen() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "W:W22,32:B1,11"));
        QVERIFY(c.playMoves("22-18 11-15"));
        QCOMPARE(c.moveRows().size(), 2);
        QVERIFY(cellOf(c, 0, 0).isEmpty());
        QCOMPARE(cellOf(c, 0, 1).value("text").toString(), QStringLiteral("22-18"));
        QCOMPARE(cellOf(c, 1, 0).value("text").toString(), QStringLiteral("11-15"));
    }

    void sentencesNotesAndNotation() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
        QVERIFY(c.moveTo(sq(6), sq(15)));
        // The turn in progress is listed already, marked as such.
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(), QStringLiteral("6x15"));
        QCOMPARE(cellOf(c, 0, 0).value("current").toBool(), true);
        QVERIFY(c.pick("blue", sq(19)));
        QVERIFY(c.moveTo(sq(15), sq(24)));
        const QVariantMap cell = cellOf(c, 0, 0);
        QCOMPARE(cell.value("text").toString(), QStringLiteral("6x15x24"));
        // Black's capture draws a hat from the bag: chance's, said first.
        QCOMPARE(cell.value("notes").toStringList(),
                 (QStringList{"Black draws red from the bag", "White puts blue on 19",
                              "White's blue hat (Warding) saved the piece on 19"}));
        QCOMPARE(cell.value("notation").toString(), QStringLiteral("6x15 blue@19 15x24"));
        QCOMPARE(cell.value("current").toBool(), false);
        QCOMPARE(c.statusText(), QStringLiteral("Black draws red from the bag. White's blue hat "
                                                "(Warding) saved the piece on 19."));
        // A warded piece stays: no capture mark on 19, one on 10.
        QCOMPARE(c.captureSquares(), (QVariantList{sq(10)}));
        // The list is the same when rebuilt from the log (after an undo, a load).
        const QVariantList rows = c.moveRows();
        QVERIFY(c.loadGameText(c.gameText()));
        QCOMPARE(c.moveRows(), rows);
    }

    // A piece set aside when taken (Alien Checkers keeps them to crown with)
    // is marked where it stood, as one that leaves the table is.
    void aPieceSetAsideIsMarkedAsTaken() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "B move b:14,1 w:18,32 up:fire planets:off"));
        QVERIFY(c.moveTo(sq(14), sq(23)));
        QCOMPARE(c.captureSquares(), (QVariantList{sq(18)}));
    }

    void theMonolithsSlideIsALineOfItsOwn() {
        // The pile holds one fire card, so the card turned after the move is known.
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "B move b:2 w:19,24,28,32 monolith:15 up:monolith "
                          "discard:monolith,hippo,hippo,snookle,snookle,fire,water,water,walls,"
                          "walls,walls,rings,rings,rotate,revive,reshuffle,antimatter,coronation "
                          "planets:off"));
        QVERIFY(c.playMoves("2-7 card:monolith monolith:15-28"));
        const QVariantMap cell = cellOf(c, 0, 0);
        QCOMPARE(cell.value("text").toString(), QStringLiteral("2-7"));
        QCOMPARE(cell.value("notes").toStringList(),
                 (QStringList{"Black plays Monolith", "Black slides the Monolith from 15 to 28",
                              "The Monolith's push captures the checkers that stood on 19, 24 "
                              "and 28",
                              "White has one move left: a player who cannot move loses"}));
    }

    void keepingAHatOnIsNotTold() {
        // After a capture the queen may take its hat off; keeping it on changes nothing.
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "4k3/8/8/4p3/8/8/8/4QK2 8/8/8/8/8/8/8/8 w - c 0 1"));
        QVERIFY(c.playMoves("e1xe5 keep"));
        const QVariantMap cell = cellOf(c, 0, 0);
        QCOMPARE(cell.value("text").toString(), QStringLiteral("e1xe5"));
        QCOMPARE(cell.value("notes").toStringList(), QStringList{"Black is in check"});
        QCOMPARE(cell.value("notation").toString(), QStringLiteral("e1xe5 keep"));
        QCOMPARE(c.statusText(), QString());
    }

    void computerDecisionsAreTold() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(
            c.newGame("sorcerers-apprentice", {}, {"human", "easy"}, 1, "B:W10,19,32:B6;racks:/b"));
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 10000);
        // After the hat Black's capture drew from the bag.
        const QRegularExpression told("^White (puts blue on (19|32)|puts no hat on)\\.$");
        QVERIFY2(c.statusText().startsWith(QStringLiteral("Black draws ")),
                 qPrintable(c.statusText()));
        QVERIFY2(told.match(c.statusText().section(QStringLiteral(". "), 1)).hasMatch(),
                 qPrintable(c.statusText()));
        QVERIFY(
            told.match(cellOf(c, 0, 0).value("notes").toStringList().value(1) + '.').hasMatch());
    }

    void lookingBackShowsThePositionAfterATurn() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 22-18 15x22"));
        const QString live = c.fen();
        const int first = cellOf(c, 0, 0).value("turn").toInt();
        c.viewTurn(first);
        QVERIFY(c.viewing());
        QCOMPARE(c.viewLabel(), QStringLiteral("Viewing move 1 (Black) — back to the game"));
        QCOMPARE(ownerOn(c, sq(15)), 0);
        QCOMPARE(ownerOn(c, sq(22)), 1);
        QCOMPARE(ownerOn(c, sq(18)), -1);
        QCOMPARE(c.lastMoveSquares(), (QVariantList{sq(11), sq(15)}));
        // Read-only: nothing can be played, and the game is untouched.
        QVERIFY(!c.humanToMove());
        QVERIFY(c.movableSquares().isEmpty());
        QVERIFY(!c.moveTo(sq(26), sq(17)));
        QVERIFY(c.statusText().contains("earlier position"));
        QCOMPARE(c.fen(), live);
        // Step forward: White's reply, then the game itself.
        c.viewNext();
        QCOMPARE(c.viewLabel(), QStringLiteral("Viewing move 1 (White) — back to the game"));
        QCOMPARE(ownerOn(c, sq(18)), 1);
        c.viewNext();
        QVERIFY(!c.viewing());
        QCOMPARE(ownerOn(c, sq(22)), 0);
        QCOMPARE(ownerOn(c, sq(18)), -1);
        // Back from the game: the turn before the latest.
        c.viewPrevious();
        QCOMPARE(c.viewedTurn(), cellOf(c, 0, 1).value("turn").toInt());
        c.viewPrevious();
        QCOMPARE(c.viewedTurn(), first);
        c.viewPrevious();
        QCOMPARE(c.viewedTurn(), first);
        c.backToGame();
        QVERIFY(c.humanToMove());
        QVERIFY(c.moveTo(sq(26), sq(17)));
    }

    // The computer plays on while an earlier position is looked at; the board
    // stays there until the player returns.
    void theGameGoesOnWhileLookingBack() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, {"human", "easy"}, 3));
        QVERIFY(c.moveTo(sq(11), sq(15)));
        c.viewTurn(cellOf(c, 0, 0).value("turn").toInt());
        QVERIFY(!c.viewing()); // the latest turn is the game itself
        QTRY_COMPARE_WITH_TIMEOUT(c.moveList().size(), 2, 10000);
        c.viewTurn(cellOf(c, 0, 0).value("turn").toInt());
        QVERIFY(c.viewing());
        QCOMPARE(ownerOn(c, sq(15)), 0);
        QVERIFY(!c.humanToMove());
        c.backToGame();
        QVERIFY(c.humanToMove());
    }

    void redoPutsBackWhatUndoTook() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 7, "B:W10,19,32:B6,1"));
        QVERIFY(!c.canRedo());
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QVERIFY(c.moveTo(sq(15), sq(24)));
        const QString fen = c.fen();
        const QVariantList rows = c.moveRows();
        c.undo();
        QVERIFY(c.canRedo());
        QVERIFY(c.fen() != fen);
        c.redo();
        // The same hats drawn as before: redo is no second chance at the bag.
        QCOMPARE(c.fen(), fen);
        QCOMPARE(c.moveRows(), rows);
        QVERIFY(!c.canRedo());
        // Something played after an undo ends what redo could put back.
        c.undo();
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QVERIFY(!c.canRedo());
    }

    void redoAfterUndoingTheComputerToo() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, {"human", "easy"}, 5));
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), 10000);
        const QStringList played = c.moveList();
        c.undo();
        QCOMPARE(c.moveList(), QStringList{});
        c.redo();
        QCOMPARE(c.moveList(), played);
        QVERIFY(c.humanToMove());
    }

    // The hint says why: what its line does to the pieces, or, for a forced
    // move the computer did not search, only that it is forced (14x23 wins a
    // man, but White takes back from 27).
    void hintSaysWhy() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18,27,32:B14,1,5"));
        // A refused move's line goes when a hint is asked for.
        QVERIFY(!c.moveTo(0, 4));
        QVERIFY(!c.statusText().isEmpty());
        c.hint();
        QCOMPARE(c.statusText(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 10000);
        QCOMPARE(c.hintText(), QStringLiteral("Hint: 14x23. Why: the only legal move."));
        // Two captures to choose from: the one the computer likes keeps the
        // man it wins, and its line says so.
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18,19,28,32:B14,15,1"));
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 20000);
        QVERIFY2(c.hintText().contains(QStringLiteral(". Why: wins ")), qPrintable(c.hintText()));
    }

    // A piece picked up before the hint is put down, so that its move dots
    // and the hint's arrow are not mixed on the board.
    void hintPutsDownThePiecePickedUp() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, ""));
        QVERIFY(c.clickSquare(9)); // the man on 10
        QCOMPARE(c.selectedSquare(), 9);
        c.hint();
        QCOMPARE(c.selectedSquare(), -1);
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 20000);
        QVERIFY(c.hintText().startsWith(QStringLiteral("Hint: ")));
    }

    void hintIsShownAndNeverPlayed() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10,19:B6"));
        QVERIFY(c.canHint());
        QSignalSpy changed(&c, &GameController::hintChanged);
        c.hint();
        QVERIFY(c.hinting());
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 10000);
        QCOMPARE(c.hintSquares(), (QVariantList{sq(6), sq(15), sq(24)}));
        QCOMPARE(c.hintText(), QStringLiteral("Hint: 6x15x24. Why: wins the game."));
        QCOMPARE(c.moveList(), QStringList{});
        QVERIFY(changed.count() >= 2);
        // Anything played clears it.
        QVERIFY(c.moveTo(sq(6), sq(24)));
        QVERIFY(c.hintSquares().isEmpty());
        QVERIFY(c.hintText().isEmpty());
    }

    void hintCancelledByAMove() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        c.hint();
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QVERIFY(!c.hinting());
        QVERIFY(c.hintSquares().isEmpty());
        c.hint();
        c.cancelHint();
        QVERIFY(!c.hinting());
        // With the computer to move there is nothing to hint.
        QVERIFY(c.newGame("checkers", {}, {"easy", "human"}, 1));
        QVERIFY(!c.canHint());
    }

    // Pawns in Hats: the queen takes on d5 and keeps her crown. Keeping is a
    // button to press, quoted; the reply expected names no such button.
    void hintQuotesAButtonAndLeavesItOutOfTheReply() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "7h/8/8/3q4/8/8/3Q4/8 8/8/8/8/8/8/8/8 w - c 0 30"));
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 30000);
        const QString hint = c.hintText();
        QVERIFY2(hint.startsWith(QStringLiteral("Hint: d2xd5, “Keep the hat on”")),
                 qPrintable(hint));
        QVERIFY2(hint.count(QStringLiteral("Keep the hat on")) == 1, qPrintable(hint));
        // A player the settings no longer ask is not told to press it.
        AppSettings::instance()->setAskQuietChoices(false);
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 30000);
        QVERIFY2(c.hintText().startsWith(QStringLiteral("Hint: d2xd5, expecting")),
                 qPrintable(c.hintText()));
        QVERIFY2(!c.hintText().contains(QStringLiteral("Keep the hat on")),
                 qPrintable(c.hintText()));
        AppSettings::instance()->setAskQuietChoices(true);
    }

    // Alien Checkers' walls go on edges: the hint names the two edges of the
    // pair, not a square numbered as an edge is (off the board).
    void hintForWallsMarksItsEdges() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "B card:walls b:9 w:24 up:walls,fire planets:off"));
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 30000);
        QVERIFY2(c.hintText().contains(QStringLiteral("wall")), qPrintable(c.hintText()));
        QVERIFY(c.hintSquares().isEmpty());
        const QVariantList edges = c.hintEdges();
        QCOMPARE(edges.size(), 2);
        for (const QVariant& e : edges)
            QVERIFY2(e.toInt() >= 0 && e.toInt() < 32 * 4, qPrintable(QString::number(e.toInt())));
        // Each is an edge the player may pick now.
        QStringList offered;
        for (const QVariant& p : c.pickOptions()) {
            const QVariantMap m = p.toMap();
            if (m.value("kind") != "edge") continue;
            for (const QVariant& e : m.value("pair").toList()) offered << e.toString();
        }
        for (const QVariant& e : edges) QVERIFY(offered.contains(e.toString()));
        c.cancelHint();
        QVERIFY(c.hintEdges().isEmpty());
    }

    void hintForAHatPlacement() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QVERIFY(!c.pickGroups().isEmpty());
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 20000);
        const QRegularExpression said("^Hint: White (puts blue on (19|32)|puts no hat on)");
        QVERIFY2(said.match(c.hintText()).hasMatch(), qPrintable(c.hintText()));
        if (c.hintText().contains("puts blue")) QCOMPARE(c.hintSquares().size(), 1);
        QCOMPARE(c.currentPlayer(), 1);
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
