// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenmodel.h"

#include "tableconvert.h"

#include <algorithm>
#include <map>

using hatrack::Place;
using tableconvert::qs;

namespace {

QStringList toList(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << qs(s);
    return out;
}

} // namespace

bool TokenModel::Row::operator==(const Row& o) const {
    const auto& a = token;
    const auto& b = o.token;
    return a.id == b.id && a.type == b.type && a.face == b.face && a.faceDown == b.faceDown &&
           a.owner == b.owner && a.height == b.height && a.order == b.order && a.flags == b.flags &&
           a.at == b.at && alive == o.alive && stackIndex == o.stackIndex &&
           stackCount == o.stackCount && faceIndex == o.faceIndex && faceCount == o.faceCount &&
           step == o.step && from == o.from && rolls == o.rolls;
}

int TokenModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant TokenModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    const hatrack::Token& t = r.token;
    const bool onBoard = t.at.kind == Place::Kind::Square || t.at.kind == Place::Kind::Edge;
    switch (role) {
    case TokenIdRole:
        return t.id;
    case TypeRole:
        return qs(t.type);
    case FaceRole:
        return qs(t.face);
    case FaceDownRole:
        return t.faceDown;
    case OwnerRole:
        return t.owner;
    case HeightRole:
        return t.height;
    case OrderRole:
        return t.order;
    case FlagsRole:
        return toList(t.flags);
    case AliveRole:
        return r.alive;
    case PlaceKeyRole:
        return qs(t.at.text());
    case PlaceKindRole:
        return tableconvert::kindName(t.at);
    case SquareRole:
        return onBoard ? t.at.index : -1;
    case SideRole:
        return t.at.kind == Place::Kind::Edge ? t.at.side : -1;
    case ZoneRole:
        return qs(t.at.zone);
    case WornOnRole:
        return t.at.kind == Place::Kind::Token ? t.at.index : -1;
    case StackIndexRole:
        return r.stackIndex;
    case StackCountRole:
        return r.stackCount;
    case FaceIndexRole:
        return r.faceIndex;
    case FaceCountRole:
        return r.faceCount;
    case StepRole:
        return r.step;
    case FromRole:
        return r.from.kind == Place::Kind::None ? QVariant()
                                                : QVariant(tableconvert::place(r.from));
    case RollsRole:
        return r.rolls;
    default:
        return {};
    }
}

QHash<int, QByteArray> TokenModel::roleNames() const {
    return {{TokenIdRole, "tokenId"},
            {TypeRole, "type"},
            {FaceRole, "face"},
            {FaceDownRole, "faceDown"},
            {OwnerRole, "owner"},
            {HeightRole, "stackHeight"},
            {OrderRole, "order"},
            {FlagsRole, "flags"},
            {AliveRole, "alive"},
            {PlaceKeyRole, "placeKey"},
            {PlaceKindRole, "placeKind"},
            {SquareRole, "square"},
            {SideRole, "side"},
            {ZoneRole, "zone"},
            {WornOnRole, "wornOn"},
            {StackIndexRole, "stackIndex"},
            {StackCountRole, "stackCount"},
            {FaceIndexRole, "faceIndex"},
            {FaceCountRole, "faceCount"},
            {StepRole, "step"},
            {FromRole, "from"},
            {RollsRole, "rolls"}};
}

// Ranks live tokens sharing a place: the stacking order QML draws them in.
void TokenModel::rank(std::vector<Row>& rows) const {
    std::map<std::string, std::vector<Row*>> byPlace;
    for (Row& r : rows)
        if (r.alive) byPlace[r.token.at.text()].push_back(&r);
    for (auto& [key, group] : byPlace) {
        std::sort(group.begin(), group.end(), [](const Row* a, const Row* b) {
            return a->token.order != b->token.order ? a->token.order < b->token.order
                                                    : a->token.id < b->token.id;
        });
        std::map<std::string, int> faces;
        for (const Row* r : group) ++faces[r->token.face];
        std::map<std::string, int> seen;
        for (std::size_t i = 0; i < group.size(); ++i) {
            Row& r = *group[i];
            r.stackIndex = static_cast<int>(i);
            r.stackCount = static_cast<int>(group.size());
            r.faceIndex = seen[r.token.face]++;
            r.faceCount = faces[r.token.face];
        }
    }
    for (Row& r : rows)
        if (!r.alive) r.stackIndex = r.stackCount = r.faceIndex = r.faceCount = 0;
}

void TokenModel::reset(const hatrack::Table& table) {
    beginResetModel();
    rows_.clear();
    for (const auto& t : table.tokens) rows_.push_back({t, true, 0, 1, 0, 1, -1, {}, 0});
    rank(rows_);
    endResetModel();
    ++revision_;
    emit revisionChanged();
}

void TokenModel::update(const hatrack::Table& truth,
                        const std::vector<hatrack::TableEvent>& events) {
    // The first event of each token in this update: when it moves, and from where.
    std::map<int, std::pair<int, Place>> first;
    int step = 0;
    for (const auto& e : events) {
        if (e.token >= 0 && !first.count(e.token)) first[e.token] = {step, e.from};
        ++step;
    }
    std::vector<Row> next = rows_;
    std::map<int, std::size_t> index;
    for (std::size_t i = 0; i < next.size(); ++i) {
        index[next[i].token.id] = i;
        next[i].alive = false;
        next[i].step = -1;
        next[i].from = {};
    }
    std::vector<Row> added;
    for (const auto& t : truth.tokens) {
        const auto it = index.find(t.id);
        Row* r = nullptr;
        if (it != index.end()) {
            r = &next[it->second];
            r->token = t;
            r->alive = true;
        } else {
            added.push_back({t, true, 0, 1, 0, 1, -1, {}, 0});
            r = &added.back();
        }
        if (const auto f = first.find(t.id); f != first.end()) {
            r->step = f->second.first;
            r->from = f->second.second;
        }
    }
    for (auto& [id, f] : first) {
        // A token that left keeps the step of its leaving, so it fades in turn.
        const auto it = index.find(id);
        if (it != index.end() && !next[it->second].alive) next[it->second].step = f.first;
    }
    for (auto& r : added) next.push_back(std::move(r));
    std::map<int, std::size_t> rowOfId;
    for (std::size_t i = 0; i < next.size(); ++i) rowOfId[next[i].token.id] = i;
    for (const auto& e : events) {
        const auto it = rowOfId.find(e.token);
        if (it == rowOfId.end()) continue;
        Row& r = next[it->second];
        if (e.kind == hatrack::TableEvent::Kind::Rolled) ++r.rolls;
        // A token turned up and then taken away (a mirage) leaves showing
        // what it was turned up to, so the screen can show it going.
        if (e.kind == hatrack::TableEvent::Kind::Revealed && !r.alive && !e.face.empty()) {
            r.token.face = e.face;
            r.token.faceDown = false;
        }
        // It fades where it was when it left (a hat picked up and found to be
        // a mirage vanishes from the pawn's head, not from the floor).
        if (e.kind == hatrack::TableEvent::Kind::Removed && !r.alive &&
            e.from.kind != Place::Kind::None)
            r.token.at = e.from;
    }
    rank(next);

    const auto oldSize = rows_.size();
    for (std::size_t i = 0; i < oldSize; ++i) {
        if (next[i] == rows_[i]) continue;
        rows_[i] = next[i];
        const QModelIndex mi = this->index(static_cast<int>(i));
        emit dataChanged(mi, mi);
    }
    if (next.size() > oldSize) {
        beginInsertRows({}, static_cast<int>(oldSize), static_cast<int>(next.size()) - 1);
        rows_.insert(rows_.end(), next.begin() + static_cast<std::ptrdiff_t>(oldSize), next.end());
        endInsertRows();
    }
    ++revision_;
    emit revisionChanged();
}

int TokenModel::count(const QString& zone, const QString& face) const {
    return tally(zone, face, false);
}

int TokenModel::heightIn(const QString& zone, const QString& face) const {
    return tally(zone, face, true);
}

int TokenModel::tally(const QString& zone, const QString& face, bool byHeight) const {
    int n = 0;
    const std::string z = zone.toStdString(), f = face.toStdString();
    for (const Row& r : rows_)
        if (r.alive &&
            (z.empty() || (r.token.at.kind == Place::Kind::Zone && r.token.at.zone == z)) &&
            (f.empty() || r.token.face == f))
            n += byHeight ? std::max(1, r.token.height) : 1;
    return n;
}

QVariantList TokenModel::idsAt(const QString& placeKey, const QString& face) const {
    std::vector<const Row*> found;
    const std::string key = placeKey.toStdString(), f = face.toStdString();
    for (const Row& r : rows_)
        if (r.alive && r.token.at.text() == key && (f.empty() || r.token.face == f))
            found.push_back(&r);
    std::sort(found.begin(), found.end(),
              [](const Row* a, const Row* b) { return a->stackIndex < b->stackIndex; });
    QVariantList out;
    for (const Row* r : found) out.append(r->token.id);
    return out;
}

QVariantList TokenModel::tokensAt(const QString& placeKey) const {
    QVariantList out;
    for (const QVariant& id : idsAt(placeKey)) {
        const hatrack::Token& t = rows_[static_cast<std::size_t>(rowOf(id.toInt()))].token;
        out.append(QVariantMap{{"id", t.id},
                               {"type", qs(t.type)},
                               {"face", qs(t.face)},
                               {"owner", t.owner},
                               {"height", t.height},
                               {"flags", toList(t.flags)}});
    }
    return out;
}

QStringList TokenModel::facesAt(const QString& placeKey) const {
    QStringList out;
    for (const QVariant& id : idsAt(placeKey)) {
        const QString face = qs(rows_[static_cast<std::size_t>(rowOf(id.toInt()))].token.face);
        if (!out.contains(face)) out << face;
    }
    return out;
}

int TokenModel::rowOf(int tokenId) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].token.id == tokenId) return static_cast<int>(i);
    return -1;
}
