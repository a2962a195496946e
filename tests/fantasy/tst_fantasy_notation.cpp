// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fantasy RPG Checkers notation and position line both ways, the errors bad
// text gives, the table the screen draws from, and what decisions look like
// (sentences, picks and buttons).

#ifndef Q_MOC_RUN
#include "fantasy_test_support.h"

#include "games.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::fantasy;
using namespace hatrack::fantasy::test;

namespace {

const Token* tokenOf(const Table& t, int id) {
    return t.token(id);
}

int counterOf(const Table& t, const std::string& id, std::string* label = nullptr) {
    for (const Counter& c : t.counters)
        if (c.id == id) {
            if (label) *label = c.label.english;
            return c.value;
        }
    return -999;
}

} // namespace

class TestFantasyNotation : public QObject {
    Q_OBJECT

  private slots:
    void positionLineRoundTrip() {
        const std::string fens[] = {
            "W ?,? B:1,2,3,4,5,6,7,8,9,10,11,12 W:21,22,23,24,25,26,27,28,29,30,31,32 "
            "P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
            "W fighter,bard B:1p1,2w,K14p1 W:i20,22p2,K27w P:1.1.2,3.0.0 $:0,4 S:0,0 Q:12",
            "B cleric,thief B:5w,9,K30 W:18,19 P:0.2.0,4.0.0 $:7,3 S:1,0 Q:3",
            "B mage,fighter B:10 W:- P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
        };
        for (const std::string& fen : fens)
            QCOMPARE(qs(newGame(kGame, {}, 1, fen)->toFen()), qs(fen));
        // A fixed character skips its choice: Black chooses.
        QCOMPARE(qs(newGame(kGame, {{"white", "mage"}}, 1)->toFen()).left(9), QString("B ?,mage "));
    }

    void badPositionsNameTheProblem() {
        const std::pair<std::string, QString> bad[] = {
            {"B mage,thief B:1 W:32", "8 fields"},
            {"X mage,thief B:1 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "B or W"},
            {"B wizard,thief B:1 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "unknown character 'wizard'"},
            {"B mage,thief B:1,1 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "two checkers on square 1"},
            {"B mage,thief B:33 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "out of range"},
            {"B mage,thief B:1,i2 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "only a Bard"},
            {"B mage,thief B:30 W:1 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "crowned"},
            {"B mage,thief B:1 W:32 P:0.0,0.0.0 $:0,0 S:0,0 Q:0", "men.kings.smart"},
            {"B mage,thief B:1 W:32 P:0.0.1,0.0.0 $:0,0 S:0,0 Q:0", "Smart Fighter"},
            {"B ranger,thief B:1 W:32 P:0.0.0,0.0.0 $:4,0 S:0,0 Q:0", "pennies"},
            {"B mage,thief B:1 W:32 P:0.0.0,0.0.0 $:0,0 S:1,0 Q:0", "Cleric"},
            {"B mage,thief B:1 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:81", "out of range"},
            {"B mage,thief B:1x W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
             "cannot read the checker '1x'"},
            {"B mage,? B:1 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0", "White must choose"},
            {"B mage,thief B:1,2,3,4,5,6,7,8,9,10,11,12,13 W:32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
             "more than 12"},
        };
        for (const auto& [fen, words] : bad) {
            const QString err = rulesErrorOf([&] { newGame(kGame, {}, 1, fen); });
            QVERIFY2(err.contains(words), qPrintable(qs(fen) + " gave: " + err));
        }
    }

    void movesReadBackAndBadMovesSayWhy() {
        Match m = matchFrom(pos("B", "mage,thief", "1,2", "19,32", "0.0.0,0.0.0", "3,0"));
        QStringList texts;
        for (const NotatedMove& mv : m.state().notatedMoves()) {
            texts << qs(mv.text);
            QCOMPARE(m.state().parseMove(mv.text).actions, mv.actions);
        }
        QVERIFY(texts.contains("fireball@19"));
        QVERIFY(texts.contains("missile@19"));
        QVERIFY(texts.contains("1-5"));
        QCOMPARE(m.state().parseMove("fireball@19").actions.size(), std::size_t(2));
        QCOMPARE(m.state().parseMove("FIREBALL").actions.size(), std::size_t(1));
        QVERIFY(rulesErrorOf([&] { m.state().parseMove("fireball@20"); }).contains("illegal"));
        QVERIFY(rulesErrorOf([&] { m.state().parseMove("lightning@19"); }).contains("illegal"));
        QVERIFY(rulesErrorOf([&] { m.state().parseMove("zz"); }).contains("'zz'"));
        QVERIFY(!rulesErrorOf([&] { m.state().parseMove(""); }).isEmpty());
        // A roll given as a move.
        QCOMPARE(playAll(m, {"fireball@19"}), QString());
        QVERIFY(rulesErrorOf([&] { m.play("roll:7"); }).contains("roll:1"));
        QCOMPARE(playAll(m, {"roll:2"}), QString());
        // A whole chain in one.
        Match chain = matchFrom(pos("B", "mage,thief", "1", "6,15,32"));
        QCOMPARE(chain.state().parseMove("1x10x19").actions.size(), std::size_t(2));
        QVERIFY(rulesErrorOf([&] { chain.state().parseMove("1-5"); }).contains("compulsory"));
    }

    void theTableDuringTheChoice() {
        auto s = newGame(kGame, {}, 1);
        const Table t = s->table(kOnlooker);
        QCOMPARE(qs(t.art), QString("fantasy-rpg-checkers"));
        QVERIFY(t.zone("characters"));
        for (int c = 0; c < 6; ++c) {
            const Token* tok = tokenOf(t, kCharacterTokenBase + c);
            QVERIFY(tok);
            QCOMPARE(tok->at, Place::inZone("characters"));
            QCOMPARE(qs(tok->face), qs(characterId(c)));
        }
        const ActionView v = s->describe(Action{kChoose, kMage});
        QCOMPARE(int(v.type), int(ActionView::Type::Pick));
        QCOMPARE(v.target, Place::inZone("characters"));
        QCOMPARE(qs(v.face), QString("mage"));
        QCOMPARE(qs(v.label.english), QString("Choose the Arcane Mage"));
        QCOMPARE(qs(s->sentence(Action{kChoose, kMage}).english),
                 QString("White chooses the Arcane Mage"));
        // The chosen character appears by its side; the row goes once both have chosen.
        const Transition first = s->applyAction(Action{kChoose, kMage});
        QVERIFY(eventTexts(first).join(";").contains(QString::number(kChosenTokenBase + 1)));
        QVERIFY(s->table(kOnlooker).zone("characters"));
        s->applyAction(Action{kChoose, kThief});
        QVERIFY(!s->table(kOnlooker).zone("characters"));
        QCOMPARE(qs(s->table(kOnlooker).token(kChosenTokenBase)->face), QString("thief"));
    }

    void theTableInPlay() {
        Match m =
            matchFrom("B fighter,thief B:1p1,2w,K14p1 W:22,K27w P:1.1.2,3.0.0 $:0,4 S:0,0 Q:12");
        const Table t = m.state().table(kOnlooker);
        QVERIFY(!t.zone("characters"));
        QCOMPARE(qs(tokenOf(t, kChosenTokenBase)->face), QString("fighter"));
        QCOMPARE(tokenOf(t, kChosenTokenBase + 1)->at, Place::inZone("character:1"));
        // Checkers: ids in square order; the wounded flagged; pennies as one coin on each.
        QVERIFY(tokenOf(t, 1)->hasFlag("wounded"));
        QCOMPARE(qs(tokenOf(t, 2)->type), QString("king"));
        QCOMPARE(tokenOf(t, kCoinIdBase + 2)->at, Place::on(2));
        QCOMPARE(qs(tokenOf(t, kCoinIdBase + 2)->type), QString("coin"));
        // Pools: a king counts two; the Smart Fighter's pennies are one coin there.
        QCOMPARE(tokenOf(t, kSmartCoinIdBase)->height, 2);
        QCOMPARE(tokenOf(t, kSmartCoinIdBase)->at, Place::inZone("pool:0"));
        std::string label;
        QCOMPARE(counterOf(t, "level:0", &label), 5);
        QCOMPARE(qs(label), QString("Level"));
        QCOMPARE(counterOf(t, "ld:1"), -2);
        QCOMPARE(counterOf(t, "pool:0"), 3);
        QCOMPARE(counterOf(t, "pennies:1", &label), 4);
        QCOMPARE(qs(label), QString("Arrows"));
        QCOMPARE(counterOf(t, "pennies:0"), -999);
        QCOMPARE(tokenOf(t, kDieId)->at, Place::inZone("dice"));
        // The Thief's spellbook: the bow, costing a penny an arrow.
        const Token* bow = tokenOf(t, kSpellTokenBase + 20);
        QVERIFY(bow);
        QCOMPARE(qs(bow->face), QString("shoot"));
        QCOMPARE(bow->at, Place::inZone("spellbook:1"));
        QCOMPARE(bow->height, 1);
        // Headed as powers: the bow is no spell.
        QCOMPARE(qs(t.zone("spellbook:1")->label.english), QString("White's powers"));
    }

    void decisionsOnScreen() {
        Match m = matchFrom(pos("B", "ranger,cleric", "1", "6,15,16,23,24", "0.0.0,0.0.0", "0,3"));
        QCOMPARE(playAll(m, {"1x10"}), QString());
        // The Cleric's offer in Black's turn.
        const auto offer = m.state().legalActions();
        QCOMPARE(qs(m.state().describe(offer[0]).label.english),
                 QString("Cure Critical Wounds (3 pennies)"));
        QCOMPARE(qs(m.state().describe(offer[0]).group), QString("cure-critical"));
        QCOMPARE(qs(m.state().describe(offer[1]).label.english), QString("Let it be captured"));
        // The captured checker went to Black's pool.
        const auto ts = m.play("let-capture");
        QVERIFY2(eventTexts(ts.front()).contains("moved 1 square:5 -> zone:pool:0"),
                 qPrintable(eventTexts(ts.front()).join("; ")));
        QCOMPARE(playAll(m, {"10x19", "let-capture"}), QString());
        QCOMPARE(fs(m).phase(), Phase::Stab);
        const Action stab{kTarget, 22};
        const ActionView v = m.state().describe(stab);
        QCOMPARE(v.target, Place::square(22));
        QCOMPARE(qs(v.group), QString("stab"));
        QCOMPARE(qs(m.state().sentence(stab).english), QString("Black wounds 23 (Leap & Stab)"));
        QCOMPARE(qs(m.state().describe(Action{kStop}).label.english), QString("Stop stabbing"));

        Match mage = matchFrom(pos("B", "mage,thief", "1,2", "19,32", "0.0.0,0.0.0", "3,0"));
        const ActionView cast = mage.state().describe(Action{kCast, kFireball});
        QCOMPARE(cast.target, Place::inZone("spellbook:0"));
        QCOMPARE(qs(mage.state().table(kOnlooker).zone("spellbook:0")->label.english),
                 QString("Black's spells"));
        QCOMPARE(qs(cast.face), QString("fireball"));
        QCOMPARE(playAll(mage, {"fireball"}), QString());
        QCOMPARE(qs(mage.state().sentence(Action{kTarget, 18}).english),
                 QString("Black aims Fireball at 19"));
    }
};

QTEST_APPLESS_MAIN(TestFantasyNotation)
#include "tst_fantasy_notation.moc"
