// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons as the app plays them (LessonCoach over a GameController): the
// first level of every game is won by its solution, played one decision at a
// time as a player would, with three stars kept for the next run; a wrong
// move a level names loses with its words, and costs a star until the level
// is won; the arrows show while the solution is followed; progress can be
// reset; a game
// never played offers its lessons once.
#include "appsettings.h"
#include "lessoncoach.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const hatrack::LessonLevel& firstLevel(const std::string& game) {
    return hatrack::lessonsFor(game).stages.front().levels.front();
}

QString pathOf(const hatrack::LessonLevel& l) {
    return QString::fromStdString(l.stage + "/" + l.id);
}

// Plays the level's solution for the learner as the coach's player would,
// waiting for the other side and chance in between.
bool playSolution(GameController& game, const hatrack::LessonScript& script, LessonCoach& coach) {
    for (int step = 0; step < 60 && coach.state() == QLatin1String("playing"); ++step) {
        if (!QTest::qWaitFor([&] { return game.humanToMove() || coach.state() != "playing"; },
                             20000))
            return false;
        if (coach.state() != QLatin1String("playing")) break;
        const auto next = script.nextSolutionStep(*game.match());
        if (!next || !game.playForLearner(*next)) return false;
    }
    return coach.state() == QLatin1String("won");
}

QString squareName(const GameController& game, int square) {
    return QString::fromStdString(game.match()->state().squareName(square));
}

struct WrongMove {
    std::string game;
    const hatrack::LessonLevel* level = nullptr;
    hatrack::Action action;
    std::string why;
};

// The first level, of any game, that names a wrong move a player can make.
WrongMove firstPlayableWrongMove() {
    for (const auto& info : hatrack::allGames())
        for (const auto& stage : hatrack::lessonsFor(info.id).stages)
            for (const auto& level : stage.levels) {
                const hatrack::LessonScript script(info.id, level);
                auto match = script.start();
                for (const auto& w : level.wrong) {
                    try {
                        const auto m = match->state().parseMove(w.move);
                        return {info.id, &level, m.actions.front(), w.why};
                    } catch (const hatrack::RulesError&) {
                    }
                }
            }
    return {};
}

// A game and its coach, as the lesson screen holds them.
struct Lesson {
    GameController game;
    LessonCoach coach;
    Lesson() {
        game.setStepDelay(0);
        coach.setController(&game);
    }
};

} // namespace

class TestLessonCoach : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("HatrackTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
    }

    void firstLevelOfEveryGameIsWonAndKept() {
        for (const auto& info : hatrack::allGames()) {
            const QString id = QString::fromStdString(info.id);
            const auto& level = firstLevel(info.id);
            Lesson lesson;
            auto& [game, coach] = lesson;
            QVERIFY2(coach.start(id, pathOf(level)), qPrintable(id));
            QCOMPARE(coach.state(), QStringLiteral("playing"));
            QVERIFY(!coach.goal().isEmpty());
            const hatrack::LessonScript script(info.id, level);
            QVERIFY2(playSolution(game, script, coach),
                     qPrintable(id + ": " + coach.verdictText()));
            QCOMPARE(coach.stars(), 3);
            // Nothing more is played once the level is decided.
            QVERIFY(!game.humanToMove());
            LessonCoach nextRun;
            QCOMPARE(nextRun.stages(id)
                         .value(0)
                         .toMap()["levels"]
                         .toList()
                         .value(0)
                         .toMap()["stars"]
                         .toInt(),
                     3);
        }
    }

    void aNamedWrongMoveLosesWithItsWords() {
        const WrongMove w = firstPlayableWrongMove();
        QVERIFY2(w.level, "no level names a wrong move that can be played");
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(QString::fromStdString(w.game), pathOf(*w.level)));
        QVERIFY(game.playForLearner(w.action));
        QTRY_COMPARE(coach.state(), QStringLiteral("lost"));
        QCOMPARE(coach.verdictText().toStdString().substr(1),
                 w.why.substr(1)); // the first letter may be made upper case
        QCOMPARE(coach.stars(), 0);
        // Try again starts it afresh.
        QVERIFY(coach.retry());
        QCOMPARE(coach.state(), QStringLiteral("playing"));
    }

    // The level's words for one refused try are not left over the next,
    // which the engine's own reason then explains.
    void aRefusalsWordsGoWithTheNextTry() {
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(QStringLiteral("pawns-in-hats"), QStringLiteral("pawns/step")));
        const auto square = [&](const char* name) {
            for (int i = 0; i < 64; ++i)
                if (game.match()->state().squareName(i) == name) return i;
            return -1;
        };
        QVERIFY(!game.moveTo(square("e2"), square("e4")));
        QVERIFY2(coach.refusalText().contains(QStringLiteral("never steps two squares")),
                 qPrintable(coach.refusalText()));
        QVERIFY(!game.moveTo(square("e2"), square("d2")));
        QCOMPARE(coach.refusalText(), QString());
        QVERIFY2(game.statusText().contains(QStringLiteral("e2-d2")),
                 qPrintable(game.statusText()));
        QCOMPARE(coach.state(), QStringLiteral("playing"));
        // A refused capture of a king says the rule the level teaches.
        QVERIFY(coach.start(QStringLiteral("pawns-in-hats"), QStringLiteral("kings/punchking")));
        QVERIFY(!game.moveTo(square("a5"), square("e5")));
        QVERIFY2(coach.refusalText().contains(QStringLiteral("no king of your own")),
                 qPrintable(coach.refusalText() + " / " + game.statusText()));
    }

    void aFailedTryCountsUntilTheLevelIsWon() {
        // A failed try costs a star whether the level is tried again or left
        // and opened again; once won, the next try may earn all three.
        const WrongMove w = firstPlayableWrongMove();
        QVERIFY2(w.level, "no level names a wrong move that can be played");
        const QString id = QString::fromStdString(w.game);
        const hatrack::LessonScript script(w.game, *w.level);
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(id, pathOf(*w.level)));
        QVERIFY(game.playForLearner(w.action));
        QTRY_COMPARE(coach.state(), QStringLiteral("lost"));
        coach.leave();
        QVERIFY(coach.start(id, pathOf(*w.level)));
        QVERIFY(playSolution(game, script, coach));
        QCOMPARE(coach.stars(), 2);
        QVERIFY(coach.retry());
        QVERIFY(playSolution(game, script, coach));
        QCOMPARE(coach.stars(), 3);
        QCOMPARE(coach.bestStars(), 3);
    }

    void theArrowsGoWhenTheLearnerLeavesTheirPath() {
        // The first level, of any game, with arrows and another move to make.
        for (const auto& info : hatrack::allGames())
            for (const auto& stage : hatrack::lessonsFor(info.id).stages)
                for (const auto& level : stage.levels) {
                    if (level.arrows.empty()) continue;
                    const hatrack::LessonScript script(info.id, level);
                    Lesson lesson;
                    auto& [game, coach] = lesson;
                    QVERIFY(coach.start(QString::fromStdString(info.id), pathOf(level)));
                    const auto step = script.nextSolutionStep(*game.match());
                    if (!step) continue;
                    for (const auto& other : game.match()->state().legalActions()) {
                        if (other == *step) continue;
                        QCOMPARE(coach.arrows().size(), qsizetype(level.arrows.size()));
                        QVERIFY(game.playForLearner(other));
                        QTRY_VERIFY(coach.arrows().isEmpty());
                        // Tried again, the path is shown again.
                        QVERIFY(coach.retry());
                        QCOMPARE(coach.arrows().size(), qsizetype(level.arrows.size()));
                        return;
                    }
                }
        QFAIL("no level has arrows and a move off their path");
    }

    void anArrowGoesOnceItsStepIsPlayed() {
        // "Only forward": arrows 15-19 and 19-23. Once the man has stepped to
        // 19 the first arrow would be drawn over it, so only the step still
        // to come is shown.
        const hatrack::LessonLevel* forward = nullptr;
        for (const auto& stage : hatrack::lessonsFor("checkers").stages)
            for (const auto& level : stage.levels)
                if (level.id == "forward") forward = &level;
        QVERIFY(forward);
        const hatrack::LessonScript script("checkers", *forward);
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(QStringLiteral("checkers"), pathOf(*forward)));
        QCOMPARE(coach.arrows().size(), 2);
        const auto step = script.nextSolutionStep(*game.match());
        QVERIFY(step && game.playForLearner(*step));
        QTRY_COMPARE(coach.arrows().size(), 1);
        const QVariantMap left = coach.arrows().first().toMap();
        QCOMPARE(squareName(game, left.value("from").toInt()), QStringLiteral("19"));
        QCOMPARE(squareName(game, left.value("to").toInt()), QStringLiteral("23"));
        // Taken back, the whole path is shown again.
        game.undo();
        QTRY_COMPARE(coach.arrows().size(), 2);
    }

    void theOtherSidesStepsAreTheirArrows() {
        // "Ward in time" draws White's double jump to come, 29-22 and 22-13:
        // both are White's, so that neither reads as the learner's move.
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(
            coach.start(QStringLiteral("sorcerers-apprentice"), QStringLiteral("chain/wardtime")));
        QCOMPARE(coach.arrows().size(), 2);
        for (const QVariant& arrow : coach.arrows())
            QVERIFY(arrow.toMap().value("theirs").toBool());
        // "Round trip" draws the learner's own chain.
        QVERIFY(coach.start(QStringLiteral("checkers"), QStringLiteral("kings/round")));
        QVERIFY(!coach.arrows().isEmpty());
        for (const QVariant& arrow : coach.arrows())
            QVERIFY(!arrow.toMap().value("theirs").toBool());
    }

    void aMarkGoesWithThePieceThatLeftItsSquare() {
        // "Captures come first" marks 14, 18 and 27. Once the clear-hatted man
        // on 14 has taken 18, the mark on 14 would frame an empty square; 18,
        // where it now stands, and 27 keep theirs.
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(QStringLiteral("sorcerers-apprentice"), QStringLiteral("chain/first")));
        QCOMPARE(coach.marks().size(), 3);
        QCOMPARE(coach.vacatedMarks(), QVariantList{});
        QVERIFY2(game.moveTo(13, 17), qPrintable(game.statusText()));
        QTRY_COMPARE(coach.vacatedMarks(), QVariantList{13});
        game.undo();
        QTRY_COMPARE(coach.vacatedMarks(), QVariantList{});
    }

    void aLessonAsksWhetherTheHatStaysOnWhateverTheSettings() {
        // "Hunting Tyrolean": a1xa7, then keep. A player who turned the
        // question off still meets it in a lesson, where it is taught.
        AppSettings::instance()->setAskQuietChoices(false);
        Lesson lesson;
        auto& [game, coach] = lesson;
        QVERIFY(coach.start(QStringLiteral("pawns-in-hats"), QStringLiteral("hats/hunter")));
        QVERIFY(game.moveTo(56, 8)); // a1xa7
        QCOMPARE(game.currentPlayer(), 0);
        QCOMPARE(game.choices().size(), 1);
        QCOMPARE(game.choices().front().toMap().value("group").toString(), QStringLiteral("keep"));
        AppSettings::instance()->setAskQuietChoices(true);
    }

    void showMePlaysTheSolutionWithoutStars() {
        const auto& level = firstLevel("checkers");
        Lesson lesson;
        auto& [game, coach] = lesson;
        coach.resetProgress(QStringLiteral("checkers"));
        QVERIFY(coach.start(QStringLiteral("checkers"), pathOf(level)));
        coach.showMe();
        QCOMPARE(coach.state(), QStringLiteral("showing"));
        const hatrack::LessonScript script("checkers", level);
        QTRY_VERIFY_WITH_TIMEOUT(
            script.judge(*game.match()).state == hatrack::LessonVerdict::State::Won, 20000);
        // Over: the learner is told so, and may try it now.
        QTRY_COMPARE(coach.state(), QStringLiteral("shown"));
        QCOMPARE(coach.stars(), 0);
        QCOMPARE(coach.bestStars(), 0);
    }

    void progressCanBeReset() {
        LessonCoach coach;
        QSettings().setValue(QStringLiteral("lessons/checkers/x/y"), 2);
        coach.resetProgress(QStringLiteral("checkers"));
        QVERIFY(!QSettings().contains(QStringLiteral("lessons/checkers/x/y")));
    }

    void aNewGameOffersItsLessonsOnce() {
        LessonCoach coach;
        const QString id = QStringLiteral("alien-checkers");
        coach.resetProgress(id); // the first test won its first level
        QVERIFY(coach.offerFor(id));
        // It counts the levels, as the browser's "0 of 29 levels" does: its
        // lessons, fewer, read as another offer.
        QVERIFY(coach.offerText(id).contains(
            QStringLiteral("? %1 short levels").arg(coach.levelTotal(id))));
        coach.notePlayed(id);
        QVERIFY(!coach.offerFor(id));
        const QString other = QStringLiteral("pawns-in-hats");
        coach.dismissOffer(other);
        QVERIFY(!LessonCoach().offerFor(other));
    }

    // A player who has begun the lessons (opened from the lesson browser,
    // not from the offer) is not told they have never met the game.
    void begunLessonsAreNotOfferedAgain() {
        LessonCoach coach;
        const QString id = QStringLiteral("fantasy-rpg-checkers");
        coach.resetProgress(id);
        QVERIFY(coach.offerFor(id));
        const auto& level = firstLevel(id.toStdString());
        GameController game;
        game.setStepDelay(0);
        coach.setController(&game);
        QVERIFY(coach.start(id, pathOf(level)));
        const hatrack::LessonScript script(id.toStdString(), level);
        QVERIFY(playSolution(game, script, coach));
        QVERIFY(!coach.offerFor(id));
        coach.resetProgress(id);
        QVERIFY(coach.offerFor(id));
    }
};

QTEST_MAIN(TestLessonCoach)
#include "tst_lessoncoach.moc"
