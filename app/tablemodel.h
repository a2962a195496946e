// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything on the table as one viewer sees it, for QML: the board's cells,
// the tokens (a model keyed by token id), the zones off the board and the
// counters. It knows no game: all of it comes from GameState::table(viewer).
#include "tokenmodel.h"

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class TableModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TableModel comes from GameController")
    Q_PROPERTY(TokenModel* tokens READ tokens CONSTANT)
    // {rows, cols, quarterTurns, cells: [{square, row, col, dark, name}]}
    Q_PROPERTY(QVariantMap board READ board NOTIFY boardChanged)
    // [{id, kind, owner, hidden, count, label}], in the engine's order.
    Q_PROPERTY(QVariantList zones READ zones NOTIFY zonesChanged)
    // [{id, owner, value, label}]
    Q_PROPERTY(QVariantList counters READ counters NOTIFY countersChanged)
    // Which game's art draws the tokens.
    Q_PROPERTY(QString art READ art NOTIFY artChanged)
    // The latest rolls of dice, newest first (at most kRollsKept):
    // [{token, value, reason}], reason as the engine words it ("identify the
    // hat on e4") in the language of the moment. A new game or an undo starts
    // the list again, with the rolls still in the game (rollsRestored).
    Q_PROPERTY(QVariantList rolls READ rolls NOTIFY rollsChanged)
    // How many dice were rolled since the list started again: it grows only
    // with a roll, where `rolls` also changes with the language.
    Q_PROPERTY(int rollCount READ rollCount NOTIFY rollsChanged)

  public:
    explicit TableModel(QObject* parent = nullptr);

    TokenModel* tokens() { return &tokens_; }
    QVariantMap board() const { return board_; }
    QVariantList zones() const { return zones_; }
    QVariantList counters() const { return counters_; }
    QString art() const { return art_; }
    QVariantList rolls() const;
    int rollCount() const { return rollCount_; }
    // Enough for a whole game's history of saving throws to scroll back through.
    static constexpr int kRollsKept = 200;

#ifndef Q_MOC_RUN
    // `rolled`: the dice the game already rolled, oldest first (an undo keeps
    // the rolls before the decision it takes back).
    void reset(const hatrack::Table& table, const std::vector<hatrack::TableEvent>& rolled = {});
    void update(const hatrack::Table& table, const std::vector<hatrack::TableEvent>& events);
#endif
    void clear();

    // The zone with this id ({} if there is none now).
    Q_INVOKABLE QVariantMap zone(const QString& id) const;
    // A counter's value, or `fallback` if there is no such counter now.
    Q_INVOKABLE int counter(const QString& id, int fallback = 0) const;

  signals:
    void boardChanged();
    void zonesChanged();
    void countersChanged();
    void artChanged();
    void rollsChanged();
    // Emitted before rollsChanged when the list starts again: none of its
    // rolls is new.
    void rollsRestored();

  private:
#ifndef Q_MOC_RUN
    void setParts(const hatrack::Table& table);
#endif

    TokenModel tokens_;
    QVariantMap board_;
    QVariantList zones_;
    QVariantList counters_;
    QString art_;
#ifndef Q_MOC_RUN
    // What each roll was for, kept as the engine's phrase so that a change of
    // language words the older rolls anew too.
    struct Roll {
        int token;
        int value;
        hatrack::Phrase caption;
        QString reason; // the engine's own words, when it gave no phrase
    };
    QList<Roll> rolls_;
    // Adds the rolls among `events`; whether there was one.
    bool addRolls(const std::vector<hatrack::TableEvent>& events);
#endif
    int rollCount_ = 0;
};
