#include "piecemodel.h"

int PieceModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(pieces_.size());
}

QVariant PieceModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= pieces_.size()) return {};
    const Piece& p = pieces_[index.row()];
    switch (role) {
    case PieceIdRole:
        return p.id;
    case SquareRole:
        return p.square;
    case RowRole:
        return p.row;
    case ColRole:
        return p.col;
    case OwnerRole:
        return p.owner;
    case KindRole:
        return p.kind;
    case AliveRole:
        return p.alive;
    default:
        return {};
    }
}

QHash<int, QByteArray> PieceModel::roleNames() const {
    return {{PieceIdRole, "pieceId"}, {SquareRole, "square"}, {RowRole, "boardRow"},
            {ColRole, "boardCol"},    {OwnerRole, "owner"},   {KindRole, "kind"},
            {AliveRole, "alive"}};
}

void PieceModel::reset(const hatrack::GameState& state) {
    beginResetModel();
    pieces_.clear();
    for (const auto& info : state.pieces())
        pieces_.append({nextId_++, info.square, state.squareRow(info.square),
                        state.squareCol(info.square), info.owner, QString::fromStdString(info.kind),
                        true});
    endResetModel();
}

int PieceModel::pieceAt(int square) const {
    for (int i = 0; i < pieces_.size(); ++i)
        if (pieces_[i].alive && pieces_[i].square == square) return i;
    return -1;
}

void PieceModel::changed(int row) {
    const QModelIndex i = index(row);
    emit dataChanged(i, i);
}

void PieceModel::apply(const hatrack::Transition& t, const hatrack::GameState& state) {
    for (int square : t.removed) {
        const int row = pieceAt(square);
        if (row < 0) continue;
        pieces_[row].alive = false;
        changed(row);
    }
    for (const auto& step : t.moved) {
        const int row = pieceAt(step.from);
        if (row < 0) continue;
        Piece& p = pieces_[row];
        p.square = step.to;
        p.row = state.squareRow(step.to);
        p.col = state.squareCol(step.to);
        changed(row);
    }
    for (const auto& info : state.pieces()) {
        const int row = pieceAt(info.square);
        const QString kind = QString::fromStdString(info.kind);
        if (row >= 0 && pieces_[row].kind != kind) {
            pieces_[row].kind = kind;
            changed(row);
        }
    }
    if (!matches(state)) reset(state);
}

bool PieceModel::matches(const hatrack::GameState& state) const {
    const auto truth = state.pieces();
    int alive = 0;
    for (const Piece& p : pieces_) alive += p.alive ? 1 : 0;
    if (alive != static_cast<int>(truth.size())) return false;
    for (const auto& info : truth) {
        const int row = pieceAt(info.square);
        if (row < 0 || pieces_[row].owner != info.owner ||
            pieces_[row].kind != QString::fromStdString(info.kind))
            return false;
    }
    return true;
}
