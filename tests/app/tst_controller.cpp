// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The QObject layer as QML sees it: tokens with stable ids, refusals with
// reasons, undo, the computer answering without blocking, and that what the
// screen applies is always legal and of the kind the gesture stands for.
#include "appsettings.h"
#include "gamecontroller.h"
#include "tablemodel.h"
#include "tokenmodel.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QVariant role(TokenModel* m, int row, const char* name) {
    const auto roles = m->roleNames();
    return m->data(m->index(row), roles.key(name));
}

// The row of the live token standing on a square (not one worn on a piece).
int rowOnSquare(TokenModel* m, int square) {
    for (int r = 0; r < m->rowCount(); ++r)
        if (role(m, r, "alive").toBool() && role(m, r, "placeKind").toString() == "square" &&
            role(m, r, "square").toInt() == square)
            return r;
    return -1;
}

int rowOfToken(TokenModel* m, int id) {
    return m->rowOf(id);
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

} // namespace

class TestController : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("HatrackTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
    }

    void startsWithTwelveEach() {
        GameController c;
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        TokenModel* m = c.table()->tokens();
        QCOMPARE(m->rowCount(), 24);
        QSet<int> ids;
        for (int r = 0; r < 24; ++r) ids.insert(role(m, r, "tokenId").toInt());
        QCOMPARE(ids.size(), 24);
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(c.pendingDecision(), QStringLiteral("Black to move"));
        QCOMPARE(c.movableSquares().size(), 4); // 9, 10, 11, 12
    }

    void unknownGameIsRefusedWithItsName() {
        GameController c;
        QVERIFY(!c.newGame("chess960", {}, humans(), 1));
        QVERIFY2(c.statusText().contains("chess960"), qPrintable(c.statusText()));
        QVERIFY(!c.hasGame());
    }

    void movedPieceKeepsItsRow() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        TokenModel* m = c.table()->tokens();
        const int row = rowOnSquare(m, sq(11));
        const int id = role(m, row, "tokenId").toInt();
        QSignalSpy reset(m, &QAbstractItemModel::modelReset);
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(rowOnSquare(m, sq(15)), row);
        QCOMPARE(role(m, row, "tokenId").toInt(), id);
        QCOMPARE(role(m, row, "step").toInt(), 0);
        QCOMPARE(role(m, row, "from").toMap().value("key").toString(), QStringLiteral("square:10"));
        QCOMPARE(c.moveList(), QStringList{"11-15"});
        QCOMPARE(c.lastMoveSquares(), (QVariantList{sq(11), sq(15)}));
    }

    void capturedPieceFadesInPlace() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        QVERIFY(c.playMoves("11-15 22-18"));
        const int victim = rowOnSquare(c.table()->tokens(), sq(18));
        QVERIFY(c.mustCapture());
        QVERIFY(c.moveTo(sq(15), sq(22)));
        QCOMPARE(c.table()->tokens()->rowCount(), 24);
        QCOMPARE(role(c.table()->tokens(), victim, "alive").toBool(), false);
    }

    void refusalSaysWhy() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        c.playMoves("11-15 22-18");
        QSignalSpy rejected(&c, &GameController::moveRejected);
        QVERIFY(!c.moveTo(sq(12), sq(16)));
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(c.statusText().contains("compulsory") && c.statusText().contains("15x22"),
                 qPrintable(c.statusText()));
        QVERIFY(!c.moveTo(sq(15), sq(19)));
        QVERIFY(!c.statusText().isEmpty());
        QCOMPARE(c.moveList().size(), 2);
        // A man stepping back is told why, not only where it may go.
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W30:B14"));
        QVERIFY(!c.moveTo(sq(14), sq(9)));
        QVERIFY2(c.statusText().startsWith("14-9 is not allowed: a man moves and captures forward "
                                           "only, until it is crowned."),
                 qPrintable(c.statusText()));
    }

    // A spell chosen, its target not yet: the turn is under way, and taking
    // it back leaves the whole turn open again.
    void aTurnUnderWayIsTakenBack() {
        GameController c;
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1,
                          "B mage,cleric B:1 W:15,32 P:0.0.0,0.0.0 $:3,3 S:0,0 Q:0"));
        QVERIFY(!c.turnUnderWay());
        QVERIFY(c.playMoves("missile"));
        QVERIFY(c.turnUnderWay());
        c.undo();
        QVERIFY(!c.turnUnderWay());
        QVERIFY(c.playMoves("1-5")); // the whole turn is open again
        QVERIFY(!c.turnUnderWay());  // and over, White to move
    }

    // The only piece that may move is picked up, unless a spell may be cast
    // instead: its dots would read as the way to go.
    void theOnlyPieceIsPickedUpWhenNothingElseMayBeDone() {
        GameController c;
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1,
                          "B mage,thief B:10 W:19,32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"));
        QCOMPARE(c.selectedSquare(), sq(10));
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1,
                          "B mage,thief B:10 W:19,32 P:0.0.0,0.0.0 $:1,0 S:0,0 Q:0"));
        QCOMPARE(c.selectedSquare(), -1); // a Magic Missile is one penny
    }

    void crowningShowsAKing() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1, "B:W30:B27");
        QVERIFY(c.moveTo(sq(27), sq(32)));
        QCOMPARE(
            role(c.table()->tokens(), rowOnSquare(c.table()->tokens(), sq(32)), "type").toString(),
            QStringLiteral("king"));
    }

    // What the screens ask about before throwing a game away.
    void gameInProgressOnceADecisionIsMadeUntilItIsOver() {
        GameController c;
        QVERIFY(!c.gameInProgress());
        c.newGame("checkers", {}, humans(), 1);
        QVERIFY(!c.gameInProgress());
        c.moveTo(sq(11), sq(15));
        QVERIFY(c.gameInProgress());
        c.undo();
        QVERIFY(!c.gameInProgress());
        c.newGame("checkers", {}, humans(), 1, "B:W18:B14");
        c.moveTo(sq(14), sq(23));
        QVERIFY(c.gameOver());
        QVERIFY(!c.gameInProgress());
    }

    void undoRestoresThePosition() {
        GameController c;
        c.newGame("checkers", {}, humans(), 1);
        const QString start = c.fen();
        QVERIFY(!c.canUndo());
        c.moveTo(sq(11), sq(15));
        const QString afterOne = c.fen();
        c.moveTo(sq(22), sq(18));
        QVERIFY(c.canUndo());
        c.undo();
        QCOMPARE(c.fen(), afterOne);
        c.undo();
        QCOMPARE(c.fen(), start);
        QCOMPARE(c.moveList(), QStringList{});
    }

    void computerAnswersAndUndoTakesBothBack() {
        GameController c;
        c.setStepDelay(0);
        c.newGame("checkers", {}, {"human", "easy"}, 9);
        const QString start = c.fen();
        QVERIFY(c.moveTo(sq(11), sq(15)));
        QVERIFY(!c.humanToMove());
        QTRY_COMPARE_WITH_TIMEOUT(c.moveList().size(), 2, 10000);
        QTRY_VERIFY(c.humanToMove());
        c.undo();
        QCOMPARE(c.fen(), start);
    }

    void computersPlayAWholeGame() {
        GameController c;
        c.setStepDelay(0);
        c.newGame("checkers", {}, {"easy", "random"}, 3);
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 60000);
        QVERIFY(!c.outcomeText().isEmpty());
        // The board shows exactly the engine's final position.
        int alive = 0;
        for (int r = 0; r < c.table()->tokens()->rowCount(); ++r)
            alive += role(c.table()->tokens(), r, "alive").toBool() ? 1 : 0;
        int inFen = 0;
        for (const QString& side : c.fen().split(':').mid(1))
            inFen += static_cast<int>(side.mid(1).split(',', Qt::SkipEmptyParts).size());
        QCOMPARE(alive, inFen);
    }

    // Sorcerer's Apprentice: a Valor man on 10 can take 14 or 15, both landing on
    // 18. A drop on 18 cannot tell them apart, so the player is asked which.
    void twoCapturesOntoOneSquareBecomeAChoice() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W14,15,32:B10;hats:10=p"));
        QVERIFY(c.choices().isEmpty());
        QVERIFY(!c.moveTo(sq(10), sq(18)));
        const QVariantList offered = c.choices();
        QCOMPARE(offered.size(), 2);
        int takes15 = -1;
        for (const QVariant& v : offered)
            if (v.toMap().value("text").toString() == "10x18/15")
                takes15 = v.toMap().value("index").toInt();
        QVERIFY(takes15 >= 0);
        QVERIFY(c.choose(takes15));
        QCOMPARE(rowOnSquare(c.table()->tokens(), sq(15)), -1);
        QVERIFY(rowOnSquare(c.table()->tokens(), sq(14)) >= 0);
        QVERIFY(c.choices().isEmpty());
    }

    // The Triple Hat Combo "steal:red:yellow+blue" is a choice whose action
    // fields happen to read 0 and 1: a drop of the man on 1 sideways onto 2
    // must not make it.
    void dropNeverMakesAChoice() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {{"combo", "on"}}, humans(), 1,
                          "B:W29-32:B1,5;racks:rrr/yb"));
        bool offered = false;
        for (const QVariant& v : c.choices())
            offered |= v.toMap().value("text").toString() == "steal:red:yellow+blue";
        QVERIFY(offered);
        QSignalSpy rejected(&c, &GameController::moveRejected);
        QVERIFY(!c.moveTo(sq(1), sq(2)));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(c.moveList(), QStringList{});
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(c.table()->tokens()->count("rack:0", "red"), 3);
        QCOMPARE(c.table()->tokens()->count("rack:1", "yellow"), 1);
        // A click on 1 then 2 is a drop too.
        QVERIFY(c.clickSquare(sq(1)));
        QVERIFY(!c.clickSquare(sq(2)));
        QCOMPARE(c.moveList(), QStringList{});
        // A pick or a token click cannot make it either.
        QVERIFY(!c.pick("steal", sq(2)));
        QCOMPARE(c.moveList(), QStringList{});
    }

    // A hat keeps its token id from the rack onto the piece, so it can fly there.
    void hatTokenTravelsWithItsId() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
        TokenModel* m = c.table()->tokens();
        const QVariantList inRack = m->idsAt("zone:rack:1", "blue");
        QCOMPARE(inRack.size(), 1);
        const int hat = inRack.front().toInt();
        const int hatRow = rowOfToken(m, hat);
        const int rows = m->rowCount();
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(c.pickGroups(), QStringList{"blue"});
        QVERIFY(c.pickTargets("blue").contains(sq(19)));
        // The pick offers its face and square; no hat words in the controller.
        const QVariantMap option = c.pickOptions().front().toMap();
        QCOMPARE(option.value("face").toString(), QStringLiteral("blue"));
        QVERIFY(!c.pick("blue", sq(15)));
        QVERIFY(c.pick("blue", sq(19)));
        QCOMPARE(m->rowCount(), rows);
        QCOMPARE(rowOfToken(m, hat), hatRow);
        const int wearer = role(m, rowOnSquare(m, sq(19)), "tokenId").toInt();
        QCOMPARE(role(m, hatRow, "placeKey").toString(), QStringLiteral("on:%1").arg(wearer));
        QCOMPARE(role(m, hatRow, "from").toMap().value("key").toString(),
                 QStringLiteral("zone:rack:1"));
        // Warding: the hat leaves the game instead of the piece.
        QVERIFY(c.moveTo(sq(15), sq(24)));
        QCOMPARE(c.moveList().front(), QStringLiteral("6x15 blue@19 15x24"));
        QCOMPARE(role(m, hatRow, "placeKey").toString(), QStringLiteral("zone:out"));
        QCOMPARE(m->count("out", "blue"), 1);
    }

    // Undo is no way to roll a die again: the same move played again shows
    // what the die showed before, for every seed.
    void undoDoesNotRollAgain() {
        const QString fen = QStringLiteral("8/3p2p1/8/8/8/3P4/8/8 8/8/8/8/2???3/8/8/8 w - - 0 1");
        for (int seed = 1; seed <= 12; ++seed) {
            GameController c;
            QVERIFY(c.newGame("pawns-in-hats", {}, humans(), seed, fen));
            QVERIFY(c.playMoves("d3-d4 pick"));
            const auto first = c.match()->log().back();
            QCOMPARE(first.by, hatrack::kChance);
            while (c.canUndo()) c.undo();
            QCOMPARE(c.match()->log().size(), std::size_t(0));
            QVERIFY(c.playMoves("d3-d4 pick"));
            QVERIFY2(c.match()->log().back().action == first.action,
                     qPrintable(QString::number(seed)));
        }
    }

    // What may be done now follows every decision, an undo and a look back,
    // though each list is made once for each state.
    void offersFollowEveryDecisionAndUndo() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
        const QVariantList movable = c.movableSquares();
        QCOMPARE(movable, QVariantList{sq(6)});
        QVERIFY(c.pickGroups().isEmpty());
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(c.pickGroups(), QStringList{"blue"});
        QCOMPARE(c.pickOptions(), c.pickOptions());
        QVERIFY(!c.pickOptions().isEmpty());
        c.undo();
        QVERIFY(c.pickGroups().isEmpty());
        QVERIFY(c.pickOptions().isEmpty());
        QCOMPARE(c.movableSquares(), movable);
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(c.pickGroups(), QStringList{"blue"});
    }

    // A token in a zone an action names is what a click takes (a draft pick).
    void draftHatsAreClickedAsTokens() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {{"draft", "select"}}, humans(), 1));
        QCOMPARE(c.table()->zone("draft").value("kind").toString(), QStringLiteral("draft"));
        const QVariantList clickable = c.clickableTokens();
        QCOMPARE(clickable.size(), 30);
        const QVariantList green = c.table()->tokens()->idsAt("zone:draft", "green");
        QVERIFY(!c.clickToken(-5));
        QVERIFY(c.clickToken(green.front().toInt()));
        QCOMPARE(c.table()->tokens()->count("pool:1", "green"), 1);
        QCOMPARE(c.table()->counter("draft-picks:1"), 1);
        QVERIFY(c.playMoves("draft:red"));
        QCOMPARE(c.setupMoveCount(), 2);
        QCOMPARE(c.setupPicks(), (QStringList{"green", "red"}));
        // A hat in a rack or on the board is nothing a click can take now.
        QVERIFY(!c.clickToken(c.table()->tokens()->idsAt("zone:pool:1").front().toInt()));
    }

    void scoreTableComesFromTheOutcome() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W15:B10;hats:10=r"));
        QVERIFY(c.outcomeMeasures().isEmpty());
        QVERIFY(c.moveTo(sq(10), sq(15)));
        QVERIFY(c.gameOver());
        const QVariantList measures = c.outcomeMeasures();
        QCOMPARE(measures.size(), 3);
        const QVariantMap hats = measures.front().toMap();
        QCOMPARE(hats.value("id").toString(), QStringLiteral("hats"));
        QCOMPARE(hats.value("values").toList(), (QVariantList{1, 0}));
        QCOMPARE(c.outcomeMeasure(), QStringLiteral("hats"));
        // Plain checkers has no score table.
        c.newGame("checkers", {}, humans(), 1, "B:W18:B14");
        QVERIFY(c.moveTo(sq(14), sq(23)));
        QVERIFY(c.gameOver());
        QVERIFY(c.outcomeMeasures().isEmpty());
    }

    // Undo replays the log, chance draws included, so the table comes back as it was.
    void undoAfterADrawRestoresTheTable() {
        GameController c;
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 7, "B:W10,19,32:B6"));
        const int bag = c.table()->tokens()->count("bag");
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(c.table()->tokens()->count("rack:0"), 1);
        QCOMPARE(c.table()->tokens()->count("bag"), bag - 1);
        c.undo();
        QCOMPARE(c.table()->tokens()->count("rack:0"), 0);
        QCOMPARE(c.table()->tokens()->count("bag"), bag);
        QCOMPARE(c.moveList(), QStringList{});
    }

    // Any board: a chessboard alternates dark and light on all 64 cells, and
    // tokens may stand on edges or be worn by other tokens.
    void aTableOfAnyGame() {
        hatrack::Table t;
        t.art = "test";
        for (int r = 0; r < 8; ++r)
            for (int col = 0; col < 8; ++col)
                t.board.cells.push_back({r * 8 + col, r, col, (r + col) % 2 == 1,
                                         std::string(1, char('a' + col)) + std::to_string(8 - r)});
        t.board.quarterTurns = 1;
        hatrack::Token king;
        king.id = 7;
        king.type = "king";
        king.owner = 0;
        king.at = hatrack::Place::square(4);
        hatrack::Token hat;
        hat.id = 8;
        hat.type = "hat";
        hat.face = "red";
        hat.at = hatrack::Place::on(7);
        hatrack::Token wall;
        wall.id = 9;
        wall.type = "wall";
        wall.at = hatrack::Place::edge(12, hatrack::Place::East);
        t.tokens = {king, hat, wall};
        t.zones.push_back({"deck", "pile", -1, true, 20, "Deck"});
        t.counters.push_back({"level:0", 0, 3, "Level"});
        TableModel model;
        model.reset(t);
        const QVariantMap board = model.board();
        QCOMPARE(board.value("quarterTurns").toInt(), 1);
        const QVariantList cells = board.value("cells").toList();
        QCOMPARE(cells.size(), 64);
        int dark = 0;
        for (const QVariant& v : cells) {
            const QVariantMap cell = v.toMap();
            QCOMPARE(cell.value("dark").toBool(),
                     (cell.value("row").toInt() + cell.value("col").toInt()) % 2 == 1);
            dark += cell.value("dark").toBool() ? 1 : 0;
        }
        QCOMPARE(dark, 32);
        QCOMPARE(cells.front().toMap().value("name").toString(), QStringLiteral("a8"));
        TokenModel* m = model.tokens();
        QCOMPARE(role(m, m->rowOf(8), "placeKind").toString(), QStringLiteral("token"));
        QCOMPARE(role(m, m->rowOf(8), "wornOn").toInt(), 7);
        QCOMPARE(role(m, m->rowOf(9), "placeKind").toString(), QStringLiteral("edge"));
        QCOMPARE(role(m, m->rowOf(9), "side").toInt(), 1);
        QCOMPARE(model.zone("deck").value("hidden").toBool(), true);
        QCOMPARE(model.zone("deck").value("count").toInt(), 20);
        QCOMPARE(model.counter("level:0"), 3);
        // The king leaves; the hat it wore moves into the open: rows stay, by id.
        QSignalSpy reset(m, &QAbstractItemModel::modelReset);
        t.tokens = {hat};
        t.tokens[0].at = hatrack::Place::inZone("deck");
        model.update(t, {hatrack::TableEvent::moved(8, hatrack::Place::on(7),
                                                    hatrack::Place::inZone("deck")),
                         hatrack::TableEvent::removed(7, hatrack::Place::square(4), "captured")});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(m->rowCount(), 3);
        QCOMPARE(role(m, m->rowOf(7), "alive").toBool(), false);
        QCOMPARE(role(m, m->rowOf(7), "step").toInt(), 1);
        QCOMPARE(role(m, m->rowOf(8), "step").toInt(), 0);
        QCOMPARE(role(m, m->rowOf(8), "placeKey").toString(), QStringLiteral("zone:deck"));
        QCOMPARE(role(m, m->rowOf(9), "alive").toBool(), false);
    }

    void singleHumanSitsAtTheBottom() {
        GameController c;
        c.newGame("checkers", {}, {"human", "normal"}, 1);
        QVERIFY(c.flipped());
        c.newGame("checkers", {}, {"normal", "human"}, 1);
        QVERIFY(!c.flipped());
    }

    // On a chessboard White (the first player) starts at the bottom, so a
    // human playing White alone is not turned round; Black is.
    void singleHumanSitsAtTheBottomOfAChessboard() {
        GameController c;
        QVERIFY(c.newGame("pawns-in-hats", {}, {"human", "normal"}, 1));
        QCOMPARE(c.topPlayer(), 1);
        QVERIFY(!c.flipped());
        QVERIFY(c.newGame("pawns-in-hats", {}, {"normal", "human"}, 1));
        QVERIFY(c.flipped());
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QCOMPARE(c.topPlayer(), 0);
    }

    // Each roll of a die counts, also one that shows the face it showed
    // before, and the latest rolls are kept with their reasons, newest first.
    void rollsAreCountedAndListed() {
        hatrack::Table t;
        t.art = "test";
        hatrack::Token die;
        die.id = 3;
        die.type = "die";
        die.face = "4";
        die.at = hatrack::Place::inZone("dice");
        t.tokens = {die};
        t.zones.push_back({"dice", "dice", -1, false, 1, "Die"});
        TableModel model;
        model.reset(t);
        TokenModel* m = model.tokens();
        QCOMPARE(role(m, m->rowOf(3), "rolls").toInt(), 0);
        hatrack::TableEvent roll;
        roll.kind = hatrack::TableEvent::Kind::Rolled;
        roll.token = 3;
        roll.value = 4;
        roll.reason = "Bishop Mitre on e4";
        QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
        model.update(t, {roll});
        QCOMPARE(changed.count(), 1);
        roll.reason = "Knighted Helm on d5";
        model.update(t, {roll});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(role(m, m->rowOf(3), "rolls").toInt(), 2);
        QCOMPARE(model.rolls().size(), 2);
        QCOMPARE(model.rolls().front().toMap().value("reason").toString(),
                 QStringLiteral("Knighted Helm on d5"));
        QCOMPARE(model.rolls().front().toMap().value("value").toInt(), 4);
        for (int i = 0; i < TableModel::kRollsKept; ++i) model.update(t, {roll});
        QCOMPARE(model.rolls().size(), TableModel::kRollsKept);
        model.reset(t);
        QCOMPARE(model.rolls().size(), 0);
    }

    // A hat picked up and rolled a 6 is a mirage: it leaves the table from the
    // pawn's head, showing what it was, and the die shows the 6.
    void mirageLeavesShowingItsFace() {
        GameController c;
        // Seed 2 rolls a 6 for the first hat picked up here.
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 2,
                          "4p3/8/8/8/8/4P3/8/8 ?7/8/8/8/4?3/8/8/8 w - - 0 1"));
        TokenModel* m = c.table()->tokens();
        QVERIFY(c.playMoves("e3-e4"));
        const int pawnRow = rowOnSquare(m, 36);
        QVERIFY(pawnRow >= 0);
        const int pawnId = role(m, pawnRow, "tokenId").toInt();
        int hatRow = -1;
        for (int r = 0; r < m->rowCount(); ++r)
            if (role(m, r, "type").toString() == "hat" && role(m, r, "square").toInt() == 36)
                hatRow = r;
        QVERIFY(hatRow >= 0);
        QVERIFY(c.playMoves("pick"));
        QCOMPARE(role(m, m->rowOf(32), "face").toString(), QStringLiteral("6"));
        QCOMPARE(role(m, m->rowOf(32), "rolls").toInt(), 1);
        QCOMPARE(c.table()->rolls().size(), 1);
        QCOMPARE(c.table()->rolls().front().toMap().value("reason").toString(),
                 QStringLiteral("Mirage Hat on e4"));
        QCOMPARE(role(m, hatRow, "alive").toBool(), false);
        QCOMPARE(role(m, hatRow, "face").toString(), QStringLiteral("mirage"));
        QCOMPARE(role(m, hatRow, "faceDown").toBool(), false);
        QCOMPARE(role(m, hatRow, "placeKey").toString(), QStringLiteral("on:%1").arg(pawnId));
    }

    // Undo takes back the roll it takes back, and only that one: the rolls
    // before it stay listed (the die's label and its history of rolls), and
    // none of them is new.
    void undoKeepsTheEarlierRolls() {
        GameController c;
        c.setStepDelay(0);
        // Seed 2: the hat on e4 is a mirage, the one on e5 a Queenly Crown.
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 2,
                          "4p3/8/8/8/8/4P3/8/8 ?7/8/8/4?3/4?3/8/8/8 w - - 0 1"));
        QVERIFY(c.playMoves("e3-e4 pick e8-e7 e4-e5 pick"));
        QCOMPARE(c.table()->rolls().size(), 2);
        QSignalSpy restored(c.table(), &TableModel::rollsRestored);
        c.undo();
        QCOMPARE(restored.count(), 1);
        QCOMPARE(c.table()->rolls().size(), 1);
        QCOMPARE(c.table()->rollCount(), 1);
        QCOMPARE(c.table()->rolls().front().toMap().value("reason").toString(),
                 QStringLiteral("Mirage Hat on e4"));
    }

    // The card turned after a move comes from the deck, not from the move:
    // taken back, another move turns the card already seen, so trying moves
    // and undoing them shows nothing of what each would draw.
    void undoThenAnotherMoveTurnsTheSameCard() {
        GameController c;
        c.setStepDelay(0);
        const QString fen = QStringLiteral("B move b:9,10 w:22,23 up:fire planets:off");
        const auto upField = [&c] {
            for (const QString& f : c.fen().split(QLatin1Char(' ')))
                if (f.startsWith(QLatin1String("up:"))) return f;
            return QString();
        };
        for (int seed = 1; seed <= 6; ++seed) {
            QVERIFY(c.newGame("alien-checkers", {}, humans(), seed, fen));
            QVERIFY(c.moveTo(8, 12)); // 9-13
            const QString first = upField();
            QCOMPARE(first.count(QLatin1Char(',')), 1); // a second card was turned
            c.undo();
            QCOMPARE(upField(), QStringLiteral("up:fire"));
            QVERIFY(c.moveTo(9, 13)); // 10-14
            QCOMPARE(upField(), first);
        }
    }

    // The targets of a piece say which are punches.
    void punchTargetsAreNamed() {
        GameController c;
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "8/8/8/4p3/4P3/8/8/8 ?7/8/8/8/8/8/8/8 w - - 0 1"));
        // e4 is chosen already, as the only piece that can move.
        QCOMPARE(c.selectedSquare(), 36);
        const QVariantList kinds = c.targetKinds();
        QCOMPARE(kinds.size(), 1);
        QCOMPARE(kinds.front().toMap().value("square").toInt(), 28);
        QCOMPARE(kinds.front().toMap().value("group").toString(), QStringLiteral("punch"));
        QCOMPARE(c.targetSquares(), QVariantList{28});
    }
    // With "Ask whether a hat stays on" off, a hatted piece's move ends the
    // turn with the hat kept on; Shift (ask) brings the question back for
    // that one move, and undo takes back the move with the hat it kept.
    void aHatStaysOnWithoutAQuestionWhenTheSettingsSaySo() {
        AppSettings::instance()->setAskQuietChoices(false);
        GameController c;
        c.setStepDelay(0);
        const QString fen = QStringLiteral("p7/8/8/8/8/8/8/H7 8/8/8/8/8/8/8/8 w - c 0 1");
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1, fen));
        const int a1 = 56, a2 = 48, a3 = 40;
        QVERIFY(c.moveTo(a1, a3));
        QCOMPARE(c.currentPlayer(), 1);
        QVERIFY2(c.fen().startsWith(QStringLiteral("p7/8/8/8/8/H7/8/8 ")), qPrintable(c.fen()));
        QVERIFY(c.choices().isEmpty());
        c.undo();
        QCOMPARE(c.fen(), fen);

        QVERIFY(c.moveTo(a1, a2, true));
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(c.choices().size(), 1);
        QCOMPARE(c.choices().front().toMap().value("group").toString(), QStringLiteral("keep"));
        QVERIFY(!c.pickOptions().isEmpty()); // the squares to take the hat off onto

        // The next move without Shift is not asked again.
        QVERIFY(c.choose(c.choices().front().toMap().value("index").toInt()));
        QVERIFY(c.playMoves("a8-a7"));
        QVERIFY(c.moveTo(a2, a3));
        QCOMPARE(c.currentPlayer(), 1);

        // With the setting on (as a new installation starts) it is asked.
        AppSettings::instance()->setAskQuietChoices(true);
        QVERIFY(c.playMoves("a7-a6"));
        QVERIFY(c.moveTo(a3, a2));
        QCOMPARE(c.currentPlayer(), 0);
        QCOMPARE(c.choices().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestController)
#include "tst_controller.moc"
