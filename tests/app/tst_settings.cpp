// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings survive a restart, refuse values that do not exist,
// and the sounds a decision makes follow what happened on the table.
#include "appsettings.h"
#include "gamecontroller.h"
#include "tableconvert.h"
#include "windowplace.h"

#include <QQmlEngine>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWindow>
#include <QtTest>

class TestSettings : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("HatrackTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
    }

    void keptForTheNextRun() {
        {
            AppSettings first(nullptr);
            first.setAnimation(QStringLiteral("slow"));
            first.setSounds(false);
            first.setConfirmations(false);
            first.setSquareNumbers(false);
            // Off by default; on, kept like the others.
            QVERIFY(!first.movesInWords());
            first.setMovesInWords(true);
            QVERIFY(first.askQuietChoices());
            first.setAskQuietChoices(false);
            first.setBoardTheme(QStringLiteral("slate"));
            first.setLanguage(QStringLiteral("de"));
        }
        AppSettings next(nullptr);
        QCOMPARE(next.animation(), QStringLiteral("slow"));
        QCOMPARE(next.animationFactor(), 1.8);
        QVERIFY(!next.sounds());
        QVERIFY(!next.confirmations());
        QVERIFY(!next.squareNumbers());
        QVERIFY(next.movesInWords());
        QVERIFY(!next.askQuietChoices());
        QCOMPARE(next.boardTheme(), QStringLiteral("slate"));
        QCOMPARE(next.language(), QStringLiteral("de"));
        next.restoreDefaults();
        AppSettings fresh(nullptr);
        QCOMPARE(fresh.animation(), QStringLiteral("normal"));
        QVERIFY(fresh.sounds());
        QVERIFY(fresh.confirmations());
        QVERIFY(!fresh.movesInWords());
        QVERIFY(fresh.askQuietChoices());
        QCOMPARE(fresh.boardTheme(), QStringLiteral("walnut"));
        QCOMPARE(fresh.language(), QString());
    }

    // On a system whose language we have no words for, the game reads in
    // English with its plural forms: "1 way", not "1 way(s)".
    void aLanguageWithoutWordsReadsEnglishWithItsPlurals() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Italian, QLocale::Italy));
        {
            AppSettings s(nullptr);
            s.setLanguage(QString());
            s.applyLanguage();
            QCOMPARE(QCoreApplication::translate("SorcererArt", "Triple Hat Combo… (%n way(s))",
                                                 nullptr, 1),
                     QStringLiteral("Triple Hat Combo… (1 way)"));
        }
        QLocale::setDefault(before);
    }

    // A German player's lab reads "0,3 s" from the first screen: the engine
    // words numbers in the chosen language before any switch.
    void numbersReadInTheChosenLanguageFromTheStart() {
        AppSettings* settings = AppSettings::instance();
        const QString before = settings->language();
        settings->setLanguage(QStringLiteral("de"));
        {
            QQmlEngine engine;
            QCOMPARE(AppSettings::create(&engine, nullptr), settings);
            QCOMPARE(engine.uiLanguage(), QStringLiteral("de_DE"));
            const QJSValue shown = engine.evaluate(
                QStringLiteral("Number(0.3).toLocaleString(Qt.locale(Qt.uiLanguage), 'f', 1)"));
            QCOMPARE(shown.toString(), QStringLiteral("0,3"));
        }
        settings->setLanguage(before);
    }

    void unknownValuesAreRefused() {
        AppSettings s(nullptr);
        QSignalSpy spy(&s, &AppSettings::boardThemeChanged);
        s.setBoardTheme(QStringLiteral("tartan"));
        s.setAnimation(QStringLiteral("warp"));
        s.setLanguage(QStringLiteral("xx"));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(s.boardTheme(), QStringLiteral("walnut"));
        QCOMPARE(s.animation(), QStringLiteral("normal"));
        // A settings file edited by hand falls back to the defaults.
        QSettings().setValue(QStringLiteral("display/boardTheme"), QStringLiteral("tartan"));
        AppSettings again(nullptr);
        QCOMPARE(again.boardTheme(), QStringLiteral("walnut"));
    }

    void animationOffMeansNoMotion() {
        AppSettings s(nullptr);
        s.setAnimation(QStringLiteral("off"));
        QCOMPARE(s.animationFactor(), 0.0);
        s.setAnimation(QStringLiteral("fast"));
        QVERIFY(s.animationFactor() < 1.0);
    }

    void soundsFollowTheTable() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame(QStringLiteral("checkers"), {}, {"human", "human"}, 1, QString()));
        QSignalSpy cues(&c, &GameController::soundCue);
        QVERIFY(c.playMoves(QStringLiteral("11-15")));
        QCOMPARE(cues.count(), 1);
        QCOMPARE(cues.at(0).at(0).toStringList(), QStringList{QStringLiteral("move")});
        QVERIFY(c.playMoves(QStringLiteral("22-18")));
        QVERIFY(c.playMoves(QStringLiteral("15x22")));
        QVERIFY(cues.last().at(0).toStringList().contains(QStringLiteral("capture")));
        // A crowning, from a position one step from the crown row.
        QVERIFY(c.newGame(QStringLiteral("checkers"), {}, {"human", "human"}, 1,
                          QStringLiteral("B:W32:B27")));
        cues.clear();
        QVERIFY(c.playMoves(QStringLiteral("27-31")));
        QVERIFY(!cues.isEmpty());
        QVERIFY(cues.last().at(0).toStringList().contains(QStringLiteral("crown")));
    }

    void hatsAndDiceHaveTheirOwnSounds() {
        using hatrack::Place;
        using hatrack::TableEvent;
        std::vector<TableEvent> drawn{
            TableEvent::moved(1, Place::inZone("bag"), Place::inZone("rack:0"))};
        QCOMPARE(tableconvert::sounds(drawn), QStringList{QStringLiteral("draw")});
        std::vector<TableEvent> placed{TableEvent::moved(1, Place::inZone("rack:0"), Place::on(3))};
        QCOMPARE(tableconvert::sounds(placed), QStringList{QStringLiteral("place")});
        TableEvent roll;
        roll.kind = TableEvent::Kind::Rolled;
        roll.value = 4;
        TableEvent turned;
        turned.kind = TableEvent::Kind::Revealed;
        QCOMPARE(tableconvert::sounds({roll, turned}),
                 (QStringList{QStringLiteral("die"), QStringLiteral("reveal")}));
    }

    void theWindowOpensWhereItWasLeft() {
        QSettings settings;
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        const QRect place(screen.topLeft() + QPoint(40, 30), QSize(500, 380));
        {
            QWindow first;
            first.setGeometry(place);
            windowplace::save(&first, settings);
        }
        QWindow next;
        next.setGeometry(screen.topLeft().x(), screen.topLeft().y(), 300, 200);
        windowplace::restore(&next, settings);
        QCOMPARE(next.geometry(), place);
        QVERIFY(!(next.windowStates() & Qt::WindowMaximized));

        // Maximized: it opens maximized, and keeps the place to go back to.
        next.setWindowStates(Qt::WindowMaximized);
        windowplace::save(&next, settings);
        QWindow third;
        windowplace::restore(&third, settings);
        QVERIFY(third.windowStates() & Qt::WindowMaximized);
        QCOMPARE(third.geometry(), place);
    }

    void aPlaceOffEveryScreenIsNotUsed() {
        // As after a second monitor was unplugged: the window opens where
        // the system puts it, not out of sight.
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), QRect(20000, 20000, 640, 480));
        settings.setValue(QStringLiteral("window/maximized"), false);
        QWindow window;
        const QRect before(10, 10, 300, 200);
        window.setGeometry(before);
        windowplace::restore(&window, settings);
        QCOMPARE(window.geometry(), before);
        QVERIFY(!windowplace::onAScreen(QRect(20000, 20000, 640, 480)));
        QVERIFY(!windowplace::onAScreen(QRect()));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
