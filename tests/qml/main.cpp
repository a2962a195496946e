// Runs the Qt Quick tests against the real Hatrack QML module.
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(HatrackPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        // Qt 6.4 does not search the resource root for QML modules by itself.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(hatrack_qml, Setup)

#include "main.moc"
