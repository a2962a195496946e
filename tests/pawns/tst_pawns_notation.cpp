// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Pawns in Hats text in both directions: every kind of decision's notation
// read back, the FEN of every kind of pending decision read back, FEN errors
// that name the problem, perft counted by hand, and the table the screen draws.

#ifndef Q_MOC_RUN
#include "pawns_test_support.h"

#include "games.h"
#include "perft.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::pawns;
using namespace hatrack::pawns::test;

namespace {

// Every listed move reads back as the same decision.
void checkNotation(const GameState& s) {
    for (const NotatedMove& m : s.notatedMoves()) {
        const NotatedMove back = s.parseMove(m.text);
        QCOMPARE(back.actions, m.actions);
        QCOMPARE(m.actions.size(), std::size_t(1));
        QCOMPARE(s.actionText(m.actions.front()), m.text);
    }
}

} // namespace

class TestPawnsNotation : public QObject {
    Q_OBJECT

  private slots:
    void everyKindOfMoveReadsBack() {
        // step, punch, chess move and capture
        Match a = matchFrom(fenOf("e3P f4P f5p d4H d6p a8p", "h1?", "w - - 0 1"));
        QVERIFY(legal(a).contains("e3-e4"));
        QVERIFY(legal(a).contains("f4^f5"));
        QVERIFY(legal(a).contains("d4-d5"));
        QVERIFY(legal(a).contains("d4xd6"));
        checkNotation(a.state());
        // A piece letter may go in front of a chess move, and x and - are read alike.
        QCOMPARE(a.state().parseMove("Hd4-d5").actions, a.state().parseMove("d4-d5").actions);
        QCOMPARE(a.state().parseMove("d4-d6").actions, a.state().parseMove("d4xd6").actions);
        QVERIFY(rulesErrorOf([&] { a.state().parseMove("Qd4-d5"); }).contains("no queen on d4"));
        QVERIFY(rulesErrorOf([&] { a.state().parseMove("e3-e5"); }).contains("not a legal move"));
        // pick, leave, roll, wear, place
        Match b = matchFrom(fenOf("e3P a8p", "e4? a4?", "w - - 0 1"));
        b.play("e3-e4");
        QCOMPARE(legal(b), sorted({"leave", "pick"}));
        checkNotation(b.state());
        b.play("pick");
        QCOMPARE(legal(b), sorted({"roll:1", "roll:2", "roll:3", "roll:4", "roll:5", "roll:6"}));
        b.play("roll:2");
        checkNotation(b.state());
        QVERIFY(legal(b).contains("place:d5"));
        // off, keep
        Match c = matchFrom(fenOf("d1H a8p", "h4?", "w - - 0 1"));
        c.play("d1-d3");
        checkNotation(c.state());
        QVERIFY(legal(c).contains("off:c4"));
        QVERIFY(legal(c).contains("keep"));
        // where a punched hat lands
        Match d = matchFrom(fenOf("e4P e5b a8p", "a4?", "w - - 0 1"));
        d.play("e4^e5");
        checkNotation(d.state());
        QVERIFY(legal(d).contains("hat:f6"));
    }

    void sentences() {
        Match m = matchFrom(fenOf("e3P a8p", "e4? a4?", "w - - 0 1"));
        QCOMPARE(qs(m.state().sentence(Action{kStep, sq("e3"), sq("e4")}).english),
                 QString("e3-e4"));
        m.play("e3-e4");
        m.play("pick");
        QCOMPARE(qs(m.state().sentence(Action{kRoll, 3}).english),
                 QString("The die shows 3: a Bishop Mitre"));
        QCOMPARE(qs(m.state().sentence(Action{kRoll, 6}).english),
                 QString("The die shows 6: a Mirage Hat"));
        m.play("roll:3");
        QCOMPARE(qs(m.state().sentence(Action{kWear}).english),
                 QString("White puts on the Bishop Mitre"));
        QCOMPARE(qs(m.state().sentence(Action{kPlace, sq("d5")}).english),
                 QString("White sets the hat on d5"));
        QCOMPARE(qs(m.state().decisionPrompt()),
                 QString("White: put the Bishop Mitre on, or set it on a ringed square"));
        QCOMPARE(m.state().turnOwner(), 0);
    }

    void fenRoundTrip_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString(PawnsState::startFen());
        QTest::newRow("pick") << QString::fromStdString(
            fenOf("e4P a8p", "e4? a4?", "w pick:e4 - 0 3"));
        QTest::newRow("roll") << QString::fromStdString(fenOf("e4P a8p", "a4?", "w roll:e4 - 0 3"));
        QTest::newRow("wear") << QString::fromStdString(
            fenOf("e4P a8p", "a4?", "w wear:e4:b - 0 3"));
        QTest::newRow("wear crown")
            << QString::fromStdString(fenOf("e4p a1P", "a4?", "b wear:e4:k c 0 3"));
        QTest::newRow("off") << QString::fromStdString(fenOf("d3H a8p", "h4?", "w off:d3 - 4 9"));
        QTest::newRow("land") << QString::fromStdString(
            fenOf("e4P e5p a8p", "a4?", "w land:e5:n - 0 2"));
        QTest::newRow("black land")
            << QString::fromStdString(fenOf("e4P e5p a1P", "a4?", "b land:e4:q c 0 2"));
        QTest::newRow("kings") << QString::fromStdString(
            fenOf("e1K e8k d4Q c6n", "a4k b4? h8h", "b - c 17 40"));
    }
    void fenRoundTrip() {
        QFETCH(QString, fen);
        auto s = newGame(kGame, {}, 1, fen.toStdString());
        QCOMPARE(qs(s->toFen()), fen);
        auto again = newGame(kGame, {}, 1, s->toFen());
        QCOMPARE(qs(again->toFen()), fen);
    }

    void fenErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("error");
        QTest::newRow("fields") << "8/8/8/8/8/8/8/8 w"
                                << "7 fields";
        QTest::newRow("bad square")
            << QString::fromStdString(fenOf("e4P a8p", "e4?", "w pick:z9 - 0 1")) << "bad square";
        QTest::newRow("17 hats") << "8/8/8/8/8/8/8/P7 " +
                                        QString(17, QChar('?')).insert(16, "/7").insert(8, "/") +
                                        "/8/8/8/8/8 w - - 0 1"
                                 << "more than 16 hats";
        QTest::newRow("two hats on a piece")
            << QString::fromStdString(fenOf("e4B a8p", "a4?", "w roll:e4 - 0 1"))
            << "two hats on one piece";
        QTest::newRow("impossible check")
            << QString::fromStdString(fenOf("e1K e8k a1h e3P", "e3?", "w pick:e3 c 0 1"))
            << "leaving a king in check";
        QTest::newRow("wear with nowhere to set")
            << QString::fromStdString(fenOf("a1P h8p", "a2? b2? b1? h4?", "w wear:a1:b - 0 1"))
            << "no hatless square around a1";
        QTest::newRow("nine pawns") << "p7/8/8/8/8/8/P7/PPPPPPPP 8/8/8/?7/8/8/8/8 w - - 0 1"
                                    << "White has more than 8 pieces";
        QTest::newRow("bad piece") << "x7/8/8/8/8/8/8/8 8/8/8/?7/8/8/8/8 w - - 0 1"
                                   << "unexpected 'x'";
        QTest::newRow("short rank") << "7/8/8/8/8/8/8/8 8/8/8/?7/8/8/8/8 w - - 0 1"
                                    << "rank 8";
        QTest::newRow("crown field") << "p7/8/8/8/8/8/8/P7 8/8/8/k7/8/8/8/8 w - - 0 1"
                                     << "crown field must be c";
        QTest::newRow("side") << "p7/8/8/8/8/8/8/P7 8/8/8/?7/8/8/8/8 x - - 0 1"
                              << "side to move";
        QTest::newRow("clock") << "p7/8/8/8/8/8/8/P7 8/8/8/?7/8/8/8/8 w - - 101 1"
                               << "halfmove clock";
        QTest::newRow("pending") << "p7/8/8/8/8/8/8/P7 8/8/8/?7/8/8/8/8 w jump:a1 - 0 1"
                                 << "unknown pending decision";
        QTest::newRow("no hat to pick") << "p7/8/8/8/8/8/8/P7 8/8/8/?7/8/8/8/8 w pick:a1 - 0 1"
                                        << "no hat lies on a1";
        QTest::newRow("land needs a puncher")
            << QString::fromStdString(fenOf("e5p a1P", "a4?", "w land:e5:b - 0 1"))
            << "no bare pawn of White punched e5";
    }
    void fenErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, error);
        const QString got = rulesErrorOf([&] { newGame(kGame, {}, 1, fen.toStdString()); });
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void perftByHand() {
        // Queen a1, pawn e2 against bishop h8, pawn e7; no hats, a crown seen.
        // Depth 1: the queen's 21 moves (capture on h8 included) and e2-e3.
        // Depth 2: after each queen move the take-off decision (every square
        // around, plus keep): rank 1 and file a 40 each, the diagonal 6 x 9,
        // h8 4; after e2-e3 Black's 7 bishop moves and e7-e6: 146.
        auto s = newGame(kGame, {}, 1, fenOf("a1Q e2P h8b e7p", "", "w - c 0 1"));
        QCOMPARE(perft(*s, 1), std::uint64_t(22));
        QCOMPARE(perft(*s, 2), std::uint64_t(146));
        // Bare pawns only: eight single steps each turn, nothing else.
        auto p = newGame(kGame, {}, 1, "pppppppp/8/8/8/8/8/8/PPPPPPPP 8/8/8/8/8/8/8/8 w - c 0 1");
        QCOMPARE(perft(*p, 1), std::uint64_t(8));
        QCOMPARE(perft(*p, 2), std::uint64_t(64));
        QCOMPARE(perft(*p, 3), std::uint64_t(512));
        // A knight in the corner: b3 and c2, each followed by taking the hat off
        // onto one of its 8 neighbours, or keeping it: 2 x 9.
        auto n = newGame(kGame, {}, 1, fenOf("a1N h8p", "", "w - c 0 1"));
        QCOMPARE(perft(*n, 1), std::uint64_t(2));
        QCOMPARE(perft(*n, 2), std::uint64_t(18));
    }

    void tableContract() {
        Match m(kGame, {}, 1);
        const Table t = m.state().table(0);
        QCOMPARE(t.art, std::string("pawns-in-hats"));
        QCOMPARE(t.board.rows, 8);
        QCOMPARE(t.board.cols, 8);
        QCOMPARE(t.board.cells.size(), std::size_t(64));
        const BoardCell& a1 = t.board.cells[static_cast<std::size_t>(sq("a1"))];
        QCOMPARE(a1.name, std::string("a1"));
        QCOMPARE(a1.row, 7);
        QCOMPARE(a1.col, 0);
        QVERIFY(a1.dark);
        QVERIFY(!t.board.cells[static_cast<std::size_t>(sq("h1"))].dark);
        QCOMPARE(t.board.colLabels.front(), std::string("a"));
        QCOMPARE(t.board.rowLabels.front(), std::string("8"));
        QCOMPARE(t.board.rowLabels.back(), std::string("1"));
        QCOMPARE(m.state().squareName(sq("e4")), std::string("e4"));
        for (int p = 0; p < 16; ++p) {
            const Token* tok = t.token(p);
            QVERIFY(tok);
            QCOMPARE(tok->type, std::string("pawn"));
            QCOMPARE(tok->owner, p < 8 ? 0 : 1);
            QCOMPARE(tok->at, Place::square(p < 8 ? 56 + p : p - 8));
        }
        for (int h = 16; h < 32; ++h) {
            const Token* tok = t.token(h);
            QVERIFY(tok);
            QCOMPARE(tok->type, std::string("hat"));
            QVERIFY(tok->faceDown);
            QCOMPARE(tok->order, 1);
            QCOMPARE(tok->owner, -1);
        }
        const Token* die = t.token(kDieToken);
        QVERIFY(die);
        QCOMPARE(die->face, std::string());
        QCOMPARE(die->at, Place::inZone("die"));
        QVERIFY(t.zone("die"));
        QCOMPARE(t.zone("die")->kind, std::string("dice"));
        QCOMPARE(t.counters.size(), std::size_t(4));
        QCOMPARE(t.counters[0].id, std::string("halfmoves"));
        QCOMPARE(t.counters[1].id, std::string("hats-unidentified"));
        QCOMPARE(t.counters[1].value, 16);
        // Each player's captures, for the strip along that player's edge.
        QCOMPARE(t.counters[2].id, std::string("took:0"));
        QCOMPARE(t.counters[2].owner, 0);
        QCOMPARE(t.counters[2].value, 0);
        QCOMPARE(t.counters[3].owner, 1);
    }

    void capturesAreCountedFromASetUpPosition() {
        // A lesson's position with three black pawns: nothing is taken yet.
        Match m = matchFrom(fenOf("e4P a8p d5p e5p", "", "w - c 0 1"));
        auto took = [&](int player) {
            const Table t = m.state().table(kOnlooker);
            for (const auto& c : t.counters)
                if (c.id == "took:" + std::to_string(player)) return c.value;
            return -1;
        };
        QCOMPARE(took(0), 0);
        QCOMPARE(took(1), 0);
        m.play("e4^e5");
        QCOMPARE(took(0), 1);
        QCOMPARE(took(1), 0);
    }

    void registry() {
        QCOMPARE(gameInfo(kGame).title, std::string("Pawns in Hats"));
        QCOMPARE(gameInfo(kGame).players[0], std::string("White"));
        const auto names = agentNames(kGame);
        QCOMPARE(names, (std::vector<std::string>{"random", "easy", "normal", "hard", "expert"}));
        for (const auto& n : names) QVERIFY(!agentHelp(kGame, n).empty());
    }
};

QTEST_APPLESS_MAIN(TestPawnsNotation)
#include "tst_pawns_notation.moc"
