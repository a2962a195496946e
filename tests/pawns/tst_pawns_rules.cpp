// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule of Pawns in Hats in a scenario of its own (docs/rules.md, Pawns in
// Hats; RULINGS section 3): steps and punches, picking up hats with each face of
// the die, forced wear, taking hats off, kings that kingless players leave alone,
// chance exposing a king, and every way the game ends.

#ifndef Q_MOC_RUN
#include "pawns_test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::pawns;
using namespace hatrack::pawns::test;

class TestPawnsRules : public QObject {
    Q_OBJECT

  private slots:
    void startPosition() {
        Match m(kGame, {}, 1);
        QCOMPARE(m.state().toFen(), std::string(PawnsState::startFen()));
        QCOMPARE(legal(m),
                 sorted({"a1-a2", "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2", "g1-g2", "h1-h2"}));
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(ph(m).unidentifiedHats(), 16);
        // Single steps only: no double step.
        QVERIFY(playAll(m, {"e1-e2", "e8-e7"}).isEmpty());
        QVERIFY(!legal(m).contains("e2-e4"));
        QVERIFY(legal(m).contains("e2-e3"));
    }

    void pawnOnLastRankIsStuck() {
        Match m = matchFrom(fenOf("a8P h8p h1P", "d4?", "w - - 0 1"));
        QCOMPARE(legal(m), QStringList{"h1-h2"});
    }

    void punchCapturesBarePawn() {
        Match m = matchFrom(fenOf("e4P e5p a8p", "a4?", "w - - 7 1"));
        QCOMPARE(legal(m), QStringList{"e4^e5"}); // blocked: no step, only the punch
        const auto ts = m.play("e4^e5");
        QCOMPARE(ph(m).piecesOf(1), 1);
        QCOMPARE(piecesField(m), QString("p7/8/8/8/4P3/8/8/8"));
        QCOMPARE(ph(m).position().halfmove, 0);
        QVERIFY(eventTexts(ts.front()).join('\n').contains("removed"));
        QCOMPARE(m.state().currentPlayer(), 1); // a punch picks nothing up
        QCOMPARE(ts.front().notes.size(), std::size_t(1));
        QCOMPARE(qs(ts.front().notes.front().english),
                 QString("The punch knocks the bare pawn on e5 out of the game"));
    }

    void punchGroupForTheScreen() {
        Match m = matchFrom(fenOf("e4P e5p a8p", "a4?", "w - - 0 1"));
        const Action punch = m.state().legalActions().front();
        QCOMPARE(m.state().describe(punch).group, std::string("punch"));
        QCOMPARE(m.state().describe(punch).from, sq("e4"));
        QCOMPARE(m.state().describe(punch).to, sq("e5"));
    }

    void punchKnocksHatOffWhereThePuncherChooses() {
        Match m = matchFrom(fenOf("e4P e5b a8p", "a4?", "w - - 0 1"));
        const auto punched = m.play("e4^e5");
        QCOMPARE(qs(punched.front().notes.front().english),
                 QString("The punch knocks the Bishop Mitre off the piece on e5"));
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(legal(m),
                 sorted({"hat:d4", "hat:d5", "hat:d6", "hat:e6", "hat:f4", "hat:f5", "hat:f6"}));
        QCOMPARE(qs(m.state().decisionPrompt()),
                 QString("White chooses where the punched hat lands"));
        const Action land{kLand, sq("f6")};
        QCOMPARE(m.state().describe(land).group, std::string("punched-hat"));
        QCOMPARE(m.state().describe(land).target, Place::square(sq("f6")));
        QCOMPARE(qs(m.state().sentence(land).english), QString("The punched hat lands on f6"));
        const auto ts = m.apply(land);
        QCOMPARE(piecesField(m), QString("p7/8/8/4p3/4P3/8/8/8"));
        QCOMPARE(hatsField(m), QString("8/8/5b2/8/?7/8/8/8"));
        QCOMPARE(m.state().currentPlayer(), 1);
        // Black's e5 piece (id 9) lost its hat: moved from on:9 to f6.
        QVERIFY(eventTexts(ts.front()).join('\n').contains("on:9"));
    }

    void punchedHatWithNowhereToLandGoesOnThePuncher() {
        Match m = matchFrom(fenOf("e4P e5n a8p", "d6? e6? f6? d5? f5? d4? f4?", "w - - 0 1"));
        const auto ts = m.play("e4^e5");
        QCOMPARE(piecesField(m), QString("p7/8/8/4p3/4N3/8/8/8"));
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(ts.front().notes.size(), std::size_t(2));
        QCOMPARE(ts.front().notes.front().id, std::string("punch-knocks-hat"));
        QCOMPARE(ts.front().notes.back().id, std::string("punched-onto-puncher"));
    }

    void punchKnocksCrownOffAndNeverChecks() {
        // White has no king: its queen on a5 neither checks nor may take the king on e5.
        Match m = matchFrom(fenOf("e4P a5Q e5k a8p", "a4?", "w - c 0 1"));
        QVERIFY(!ph(m).inCheck(1));
        QVERIFY(!ph(m).mayAttackKings(0));
        QVERIFY(!legal(m).contains("a5xe5"));
        QVERIFY(legal(m).contains("a5-d5"));
        QVERIFY(legal(m).contains("e4^e5"));
        m.play("e4^e5");
        m.play("hat:f6");
        QCOMPARE(piecesField(m), QString("p7/8/8/Q3p3/4P3/8/8/8"));
        QCOMPARE(hatsField(m), QString("8/8/5k2/8/?7/8/8/8"));
        QVERIFY(!ph(m).inCheck(1));
        const Table t = m.state().table(0);
        for (const Token& tok : t.tokens) QVERIFY(!tok.hasFlag("check"));
    }

    void pickUpWithEveryFaceOfTheDie_data() {
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("worn");
        QTest::newRow("1 crown") << 1 << "K";
        QTest::newRow("2 queenly crown") << 2 << "Q";
        QTest::newRow("3 mitre") << 3 << "B";
        QTest::newRow("4 helm") << 4 << "N";
        QTest::newRow("5 tyrolean") << 5 << "H";
        QTest::newRow("6 mirage") << 6 << "";
    }
    void pickUpWithEveryFaceOfTheDie() {
        QFETCH(int, face);
        QFETCH(QString, worn);
        Match m = matchFrom(fenOf("e3P a8p", "e4? a4?", "w - - 0 1"));
        m.play("e3-e4");
        QCOMPARE(legal(m), sorted({"leave", "pick"}));
        QCOMPARE(qs(m.state().decisionPrompt()), QString("White may pick up the hat on e4"));
        QCOMPARE(qs(m.state().sentence(Action{kPick}).english),
                 QString("White picks up the hat on e4"));
        QCOMPARE(m.state().describe(Action{kPick}).group, std::string("pick-up"));
        QCOMPARE(m.state().describe(Action{kLeave}).group, std::string("leave"));
        const auto picked = m.play("pick");
        QVERIFY(eventTexts(picked.front()).join('\n').contains("on:0"));
        QCOMPARE(m.state().currentPlayer(), kChance);
        QCOMPARE(m.state().chanceOutcomes().size(), std::size_t(6));
        QCOMPARE(qs(m.state().sentence(Action{kRoll, face}).english).left(15),
                 QString("The die shows %1").arg(face));
        const auto rolled = m.play("roll:" + std::to_string(face));
        const auto& ev = rolled.front().events;
        QVERIFY(ev.size() >= 2);
        QCOMPARE(ev[0].kind, TableEvent::Kind::Rolled);
        QCOMPARE(ev[0].token, kDieToken);
        QCOMPARE(ev[0].value, face);
        QCOMPARE(ev[0].reason, hatName(face) + " on e4");
        QCOMPARE(ev[1].kind, TableEvent::Kind::Revealed);
        QCOMPARE(ph(m).dieFace(), face);
        QCOMPARE(m.state().table(0).token(kDieToken)->face, std::to_string(face));
        if (face == 6) {
            QCOMPARE(ev[1].face, std::string("mirage"));
            QCOMPARE(ev[2].kind, TableEvent::Kind::Removed);
            QCOMPARE(ev[2].reason, std::string("mirage"));
            QCOMPARE(rolled.front().notes.front().id, std::string("mirage"));
            QCOMPARE(m.state().currentPlayer(), 1);
            QCOMPARE(hatsField(m), QString("8/8/8/8/?7/8/8/8"));
            QCOMPARE(piecesField(m), QString("p7/8/8/8/4P3/8/8/8"));
            return;
        }
        // The list of moves is told what the hat turned out to be.
        QCOMPARE(rolled.front().notes.size(), std::size_t(1));
        QCOMPARE(rolled.front().notes.front().id, std::string("roll"));
        QCOMPARE(qs(rolled.front().notes.front().english),
                 QString("The die shows %1: a %2").arg(face).arg(qs(hatName(face))));
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(legal(m), sorted({"wear", "place:d3", "place:e3", "place:f3", "place:d4",
                                   "place:f4", "place:d5", "place:e5", "place:f5"}));
        QCOMPARE(m.state().describe(Action{kPlace, sq("d5")}).group, std::string("place-hat"));
        QCOMPARE(m.state().describe(Action{kPlace, sq("d5")}).face, std::string(hatFace(face)));
        QCOMPARE(m.state().describe(Action{kWear}).group, std::string("wear"));
        m.play("wear");
        QCOMPARE(piecesField(m), QString("p7/8/8/8/4") + worn + "3/8/8/8");
        QCOMPARE(qs(m.state().toFen()).section(' ', 4, 4), QString(face == 1 ? "c" : "-"));
        QCOMPARE(m.state().currentPlayer(), 1); // one hat action per move: the turn is over
    }

    void identifiedHatSkipsTheRoll() {
        Match m = matchFrom(fenOf("e3P a8p", "e4q a4?", "w - - 0 1"));
        m.play("e3-e4");
        m.play("pick");
        QCOMPARE(m.state().currentPlayer(), 0);
        QVERIFY(legal(m).contains("wear"));
        QCOMPARE(qs(m.state().decisionPrompt()),
                 QString("White: put the Queenly Crown on, or set it on a ringed square"));
        m.play("place:d5");
        QCOMPARE(hatsField(m), QString("8/8/8/3q4/?7/8/8/8"));
        QCOMPARE(m.state().currentPlayer(), 1);
    }

    void forcedWearWhenNoSquareAroundIsHatless() {
        // The pawn on e3 stands on a hat, so even the square it came from has one.
        Match m = matchFrom(fenOf("e3P a8p", "e4? e3? d3? f3? d4? f4? d5? e5? f5?", "w - - 0 1"));
        m.play("e3-e4");
        m.play("pick");
        const auto ts = m.play("roll:3");
        QCOMPARE(piecesField(m), QString("p7/8/8/8/4B3/8/8/8"));
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(ts.front().notes.back().id, std::string("forced-wear"));
        QCOMPARE(ph(m).position().halfmove, 0);
    }

    void pawnStandingOnAHatCannotPickItUp() {
        Match m = matchFrom(fenOf("e4P a8p", "e4? a4?", "w - - 0 1"));
        QCOMPARE(legal(m), QStringList{"e4-e5"});
    }

    void takeOffAfterAMoveToAHatlessSquare() {
        Match m = matchFrom(fenOf("d1H a8p", "h4?", "w - - 3 1"));
        m.play("d1-d3");
        QCOMPARE(ph(m).position().halfmove, 4);
        QCOMPARE(legal(m), sorted({"keep", "off:c2", "off:c3", "off:c4", "off:d2", "off:d4",
                                   "off:e2", "off:e3", "off:e4"}));
        QCOMPARE(qs(m.state().decisionPrompt()),
                 QString("White may take the hat off onto a ringed square"));
        QCOMPARE(m.state().describe(Action{kTakeOff, sq("c4")}).group, std::string("take-off"));
        QCOMPARE(m.state().describe(Action{kKeep}).group, std::string("keep"));
        QCOMPARE(qs(m.state().sentence(Action{kTakeOff, sq("c4")}).english),
                 QString("White takes the hat off onto c4"));
        m.play("off:c4");
        QCOMPARE(piecesField(m), QString("p7/8/8/8/8/3P4/8/8"));
        QCOMPARE(hatsField(m), QString("8/8/8/8/2h4?/8/8/8"));
        QCOMPARE(ph(m).position().halfmove, 0);
        QCOMPARE(m.state().currentPlayer(), 1);
    }

    void noTakeOffOnAHatSquare() {
        Match m = matchFrom(fenOf("d1H a8p", "d5? h4?", "w - - 0 1"));
        m.play("d1-d5");
        QCOMPARE(m.state().currentPlayer(), 1);
    }

    void kinglessSideNeitherChecksNorCapturesKings() {
        // Black has no king and a hat is still unknown: White's king on e1 is safe
        // from the queen on e8, and may even step along the open file.
        Match w = matchFrom(fenOf("e1K e8q", "a4?", "w - c 0 1"));
        QVERIFY(!ph(w).inCheck(0));
        QVERIFY(legal(w).contains("e1-e2"));
        Match b = matchFrom(fenOf("e1K e8q", "a4?", "b - c 0 1"));
        QVERIFY(!legal(b).contains("e8xe1"));
        // An unworn crown lying on the board keeps the protection too.
        Match crown = matchFrom(fenOf("e1K e8q", "a4k", "b - c 0 1"));
        QVERIFY(!legal(crown).contains("e8xe1"));
        // With no unknown hat and no unworn crown left, the protection is over.
        Match open = matchFrom(fenOf("e1K e8q", "a4b", "w - c 0 1"));
        QVERIFY(ph(open).mayAttackKings(1));
        QVERIFY(ph(open).inCheck(0));
        QVERIFY(open.state().table(0).token(0)->hasFlag("check"));
        QVERIFY(qs(open.state().decisionPrompt()).contains("in check"));
        // Stepping along the file is legal only with the crown taken off there.
        QVERIFY(legal(open).contains("e1-e2"));
        open.play("e1-e2");
        QVERIFY(!legal(open).contains("keep"));
        QVERIFY(legal(open).contains("off:d3"));
    }

    void identifyingTheLastHatEndsTheProtection() {
        // Black identifies the last unknown hat (a mitre): White is in check at once.
        Match m = matchFrom(fenOf("e1K e8q h6p", "h5?", "b - c 0 1"));
        QVERIFY(!ph(m).inCheck(0));
        m.play("h6-h5");
        m.play("pick");
        // The check flag comes with the roll: from then on Black may attack kings.
        const auto rolled = m.play("roll:3");
        bool flagged = false;
        for (const TableEvent& e : rolled.front().events)
            flagged |= e.kind == TableEvent::Kind::Flagged && e.token == 0 && e.face == "check";
        const auto ts = m.play("wear");
        QVERIFY(ph(m).inCheck(0));
        QCOMPARE(m.state().currentPlayer(), 0);
        QVERIFY(flagged);
        QCOMPARE(ts.front().notes.back().id, std::string("check"));
        QVERIFY(!legal(m).isEmpty());
    }

    void chanceExposingTheMoversKingLetsTheOpponentTakeIt() {
        // Black wears a crown; White has none and may not attack it while a hat is
        // unknown. Black identifies the last hat: now White's queen attacks the king.
        Match m = matchFrom(fenOf("e8k e1Q h6p", "h5?", "b - c 0 1"));
        QVERIFY(legal(m).contains("h6-h5")); // legal: judged before the die
        m.play("h6-h5");
        m.play("pick");
        m.play("roll:4");
        // Nothing Black does now can shield the king: every choice is open.
        QCOMPARE(legal(m),
                 sorted({"wear", "place:g4", "place:g5", "place:g6", "place:h4", "place:h6"}));
        m.play("wear");
        QVERIFY(ph(m).inCheck(1));
        QVERIFY(legal(m).contains("e1xe8"));
        m.play("e1xe8");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QVERIFY(qs(m.state().outcome().reason.english).contains("captures a king"));
    }

    void takingTheCrownOffIsAWayOutOfCheck() {
        // The king's only move is into the queen's file, so it must take its crown off there.
        Match m = matchFrom(fenOf("d1K c1P e1P c2P e2P d8q", "", "w - c 0 1"));
        QVERIFY(ph(m).inCheck(0));
        QCOMPARE(legal(m), QStringList{"d1-d2"});
        m.play("d1-d2");
        QVERIFY(!legal(m).contains("keep"));
        QVERIFY(legal(m).contains("off:d3"));
        m.play("off:d3");
        QVERIFY(!ph(m).inCheck(0));
        QVERIFY(!m.state().outcome().over);
    }

    void aKingInCheckMayStepAnywhereAndTakeItsCrownOff() {
        // On open squares a king escapes any attack by taking its crown off.
        Match m = matchFrom(fenOf("g8k f6K g1Q", "", "w - c 0 1"));
        QVERIFY(playAll(m, {"g1-g7", "keep"}).isEmpty());
        QVERIFY(!m.state().outcome().over);
        QVERIFY(ph(m).inCheck(1));
        m.play("g8-h8");
        QVERIFY(!legal(m).contains("keep"));
        m.play("off:h7");
        QVERIFY(!ph(m).inCheck(1));
    }

    void checkmateWins() {
        // Every square the king could go to holds a hat, so it cannot take its
        // crown off there; the queen on g7 (a hat square too) is guarded.
        Match m = matchFrom(fenOf("h8k f6K g1Q", "g8? g7? h7?", "w - c 0 1"));
        m.play("g1-g7");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QCOMPARE(qs(m.state().outcome().reason.english), QString("Black is checkmated"));
    }

    void takingTheLastPieceWinsWithoutAHatQuestion() {
        // The queen lands on a hatless square with room around it: after any
        // other capture its owner would be asked about the hat.
        Match m = matchFrom(fenOf("d4Q d7p", "", "w - c 0 1"));
        m.play("d4xd7");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QCOMPARE(qs(m.state().outcome().reason.english), QString("Black has no pieces left"));
    }

    void stalemateIsADraw() {
        Match m = matchFrom(fenOf("h8k a1K g5Q", "g8b g7b h7b", "w - c 0 1"));
        m.play("g5-g6");
        m.play("keep");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, -1);
        QVERIFY(qs(m.state().outcome().reason.english).contains("stalemate"));
    }

    void noPiecesLoses() {
        Match m = matchFrom(fenOf("e4P e5p", "a4?", "w - - 0 1"));
        m.play("e4^e5");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QCOMPARE(qs(m.state().outcome().reason.english), QString("Black has no pieces left"));
    }

    void fiftyMoveRule() {
        Match m = matchFrom(fenOf("a1H h8h", "d4?", "w - - 99 60"));
        m.play("a1-a2");
        QVERIFY(!m.state().outcome().over); // the take-off decision comes first
        m.play("keep");
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, -1);
        QVERIFY(qs(m.state().outcome().reason.english).contains("50 moves"));
        // A hat taken off restarts the count.
        Match off = matchFrom(fenOf("a1H h8h", "d4?", "w - - 99 60"));
        off.play("a1-a2");
        off.play("off:b3");
        QVERIFY(!off.state().outcome().over);
        QCOMPARE(ph(off).position().halfmove, 0);
    }

    void threefoldRepetition() {
        Match m = matchFrom(fenOf("a1H h8h", "d4?", "w - - 0 1"));
        const QStringList cycle = {"a1-a2", "keep", "h8-h7", "keep",
                                   "a2-a1", "keep", "h7-h8", "keep"};
        QVERIFY(playAll(m, cycle).isEmpty());
        QVERIFY(playAll(m, cycle.mid(0, 7)).isEmpty());
        QVERIFY(!m.state().outcome().over);
        m.play("keep");
        QVERIFY(m.state().outcome().over);
        QVERIFY(qs(m.state().outcome().reason.english).contains("third time"));
    }

    void everyHatIdentifiedWithoutACrownIsADraw() {
        Match m = matchFrom(fenOf("e3P a8p b7p", "e4?", "w - - 0 1"));
        m.play("e3-e4");
        m.play("pick");
        m.play("roll:3");
        QVERIFY(!m.state().outcome().over); // the wear-or-place decision comes first
        m.play("wear");
        const Outcome o = m.state().outcome();
        QVERIFY(o.over);
        QCOMPARE(o.winner, -1);
        QCOMPARE(qs(o.reason.english),
                 QString("every hat identified and none was a crown: a draw (White 1 piece, "
                         "Black 2 pieces)"));
        QCOMPARE(o.measures.size(), std::size_t(1));
        QCOMPARE(o.measures[0].id, std::string("pieces"));
        QCOMPARE(o.measures[0].value[0], 1);
        QCOMPARE(o.measures[0].value[1], 2);
        // A mirage as the last hat ends it at once.
        Match mirage = matchFrom(fenOf("e3P a8p b7p", "e4?", "w - - 0 1"));
        QVERIFY(playAll(mirage, {"e3-e4", "pick", "roll:6"}).isEmpty());
        QVERIFY(mirage.state().outcome().over);
        // A crown, even one that later left the game, means play goes on.
        Match crown = matchFrom(fenOf("e3P a8p b7p", "e4?", "w - - 0 1"));
        QVERIFY(playAll(crown, {"e3-e4", "pick", "roll:1", "wear"}).isEmpty());
        QVERIFY(!crown.state().outcome().over);
        Match gone = matchFrom(fenOf("e3P a8p b7p", "e4?", "w - c 0 1"));
        QVERIFY(playAll(gone, {"e3-e4", "pick", "roll:2", "wear"}).isEmpty());
        QVERIFY(!gone.state().outcome().over);
    }

    void chessMovesAndCaptures() {
        Match m = matchFrom(fenOf("d4N e6p f5P a8p", "h1?", "w - - 5 1"));
        QCOMPARE(legal(m),
                 sorted({"d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-e2", "d4-f3", "d4xe6", "f5-f6"}));
        QCOMPARE(m.state().describe(Action{kMove, sq("d4"), sq("e6")}).group,
                 std::string("capture"));
        QCOMPARE(m.state().describe(Action{kMove, sq("d4"), sq("c6")}).group, std::string{});
        const auto ts = m.play("d4xe6");
        QCOMPARE(ph(m).position().halfmove, 0);
        QVERIFY(eventTexts(ts.front()).join('\n').contains("removed"));
        // Capturing a hatted piece sends its hat out of the game.
        Match h = matchFrom(fenOf("d1H d7b a8p", "h1?", "w - c 0 1"));
        h.play("d1xd7");
        QCOMPARE(h.state().table(0).tokens.size(), std::size_t(2 + 2 + 1)); // 2 pieces, 2 hats, die
    }
};

QTEST_APPLESS_MAIN(TestPawnsRules)
#include "tst_pawns_rules.moc"
