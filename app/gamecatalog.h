// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
  public:
    explicit GameCatalog(QObject* parent = nullptr);
    // Each, in the current language: {id, title, summary, players: [first, second],
    //        computer: [names as typed], computerNames: [as shown],
    //        computerHelp: [one line per computer player],
    //        options: [{name, label, values, valueLabels, help}]}
    QVariantList games() const;
    // The game's rules help (its <id>.help, HTML) in the current language, or ""
    // when the game brings none. A function, not part of games(), so that the
    // long texts are worded only for the game whose rules are open.
    Q_INVOKABLE QString help(const QString& gameId) const;
  signals:
    // The language changed: the same games, worded anew.
    void gamesChanged();
};
