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
    case HatsRole:
        return p.hats;
    case MarkedRole:
        return p.marked;
    default:
        return {};
    }
}

QHash<int, QByteArray> PieceModel::roleNames() const {
    return {{PieceIdRole, "pieceId"}, {SquareRole, "square"}, {RowRole, "boardRow"},
            {ColRole, "boardCol"},    {OwnerRole, "owner"},   {KindRole, "kind"},
            {AliveRole, "alive"},     {HatsRole, "hats"},     {MarkedRole, "marked"}};
}

void PieceModel::reset(const hatrack::GameState& state) {
    beginResetModel();
    pieces_.clear();
    for (const auto& info : state.pieces()) append(state, info);
    endResetModel();
}

void PieceModel::append(const hatrack::GameState& state, const hatrack::PieceInfo& info) {
    pieces_.append({nextId_++, info.square, state.squareRow(info.square),
                    state.squareCol(info.square), info.owner, QString::fromStdString(info.kind),
                    true, QString::fromStdString(info.hats), info.marked});
}

QList<PieceModel::Worn> PieceModel::worn() const {
    QList<Worn> out;
    for (const Piece& p : pieces_)
        if (p.alive) out.append({p.id, p.square, p.hats});
    return out;
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
    using Kind = hatrack::TableEvent::Kind;
    using Where = hatrack::Place::Kind;
    for (const auto& e : t.events) {
        if (e.kind == Kind::Removed && e.from.kind == Where::Square) {
            const int row = pieceAt(e.from.index);
            if (row < 0) continue;
            pieces_[row].alive = false;
            changed(row);
        } else if (e.kind == Kind::Moved && e.from.kind == Where::Square &&
                   e.to.kind == Where::Square) {
            const int row = pieceAt(e.from.index);
            if (row < 0) continue;
            Piece& p = pieces_[row];
            p.square = e.to.index;
            p.row = state.squareRow(e.to.index);
            p.col = state.squareCol(e.to.index);
            changed(row);
        } else if (e.kind == Kind::Added && e.to.kind == Where::Square) {
            for (const auto& info : state.pieces()) {
                if (info.square != e.to.index || pieceAt(e.to.index) >= 0) continue;
                beginInsertRows({}, static_cast<int>(pieces_.size()),
                                static_cast<int>(pieces_.size()));
                append(state, info);
                endInsertRows();
            }
        }
    }
    // Kind, hats and marks can change without a move (crowning, a hat put on).
    for (const auto& info : state.pieces()) {
        const int row = pieceAt(info.square);
        if (row < 0) continue;
        Piece& p = pieces_[row];
        const QString kind = QString::fromStdString(info.kind);
        const QString hats = QString::fromStdString(info.hats);
        if (p.kind != kind || p.hats != hats || p.marked != info.marked) {
            p.kind = kind;
            p.hats = hats;
            p.marked = info.marked;
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
            pieces_[row].kind != QString::fromStdString(info.kind) ||
            pieces_[row].hats != QString::fromStdString(info.hats))
            return false;
    }
    return true;
}
