// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every Fantasy RPG Checkers rule in a scenario (docs/rules.md, Fantasy RPG
// Checkers): saves, pools and levels, crowns from the opponent's pool, each
// power and spell of the six characters, the special victories and the
// no-progress draw. Dice are given by the test (roll:N). Board fields read
// "B:<black checkers> W:<white checkers>", a checker [K]square[w][pN] or iSquare.

#ifndef Q_MOC_RUN
#include "fantasy_test_support.h"

#include "games.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::fantasy;
using namespace hatrack::fantasy::test;

namespace {

QStringList notesOf(const std::vector<Transition>& ts) {
    QStringList out;
    for (const Transition& t : ts)
        for (const Phrase& p : t.notes) out << qs(p.english);
    return out;
}

} // namespace

class TestFantasyRules : public QObject {
    Q_OBJECT

  private slots:
    void charactersAreChosenSecondPlayerFirst() {
        Match m(kGame, {}, 1, {}, ChanceMode::Given);
        QVERIFY(m.state().inSetup());
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(playAll(m, {"choose:mage"}), QString());
        QCOMPARE(m.state().currentPlayer(), 0);
        // Both may play the same character.
        QCOMPARE(playAll(m, {"choose:mage"}), QString());
        QVERIFY(!m.state().inSetup());
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(fs(m).character(0), int(kMage));
        QCOMPARE(fs(m).character(1), int(kMage));
        // Options fix a side and skip its choice.
        Match fixed(kGame, {{"white", "thief"}}, 1, {}, ChanceMode::Given);
        QCOMPARE(fixed.state().currentPlayer(), 0);
        QCOMPARE(playAll(fixed, {"choose:fighter"}), QString());
        // The Fighter's checkers start with a penny each.
        QVERIFY(field(fixed, 2).contains("1p1,2p1"));
    }

    void aNaturalSixSavesAtLdMinusFive() {
        const std::string fen = pos("B", "mage,thief", "1,2", "19,32", "5.0.0,0.0.0", "3,0");
        Match saved = matchFrom(fen);
        QCOMPARE(playAll(saved, {"fireball@19"}), QString());
        QCOMPARE(saved.state().currentPlayer(), kChance);
        const auto ts = saved.play("roll:6");
        QVERIFY(notesOf(ts).contains(
            "White saves against Fireball on 19: 6 + LD -5 = 1, saved (a natural 6)"));
        bool rolled = false;
        for (const TableEvent& e : ts.front().events)
            rolled |= e.kind == TableEvent::Kind::Rolled && e.token == kDieId && e.value == 6;
        QVERIFY(rolled);
        QCOMPARE(board(saved), QString("B:1,2 W:19w,32"));
        Match failed = matchFrom(fen);
        QCOMPARE(playAll(failed, {"fireball@19", "roll:5"}), QString());
        QCOMPARE(board(failed), QString("B:1,2 W:32"));
        QCOMPARE(field(failed, 4), QString("P:6.0.0,0.0.0"));
        // Six levels gained over the pool of five: one penny more for the Mage.
        QCOMPARE(field(failed, 5), QString("$:1,0"));
    }

    void aCapturedKingCountsTwo() {
        Match m = matchFrom(pos("B", "mage,ranger", "10", "K14,32"));
        QCOMPARE(playAll(m, {"10x17"}), QString());
        QCOMPARE(fs(m).level(0), 2);
        QCOMPARE(fs(m).ld(1), -2);
        QCOMPARE(field(m, 4), QString("P:0.1.0,0.0.0"));
        QCOMPARE(field(m, 5), QString("$:2,0"));
    }

    void aCrownComesFromTheOpponentsPoolAndThePennyComesBack() {
        Match m = matchFrom(pos("B", "ranger,mage", "14,27", "18,23", "0.0.0,2.0.0", "0,2"));
        QCOMPARE(playAll(m, {"27-31"}), QString());
        QCOMPARE(board(m), QString("B:14,K31 W:18,23"));
        QCOMPARE(fs(m).level(1), 1);
        QCOMPARE(field(m, 5), QString("$:0,2"));
        // The level rises again: the Mage gets a penny for it.
        QCOMPARE(playAll(m, {"18x9"}), QString());
        QCOMPARE(fs(m).level(1), 2);
        QCOMPARE(field(m, 5), QString("$:0,3"));
        // With the pool empty, a crown comes from the spare checkers.
        Match spare = matchFrom(pos("B", "ranger,mage", "27", "18"));
        QCOMPARE(playAll(spare, {"27-32"}), QString());
        QCOMPARE(board(spare), QString("B:K32 W:18"));
        QCOMPARE(fs(spare).level(1), 0);
    }

    void cureCriticalWoundsInTheMiddleOfAChain() {
        const std::string fen = pos("B", "mage,cleric", "1,3", "6,15,31", "0.0.0,0.0.0", "0,3");
        Match m = matchFrom(fen);
        QCOMPARE(playAll(m, {"1x10"}), QString());
        QCOMPARE(m.state().currentPlayer(), 1);
        QCOMPARE(m.state().turnOwner(), 0);
        QCOMPARE(legal(m), QStringList({"cure-critical", "let-capture"}));
        QCOMPARE(playAll(m, {"cure-critical"}), QString());
        // The jumper landed beyond and goes on; the saved checker stays.
        QCOMPARE(legal(m), QStringList({"10x19"}));
        QCOMPARE(playAll(m, {"10x19"}), QString());
        // Only once a turn: the second capture is not offered.
        QCOMPARE(board(m), QString("B:3,19 W:6,31"));
        QCOMPARE(field(m, 5), QString("$:1,0"));
        QCOMPARE(field(m, 6), QString("S:0,1"));
        // The Cleric's next turn is skipped.
        QCOMPARE(legal(m), QStringList({"pass"}));
        QCOMPARE(playAll(m, {"pass"}), QString());
        QCOMPARE(m.state().currentPlayer(), 0);
        QCOMPARE(field(m, 6), QString("S:0,0"));

        Match declined = matchFrom(fen);
        QCOMPARE(playAll(declined, {"1x10", "let-capture", "10x19"}), QString());
        // Declined once, it is offered again at the next capture.
        QCOMPARE(legal(declined), QStringList({"cure-critical", "let-capture"}));
        QCOMPARE(playAll(declined, {"let-capture"}), QString());
        QCOMPARE(board(declined), QString("B:3,19 W:31"));
        QCOMPARE(field(declined, 5), QString("$:2,3"));
    }

    void cureCriticalWoundsAgainstAWound() {
        Match m = matchFrom(pos("B", "mage,cleric", "1", "19w,32", "0.0.0,0.0.0", "1,3"));
        QCOMPARE(playAll(m, {"missile@19", "cure-critical"}), QString());
        // Saved from a wound, it stays face down.
        QCOMPARE(board(m), QString("B:1 W:19w,32"));
        QCOMPARE(field(m, 6), QString("S:0,1"));
    }

    void leapAndStabSplitsWoundsThreeWays() {
        const std::string fen = pos("B", "ranger,mage", "1", "6,15,16,23,24");
        Match m = matchFrom(fen);
        QCOMPARE(playAll(m, {"1x10", "10x19"}), QString());
        // LD 2 after the two captures: three wounds.
        QCOMPARE(legal(m), QStringList({"stab@16", "stab@23", "stab@24", "stop"}));
        QCOMPARE(playAll(m, {"stab@16", "stab@23", "stab@24"}), QString());
        QCOMPARE(board(m), QString("B:19 W:16w,23w,24w"));
        // Then the chain goes on.
        QCOMPARE(fs(m).phase(), Phase::Chain);

        // All three on one checker: the second captures it, the third goes elsewhere.
        Match one = matchFrom(fen);
        QCOMPARE(playAll(one, {"1x10", "10x19", "stab@23", "stab@23", "stab@24"}), QString());
        QCOMPARE(board(one), QString("B:19 W:16,24w"));
        QCOMPARE(fs(one).level(0), 3);

        // Stopping early.
        Match early = matchFrom(fen);
        QCOMPARE(playAll(early, {"1x10", "10x19", "stab@16", "stop"}), QString());
        QCOMPARE(board(early), QString("B:19 W:16w,23,24"));
    }

    void leapAndStabStillComesWhenTheSecondJumpCrowns() {
        Match m = matchFrom(pos("B", "ranger,mage", "14", "18,25,26,29"));
        QCOMPARE(playAll(m, {"14x23", "23x30"}), QString());
        QCOMPARE(legal(m), QStringList({"stab@25", "stop"}));
        QCOMPARE(playAll(m, {"stab@25", "stop"}), QString());
        // The new king could jump 25, but a crowned man's move is over.
        QCOMPARE(board(m), QString("B:K30 W:25w,29"));
        QCOMPARE(m.state().turnOwner(), 1);
    }

    void backstabWoundsByHalfTheLevel() {
        Match m = matchFrom(pos("B", "ranger,mage", "18", "14,32", "3.0.0,0.0.0"));
        QVERIFY(legal(m).contains("backstab"));
        QCOMPARE(playAll(m, {"backstab@14"}), QString());
        QCOMPARE(board(m), QString("B:18 W:32"));
        Match one = matchFrom(pos("B", "ranger,mage", "18", "14,32", "1.0.0,0.0.0"));
        QCOMPARE(playAll(one, {"backstab@14"}), QString());
        QCOMPARE(board(one), QString("B:18 W:14w,32"));
        // Level 0 deals nothing, so it is not offered; nor from in front.
        QVERIFY(!legal(matchFrom(pos("B", "ranger,mage", "18", "14,32"))).contains("backstab"));
        QVERIFY(!legal(matchFrom(pos("B", "ranger,mage", "5", "14,32", "3.0.0,0.0.0")))
                     .contains("backstab"));
    }

    void aCaptureComesBeforeAnySpell() {
        Match m = matchFrom(pos("B", "mage,thief", "1,10", "14,19", "0.0.0,0.0.0", "3,0"));
        QCOMPARE(legal(m), QStringList({"10x17"}));
        QVERIFY(m.state().captureRequired());
    }

    void fireballOnACrowdedSquare() {
        Match m = matchFrom(pos("B", "mage,thief", "1,11", "15,18,19,32", "0.0.0,0.0.0", "3,0"));
        QCOMPARE(playAll(m, {"fireball"}), QString());
        // The screen shows the 3x3 before the spell is cast.
        const auto view = m.state().describe(Action{kTarget, 14});
        QCOMPARE(view.area, std::vector<int>({14, 9, 10, 17, 18}));
        QCOMPARE(view.group, std::string("fireball"));
        // Saves: the target first, then the squares around in square order (11 is Black's own).
        QCOMPARE(playAll(m, {"fireball@15", "roll:4", "roll:1", "roll:6", "roll:2"}), QString());
        QCOMPARE(board(m), QString("B:1,11w W:15w,18,19w,32"));
        QCOMPARE(field(m, 5), QString("$:0,0"));
    }

    void aSpellThatEmptiesBothSidesIsADraw() {
        // The Fireball takes White's last checker first; the win waits until
        // Black's own wounded checker beside it has saved or fallen.
        Match m = matchFrom(pos("B", "mage,ranger", "22w", "18", "0.0.0,2.0.0", "3,0"));
        QCOMPARE(playAll(m, {"fireball@18", "roll:1"}), QString());
        QVERIFY(!m.state().outcome().over);
        QCOMPARE(playAll(m, {"roll:1"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, -1);
        // Saved: Black keeps its checker and wins.
        Match saved = matchFrom(pos("B", "mage,ranger", "22w", "18", "0.0.0,2.0.0", "3,0"));
        QCOMPARE(playAll(saved, {"fireball@18", "roll:1", "roll:6"}), QString());
        QCOMPARE(saved.state().outcome().winner, 0);
    }

    void callLightningOnACrowdedSquare() {
        Match m = matchFrom(pos("B", "cleric,thief", "1,11", "15,18,19,32", "0.0.0,0.0.0", "5,0"));
        QCOMPARE(playAll(m, {"lightning@15", "roll:3", "roll:6", "roll:1", "roll:5"}), QString());
        QCOMPARE(board(m), QString("B:1,11 W:18w,19,32"));
        QCOMPARE(field(m, 4), QString("P:1.0.0,0.0.0"));
        // Five spent, one gained with the level.
        QCOMPARE(field(m, 5), QString("$:1,0"));
        // A checker of the caster's own side lost to its own spell goes to no pool.
        Match own = matchFrom(pos("B", "cleric,thief", "1,11w", "15,18,32", "0.0.0,0.0.0", "5,0"));
        QCOMPARE(playAll(own, {"lightning@15", "roll:1", "roll:1", "roll:6"}), QString());
        QCOMPARE(board(own), QString("B:1 W:18,32"));
        QCOMPARE(field(own, 4), QString("P:1.0.0,0.0.0"));
    }

    void charmSavedAndNotSaved() {
        const std::string fen = pos("B", "bard,mage", "3,9", "14,18,32", "0.0.0,0.0.0", "1,0");
        Match kept = matchFrom(fen);
        QCOMPARE(playAll(kept, {"charm@9", "roll:3"}), QString());
        QCOMPARE(board(kept), QString("B:3,9p1 W:14,18,32"));
        // White may not jump the charmed checker.
        QVERIFY(!legal(kept).contains("14x5"));
        QVERIFY(!kept.state().captureRequired());
        Match lost = matchFrom(fen);
        QCOMPARE(playAll(lost, {"charm@9", "roll:4"}), QString());
        QCOMPARE(board(lost), QString("B:3,9 W:14,18,32"));
        QCOMPARE(legal(lost), QStringList({"14x5"}));
    }

    void anIllusionVanishesOnASaveWhileBlocking() {
        const std::string fen = pos("W", "bard,mage", "1,9,i14", "18,32");
        Match saved = matchFrom(fen);
        // White's step 18-14 is blocked: White saves before acting.
        QCOMPARE(saved.state().currentPlayer(), kChance);
        QCOMPARE(playAll(saved, {"roll:4"}), QString());
        QCOMPARE(board(saved), QString("B:1,9 W:18,32"));
        QVERIFY(legal(saved).contains("18-14"));
        Match failed = matchFrom(fen);
        QCOMPARE(playAll(failed, {"roll:3"}), QString());
        QCOMPARE(board(failed), QString("B:1,9,i14 W:18,32"));
        QVERIFY(!legal(failed).contains("18-14"));
    }

    void anIllusionIsPlacedAndJumpsAfterASave() {
        Match m = matchFrom(pos("B", "bard,mage", "1", "18,32", "0.0.0,0.0.0", "2,0"));
        // Only empty squares of Black's half.
        QVERIFY(legal(m).contains("illusion"));
        QVERIFY(rulesErrorOf([&] { m.play("illusion@18"); }).contains("illegal"));
        QCOMPARE(playAll(m, {"illusion@14"}), QString());
        QCOMPARE(board(m), QString("B:1,i14 W:18,32"));
        // White could jump it: White saves first; failing, the jump is compulsory
        // and the illusion vanishes into no pool.
        QCOMPARE(playAll(m, {"roll:1"}), QString());
        QCOMPARE(legal(m), QStringList({"18x9"}));
        QCOMPARE(playAll(m, {"18x9"}), QString());
        QCOMPARE(field(m, 4), QString("P:0.0.0,0.0.0"));

        // An illusion about to jump: the jumped checker's owner saves first.
        const std::string jump = pos("B", "bard,mage", "1,i14", "18,32");
        Match vanished = matchFrom(jump);
        QCOMPARE(playAll(vanished, {"14x23", "roll:6"}), QString());
        QCOMPARE(board(vanished), QString("B:1 W:18,32"));
        QCOMPARE(vanished.state().turnOwner(), 1);
        Match jumped = matchFrom(jump);
        QCOMPARE(playAll(jumped, {"14x23", "roll:1"}), QString());
        QCOMPARE(board(jumped), QString("B:1,i23 W:32"));
    }

    void arrowsAtTheRangeLimitAndBlocked() {
        // Level 2: range 2, one arrow.
        Match inRange = matchFrom(pos("B", "thief,mage", "5", "14,32", "2.0.0,0.0.0", "2,0"));
        QCOMPARE(playAll(inRange, {"arrow@14"}), QString());
        QCOMPARE(board(inRange), QString("B:5 W:14w,32"));
        QCOMPARE(inRange.state().turnOwner(), 1);
        QCOMPARE(field(inRange, 5), QString("$:1,0"));
        // Three squares away is out of range.
        QVERIFY(!legal(matchFrom(pos("B", "thief,mage", "5", "18,32", "2.0.0,0.0.0", "2,0")))
                     .contains("shoot"));
        // A checker in the way stops the arrow.
        Match blocked = matchFrom(pos("B", "thief,mage", "5", "9,14,32", "2.0.0,0.0.0", "2,0"));
        QCOMPARE(playAll(blocked, {"shoot"}), QString());
        QCOMPARE(legal(blocked), QStringList({"arrow@9"}));
        // Level 3: two arrows, here both at one checker.
        Match two = matchFrom(pos("B", "thief,mage", "5", "14,32", "3.0.0,2.0.0", "3,0"));
        QCOMPARE(playAll(two, {"arrow@14"}), QString());
        QCOMPARE(legal(two), QStringList({"arrow@14", "stop"}));
        QCOMPARE(playAll(two, {"arrow@14"}), QString());
        QCOMPARE(board(two), QString("B:5 W:32"));
        // The capture gained an arrow.
        QCOMPARE(field(two, 5), QString("$:2,0"));
    }

    void lootByLevelDifference() {
        Match m = matchFrom(pos("B", "thief,mage", "9", "14,30", "2.0.0,0.0.0"));
        QCOMPARE(playAll(m, {"9x18"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QCOMPARE(qs(m.state().outcome().reason.english),
                 QString("Loot! Black's Thief leads by 3 levels"));
    }

    void lootByATripleJump() {
        Match m = matchFrom(pos("B", "thief,mage", "1", "6,15,24,32", "0.0.0,1.0.0"));
        QCOMPARE(playAll(m, {"1x10x19x28"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, 0);
        QVERIFY(qs(m.state().outcome().reason.english).contains("triple jump"));
        // Two jumps are not enough.
        Match two = matchFrom(pos("B", "thief,mage", "1", "6,15,32", "0.0.0,1.0.0"));
        QCOMPARE(playAll(two, {"1x10x19"}), QString());
        QVERIFY(!two.state().outcome().over);
    }

    void smartPennyRaisesTheLevel() {
        Match m = matchFrom(pos("B", "fighter,mage", "1p1", "6,15,32"));
        QCOMPARE(playAll(m, {"1x10x19"}), QString());
        QCOMPARE(field(m, 4), QString("P:2.0.1,0.0.0"));
        QCOMPARE(fs(m).level(0), 3);
        // One jump only: no penny.
        Match one = matchFrom(pos("B", "fighter,mage", "1p1", "6,32"));
        QCOMPARE(playAll(one, {"1x10"}), QString());
        QCOMPARE(field(one, 4), QString("P:1.0.0,0.0.0"));
    }

    void loadsOfHpTakeTheFirstWound() {
        Match m = matchFrom(pos("W", "fighter,mage", "14p1,3p1", "32", "0.0.0,0.0.0", "0,2"));
        QCOMPARE(playAll(m, {"missile@14"}), QString());
        QCOMPARE(board(m), QString("B:3p1,14 W:32"));
        QCOMPARE(playAll(m, {"3-7", "missile@14"}), QString());
        QCOMPARE(board(m), QString("B:7p1,14w W:32"));
    }

    void tacticalMasterBendsJumpsWhileAhead() {
        const QStringList bent{"9x17/14"};
        Match ahead = matchFrom(pos("B", "fighter,mage", "9p1", "14,18,32", "1.0.0,0.0.0"));
        QCOMPARE(legal(ahead), bent);
        QCOMPARE(playAll(ahead, {"9x17"}), QString());
        QCOMPARE(board(ahead), QString("B:17p1 W:18,32"));
        Match even = matchFrom(pos("B", "fighter,mage", "9p1", "14,18,32"));
        QVERIFY(!even.state().captureRequired());
    }

    void cureLightWounds() {
        Match m = matchFrom(pos("B", "cleric,mage", "9w,1", "32", "0.0.0,0.0.0", "1,0"));
        QCOMPARE(legal(m).filter("cure").size(), 1);
        QCOMPARE(playAll(m, {"cure@9"}), QString());
        QCOMPARE(board(m), QString("B:1,9 W:32"));
        QCOMPARE(field(m, 5), QString("$:0,0"));
    }

    void magicMissileFollowsAMovePath() {
        Match m = matchFrom(pos("B", "mage,thief", "1", "19,32", "0.0.0,0.0.0", "1,0"));
        QCOMPARE(playAll(m, {"missile@19"}), QString());
        QCOMPARE(board(m), QString("B:1 W:19w,32"));
        // A man's path goes forward only.
        Match back = matchFrom(pos("B", "mage,thief", "14", "5,13", "0.0.0,0.0.0", "1,0"));
        QVERIFY(!legal(back).contains("missile"));
        Match king = matchFrom(pos("B", "mage,thief", "K14", "5,13", "0.0.0,0.0.0", "1,0"));
        QVERIFY(legal(king).contains("missile"));
    }

    void aSpellSaysWhatItDid() {
        // The line of the spell names its target; a note says what became of it.
        auto notesOf = [](Match& m, const std::string& move) {
            QStringList out;
            for (const Transition& t : m.play(move))
                for (const Phrase& n : t.notes) out << qs(n.english);
            return out;
        };
        Match healthy = matchFrom(pos("B", "mage,thief", "1", "19,32", "0.0.0,0.0.0", "1,0"));
        QCOMPARE(notesOf(healthy, "missile"), QStringList());
        QCOMPARE(notesOf(healthy, "missile@19"), QStringList{"The man on 19 is wounded"});
        Match hurt = matchFrom(pos("B", "mage,thief", "1", "K19w,32", "0.0.0,0.0.0", "1,0"));
        QCOMPARE(playAll(hurt, {"missile"}), QString());
        QCOMPARE(notesOf(hurt, "missile@19"), QStringList{"The king on 19 is captured"});
        // A Smart Fighter's penny takes the wound first.
        Match fighter = matchFrom(pos("B", "mage,fighter", "1", "19p1,32p1", "0.0.0,0.0.0", "1,0"));
        QCOMPARE(playAll(fighter, {"missile"}), QString());
        QCOMPARE(notesOf(fighter, "missile@19"), QStringList{"The man on 19 loses its penny"});
    }

    void lastCheckerGoneOrNoMoveLoses() {
        Match m = matchFrom(pos("B", "mage,thief", "10", "14"));
        QCOMPARE(playAll(m, {"10x17"}), QString());
        QCOMPARE(m.state().outcome().winner, 0);
        QCOMPARE(qs(m.state().outcome().reason.english), QString("White has no checkers left"));
        // White's only man is blocked and no spell can be cast: White cannot move.
        Match stuck = matchFrom(pos("W", "thief,mage", "1,10", "5"));
        QVERIFY(stuck.state().outcome().over);
        QCOMPARE(stuck.state().outcome().winner, 0);
        QCOMPARE(qs(stuck.state().outcome().reason.english), QString("White cannot move"));
        // A player who can still cast has not lost.
        Match caster = matchFrom(pos("W", "thief,mage", "1,10", "5", "0.0.0,0.0.0", "0,1"));
        QVERIFY(!caster.state().outcome().over);
        QCOMPARE(legal(caster), QStringList({"missile"}));
        // Illusions count for nothing: a Bard whose real checkers are stuck has lost,
        // even with an illusion free to move.
        Match bard = matchFrom(pos("W", "thief,bard", "1,10", "5,i22"));
        QVERIFY(bard.state().outcome().over);
        QCOMPARE(bard.state().outcome().winner, 0);
    }

    void noProgressDraws() {
        Match m = Match(kGame, {}, 1, "B mage,thief B:K1 W:K32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:79",
                        ChanceMode::Given);
        QCOMPARE(playAll(m, {"1-5"}), QString());
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, -1);
        // A wound is progress.
        Match wound =
            Match(kGame, {}, 1, "B mage,thief B:K1 W:K19,32 P:0.0.0,0.0.0 $:1,0 S:0,0 Q:79",
                  ChanceMode::Given);
        QCOMPARE(playAll(wound, {"missile@19"}), QString());
        QVERIFY(!wound.state().outcome().over);
        QCOMPARE(fs(wound).quietPlies(), 0);
    }
};

QTEST_APPLESS_MAIN(TestFantasyRules)
#include "tst_fantasy_rules.moc"
