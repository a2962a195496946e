#pragma once
// The games, their options and computer players, as the rules engine lists them,
// for the setup screen.
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class GameCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList games READ games CONSTANT)
  public:
    using QObject::QObject;
    // Each: {id, title, summary, players: [first, second], computer: [names],
    //        computerHelp: [one line per computer player],
    //        options: [{name, label, values, help}]}
    QVariantList games() const;
};
