// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers rules, one scenario per rule: the turn and the cards, every
// card and token, walls (line and L, the owner passing), the Monolith's pushes,
// stacks and crowning (also in the opponent's turn and after a rotation),
// every planet and every way to win.

#ifndef Q_MOC_RUN
#include "alien_test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::alien;
using namespace hatrack::alien::test;

class TestAlienRules : public QObject {
    Q_OBJECT

  private slots:
    void theTurnIsMoveDrawChooseTarget() {
        Match m(kGame, {}, 1, {}, ChanceMode::Given);
        QCOMPARE(m.state().currentPlayer(), kChance);
        QVERIFY(m.state().inSetup());
        QCOMPARE(playAll(m, {"planet:mars", "planet:venus", "draw:fire"}), QString());
        QCOMPARE(ac(m).planet(0), int(kMars));
        QCOMPARE(ac(m).planet(1), int(kVenus));
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(legal(m).size(), 7);
        QCOMPARE(playAll(m, {"11-15"}), QString());
        QCOMPARE(m.state().currentPlayer(), kChance);
        QCOMPARE(playAll(m, {"draw:walls"}), QString());
        QCOMPARE(legal(m), QStringList({"card:fire", "card:walls"}));
        QCOMPARE(playAll(m, {"card:fire", "fire@18"}), QString());
        // The walls card stays face up for White; fire is discarded.
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(ac(m).faceUp().size(), std::size_t(1));
        QVERIFY(ac(m).at(sq(18)).fire >= 0);
        QVERIFY(m.state().toFen().find("discard:fire") != std::string::npos);
    }

    void theCardPlayedLastLiesOnTopOfTheDiscards() {
        // Whichever of two cards was played last shows on the pile, not the
        // one that comes later in the deck.
        for (const auto& [first, second] :
             {std::pair{"fire", "walls"}, std::pair{"walls", "fire"}}) {
            Match m(kGame, {}, 1, {}, ChanceMode::Given);
            QCOMPARE(playAll(m, {"planet:mars", "planet:venus", QString("draw:") + first, "11-15",
                                 QString("draw:") + second, QString("card:") + first}),
                     QString());
            // The card's targets, whichever come first, until White's turn.
            while (m.state().currentPlayer() == 0)
                QCOMPARE(playAll(m, {legal(m).first()}), QString());
            QCOMPARE(playAll(m, {legal(m).first(), "draw:water", QString("card:") + second}),
                     QString());
            while (m.state().currentPlayer() == 1)
                QCOMPARE(playAll(m, {legal(m).first()}), QString());
            const Table t = m.state().table(-1);
            // The top as the screen stacks a zone: by order, then by id.
            const Token* top = nullptr;
            for (const Token& k : t.tokens)
                if (k.at.text() == "zone:discard" &&
                    (!top || std::pair(k.order, k.id) > std::pair(top->order, top->id)))
                    top = &k;
            QVERIFY(top);
            QCOMPARE(QString::fromStdString(top->face), QString(second));
        }
    }

    // A face-up card that would find nothing to do is flagged, so the screen
    // can say so before it is chosen: Revive with no captured piece.
    void aCardWithNothingToDoIsFlagged() {
        // All twelve of Black's pieces on the board: none to bring back.
        Match m = matchFrom(
            "B choose b:9,10,11,12,13,14,15,16,17,18,19,20 w:29,30 up:revive,fire planets:off");
        const Table t = m.state().table(0);
        int idle = 0, cards = 0;
        for (const Token& k : t.tokens) {
            if (k.type != "card" || k.at.text() != "zone:face-up") continue;
            ++cards;
            if (k.hasFlag("idle")) {
                ++idle;
                QCOMPARE(QString::fromStdString(k.face), QStringLiteral("revive"));
            }
        }
        QCOMPARE(cards, 2);
        QCOMPARE(idle, 1);
        // Once a piece of Black's has been captured, Revive has work.
        Match n = matchFrom(
            "B choose b:9,10,11,12,13,14,15,16,17,18,19 w:29,30 up:revive,fire planets:off");
        for (const Token& k : n.state().table(0).tokens)
            QVERIFY2(!k.hasFlag("idle"), k.face.c_str());
    }

    void capturesAreCompulsory() {
        Match m = matchFrom("B move b:14,1 w:18 up:fire");
        QCOMPARE(legal(m), QStringList({"14x23"}));
        QVERIFY(m.state().captureRequired());
    }

    void anLBlocksTheDiagonalThroughItsCornerOnly() {
        // White's L on the east and south sides of 14 closes the corner toward 18.
        Match m = matchFrom("B move b:14 w:32 walls:W14e+14s up:fire");
        QCOMPARE(legal(m), QStringList({"14-17"}));
        // The same L around the light cell beside it only skims the diagonal.
        Match n = matchFrom("B move b:14 w:32 walls:W14e+18n up:fire");
        QCOMPARE(legal(n), QStringList({"14-17", "14-18"}));
    }

    void aLineBlocksBothWaysAndJumps() {
        Match m = matchFrom("B move b:14 w:32 walls:W14e+18w up:fire");
        QCOMPARE(legal(m), QStringList({"14-17"}));
        // A jump whose first hop crosses the line is not offered, so no capture is due.
        Match j = matchFrom("B move b:14 w:18 walls:W14e+14s up:fire");
        QCOMPARE(legal(j), QStringList({"14-17"}));
    }

    void aMoveRefusedByAWallNamesIt() {
        // Black's L on the east and south sides of 18 closes White's way from 23.
        Match m = matchFrom("W move w:23 b:1 walls:B18e+18s up:fire");
        QCOMPARE(legal(m), QStringList({"23-19"}));
        QCOMPARE(qs(m.state().whyRefused(sq(23), sq(18), 1).english),
                 QStringLiteral("Black's wall between 23 and 18 is in the way"));
        // A jump across the wall names it too; a backward step has no wall to blame.
        Match k = matchFrom("W move w:23 b:1 walls:B18e+18s up:fire");
        QCOMPARE(qs(k.state().whyRefused(sq(23), sq(14), 1).english),
                 QStringLiteral("Black's wall between 23 and 18 is in the way"));
        QCOMPARE(qs(k.state().whyRefused(sq(23), sq(26), 1).english), QString());
    }

    // A move refused for what lies on the board says what: fire, the
    // Monolith, water for a pawn (a jump's landing too), not a king in water.
    void aRefusalNamesWhatIsInTheWay() {
        Match m = matchFrom("B move b:14,1K w:18,32 fire:17 water:23 monolith:5 up:fire");
        QCOMPARE(qs(m.state().whyRefused(sq(14), sq(17), 0).english),
                 QStringLiteral("no checker may enter the fire on 17"));
        QCOMPARE(qs(m.state().whyRefused(sq(14), sq(23), 0).english),
                 QStringLiteral("a pawn may not enter the water on 23"));
        QCOMPARE(qs(m.state().whyRefused(sq(1), sq(5), 0).english),
                 QStringLiteral("the Monolith on 5 is in the way"));
        Match wet = matchFrom("B move b:15,2 w:18,32 water:22 up:fire");
        QCOMPARE(qs(wet.state().whyRefused(sq(15), sq(22), 0).english),
                 QStringLiteral("a pawn may not enter the water on 22"));
        Match king = matchFrom("B move b:15K w:32 water:18 up:fire");
        QVERIFY(legal(king).contains("15-18"));
        QCOMPARE(qs(king.state().whyRefused(sq(15), sq(18), 0).english), QString());
    }

    void theOwnerPassesThroughTheirOwnWalls() {
        Match m = matchFrom("B move b:14 w:32 walls:B14e+14s up:fire");
        QCOMPARE(legal(m), QStringList({"14-17", "14-18"}));
    }

    void wallsArePlacedInPairsFromTwelve() {
        Match m = matchFrom("B card:walls b:1 w:32 up:walls");
        QVERIFY(legal(m).contains("walls@14e+14s"));
        QVERIFY(legal(m).contains("walls@14e+18w"));
        QCOMPARE(playAll(m, {"walls@14e+14s"}), QString());
        QCOMPARE(ac(m).wallOwnerAt(edgeOf(sq(14), Place::East)), 0);
        // A player with no walls left gets nothing from the card.
        Match full = matchFrom("B card:walls b:1 w:32 up:walls "
                               "walls:B14n+14e,B15n+15e,B16n+16e,B22n+22e,B23n+23e,B24n+24e");
        QCOMPARE(full.state().currentPlayer(), 1); // the card did nothing and the turn passed
    }

    void monolithEntersOnlyOnEmptySquares() {
        Match m = matchFrom("B card:monolith b:1 w:32 fire:14 water:15 up:monolith");
        const QStringList l = legal(m);
        QVERIFY(!l.contains("monolith@1"));
        QVERIFY(!l.contains("monolith@14"));
        QVERIFY(!l.contains("monolith@15"));
        QVERIFY(l.contains("monolith@16"));
    }

    void monolithPushChainOffTheBoard() {
        Match m = matchFrom("B card:monolith b:30 w:14,17,21,32 monolith:10 up:monolith");
        const auto t = m.play("monolith:10-14");
        // The front checker goes first: 21 is pushed off, then 17 and 14 move on, then the
        // Monolith.
        QCOMPARE(ac(m).monolith(), sq(14));
        QCOMPARE(ac(m).at(sq(21)).owner, 1);
        QCOMPARE(ac(m).at(sq(17)).owner, 1);
        QCOMPARE(ac(m).checkersOf(1), 3);
        QCOMPARE(ac(m).took(0), 1);
        const TableEvent& first = t.front().events.front();
        QCOMPARE(first.from, Place::square(sq(21)));
        QCOMPARE(first.to, Place::inZone("captured:1"));
    }

    void monolithNamesEachCheckerItPushesOffOnce() {
        // Three squares of slide push three checkers off one after another, all
        // over the edge beyond 28: each is named once, by where it stood.
        Match m = matchFrom("B card:monolith b:1 w:19,24,28,32 monolith:15 up:monolith");
        const auto t = m.play("monolith:15-28");
        QCOMPARE(ac(m).checkersOf(1), 1);
        QStringList notes;
        for (const Transition& x : t)
            for (const Phrase& n : x.notes) notes << qs(n.english);
        // White's last checker, on 32, has one square left to step to (the
        // Monolith stands on 28).
        QCOMPARE(notes, (QStringList{"The Monolith's push captures the checkers that stood on 19, "
                                     "24 and 28",
                                     "White has one move left: a player who cannot move loses"}));
        Match one = matchFrom("B card:monolith b:30 w:14,17,21,32 monolith:10 up:monolith");
        QCOMPARE(qs(one.play("monolith:10-14").front().notes.front().english),
                 QStringLiteral("The Monolith's push captures the checker that stood on 21"));
    }

    void monolithPushIntoAWallCaptures() {
        Match m = matchFrom("B card:monolith b:30 w:6,20 monolith:10 walls:B1e+6w up:monolith");
        QCOMPARE(playAll(m, {"monolith:10-6"}), QString());
        QCOMPARE(ac(m).at(sq(6)).owner, -1);
        QCOMPARE(ac(m).monolith(), sq(6));
        QCOMPARE(ac(m).checkersOf(1), 1);
    }

    void monolithClearsWallsFireAndWaterOnItsWay() {
        Match m =
            matchFrom("B card:monolith b:30 w:20 monolith:10 fire:6 walls:W1e+6w up:monolith");
        const auto wallsInHand = [&](int owner) {
            int n = 0;
            for (int i = 0; i < kWallsEach; ++i) n += ac(m).wall(owner, i).edge < 0 ? 1 : 0;
            return n;
        };
        QCOMPARE(wallsInHand(1), kWallsEach - 2);
        const std::vector<Transition> done = m.play("monolith:10-1");
        QCOMPARE(ac(m).monolith(), sq(1));
        QCOMPARE(ac(m).at(sq(6)).fire, std::int8_t(-1));
        QCOMPARE(ac(m).wallOwnerAt(edgeOf(sq(1), Place::East)), -1);
        // The swept walls go back to their owner, and the list of moves says
        // what the slide took away (docs/rules.md, Alien Checkers ruling 34).
        QCOMPARE(wallsInHand(1), kWallsEach);
        QStringList notes;
        for (const Transition& t : done)
            for (const Phrase& p : t.notes) notes << qs(p.english);
        QVERIFY2(
            notes.contains("The Monolith sweeps away White's walls beside 1 and 6; they go back to "
                           "White"),
            qPrintable(notes.join(" | ")));
        QVERIFY2(notes.contains("The Monolith puts out the fire on 6"),
                 qPrintable(notes.join(" | ")));
        Match wet = matchFrom("B card:monolith b:30 w:20 monolith:10 water:6,1 up:monolith");
        QCOMPARE(qs(wet.play("monolith:10-1").front().notes.front().english),
                 QStringLiteral("The Monolith clears the water from 1 and 6"));
    }

    void fireStopsEveryoneWaterStopsPawns() {
        Match fire = matchFrom("B move b:14,1K w:32 fire:18,5 up:fire");
        QCOMPARE(legal(fire), QStringList({"1-6", "14-17"}));
        Match water = matchFrom("B move b:14,1K w:32 water:18,5 up:fire");
        QCOMPARE(legal(water), QStringList({"1-5", "1-6", "14-17"}));
        Match setWater = matchFrom("B card:water b:14 w:32 fire:18 up:water");
        QVERIFY(legal(setWater).contains("water@18")); // water puts fire out
        QCOMPARE(playAll(setWater, {"water@18"}), QString());
        QCOMPARE(ac(setWater).at(sq(18)).fire, std::int8_t(-1));
        QVERIFY(ac(setWater).at(sq(18)).water >= 0);
        Match setFire = matchFrom("B card:fire b:14 w:32 water:18 up:fire");
        QVERIFY(!legal(setFire).contains("fire@18")); // fire never goes on water
    }

    void aRingSavesACheckerMidChain() {
        Match m = matchFrom("B move b:1 w:6r,15,32 up:fire");
        QCOMPARE(legal(m), QStringList({"1x10x19"}));
        QCOMPARE(playAll(m, {"1x10x19"}), QString());
        QCOMPARE(ac(m).at(sq(6)).owner, 1); // saved, the ring spent
        QCOMPARE(ac(m).at(sq(6)).ring, std::int8_t(-1));
        QCOMPARE(ac(m).at(sq(15)).owner, -1);
        QCOMPARE(ac(m).at(sq(19)).owner, 0);
    }

    void theHippoFreezesAndFleesTheSnookle() {
        Match m = matchFrom("B move b:14h,1 w:32 up:fire");
        QCOMPARE(legal(m), QStringList({"1-5", "1-6"}));
        Match s = matchFrom("B card:snookle b:14h,1 w:32 up:snookle");
        QCOMPARE(playAll(s, {"snookle@14"}), QString());
        QCOMPARE(ac(s).hippo(), -1);
        QCOMPARE(ac(s).snookle(), sq(14));
        Match h = matchFrom("B card:hippo b:14s,1 w:32 up:hippo");
        QVERIFY(!legal(h).contains("hippo@14")); // never on the Snookle's checker
        QVERIFY(legal(h).contains("hippo@32"));
    }

    void theSnookleJumpsBackward() {
        Match m = matchFrom("B move b:18s w:14,32 up:fire");
        QCOMPARE(legal(m), QStringList({"18x9"}));
        Match plain = matchFrom("B move b:18 w:14,32 up:fire");
        QVERIFY(!legal(plain).contains("18x9"));
    }

    void theHippoLeavesWithItsCapturedChecker() {
        Match m = matchFrom("B move b:14 w:18h,32 up:fire");
        QCOMPARE(playAll(m, {"14x23"}), QString());
        QCOMPARE(ac(m).hippo(), -1);
    }

    void aReadyPawnWaitsForACapturedPiece() {
        Match m = matchFrom("B move b:1,2,3,4,5,6,7,8,9,10,11,26 w:32 up:fire");
        QCOMPARE(playAll(m, {"26-31"}), QString());
        QVERIFY(ac(m).isReady(sq(31)));
        QCOMPARE(ac(m).at(sq(31)).height, std::int8_t(1));
        QVERIFY(ac(m).table(0).token(ac(m).at(sq(31)).id)->hasFlag("ready"));
    }

    // A pawn crowned by its own move is said in the list of moves: the
    // move's notation ("26-31") does not say it.
    void aPawnCrownedOnItsMoveIsSaid() {
        Match m = matchFrom("B move b:26 w:32 up:fire");
        const std::vector<Transition> done = m.play("26-31");
        QCOMPARE(ac(m).at(sq(31)).height, std::int8_t(2));
        QStringList notes;
        for (const Transition& t : done)
            for (const Phrase& p : t.notes) notes << qs(p.english);
        QCOMPARE(notes, QStringList{"Black's pawn on 31 is crowned"});
    }

    void aReadyPawnIsCrownedInTheOpponentsTurn() {
        Match m = matchFrom("W move b:30,1,2,3,4,5,6,7,8,10,11,14 w:18,32 up:fire");
        QCOMPARE(ac(m).at(sq(30)).height, std::int8_t(1));
        const std::vector<Transition> done = m.play("18x9");
        QCOMPARE(ac(m).at(sq(30)).height, std::int8_t(2));
        QCOMPARE(ac(m).took(1), 1);
        // The list of moves tells it: Black made no move of its own.
        QStringList notes;
        for (const Transition& t : done)
            for (const Phrase& p : t.notes) notes << QString::fromStdString(p.english);
        QVERIFY2(notes.contains("Black's ready pawn on 30 is crowned"),
                 qPrintable(notes.join("|")));
    }

    void aPlayerWithFewMovesLeftIsWarned() {
        // Black's one pawn on 1 may step to 5 or 6: fire on 6 leaves one move,
        // and the list of moves says so before it comes to none.
        auto notesAfter = [](Match& m, const std::string& move) {
            QStringList notes;
            for (const Transition& t : m.play(move))
                for (const Phrase& p : t.notes) notes << QString::fromStdString(p.english);
            return notes;
        };
        Match m = matchFrom("W choose b:1 w:32 up:fire,water planets:off");
        QCOMPARE(playAll(m, {"card:fire"}), QString());
        const QStringList notes = notesAfter(m, "fire@6");
        QVERIFY2(notes.contains("Black has one move left: a player who cannot move loses"),
                 qPrintable(notes.join("|")));
        // Two moves left are said too; three are not.
        Match two = matchFrom("W choose b:1,2 w:32 up:fire,water planets:off");
        QCOMPARE(playAll(two, {"card:fire"}), QString());
        QVERIFY2(notesAfter(two, "fire@6").join("|").contains("Black has only two moves left"),
                 "two moves left");
        Match three = matchFrom("W choose b:1,2 w:32 up:fire,water planets:off");
        QCOMPARE(playAll(three, {"card:fire"}), QString());
        QVERIFY(!notesAfter(three, "fire@20").join("|").contains("moves left"));
        // A compulsory capture, Black's only move here, is no warning.
        Match capture = matchFrom("W choose b:14 w:18,32 up:fire,water planets:off");
        QCOMPARE(playAll(capture, {"card:fire"}), QString());
        QVERIFY(!notesAfter(capture, "fire@20").join("|").contains("move left"));
    }

    void fiveKingsInTheOpponentsTurnWin() {
        Match m = matchFrom("W move b:1K,2K,3K,4K,30,14,6,7 w:18,32 up:fire");
        QCOMPARE(playAll(m, {"18x9"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
    }

    void crowningAfterARotationAndTheOwnerChooses() {
        // A quarter turn clockwise brings column 7 (4, 12, 20, 28) to White's side:
        // Black's far row. Column 0 (5, 13, 21, 29) is Black's own edge now.
        Match one = matchFrom("B card:rotate b:12,5 w:32 up:rotate");
        QCOMPARE(playAll(one, {"rotate:cw"}), QString());
        QCOMPARE(ac(one).quarterTurns(), 1);
        QCOMPARE(ac(one).at(sq(12)).height, std::int8_t(2));
        QCOMPARE(ac(one).at(sq(5)).height, std::int8_t(1));
        // Counter-clockwise, the other way round.
        Match back = matchFrom("B card:rotate b:12,5 w:32 up:rotate");
        QCOMPARE(playAll(back, {"rotate:ccw"}), QString());
        QCOMPARE(ac(back).quarterTurns(), 3);
        QCOMPARE(ac(back).at(sq(5)).height, std::int8_t(2));
        QCOMPARE(ac(back).at(sq(12)).height, std::int8_t(1));
        // Three ready pawns, one captured piece: Black chooses, in Black's own
        // turn, which ends once the choice is made.
        Match many = matchFrom("B card:rotate b:1,2,3,4,5,6,7,8,9,12,20 w:32 up:rotate");
        QCOMPARE(playAll(many, {"rotate:cw"}), QString());
        QCOMPARE(many.state().currentPlayer(), 0);
        QCOMPARE(ac(many).toMove(), 0);
        QVERIFY2(many.state().toFen().rfind("B done ", 0) == 0, many.state().toFen().c_str());
        QCOMPARE(legal(many), QStringList({"crown:12", "crown:20", "crown:4"}));
        // The position string keeps the choice where it is.
        Match again = matchFrom(many.state().toFen());
        QCOMPARE(ac(again).toMove(), 0);
        QCOMPARE(legal(again), QStringList({"crown:12", "crown:20", "crown:4"}));
        QCOMPARE(playAll(many, {"crown:20"}), QString());
        QCOMPARE(ac(many).at(sq(20)).height, std::int8_t(2));
        QCOMPARE(many.state().currentPlayer(), 1);
        QCOMPARE(ac(many).toMove(), 1);
        QCOMPARE(playAll(again, {"crown:12"}), QString());
        QCOMPARE(ac(again).toMove(), 1);
    }

    void aRotationInTheOpponentsTurnCrowns() {
        // White turns the board; Black's pawn on 12 now stands on Black's far row.
        Match m = matchFrom("W card:rotate b:12,2 w:32 up:rotate");
        QCOMPARE(playAll(m, {"rotate:cw"}), QString());
        QCOMPARE(ac(m).at(sq(12)).height, std::int8_t(2));
        QCOMPARE(ac(m).at(sq(2)).height, std::int8_t(1));
        // Short of pieces, Black chooses which pawn, before moving.
        Match many = matchFrom("W card:rotate b:1,2,3,5,6,7,8,9,12,20,28 w:32 up:rotate");
        QCOMPARE(playAll(many, {"rotate:cw"}), QString());
        QCOMPARE(many.state().currentPlayer(), 0);
        QCOMPARE(legal(many), QStringList({"crown:12", "crown:20", "crown:28"}));
        // White's far row turns to Black's side: column 0 after a clockwise turn.
        Match white = matchFrom("B card:rotate b:1 w:21,32 up:rotate");
        QCOMPARE(playAll(white, {"rotate:cw"}), QString());
        QCOMPARE(ac(white).at(sq(21)).height, std::int8_t(2));
        QCOMPARE(ac(white).at(sq(32)).height, std::int8_t(1));
    }

    void forwardStaysTowardTheFarSide() {
        // After a clockwise quarter turn Black moves toward column 7, White toward 0.
        Match m = matchFrom("B move b:18 w:32 turns:1 up:fire");
        QCOMPARE(legal(m), QStringList({"18-15", "18-23"}));
        Match w = matchFrom("W move b:1 w:18 turns:1 up:fire");
        QCOMPARE(legal(w), QStringList({"18-14", "18-22"}));
        // Counter-clockwise, the other way; a half turn reverses the start.
        Match ccw = matchFrom("B move b:18 w:32 turns:3 up:fire");
        QCOMPARE(legal(ccw), QStringList({"18-14", "18-22"}));
        Match half = matchFrom("B move b:18 w:32 turns:2 up:fire");
        QCOMPARE(legal(half), QStringList({"18-14", "18-15"}));
        // Jumps too: Black's pawn on 18 jumps White's on 15 after a clockwise turn.
        Match jump = matchFrom("B move b:18 w:15,32 turns:1 up:fire");
        QCOMPARE(legal(jump), QStringList({"18x11"}));
    }

    void forwardFollowsTheBoardAsDrawn() {
        // qml/Board.qml draws each quarter turn clockwise by taking the cell at
        // row r, column c to row c, column 7 - r; Black's side of the table is
        // the top of the screen (unflipped) and White's the bottom. Whatever the
        // turns, Black's pawns go down the screen and are crowned on its bottom
        // row, White's go up and are crowned on its top row.
        auto drawnRow = [](int square, int turns) {
            int r = rowOf(square), c = colOf(square);
            for (int i = 0; i < turns; ++i) {
                const int nr = c, nc = 7 - r;
                r = nr;
                c = nc;
            }
            return r;
        };
        for (int turns = 0; turns < 4; ++turns) {
            const std::string t = " turns:" + std::to_string(turns) + " up:fire";
            const AlienState empty = AlienState::fromFen("B move b:- w:-" + t, false);
            for (int s = 0; s < 32; ++s) {
                QCOMPARE(empty.onFarRow(0, s), drawnRow(s, turns) == 7);
                QCOMPARE(empty.onFarRow(1, s), drawnRow(s, turns) == 0);
                QCOMPARE(empty.onHomeRow(0, s), drawnRow(s, turns) == 0);
            }
            for (int s = 0; s < 32; ++s) {
                const int row = drawnRow(s, turns);
                for (int side = 0; side < 2; ++side) {
                    if (row == (side == 0 ? 7 : 0)) continue;
                    // The other side's one pawn stands far off, so nothing is jumped.
                    int other = 0;
                    while (std::abs(rowOf(other) - rowOf(s)) < 3 &&
                           std::abs(colOf(other) - colOf(s)) < 3)
                        ++other;
                    const std::string me = std::to_string(s + 1), them = std::to_string(other + 1);
                    Match m = matchFrom(std::string(side == 0 ? "B" : "W") +
                                        " move b:" + (side == 0 ? me : them) +
                                        " w:" + (side == 0 ? them : me) + t);
                    for (const Action& a : m.state().legalActions()) {
                        if (a.a != s) continue;
                        QVERIFY2(drawnRow(a.b, turns) == row + (side == 0 ? 1 : -1),
                                 qPrintable(QString("turns %1, %2 on %3 may go to %4")
                                                .arg(turns)
                                                .arg(side == 0 ? "Black" : "White")
                                                .arg(s + 1)
                                                .arg(a.b + 1)));
                    }
                }
            }
            // Playing Rotate turns the board the way it is drawn.
            for (const char* way : {"cw", "ccw"}) {
                Match m = matchFrom("B card:rotate b:10 w:23" + std::string(" turns:") +
                                    std::to_string(turns) + " up:rotate");
                QCOMPARE(playAll(m, {QString("rotate:") + way}), QString());
                QCOMPARE(ac(m).quarterTurns(), (turns + (std::string(way) == "cw" ? 1 : 3)) % 4);
            }
        }
    }

    void aCrownChosenFirstMayGiveAMove() {
        // White's turn of the board leaves Black's pawns on 1 and 2 on their far
        // row with one piece to crown them, and nothing else of Black's can move:
        // Black chooses the crown, and the new king moves.
        Match m =
            matchFrom("W card:rotate b:1,2,29E,30E,31E w:32K fire:25,26,27 turns:1 up:rotate");
        QCOMPARE(playAll(m, {"rotate:cw"}), QString());
        QVERIFY(!m.state().outcome().over);
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(legal(m), QStringList({"crown:1", "crown:2"}));
        QCOMPARE(playAll(m, {"crown:2"}), QString());
        QCOMPARE(legal(m), QStringList({"2-6", "2-7"}));
        // With no piece to crown them, the pawns wait, and a player who cannot
        // move loses as the turn begins.
        Match stuck =
            matchFrom("W card:rotate b:1,2,3,29E,30E,31E w:32K fire:25,26,27 turns:1 up:rotate");
        QCOMPARE(playAll(stuck, {"rotate:cw"}), QString());
        QVERIFY(ac(stuck).isReady(sq(1)));
        QVERIFY(stuck.state().outcome().over);
        QCOMPARE(stuck.state().outcome().winner, 1);
    }

    void reviveAndCoronation() {
        Match r = matchFrom("B card:revive b:14 w:32 up:revive");
        QCOMPARE(legal(r), QStringList({"revive@1", "revive@2", "revive@3", "revive@4"}));
        QCOMPARE(playAll(r, {"revive@2"}), QString());
        QCOMPARE(ac(r).at(sq(2)).owner, 0);
        Match c = matchFrom("B card:coronation b:14K,5 w:32 up:coronation");
        QCOMPARE(legal(c), QStringList({"emperor@14"}));
        QCOMPARE(playAll(c, {"emperor@14"}), QString());
        QCOMPARE(ac(c).at(sq(14)).height, std::int8_t(3));
    }

    void emperorsSlideAndJumpShort() {
        Match m = matchFrom("B move b:1E w:32 up:fire");
        QCOMPARE(legal(m), QStringList({"1-10", "1-15", "1-19", "1-24", "1-28", "1-5", "1-6"}));
        Match j = matchFrom("B move b:1E w:6,32 up:fire");
        QCOMPARE(legal(j), QStringList({"1x10"}));
        // No flying capture: an enemy further along only stops the slide.
        Match far = matchFrom("B move b:1E w:10,32 up:fire");
        QCOMPARE(legal(far), QStringList({"1-5", "1-6"}));
    }

    void antimatterOnlyWithSomethingToRemove() {
        Match none = matchFrom("B choose b:14 w:32 up:antimatter,fire");
        QCOMPARE(legal(none), QStringList({"card:fire"}));
        Match some = matchFrom("B choose b:14 w:32 fire:20 walls:W14e+14s up:antimatter,fire");
        QCOMPARE(legal(some), QStringList({"card:antimatter", "card:fire"}));
        QCOMPARE(playAll(some, {"card:antimatter"}), QString());
        QCOMPARE(legal(some), QStringList({"remove:fire@20", "remove:walls@14e"}));
        QCOMPARE(playAll(some, {"remove:walls@14e"}), QString());
        QCOMPARE(ac(some).wallOwnerAt(edgeOf(sq(14), Place::South)), -1);
    }

    void ringsGoOnOwnCheckers() {
        Match m = matchFrom("B card:rings b:14,15r w:32 up:rings");
        QCOMPARE(legal(m), QStringList({"ring@14"}));
    }

    void reshuffleGathersEveryCard() {
        Match m = matchFrom("B choose b:14 w:32 up:reshuffle,fire discard:walls,walls");
        QCOMPARE(playAll(m, {"card:reshuffle"}), QString());
        QCOMPARE(ac(m).pileCount(-1), 20);
        QCOMPARE(m.state().currentPlayer(), kChance);
        QCOMPARE(playAll(m, {"draw:walls"}), QString());
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(ac(m).pileCount(-1), 19);
    }

    void anEmptyPileIsRefilledFromTheDiscards() {
        std::string discard;
        for (int k = 0; k < kCardKinds; ++k)
            for (int n = 0; n < kDeck[k] - (k == kFire ? 1 : 0); ++n)
                discard += std::string(cardName(k)) + ",";
        discard.pop_back();
        Match m = matchFrom("B move b:14 w:32 up:fire discard:" + discard);
        QCOMPARE(ac(m).pileCount(-1), 0);
        QCOMPARE(playAll(m, {"14-18"}), QString());
        QCOMPARE(ac(m).pileCount(-1), 19);
        QCOMPARE(playAll(m, {"draw:rotate"}), QString());
    }

    void planetsAreMetAtTheEndOfTheirOwnersTurn() {
        struct Case {
            const char* planet;
            std::string fen;
            QStringList moves;
        };
        const Case cases[] = {
            {"venus", "card:fire b:14 w:32 fire:1,2 up:fire", {"fire@3"}},
            {"earth", "card:water b:14 w:32 water:1,2 up:water", {"water@3"}},
            {"mars", "card:fire b:14 w:32 took:8/0 up:fire", {"fire@3"}},
            {"jupiter", "card:coronation b:14E,18K w:32 up:coronation", {"emperor@18"}},
            {"saturn", "card:rings b:14r,15r,16 w:32 up:rings", {"ring@16"}},
            {"uranus", "card:rotate b:14,15 w:32 up:rotate", {"rotate:cw"}},
            {"neptune",
             "card:monolith b:30 w:14,17,21,32 monolith:10 up:monolith",
             {"monolith:10-14"}},
            {"pluto", "card:fire b:30s w:1 up:fire", {"fire@3"}},
        };
        for (const Case& c : cases) {
            const std::string other = std::string(c.planet) == "mars" ? "venus" : "mars";
            Match m = matchFrom("B " + c.fen + " planets:" + c.planet + "/" + other);
            QCOMPARE(playAll(m, c.moves), QString());
            QVERIFY2(m.state().outcome().over, c.planet);
            QCOMPARE(m.state().outcome().winner, 0);
            QVERIFY2(qs(m.state().outcome().reason.english).contains(c.planet, Qt::CaseInsensitive),
                     c.planet);
        }
        // A resignation ends the game too: both planets are shown.
        Match resigned = matchFrom("B move b:14 w:32 up:fire planets:mars/venus");
        resigned.resign(0);
        for (int viewer : {0, 1, kOnlooker}) {
            const Table t = resigned.state().table(viewer);
            QCOMPARE(t.token(kPlanetId)->face, std::string("mars"));
            QCOMPARE(t.token(kPlanetId + 1)->face, std::string("venus"));
        }
        // Mercury: three checkers in one move.
        Match mercury = matchFrom("B move b:1 w:6,15,24,32 up:fire planets:mercury/mars");
        QCOMPARE(playAll(mercury, {"1x10x19x28", "draw:fire", "card:fire", "fire@3"}), QString());
        QCOMPARE(mercury.state().outcome().winner, 0);
        // Uranus needs more checkers than the opponent.
        Match even = matchFrom("B card:rotate b:14 w:32 up:rotate planets:uranus/mars");
        QCOMPARE(playAll(even, {"rotate:cw"}), QString());
        QVERIFY(!even.state().outcome().over);
        // A goal met in the other player's turn waits for its owner's turn to end.
        Match venus = matchFrom("B card:fire b:14 w:32 fire:1,2 up:fire planets:mars/venus");
        QCOMPARE(playAll(venus, {"fire@3"}), QString());
        QVERIFY(!venus.state().outcome().over);
    }

    void planetsOffIgnoresGoals() {
        Match m = matchFrom("B card:fire b:14 w:32 fire:1,2 up:fire planets:off");
        QCOMPARE(playAll(m, {"fire@3"}), QString());
        QVERIFY(!m.state().outcome().over);
        Match fresh(kGame, {{"planets", "off"}}, 1, {}, ChanceMode::Given);
        QCOMPARE(fresh.state().legalActions().front().kind, int(kDrawCard));
    }

    void capturingAllWins() {
        Match m = matchFrom("B move b:14 w:18 up:fire");
        QCOMPARE(playAll(m, {"14x23"}), QString());
        QCOMPARE(m.state().outcome().winner, 0);
    }

    void noLegalMoveLoses() {
        Match m = matchFrom("B move b:5 w:9,14 up:fire");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 1);
    }

    void noProgressDraws() {
        Match m = matchFrom("B move b:14K w:32K quiet:79 up:fire");
        QCOMPARE(playAll(m, {"14-10", "draw:fire", "card:fire", "fire@3"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, -1);
    }

    void aCrownInTheCardStepCountsForThatTurn() {
        // The Monolith pushes Black's pawn onto the far row in Black's card
        // step: that crown is Black's progress, so Black's turn ends with no
        // quiet turn counted, and White's quiet king move then counts one.
        Match m = matchFrom("B choose b:2,27 monolith:23 w:13K quiet:5 up:monolith,coronation");
        QCOMPARE(playAll(m, {"card:monolith", "monolith:23-27"}), QString());
        QVERIFY(qs(m.state().toFen()).contains("32K"));
        QVERIFY2(qs(m.state().toFen()).contains("quiet:0"), m.state().toFen().c_str());
        QCOMPARE(playAll(m, {"13-9", "draw:fire", "card:fire", "fire@20"}), QString());
        QVERIFY2(qs(m.state().toFen()).contains("quiet:1"), m.state().toFen().c_str());
    }
};

QTEST_APPLESS_MAIN(TestAlienRules)
#include "tst_alien_rules.moc"
