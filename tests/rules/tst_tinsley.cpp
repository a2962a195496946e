// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// 724 real games (Marion Tinsley and opponents, tests/data/tinsley.pdn), replayed
// move by move through parsePdn and Match::play. All are legal except one record
// that is wrong at its source: "Petal 1981, game 18", Black's move 62 "32-28" when
// no piece stands on 32 (Black's king went 32-28 at move 60). The engine must stop
// exactly there. Along the way the draw rules are checked against a plain count.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "pdn.h"
#include "test_support.h"

#include <map>
#include <memory>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

const char* kBadRecord = "Petal 1981, game 18";
constexpr std::size_t kBadPly = 122; // 0-based: move 62, Black's half

struct Replay {
    std::size_t played = 0; // moves accepted before the first refusal
    std::string error;      // empty when every move was accepted
    std::string finalFen;
    Outcome outcome;
    std::vector<std::size_t> unclaimedDraws; // plies where a draw rule ended the game
    std::string drawRuleMismatch;            // the engine and the plain count disagree
};

checkers::Bits menOf(const checkers::Position& p) {
    return p.occupied() & ~p.kings;
}

// Plays the record. Players at a board may play on through a repeated position
// (a draw there must be claimed), while our rules end the game at once. So when a
// draw rule ends the game before the record does, the replay goes on from the same
// position with fresh counters, after checking the engine against a plain count
// of repetitions and quiet plies kept here.
Replay replay(const PdnGame& game) {
    Replay r;
    const auto fen = game.tags.find("FEN");
    const std::string startFen = fen == game.tags.end() ? std::string() : fen->second;
    auto m = std::make_unique<Match>("checkers", Options{}, 1, startFen);
    std::map<std::string, int> seen{{m->state().toFen(), 1}};
    int quiet = 0;
    for (const std::string& move : game.moves) {
        if (m->state().outcome().over && m->state().outcome().winner < 0) {
            r.unclaimedDraws.push_back(r.played);
            const std::string here = m->state().toFen();
            m = std::make_unique<Match>("checkers", Options{}, 1, here);
            seen = {{here, 1}};
            quiet = 0;
        }
        const auto before = static_cast<const checkers::CheckersState&>(m->state()).position();
        try {
            m->play(move);
        } catch (const RulesError& e) {
            r.error = e.what();
            break;
        }
        ++r.played;
        const auto& after = static_cast<const checkers::CheckersState&>(m->state()).position();
        const bool progress = menOf(after) != menOf(before) ||
                              std::popcount(after.occupied()) != std::popcount(before.occupied());
        quiet = progress ? 0 : quiet + 1;
        const bool thrice = ++seen[m->state().toFen()] >= 3;
        const std::string reason = m->state().outcome().reason.english;
        const bool engineDraw = m->state().outcome().over && m->state().outcome().winner < 0;
        if (engineDraw != (thrice || quiet >= 80) ||
            (thrice && reason.find("third time") == std::string::npos))
            r.drawRuleMismatch = "after ply " + std::to_string(r.played) + " (" + move +
                                 "): engine says '" + reason + "', count " +
                                 std::to_string(seen[m->state().toFen()]) + ", quiet plies " +
                                 std::to_string(quiet);
    }
    r.finalFen = m->state().toFen();
    r.outcome = m->state().outcome();
    return r;
}

} // namespace

class TestTinsley : public QObject {
    Q_OBJECT

  private slots:
    void everyGameReplays();
    void fenTagIsHonoured();
};

void TestTinsley::everyGameReplays() {
    QString error;
    const std::string text = readText(testDataFile("tinsley.pdn"), &error);
    QVERIFY2(!text.empty(), qPrintable(error));
    const std::vector<PdnGame> games = parsePdn(text);
    QCOMPARE(games.size(), std::size_t(724));
    int complete = 0, badRecords = 0, drawnEarly = 0;
    long moves = 0;
    QStringList problems;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const PdnGame& g = games[i];
        const auto tag = [&g](const char* name) {
            const auto it = g.tags.find(name);
            return it == g.tags.end() ? QStringLiteral("?") : qs(it->second);
        };
        const QString title =
            QString("game %1 (%2, %3 - %4)").arg(i).arg(tag("Event"), tag("Black"), tag("White"));
        if (g.moves.empty()) {
            problems << title + ": no moves";
            continue;
        }
        const Replay r = replay(g);
        moves += static_cast<long>(r.played);
        if (!r.drawRuleMismatch.empty()) problems << title + ": " + qs(r.drawRuleMismatch);
        if (!r.unclaimedDraws.empty()) {
            ++drawnEarly;
            QStringList plies;
            for (auto p : r.unclaimedDraws) plies << QString::number(p);
            qInfo("%s: a draw by our rules after ply %s; the players played on", qPrintable(title),
                  qPrintable(plies.join(", ")));
        }
        if (tag("Event") == kBadRecord) {
            ++badRecords;
            QCOMPARE(r.played, kBadPly);
            QCOMPARE(qs(g.moves[kBadPly]), QStringLiteral("32-28"));
            QVERIFY2(qs(r.error).contains("32-28") && qs(r.error).contains("no piece on 32"),
                     r.error.c_str());
            // Black's king stands on 28, where the record wants to move it again.
            QVERIFY(qs(r.finalFen).contains("K28"));
            continue;
        }
        if (!r.error.empty()) {
            problems << QString("%1: move %2 '%3' refused: %4")
                            .arg(title)
                            .arg(r.played / 2 + 1)
                            .arg(qs(g.moves[r.played]), qs(r.error));
            continue;
        }
        // A game the engine sees as won must agree with the recorded result.
        if (r.outcome.over && r.outcome.winner >= 0 &&
            qs(g.result) != QString::fromLatin1(r.outcome.winner == 0 ? "1-0" : "0-1"))
            problems << title + ": engine says " + qs(r.outcome.reason.english) + ", record says " +
                            qs(g.result);
        ++complete;
    }
    qInfo("%d games replayed to the end, %ld moves accepted, %d passed a draw by repetition",
          complete, moves, drawnEarly);
    if (!problems.isEmpty())
        QFAIL(
            qPrintable(QString("%1 problem(s):\n  ").arg(problems.size()) + problems.join("\n  ")));
    QCOMPARE(badRecords, 1);
    QCOMPARE(complete, 723);
}

void TestTinsley::fenTagIsHonoured() {
    // The file itself has no FEN tags; a record with one starts from there.
    const auto games = parsePdn("[Event \"Ending\"]\n[FEN \"W:WK19,27:B10,K12\"]\n"
                                "1. 19-16 12x19 2. 27-23 19x26 1-0");
    QCOMPARE(games.size(), std::size_t(1));
    const Replay r = replay(games[0]);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QCOMPARE(r.played, std::size_t(4));
    QVERIFY(r.outcome.over);
    QCOMPARE(r.outcome.winner, 0);
    // Without honouring the tag, the first move would be refused.
    QVERIFY(!rulesErrorOf([] { Match("checkers", {}, 1).play("19-16"); }).isEmpty());
}

QTEST_APPLESS_MAIN(TestTinsley)
#include "tst_tinsley.moc"
