// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// hatrack-cli as scripts see it: its output lines are a stable interface, bad
// input ends with exit status 2 and a message on stderr, and nothing crashes.
#include "cli_support.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using namespace hatrack::test::cli;

// A position where Black's jump 6x15 draws a hat, then White may put its blue
// hat on 19 before Black goes on with 15x24.
const QString kHatMidChain = QStringLiteral("B:W10,19,32:B6;racks:/b");

QStringList withPrefix(const QStringList& lines, const QString& prefix) {
    QStringList out;
    for (const QString& l : lines)
        if (l.startsWith(prefix)) out << l.mid(prefix.size());
    return out;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

  private slots:
    void usage();
    void listsGames();
    void perftFromStart();
    void perftDivideSumsToTotal();
    void perftFromFen();
    void playPrintsStateAndLegalMoves();
    void playFromFenToTheEnd();
    void illegalMoveIsRefused();
    void malformedMoveIsRefused_data();
    void malformedMoveIsRefused();
    void badFenIsRefused_data();
    void badFenIsRefused();
    void badArgumentsAreRefused();
    void hugeDepthIsRefused();
    void selfplaySummary();
    void saveThenLoadContinuesTheGame();
    void nonAsciiNamesAndArguments();
    void saveReplacesTheFileWhole();
    void saveErrorsAreRefused();
    void loadRefusesBadFiles();
    void loadRefusesAnotherGame();
    void loadRefusesDeepNestingBriefly();
    void fenOptionsAreTheGamesOrRefused();
    void chanceGivenListsAndTakesOutcomes();
    void wrongChanceOutcomeIsRefused();
    void asPlayerPrintsThatPlayersView();
    void bestFromTheStart();
    void bestSaysHowDeepItFinished();
    void bestTakesTheForcedCapture();
    void bestIsTheWholeChain();
    void bestForAHatPlacementMidChain();
    void bestIsRefusedWhenItCannotAnswer();
    void bestForALoadedGame();
};

void TestCli::usage() {
    const Run none = run({});
    QCOMPARE(none.status, QProcess::NormalExit);
    QCOMPARE(none.code, 2);
    QVERIFY(none.out.contains("usage:"));
    RUN_OK(help, "--help");
    QVERIFY(help.out.contains("hatrack-cli perft GAME DEPTH"));
    for (const char* word : {"--save FILE", "--load FILE", "--chance drawn|given", "--as PLAYER"})
        QVERIFY2(help.out.contains(word), word);
    QVERIFY(help.out.contains("hatrack-cli best GAME"));
    QVERIFY(help.out.contains("hatrack-cli bench"));
    RUN_REFUSED(QStringList({"bench takes no arguments"}), "bench", "checkers");
}

void TestCli::listsGames() {
    RUN_OK(r, "games");
    QVERIFY2(!r.lines.isEmpty() && r.lines.first().startsWith("checkers "), qPrintable(r.out));
    QVERIFY(r.out.contains("Black (moves first), White"));
    QVERIFY(r.out.contains("computer: random easy normal hard"));
}

void TestCli::perftFromStart() {
    RUN_OK(r, "perft", "checkers", "6");
    QCOMPARE(r.lines.last(), QStringLiteral("perft 6 36768"));
    RUN_OK(one, "perft", "checkers", "1");
    QCOMPARE(one.lines, QStringList({"perft 1 7"}));
}

void TestCli::perftDivideSumsToTotal() {
    RUN_OK(r, "perft", "checkers", "6", "--divide");
    QCOMPARE(r.lines.size(), 8);
    QCOMPARE(r.lines.last(), QStringLiteral("perft 6 36768"));
    const QRegularExpression line(QStringLiteral("^(\\d+-\\d+) (\\d+)$"));
    qulonglong sum = 0;
    QStringList moves;
    for (int i = 0; i < r.lines.size() - 1; ++i) {
        const auto match = line.match(r.lines[i]);
        QVERIFY2(match.hasMatch(), qPrintable(r.lines[i]));
        moves << match.captured(1);
        sum += match.captured(2).toULongLong();
    }
    QCOMPARE(sum, 36768ull);
    moves.sort();
    QCOMPARE(moves, QStringList({"10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"}));
}

void TestCli::perftFromFen() {
    RUN_OK(start, "perft", "checkers", "5", "--fen", "B:W21-32:B1-12");
    QCOMPARE(start.lines.last(), QStringLiteral("perft 5 7361"));
    // One capture, which must go on to the end; then White's man has two steps.
    RUN_OK(chain, "perft", "checkers", "2", "--fen", "B:W6,15,32:B1", "--divide");
    QCOMPARE(chain.lines, QStringList({"1x10x19 2", "perft 2 2"}));
    // The king's two routes round the ring are two moves.
    RUN_OK(ring, "perft", "checkers", "1", "--fen", "B:W14,15,22,23:BK10");
    QCOMPARE(ring.lines.last(), QStringLiteral("perft 1 2"));
}

void TestCli::playPrintsStateAndLegalMoves() {
    RUN_OK(r, "play", "checkers", "11-15", "22-18");
    QCOMPARE(r.lines, QStringList({"fen B:W18,21,23,24,25,26,27,28,29,30,31,32:"
                                   "B1,2,3,4,5,6,7,8,9,10,12,15",
                                   "to-decide Black", "legal 15x22"}));
    QVERIFY(r.err.isEmpty());

    RUN_OK(w, "play", "checkers", "11-15");
    QCOMPARE(w.lines.at(1), QStringLiteral("to-decide White"));
    QStringList legal = withPrefix(w.lines, "legal ");
    legal.sort();
    QCOMPARE(legal, QStringList({"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"}));
    QCOMPARE(w.lines.size(), 2 + 7);

    RUN_OK(s, "play", "checkers");
    QCOMPARE(
        s.lines.first(),
        QStringLiteral("fen B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"));
    QCOMPARE(withPrefix(s.lines, "legal ").size(), 7);
}

void TestCli::playFromFenToTheEnd() {
    RUN_OK(r, "play", "checkers", "--fen", "B:W6,15:B1", "1x19");
    QCOMPARE(r.lines, QStringList({"fen W:W:B19", "to-decide nobody",
                                   "outcome Black wins: White has no pieces left"}));
    RUN_OK(d, "play", "checkers", "--fen", "B:WK32:BK1", "1-6", "32-27", "6-1", "27-32", "1-6",
           "32-27", "6-1", "27-32");
    QVERIFY2(d.lines.last().startsWith("outcome draw: "), qPrintable(d.out));
    // The players may end the game themselves: the player to move resigns, or
    // offers a draw that is agreed.
    RUN_OK(res, "play", "checkers", "11-15", "resign");
    QCOMPARE(res.lines.mid(1),
             QStringList({"to-decide nobody", "outcome Black wins: White resigns"}));
    RUN_OK(agreed, "play", "checkers", "11-15", "draw");
    QCOMPARE(agreed.lines.last(), QStringLiteral("outcome draw: draw agreed"));
    RUN_REFUSED(QStringList({"move 3", "22-18", "over"}), "play", "checkers", "11-15", "resign",
                "22-18");
}

void TestCli::illegalMoveIsRefused() {
    RUN_REFUSED(QStringList({"move 3", "12-16", "compulsory", "15x22"}), "play", "checkers",
                "11-15", "22-18", "12-16");
    RUN_REFUSED(QStringList({"move 1", "21-17", "White"}), "play", "checkers", "21-17");
    RUN_REFUSED(QStringList({"move 1", "9-15", "illegal"}), "play", "checkers", "9-15");
    RUN_REFUSED(QStringList({"move 1", "1x10", "1x10x19"}), "play", "checkers", "--fen",
                "B:W6,15,32:B1", "1x10");
    RUN_REFUSED(QStringList({"10x10", "ambiguous"}), "play", "checkers", "--fen",
                "B:W14,15,22,23:BK10", "10x10");
    RUN_REFUSED(QStringList({"move 2", "over"}), "play", "checkers", "--fen", "B:W6,15:B1", "1x19",
                "19-23");
    // Nothing on stdout when a move is refused.
    const Run r = run({"play", "checkers", "11-15", "11-15"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
}

void TestCli::malformedMoveIsRefused_data() {
    QTest::addColumn<QString>("move");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("one square") << "11" << QStringList{"'11'", "malformed"};
    QTest::newRow("letters") << "abc" << QStringList{"'abc'", "malformed"};
    QTest::newRow("chess style") << "e3-f4" << QStringList{"'e3-f4'", "malformed"};
    QTest::newRow("trailing dash") << "11-" << QStringList{"'11-'", "separator"};
    QTest::newRow("square 33") << "33-29" << QStringList{"33", "1-32"};
    QTest::newRow("square 99") << "99-100" << QStringList{"99", "1-32"};
    QTest::newRow("slash") << "11/15" << QStringList{"'11/15'"};
    QTest::newRow("empty") << "" << QStringList{"malformed"};
    QTest::newRow("long") << QString(5000, '1') << QStringList{"move 1"};
    QTest::newRow("leading dash") << "-11-15" << QStringList{"'-11-15'", "malformed"};
}

void TestCli::malformedMoveIsRefused() {
    QFETCH(QString, move);
    QFETCH(QStringList, words);
    RUN_REFUSED(words, "play", "checkers", move);
}

void TestCli::badFenIsRefused_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("13 men") << "B:W20-32:B1-12" << QStringList{"White has 13 pieces"};
    QTest::newRow("square 33") << "B:W33:B1" << QStringList{"square 33"};
    QTest::newRow("square 0") << "B:W0:B1" << QStringList{"square 0"};
    QTest::newRow("man on crowning row") << "B:W2:B9" << QStringList{"White man on 2", "crowned"};
    QTest::newRow("garbage") << "not a fen" << QStringList{"'not a fen'"};
    QTest::newRow("binary junk") << QString::fromLatin1("B:W\x01\x7f:B%%")
                                 << QStringList{"bad FEN"};
    QTest::newRow("square twice") << "B:W5,5:B1" << QStringList{"twice"};
}

void TestCli::badFenIsRefused() {
    QFETCH(QString, fen);
    QFETCH(QStringList, words);
    RUN_REFUSED(words, "play", "checkers", "--fen", fen);
    RUN_REFUSED(words, "perft", "checkers", "3", "--fen", fen);
}

void TestCli::badArgumentsAreRefused() {
    RUN_REFUSED(QStringList({"unknown command", "fly"}), "fly");
    RUN_REFUSED(QStringList({"unknown game 'chess'", "checkers"}), "play", "chess");
    RUN_REFUSED(QStringList({"perft needs GAME DEPTH"}), "perft", "checkers");
    RUN_REFUSED(QStringList({"too deep"}), "perft", "checkers", "21");
    RUN_REFUSED(QStringList({"DEPTH", "whole number"}), "perft", "checkers", "six");
    RUN_REFUSED(QStringList({"--seed", "whole number"}), "play", "checkers", "--seed", "x1");
    RUN_REFUSED(QStringList({"--fen needs a value"}), "play", "checkers", "--fen");
    RUN_REFUSED(QStringList({"unknown option '--fast'"}), "play", "checkers", "--fast");
    RUN_REFUSED(QStringList({"no option 'speed'"}), "play", "checkers", "--option", "speed=2");
    RUN_REFUSED(QStringList({"NAME=VALUE"}), "play", "checkers", "--option", "speed");
    RUN_REFUSED(QStringList({"--seed"}), "selfplay", "checkers", "--games", "2");
    RUN_REFUSED(QStringList({"--games"}), "selfplay", "checkers", "--seed", "1");
    RUN_REFUSED(QStringList({"'grandmaster'"}), "selfplay", "checkers", "--games", "1", "--seed",
                "1", "--players", "grandmaster,random");
    RUN_REFUSED(QStringList({"A,B"}), "selfplay", "checkers", "--games", "1", "--seed", "1",
                "--players", "normal");
    RUN_REFUSED(QStringList({"whole number"}), "selfplay", "checkers", "--games",
                "99999999999999999999999", "--seed", "1");
}

void TestCli::hugeDepthIsRefused() {
    // 4294967297 = 2^32 + 1. The tool allows at most 20, so it must refuse, not
    // quietly count some other depth.
    RUN_REFUSED(QStringList({"too deep"}), "perft", "checkers", "4294967297");
}

void TestCli::selfplaySummary() {
    const QRegularExpression summary(QStringLiteral(
        "^games 4 wins-A (\\d+) wins-B (\\d+) draws (\\d+) average-plies \\d+\\.\\d$"));
    RUN_OK(a, "selfplay", "checkers", "--games", "4", "--seed", "7", "--players", "normal,random");
    const auto match = summary.match(a.lines.last());
    QVERIFY2(match.hasMatch(), qPrintable(a.out));
    QCOMPARE(match.captured(1).toInt() + match.captured(2).toInt() + match.captured(3).toInt(), 4);
    QVERIFY(match.captured(1).toInt() >= 3); // normal beats random
    RUN_OK(b, "selfplay", "checkers", "--games", "4", "--seed", "7", "--players", "normal,random");
    QCOMPARE(b.lines.last(), a.lines.last());
    QVERIFY(a.err.isEmpty());

    // --progress tells each game on stderr as it ends, and leaves stdout alone.
    RUN_OK(c, "selfplay", "checkers", "--games", "4", "--seed", "7", "--players", "normal,random",
           "--jobs", "2", "--progress");
    QCOMPARE(c.lines, a.lines);
    QStringList told = c.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(told.size(), 4);
    told.sort();
    const QRegularExpression game(QStringLiteral(
        "^game ([1-4]), A (first|second): (draw|A \\(normal\\) wins|B \\(random\\) wins) in "
        "\\d+ plies: .+$"));
    for (int i = 0; i < 4; ++i) {
        const auto m = game.match(told[i]);
        QVERIFY2(m.hasMatch(), qPrintable(told[i]));
        QCOMPARE(m.captured(1).toInt(), i + 1);
        QCOMPARE(m.captured(2), QString(i % 2 == 0 ? "first" : "second"));
    }
    const int aWins = static_cast<int>(told.filter(QStringLiteral("A (normal) wins")).size());
    QCOMPARE(aWins, summary.match(a.lines.last()).captured(1).toInt());
}

void TestCli::saveThenLoadContinuesTheGame() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("game.json");
    RUN_OK(saved, "play", "checkers", "11-15", "22-18", "--save", file);
    RUN_OK(first, "play", "checkers", "11-15", "22-18");
    QCOMPARE(saved.lines, first.lines);
    QVERIFY(readFile(file).contains("\"format\": \"hatrack-game\""));

    RUN_OK(loaded, "play", "--load", file, "15x22", "25x18");
    RUN_OK(whole, "play", "checkers", "11-15", "22-18", "15x22", "25x18");
    QCOMPARE(loaded.lines, whole.lines);
    RUN_OK(named, "play", "checkers", "--load", file, "15x22", "25x18");
    QCOMPARE(named.lines, whole.lines);
    RUN_OK(none, "play", "--load", file);
    QCOMPARE(none.lines, first.lines);

    // With chance: the hat drawn before saving stays drawn, and the next draws match.
    const QString hats = dir.filePath("hats.json");
    RUN_OK(part, "play", "sorcerers-apprentice", "--seed", "5", "--fen", kHatMidChain, "6x15",
           "--save", hats);
    RUN_OK(rest, "play", "--load", hats, "blue@19", "15x24", "--save", hats);
    RUN_OK(all, "play", "sorcerers-apprentice", "--seed", "5", "--fen", kHatMidChain, "6x15",
           "blue@19", "15x24");
    QCOMPARE(rest.lines, all.lines);
    RUN_OK(again, "play", "--load", hats);
    QCOMPARE(again.lines, all.lines);
}

// Arguments and file names are UTF-8 whatever the system: Windows would hand
// them over in its ANSI code page (app/cli/main.cpp), and this pins what
// tests/determinism compares its build with.
void TestCli::nonAsciiNamesAndArguments() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("pi\u00e8ce \u265b.json"));
    RUN_OK(saved, "play", "checkers", "11-15", "--save", file);
    QVERIFY(QFile::exists(file));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList({QStringLiteral("pi\u00e8ce \u265b.json")}));
    RUN_OK(loaded, "play", "--load", file);
    QCOMPARE(loaded.lines, saved.lines);
    // Refused input is quoted back as it came, in UTF-8.
    RUN_REFUSED(QStringList({QStringLiteral("'11-15\u00e9'")}), "play", "checkers",
                QStringLiteral("11-15\u00e9"));
}

void TestCli::saveReplacesTheFileWhole() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("game.json");
    QVERIFY(writeFile(file, "an older game"));
    RUN_OK(r, "play", "checkers", "11-15", "--save", file);
    const QByteArray text = readFile(file);
    QVERIFY2(text.startsWith("{") && text.contains("\"move\":\"11-15\""), text.constData());
    // The temporary file was renamed, not left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"game.json"}));

    // A refused move saves nothing.
    RUN_REFUSED(QStringList({"move 2"}), "play", "checkers", "11-15", "11-15", "--save", file);
    QCOMPARE(readFile(file), text);
}

void TestCli::saveErrorsAreRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath("no-such-folder/game.json");
    RUN_REFUSED(QStringList({"error: cannot write " + missing + ": "}), "play", "checkers", "11-15",
                "--save", missing);
    RUN_REFUSED(QStringList({"cannot write " + dir.path()}), "play", "checkers", "--save",
                dir.path());
    const Run r = run({"play", "checkers", "--save", missing});
    QVERIFY(r.out.isEmpty());
    RUN_REFUSED(QStringList({"--save needs a value"}), "play", "checkers", "--save");
}

void TestCli::loadRefusesBadFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath("good.json");
    RUN_OK(saved, "play", "checkers", "11-15", "22-18", "--save", good);
    const QByteArray text = readFile(good);
    const QString bad = dir.filePath("bad.json");

    QVERIFY(writeFile(bad, "this is not a game"));
    RUN_REFUSED(QStringList({"not JSON", "line 1, column 2"}), "play", "--load", bad);
    QVERIFY(writeFile(bad, text.left(text.size() / 2)));
    RUN_REFUSED(QStringList({"truncated"}), "play", "--load", bad);
    QVERIFY(writeFile(bad, QByteArray(text).replace("\"version\": 1", "\"version\": 3")));
    RUN_REFUSED(QStringList({"version 3", "newer"}), "play", "--load", bad);
    QVERIFY(writeFile(bad, QByteArray(text).replace("\"checkers\"", "\"chess\"")));
    RUN_REFUSED(QStringList({"unknown game 'chess'"}), "play", "--load", bad);
    QVERIFY(
        writeFile(bad, QByteArray(text).replace("\"options\": {}", "\"options\": {\"x\": \"1\"}")));
    RUN_REFUSED(QStringList({"no option 'x'"}), "play", "--load", bad);
    QVERIFY(writeFile(
        bad, QByteArray(text).replace("22-18", "22-17").replace("\"White\"", "\"Black\"")));
    RUN_REFUSED(QStringList({"decision 2 ('22-17')", "White is to decide"}), "play", "--load", bad);
    QByteArray junk;
    for (int i = 0; i < 2000; ++i) junk += char((i * 7919 + 13) % 256);
    QVERIFY(writeFile(bad, junk));
    RUN_REFUSED(QStringList({"not JSON"}), "play", "--load", bad);

    RUN_REFUSED(QStringList({"cannot read", "missing.json"}), "play", "--load",
                dir.filePath("missing.json"));
    RUN_REFUSED(QStringList({"--load", "--seed"}), "play", "--load", good, "--seed", "3");
    // Moves after a good load are checked and numbered as usual.
    RUN_REFUSED(QStringList({"move 1", "15-19", "compulsory"}), "play", "--load", good, "15-19");
}

void TestCli::loadRefusesAnotherGame() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("checkers.json");
    RUN_OK(saved, "play", "checkers", "11-15", "--save", file);
    RUN_REFUSED(QStringList({"holds a game of checkers, not sorcerers-apprentice"}), "play",
                "sorcerers-apprentice", "--load", file);
}

void TestCli::loadRefusesDeepNestingBriefly() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("deep.json");
    // 200 KB nested 100,000 deep once ended in a segmentation fault; 1,000 deep
    // in a message of many kilobytes.
    for (const int depth : {100000, 1000}) {
        const QByteArray nested =
            "{\"format\":\"hatrack-game\",\"version\":" + QByteArray(depth, '[') +
            QByteArray(depth, ']') + "}";
        QVERIFY(writeFile(file, nested));
        RUN_REFUSED(QStringList({"not a saved game", "nest more than 64 deep"}), "play", "--load",
                    file);
        const Run r = run({"play", "--load", file});
        QVERIFY2(r.err.size() < 300 && r.err.count('\n') == 1, qPrintable(r.err.left(400)));
        RUN_REFUSED(QStringList({"nest more than 64 deep"}), "best", "--load", file);
    }
}

void TestCli::fenOptionsAreTheGamesOrRefused() {
    // Without --option the game takes the options the position states, and
    // saves them; an --option that says otherwise is refused, naming both.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("combo.json");
    const QString fen = QStringLiteral("B:W32:B10;racks:ryg/;opts:combo=on");
    RUN_OK(played, "play", "sorcerers-apprentice", "--fen", fen, "--save", file);
    QVERIFY2(played.lines.first().endsWith(";opts:combo=on"), qPrintable(played.out));
    QVERIFY2(!withPrefix(played.lines, "legal revive:").isEmpty(), qPrintable(played.out));
    QVERIFY(readFile(file).contains("\"combo\":\"on\""));
    RUN_OK(loaded, "play", "--load", file);
    QCOMPARE(loaded.lines, played.lines);
    RUN_OK(agreeing, "play", "sorcerers-apprentice", "--option", "combo=on", "--fen", fen);
    QCOMPARE(agreeing.lines, played.lines);
    RUN_REFUSED(QStringList({"the position is for combo=on, but the game is set to combo=off"}),
                "play", "sorcerers-apprentice", "--option", "combo=off", "--fen", fen);
    RUN_REFUSED(QStringList({"the position is for combo=on"}), "perft", "sorcerers-apprentice", "1",
                "--option", "combo=off", "--fen", fen);
    RUN_OK(perft, "perft", "sorcerers-apprentice", "1", "--fen", fen);
}

void TestCli::chanceGivenListsAndTakesOutcomes() {
    RUN_OK(due, "play", "sorcerers-apprentice", "--fen", kHatMidChain, "--chance", "given", "6x15");
    QCOMPARE(due.lines.at(1), QStringLiteral("to-decide chance"));
    const QStringList outcomes = withPrefix(due.lines, "legal ");
    QCOMPARE(outcomes, QStringList({"draw:red", "draw:yellow", "draw:green", "draw:blue",
                                    "draw:clear", "draw:purple"}));

    RUN_OK(red, "play", "sorcerers-apprentice", "--fen", kHatMidChain, "--chance", "given", "6x15",
           "draw:red");
    QVERIFY2(red.lines.at(0).contains(";racks:r/b;"), qPrintable(red.out));
    QCOMPARE(red.lines.at(1), QStringLiteral("to-decide White"));
    QCOMPARE(withPrefix(red.lines, "legal "), QStringList({"blue@19", "blue@32", "nohat"}));

    // Saved while the outcome is due, then given after loading.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("due.json");
    RUN_OK(saved, "play", "sorcerers-apprentice", "--fen", kHatMidChain, "--chance", "given",
           "6x15", "--save", file);
    QCOMPARE(saved.lines, due.lines);
    RUN_OK(loaded, "play", "--load", file, "--chance", "given", "draw:red");
    QCOMPARE(loaded.lines, red.lines);

    RUN_REFUSED(QStringList({"--chance", "'sometimes'"}), "play", "checkers", "--chance",
                "sometimes");
}

void TestCli::wrongChanceOutcomeIsRefused() {
    RUN_REFUSED(QStringList({"move 2", "'draw:pink'", "chance outcome", "draw:red"}), "play",
                "sorcerers-apprentice", "--fen", kHatMidChain, "--chance", "given", "6x15",
                "draw:pink");
    // A decision where an outcome is due is no outcome either.
    RUN_REFUSED(QStringList({"move 2", "'blue@19'", "chance outcome"}), "play",
                "sorcerers-apprentice", "--fen", kHatMidChain, "--chance", "given", "6x15",
                "blue@19");
}

void TestCli::asPlayerPrintsThatPlayersView() {
    RUN_OK(plain, "play", "checkers", "11-15");
    RUN_OK(white, "play", "checkers", "11-15", "--as", "White");
    QCOMPARE(white.lines, plain.lines);
    QCOMPARE(
        white.lines.at(0),
        QStringLiteral("fen W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"));
    RUN_OK(lower, "play", "checkers", "11-15", "--as", "white");
    QCOMPARE(lower.lines, plain.lines);
    RUN_OK(number, "play", "checkers", "11-15", "--as", "0");
    QCOMPARE(number.lines, plain.lines);

    RUN_OK(hatsPlain, "play", "sorcerers-apprentice", "--fen", kHatMidChain, "6x15");
    RUN_OK(hatsBlack, "play", "sorcerers-apprentice", "--fen", kHatMidChain, "6x15", "--as",
           "black");
    QCOMPARE(hatsBlack.lines, hatsPlain.lines);

    RUN_REFUSED(QStringList({"--as", "'Red'", "Black, White"}), "play", "checkers", "--as", "Red");
    RUN_REFUSED(QStringList({"--as", "'2'"}), "play", "checkers", "--as", "2");
    RUN_REFUSED(QStringList({"--as needs a player"}), "play", "checkers", "--as", "");
}

// The last line of `best` is "best MOVE"; returns MOVE.
static QString bestOf(const Run& r) {
    return r.lines.isEmpty() || !r.lines.last().startsWith("best ") ? QString()
                                                                    : r.lines.last().mid(5);
}

void TestCli::bestFromTheStart() {
    RUN_OK(r, "best", "checkers");
    const QString best = bestOf(r);
    QVERIFY2(
        QStringList({"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"}).contains(best),
        qPrintable(r.out));
    QCOMPARE(withPrefix(r.lines, "value ").size(), 1);
    // The line starts with the move and goes on with the reply it expects.
    const QStringList line = withPrefix(r.lines, "line ").value(0).split(' ');
    QVERIFY2(line.size() >= 2 && line.first() == best, qPrintable(r.out));
    // Reproducible: the same arguments give the same answer.
    RUN_OK(again, "best", "checkers");
    QCOMPARE(again.out, r.out);
    // Every computer player answers; White's turn after a move.
    for (const char* player : {"random", "easy", "hard"}) {
        RUN_OK(p, "best", "checkers", "--player", player, "--seed", "4", "11-15");
        QVERIFY2(QStringList({"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"})
                     .contains(bestOf(p)),
                 qPrintable(p.out));
    }
}

void TestCli::bestSaysHowDeepItFinished() {
    // Every game: the depth of the answer, then the deepest pass that finished
    // every choice (one less when the budget cut a pruned pass short).
    for (const char* game : {"checkers", "sorcerers-apprentice", "pawns-in-hats",
                             "fantasy-rpg-checkers", "alien-checkers"}) {
        RUN_OK(r, "best", game, "--player", "normal");
        const QStringList depth = withPrefix(r.lines, "depth ");
        const QStringList completed = withPrefix(r.lines, "completed-depth ");
        QCOMPARE(depth.size(), 1);
        QCOMPARE(completed.size(), 1);
        const int d = depth.first().toInt(), c = completed.first().toInt();
        QVERIFY2(c >= 1 && (c == d || c == d - 1), qPrintable(r.out));
        QVERIFY2(r.lines.last().startsWith("best "), qPrintable(r.out));
    }
    // A single legal move needs no search.
    RUN_OK(one, "best", "checkers", "--fen", "B:W6,15,32:B1");
    QCOMPARE(withPrefix(one.lines, "completed-depth ").value(0), QStringLiteral("0"));
}

void TestCli::bestTakesTheForcedCapture() {
    RUN_OK(r, "best", "checkers", "11-15", "22-18");
    QCOMPARE(r.lines.last(), QStringLiteral("best 15x22"));
    // White must take 9, though quiet moves would be open otherwise.
    RUN_OK(q, "best", "checkers", "--fen", "W:W14,23:B9,17");
    QCOMPARE(q.lines.last(), QStringLiteral("best 14x5"));
}

void TestCli::bestIsTheWholeChain() {
    RUN_OK(r, "best", "checkers", "--fen", "B:W6,15,32:B1");
    QCOMPARE(r.lines.last(), QStringLiteral("best 1x10x19"));
    QVERIFY2(withPrefix(r.lines, "line ").value(0).startsWith("1x10x19"), qPrintable(r.out));
    // A king with a choice of chains: a whole chain is the answer.
    RUN_OK(ring, "best", "checkers", "--fen", "B:W14,15,22,23,32:BK10");
    const QRegularExpression chain(QStringLiteral("^best 10x\\d+x\\d+x\\d+x10$"));
    QVERIFY2(chain.match(ring.lines.last()).hasMatch(), qPrintable(ring.out));
}

void TestCli::bestForAHatPlacementMidChain() {
    // Black's 6x15 draws a hat; White, holding blue, may place it before Black's
    // chain goes on: the answer is a placement or nohat.
    for (const char* player : {"easy", "normal", "hard"}) {
        RUN_OK(r, "best", "sorcerers-apprentice", "--fen", kHatMidChain, "--player", player,
               "6x15");
        QVERIFY2(QStringList({"blue@19", "blue@32", "nohat"}).contains(bestOf(r)),
                 qPrintable(r.out));
    }
    RUN_OK(start, "best", "sorcerers-apprentice", "--seed", "3");
    QVERIFY2(!bestOf(start).isEmpty(), qPrintable(start.out));
}

void TestCli::bestIsRefusedWhenItCannotAnswer() {
    RUN_REFUSED(QStringList({"the game is over"}), "best", "checkers", "--fen", "B:W6,15:B1",
                "1x19");
    RUN_REFUSED(QStringList({"the game is over"}), "best", "checkers", "--fen", "W:W:B19");
    RUN_REFUSED(QStringList({"'grandmaster'", "normal"}), "best", "checkers", "--player",
                "grandmaster");
    RUN_REFUSED(QStringList({"move 1", "9-15"}), "best", "checkers", "9-15");
    RUN_REFUSED(QStringList({"best needs GAME"}), "best");
    RUN_REFUSED(QStringList({"unknown game 'chess'"}), "best", "chess");
    RUN_REFUSED(QStringList({"chance decides next"}), "best", "sorcerers-apprentice", "--fen",
                kHatMidChain, "--chance", "given", "6x15");
}

void TestCli::bestForALoadedGame() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath("game.json");
    RUN_OK(saved, "play", "sorcerers-apprentice", "--seed", "5", "--fen", kHatMidChain, "6x15",
           "--save", file);
    RUN_OK(loaded, "best", "--load", file, "--player", "hard");
    RUN_OK(fresh, "best", "sorcerers-apprentice", "--seed", "5", "--fen", kHatMidChain, "--player",
           "hard", "6x15");
    QCOMPARE(loaded.lines, fresh.lines);
    RUN_OK(further, "best", "--load", file, "nohat");
    RUN_OK(whole, "best", "sorcerers-apprentice", "--seed", "5", "--fen", kHatMidChain, "6x15",
           "nohat");
    QCOMPARE(further.lines, whole.lines);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
