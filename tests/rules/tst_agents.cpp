// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: they answer every decision legally, take a win when they see
// one, the same seed plays the same games, and random play never breaks the
// engine (thousands of plies, every game rebuilt identically from its decision
// list). The one interface of all of them: a ranked Analysis with its line, the
// same answer whatever was asked before and on any thread, and a cancel flag
// that stops the search. How strong they are is in tst_agent_strength.cpp;
// hidden information in tst_agent_views.cpp.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "alien/alien_game.h"
#include "expectimax.h"
#include "fantasy/fantasy_eval.h"
#include "match.h"
#include "pawns/pawns_eval.h"
#include "sorcerer/sorcerer_eval.h"
#include "test_support.h"
#endif

#include <QTest>

#include <atomic>
#include <chrono>
#include <functional>
#include <limits>
#include <thread>

using namespace hatrack;
using namespace hatrack::test;

class TestAgents : public QObject {
    Q_OBJECT

  private slots:
    void agentNamesAndErrors();
    void agentsPlayLegalMovesMidChain();
    void normalTakesAWinInOne();
    void sameSeedSameGames();
    void randomPlayNeverBreaksTheEngine();
    void checkersAnalysisIsRankedWithItsLine();
    void wholeChainIsPlanned();
    void wonPositionIsValuedAsAWin();
    void sorcererAnalysisIsRankedWithItsLine();
    void answerDoesNotDependOnEarlierCalls();
    void oneAgentThinksOnTwoThreads();
    void cancelStopsTheSearch_data();
    void cancelStopsTheSearch();
    void cancelBeforeTheStart();
    void budgetCutShortKeepsExactValues();
    void rememberedStatesKeepExactValues();
    void advanceMatchesApplyAction_data();
    void advanceMatchesApplyAction();
    void chanceCutsKeepExactValues_data();
    void chanceCutsKeepExactValues();
    void capturesPastTheDepthKeepExactValues();
};

namespace {

// `line` is a legal sequence of decisions from `state` (no chance in between).
bool lineIsLegal(const GameState& state, const std::vector<Action>& line) {
    auto s = state.clone();
    for (const Action& a : line) {
        const auto legal = s->legalActions();
        if (s->currentPlayer() < 0 || std::find(legal.begin(), legal.end(), a) == legal.end())
            return false;
        s->applyAction(a);
    }
    return true;
}

// Empty when the move `cut` picks carries the value that `full` (a search
// without cut-offs) gives it, that value is the best, and its line is legal;
// else what is wrong.
QString choiceValuedWrong(const GameState& view, const Analysis& cut, const Analysis& full) {
    double fullOfBest = std::numeric_limits<double>::quiet_NaN();
    for (const auto& [a, v] : full.ranked)
        if (a == cut.best) fullOfBest = v;
    if (!(std::abs(fullOfBest - cut.value) < 1e-6) || std::abs(full.value - cut.value) >= 1e-6)
        return QString("%1: %2 against %3 (best %4)")
            .arg(qs(view.toFen()))
            .arg(cut.value)
            .arg(fullOfBest)
            .arg(full.value);
    if (!lineIsLegal(view, cut.line)) return qs(view.toFen()) + ": illegal line";
    return {};
}

// The choice first, then from best to worst; every action open now, once.
// `noisy`: the player may pick a move valued a little below another.
void checkRanked(const GameState& state, const Analysis& a, bool noisy) {
    QVERIFY(!a.ranked.empty());
    QCOMPARE(a.ranked.front().first, a.best);
    QCOMPARE(a.ranked.front().second, a.value);
    for (std::size_t i = noisy ? 2 : 1; i < a.ranked.size(); ++i)
        QVERIFY(a.ranked[i - 1].second >= a.ranked[i].second);
    std::vector<Action> ranked;
    for (const auto& [action, value] : a.ranked) ranked.push_back(action);
    auto legal = state.legalActions();
    std::sort(ranked.begin(), ranked.end());
    std::sort(legal.begin(), legal.end());
    QCOMPARE(ranked, legal);
}

// Calls `check` on the view of the player to decide, every `every` decisions of
// random games of `game` where there is something to choose: positions with
// dice, hats and captures ahead for the search tests.
void onRandomPositions(const std::string& game, int games, int plies, int every,
                       const std::function<void(const GameState&, std::uint64_t seed)>& check) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
        Match m(game, {}, seed);
        RandomAgent white(seed * 2 + 1), black(seed * 2 + 2);
        for (int ply = 0; ply < plies && !m.state().outcome().over; ++ply) {
            const int p = m.state().currentPlayer();
            if (ply % every == every - 1 && m.state().legalActions().size() > 2)
                check(*m.state().viewFor(p), seed);
            m.apply((p == 0 ? white : black).choose(*m.state().viewFor(p)));
        }
    }
}

void onRandomPawnsPositions(
    int games, int plies, int every,
    const std::function<void(const GameState&, std::uint64_t seed)>& check) {
    onRandomPositions("pawns-in-hats", games, plies, every, check);
}

// What the computer players of one game search with.
struct Judgement {
    Evaluator eval;
    ActionOrder order;
    StateKey key;
    bool probe = false; // bounds chance outcomes by probing (Star2)
};

Judgement judgementOf(const std::string& game) {
    if (game == "sorcerers-apprentice")
        return {sorcerer::evaluate, sorcerer::capturesFirst, sorcerer::searchKey, true};
    if (game == "fantasy-rpg-checkers")
        return {fantasy::evaluate, fantasy::capturesFirst, fantasy::searchKey, true};
    if (game == "alien-checkers")
        return {alien::evaluateSharp, alien::strongFirst, alien::searchKey, true};
    return {pawns::evaluate, pawns::capturesFirst, pawns::searchKey, false};
}

} // namespace

void TestAgents::agentNamesAndErrors() {
    QCOMPARE(agentNames("checkers"),
             std::vector<std::string>({"random", "easy", "normal", "hard", "expert"}));
    for (const char* game :
         {"sorcerers-apprentice", "fantasy-rpg-checkers", "pawns-in-hats", "alien-checkers"})
        QCOMPARE(agentNames(game),
                 std::vector<std::string>({"random", "easy", "normal", "hard", "expert"}));
    const QString error = rulesErrorOf([] { newAgent("checkers", "grandmaster", 1); });
    QVERIFY2(error.contains("grandmaster") && error.contains("normal"), qPrintable(error));
    QVERIFY(rulesErrorOf([] {
                selfplay("checkers", {}, 1, 1, "normal", "nobody");
            }).contains("nobody"));
    QVERIFY(rulesErrorOf([] {
                selfplay("checkers", {{"speed", "fast"}}, 1, 1, "normal", "random");
            }).contains("speed"));
}

void TestAgents::agentsPlayLegalMovesMidChain() {
    // Black's king on 10 has two ways round the ring; after the first hop the
    // agent must continue the chain it is in.
    for (const char* name : {"easy", "normal", "hard", "random"}) {
        Match m("checkers", {}, 3, "B:W14,15,22,23,32:BK10");
        auto agent = newAgent("checkers", name, 3);
        while (m.state().currentPlayer() == 0) {
            const Action a = agent->choose(*m.state().viewFor(0));
            const auto legal = m.state().legalActions();
            QVERIFY2(std::find(legal.begin(), legal.end(), a) != legal.end(), name);
            m.apply(a);
        }
        QCOMPARE(m.decisions().size(), std::size_t(4));
        QCOMPARE(m.state().pieces().size(), std::size_t(2));
    }
}

void TestAgents::normalTakesAWinInOne() {
    // 1-5 or 1-6 leaves White's man on 29 without a move; 25-30 or 22-26 do not.
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Match m("checkers", {}, seed, "B:W29:B1,22,25");
        auto agent = newAgent("checkers", "normal", seed);
        m.apply(agent->choose(*m.state().viewFor(0)));
        QVERIFY2(m.state().outcome().over && m.state().outcome().winner == 0,
                 m.state().toFen().c_str());
    }
}

void TestAgents::sameSeedSameGames() {
    // "easy" picks at random among near-best moves, so its generator is exercised too.
    for (const auto& [a, b] : {std::pair{"normal", "random"}, std::pair{"easy", "random"},
                               std::pair{"random", "random"}}) {
        const auto first = selfplay("checkers", {}, 4, 7, a, b);
        const auto second = selfplay("checkers", {}, 4, 7, a, b);
        QCOMPARE(summaryText(first), summaryText(second));
        // Played on three threads, the same games with the same summary.
        QCOMPARE(summaryText(selfplay("checkers", {}, 4, 7, a, b, 3)), summaryText(first));
    }
    // The agent alone: same seed, same position, same choice.
    const auto state = newGame("checkers", {}, 1);
    for (const char* name : {"easy", "normal", "random"}) {
        auto x = newAgent("checkers", name, 99);
        auto y = newAgent("checkers", name, 99);
        QCOMPARE(x->choose(*state), y->choose(*state));
    }
}

void TestAgents::randomPlayNeverBreaksTheEngine() {
    long plies = 0;
    int games = 0, decisive = 0, draws = 0;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        // Most games start from the opening, some from positions with kings.
        const char* starts[] = {"", "", "W:WK5,18,22,K30:BK10,K14,19,23",
                                "B:W6,14,15,22,23,32:BK10,K28"};
        const std::string fen = starts[seed % 4];
        Match m("checkers", {}, seed, fen);
        RandomAgent black(seed * 2 + 1), white(seed * 2 + 2);
        try {
            while (!m.state().outcome().over) {
                const int p = m.state().currentPlayer();
                QVERIFY(p == 0 || p == 1);
                QVERIFY(!m.state().legalActions().empty());
                const auto& cs = static_cast<const checkers::CheckersState&>(m.state());
                QVERIFY(std::popcount(cs.position().black) <= 12);
                QVERIFY(std::popcount(cs.position().white) <= 12);
                if (cs.chainSquare() < 0) // between turns the FEN says everything
                    QCOMPARE(checkers::parseFen(m.state().toFen()), cs.position());
                m.apply((p == 0 ? black : white).choose(*m.state().viewFor(p)));
                QVERIFY(m.plies() <= 2000);
            }
        } catch (const std::exception& e) {
            QFAIL(qPrintable(
                QString("seed %1: %2 at %3").arg(seed).arg(e.what(), qs(m.state().toFen()))));
        }
        ++games;
        plies += m.plies();
        (m.state().outcome().winner < 0 ? draws : decisive)++;
        QVERIFY(m.state().legalActions().empty());

        Match replay("checkers", {}, seed, fen);
        for (const Action& a : m.decisions()) replay.apply(a);
        QCOMPARE(qs(replay.state().toFen()), qs(m.state().toFen()));
        QCOMPARE(qs(replay.state().outcome().reason.english),
                 qs(m.state().outcome().reason.english));
        QCOMPARE(replay.plies(), m.plies());
    }
    qInfo("%d random games, %ld plies, %d decisive, %d drawn", games, plies, decisive, draws);
    QVERIFY(plies >= 20000);
    QVERIFY(decisive > 0 && draws > 0);
}

void TestAgents::checkersAnalysisIsRankedWithItsLine() {
    const auto state = newGame("checkers", {}, 1);
    for (const char* name : {"easy", "normal", "hard"}) {
        const Analysis a = newAgent("checkers", name, 5)->think(*state);
        QVERIFY(a.depth >= 3);
        QVERIFY(a.nodes > 7);
        QVERIFY(!a.cancelled);
        QCOMPARE(a.line.front(), a.best);
        QCOMPARE(a.turnLength, std::size_t(1));
        // The move, the reply it expects, and more.
        QVERIFY2(a.line.size() >= 3, name);
        QVERIFY2(lineIsLegal(*state, a.line), name);
        QCOMPARE(a.ranked.size(), std::size_t(7));
        // "easy" scores every move fully to pick among the near-best; the others
        // only bound the moves they prove worse.
        QCOMPARE(a.rankedExact, std::string(name) == "easy");
        checkRanked(*state, a, std::string(name) == "easy");
        QVERIFY(std::abs(a.value) < 100); // the opening is even
    }
}

void TestAgents::wholeChainIsPlanned() {
    // 1x10x19 is the only move: two hops, then White's man on 32 replies.
    const auto state = newGame("checkers", {}, 1, "B:W6,15,32:B1");
    const auto agent = newAgent("checkers", "normal", 1);
    const Analysis a = agent->think(*state);
    const std::vector<Action> hops{{checkers::kHop, 0, 9, -1}, {checkers::kHop, 9, 18, -1}};
    QCOMPARE(a.best, hops.front());
    QCOMPARE(a.turnLength, std::size_t(2));
    QVERIFY(a.line.size() >= 2);
    QCOMPARE(std::vector<Action>(a.line.begin(), a.line.begin() + 2), hops);
    QVERIFY(lineIsLegal(*state, a.line));
    QCOMPARE(agent->planTurn(*state), hops);
    QCOMPARE(agent->choose(*state), hops.front());
    // A single move needs no search, but the value still plays out what follows.
    QCOMPARE(a.ranked.size(), std::size_t(1));
    QVERIFY(std::abs(a.value) < 100); // a man each after the capture
    // Mid-chain, the plan is the rest of the chain.
    Match m("checkers", {}, 1, "B:W6,15,32:B1");
    m.apply(hops.front());
    QCOMPARE(agent->planTurn(*m.state().viewFor(0)), std::vector<Action>{hops.back()});
}

void TestAgents::wonPositionIsValuedAsAWin() {
    const auto state = newGame("checkers", {}, 1, "B:W29:B1,22,25");
    const Analysis a = newAgent("checkers", "normal", 1)->think(*state);
    QVERIFY2(a.value > 99000, qPrintable(QString::number(a.value)));
    QVERIFY2(a.value > a.ranked.back().second, "the moves that do not win come after");
}

void TestAgents::sorcererAnalysisIsRankedWithItsLine() {
    Match m("sorcerers-apprentice", {}, 3);
    RandomAgent random(3);
    // A few random decisions in, to a choice of several moves.
    for (int i = 0; i < 12 || m.state().legalActions().size() < 4; ++i)
        m.apply(random.choose(*m.state().viewFor(m.state().currentPlayer())));
    const int p = m.state().currentPlayer();
    const auto view = m.state().viewFor(p);
    for (const char* name : {"easy", "normal", "hard"}) {
        const Analysis a = newAgent("sorcerers-apprentice", name, 8)->think(*view);
        QVERIFY(a.depth >= 1);
        QCOMPARE(a.line.front(), a.best);
        QVERIFY2(lineIsLegal(*view, a.line), name);
        QCOMPARE(a.turnLength, std::size_t(1));
        // Normal and hard cut off lines they can refute: the moves after the
        // choice are bounds.
        QCOMPARE(a.rankedExact, std::string(name) == "easy");
        checkRanked(*view, a, std::string(name) == "easy");
    }
    const Analysis hard = newAgent("sorcerers-apprentice", "hard", 8)->think(*view);
    QVERIFY2(hard.line.size() >= 2, "hard expects what follows its decision");
}

void TestAgents::answerDoesNotDependOnEarlierCalls() {
    const auto opening = newGame("checkers", {}, 1);
    const auto middle =
        newGame("checkers", {}, 1, "W:W14,17,19,21,22,25,26,27,29,30:B1,2,3,5,6,8,9,10,11,16");
    // The random player excepted: its generator runs on, on purpose (agent.h).
    for (const char* name : {"easy", "normal", "hard"}) {
        const auto fresh = newAgent("checkers", name, 7);
        const auto used = newAgent("checkers", name, 7);
        for (int i = 0; i < 3; ++i) used->think(*opening);
        QCOMPARE(used->choose(*middle), fresh->choose(*middle));
        QCOMPARE(used->think(*middle).line, fresh->think(*middle).line);
    }
}

void TestAgents::oneAgentThinksOnTwoThreads() {
    // Each search has its own tables and generator, so one agent may think on
    // two threads at once and give what it gives one call at a time.
    for (const auto& [game, fen] :
         {std::pair<std::string, std::string>{"checkers", ""},
          {"checkers", "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"},
          {"sorcerers-apprentice", ""}}) {
        const auto agent = newAgent(game, "normal", 3);
        const auto a = newGame(game, {}, 1), b = newGame(game, {}, 2, fen);
        const auto viewA = a->viewFor(a->currentPlayer()), viewB = b->viewFor(b->currentPlayer());
        const Analysis aloneA = agent->think(*viewA), aloneB = agent->think(*viewB);
        Analysis onA, onB;
        std::thread t([&] { onA = agent->think(*viewA); });
        onB = agent->think(*viewB);
        t.join();
        QCOMPARE(onA.line, aloneA.line);
        QCOMPARE(onA.value, aloneA.value);
        QCOMPARE(onA.nodes, aloneA.nodes);
        QCOMPARE(onB.line, aloneB.line);
        QCOMPARE(onB.value, aloneB.value);
        QCOMPARE(onB.nodes, aloneB.nodes);
    }
}

void TestAgents::cancelStopsTheSearch_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("level");
    QTest::newRow("checkers alpha-beta") << "checkers"
                                         << ""
                                         << "hard";
    // Kings everywhere: hard's six decisions take seconds here.
    QTest::newRow("sorcerer expectimax") << "sorcerers-apprentice"
                                         << "B:WK21,K22,K23,K24,K29,K30:BK9,K10,K11,K12,K1,K2"
                                         << "hard";
    // A queen among bare pawns: much of the expert's search follows captures.
    QTest::newRow("pawns expert, captures past the depth")
        << "pawns-in-hats"
        << "2ppp2p/Q5p1/8/8/1p6/8/8/PPPPP1PP 8/8/n7/?1?\?\?\?\?\?/?1?\?\?1?\?/8/8/8 w - - 0 7"
        << "expert";
}

void TestAgents::cancelStopsTheSearch() {
    QFETCH(QString, game);
    QFETCH(QString, fen);
    QFETCH(QString, level);
    const auto state = newGame(game.toStdString(), {}, 1, fen.toStdString());
    const auto agent = newAgent(game.toStdString(), level.toStdString(), 1);
    // A budget that would take minutes, so only the flag ends the search in time.
    constexpr std::uint64_t kHuge = 4'000'000'000;
    std::atomic<bool> stop{false};
    Analysis a;
    bool returned = false;
    std::thread thinker([&] {
        a = agent->think(*state, {kHuge, &stop});
        returned = true;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    stop = true;
    thinker.join();
    QVERIFY(returned);
    QVERIFY(a.cancelled);
    QVERIFY2(a.nodes < kHuge, qPrintable(QString::number(a.nodes)));
    const auto legal = state->legalActions();
    QVERIFY(std::find(legal.begin(), legal.end(), a.best) != legal.end());
    qInfo("cancelled after %llu nodes, depth %d", static_cast<unsigned long long>(a.nodes),
          a.depth);
}

void TestAgents::cancelBeforeTheStart() {
    std::atomic<bool> stop{true};
    for (const std::string game : {"checkers", "sorcerers-apprentice"}) {
        const auto state = newGame(game, {}, 1);
        const Analysis a = newAgent(game, "hard", 1)->think(*state, {0, &stop});
        QVERIFY(a.cancelled);
        QVERIFY(a.nodes <= 1024 * 2);
        QCOMPARE(a.depth, 0);
        const auto legal = state->legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), a.best) != legal.end());
    }
}

namespace {

// What a full search to `depth`, without cut-offs, makes of `action` in `view`.
double fullValue(const GameState& view, std::uint64_t seed, int depth, const Action& action) {
    const Analysis full =
        ExpectimaxAgent(pawns::evaluate, {depth, ~0ULL, 0, false}, seed).think(view);
    for (const auto& [a, v] : full.ranked)
        if (a == action) return v;
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

void TestAgents::budgetCutShortKeepsExactValues() {
    // A pruned search whose budget runs out in the middle of a pass keeps the
    // root moves that pass finished. The move it then picks must carry its exact
    // value at that depth, the one a full search without cut-offs gives it,
    // never a bound from a move it did not finish.
    constexpr std::uint64_t kBudget = 6'000;
    int checked = 0, passesCutShort = 0;
    onRandomPawnsPositions(4, 48, 8, [&](const GameState& view, std::uint64_t seed) {
        const Analysis a =
            ExpectimaxAgent(pawns::evaluate, {7, kBudget, 0, true}, seed, pawns::capturesFirst)
                .think(view);
        const double full = fullValue(view, seed, a.depth, a.best);
        QVERIFY2(
            std::abs(full - a.value) < 1e-6,
            qPrintable(QString("%1: %2 against %3").arg(qs(view.toFen())).arg(a.value).arg(full)));
        ++checked;
        // Whether that last pass was cut short: finished, it needs more.
        const Analysis whole =
            ExpectimaxAgent(pawns::evaluate, {a.depth, ~0ULL, 0, true}, seed, pawns::capturesFirst)
                .think(view);
        const bool cutShort = whole.nodes > kBudget;
        if (cutShort) ++passesCutShort;
        // Only passes that finished every root move count as completed.
        QCOMPARE(a.completedDepth, cutShort ? a.depth - 1 : a.depth);
    });
    qInfo("%d positions, %d of them with the last pass cut short", checked, passesCutShort);
    QVERIFY(checked >= 12);
    QVERIFY(passesCutShort >= checked / 4);
}

void TestAgents::rememberedStatesKeepExactValues() {
    // With a state key the search reuses what it found for a state it meets
    // again, and tries its best decision there first. The move it picks must
    // still carry the exact value a full search of the same depth gives it,
    // and its line must be one the game allows.
    int checked = 0;
    std::uint64_t rememberedNodes = 0, plainNodes = 0;
    onRandomPawnsPositions(8, 64, 6, [&](const GameState& view, std::uint64_t seed) {
        const ExpectimaxLimits limits{5, ~0ULL, 0, true};
        const Analysis remembered =
            ExpectimaxAgent(pawns::evaluate, limits, seed, pawns::capturesFirst, pawns::searchKey)
                .think(view);
        const Analysis plain =
            ExpectimaxAgent(pawns::evaluate, limits, seed, pawns::capturesFirst).think(view);
        const double full = fullValue(view, seed, 5, remembered.best);
        QVERIFY2(std::abs(full - remembered.value) < 1e-6, qPrintable(QString("%1: %2 against %3")
                                                                          .arg(qs(view.toFen()))
                                                                          .arg(remembered.value)
                                                                          .arg(full)));
        QVERIFY(std::abs(remembered.value - plain.value) < 1e-6);
        QVERIFY(!remembered.line.empty());
        QCOMPARE(remembered.line.front(), remembered.best);
        QVERIFY(lineIsLegal(view, remembered.line));
        rememberedNodes += remembered.nodes;
        plainNodes += plain.nodes;
        ++checked;
    });
    qInfo("%d positions: %llu nodes remembering, %llu without", checked,
          static_cast<unsigned long long>(rememberedNodes),
          static_cast<unsigned long long>(plainNodes));
    QVERIFY(checked >= 12);
    QVERIFY(rememberedNodes < plainNodes);
}

void TestAgents::advanceMatchesApplyAction_data() {
    QTest::addColumn<QString>("game");
    for (const char* g :
         {"sorcerers-apprentice", "fantasy-rpg-checkers", "pawns-in-hats", "alien-checkers"})
        QTest::newRow(g) << QString(g);
}

void TestAgents::advanceMatchesApplyAction() {
    // A search copies each state into one it keeps per depth (assign) and
    // advances it without telling anyone: it must reach the very state that
    // applying the decision reaches, with the same key.
    QFETCH(QString, game);
    const std::string id = game.toStdString();
    const Judgement j = judgementOf(id);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto applied = Match(id, {}, seed).state().clone();
        RandomAgent players[2] = {RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)};
        Rng chance(seed);
        auto kept = applied->clone();
        for (int ply = 0; ply < 400 && !applied->outcome().over; ++ply) {
            const int p = applied->currentPlayer();
            const Action a = p == kChance ? applied->drawChance(chance)
                                          : players[p].choose(*applied->viewFor(p));
            QVERIFY(kept->assign(*applied));
            QCOMPARE(j.key(*kept), j.key(*applied));
            kept->advance(a);
            applied->applyAction(a);
            QCOMPARE(kept->toFen(), applied->toFen());
            QCOMPARE(kept->currentPlayer(), applied->currentPlayer());
            QCOMPARE(kept->legalActions(), applied->legalActions());
            QCOMPARE(kept->outcome().over, applied->outcome().over);
            QCOMPARE(kept->outcome().winner, applied->outcome().winner);
            QCOMPARE(j.key(*kept), j.key(*applied));
            ++compared;
        }
    }
    QVERIFY(compared >= 100);
}

void TestAgents::chanceCutsKeepExactValues_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("depth");
    QTest::newRow("sorcerers-apprentice") << QString("sorcerers-apprentice") << 6;
    QTest::newRow("fantasy-rpg-checkers") << QString("fantasy-rpg-checkers") << 5;
    QTest::newRow("pawns-in-hats") << QString("pawns-in-hats") << 5;
    QTest::newRow("alien-checkers") << QString("alien-checkers") << 4;
}

void TestAgents::chanceCutsKeepExactValues() {
    // Cutting at chance nodes (Star1, and Star2 where the game probes), with
    // the game's state keys and move ordering, the move chosen carries the value a full search
    // without any cut-off gives it, and no move is valued better by the full search.
    QFETCH(QString, game);
    QFETCH(int, depth);
    const std::string id = game.toStdString();
    const Judgement j = judgementOf(id);
    int checked = 0;
    std::uint64_t cutNodes = 0, uncutNodes = 0;
    onRandomPositions(id, 6, 60, 7, [&](const GameState& view, std::uint64_t seed) {
        const Analysis cut =
            ExpectimaxAgent(j.eval, {depth, ~0ULL, 0, true, true, j.probe}, seed, j.order, j.key)
                .think(view);
        const Analysis uncut =
            ExpectimaxAgent(j.eval, {depth, ~0ULL, 0, true, false}, seed, j.order, j.key)
                .think(view);
        const Analysis full = ExpectimaxAgent(j.eval, {depth, ~0ULL, 0, false}, seed).think(view);
        const QString wrong = choiceValuedWrong(view, cut, full);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        cutNodes += cut.nodes;
        uncutNodes += uncut.nodes;
        ++checked;
    });
    qInfo("%d positions: %llu nodes cutting at chance, %llu without", checked,
          static_cast<unsigned long long>(cutNodes), static_cast<unsigned long long>(uncutNodes));
    QVERIFY(checked >= 12);
    QVERIFY(cutNodes < uncutNodes);
}

namespace {

// The value for `me` of following only the captures (and the rest of their
// turns) from `s`, at most `left` decisions on, without any cut-off: what a
// search past its depth must find, written out the slow way.
constexpr int kPast = 6; // decisions past the depth

double everyCapture(const GameState& s, int left, int me) {
    const Outcome o = s.outcome();
    if (o.over) return o.winner < 0 ? 0 : (o.winner == me ? 1e6 : -1e6);
    if (left <= 0) return pawns::evaluate(s, me);
    auto after = [&](const Action& a) {
        auto c = s.clone();
        c->advance(a);
        return everyCapture(*c, left - 1, me);
    };
    if (s.currentPlayer() == kChance) {
        double total = 0;
        for (const auto& [a, p] : s.chanceOutcomes()) total += p * after(a);
        return total;
    }
    std::vector<Action> actions;
    const bool standPat = pawns::noisyOnly(s, actions);
    std::vector<double> values;
    if (standPat || actions.empty()) values.push_back(pawns::evaluate(s, me));
    for (const Action& a : actions) values.push_back(after(a));
    return s.currentPlayer() == me ? *std::max_element(values.begin(), values.end())
                                   : *std::min_element(values.begin(), values.end());
}

} // namespace

void TestAgents::capturesPastTheDepthKeepExactValues() {
    // The Pawns in Hats expert follows captures past its depth. With every
    // cut-off and the state keys, the move it picks carries the value that a
    // search without cut-offs gives it when each of its leaves follows every
    // capture; and that value differs from the leaves' own somewhere, or the
    // test proves nothing.
    constexpr int kDepth = 3;
    int checked = 0, changed = 0;
    onRandomPositions("pawns-in-hats", 6, 60, 5, [&](const GameState& view, std::uint64_t seed) {
        const Analysis cut =
            ExpectimaxAgent(pawns::evaluate, {kDepth, ~0ULL, 0, true, true, false, kPast}, seed,
                            pawns::capturesFirst, pawns::searchKey, pawns::noisyOnly)
                .think(view);
        const Evaluator slow = [](const GameState& s, int me) {
            return everyCapture(s, kPast, me);
        };
        const Analysis full = ExpectimaxAgent(slow, {kDepth, ~0ULL, 0, false}, seed).think(view);
        const Analysis still =
            ExpectimaxAgent(pawns::evaluate, {kDepth, ~0ULL, 0, false}, seed).think(view);
        const QString wrong = choiceValuedWrong(view, cut, full);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        if (std::abs(still.value - full.value) > 1e-6) ++changed;
        ++checked;
    });
    qInfo("%d positions, %d of them valued otherwise once captures are followed", checked, changed);
    QVERIFY(checked >= 12);
    QVERIFY(changed >= checked / 4);
}

QTEST_APPLESS_MAIN(TestAgents)
#include "tst_agents.moc"
