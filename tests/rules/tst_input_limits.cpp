// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text from outside at its worst: a position, a move, a game record or a file
// of hundreds of kilobytes, nested brackets and parentheses by the ten
// thousand, control characters. Every game refuses it with a message that
// names the problem and quotes a line's worth of the text at most; nothing
// crashes or hangs.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "excerpt.h"
#include "games.h"
#include "pdn.h"
#include "test_support.h"

#include <string>
#include <vector>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// The message of a refusal, with room for the problem and one excerpt.
constexpr qsizetype kLongestMessage = 300;
const std::string kEllipsis = "\xE2\x80\xA6";

// Inputs no reader should take whole into its message, or into its stack.
std::vector<std::string> hostileTexts() {
    return {
        std::string(200000, 'x'),
        std::string(100000, '(') + std::string(100000, ')'),
        std::string(100000, '[') + std::string(100000, ']'),
        std::string(100000, '{') + std::string(100000, '}'),
        "B:W" + std::string(100000, '1'),
        "B:W21-32:B1-12;" + std::string(100000, 'q'),
        "B:W21-32:B1-12;hats:" + std::string(100000, '5'),
        "B move b:" + std::string(100000, ',') + " w:18",
        "W ?,? B:" + std::string(100000, 'K') + " W:21 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
        std::string(50000, '8') + " 8/8/8/8/8/8/8/8 w - - 0 1",
        "11-15" + std::string(100000, 'x'),
        std::string(1000, '\n') + std::string(1000, '\t') + std::string(1000, '\0'),
    };
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT

  private slots:
    void excerptKeepsShortTextWhole() {
        QCOMPARE(excerpt("11-15"), std::string("11-15"));
        const std::string sixty(kExcerptChars, 'a');
        QCOMPARE(excerpt(sixty), sixty);
        QCOMPARE(excerpt(""), std::string());
    }

    void excerptCutsLongTextWithAnEllipsis() {
        const std::string cut = excerpt(std::string(kExcerptChars + 1, 'a'));
        QCOMPARE(cut, std::string(kExcerptChars - 1, 'a') + kEllipsis);
        QCOMPARE(excerpt(std::string(1'000'000, 'b')),
                 std::string(kExcerptChars - 1, 'b') + kEllipsis);
    }

    void excerptCountsCharactersAndNeverSplitsOne() {
        // "é" is two bytes, "…" three: sixty of either is sixty characters.
        std::string accents;
        for (std::size_t i = 0; i < kExcerptChars; ++i) accents += "\xC3\xA9";
        QCOMPARE(excerpt(accents), accents);
        const std::string longer = accents + "\xC3\xA9";
        std::string want;
        for (std::size_t i = 0; i + 1 < kExcerptChars; ++i) want += "\xC3\xA9";
        QCOMPARE(excerpt(longer), want + kEllipsis);
    }

    void excerptKeepsAMessageOnOneLine() {
        QCOMPARE(excerpt("a\nb\tc\rd"), std::string("a b c d"));
        QCOMPARE(excerpt(std::string("a\0b", 3)), std::string("a b"));
    }

    void everyGameRefusesHostilePositionsBriefly() {
        for (const GameInfo& game : allGames())
            for (const std::string& text : hostileTexts()) {
                const QString error = rulesErrorOf([&] { newGame(game.id, {}, 1, text); });
                const QString where = qs(game.id) + ": " + qs(excerpt(text));
                QVERIFY2(!error.isEmpty(), qPrintable(where + " was read as a position"));
                QVERIFY2(error.size() <= kLongestMessage, qPrintable(where + ": " + error));
                QVERIFY2(!error.contains('\n'), qPrintable(where + ": " + error));
            }
    }

    void everyGameRefusesHostileMovesBriefly() {
        for (const GameInfo& game : allGames())
            for (const std::string& text : hostileTexts()) {
                Match m(game.id, {}, 1);
                const QString error = rulesErrorOf([&] { m.play(text); });
                const QString where = qs(game.id) + ": " + qs(excerpt(text));
                QVERIFY2(!error.isEmpty(), qPrintable(where + " was played as a move"));
                QVERIFY2(error.size() <= kLongestMessage, qPrintable(where + ": " + error));
                QVERIFY2(!error.contains('\n'), qPrintable(where + ": " + error));
            }
    }

    void optionsAndGameNamesAreQuotedShort() {
        const std::string huge(100000, 'o');
        const QStringList errors = {
            rulesErrorOf([&] { gameInfo(huge); }),
            rulesErrorOf([&] { newGame(huge, {}, 1); }),
            rulesErrorOf([&] {
                newGame("checkers", {{huge, "on"}}, 1);
            }),
            rulesErrorOf([&] {
                newGame("sorcerers-apprentice", {{"combo", huge}}, 1);
            }),
            rulesErrorOf([&] { newAgent("checkers", huge, 1); }),
        };
        for (const QString& error : errors) {
            QVERIFY2(!error.isEmpty() && error.size() <= kLongestMessage,
                     qPrintable(error.left(400)));
            QVERIFY2(error.contains(QString(40, 'o')), qPrintable(error.left(400)));
        }
    }

    void pdnOfDeepVariationsAndCommentsReads() {
        // Nested variations and comments are skipped without recursion.
        const std::string deep = "[Event \"deep\"]\n1. 11-15 " + std::string(200000, '(') +
                                 "22-18 " + std::string(200000, ')') + " 23-19 " +
                                 std::string(100000, '{') + " 1-0";
        const auto games = parsePdn(deep);
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games.front().moves, (std::vector<std::string>{"11-15", "23-19"}));
        const std::string unclosed = "1. 11-15 " + std::string(200000, '(') + " 22-18";
        QCOMPARE(parsePdn(unclosed).size(), std::size_t(1));
    }

    void pdnRecordWithAHugeMoveStopsBriefly() {
        PdnGame g;
        g.moves = {"11-15", std::string(100000, '9') + "-1"};
        const PdnReplay r = replayPdn(g, "checkers");
        QCOMPARE(r.played, std::size_t(1));
        QVERIFY2(r.stopped.english.size() <= std::size_t(kLongestMessage),
                 r.stopped.english.c_str());
    }
};

QTEST_APPLESS_MAIN(TestInputLimits)
#include "tst_input_limits.moc"
