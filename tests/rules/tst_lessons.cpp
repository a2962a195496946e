// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons (rules/lessons.h): a lessons file is read or refused by line; a
// level is judged from its log as a player meets it (the solution wins, a
// wrong move the level names loses with its words, a legal move off the
// solution misses the goal, a survivor is judged after the reply); the chance
// a level scripts comes as scripted; and every game brings enough levels.

#ifndef Q_MOC_RUN
#include "lessons.h"
#include "test_support.h"
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

// Two small checkers levels; the second lets the learner wander for three moves.
const char* kFile = R"(# a comment
stage moves How pieces move
level step A step
text A man steps forward.
goal Move the man on 9 to 14.
fen B:W30:B9
check piece 14
mark 9 14
arrow 9 14
solution 9-14
hint Forward is down.
wrong 9-13 Legal, but the goal is 14.

level crown Crown a man
text A man on the far row is crowned.
goal Crown your man.
fen B:WK1:B20,27
check kind king
solution 27-31
limit 3
)";

GameLessons sample() {
    return parseLessons("checkers", kFile);
}

LessonVerdict after(const LessonScript& script, const std::vector<std::string>& moves) {
    auto match = script.start();
    for (const auto& m : moves) {
        match->play(m);
        // The other side answers as the level's own player does.
        while (match->state().currentPlayer() >= 0 &&
               match->state().currentPlayer() != script.level().learner &&
               script.judge(*match).state == LessonVerdict::State::Playing)
            match->apply(
                script.opponent()->choose(*match->state().viewFor(match->state().currentPlayer())));
    }
    return script.judge(*match);
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT
  private slots:
    void readsStagesLevelsAndFields() {
        const GameLessons l = sample();
        QCOMPARE(l.stages.size(), std::size_t(1));
        QCOMPARE(l.levelCount(), 2);
        const LessonLevel* step = l.level("moves/step");
        QVERIFY(step);
        QCOMPARE(qs(step->goal), QStringLiteral("Move the man on 9 to 14."));
        QCOMPARE(step->learner, 0); // Black, to move in the FEN
        QCOMPARE(step->marks.size(), std::size_t(2));
        QCOMPARE(step->wrong.size(), std::size_t(1));
        QVERIFY(!l.level("moves/none"));
        QVERIFY(lessonTexts(l).size() >= 8);
    }

    void refusesABadFileByLine() {
        const auto refused = [](const char* text) {
            try {
                parseLessons("checkers", text);
            } catch (const RulesError& e) {
                return QString::fromUtf8(e.what());
            }
            return QString();
        };
        QVERIFY(refused("stage a A\nlevel b B\nfrobnicate 3\n").contains("line 3"));
        QVERIFY(refused("level b B\n").contains("before any stage"));
        QVERIFY(refused("stage a A\nlevel b B\nfen B:W30:B9\ngoal G\nsolution 9-14\n")
                    .contains("no check"));
        QVERIFY(refused("stage a A\nlevel b B\nfen B:W30:B9\ngoal G\ncheck sparkle 3\n")
                    .contains("unknown check"));
        // A solution that is not legal names its move.
        const GameLessons l = parseLessons(
            "checkers", "stage a A\nlevel b B\nfen B:W30:B9\ngoal G\ncheck win\nsolution 9-18\n");
        QVERIFY_THROWS_EXCEPTION(RulesError, LessonScript("checkers", *l.level("a/b")));
    }

    void theSolutionWinsWithThreeStars() {
        const GameLessons l = sample();
        const LessonScript script("checkers", *l.level("moves/step"));
        const LessonVerdict v = after(script, {"9-14"});
        QCOMPARE(int(v.state), int(LessonVerdict::State::Won));
        QCOMPARE(v.moves, 1);
        QCOMPARE(lessonStars(v.moves, script.level().par, 0), 3);
        QVERIFY(checkLessons(l).empty());
    }

    void aNamedWrongMoveLosesWithItsWords() {
        const GameLessons l = sample();
        const LessonScript script("checkers", *l.level("moves/step"));
        const LessonVerdict v = after(script, {"9-13"});
        QCOMPARE(int(v.state), int(LessonVerdict::State::Lost));
        QCOMPARE(qs(v.why.english), QStringLiteral("Legal, but the goal is 14."));
    }

    void aGoalMetAnotherWayStillWins() {
        // Rid of the queen and her crown: the capturing bishop may then set
        // its own mitre down as well as keep it.
        const GameLessons l = lessonsFor("pawns-in-hats");
        const LessonScript script("pawns-in-hats", *l.level("hats/gone"));
        QCOMPARE(int(after(script, {"a2xd5", "keep"}).state), int(LessonVerdict::State::Won));
        QCOMPARE(int(after(script, {"a2xd5", "off:e6"}).state), int(LessonVerdict::State::Won));
        QCOMPARE(int(after(script, {"d4^d5"}).state), int(LessonVerdict::State::Lost));
    }

    void aWanderingLearnerGetsTheLimitThenLoses() {
        const GameLessons l = sample();
        const LessonScript script("checkers", *l.level("moves/crown"));
        QCOMPARE(script.level().par, 1);
        QCOMPARE(script.level().limit, 3);
        // 20-24 is legal but off the solution: play goes on, the goal is still open.
        QCOMPARE(int(after(script, {"20-24"}).state), int(LessonVerdict::State::Playing));
        // Crowned on the second move: won, with fewer stars than par would give.
        const LessonVerdict late = after(script, {"20-24", "27-32"});
        QCOMPARE(int(late.state), int(LessonVerdict::State::Won));
        QCOMPARE(late.moves, 2);
        QCOMPARE(lessonStars(late.moves, 1, 0), 2);
    }

    void aMissedGoalNamesTheGoal() {
        const GameLessons l = parseLessons("checkers", "stage a A\nlevel b B\nfen B:W30:B9\n"
                                                       "goal Reach 14.\ncheck piece 14\n"
                                                       "solution 9-14\n");
        const LessonScript script("checkers", *l.level("a/b"));
        const LessonVerdict v = after(script, {"9-13"});
        QCOMPARE(int(v.state), int(LessonVerdict::State::Lost));
        QCOMPARE(qs(v.why.english), QStringLiteral("Legal, but that misses the goal: Reach 14."));
    }

    void checkFindsASolutionThatMissesAndAWrongMoveThatWins() {
        const GameLessons l =
            parseLessons("checkers", "stage a A\nlevel b B\nfen B:W30:B9\ngoal Reach 14.\n"
                                     "check piece 14\nsolution 9-13\n"
                                     "level c C\nfen B:W30:B9,10\ngoal Reach 14.\n"
                                     "check piece 14\nsolution 9-14\nwrong 10-14 No.\n");
        const auto problems = checkLessons(l);
        QCOMPARE(problems.size(), std::size_t(2));
        QVERIFY(qs(problems[0]).startsWith("a/b: the solution does not reach the goal"));
        QCOMPARE(qs(problems[1]), QStringLiteral("a/c: wrong move 10-14 reaches the goal"));
    }

    void aSurvivorIsJudgedAfterTheReply() {
        // White must capture 14 (18x9): the level asks Black to lose nothing,
        // so 14 cannot survive, whatever Black does; judged after the reply.
        const GameLessons l =
            parseLessons("checkers", "stage a A\nlevel b B\nfen B:W18,31:B1,10\n"
                                     "goal Keep both men.\ncheck pieces 2\njudge reply\n"
                                     "solution 10-14 18x9\n");
        const LessonScript script("checkers", *l.level("a/b"));
        const LessonVerdict v = after(script, {"10-14"});
        QCOMPARE(int(v.state), int(LessonVerdict::State::Lost));
    }

    void scriptedChanceComesAsScripted() {
        // A hat drawn from the bag when Black captures: the solution says red.
        const GameLessons l = parseLessons(
            "sorcerers-apprentice", "stage a A\nlevel b B\nfen B:W18,31:B14,1\n"
                                    "goal Capture.\ncheck enemies 1\nsolution 14x23 draw:red\n");
        const LessonScript script("sorcerers-apprentice", *l.level("a/b"));
        auto match = script.start();
        match->play("14x23");
        QVERIFY(match->state().toFen().find("racks:/r") != std::string::npos ||
                match->state().toFen().find("racks:r") != std::string::npos);
    }

    void everyGameTeachesEnough() {
        int total = 0;
        for (const GameInfo& g : allGames()) {
            const GameLessons& lessons = lessonsFor(g.id);
            QVERIFY2(lessons.levelCount() >= 12, g.id.c_str());
            total += lessons.levelCount();
        }
        QVERIFY(total >= 80);
    }
};

QTEST_APPLESS_MAIN(TestLessons)
#include "tst_lessons.moc"
