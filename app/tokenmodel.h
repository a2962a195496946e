// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every token on the table, one row per token id for the whole game: a token
// keeps its row while it moves between squares, pieces and zones, so QML
// delegates animate instead of being rebuilt. A token that leaves the table
// keeps its row with alive = false and fades where it was.
// moc in Qt 6.4 cannot parse the C++20 library headers the engine pulls in.
#ifndef Q_MOC_RUN
#include "table.h"
#endif

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

class TokenModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TokenModel comes from GameController.table")
    // Changes with every update, for bindings that ask count() or idsAt().
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
  public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1,
        TypeRole,
        FaceRole,
        FaceDownRole,
        OwnerRole,
        HeightRole,
        OrderRole,
        FlagsRole,
        AliveRole,
        // Where it is: placeKey is Place::text() ("square:5", "zone:rack:0",
        // "on:12"), the others its parts.
        PlaceKeyRole,
        PlaceKindRole, // "square", "edge", "zone", "token" or "none"
        SquareRole,    // square and edge
        SideRole,      // edge: 0 north, 1 east, 2 south, 3 west
        ZoneRole,
        WornOnRole,
        // Rank among the live tokens at the same place (by order, then id),
        // and among those with the same face there.
        StackIndexRole,
        StackCountRole,
        FaceIndexRole,
        FaceCountRole,
        // For the latest update: the position of this token's first event in
        // it (-1 if the token had none), and the place that event says it
        // came from, so animations follow the order things happened in.
        StepRole,
        FromRole,
        // How many times this token (a die) was rolled since the table was
        // last reset: each roll changes it, also one that shows the same face.
        RollsRole,
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

#ifndef Q_MOC_RUN
    // Starts over (a new game, undo): rows are rebuilt, nothing animates.
    void reset(const hatrack::Table& table);
    // Follows the table to `truth`, matching tokens by id; `events` (in the
    // order they happened) set each token's step and where it came from.
    void update(const hatrack::Table& truth, const std::vector<hatrack::TableEvent>& events);
#endif

    // Live tokens in a zone (anywhere for ""), or only those showing `face`.
    Q_INVOKABLE int count(const QString& zone, const QString& face = QString()) const;
    // The same tokens with each counted by its height (a king stacked on two
    // checkers counts two), for a pool drawn as a stack.
    Q_INVOKABLE int heightIn(const QString& zone, const QString& face = QString()) const;
    // The faces of the live tokens at a place key, in stacking order, each once.
    Q_INVOKABLE QStringList facesAt(const QString& placeKey) const;
    // The token ids of live tokens at a place key ("zone:draft", "on:3"), optionally
    // of one face, lowest stack index first.
    Q_INVOKABLE QVariantList idsAt(const QString& placeKey, const QString& face = QString()) const;
    // The live tokens at a place key, lowest stack index first:
    // [{id, type, face, owner, height, flags}].
    Q_INVOKABLE QVariantList tokensAt(const QString& placeKey) const;
    // The row of a token id, or -1.
    Q_INVOKABLE int rowOf(int tokenId) const;
    int revision() const {
        return revision_;
    }

  signals:
    void revisionChanged();

  private:
    int tally(const QString& zone, const QString& face, bool byHeight) const;
    int revision_ = 0;
#ifndef Q_MOC_RUN
    struct Row {
        hatrack::Token token;
        bool alive = true;
        int stackIndex = 0;
        int stackCount = 1;
        int faceIndex = 0;
        int faceCount = 1;
        int step = -1;
        hatrack::Place from;
        int rolls = 0;
        bool operator==(const Row&) const;
    };
    void rank(std::vector<Row>& rows) const;
    std::vector<Row> rows_;
#endif
};
