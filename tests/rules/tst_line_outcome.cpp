// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The "why" of a hint: what the line the computer expects does to the pieces,
// told to the player the hint is for.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "checkers/checkers_state.h"
#include "games.h"
#include "line_outcome.h"
#endif

#include <QTest>

using namespace hatrack;

namespace {

Action hop(int fromPdn, int toPdn) {
    return Action{checkers::kHop, fromPdn - 1, toPdn - 1, -1};
}

QString why(const std::string& fen, const std::vector<Action>& line, int player = 0,
            double value = kNoValue, double margin = kNoValue) {
    const auto s = newGame("checkers", {}, 1, fen);
    const LineOutcome said = lineOutcome(*s, line, player, value, margin);
    // Only a won game is flagged as one.
    if (said.winsGame != (said.words.english == "wins the game")) return "mismatched flag";
    return QString::fromStdString(said.words.english);
}

// The actions of `texts`, played in turn from `fen` of `game`.
std::vector<Action> lineOf(const std::string& game, const std::string& fen,
                           const std::vector<std::string>& texts) {
    auto s = newGame(game, {}, 1, fen);
    std::vector<Action> line;
    for (const std::string& text : texts) {
        for (const Action& a : s->legalActions())
            if (s->actionText(a) == text) {
                line.push_back(a);
                s->advance(a);
                break;
            }
    }
    return line;
}

// The actions of the moves `texts` from `s`, and whether chance decides next.
std::pair<std::vector<Action>, bool> movesFrom(const GameState& s,
                                               const std::vector<std::string>& texts) {
    const auto probe = s.clone();
    std::vector<Action> line;
    for (const std::string& m : texts)
        for (const Action& a : probe->parseMove(m).actions) {
            line.push_back(a);
            probe->advance(a);
        }
    return {line, probe->currentPlayer() == kChance};
}

// Pawns in Hats after 1. e1-e2 d8-d7 2. e2-e3 d7-d6, White to move.
std::unique_ptr<GameState> pawnsOpening() {
    auto s = newGame("pawns-in-hats", {}, 1, "");
    for (const char* m : {"e1-e2", "d8-d7", "e2-e3", "d7-d6"})
        for (const Action& a : s->parseMove(m).actions) s->advance(a);
    return s;
}

} // namespace

class TestLineOutcome : public QObject {
    Q_OBJECT
  private slots:
    void saysWhatTheLineDoes() {
        QCOMPARE(why("B:W18:B14", {hop(14, 23)}), QString("wins the game"));
        QCOMPARE(why("B:W18,32:B14,1", {hop(14, 23)}), QString("wins a piece"));
        // A quiet move now, the capture on Black's next move: said so, as a
        // player looks for the gain right after the move hinted.
        QCOMPARE(why("B:W22,32:B1,14", {hop(1, 6), hop(22, 18), hop(14, 23)}),
                 QString("wins a piece within 2 moves"));
        // Black takes on 23, White takes back from 27.
        QCOMPARE(why("B:W18,27,32:B14,1", {hop(14, 23), hop(27, 18)}),
                 QString("trades a piece for a piece"));
        // Black steps onto 23, where White's man on 27 takes it.
        QCOMPARE(why("B:W27,32:B19,1", {hop(19, 23), hop(27, 18)}),
                 QString("the best found, though it gives up a piece"));
        QCOMPARE(why("B:W32:B1", {hop(1, 5)}),
                 QString("leaves the material as it is, as far as the computer looks"));
    }

    // In Pawns in Hats pieces differ in worth: White's hunter (a rook) takes
    // the pawn on b6 and Black's queen takes the hunter back. One piece for
    // one, but no even trade, and the hint must not call it one.
    void aHunterForAPawnIsNoEvenTrade() {
        const std::string fen = "1H6/q7/1p6/8/7k/8/5P2/1PP1P1PP 8/8/8/8/8/8/8/8 w - c 0 1";
        const auto start = newGame("pawns-in-hats", {}, 1, fen);
        const auto uneven = lineOf("pawns-in-hats", fen, {"b8xb6", "keep", "a7xb6", "keep"});
        QCOMPARE(uneven.size(), std::size_t{4});
        QCOMPARE(
            QString::fromStdString(lineOutcome(*start, uneven, 0).words.english),
            QString("the best found, though what it gives up is worth more than what it takes"));
        // Cut right after White takes, the pawn is a gain only if the search
        // judges White better off than the pieces' worth at the start (a
        // hunter and six pawns, 1100, against a queen, a king and a pawn,
        // 1250): at -300 it sees the hunter lost, an even trade.
        const std::vector<Action> cut(uneven.begin(), uneven.begin() + 1);
        QCOMPARE(QString::fromStdString(lineOutcome(*start, cut, 0, -300).words.english),
                 QString("trades a piece for a piece"));
        QCOMPARE(QString::fromStdString(lineOutcome(*start, cut, 0, -50).words.english),
                 QString("wins a piece"));
        // Told to Black, whose king steps first, the same trade wins material.
        const std::string blackFirst = "1H6/q7/1p6/8/7k/8/5P2/1PP1P1PP 8/8/8/8/8/8/8/8 b - c 0 1";
        const auto blackStart = newGame("pawns-in-hats", {}, 1, blackFirst);
        const auto gain = lineOf("pawns-in-hats", blackFirst,
                                 {"h4-h3", "keep", "b8xb6", "keep", "a7xb6", "keep"});
        QCOMPARE(gain.size(), std::size_t{6});
        QCOMPARE(QString::fromStdString(lineOutcome(*blackStart, gain, 1).words.english),
                 QString("wins material in the trade"));
        // A hunter for Black's hunter on b6 is one.
        const std::string even = "1H6/q7/1h6/8/7k/8/5P2/1PP1P1PP 8/8/8/8/8/8/8/8 w - c 0 1";
        const auto evenStart = newGame("pawns-in-hats", {}, 1, even);
        const auto evenLine = lineOf("pawns-in-hats", even, {"b8xb6", "keep", "a7xb6", "keep"});
        QCOMPARE(evenLine.size(), std::size_t{4});
        QCOMPARE(QString::fromStdString(lineOutcome(*evenStart, evenLine, 0).words.english),
                 QString("trades a piece for a piece"));
    }

    // A line that ends the game in a draw says so: here White's step leaves
    // Black's last pawn, on White's first rank, without a move.
    void aDrawIsNamed() {
        const std::string fen = "8/8/8/8/8/8/4P3/p7 8/8/8/8/8/8/8/8 w - c 0 1";
        const auto start = newGame("pawns-in-hats", {}, 1, fen);
        const auto line = lineOf("pawns-in-hats", fen, {"e2-e3"});
        QCOMPARE(line.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(lineOutcome(*start, line, 0).words.english),
                 QString("draws the game: Black has no legal move (stalemate)"));
    }

    // A line that ends right after Black's capture, where the search saw
    // White take back (it judges the position even), is no gain of a piece.
    void aGainTheSearchDoesNotSeeIsNotClaimed() {
        const std::string fen = "B:W18,27,32:B14,1,5";
        QCOMPARE(why(fen, {hop(14, 23)}, 0, 5), QString("trades a piece for a piece"));
        QCOMPARE(why(fen, {hop(14, 23)}, 0, 120), QString("wins a piece"));
        // Judged against the balance at the start: a man down before, even after.
        QCOMPARE(why("B:W18,27,32:B14,1", {hop(14, 23)}, 0, 5), QString("wins a piece"));
        // A gain the line shows White answering is the line's, whatever the
        // judgement (in a game where pieces differ in worth, counting them a
        // man each says little).
        QCOMPARE(why("B:W18,32:B14,1,5", {hop(14, 23), hop(32, 28)}, 0, 5),
                 QString("wins a piece"));
    }

    // A trade after a quiet move and its answer is said to be some moves away.
    // A quiet move the search found half a man or more better than any other
    // is said to matter; one among others about as good is not.
    void aQuietMoveThatStandsOutIsSaidSo() {
        const std::vector<std::pair<Action, double>> ranked{
            {hop(1, 5), 12}, {hop(1, 6), -60}, {hop(2, 6), -200}};
        QCOMPARE(choiceMargin(ranked), 72.0);
        QCOMPARE(choiceMargin({{hop(1, 5), 12}}), kNoValue);
        QCOMPARE(why("B:W32:B1", {hop(1, 5)}, 0, 12, choiceMargin(ranked)),
                 QString("leaves the material as it is, as far as the computer looks; every other "
                         "choice looks clearly worse"));
        QCOMPARE(why("B:W32:B1", {hop(1, 5)}, 0, 12, 20),
                 QString("leaves the material as it is, as far as the computer looks"));
        // A gain is told as it was: the margin adds to a quiet line only.
        QCOMPARE(why("B:W18,32:B14,1", {hop(14, 23)}, 0, 150, 300), QString("wins a piece"));
    }

    // A pick in a hat draft puts no piece at stake: no word of material.
    void aDraftPickIsNotToldAsMaterial() {
        const auto s = newGame("sorcerers-apprentice", {{"draft", "mixed"}}, 1);
        QVERIFY(s->inSetup());
        const Action pick = s->legalActions().front();
        QCOMPARE(QString::fromStdString(lineOutcome(*s, {pick}, s->currentPlayer()).words.english),
                 QString("the pick the computer rates best"));
        QCOMPARE(
            QString::fromStdString(
                lineOutcome(*s, {pick}, s->currentPlayer(), 0, 80).words.english),
            QString("the pick the computer rates best; every other choice looks clearly worse"));
    }

    void aDistantLossIsSaidSo() {
        // A quiet step, then Black's man steps onto 23 a move later, where
        // White takes it: the loss is not told as if the first step gave it up.
        QCOMPARE(why("B:W27,32:B19,1", {hop(1, 5), hop(32, 28), hop(19, 23), hop(27, 18)}),
                 QString("the best found, though a piece is lost within 2 moves"));
    }

    void aDistantTradeIsSaidSo() {
        QCOMPARE(why("B:W22,27,32:B1,14", {hop(1, 6), hop(22, 18), hop(14, 23), hop(27, 18)}),
                 QString("trades a piece for a piece within 2 moves"));
    }

    void aLineThatStopsAtChanceSaysSo() {
        // Alien Checkers: after Black's step a card is turned up, and what
        // White does next depends on it, so the line ends there.
        auto s = newGame("alien-checkers", {{"planets", "off"}}, 1, "");
        while (s->currentPlayer() == kChance) s->advance(s->legalActions().front());
        const auto steps = s->legalActions();
        QVERIFY(!steps.empty());
        const LineOutcome said = lineOutcome(*s, {steps.front()}, 0);
        QCOMPARE(QString::fromStdString(said.words.english),
                 QString("leaves the material as it is until chance decides what comes next. "
                         "A second card is turned face up"));
    }

    void chanceAfterTheOpponentsMoveIsNotNamed() {
        // Pawns in Hats: White's quiet step, then Black steps onto the hat on
        // d5 and picks it up. The roll is about Black's d5, which White's
        // move never touched, so the reason does not name it.
        auto s = pawnsOpening();
        const auto [line, chanceNext] = movesFrom(*s, {"a1-a2", "d6-d5", "pick"});
        QVERIFY(chanceNext);
        QCOMPARE(QString::fromStdString(lineOutcome(*s, line, 0).words.english),
                 QString("leaves the material as it is until chance decides what comes next"));
        // Black's own hint, a move later, names its roll.
        s->advance(line.front());
        const std::vector<Action> black(line.begin() + 1, line.end());
        QVERIFY(QString::fromStdString(lineOutcome(*s, black, 1).words.english).contains("d5"));
    }

    void chanceAfterTheNextMoveIsNotNamed() {
        // White's quiet step, Black's answer, then White's pawn steps onto
        // the hat on e4: the roll is about White's next move, not the hinted one.
        const auto s = pawnsOpening();
        const auto [line, chanceNext] = movesFrom(*s, {"a1-a2", "h8-h7", "e3-e4", "pick"});
        QVERIFY(chanceNext);
        QCOMPARE(QString::fromStdString(lineOutcome(*s, line, 0).words.english),
                 QString("leaves the material as it is until chance decides what comes next"));
        // Where the step onto e4 is the hinted move, its roll is named.
        const auto [own, ownChance] = movesFrom(*s, {"e3-e4", "pick"});
        QVERIFY(ownChance);
        QVERIFY(QString::fromStdString(lineOutcome(*s, own, 0).words.english).contains("e4"));
    }

    void aLikelyResultBeyondChanceIsSaid() {
        // The line stops at the roll; the search's judgement says how most
        // rolls end, and that comes first.
        const auto s = pawnsOpening();
        const auto [line, chanceNext] = movesFrom(*s, {"e3-e4", "pick"});
        QVERIFY(chanceNext);
        QCOMPARE(QString::fromStdString(lineOutcome(*s, line, 0, -700000).words.english),
                 QString("the best found, though a loss looks likely"));
        QCOMPARE(QString::fromStdString(lineOutcome(*s, line, 0, 650000).words.english),
                 QString("a win looks likely"));
        // A judgement short of that leaves the usual words.
        QVERIFY(QString::fromStdString(lineOutcome(*s, line, 0, -300).words.english)
                    .startsWith("leaves the material as it is"));
    }

    void stopsWhereTheLineIsNoLongerLegal() {
        // The second action is not White's to play: only the first counts.
        QCOMPARE(why("B:W18,32:B14,1", {hop(14, 23), hop(1, 5)}), QString("wins a piece"));
    }

    void toldToTheOtherSide() {
        // White's view of Black's capture: White loses its last man.
        QCOMPARE(why("B:W18:B14", {hop(14, 23)}, 1),
                 QString("the best defence found, though the game looks lost"));
    }
};

QTEST_APPLESS_MAIN(TestLineOutcome)
#include "tst_line_outcome.moc"
