// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablemodel.h"

#include "enginetext.h"
#include "tableconvert.h"

TableModel::TableModel(QObject* parent) : QObject(parent) {
    connect(&enginetext::Watcher::instance(), &enginetext::Watcher::languageChanged, this, [this] {
        if (!rolls_.isEmpty()) emit rollsChanged();
    });
}

QVariantList TableModel::rolls() const {
    QVariantList out;
    out.reserve(rolls_.size());
    for (const Roll& r : rolls_)
        out.append(
            QVariantMap{{"token", r.token},
                        {"value", r.value},
                        {"reason", r.caption.empty() ? r.reason : enginetext::phrase(r.caption)}});
    return out;
}

void TableModel::setParts(const hatrack::Table& table) {
    const QVariantMap board = tableconvert::board(table.board);
    const QVariantList zones = tableconvert::zones(table.zones);
    const QVariantList counters = tableconvert::counters(table.counters);
    const QString art = tableconvert::qs(table.art);
    if (board != board_) {
        board_ = board;
        emit boardChanged();
    }
    if (zones != zones_) {
        zones_ = zones;
        emit zonesChanged();
    }
    if (counters != counters_) {
        counters_ = counters;
        emit countersChanged();
    }
    if (art != art_) {
        art_ = art;
        emit artChanged();
    }
}

void TableModel::reset(const hatrack::Table& table,
                       const std::vector<hatrack::TableEvent>& rolled) {
    // The board and zones first: the token delegates place themselves on them.
    setParts(table);
    tokens_.reset(table);
    const bool had = !rolls_.isEmpty();
    rolls_.clear();
    rollCount_ = 0;
    if (addRolls(rolled) || had) {
        emit rollsRestored();
        emit rollsChanged();
    }
}

void TableModel::update(const hatrack::Table& table,
                        const std::vector<hatrack::TableEvent>& events) {
    setParts(table);
    tokens_.update(table, events);
    if (addRolls(events)) emit rollsChanged();
}

bool TableModel::addRolls(const std::vector<hatrack::TableEvent>& events) {
    bool rolled = false;
    for (const auto& e : events) {
        if (e.kind != hatrack::TableEvent::Kind::Rolled) continue;
        rolls_.prepend(Roll{e.token, e.value, e.caption, tableconvert::qs(e.reason)});
        ++rollCount_;
        rolled = true;
    }
    while (rolls_.size() > kRollsKept) rolls_.removeLast();
    return rolled;
}

void TableModel::clear() {
    reset(hatrack::Table{});
}

QVariantMap TableModel::zone(const QString& id) const {
    for (const QVariant& z : zones_)
        if (z.toMap().value("id").toString() == id) return z.toMap();
    return {};
}

int TableModel::counter(const QString& id, int fallback) const {
    for (const QVariant& c : counters_)
        if (c.toMap().value("id").toString() == id) return c.toMap().value("value").toInt();
    return fallback;
}
