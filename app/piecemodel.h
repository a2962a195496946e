#pragma once
// The pieces on the board, one row per piece for the whole game: a piece keeps
// its row (and id) as it moves, so QML delegates animate instead of being rebuilt.
// moc in Qt 6.4 cannot parse the C++20 library headers the engine pulls in.
#ifndef Q_MOC_RUN
#include "game_state.h"
#endif

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class PieceModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PieceModel comes from GameController")
  public:
    enum Role {
        PieceIdRole = Qt::UserRole + 1,
        SquareRole,
        RowRole,
        ColRole,
        OwnerRole,
        KindRole,
        AliveRole,
        HatsRole,
        MarkedRole
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Starts over from the state's pieces (new game, undo).
    void reset(const hatrack::GameState& state);
    // Follows one transition in place; falls back to reset if the model and the
    // state disagree afterwards, so the board can never show a wrong position.
    void apply(const hatrack::Transition& t, const hatrack::GameState& state);

    int pieceAt(int square) const; // row of the piece standing there, or -1

    struct Worn {
        int id;
        int square;
        QString hats;
    };
    // The hats each piece on the board wears, by piece id (for hat animations).
    QList<Worn> worn() const;

  private:
    struct Piece {
        int id;
        int square;
        int row;
        int col;
        int owner;
        QString kind;
        bool alive;
        QString hats;
        bool marked;
    };
    void append(const hatrack::GameState& state, const hatrack::PieceInfo& info);
    bool matches(const hatrack::GameState& state) const;
    void changed(int row);

    QList<Piece> pieces_;
    int nextId_ = 0;
};
