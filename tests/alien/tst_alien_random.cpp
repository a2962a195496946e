// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Thousands of Alien Checkers games between two random players, chance drawn
// from fixed seeds. After every decision: 12 pieces a side between the board's
// stacks and the captured ones; 20 cards between draw pile, discards and face
// up, with one or two face up; tokens within the box (12 walls a player, 8
// fire, 8 water, 9 rings) and never fire under a checker or a pawn on water;
// every token id once on the table; every listed move reads back as itself.
// Every position the program writes, for either player's eyes too, reads back
// and is written again the same, also once the game is over (a planet met as
// the card is played, the no-progress draw). Every game ends.

#ifndef Q_MOC_RUN
#include "alien_test_support.h"

#include "agent.h"
#include "games.h"

#include <set>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::alien;
using namespace hatrack::alien::test;

namespace {

constexpr int kGames = 1200;
constexpr int kDecisionLimit = 4000;

QString checkInvariants(const AlienState& s) {
    for (int p = 0; p < 2; ++p) {
        if (s.piecesOnBoard(p) + s.captured(p) != 12 || s.captured(p) < 0)
            return "pieces do not add up to 12";
        int walls = 0;
        for (int i = 0; i < kWallsEach; ++i) walls += s.wall(p, i).edge >= 0;
        if (walls > 12) return "more than 12 walls";
    }
    int fire = 0, water = 0, rings = 0;
    for (int q = 0; q < 32; ++q) {
        const Square& x = s.at(q);
        fire += x.fire >= 0;
        water += x.water >= 0;
        rings += x.ring >= 0;
        if (x.owner >= 0 && x.fire >= 0) return "a checker on fire";
        if (x.owner >= 0 && x.water >= 0 && x.height == 1) return "a pawn on water";
        if (x.owner >= 0 && q == s.monolith()) return "a checker under the Monolith";
        if (x.owner < 0 && x.ring >= 0) return "a ring on an empty square";
    }
    if (fire > kFires || water > kWaters || rings > kRingTokens)
        return "more tokens than the box holds";
    if (s.hippo() >= 0 && (s.at(s.hippo()).owner < 0 || s.hippo() == s.snookle()))
        return "the Hippo misplaced";
    if (s.snookle() >= 0 && s.at(s.snookle()).owner < 0) return "the Snookle misplaced";
    const Table t = s.table(0);
    int cards = 0;
    for (const char* z : {"draw", "discard", "face-up"}) cards += t.zone(z)->count;
    if (cards != 20) return "cards do not add up to 20";
    const int up = t.zone("face-up")->count;
    if (!s.outcome().over && s.phase() == Phase::Move && up != 1)
        return "a turn without one face-up card";
    if (up > 2) return "more than two face-up cards";
    for (int p = 0; p < 2; ++p) {
        const std::string zone = "captured:" + std::to_string(p);
        int inZone = 0;
        for (const Token& k : t.tokens) inZone += k.at == Place::inZone(zone) && k.owner == p;
        if (inZone != s.captured(p) || t.zone(zone)->count != inZone)
            return "the captured pieces and their zone disagree";
    }
    std::set<int> ids;
    for (const Token& k : t.tokens)
        if (!ids.insert(k.id).second) return "a token id twice";
    for (const Token& k : t.tokens)
        if (k.type == "planet" && k.owner == 1 && !k.face.empty() && !s.outcome().over)
            return "Black sees White's planet";
    return {};
}

// The position as written for `viewer` (-1: everything), read back and written
// again: empty when it survives, else what went wrong.
QString readsBack(const AlienState& s, int viewer) {
    const std::string fen = viewer < 0 ? s.toFen() : s.toFenFor(viewer);
    try {
        const AlienState back = AlienState::fromFen(fen, s.planetsOn());
        const std::string again = viewer < 0 ? back.toFen() : back.toFenFor(viewer);
        // Only the draw by repetition needs the history a position leaves out.
        const bool repetition =
            s.outcome().over && s.outcome().reason.english.find("third time") != std::string::npos;
        if (again != fen && !repetition)
            return "read back as " + qs(again) + " from " + qs(fen) + " (" +
                   qs(s.outcome().reason.english) + ")";
    } catch (const RulesError& e) {
        return qs(fen) + ": " + qs(e.what());
    }
    return {};
}

QString everyFenReadsBack(const AlienState& s) {
    for (const int viewer : {-1, 0, 1})
        if (const QString bad = readsBack(s, viewer); !bad.isEmpty())
            return QString("as written for %1: %2").arg(viewer).arg(bad);
    return {};
}

} // namespace

class TestAlienRandom : public QObject {
    Q_OBJECT

  private slots:
    void randomGamesKeepTheInvariants() {
        int ended = 0, decisions = 0;
        for (int g = 0; g < kGames; ++g) {
            const Options options{{"planets", g % 4 == 3 ? "off" : "on"}};
            Match m(kGame, options, static_cast<std::uint64_t>(g) + 1);
            RandomAgent agent(static_cast<std::uint64_t>(g) * 7 + 3);
            for (int i = 0; i < kDecisionLimit && !m.state().outcome().over; ++i) {
                const AlienState& s = ac(m);
                const QString bad = checkInvariants(s);
                QVERIFY2(
                    bad.isEmpty(),
                    qPrintable(QString("game %1: %2 at %3").arg(g).arg(bad).arg(qs(s.toFen()))));
                const QString unread = everyFenReadsBack(s);
                QVERIFY2(unread.isEmpty(), qPrintable(QString("game %1: %2").arg(g).arg(unread)));
                if (g % 50 == 0) {
                    for (const NotatedMove& mv : s.notatedMoves())
                        QCOMPARE(s.parseMove(mv.text).actions, mv.actions);
                }
                const auto view = s.viewFor(s.currentPlayer());
                m.apply(agent.choose(*view));
                ++decisions;
            }
            const QString unread = everyFenReadsBack(ac(m));
            QVERIFY2(unread.isEmpty(), qPrintable(QString("game %1 over: %2").arg(g).arg(unread)));
            ended += m.state().outcome().over;
        }
        QCOMPARE(ended, kGames);
        qInfo("%d decisions", decisions);
    }
};

QTEST_APPLESS_MAIN(TestAlienRandom)
#include "tst_alien_random.moc"
