// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the players read in the list of moves: moves on the board in notation,
// every other decision as a sentence naming who did what, and the hat effects
// the board alone does not explain (Warding, Venom) as notes of the transition.
#include "sorcerer_test_support.h"

#include <QtTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

namespace {

QString said(const GameState& s, const std::string& move) {
    return qs(s.sentence(actionNamed(s, move)).english);
}

// Every note of the transitions, in order.
QStringList notesOf(const std::vector<Transition>& transitions) {
    QStringList out;
    for (const Transition& t : transitions)
        for (const Phrase& p : t.notes) out << qs(p.english);
    return out;
}

// The notes of what the hats did, without the hats drawn from the bag (which
// chance picks) that each capture brings.
QStringList hatNotesOf(const std::vector<Transition>& transitions) {
    QStringList out = notesOf(transitions);
    out.removeIf([](const QString& n) { return n.contains(QStringLiteral(" from the bag")); });
    return out;
}

} // namespace

class TestSorcererSentences : public QObject {
    Q_OBJECT
  private slots:
    void phrasesFillTheirPattern() {
        const Phrase p = Phrase::of("place-hat", "%1 puts %2 on %3", {"White", "blue", "19"});
        QCOMPARE(qs(p.english), QStringLiteral("White puts blue on 19"));
        QCOMPARE(p.args.size(), std::size_t(3));
        // A percent sign that is no argument stays as it is.
        QCOMPARE(qs(Phrase::of("x", "100% %2", {"a"}).english), QStringLiteral("100% %2"));
    }

    void movesStayInNotation() {
        Match m = matchFrom("B:W10,19,32:B6");
        const Phrase p = m.state().sentence(actionNamed(m.state(), "6x15"));
        QCOMPARE(qs(p.id), QStringLiteral("notation"));
        QCOMPARE(qs(p.english), QStringLiteral("6x15"));
    }

    void placementsAndDeclinesNameThePlayer() {
        Match m = matchFrom("B:W10,19,32:B6;racks:/b");
        m.play("6x15");
        QCOMPARE(said(m.state(), "blue@19"), QStringLiteral("White puts blue on 19"));
        QCOMPARE(said(m.state(), "nohat"), QStringLiteral("White puts no hat on"));
        const Phrase p = m.state().sentence(actionNamed(m.state(), "blue@19"));
        QCOMPARE(qs(p.id), QStringLiteral("place-hat"));
        QCOMPARE(p.args, (std::vector<Phrase>{"White", "blue", "19"}));
    }

    // The hat a capture draws from the bag is chance's doing, no decision of
    // anyone's: a note says which it was, so the list of moves tells it.
    void aHatDrawnFromTheBagIsTold() {
        Match m = matchFrom("B:W10,32:B6;bag:r;out:r4y5g5b5c5p5");
        const auto transitions = m.apply(actionNamed(m.state(), "6x15"));
        QVERIFY2(notesOf(transitions).contains(QStringLiteral("Black draws red from the bag")),
                 qPrintable(notesOf(transitions).join(" | ")));
    }

    void wardingIsTold() {
        Match m = matchFrom("B:W10,19,32:B6;racks:/b");
        m.play("6x15");
        m.play("blue@19");
        const auto transitions = m.apply(actionNamed(m.state(), "15x24"));
        QCOMPARE(notesOf(transitions),
                 QStringList{"White's blue hat (Warding) saved the piece on 19"});
        QCOMPARE(transitions.front().notes.front().id, std::string("warded"));
        // The note reaches every viewer.
        QCOMPARE(transitions.front().forViewer(0).notes.size(), std::size_t(1));
    }

    void venomAndItsEndAreTold() {
        // Black jumps the green-hatted piece on 10 and goes on over 19: the
        // jumper is poisoned at once and dies when Black's turn is over.
        Match m = matchFrom("B:W10,19,32:B6;hats:10=g");
        const auto first = m.apply(actionNamed(m.state(), "6x15"));
        QCOMPARE(hatNotesOf(first),
                 QStringList{"White's green hat (Venom) poisoned the piece on 15"});
        while (m.state().currentPlayer() != 0) m.apply(m.state().legalActions().back());
        const auto second = m.apply(actionNamed(m.state(), "15x24"));
        QCOMPARE(hatNotesOf(second), QStringList{"The poison took Black's piece on 24"});
    }

    void wardingCuresPoison() {
        Match m = matchFrom("B:W10,19,32:B6;hats:10=g,6=b");
        m.apply(actionNamed(m.state(), "6x15"));
        while (m.state().currentPlayer() != 0) m.apply(m.state().legalActions().back());
        const auto last = m.apply(actionNamed(m.state(), "15x24"));
        QCOMPARE(hatNotesOf(last),
                 QStringList{"Black's blue hat (Warding) cured the poisoned piece on 24"});
    }

    void draftAndCombosAreSentences() {
        Match draft(kGame, {{"draft", "mixed"}}, 1);
        QCOMPARE(said(draft.state(), "draft:red"), QStringLiteral("White picks Zotting (red)"));

        Match revive = matchFrom("B:W32:B10;racks:ryg/;opts:combo=on");
        QString text;
        for (const Action& a : revive.state().legalActions())
            if (revive.state().actionText(a) == "revive:red+yellow+green@2,4")
                text = qs(revive.state().sentence(a).english);
        QCOMPARE(text, QStringLiteral(
                           "Black gives up red, yellow and green to bring back men on 2 and 4"));

        Match steal = matchFrom("B:W32:B10;racks:r3/gbc2;opts:combo=on");
        QCOMPARE(said(steal.state(), "steal:red:green+blue"),
                 QStringLiteral("Black gives up three red to take green and blue from White"));
        QCOMPARE(said(steal.state(), "steal:red:clear+clear"),
                 QStringLiteral("Black gives up three red to take two clear from White"));
    }

    void poolPicksSayWhoChose() {
        Match select = matchFrom("B:W10,19,32:B6;pools:rg/b", {{"draft", "select"}});
        select.play("6x15");
        QCOMPARE(said(select.state(), "pool:red"),
                 QStringLiteral("Black takes the red hat from the pool"));
        Match contrary = matchFrom("B:W10,19,32:B6;pools:rg/b", {{"draft", "contrary"}});
        contrary.play("6x15");
        QCOMPARE(said(contrary.state(), "pool:red"),
                 QStringLiteral("White gives Black the red hat from the pool"));
    }

    // Plain checkers has no sentences of its own: every action is its notation.
    void checkersIsNotation() {
        Match m("checkers", {}, 1);
        const Phrase p = m.state().sentence(actionNamed(m.state(), "11-15"));
        QCOMPARE(qs(p.english), QStringLiteral("11-15"));
    }
};

QTEST_APPLESS_MAIN(TestSorcererSentences)
#include "tst_sorcerer_sentences.moc"
