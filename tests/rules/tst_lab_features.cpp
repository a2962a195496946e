// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What each game counts for the variant lab (GameState::featureTags and
// heldFeatures): Sorcerer's Apprentice's hats power by power on set
// positions, and in real runs the characters and spells of Fantasy RPG
// Checkers, the cards and planets of Alien Checkers, the hats of Pawns in
// Hats, and nothing at all for checkers.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "lab.h"
#include "test_support.h"

#include <set>
#include <string>
#include <vector>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// "hat:red 0 1": a tag's feature, seat and times.
QString tagText(const FeatureTag& tag) {
    return QString("%1 %2 %3").arg(qs(tag.id)).arg(tag.seat).arg(tag.times);
}

// The tags of a Sorcerer's Apprentice game from `fen` through `moves`, each
// decision and chance outcome asked of the state before it, as the lab asks.
QStringList tagsAlong(const std::string& fen, const std::vector<std::string>& moves) {
    Match m("sorcerers-apprentice", {}, 1, fen);
    for (const std::string& move : moves) m.play(move);
    auto before = newGame(m.gameId(), m.options(), m.seed(), m.startFen());
    QStringList out;
    for (const LogEntry& e : m.log()) {
        auto after = before->clone();
        const Transition t = after->applyAction(e.action);
        for (const FeatureTag& tag : before->featureTags(e.action, t)) out << tagText(tag);
        before = std::move(after);
    }
    return out;
}

std::vector<LabFeature> featuresOf(const std::string& game, const Options& options, int games) {
    LabConfig c;
    c.gameId = game;
    c.variants = {{"", options}};
    c.games = games;
    c.seed = 5;
    c.jobs = 2;
    LabRun run(c);
    run.run();
    return labStats(c, run.games(), 0).features;
}

std::set<std::string> idsOf(const std::vector<LabFeature>& features, const std::string& kind) {
    std::set<std::string> out;
    for (const LabFeature& f : features)
        if (f.id.starts_with(kind + ":")) out.insert(f.id);
    return out;
}

// Seats that had one of the features of `kind`, over all games.
int seatsWith(const std::vector<LabFeature>& features, const std::string& kind) {
    int seats = 0;
    for (const LabFeature& f : features)
        if (f.id.starts_with(kind + ":")) seats += f.score.of;
    return seats;
}

} // namespace

class TestLabFeatures : public QObject {
    Q_OBJECT

  private slots:
    void sorcererHatsCountWhenTheirPowersAct_data();
    void sorcererHatsCountWhenTheirPowersAct();
    void sorcererSelectDraftGivesEveryHat();
    void fantasyCharactersAndSpells();
    void fantasyCharactersChosenOnTheBoard();
    void alienCardsAndPlanets();
    void pawnsHats();
    void checkersHasNone();
    void heldFeaturesOutlastAResignation();
};

void TestLabFeatures::sorcererHatsCountWhenTheirPowersAct_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QStringList>("tags");
    // Black is seat 0, White seat 1.
    QTest::newRow("zot") << "B:W7,32:B10,1;hats:10=r" << QStringList{"10z7"}
                         << QStringList{"hat:red 0 1"};
    QTest::newRow("zot warded") << "B:W15,32:B10,1;hats:10=r,15=b" << QStringList{"10z15"}
                                << QStringList{"hat:red 0 1", "hat:blue 1 1"};
    QTest::newRow("strength") << "B:W7,14,32:B10,1;hats:10=c" << QStringList{"10x14"}
                              << QStringList{"hat:clear 0 1"};
    QTest::newRow("valor") << "B:W15,32:B10;hats:10=p" << QStringList{"10x18"}
                           << QStringList{"hat:purple 0 1"};
    // Two hops over friends, then a capture that is no use of Nimbleness.
    QTest::newRow("nimbleness") << "B:W24,29:B1,6,15;hats:1=y"
                                << QStringList{"1x10", "10x19", "19x28"}
                                << QStringList{"hat:yellow 0 1", "hat:yellow 0 1"};
    // Taking a piece in a green hat poisons the taker: White's Venom acted.
    QTest::newRow("venom") << "B:W6,15,32:B1,4;hats:6=g" << QStringList{"1x10"}
                           << QStringList{"hat:green 1 1"};
    // Black's Warding hat cures the poison at the end of the turn.
    QTest::newRow("warding cures") << "B:W6,15,32:B1,4;hats:6=g,1=b" << QStringList{"1x10", "10x19"}
                                   << QStringList{"hat:green 1 1", "hat:blue 0 1"};
    // White puts its blue hat on 19 mid-chain (it has it), and it saves the piece.
    QTest::newRow("placed, then warding")
        << "B:W10,19,32:B6;racks:/b" << QStringList{"6x15", "blue@19", "15x24"}
        << QStringList{"hat:blue 1 0", "hat:blue 1 1"};
}

void TestLabFeatures::sorcererHatsCountWhenTheirPowersAct() {
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(QStringList, tags);
    std::vector<std::string> played;
    for (const QString& m : moves) played.push_back(m.toStdString());
    QCOMPARE(tagsAlong(fen.toStdString(), played), tags);
}

void TestLabFeatures::sorcererSelectDraftGivesEveryHat() {
    // Each side drafts 12 of the 30 hats into its own pool, so both have hats
    // of every colour, and each has one as its power.
    const auto features = featuresOf("sorcerers-apprentice", {{"draft", "select"}}, 2);
    QCOMPARE(idsOf(features, "hat"),
             (std::set<std::string>{"hat:blue", "hat:clear", "hat:green", "hat:purple", "hat:red",
                                    "hat:yellow"}));
    for (const LabFeature& f : features) {
        QCOMPARE(f.games, 2);
        QVERIFY(f.label.english != f.id);
    }
    QCOMPARE(features.front().label.english, std::string("Warding"));
    // Without a draft, hats are had when put on a piece.
    QVERIFY(!idsOf(featuresOf("sorcerers-apprentice", {}, 4), "hat").empty());
}

void TestLabFeatures::fantasyCharactersAndSpells() {
    const auto features =
        featuresOf("fantasy-rpg-checkers", {{"black", "mage"}, {"white", "thief"}}, 4);
    QCOMPARE(idsOf(features, "character"),
             (std::set<std::string>{"character:mage", "character:thief"}));
    for (const LabFeature& f : features) {
        if (!f.id.starts_with("character:")) continue;
        QCOMPARE(f.games, 4);
        QCOMPARE(f.uses, 0);
        QCOMPARE(f.score.of, 4);
    }
    QCOMPARE(features.front().label.english, std::string("Arcane Mage"));
    // The spells are the two characters' own.
    const auto spells = idsOf(features, "spell");
    QVERIFY(!spells.empty());
    for (const std::string& s : spells)
        QVERIFY2(s == "spell:fireball" || s == "spell:magic-missile" || s == "spell:shoot",
                 s.c_str());
}

void TestLabFeatures::fantasyCharactersChosenOnTheBoard() {
    // Both sides choose: every seat of every game has a character.
    const auto features = featuresOf("fantasy-rpg-checkers", {}, 3);
    QVERIFY(!idsOf(features, "character").empty());
    QCOMPARE(seatsWith(features, "character"), 2 * 3);
}

void TestLabFeatures::alienCardsAndPlanets() {
    const auto features = featuresOf("alien-checkers", {}, 4);
    QVERIFY(!idsOf(features, "card").empty());
    QVERIFY(!idsOf(features, "planet").empty());
    QCOMPARE(seatsWith(features, "planet"), 2 * 4); // one planet dealt to each side
    for (const LabFeature& f : features)
        if (f.id.starts_with("card:")) QVERIFY(f.uses > 0);
    QVERIFY(idsOf(featuresOf("alien-checkers", {{"planets", "off"}}, 2), "planet").empty());
}

void TestLabFeatures::pawnsHats() {
    const auto features = featuresOf("pawns-in-hats", {}, 3);
    QVERIFY(!idsOf(features, "hat").empty());
    int moves = 0;
    for (const LabFeature& f : features) moves += f.uses;
    QVERIFY(moves > 0); // pieces moved as the hats made them
}

void TestLabFeatures::checkersHasNone() {
    QVERIFY(featuresOf("checkers", {}, 2).empty());
}

void TestLabFeatures::heldFeaturesOutlastAResignation() {
    Match m("fantasy-rpg-checkers", {{"black", "bard"}, {"white", "cleric"}}, 1);
    m.resign(0);
    QStringList held;
    for (const FeatureTag& tag : m.state().heldFeatures()) held << tagText(tag);
    QCOMPARE(held, (QStringList{"character:bard 0 0", "character:cleric 1 0"}));
}

QTEST_GUILESS_MAIN(TestLabFeatures)
#include "tst_lab_features.moc"
