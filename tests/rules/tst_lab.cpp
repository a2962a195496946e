// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab (rules/lab.h): its figures against small runs worked out by
// hand, the same figures whatever the number of threads, a cancelled run that
// keeps its finished games, and the games rebuilt as matches, archives and PDN.
// What each game counts as a feature is in tst_lab_features.cpp.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "lab.h"
#include "pdn.h"
#include "savegame.h"
#include "test_support.h"

#include <cmath>
#include <string>
#include <vector>
#endif

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// Four decimals are what the figures are worked out to by hand.
bool near(double got, double want) {
    return std::abs(got - want) < 5e-5;
}

#define COMPARE_NEAR(got, want)                                                                    \
    QVERIFY2(near((got), (want)), qPrintable(QString("%1 is not %2").arg(got).arg(want)))

LabConfig twoVariants(const std::string& game = "sorcerers-apprentice") {
    LabConfig c;
    c.gameId = game;
    c.variants = {{"", {}}, {"mixed", {{"draft", "mixed"}}}};
    return c;
}

LabGame handMade(int variant, int index, int aSide, int winner, int plies, std::string endId,
                 std::string end, std::vector<LabGame::Use> uses = {}) {
    LabGame g;
    g.variant = variant;
    g.index = index;
    g.aSide = aSide;
    g.winner = winner;
    g.plies = plies;
    g.endId = std::move(endId);
    g.end = Phrase::text(std::move(end));
    g.uses = std::move(uses);
    return g;
}

// Four games of variant 0 and one of variant 1, variant 0's given out of order.
std::vector<LabGame> handMadeRun() {
    const Phrase zot("Zotting"), ward("Warding");
    return {
        handMade(0, 1, 1, 1, 10, "no-pieces", "Black has no pieces left", {{"hat:red", 1, 1, zot}}),
        handMade(0, 0, 0, 0, 3, "no-pieces", "White has no pieces left",
                 {{"hat:blue", 1, 0, ward}, {"hat:red", 0, 2, zot}}),
        handMade(1, 0, 0, 1, 7, "cannot-move", "Black cannot move"),
        handMade(0, 3, 1, 0, 40, "cannot-move", "White cannot move"),
        handMade(0, 2, 0, -1, 19, "repetition", "the same position occurred for the third time",
                 {{"hat:red", 0, 0, zot}, {"hat:red", 1, 1, zot}}),
    };
}

LabConfig smallRun(const std::string& game, std::vector<LabVariant> variants, int games, int jobs) {
    LabConfig c;
    c.gameId = game;
    c.variants = std::move(variants);
    c.games = games;
    c.seed = 3;
    c.jobs = jobs;
    return c;
}

std::vector<LabStats> statsOf(const LabConfig& c, const std::vector<LabGame>& games) {
    std::vector<LabStats> out;
    for (int v = 0; v < static_cast<int>(c.variants.size()); ++v)
        out.push_back(labStats(c, games, v));
    return out;
}

bool sameGame(const LabGame& a, const LabGame& b) {
    if (a.variant != b.variant || a.index != b.index || a.seed != b.seed ||
        a.options != b.options || a.aSide != b.aSide || a.winner != b.winner ||
        a.plies != b.plies || a.endId != b.endId || !(a.end == b.end) || !(a.log == b.log) ||
        a.uses.size() != b.uses.size())
        return false;
    for (std::size_t i = 0; i < a.uses.size(); ++i)
        if (a.uses[i].feature != b.uses[i].feature || a.uses[i].seat != b.uses[i].seat ||
            a.uses[i].times != b.uses[i].times || !(a.uses[i].label == b.uses[i].label))
            return false;
    return true;
}

QJsonDocument parsed(const std::string& text) {
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError) qWarning() << error.errorString();
    return doc;
}

} // namespace

class TestLab : public QObject {
    Q_OBJECT

  private slots:
    void wilsonIntervalsByHand();
    void significanceByHand();
    void statsOfAHandMadeRun();
    void histogramBucketGivenOrChosen();
    void differencesPairEveryMeasure();
    void variantNames();
    void badConfigurationsAreRefused();
    void jobsChangeNothing();
    void oneVariantPlaysTheSelfplayGames();
    void cancelKeepsTheFinishedGames();
    void gamesReplayAsMatchesArchivesAndPdn();
    void jsonAndCsvHoldTheFigures();
};

void TestLab::wilsonIntervalsByHand() {
    // 7 of 10: centre (0.7 + 1.96²/20) / (1 + 1.96²/10) = 0.6445, half-width 0.2477.
    const Proportion seven = proportion(7, 10);
    COMPARE_NEAR(seven.value, 0.7);
    COMPARE_NEAR(seven.low, 0.3968);
    COMPARE_NEAR(seven.high, 0.8922);
    // 0 of 5: [0, 1.96² / (5 + 1.96²)] = [0, 0.4345]; 5 of 5 mirrors it.
    const Proportion none = proportion(0, 5);
    COMPARE_NEAR(none.value, 0);
    COMPARE_NEAR(none.low, 0);
    COMPARE_NEAR(none.high, 0.4345);
    const Proportion all = proportion(5, 5);
    COMPARE_NEAR(all.low, 0.5655);
    COMPARE_NEAR(all.high, 1);
    // A draw counts half: 2.5 of 5 is a half, its interval symmetric about it.
    const Proportion half = proportion(2.5, 5);
    COMPARE_NEAR(half.value, 0.5);
    COMPARE_NEAR(half.low + half.high, 1);
    // Nothing counted: anything is possible.
    const Proportion nothing = proportion(0, 0);
    QCOMPARE(nothing.of, 0);
    COMPARE_NEAR(nothing.low, 0);
    COMPARE_NEAR(nothing.high, 1);
}

void TestLab::significanceByHand() {
    // Fisher's exact test, two-sided; the chances by hand (hypergeometric).
    // 30/50 against 15/50: p = 0.0046.
    QVERIFY(significantlyDifferent(proportion(30, 50), proportion(15, 50)));
    // 25/50 against 20/50: p = 0.42.
    QVERIFY(!significantlyDifferent(proportion(25, 50), proportion(20, 50)));
    // 32/50 against 22/50: p = 0.070, which the z-test (z = 2.01) called a difference.
    QVERIFY(!significantlyDifferent(proportion(32, 50), proportion(22, 50)));
    // 33/50 against 21/50: p = 0.027.
    QVERIFY(significantlyDifferent(proportion(33, 50), proportion(21, 50)));
    // Two wins against none: each way of sharing two wins between two pairs of
    // games is a one in three, so p = 1/3. Four against none: p = 0.029.
    QVERIFY(!significantlyDifferent(proportion(2, 2), proportion(0, 2)));
    QVERIFY(!significantlyDifferent(proportion(0, 2), proportion(2, 2)));
    QVERIFY(significantlyDifferent(proportion(4, 4), proportion(0, 4)));
    // Draws count half and are rounded toward the other share: 33.5/50 is
    // taken as 33 and 21.5/50 as 22 (p = 0.044); 32.5 against 21.5 as 32
    // against 22 (p = 0.070).
    QVERIFY(significantlyDifferent(proportion(33.5, 50), proportion(21.5, 50)));
    QVERIFY(!significantlyDifferent(proportion(32.5, 50), proportion(21.5, 50)));
    QVERIFY(!significantlyDifferent(proportion(0, 10), proportion(0, 10)));
    QVERIFY(significantlyDifferent(proportion(0, 10), proportion(10, 10)));
    QVERIFY(!significantlyDifferent(proportion(3, 10), proportion(0, 0)));
}

void TestLab::statsOfAHandMadeRun() {
    const LabConfig config = twoVariants();
    const LabStats s = labStats(config, handMadeRun(), 0);
    QCOMPARE(s.variant, 0);
    QCOMPARE(s.name, std::string("default"));
    QCOMPARE(s.games, 4);
    // The first seat won games 0 and 3, the second game 1; game 2 was drawn.
    QCOMPARE(s.firstWins.hits, 2.0);
    QCOMPARE(s.firstWins.of, 4);
    QCOMPARE(s.secondWins.hits, 1.0);
    QCOMPARE(s.draws.hits, 1.0);
    // A won games 0 (first seat) and 1 (second seat), drew 2, lost 3.
    QCOMPARE(s.aScore.hits, 2.5);
    QCOMPARE(s.firstScore.hits, 2.5);
    COMPARE_NEAR(s.firstScore.value, 0.625);
    QCOMPARE(s.meanPlies, 18.0); // (3 + 10 + 19 + 40) / 4
    QCOMPARE(s.minPlies, 3);
    QCOMPARE(s.maxPlies, 40);

    // By reason and winner: each side's loss of its last piece is an ending of
    // its own. Most frequent first, a tie by id, then winner.
    QCOMPARE(s.endings.size(), std::size_t(4));
    QCOMPARE(s.endings[0].id, std::string("cannot-move"));
    QCOMPARE(s.endings[0].winner, 0);
    QCOMPARE(s.endings[0].label.english, std::string("White cannot move"));
    QCOMPARE(s.endings[1].id, std::string("no-pieces"));
    QCOMPARE(s.endings[1].winner, 0);
    QCOMPARE(s.endings[1].games, 1);
    QCOMPARE(s.endings[1].label.english, std::string("White has no pieces left"));
    QCOMPARE(s.endings[2].id, std::string("no-pieces"));
    QCOMPARE(s.endings[2].winner, 1);
    QCOMPARE(s.endings[2].label.english, std::string("Black has no pieces left"));
    QCOMPARE(s.endings[3].id, std::string("repetition"));
    QCOMPARE(s.endings[3].winner, -1);

    // By id. Blue: White had it in game 0, which Black won. Red: games 0, 1
    // and 2, used 2 + 1 + 0 + 1 times; its seats won games 0 and 1 and drew
    // game 2 twice over, 3 of 4.
    QCOMPARE(s.features.size(), std::size_t(2));
    const LabFeature& blue = s.features[0];
    QCOMPARE(blue.id, std::string("hat:blue"));
    QCOMPARE(blue.label.english, std::string("Warding"));
    QCOMPARE(blue.games, 1);
    QCOMPARE(blue.uses, 0);
    QCOMPARE(blue.score.hits, 0.0);
    QCOMPARE(blue.score.of, 1);
    const LabFeature& red = s.features[1];
    QCOMPARE(red.id, std::string("hat:red"));
    QCOMPARE(red.games, 3);
    QCOMPARE(red.uses, 4);
    QCOMPARE(red.score.hits, 3.0);
    QCOMPARE(red.score.of, 4);

    const LabStats other = labStats(config, handMadeRun(), 1);
    QCOMPARE(other.name, std::string("mixed"));
    QCOMPARE(other.games, 1);
    QCOMPARE(other.aScore.hits, 0.0);
    QCOMPARE(other.secondWins.hits, 1.0);
    QVERIFY(other.features.empty());
}

void TestLab::histogramBucketGivenOrChosen() {
    const LabConfig config = twoVariants();
    // The longest game of the run (40 plies) needs 41 bars of 1 and 21 of 2,
    // more than 20; bars of 5 need 9. The same for both variants.
    const LabStats s = labStats(config, handMadeRun(), 0);
    QCOMPARE(s.bucket, 5);
    QCOMPARE(s.histogram, (std::vector<int>{1, 0, 1, 1, 0, 0, 0, 0, 1})); // 3, 10, 19, 40
    const LabStats other = labStats(config, handMadeRun(), 1);
    QCOMPARE(other.bucket, 5);
    QCOMPARE(other.histogram, (std::vector<int>{0, 1, 0, 0, 0, 0, 0, 0, 0})); // 7
    // A bucket given: [0,10) [10,20) [20,30) [30,40) [40,50).
    const LabStats tens = labStats(config, handMadeRun(), 0, 10);
    QCOMPARE(tens.bucket, 10);
    QCOMPARE(tens.histogram, (std::vector<int>{1, 2, 0, 0, 1}));
    // No games: no bars, and every share still a share.
    const LabStats empty = labStats(config, {}, 0);
    QCOMPARE(empty.games, 0);
    QVERIFY(empty.histogram.empty());
    QCOMPARE(empty.firstScore.of, 0);
}

void TestLab::differencesPairEveryMeasure() {
    LabConfig config = twoVariants();
    config.variants.push_back({"third", {{"combo", "on"}}});
    const auto stats = statsOf(config, handMadeRun());
    const auto differences = labDifferences(stats);
    QCOMPARE(differences.size(), std::size_t(3 * 5));
    const std::vector<std::string> measures{"first-wins", "second-wins", "draws", "a-score",
                                            "first-score"};
    for (std::size_t i = 0; i < 5; ++i) {
        QCOMPARE(differences[i].a, 0);
        QCOMPARE(differences[i].b, 1);
        QCOMPARE(differences[i].measure, measures[i]);
        QCOMPARE(differences[i].significant, false); // 1 game against 4 proves nothing
    }
    QCOMPARE(differences[5].b, 2);
    QCOMPARE(differences[10].a, 1);
}

void TestLab::variantNames() {
    const GameInfo& game = gameInfo("sorcerers-apprentice");
    QCOMPARE(labVariantName(game, {"", {}}), std::string("default"));
    QCOMPARE(labVariantName(game, {"", {{"combo", "off"}}}), std::string("default"));
    QCOMPARE(labVariantName(game, {"", {{"many-hats", "on"}, {"draft", "mixed"}}}),
             std::string("draft=mixed many-hats=on"));
    QCOMPARE(labVariantName(game, {"Mine", {{"draft", "mixed"}}}), std::string("Mine"));
}

void TestLab::badConfigurationsAreRefused() {
    LabConfig good = twoVariants();
    good.games = 2;
    checkLabConfig(good);
    const auto refused = [](LabConfig c) { return rulesErrorOf([&] { checkLabConfig(c); }); };
    LabConfig c = good;
    c.gameId = "chess";
    QVERIFY(refused(c).contains("chess"));
    c = good;
    c.variants[1].options["draft"] = "sideways";
    QVERIFY2(refused(c).contains("variant 2") && refused(c).contains("sideways"),
             qPrintable(refused(c)));
    c = good;
    c.variants[0].options["colour"] = "red";
    QVERIFY(refused(c).contains("variant 1") && refused(c).contains("colour"));
    c = good;
    c.variants.assign(5, {});
    QVERIFY(refused(c).contains("at most 4 variants"));
    c.variants.clear();
    QVERIFY(refused(c).contains("at least one variant"));
    c = good;
    c.games = 0;
    QVERIFY(refused(c).contains("games"));
    c.games = kLabMaxGames + 1;
    QVERIFY(refused(c).contains("games"));
    c = good;
    c.playerB = "grandmaster";
    QVERIFY(refused(c).contains("grandmaster"));
    c = good;
    c.jobs = 0;
    QVERIFY(refused(c).contains("thread"));
    QVERIFY_THROWS_EXCEPTION(RulesError, LabRun{c});
}

void TestLab::jobsChangeNothing() {
    // Alien Checkers: cards turned and planets dealt by chance, on two threads
    // that finish their games in any order.
    const std::vector<LabVariant> variants{{"", {}}, {"", {{"planets", "off"}}}};
    LabRun one(smallRun("alien-checkers", variants, 6, 1));
    one.run();
    LabRun two(smallRun("alien-checkers", variants, 6, 2));
    two.run();
    QCOMPARE(one.games().size(), std::size_t(12));
    QCOMPARE(two.games().size(), std::size_t(12));
    for (std::size_t i = 0; i < 12; ++i) {
        const LabGame& g = one.games()[i];
        QCOMPARE(g.variant, static_cast<int>(i / 6));
        QCOMPARE(g.index, static_cast<int>(i % 6));
        QCOMPARE(g.aSide, g.index % 2);
        QVERIFY2(sameGame(g, two.games()[i]), qPrintable(QString("game %1").arg(i)));
    }
    // One game played alone is the same game again.
    QVERIFY(sameGame(playLabGame(one.config(), 1, 4), one.games()[10]));
    const auto stats1 = statsOf(one.config(), one.games());
    const auto stats2 = statsOf(two.config(), two.games());
    QCOMPARE(labJson(one.config(), stats1, 0), labJson(two.config(), stats2, 0));
    QCOMPARE(labCsv(one.config(), stats1), labCsv(two.config(), stats2));
}

void TestLab::oneVariantPlaysTheSelfplayGames() {
    const LabConfig config = smallRun("sorcerers-apprentice", {{"", {}}}, 8, 2);
    LabRun run(config);
    run.run();
    const LabStats s = labStats(config, run.games(), 0);
    const SelfplaySummary summary =
        selfplay(config.gameId, {}, config.games, config.seed, config.playerA, config.playerB);
    QCOMPARE(s.aScore.hits, summary.winsA + 0.5 * summary.draws);
    QCOMPARE(s.draws.hits, static_cast<double>(summary.draws));
    QCOMPARE(s.meanPlies, summary.averagePlies);
}

void TestLab::cancelKeepsTheFinishedGames() {
    LabRun run(smallRun("sorcerers-apprentice", {{"", {}}, {"", {{"draft", "mixed"}}}}, 10, 2));
    int heard = 0;
    run.run([&](const LabGame&) {
        if (++heard == 3) run.cancel();
    });
    QVERIFY(run.cancelled());
    // The third game cancels; the other thread may finish the game it holds.
    const auto& games = run.games();
    QVERIFY2(games.size() >= 3 && games.size() <= 4, qPrintable(QString::number(games.size())));
    QCOMPARE(static_cast<int>(games.size()), heard);
    for (std::size_t i = 1; i < games.size(); ++i)
        QVERIFY(std::pair(games[i - 1].variant, games[i - 1].index) <
                std::pair(games[i].variant, games[i].index));
    // The games kept are whole: each the same as played alone.
    for (const LabGame& g : games)
        QVERIFY(sameGame(g, playLabGame(run.config(), g.variant, g.index)));
    int counted = 0;
    for (int v = 0; v < 2; ++v) counted += labStats(run.config(), games, v).games;
    QCOMPARE(counted, static_cast<int>(games.size()));
    // A cancelled run stays cancelled.
    run.run();
    QCOMPARE(static_cast<int>(run.games().size()), heard);
}

void TestLab::gamesReplayAsMatchesArchivesAndPdn() {
    LabConfig config = smallRun("checkers", {{"", {}}, {"named", {}}}, 2, 2);
    config.playerB = "random";
    LabRun run(config);
    run.run();
    const auto& games = run.games();
    for (const LabGame& g : games) {
        const Match m = labMatch(config, g);
        QVERIFY(m.state().outcome().over);
        QCOMPARE(m.state().outcome().winner, g.winner);
        QCOMPARE(m.plies(), g.plies);
    }

    // The archive: a JSON array of saved games, each loading as its game, with
    // the variant and the game named and the players by seat.
    const QJsonDocument archive = parsed(labArchive(config, games));
    QVERIFY(archive.isArray());
    QCOMPARE(archive.array().size(), 4);
    for (qsizetype i = 0; i < archive.array().size(); ++i) {
        const QJsonObject doc = archive.array()[i].toObject();
        const LabGame& g = games[static_cast<std::size_t>(i)];
        QCOMPARE(doc["lab"]["variant"].toInt(), g.variant + 1);
        QCOMPARE(doc["lab"]["game"].toInt(), g.index + 1);
        QCOMPARE(doc["lab"]["name"].toString(), g.variant == 0 ? "default" : "named");
        QCOMPARE(doc["players"][g.aSide].toString(), QString("easy"));
        QCOMPARE(doc["players"][1 - g.aSide].toString(), QString("random"));
        const SavedGame saved =
            loadGame(QJsonDocument(doc).toJson(QJsonDocument::Compact).toStdString());
        QVERIFY(saved.match.log() == g.log);
        QCOMPARE(saved.match.seed(), g.seed);
    }
    QCOMPARE(labArchive(config, {}), std::string("[]\n"));

    // PDN: one record per game, each played to its end.
    const auto records = parsePdn(labPdn(config, games));
    QCOMPARE(records.size(), std::size_t(4));
    for (std::size_t i = 0; i < records.size(); ++i) {
        const PdnReplay replay = replayPdn(records[i], "checkers");
        QVERIFY2(replay.stopped.empty(), replay.stopped.english.c_str());
        QCOMPARE(replay.match.state().outcome().winner, games[i].winner);
        QCOMPARE(records[i].tags.at("Round"), std::to_string(games[i].index + 1));
    }
    // Games with no PDN are refused, naming the game.
    const LabConfig sorcerer = smallRun("sorcerers-apprentice", {{"", {}}}, 1, 1);
    QVERIFY(rulesErrorOf([&] {
                labPdn(sorcerer, {playLabGame(sorcerer, 0, 0)});
            }).contains("sorcerers-apprentice"));
}

void TestLab::jsonAndCsvHoldTheFigures() {
    const LabConfig config = twoVariants();
    const auto stats = statsOf(config, handMadeRun());
    const std::string json = labJson(config, stats, 1.25);
    // The time alone on the last line, so that runs compare without it.
    QVERIFY2(json.ends_with("  \"elapsed-s\": 1.3\n}\n"), json.c_str());
    const QJsonObject doc = parsed(json).object();
    QCOMPARE(doc["format"].toString(), QString("hatrack-lab"));
    QCOMPARE(doc["game"].toString(), QString("sorcerers-apprentice"));
    QCOMPARE(doc["variants"].toArray().size(), 2);
    const QJsonObject first = doc["variants"][0].toObject();
    QCOMPARE(first["variant"].toInt(), 1);
    QCOMPARE(first["games"].toInt(), 4);
    QCOMPARE(first["options"]["draft"].toString(), QString("none"));
    QCOMPARE(first["a-score"]["hits"].toDouble(), 2.5);
    QCOMPARE(first["first-wins"]["hits"].toInt(), 2);
    QCOMPARE(first["first-wins"]["low"].toDouble(), 0.15); // Wilson, 2 of 4: [0.1500, 0.8500]
    QCOMPARE(first["histogram"]["bucket"].toInt(), 5);
    QCOMPARE(first["endings"][1]["id"].toString(), QString("no-pieces"));
    QCOMPARE(first["endings"][1]["winner"].toString(), QString("first"));
    QCOMPARE(first["endings"][2]["winner"].toString(), QString("second"));
    QCOMPARE(first["features"][1]["uses"].toInt(), 4);
    QCOMPARE(first["features"][1]["label"].toString(), QString("Zotting"));
    QCOMPARE(doc["differences"].toArray().size(), 5);

    const QStringList csv = QString::fromStdString(labCsv(config, stats)).split('\n');
    QCOMPARE(csv[0], QString("variant,name,measure,item,label,count,of,value,low,high"));
    QVERIFY(csv.contains("1,default,a-score,,,2.5,4,0.625,0.2194,0.9081"));
    QVERIFY(csv.contains("1,default,length,0-4,,1,4,,,"));
    QVERIFY(csv.contains("1,default,feature-uses,hat:red,Zotting,4,,,,"));
    QVERIFY(csv.contains("2,mixed,games,,,1,,,,"));
    QVERIFY(!csv.filter(QRegularExpression("^1,default,ending,no-pieces:second,Black has no pieces "
                                           "left,1,4,0.25,"))
                 .isEmpty());
}

QTEST_GUILESS_MAIN(TestLab)
#include "tst_lab.moc"
