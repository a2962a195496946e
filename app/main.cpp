// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Hatrack desktop application: the setup screen, or straight into a game.
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include "appsettings.h"
#include "windowplace.h"

Q_IMPORT_QML_PLUGIN(HatrackPlugin)

namespace {

// Saves the window once it has rendered and animations have settled, then quits.
void scheduleScreenshot(QQuickWindow* window, const QString& file) {
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, file] {
            QTimer::singleShot(1200, window, [window, file] {
                const bool ok = window->grabWindow().save(file);
                if (!ok) qWarning("could not save the screenshot to %s", qPrintable(file));
                QCoreApplication::exit(ok ? 0 : 1);
            });
        },
        Qt::SingleShotConnection);
}

} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Hatrack"));
    QGuiApplication::setOrganizationName(QStringLiteral("Hatrack"));
    QGuiApplication::setApplicationVersion(QStringLiteral(HATRACK_VERSION));
    // The desktop entry's name (packaging/linux/), so that Wayland shells match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.hatrack.Hatrack"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/assets/hatrack-256.png")));

    // The language chosen in the settings, or the system's.
    AppSettings::instance()->applyLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Play checkers and its variants with special powers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption gameOpt(QStringLiteral("game"),
                                     QStringLiteral("Start straight into game ID."),
                                     QStringLiteral("ID"));
    const QCommandLineOption optionOpt(QStringLiteral("option"),
                                       QStringLiteral("A game option, NAME=VALUE (repeatable)."),
                                       QStringLiteral("NAME=VALUE"));
    const QCommandLineOption seedOpt(QStringLiteral("seed"),
                                     QStringLiteral("Seed for chance and the computer."),
                                     QStringLiteral("N"));
    const QCommandLineOption playersOpt(
        QStringLiteral("players"),
        QStringLiteral("Who plays each side: human or a computer strength (default human,normal)."),
        QStringLiteral("A,B"));
    const QCommandLineOption movesOpt(
        QStringLiteral("moves"), QStringLiteral("Moves to play first, in the game's notation."),
        QStringLiteral("MOVES"));
    const QCommandLineOption fenOpt(QStringLiteral("fen"),
                                    QStringLiteral("Start from this position (the game's FEN)."),
                                    QStringLiteral("FEN"));
    const QCommandLineOption learnOpt(
        QStringLiteral("learn"),
        QStringLiteral("Open the lessons of game ID, or start its level STAGE/LEVEL."),
        QStringLiteral("ID[/STAGE/LEVEL]"));
    const QCommandLineOption shotOpt(
        QStringLiteral("screenshot"),
        QStringLiteral("Save the window to FILE once shown, then quit."), QStringLiteral("FILE"));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"),
        QStringLiteral("Open the window at this size, e.g. 800x600 (for screenshots)."),
        QStringLiteral("WxH"));
    parser.addOptions(
        {gameOpt, optionOpt, seedOpt, playersOpt, movesOpt, fenOpt, learnOpt, shotOpt, sizeOpt});
    parser.process(app);

    QVariantMap options;
    for (const QString& kv : parser.values(optionOpt)) {
        const int eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            qCritical("--option takes NAME=VALUE, not '%s'", qPrintable(kv));
            return 2;
        }
        options.insert(kv.left(eq), kv.mid(eq + 1));
    }
    bool seedOk = true;
    const double seed = parser.isSet(seedOpt) ? parser.value(seedOpt).toLongLong(&seedOk) : -1;
    if (!seedOk) {
        qCritical("--seed takes a whole number");
        return 2;
    }

    // Fusion follows the palette set in Main.qml on every platform.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlApplicationEngine engine;
    // Qt 6.4 does not search the resource root for QML modules by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({
        {QStringLiteral("startGameId"), parser.value(gameOpt)},
        {QStringLiteral("startOptions"), options},
        {QStringLiteral("startPlayers"),
         parser.isSet(playersOpt) ? parser.value(playersOpt).split(QLatin1Char(','))
                                  : QStringList{QStringLiteral("human"), QStringLiteral("normal")}},
        {QStringLiteral("startPlayersGiven"), parser.isSet(playersOpt)},
        {QStringLiteral("startSeed"), seed},
        {QStringLiteral("startMoves"), parser.value(movesOpt)},
        {QStringLiteral("startFen"), parser.value(fenOpt)},
        {QStringLiteral("startLearn"), parser.value(learnOpt)},
        {QStringLiteral("keepGames"), !parser.isSet(shotOpt)},
    });
    engine.load(QUrl(QStringLiteral("qrc:/Hatrack/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (parser.isSet(sizeOpt) && window) {
        const QStringList wh = parser.value(sizeOpt).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w <= 0 || h <= 0) {
            qCritical("--size takes WIDTHxHEIGHT, not '%s'", qPrintable(parser.value(sizeOpt)));
            return 2;
        }
        // As a window manager would: never below the window's minimum size.
        window->resize(QSize(w, h).expandedTo(window->minimumSize()));
    }
    // The window opens where the player left it, unless a size is asked for.
    if (window && !parser.isSet(sizeOpt) && !parser.isSet(shotOpt)) {
        QSettings settings;
        windowplace::restore(window, settings);
        QObject::connect(qApp, &QCoreApplication::aboutToQuit, window, [window] {
            QSettings settings;
            windowplace::save(window, settings);
        });
    }
    if (parser.isSet(shotOpt) && window) scheduleScreenshot(window, parser.value(shotOpt));
    return QGuiApplication::exec();
}
