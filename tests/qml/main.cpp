// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the Qt Quick tests against the real Hatrack QML module.
#include <QCoreApplication>
#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(HatrackPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() {
        // The tests' settings start from the defaults and never touch a player's.
        QCoreApplication::setOrganizationName(QStringLiteral("HatrackTests"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
        // No audio device on a test machine: the sound cues are checked, not heard.
        QSettings().setValue(QStringLiteral("sound/enabled"), false);
        // Tests read back the files the app exported.
        qputenv("QML_XHR_ALLOW_FILE_READ", "1");
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        // Qt 6.4 does not search the resource root for QML modules by itself.
        engine->addImportPath(QStringLiteral("qrc:/"));
        // An empty folder of its own for tests that save and open files.
        engine->rootContext()->setContextProperty(QStringLiteral("testScratchFolder"),
                                                  QUrl::fromLocalFile(scratchDir_.path()));
    }

  private:
    QTemporaryDir settingsDir_;
    QTemporaryDir scratchDir_;
};

QUICK_TEST_MAIN_WITH_SETUP(hatrack_qml, Setup)

#include "main.moc"
