// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Notation: PDN move text (full and start-end forms, ambiguity, malformed
// input), PDN game records, and FEN reading/writing with its error messages.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "games.h"
#include "match.h"
#include "pdn.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

QString fenError(const std::string& fen) {
    return rulesErrorOf([&] { checkers::parseFen(fen); });
}

QString moveError(const std::string& fen, const std::string& move) {
    const auto state = fromFen(fen);
    return rulesErrorOf([&] { state.parseMove(move); });
}

const char* kStart = "B:W21-32:B1-12";

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

  private slots:
    void startFenIsWrittenInFull();
    void fenRoundTrips_data();
    void fenRoundTrips();
    void fenIsForgiving();
    void badFenIsRefused_data();
    void badFenIsRefused();
    void newGameRejectsBadFen();

    void fullNotationAndSeparators();
    void startEndShortFormWhenUnambiguous();
    void startEndShortFormAmbiguous();
    void moveErrorsSayWhy_data();
    void moveErrorsSayWhy();
    void spaceInsteadOfSeparatorIsMalformed();
    void tooManyDigitsNamesTheSquareTyped();

    void pdnRecords();
    void pdnVariationsCommentsAndNumbers();
    void pdnMoveWithTextGluedOn();
    void pdnBracketInsideAVariation();
};

void TestNotation::startFenIsWrittenInFull() {
    QCOMPARE(qs(checkers::toFen(checkers::Position::start())),
             QStringLiteral("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"));
    QCOMPARE(checkers::parseFen(kStart), checkers::Position::start());
    QCOMPARE(qs(newGame("checkers", {}, 1)->toFen()),
             qs(checkers::toFen(checkers::parseFen(kStart))));
}

void TestNotation::fenRoundTrips_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("kings") << "W:WK5,18:B3";
    QTest::newRow("both sides kings") << "B:W9,K10,K30:BK1,6,K27";
    QTest::newRow("one side empty") << "W:W:B14";
    QTest::newRow("twelve each, mixed")
        << "W:WK1,K2,5,8,13,14,15,16,21,22,23,24:BK3,K4,6,7,9,10,11,12,17,18,19,20";
}

void TestNotation::fenRoundTrips() {
    QFETCH(QString, fen);
    const auto p = checkers::parseFen(fen.toStdString());
    QCOMPARE(checkers::parseFen(checkers::toFen(p)), p);
    QCOMPARE(qs(checkers::toFen(p)), fen); // these are already in the written form
}

void TestNotation::fenIsForgiving() {
    const auto start = checkers::Position::start();
    QCOMPARE(checkers::parseFen("\"B:W21-32:B1-12\""), start); // quoted, as in a PDN tag
    QCOMPARE(checkers::parseFen("B:W21-32:B1-12."), start);    // trailing full stop
    QCOMPARE(checkers::parseFen(" b:w21-32:b1-12 "), start);   // case and spaces
    QCOMPARE(checkers::parseFen("B:B1-12:W21-32"), start);     // either list first
    const auto kings = checkers::parseFen("W:WK5,K6-7:BK29-30");
    QCOMPARE(kings.toMove, 1);
    QCOMPARE(std::popcount(kings.kings), 5);
}

void TestNotation::badFenIsRefused_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("mustMention");
    QTest::newRow("13 White men") << "B:W20-32:B1-12" << QStringList{"White", "13", "12"};
    QTest::newRow("13 Black men") << "W:W21-32:B1-13" << QStringList{"Black", "13", "12"};
    QTest::newRow("square 0") << "B:W0:B1" << QStringList{"square 0", "1-32"};
    QTest::newRow("square 33") << "B:W21-32:B1-11,33" << QStringList{"square 33", "1-32"};
    QTest::newRow("White man on row 1-4") << "B:W1:B5" << QStringList{"White man on 1", "crowned"};
    QTest::newRow("Black man on row 29-32")
        << "W:W5:B29" << QStringList{"Black man on 29", "crowned"};
    QTest::newRow("garbage") << "hello world" << QStringList{"hello world", "B or W"};
    QTest::newRow("empty") << "" << QStringList{"empty"};
    QTest::newRow("square twice") << "B:W21,21:B1" << QStringList{"21", "twice"};
    QTest::newRow("square on both sides") << "B:W5:B5" << QStringList{"5", "twice"};
    QTest::newRow("side listed twice") << "B:W21:B1:W22" << QStringList{"White", "twice"};
    QTest::newRow("letters as square") << "B:W1x:B9" << QStringList{"1x", "not a square"};
    QTest::newRow("missing colon") << "BW21" << QStringList{"':'"};
    QTest::newRow("unknown colour") << "B:R21:B1" << QStringList{"W or B"};
    QTest::newRow("backward range") << "B:W32-21:B1" << QStringList{"32-21", "backwards"};
    QTest::newRow("huge number") << "B:W100000:B1" << QStringList{"100000"};
}

void TestNotation::badFenIsRefused() {
    QFETCH(QString, fen);
    QFETCH(QStringList, mustMention);
    const QString error = fenError(fen.toStdString());
    QVERIFY2(!error.isEmpty(), qPrintable("accepted: " + fen));
    for (const QString& word : mustMention)
        QVERIFY2(error.contains(word), qPrintable(QString("'%1' lacks '%2'").arg(error, word)));
}

void TestNotation::newGameRejectsBadFen() {
    QVERIFY(rulesErrorOf([] { newGame("checkers", {}, 1, "B:W33:B1"); }).contains("33"));
    QVERIFY(rulesErrorOf([] { Match("checkers", {}, 1, "B:W1:B5"); }).contains("crowned"));
    QVERIFY(rulesErrorOf([] { newGame("chess", {}, 1); }).contains("checkers"));
}

void TestNotation::fullNotationAndSeparators() {
    Match m("checkers", {}, 1);
    m.play("11-15");
    m.play("22 - 18"); // spaces around the separator are fine
    m.play("15x22");
    m.play("25X18"); // capital X
    QCOMPARE(qs(m.state().toFen()),
             qs(checkers::toFen(checkers::parseFen("B:W18,21,23-24,26-32:B1-10,12"))));
    // A two-hop capture written with every landing.
    Match j("checkers", {}, 1, "B:W6,15,32:B1");
    j.play("1x10x19");
    QCOMPARE(j.decisions().size(), std::size_t(2));
}

void TestNotation::startEndShortFormWhenUnambiguous() {
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    m.play("1x19"); // stands for 1x10x19
    QCOMPARE(m.decisions().size(), std::size_t(2));
    QCOMPARE(m.decisions()[0].b, 9);
    QCOMPARE(m.decisions()[1].b, 18);
    // Three captures end on 1 here, but "10x1" is the whole of one of them.
    Match ring("checkers", {}, 1, "B:W6,14,15,22,23,32:BK10");
    ring.play("10x1");
    QCOMPARE(ring.decisions().size(), std::size_t(1));
}

void TestNotation::startEndShortFormAmbiguous() {
    const QString error = moveError("B:W14,15,22,23:BK10", "10x10");
    QVERIFY2(error.contains("ambiguous") && error.contains("10x17x26x19x10") &&
                 error.contains("10x19x26x17x10"),
             qPrintable(error));
    // Written in full, each route is accepted.
    QCOMPARE(fromFen("B:W14,15,22,23:BK10").parseMove("10x19x26x17x10").actions.size(),
             std::size_t(4));
}

void TestNotation::moveErrorsSayWhy_data() {
    QTest::addColumn<QString>("move");
    QTest::addColumn<QStringList>("mustMention");
    QTest::newRow("no piece") << "16-20" << QStringList{"no piece on 16"};
    QTest::newRow("opponent's piece") << "21-17" << QStringList{"21", "White", "Black is to move"};
    QTest::newRow("nowhere to go") << "9-15" << QStringList{"9-15", "illegal"};
    QTest::newRow("backward man") << "9-5" << QStringList{"9-5", "illegal"};
    QTest::newRow("square 33") << "33-29" << QStringList{"33", "1-32"};
    QTest::newRow("square 0") << "0-4" << QStringList{"square 0"};
    QTest::newRow("one square") << "11" << QStringList{"malformed", "two squares"};
    QTest::newRow("trailing separator") << "11-" << QStringList{"malformed", "separator"};
    QTest::newRow("letters") << "e3-f4" << QStringList{"malformed", "e3-f4"};
    QTest::newRow("slash") << "11/15" << QStringList{"malformed", "'-' or 'x'"};
    QTest::newRow("empty") << "" << QStringList{"malformed"};
}

void TestNotation::moveErrorsSayWhy() {
    QFETCH(QString, move);
    QFETCH(QStringList, mustMention);
    const QString error = moveError(kStart, move.toStdString());
    QVERIFY2(!error.isEmpty(), qPrintable("accepted: " + move));
    for (const QString& word : mustMention)
        QVERIFY2(error.contains(word), qPrintable(QString("'%1' lacks '%2'").arg(error, word)));
}

void TestNotation::spaceInsteadOfSeparatorIsMalformed() {
    // "11 15" is a typo for 11-15. The squares are on the board, so the message
    // must not claim otherwise.
    const QString error = moveError(kStart, "11 15");
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains("not on the board"), qPrintable(error));
    QVERIFY2(error.contains("malformed"), qPrintable(error));
}

void TestNotation::tooManyDigitsNamesTheSquareTyped() {
    // "123-4": the message must name 123, not a truncated "square 12".
    const QString error = moveError(kStart, "123-4");
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains("square 12 "), qPrintable(error));
}

void TestNotation::pdnRecords() {
    const std::string text = R"([Event "First"]
[Black "A"]
[White "B"]
[Result "1-0"]
1. 11-15 22-18 2. 15x22 25x18 3. 8-11 29-25 4. 4-8 25-22
5. 12-16 18-14 6. 10x17 21x14 1-0

[Event "Second"]
[FEN "W:W18:B14"]
1... 18x9 0-1
[Event "Third"] 1. 9-13 *
)";
    const auto games = parsePdn(text);
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(qs(games[0].tags.at("Event")), QStringLiteral("First"));
    QCOMPARE(qs(games[0].result), QStringLiteral("1-0"));
    QStringList moves;
    for (const auto& m : games[0].moves) moves << qs(m);
    QCOMPARE(moves, QStringList({"11-15", "22-18", "15x22", "25x18", "8-11", "29-25", "4-8",
                                 "25-22", "12-16", "18-14", "10x17", "21x14"}));
    QCOMPARE(qs(games[1].tags.at("FEN")), QStringLiteral("W:W18:B14"));
    QCOMPARE(games[1].moves.size(), std::size_t(1));
    QCOMPARE(qs(games[1].moves[0]), QStringLiteral("18x9"));
    QCOMPARE(qs(games[2].result), QStringLiteral("*"));

    // The records replay.
    Match m("checkers", {}, 1);
    for (const auto& mv : games[0].moves) m.play(mv);
    QCOMPARE(m.plies(), 12);
    Match second("checkers", {}, 1, games[1].tags.at("FEN"));
    second.play(games[1].moves[0]);
    QCOMPARE(second.state().outcome().winner, 1);
}

void TestNotation::pdnVariationsCommentsAndNumbers() {
    const std::string text = "[Event \"x\"]\n1. 11-15 {a comment (with parentheses)} 23-19! "
                             "(2. 8-11 (2... 22-17) 19x10) 2. 8-11?! $3 22-17 3...9-13 1/2-1/2";
    const auto games = parsePdn(text);
    QCOMPARE(games.size(), std::size_t(1));
    QStringList moves;
    for (const auto& m : games[0].moves) moves << qs(m);
    QCOMPARE(moves, QStringList({"11-15", "23-19", "8-11", "22-17", "9-13"}));
    QCOMPARE(qs(games[0].result), QStringLiteral("1/2-1/2"));
}

void TestNotation::pdnMoveWithTextGluedOn() {
    // Two records in data/tinsley.pdn end like this: a move with the arbiter's
    // note run into it, no braces, no spaces. The move is still "8-11".
    const auto games = parsePdn("[Event \"x\"]\n1. 11-15 22-18 2. "
                                "8-11Redoversteppedthetimecontrolonthismove. \n0-1");
    QCOMPARE(games.size(), std::size_t(1));
    QStringList moves;
    for (const auto& m : games[0].moves) moves << qs(m);
    QCOMPARE(moves, QStringList({"11-15", "22-18", "8-11"}));
    QCOMPARE(qs(games[0].result), QStringLiteral("0-1"));
}

void TestNotation::pdnBracketInsideAVariation() {
    // Found by fuzz_pdn: a '[' inside a variation used to stop the reader for
    // good (it neither read it as a tag nor stepped over it).
    const auto games = parsePdn("[Event \"x\"]\n1. 11-15 (23-19 [note] 9-14) 23-19 *");
    QCOMPARE(games.size(), std::size_t(1));
    QStringList moves;
    for (const auto& m : games[0].moves) moves << qs(m);
    QCOMPARE(moves, QStringList({"11-15", "23-19"}));
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
