// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Ten thousand Sorcerer's Apprentice games between two random players, with random
// option combinations, played through Match. After every decision: 5 hats of each
// colour are accounted for (bag, racks, worn, out of the game, draft pools, draft
// hats still open), no side has more than 12 pieces, no man stands uncrowned on
// its far row, poison marks only the mover's pieces, without Wearing Many Hats no
// piece wears two, and no plain step or combo is offered beside a capture. Every game ends;
// replaying its decisions from the same seed gives the same position.

#ifndef Q_MOC_RUN
#include "sorcerer_test_support.h"

#include "agent.h"

#include <array>
#include <map>
#endif

#include <QElapsedTimer>
#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

namespace {

constexpr int kGamesPerBlock = 2500;
constexpr int kBlocks = 4;
// Far more decisions than any game can take: the no-progress and repetition rules
// end a game long before (hats are finite, so are revives and man moves).
constexpr int kDecisionLimit = 20000;

Options randomOptions(Rng& rng) {
    static const char* drafts[] = {"none", "mixed", "select", "contrary"};
    auto onOff = [&rng] { return rng.below(2) ? std::string("on") : std::string("off"); };
    Options o;
    o["draft"] = drafts[rng.below(4)];
    o["many-hats"] = onOff();
    o["second-hand"] = onOff();
    o["for-blood"] = onOff();
    o["combo"] = onOff();
    return o;
}

QString optionsText(const Options& o) {
    QString t;
    for (const auto& [k, v] : o) t += qs(k) + "=" + qs(v) + " ";
    return t.trimmed();
}

// Empty if every invariant holds, else what broke.
QString invariantProblem(const SorcererState& s) {
    if (!fiveOfEach(countEverywhere(s)))
        return "hats counted everywhere: " + letters(countEverywhere(s));
    if (!fiveOfEach(s.allHats())) return "allHats(): " + letters(s.allHats());
    for (int p = 0; p < 2; ++p)
        if (s.piecesOf(p) > 12) return QString("player %1 has %2 pieces").arg(p).arg(s.piecesOf(p));
    for (int i = 0; i < 32; ++i) {
        const Piece& piece = s.at(i);
        if (piece.owner < 0) continue;
        const int farRow = piece.owner == 0 ? 7 : 0;
        if (!piece.king && s.squareRow(i) == farRow)
            return QString("uncrowned man on %1").arg(i + 1);
        if (piece.poisoned && piece.owner != s.toMove())
            return QString("poisoned piece on %1 outlived its owner's turn").arg(i + 1);
        if (!s.rules().manyHats && piece.hats.total() > 1)
            return QString("piece on %1 wears %2 without Many Hats")
                .arg(i + 1)
                .arg(letters(piece.hats));
    }
    // Captures are compulsory: a plain step or a combo bonus is never offered
    // beside a capture (a zot, a Strength capture or a capturing jump).
    const auto actions = s.legalActions();
    bool quiet = false, capture = false;
    for (const Action& a : actions) {
        if (a.kind == kStep) (s.at(a.b).owner >= 0 ? capture : quiet) = true;
        if (a.kind == kZot) capture = true;
        if (a.kind == kComboRevive || a.kind == kComboSteal) quiet = true;
    }
    if (quiet && !capture) {
        const int opponent = 1 - s.toMove();
        for (const Action& a : actions) {
            if (a.kind != kHop) continue;
            auto child = s.clone();
            child->applyAction(a);
            const auto& c = sa(*child);
            if (c.piecesOf(opponent) < s.piecesOf(opponent) ||
                c.outOfGame()[Blue] > s.outOfGame()[Blue])
                capture = true;
        }
    }
    if (quiet && capture) return "a capture is offered beside a plain step or a combo";
    return {};
}

struct Stats {
    int games = 0;
    long decisions = 0;
    long plies = 0;
    int wins[3] = {0, 0, 0}; // draw, Black, White
    std::map<std::string, long> kinds;
    std::map<std::string, int> endings;
};

std::string kindName(int kind) {
    switch (kind) {
    case kHop:
        return "hop";
    case kStep:
        return "step";
    case kZot:
        return "zot";
    case kStop:
        return "stop";
    case kPlace:
        return "place";
    case kDecline:
        return "decline";
    case kPoolHat:
        return "pool";
    case kDraftPick:
        return "draft";
    case kComboRevive:
        return "revive";
    case kComboSteal:
        return "steal";
    default:
        return "other";
    }
}

} // namespace

class TestSorcererRandom : public QObject {
    Q_OBJECT

  private slots:
    void randomGames_data();
    void randomGames();
};

void TestSorcererRandom::randomGames_data() {
    QTest::addColumn<int>("block");
    for (int b = 0; b < kBlocks; ++b)
        QTest::newRow(qPrintable(
            QString("games %1-%2").arg(b * kGamesPerBlock).arg((b + 1) * kGamesPerBlock - 1)))
            << b;
}

void TestSorcererRandom::randomGames() {
    QFETCH(int, block);
    QElapsedTimer timer;
    timer.start();
    Stats stats;
    for (int g = block * kGamesPerBlock; g < (block + 1) * kGamesPerBlock; ++g) {
        Rng setup(0x5EED0000ULL + static_cast<std::uint64_t>(g));
        const Options options = randomOptions(setup);
        const std::uint64_t seed = setup.next();
        const QString where =
            QString("game %1 (seed %2, %3)").arg(g).arg(seed).arg(optionsText(options));

        Match m(kGame, options, seed);
        RandomAgent agents[2] = {RandomAgent(seed ^ 0xB1ACULL), RandomAgent(seed ^ 0x3417EULL)};
        QString problem = invariantProblem(sa(m));
        QVERIFY2(problem.isEmpty(), qPrintable(where + ": " + problem));
        int n = 0;
        try {
            while (!m.state().outcome().over && n < kDecisionLimit) {
                const int p = m.state().currentPlayer();
                QVERIFY2(p == 0 || p == 1, qPrintable(where + ": nobody to decide"));
                const Action a = agents[p].choose(m.state());
                const bool strength = a.kind == kStep && sa(m).at(a.b).owner >= 0;
                ++stats.kinds[strength ? "strength" : kindName(a.kind)];
                m.apply(a);
                ++n;
                problem = invariantProblem(sa(m));
                QVERIFY2(
                    problem.isEmpty(),
                    qPrintable(
                        where +
                        QString(" after decision %1 (%2): ").arg(n).arg(qs(m.state().toFen())) +
                        problem));
            }
        } catch (const std::exception& e) {
            QFAIL(qPrintable(where + QString(" threw after %1 decisions: ").arg(n) + e.what()));
        }
        const Outcome o = m.state().outcome();
        QVERIFY2(o.over, qPrintable(where + ": did not end"));
        QVERIFY(m.state().legalActions().empty());
        QCOMPARE(m.state().currentPlayer(), kNobody);
        QVERIFY(o.winner >= -1 && o.winner <= 1);
        QVERIFY(!o.reason.english.empty());
        ++stats.games;
        stats.decisions += n;
        stats.plies += m.plies();
        ++stats.wins[o.winner + 1];
        ++stats.endings[o.reason.english.substr(0, o.reason.english.find(';'))];

        // Replay: the same decisions from the same seed rebuild the same game.
        if (g % 5 == 0) {
            Match again(kGame, options, seed);
            for (const Action& a : m.decisions()) again.apply(a);
            QVERIFY2(again.state().toFen() == m.state().toFen(),
                     qPrintable(where + ": replay differs"));
            QCOMPARE(qs(again.state().outcome().reason.english), qs(o.reason.english));
            // The log (decisions and draws) rebuilds it too, without drawing anything.
            const Match fromLog = Match::replay(kGame, options, seed, {}, m.log(), m.epoch());
            QVERIFY2(fromLog.state().toFen() == m.state().toFen(),
                     qPrintable(where + ": replay of the log differs"));
            // Undo half the game: the same as the first half of the log, and the
            // hats drawn next are drawn afresh, the same way every time.
            const std::size_t half = m.decisions().size() / 2;
            again.truncate(half);
            Match twice(kGame, options, seed);
            for (const Action& a : m.decisions()) twice.apply(a);
            twice.truncate(half);
            QVERIFY2(again.state().toFen() == twice.state().toFen() &&
                         again.log() == twice.log() && again.decisions().size() == half,
                     qPrintable(where + ": truncate differs"));
        }
    }
    QString kinds;
    for (const auto& [k, v] : stats.kinds) kinds += QString(" %1 %2").arg(qs(k)).arg(v);
    QString endings;
    for (const auto& [k, v] : stats.endings) endings += QString("; %1: %2").arg(qs(k)).arg(v);
    qInfo("%d games in %.1f s, %.1f decisions and %.1f Match::plies() a game; Black %d White %d "
          "draws %d",
          stats.games, timer.elapsed() / 1000.0, double(stats.decisions) / stats.games,
          double(stats.plies) / stats.games, stats.wins[1], stats.wins[2], stats.wins[0]);
    qInfo("decisions:%s", qPrintable(kinds));
    qInfo("endings%s", qPrintable(endings));
    // The games really exercised the powers and options.
    for (const char* k : {"hop", "step", "strength", "zot", "stop", "place", "decline", "pool",
                          "draft", "revive", "steal"})
        QVERIFY2(stats.kinds[k] > 0, k);
}

QTEST_APPLESS_MAIN(TestSorcererRandom)
#include "tst_sorcerer_random.moc"
