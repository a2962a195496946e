// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `hatrack-cli selfplay --openings FILE --times`, the options the strength
// ladder (README.md, Benchmarks) is measured with: each pair of games starts
// from its opening with the colours swapped, and think times are reported;
// `--first-game`, which lets a match of hours be played in parts, and
// `--max-plies`, which stops a game that would not end.
#include "cli_support.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using namespace hatrack::test::cli;

const QString kSummary = QStringLiteral(
    "^games (\\d+) wins-A (\\d+) wins-B (\\d+) draws (\\d+) average-plies (\\d+\\.\\d)$");

} // namespace

class TestCliSelfplay : public QObject {
    Q_OBJECT

  private slots:
    void openingsArePlayedFirst();
    void eachOpeningServesTwoGames();
    void badOpeningsAreNamed();
    void thinkTimesPerPlayer();
    void thinkTimesOfEachGameWithProgress();
    void theBallotsFileIsPlayable();
    void aMatchPlayedInParts();
    void aCapStopsGamesAsDraws();

  private:
    QTemporaryDir dir_;
    QString write(const QString& name, const QByteArray& text) {
        const QString path = dir_.filePath(name);
        if (!writeFile(path, text)) return {};
        return path;
    }
};

void TestCliSelfplay::openingsArePlayedFirst() {
    // White resigns at once: whoever sat first wins, in one ply, so the opening
    // was played before the computers, with A first in game 1 and second in 2.
    const QString file = write("resign.txt", "# comment line\n\n11-15 resign  # Black wins\n");
    RUN_OK(r, "selfplay", "checkers", "--games", "2", "--seed", "1", "--players", "normal,random",
           "--openings", file, "--progress");
    QCOMPARE(r.lines.size(), 1);
    QCOMPARE(r.lines.first(), QString("games 2 wins-A 1 wins-B 1 draws 0 average-plies 1.0"));
    QVERIFY2(r.err.contains("game 1, A first: A (normal) wins in 1 plies: White resigns"),
             qPrintable(r.err));
    QVERIFY2(r.err.contains("game 2, A second: B (random) wins in 1 plies: White resigns"),
             qPrintable(r.err));
}

void TestCliSelfplay::eachOpeningServesTwoGames() {
    // The second opening cannot be played; two games never reach it, three do.
    const QString file = write("pairs.txt", "11-15\n11-16 17-22\n");
    RUN_OK(two, "selfplay", "checkers", "--games", "2", "--seed", "3", "--players", "random,random",
           "--openings", file);
    QVERIFY2(QRegularExpression(kSummary).match(two.lines.last()).hasMatch(), qPrintable(two.out));
    RUN_REFUSED(QStringList({"opening 2", "'17-22'", "no piece on 17"}), "selfplay", "checkers",
                "--games", "3", "--seed", "3", "--players", "random,random", "--openings", file);
}

void TestCliSelfplay::badOpeningsAreNamed() {
    const QString after = write("after.txt", "11-15 resign 22-18\n");
    RUN_REFUSED(QStringList({"opening 1", "'22-18'", "game is over"}), "selfplay", "checkers",
                "--games", "2", "--seed", "1", "--openings", after);
    const QString empty = write("empty.txt", "# nothing but a comment\n\n");
    RUN_REFUSED(QStringList({"holds no opening"}), "selfplay", "checkers", "--games", "2", "--seed",
                "1", "--openings", empty);
    RUN_REFUSED(QStringList({"cannot read", "missing.txt"}), "selfplay", "checkers", "--games", "2",
                "--seed", "1", "--openings", dir_.filePath("missing.txt"));
    RUN_REFUSED(QStringList({"--openings needs a file name"}), "selfplay", "checkers", "--games",
                "2", "--seed", "1", "--openings", "");
}

void TestCliSelfplay::thinkTimesPerPlayer() {
    RUN_OK(r, "selfplay", "checkers", "--games", "2", "--seed", "7", "--players", "easy,random",
           "--times");
    QCOMPARE(r.lines.size(), 3);
    QVERIFY2(QRegularExpression(kSummary).match(r.lines[0]).hasMatch(), qPrintable(r.out));
    const QRegularExpression think(QStringLiteral(
        "^think-([AB]) median-ms (\\d+\\.\\d) p90-ms (\\d+\\.\\d) max-ms (\\d+\\.\\d) "
        "decisions (\\d+)$"));
    for (int i = 1; i <= 2; ++i) {
        const auto m = think.match(r.lines[i]);
        QVERIFY2(m.hasMatch(), qPrintable(r.lines[i]));
        QCOMPARE(m.captured(1), QString(i == 1 ? "A" : "B"));
        QVERIFY(m.captured(5).toInt() > 0); // both had choices to make
        QVERIFY(m.captured(2).toDouble() <= m.captured(3).toDouble());
        QVERIFY(m.captured(3).toDouble() <= m.captured(4).toDouble());
    }
    // Without --times the summary stands alone, as scripts read it.
    RUN_OK(plain, "selfplay", "checkers", "--games", "2", "--seed", "7", "--players",
           "easy,random");
    QCOMPARE(plain.lines, QStringList{r.lines[0]});
}

void TestCliSelfplay::thinkTimesOfEachGameWithProgress() {
    // A match stopped partway prints no summary, so each game's line is
    // followed by its decisions' times; together they are the summary's.
    RUN_OK(r, "selfplay", "checkers", "--games", "3", "--seed", "7", "--players", "easy,random",
           "--times", "--progress");
    int decisions[2] = {0, 0};
    int games = 0;
    QString last;
    for (const QString& line : r.err.split('\n', Qt::SkipEmptyParts)) {
        if (line.startsWith("game-think-")) {
            QVERIFY2(last.startsWith(line.startsWith("game-think-A") ? "game " : "game-think-A"),
                     qPrintable(r.err));
            const QStringList ms = line.split(' ').mid(1);
            for (const QString& m : ms) {
                bool ok = false;
                QVERIFY2(m.toDouble(&ok) >= 0 && ok, qPrintable(line));
            }
            decisions[line.startsWith("game-think-A") ? 0 : 1] += static_cast<int>(ms.size());
        } else if (line.startsWith("game ")) {
            ++games;
        }
        last = line;
    }
    QCOMPARE(games, 3);
    const QRegularExpression count(QStringLiteral("decisions (\\d+)$"));
    QCOMPARE(r.lines.size(), 3);
    QCOMPARE(count.match(r.lines[1]).captured(1).toInt(), decisions[0]);
    QCOMPARE(count.match(r.lines[2]).captured(1).toInt(), decisions[1]);
    QVERIFY(decisions[0] > 0 && decisions[1] > 0);
}

void TestCliSelfplay::theBallotsFileIsPlayable() {
    // Every ballot in the repository's file is legal from the start, so that
    // the ladder never stops halfway (one game per ballot pair is enough).
    const QString ballots = QStringLiteral(HATRACK_TEST_DATA_DIR "/ballots-3move.txt");
    const QByteArray text = readFile(ballots);
    QVERIFY2(!text.isEmpty(), qPrintable(ballots));
    int count = 0;
    for (const QByteArray& line : text.split('\n'))
        if (!line.trimmed().isEmpty() && !line.startsWith('#')) ++count;
    QCOMPARE(count, 136);
    RUN_OK(r, "selfplay", "checkers", "--games", QString::number(2 * count - 1), "--seed", "1",
           "--players", "random,random", "--openings", ballots, "--jobs", "2");
    QVERIFY2(r.lines.last().startsWith(QString("games %1 ").arg(2 * count - 1)), qPrintable(r.out));
}

namespace {

QList<int> summaryNumbers(const QString& line) {
    const auto m = QRegularExpression(kSummary).match(line);
    QList<int> n;
    for (int i = 1; i <= 4; ++i) n << (m.hasMatch() ? m.captured(i).toInt() : -1);
    return n;
}

QStringList gameLines(const QString& err) {
    QStringList lines = err.split('\n', Qt::SkipEmptyParts);
    lines.removeIf([](const QString& l) { return !l.startsWith("game "); });
    return lines;
}

} // namespace

void TestCliSelfplay::aMatchPlayedInParts() {
    // Games 1-3 and 4-8 of an 8-game match are the same games as in the
    // whole match, numbered as there, and their counts add up to its counts.
    const QStringList common = {"selfplay",  "alien-checkers", "--seed",    "11",
                                "--players", "easy,random",    "--progress"};
    RUN_OK(whole, common + QStringList{"--games", "8"});
    RUN_OK(first, common + QStringList{"--games", "3"});
    RUN_OK(rest, common + QStringList{"--games", "8", "--first-game", "4"});
    const QStringList all = gameLines(whole.err);
    QCOMPARE(all.size(), 8);
    QCOMPARE(gameLines(first.err), all.mid(0, 3));
    QCOMPARE(gameLines(rest.err), all.mid(3));
    QVERIFY2(rest.err.contains("game 4, A second:"), qPrintable(rest.err));
    const QList<int> w = summaryNumbers(whole.lines.first()),
                     a = summaryNumbers(first.lines.first()),
                     b = summaryNumbers(rest.lines.first());
    QCOMPARE(a[0], 3);
    QCOMPARE(b[0], 5);
    for (int i = 0; i < 4; ++i) QCOMPARE(a[i] + b[i], w[i]);
    RUN_REFUSED(QStringList({"--first-game 9", "past the match's 8 games"}),
                common + QStringList{"--games", "8", "--first-game", "9"});
    RUN_REFUSED(QStringList({"--first-game counts from 1"}),
                common + QStringList{"--games", "8", "--first-game", "0"});
}

void TestCliSelfplay::aCapStopsGamesAsDraws() {
    // No game of checkers ends in six plies: both are stopped there and
    // counted as draws, and the report says why. A cap no game reaches
    // changes nothing.
    const QStringList common = {"selfplay", "checkers",  "--games",       "2",         "--seed",
                                "4",        "--players", "random,random", "--progress"};
    RUN_OK(capped, common + QStringList{"--max-plies", "6"});
    QCOMPARE(capped.lines.first(), QString("games 2 wins-A 0 wins-B 0 draws 2 average-plies 6.0"));
    QCOMPARE(gameLines(capped.err),
             QStringList({"game 1, A first: draw in 6 plies: stopped at the cap of 6 plies, "
                          "counted as a draw",
                          "game 2, A second: draw in 6 plies: stopped at the cap of 6 plies, "
                          "counted as a draw"}));
    RUN_OK(free, common);
    RUN_OK(high, common + QStringList{"--max-plies", "100000"});
    QCOMPARE(high.lines, free.lines);
    QCOMPARE(gameLines(high.err), gameLines(free.err));
    RUN_REFUSED(QStringList({"--max-plies takes 1 to 1000000 plies, not 0"}),
                common + QStringList{"--max-plies", "0"});
}

QTEST_GUILESS_MAIN(TestCliSelfplay)
#include "tst_cli_selfplay.moc"
