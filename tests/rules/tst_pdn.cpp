// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PDN records written and read: a match exported as PDN and imported again
// gives the same moves, from the start or from a position, and ends the same
// way (a resignation and an agreed draw included); the Tinsley games
// survive the round trip too. Games without PDN are refused, by name.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "agent.h"
#include "pdn.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// The decisions of a match, as notation, the ending included.
QStringList logTexts(const Match& m) {
    QStringList out;
    auto s = newGame(m.gameId(), m.options(), m.seed(), m.startFen());
    for (const LogEntry& e : m.log()) {
        if (e.kind != LogEntry::Kind::Decision) {
            out << (e.kind == LogEntry::Kind::Resignation ? "resign" : "draw");
            continue;
        }
        out << qs(s->actionText(e.action));
        s->applyAction(e.action);
    }
    return out;
}

PdnReplay roundTrip(const Match& m, const std::map<std::string, std::string>& tags = {}) {
    const auto games = parsePdn(writePdn(m, tags));
    if (games.size() != 1) throw RulesError("expected one game");
    return replayPdn(games.front(), m.gameId());
}

} // namespace

class TestPdn : public QObject {
    Q_OBJECT
  private slots:
    void anEndingAmongTheMovesIsNoMove() {
        // Found by fuzz_pdn: "draw" among the moves was played as an agreed
        // draw, written back as the result alone, and read back one move short.
        const auto games = parsePdn("1. 11-15 draw *");
        QCOMPARE(games.size(), std::size_t{1});
        const PdnReplay r = replayPdn(games.front(), "checkers");
        QCOMPARE(r.played, std::size_t{1});
        QVERIFY2(qs(r.stopped.english).contains(QStringLiteral("move 2 (draw): not a move")),
                 r.stopped.english.c_str());
        QVERIFY(!r.match.state().outcome().over);
    }

    void writesTagsNumbersAndResult() {
        Match m("checkers", {}, 1);
        for (const char* move : {"11-15", "23-19", "8-11", "22-17"}) m.play(move);
        const std::string pdn = writePdn(
            m, {{"Event", "Club night"}, {"Black", "Ann \"the\" Player"}, {"White", "Bo"}});
        QCOMPARE(qs(pdn), QStringLiteral("[Event \"Club night\"]\n"
                                         "[Black \"Ann \\\"the\\\" Player\"]\n"
                                         "[White \"Bo\"]\n"
                                         "[Result \"*\"]\n"
                                         "\n"
                                         "1. 11-15 23-19 2. 8-11 22-17 *\n"));
    }

    void roundTripRandomGames() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Match m("checkers", {}, seed);
            RandomAgent agent(seed);
            const int plies = static_cast<int>(seed * 7 % 90);
            while (!m.state().outcome().over && m.plies() < plies) m.apply(agent.choose(m.state()));
            // Some end by the rules, some are resigned, some still going on.
            if (!m.state().outcome().over && seed % 3 == 0) m.resign(m.state().currentPlayer());
            const PdnReplay back = roundTrip(m, {{"Event", "random " + std::to_string(seed)}});
            QVERIFY2(back.stopped.empty(), back.stopped.english.c_str());
            QCOMPARE(logTexts(back.match), logTexts(m));
            QCOMPARE(back.match.state().outcome().winner, m.state().outcome().winner);
            QCOMPARE(back.match.state().outcome().reason.english,
                     m.state().outcome().reason.english);
        }
    }

    void roundTripFromAPositionWithWhiteToMove() {
        Match m("checkers", {}, 1, "W:W18,K30:B5,14");
        m.play("18x9");
        m.play("5x14");
        m.agreeDraw(1);
        const std::string pdn = writePdn(m);
        QVERIFY(pdn.find("[FEN \"W:W18,K30:B5,14\"]") != std::string::npos);
        QVERIFY(pdn.find("1... 18x9 2. 5x14 1/2-1/2") != std::string::npos);
        const PdnReplay back = roundTrip(m);
        QCOMPARE(logTexts(back.match), logTexts(m));
        QCOMPARE(back.match.ending(), LogEntry::Kind::DrawAgreed);
    }

    void tinsleyGamesSurviveTheRoundTrip() {
        QString error;
        const auto games = parsePdn(readText(testDataFile("tinsley.pdn"), &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (std::size_t g = 0; g < games.size(); g += 23) {
            const PdnReplay first = replayPdn(games[g], "checkers");
            const PdnReplay again = roundTrip(first.match, games[g].tags);
            QVERIFY2(again.stopped.empty(), again.stopped.english.c_str());
            QCOMPARE(logTexts(again.match), logTexts(first.match));
        }
        // The first record: a draw after 56 plies, agreed since the position is not drawn.
        const PdnReplay ohio = replayPdn(games.front(), "checkers");
        QCOMPARE(ohio.played, std::size_t(56));
        QVERIFY(ohio.stopped.empty());
        QCOMPARE(ohio.match.ending(), LogEntry::Kind::DrawAgreed);
    }

    void tagValuesSurviveTheRoundTrip() {
        Match m("checkers", {}, 1);
        m.play("11-15");
        const std::map<std::string, std::string> tags{
            {"Event", "Ann \"the\" Player's [semi] final"},
            {"Site", "C:\\games\\club\\"},
            {"Black", "]"},
            {"White", "{not a comment} (nor a variation) 1-0"},
            {"Round", "\\\""},
            {"Annotator", "caf\xC3\xA9 \xE2\x80\x94 two\nlines"},
        };
        const auto games = parsePdn(writePdn(m, tags));
        QCOMPARE(games.size(), std::size_t(1));
        for (const auto& [name, value] : tags) QCOMPARE(qs(games.front().tags.at(name)), qs(value));
        QCOMPARE(games.front().moves, (std::vector<std::string>{"11-15"}));
        QCOMPARE(games.front().result, std::string("*"));
    }

    void aBracketInAQuotedTagValueIsText() {
        const auto games = parsePdn("[Event \"Cup [final]\"]\n[Black \"A] B\"]\n"
                                    "1. 11-15 23-19 1-0\n");
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(qs(games.front().tags.at("Event")), QStringLiteral("Cup [final]"));
        QCOMPARE(qs(games.front().tags.at("Black")), QStringLiteral("A] B"));
        QCOMPARE(games.front().moves, (std::vector<std::string>{"11-15", "23-19"}));
        QCOMPARE(games.front().result, std::string("1-0"));
    }

    void sloppyTagsStillRead() {
        // A backslash before anything but a quote or a backslash is text; a value
        // without quotes, or with one never closed, ends at the first ']'.
        const auto games = parsePdn("[Site \"C:\\games\"]\n[Event Club night]\n"
                                    "[Round \"3]\n[Date]\n1. 11-15 *\n");
        QCOMPARE(games.size(), std::size_t(1));
        const auto& tags = games.front().tags;
        QCOMPARE(qs(tags.at("Site")), QStringLiteral("C:\\games"));
        QCOMPARE(qs(tags.at("Event")), QStringLiteral("Club night"));
        QCOMPARE(qs(tags.at("Round")), QStringLiteral("3"));
        QVERIFY(tags.find("Date") == tags.end());
        QCOMPARE(games.front().moves, (std::vector<std::string>{"11-15"}));
    }

    void everyTurnIsWritten() {
        // Each turn is written as one move; a record never stops short of the
        // log, mid-chain resignations and long chains included.
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Match m("checkers", {}, seed,
                    seed % 2 ? "" : "B:WK5,K6,K7,8,14,15,K16,21,22,K23:BK2,K3,K26,K27,K31");
            RandomAgent agent(seed * 5 + 1);
            while (!m.state().outcome().over && m.plies() < static_cast<int>(seed * 3 % 70))
                m.apply(agent.choose(m.state()));
            if (!m.state().outcome().over && seed % 4 == 0) m.resign(m.state().currentPlayer());
            const PdnReplay back = roundTrip(m);
            QVERIFY2(back.stopped.empty(), back.stopped.english.c_str());
            QCOMPARE(back.match.plies(), m.plies());
        }
    }

    void stopsAtAnIllegalMoveAndSaysWhere() {
        PdnGame g;
        g.moves = {"11-15", "23-19", "15-19"};
        const PdnReplay r = replayPdn(g, "checkers");
        QCOMPARE(r.played, std::size_t(2));
        QVERIFY2(r.stopped.english.rfind("move 3 (15-19): ", 0) == 0, r.stopped.english.c_str());
        QVERIFY(!r.match.state().outcome().over);
    }

    void onlyForCheckers() {
        const Match m("sorcerers-apprentice", {}, 1);
        try {
            writePdn(m);
            QFAIL("a Sorcerer's Apprentice game was written as PDN");
        } catch (const RulesError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("PDN records are for checkers; Sorcerer's Apprentice games "
                                 "cannot be written or read as PDN"));
        }
        QVERIFY_THROWS_EXCEPTION(RulesError, replayPdn(PdnGame{}, "sorcerers-apprentice"));
    }
};

QTEST_GUILESS_MAIN(TestPdn)
#include "tst_pdn.moc"
