// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `hatrack-cli lab` as scripts see it (README.md, "lab"): the lines of its
// contract, the same figures whatever --jobs, JSON that holds them, the games
// saved as one archive, and bad arguments refused with the problem named.
#include "cli_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using namespace hatrack::test::cli;

// "11 0.550 [0.342,0.742]": a count (halves for draws), a share, its interval.
const QString kShare =
    QStringLiteral("(\\d+(?:\\.5)?) ([01]\\.\\d{3}) \\[([01]\\.\\d{3}),([01]\\.\\d{3})\\]");

QStringList startingWith(const QStringList& lines, const QString& prefix) {
    QStringList out;
    for (const QString& l : lines)
        if (l.startsWith(prefix)) out << l;
    return out;
}

// Everything but the time a run took.
QStringList figures(const Run& r) {
    QStringList out;
    for (const QString& l : r.lines)
        if (!l.startsWith("variants ") && !l.contains("\"elapsed-s\"")) out << l;
    return out;
}

} // namespace

class TestCliLab : public QObject {
    Q_OBJECT

  private slots:
    void usageNamesLab();
    void contractLines();
    void jobsChangeNoFigure();
    void jsonHoldsTheFigures();
    void oneVariantIsSelfplay();
    void saveGamesWritesLoadableGames();
    void badArgumentsAreRefused();
};

void TestCliLab::usageNamesLab() {
    RUN_OK(help, "--help");
    QVERIFY(help.out.contains("hatrack-cli lab GAME [--option NAME=VALUE]... [--variant "
                              "\"NAME=VALUE ...\"]... --games N"));
    QVERIFY(help.out.contains("--players A,B --seed S [--jobs J] [--json] [--save-games FILE]"));
}

void TestCliLab::contractLines() {
    RUN_OK(r, "lab", "sorcerers-apprentice", "--option", "combo=on", "--variant", "draft=none",
           "--variant", "draft=mixed many-hats=on", "--games", "6", "--players", "easy,random",
           "--seed", "2", "--jobs", "2");
    QVERIFY(r.err.isEmpty());
    QVERIFY2(QRegularExpression("^variants 2 games 6 elapsed-s \\d+\\.\\d$")
                 .match(r.lines.last())
                 .hasMatch(),
             qPrintable(r.out));

    const QRegularExpression variant("^variant ([12]) games (\\d+) first-wins " + kShare +
                                     " second-wins " + kShare + " draws " + kShare + " a-score " +
                                     kShare + " first-score " + kShare + " name (.+)$");
    const QStringList variants = startingWith(r.lines, "variant ");
    QCOMPARE(variants.size(), 2);
    for (int v = 0; v < 2; ++v) {
        const auto m = variant.match(variants[v]);
        QVERIFY2(m.hasMatch(), qPrintable(variants[v]));
        QCOMPARE(m.captured(1).toInt(), v + 1);
        QCOMPARE(m.captured(2).toInt(), 6);
        // Wins by seat and draws make up every game.
        QCOMPARE(m.captured(3).toInt() + m.captured(7).toInt() + m.captured(11).toInt(), 6);
        // --option applies to both; each --variant adds its own on top.
        QCOMPARE(m.captured(23),
                 v == 0 ? QString("combo=on") : QString("draft=mixed many-hats=on combo=on"));
    }
    const QRegularExpression lengths(
        "^lengths [12] mean \\d+\\.\\d min \\d+ max \\d+ bucket \\d+ histogram( \\d+)+$");
    QCOMPARE(startingWith(r.lines, "lengths ").size(), 2);
    for (const QString& l : startingWith(r.lines, "lengths "))
        QVERIFY2(lengths.match(l).hasMatch(), qPrintable(l));
    const QRegularExpression ending("^ending [12] [a-z0-9-]+ (first|second|none) " + kShare +
                                    " .+$");
    QVERIFY(!startingWith(r.lines, "ending 1 ").isEmpty());
    for (const QString& l : startingWith(r.lines, "ending "))
        QVERIFY2(ending.match(l).hasMatch(), qPrintable(l));
    const QRegularExpression feature("^feature [12] [a-z]+:[a-z-]+ games \\d+ uses \\d+ score " +
                                     kShare + " of \\d+ .+$");
    QVERIFY(!startingWith(r.lines, "feature ").isEmpty());
    for (const QString& l : startingWith(r.lines, "feature "))
        QVERIFY2(feature.match(l).hasMatch(), qPrintable(l));
    const QRegularExpression compare(
        "^compare 1 2( (first-wins|second-wins|draws|a-score|first-score) "
        "(significant|not-significant)){5}$");
    QCOMPARE(startingWith(r.lines, "compare ").size(), 1);
    QVERIFY2(compare.match(startingWith(r.lines, "compare ").first()).hasMatch(),
             qPrintable(r.out));
    // Every line is one of those.
    for (const QString& l : r.lines)
        QVERIFY2(QRegularExpression("^(variant|lengths|ending|feature|compare|variants) ")
                     .match(l)
                     .hasMatch(),
                 qPrintable(l));
}

void TestCliLab::jobsChangeNoFigure() {
    // Alien Checkers draws cards and deals planets by chance.
    const QStringList args{"lab",       "alien-checkers", "--variant", "planets=on",
                           "--variant", "planets=off",    "--games",   "5",
                           "--players", "easy,easy",      "--seed",    "11"};
    RUN_OK(one, args + QStringList{"--jobs", "1"});
    RUN_OK(two, args + QStringList{"--jobs", "2"});
    QCOMPARE(figures(two), figures(one));
    QVERIFY(!startingWith(one.lines, "feature 1 planet:").isEmpty());
    QVERIFY(startingWith(one.lines, "feature 2 planet:").isEmpty());
    RUN_OK(oneJson, args + QStringList{"--jobs", "1", "--json"});
    RUN_OK(twoJson, args + QStringList{"--jobs", "2", "--json"});
    QCOMPARE(figures(twoJson), figures(oneJson));
}

void TestCliLab::jsonHoldsTheFigures() {
    const QStringList args{"lab",      "fantasy-rpg-checkers",
                           "--option", "black=mage",
                           "--option", "white=thief",
                           "--games",  "4",
                           "--seed",   "3"};
    RUN_OK(lines, args);
    RUN_OK(json, args + QStringList{"--json"});
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject top = doc.object();
    QCOMPARE(top["format"].toString(), QString("hatrack-lab"));
    QCOMPARE(top["games"].toInt(), 4);
    QVERIFY(top.contains("elapsed-s"));
    // --players left out: easy against easy.
    QCOMPARE(top["players"]["a"].toString(), QString("easy"));
    const QJsonObject v = top["variants"][0].toObject();
    QCOMPARE(v["name"].toString(), QString("black=mage white=thief"));
    // The same figures as the lines.
    const auto m = QRegularExpression("first-wins " + kShare).match(lines.lines.first());
    QVERIFY(m.hasMatch());
    QCOMPARE(v["first-wins"]["hits"].toInt(), m.captured(1).toInt());
    QStringList ids;
    for (const QJsonValue f : v["features"].toArray()) ids << f["id"].toString();
    QVERIFY2(ids.contains("character:mage") && ids.contains("character:thief"),
             qPrintable(ids.join(' ')));
    QCOMPARE(startingWith(lines.lines, "feature 1 character:").size(), 2);
}

void TestCliLab::oneVariantIsSelfplay() {
    // One variant plays the games selfplay plays with the same seed and players.
    RUN_OK(lab, "lab", "sorcerers-apprentice", "--games", "6", "--players", "easy,random", "--seed",
           "4");
    RUN_OK(self, "selfplay", "sorcerers-apprentice", "--games", "6", "--players", "easy,random",
           "--seed", "4");
    const auto s = QRegularExpression("^games 6 wins-A (\\d+) wins-B \\d+ draws (\\d+)")
                       .match(self.lines.last());
    QVERIFY(s.hasMatch());
    const auto a = QRegularExpression("a-score " + kShare).match(lab.lines.first());
    QVERIFY(a.hasMatch());
    QCOMPARE(a.captured(1).toDouble(), s.captured(1).toInt() + s.captured(2).toInt() / 2.0);
}

void TestCliLab::saveGamesWritesLoadableGames() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("games.json");
    RUN_OK(saved, "lab", "checkers", "--games", "2", "--players", "easy,random", "--seed", "1",
           "--save-games", file);
    RUN_OK(plain, "lab", "checkers", "--games", "2", "--players", "easy,random", "--seed", "1");
    QCOMPARE(figures(saved), figures(plain));
    // A JSON array of saved games, each of which `play --load` goes on from.
    const QJsonDocument doc = QJsonDocument::fromJson(readFile(file));
    QVERIFY(doc.isArray());
    QCOMPARE(doc.array().size(), 2);
    for (qsizetype i = 0; i < 2; ++i) {
        const QJsonObject game = doc.array()[i].toObject();
        QCOMPARE(game["format"].toString(), QString("hatrack-game"));
        QCOMPARE(game["lab"]["game"].toInt(), static_cast<int>(i + 1));
        const QString one = dir.filePath(QString("game%1.json").arg(i));
        QVERIFY(writeFile(one, QJsonDocument(game).toJson()));
        RUN_OK(loaded, "play", "--load", one);
        QVERIFY2(loaded.lines.last().startsWith("outcome "), qPrintable(loaded.out));
    }
    RUN_REFUSED(QStringList({"cannot write"}), "lab", "checkers", "--games", "1", "--seed", "1",
                "--save-games", dir.path());
}

void TestCliLab::badArgumentsAreRefused() {
    const QStringList base{"--games", "2", "--seed", "1"};
    RUN_REFUSED(QStringList({"unknown game 'chess'"}), QStringList{"lab", "chess"} + base);
    RUN_REFUSED(QStringList({"lab needs GAME"}), QStringList{"lab"} + base);
    RUN_REFUSED(QStringList({"one GAME", "checkers2"}),
                QStringList{"lab", "checkers", "checkers2"} + base);
    RUN_REFUSED(QStringList({"no option 'speed'"}),
                QStringList{"lab", "checkers", "--option", "speed=2"} + base);
    RUN_REFUSED(QStringList({"variant 2", "'sideways'"}),
                QStringList{"lab", "sorcerers-apprentice", "--variant", "draft=mixed", "--variant",
                            "draft=sideways"} +
                    base);
    RUN_REFUSED(QStringList({"--variant takes NAME=VALUE", "'draft'"}),
                QStringList{"lab", "sorcerers-apprentice", "--variant", "draft"} + base);
    RUN_REFUSED(QStringList({"--variant takes NAME=VALUE"}),
                QStringList{"lab", "sorcerers-apprentice", "--variant", "=on"} + base);
    RUN_REFUSED(QStringList({"--variant takes NAME=VALUE"}),
                QStringList{"lab", "sorcerers-apprentice", "--variant", " "} + base);
    RUN_REFUSED(
        QStringList({"names draft twice"}),
        QStringList{"lab", "sorcerers-apprentice", "--variant", "draft=mixed draft=select"} + base);
    QStringList five{"lab", "sorcerers-apprentice"};
    for (const char* d : {"none", "mixed", "select", "contrary", "none"})
        five << "--variant" << QString("draft=%1").arg(d);
    RUN_REFUSED(QStringList({"at most 4 variants, not 5"}), five + base);
    RUN_REFUSED(QStringList({"'grandmaster'"}),
                QStringList{"lab", "checkers", "--players", "easy,grandmaster"} + base);
    RUN_REFUSED(QStringList({"A,B"}), QStringList{"lab", "checkers", "--players", "easy"} + base);
    RUN_REFUSED(QStringList({"--games"}), "lab", "checkers", "--games", "0", "--seed", "1");
    RUN_REFUSED(QStringList({"--games"}), "lab", "checkers", "--seed", "1");
    RUN_REFUSED(QStringList({"1 to 10000 games", "20000"}), "lab", "checkers", "--games", "20000",
                "--seed", "1");
    RUN_REFUSED(QStringList({"--seed"}), "lab", "checkers", "--games", "2");
    RUN_REFUSED(QStringList({"--jobs"}), QStringList{"lab", "checkers", "--jobs", "0"} + base);
    RUN_REFUSED(QStringList({"--save-games needs a file name"}),
                QStringList{"lab", "checkers", "--save-games", ""} + base);
}

QTEST_GUILESS_MAIN(TestCliLab)
#include "tst_cli_lab.moc"
