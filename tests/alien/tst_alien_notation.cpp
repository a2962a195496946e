// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers notation and positions: every kind of decision written and
// read back, positions round trip, bad text names the problem, the table for
// each viewer hides the opponent's planet until the game ends.

#ifndef Q_MOC_RUN
#include "alien_test_support.h"

#include "games.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::alien;
using namespace hatrack::alien::test;

class TestAlienNotation : public QObject {
    Q_OBJECT

  private slots:
    void positionsRoundTrip() {
        const std::string fens[] = {
            "B move b:1,2,3K,4Er,6h w:21,22Es fire:14 water:15 monolith:18 walls:B14n+14e,W22s+22e "
            "turns:3 "
            "up:fire discard:walls planets:mars/venus took:0/3 quiet:5 this:0/0",
            "W card:walls b:1 w:32 fire:- water:- monolith:- walls:- turns:0 up:walls,rings "
            "discard:- "
            "planets:off took:0/0 quiet:0 this:0/0",
            "B up:next b:1 w:32 fire:- water:- monolith:- walls:- turns:3 up:- discard:- "
            "planets:pluto/earth "
            "took:0/0 quiet:0 this:0/0",
        };
        for (const std::string& fen : fens) QCOMPARE(AlienState::fromFen(fen).toFen(), fen);
        AlienState start;
        QCOMPARE(AlienState::fromFen(start.toFen()).toFen(), start.toFen());
    }

    void positionsWrittenAsTheGameEndsReadBack() {
        // A planet met as the card is played ends the game in the card step,
        // once the card is played: written "done", for each viewer too.
        Match venus = matchFrom("B card:fire b:14 w:32 fire:1,2 up:fire planets:venus/mars");
        QCOMPARE(playAll(venus, {"fire@3"}), QString());
        QVERIFY(venus.state().outcome().over);
        for (const int viewer : {-1, 0, 1}) {
            const std::string fen =
                viewer < 0 ? venus.state().toFen() : venus.state().toFenFor(viewer);
            QVERIFY2(fen.rfind("B done ", 0) == 0, fen.c_str());
            const AlienState back = AlienState::fromFen(fen);
            QVERIFY(back.outcome().over);
            QCOMPARE(back.outcome().winner, 0);
            QCOMPARE(back.outcome().reason.english, venus.state().outcome().reason.english);
            QCOMPARE(viewer < 0 ? back.toFen() : back.toFenFor(viewer), fen);
        }
        // The no-progress draw as the turn ends.
        Match quiet = matchFrom("B card:fire b:14 w:32 up:fire quiet:79");
        QCOMPARE(playAll(quiet, {"fire@3"}), QString());
        QCOMPARE(quiet.state().outcome().winner, -1);
        const std::string drawn = quiet.state().toFen();
        QVERIFY2(drawn.find(" done ") != std::string::npos &&
                     drawn.find(" quiet:80 ") != std::string::npos,
                 drawn.c_str());
        const AlienState back = AlienState::fromFen(drawn, false);
        QCOMPARE(back.outcome().winner, -1);
        QCOMPARE(back.toFen(), drawn);
        // Written for a game that goes on, the other player's turn begins.
        const AlienState next = AlienState::fromFen("B done b:14 w:32 up:fire planets:off", false);
        QVERIFY(!next.outcome().over);
        QCOMPARE(next.currentPlayer(), 1);
        QCOMPARE(next.phase(), Phase::Move);
    }

    void badPositionsNameTheProblem() {
        const std::pair<std::string, QString> bad[] = {
            {"X move b:1", "side to move"},
            {"B fly b:1", "unknown phase"},
            {"B move b:1,1 up:fire planets:off", "two checkers on 1"},
            {"B move b:33 up:fire planets:off", "out of range"},
            {"B move b:1Q up:fire planets:off", "unknown or repeated mark"},
            {"B move b:1 w:32 walls:B14n+20s up:fire planets:off", "do not meet"},
            {"B move b:1 w:32 walls:B1n up:fire planets:off", "not an edge"},
            {"B move b:1 w:32 up:rotate,rotate planets:off", "more 'rotate' cards"},
            {"B move b:1 w:32 up:fire planets:mars/mars", "same planet"},
            {"B move b:1 w:32 up:fire planets:mars/venus color:red", "unknown field"},
            {"B move b:1 w:32 fire:1 up:fire planets:off", "on fire"},
            {"B move b:1 w:32 up:fire,water planets:off", "do not fit"},
            {"B move b:1 w:32 up:fire", "planets"},
            // Found by fuzz_alien: the turn that reached the limit ended the game.
            {"B card:fire b:14 w:32 up:fire planets:off quiet:80", "quiet: 80 is out of range"},
        };
        for (const auto& [fen, words] : bad) {
            const QString e = rulesErrorOf([&] { (void)AlienState::fromFen(fen); });
            QVERIFY2(e.contains(words), qPrintable(qs(fen) + " -> " + e));
        }
    }

    void everyDecisionHasItsText() {
        Match m = matchFrom("B choose b:14,1 w:18h,32s fire:20 water:21 monolith:10 walls:W14e+14s "
                            "up:antimatter,fire");
        QCOMPARE(playAll(m, {"card:antimatter"}), QString());
        QCOMPARE(legal(m), QStringList({"remove:fire@20", "remove:hippo", "remove:monolith",
                                        "remove:snookle", "remove:walls@14e", "remove:water@21"}));
        Match mono = matchFrom("B card:monolith b:1 w:32 monolith:10 up:monolith");
        QVERIFY(legal(mono).contains("monolith:10-6"));
        QVERIFY(legal(mono).contains("monolith:10-24"));
        QVERIFY(!legal(mono).contains("monolith:10-28"));
    }

    void badMovesNameTheProblem() {
        Match m = matchFrom("B move b:14 w:32 up:fire");
        QVERIFY(rulesErrorOf([&] { m.play("14-19"); }).contains("not a legal decision"));
        QVERIFY(rulesErrorOf([&] { m.play("card:fire"); }).contains("Black moves a checker"));
        QVERIFY(rulesErrorOf([&] { m.play(""); }).contains("empty"));
    }

    void theTableHidesTheOpponentsPlanet() {
        auto s = newGame(kGame, {}, 1, "B move b:14 w:32 up:fire planets:mars/venus");
        const Table black = s->table(0);
        QCOMPARE(black.token(kPlanetId)->face, std::string("mars"));
        QVERIFY(black.token(kPlanetId + 1)->face.empty());
        QVERIFY(black.token(kPlanetId + 1)->faceDown);
        QVERIFY(s->table(kOnlooker).token(kPlanetId)->face.empty());
        QCOMPARE(s->table(1).token(kPlanetId + 1)->face, std::string("venus"));
        QVERIFY(s->toFenFor(0).find("planets:mars/?") != std::string::npos);
        QVERIFY(s->toFenFor(1).find("planets:?/venus") != std::string::npos);
        QVERIFY(s->table(0).zone("draw")->hidden);
        // Dealing tells only the player dealt to.
        Match fresh(kGame, {}, 1, {}, ChanceMode::Given);
        const auto t = fresh.play("planet:jupiter");
        QCOMPARE(t.front().forViewer(1).events.front().face, std::string());
        QCOMPARE(t.front().forViewer(0).events.front().face, std::string("jupiter"));
        QVERIFY(qs(fresh.state().sentence({kDealPlanet, kSaturn}).english).contains("secret"));
        // The move list names a card as the card itself is titled.
        QVERIFY(
            qs(fresh.state().sentence({kChoose, kRotate}).english).endsWith(" plays Quarter Turn"));
        QCOMPARE(fresh.state().sentence({kDrawCard, kHippo}).english,
                 std::string("The Galactic Hippo card is turned face up"));
        // A card's target reads as a sentence, not as notation.
        QVERIFY(qs(fresh.state().sentence({kSetHippo, 21}).english)
                    .endsWith(" sits the Galactic Hippo on 22"));
        QVERIFY(qs(fresh.state().sentence({kSlide, 9, 13}).english)
                    .endsWith(" slides the Monolith from 10 to 14"));
        QVERIFY(qs(fresh.state().sentence({kRemove, kMonolithId}).english)
                    .endsWith(" removes the Monolith"));
        // Walls by the squares that meet at their corner: an edge's name is notation.
        Match walls = Match(kGame, {}, 1,
                            "B card:antimatter b:1 w:32 walls:W14e+14s "
                            "up:antimatter,fire planets:off",
                            ChanceMode::Given);
        QCOMPARE(
            walls.state().sentence(walls.state().parseMove("remove:walls@14e").actions[0]).english,
            std::string("Black removes the L of walls where 14 and 18 meet"));
        // A pair in a line is told as one straight wall, not as a corner.
        Match line = Match(kGame, {}, 1,
                           "B card:antimatter b:1 w:32 walls:W14e+18w "
                           "up:antimatter,fire planets:off",
                           ChanceMode::Given);
        QCOMPARE(
            line.state().sentence(line.state().parseMove("remove:walls@14e").actions[0]).english,
            std::string("Black removes the straight wall between 14 and 18"));
        Match build =
            Match(kGame, {}, 1, "B card:walls b:1 w:32 up:walls planets:off", ChanceMode::Given);
        QCOMPARE(
            build.state().sentence(build.state().parseMove("walls@14e+18w").actions[0]).english,
            std::string("Black builds a straight wall between 14 and 18"));
        // Revealed once the game is over.
        auto over = newGame(kGame, {}, 1, "B move b:14 w:18 up:fire planets:mars/venus");
        const Transition end = over->applyAction(over->legalActions().front());
        QVERIFY(over->outcome().over);
        QVERIFY(eventTexts(end.forViewer(0)).join('|').contains("revealed 1601"));
        QCOMPARE(over->table(0).token(kPlanetId + 1)->face, std::string("venus"));
    }

    void theTableDescribesTokensAndTurns() {
        Match m = matchFrom("B card:rotate b:13h w:32Kr walls:W14e+14s up:rotate");
        const Table t = m.state().table(0);
        QCOMPARE(t.art, std::string("alien-checkers"));
        QCOMPARE(t.token(kWallId + 12)->at, Place::edge(sq(14), Place::East));
        QCOMPARE(t.token(kWallId + 12)->owner, 1);
        QCOMPARE(t.token(kHippoId)->at.kind, Place::Kind::Token);
        QCOMPARE(t.token(kRingId)->at.kind, Place::Kind::Token);
        const auto tr = m.play("rotate:ccw");
        bool turned = false;
        for (const TableEvent& e : tr.front().events)
            turned |= e.kind == TableEvent::Kind::Turned && e.value == -1;
        QVERIFY(turned);
        QCOMPARE(m.state().table(0).board.quarterTurns, 3);
        const ActionView v =
            m.state().describe({kBuildWalls, edgeOf(sq(14), 0), edgeOf(sq(14), 1)});
        QCOMPARE(v.type, ActionView::Type::Pick);
        QCOMPARE(v.group, std::string("walls"));
        QCOMPARE(m.state().describe({kSetFire, sq(20)}).group, std::string("fire"));
        QCOMPARE(m.state().describe({kSetFire, sq(20)}).to, sq(20));
        QCOMPARE(m.state().describe({kMakeEmperor, sq(13)}).group, std::string("emperor"));
        QCOMPARE(m.state().describe({kChoose, kFire}).face, std::string("fire"));
    }

    void capturedPiecesLieInTheirZones() {
        // Black has one pawn and a king on the board (3 pieces): 9 lie in
        // captured:0; White has 11 on it, so 1 lies in captured:1.
        Match m = matchFrom("B move b:14,5K w:18,21,22,24,25,26,27,28,29,30,31 up:fire");
        auto inZone = [](const Table& t, const std::string& zone) {
            std::vector<const Token*> out;
            for (const Token& k : t.tokens)
                if (k.at == Place::inZone(zone)) out.push_back(&k);
            return out;
        };
        Table t = m.state().table(0);
        QCOMPARE(int(inZone(t, "captured:0").size()), 9);
        QCOMPARE(int(inZone(t, "captured:1").size()), 1);
        QCOMPARE(t.zone("captured:0")->count, 9);
        for (const Token* k : inZone(t, "captured:0")) {
            QCOMPARE(k->owner, 0);
            QCOMPARE(k->type, std::string("pawn"));
        }
        // A jump takes White's checker on 18: one more piece in captured:1,
        // the pieces already there keep their ids.
        const int before = inZone(t, "captured:1").front()->id;
        QCOMPARE(playAll(m, {"14x23"}), QString());
        t = m.state().table(0);
        const auto white = inZone(t, "captured:1");
        QCOMPARE(int(white.size()), 2);
        QCOMPARE(t.zone("captured:1")->count, 2);
        QCOMPARE(white.front()->id, before);
        QVERIFY(white.back()->id != before);
    }

    void antimatterNamesTheTokenOnACheckerWearingSeveral() {
        // A ring and the Hippo on one checker: two picks of the same place,
        // each naming the token it takes by its type on the table.
        Match m =
            matchFrom("B card:antimatter b:13rh,10s w:32 fire:20 walls:W14e+14s up:antimatter");
        const GameState& s = m.state();
        const Table t = s.table(0);
        const int checker = t.token(kHippoId)->at.index;
        QStringList onChecker;
        for (const Action& a : s.legalActions()) {
            const ActionView v = s.describe(a);
            QCOMPARE(v.group, std::string("remove"));
            QVERIFY2(!v.face.empty(), s.actionText(a).c_str());
            if (v.target == Place::on(checker)) onChecker << qs(v.face);
            // The face is the type of a token at the place picked.
            bool found = false;
            for (const Token& k : t.tokens) found |= k.at == v.target && k.type == v.face;
            QVERIFY2(found, s.actionText(a).c_str());
        }
        onChecker.sort();
        QCOMPARE(onChecker, QStringList({"hippo", "ring"}));
        QCOMPARE(s.describe({kRemove, kFireId}).face, std::string("fire"));
        QCOMPARE(s.describe({kRemove, kWallId + 12}).face, std::string("wall"));
    }
};

QTEST_APPLESS_MAIN(TestAlienNotation)
#include "tst_alien_notation.moc"
