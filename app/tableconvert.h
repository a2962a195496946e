// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The engine's table types as QML sees them: plain maps and lists.
#include "enginetext.h"
#include "game_state.h"

#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace tableconvert {

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// "square", "edge", "zone", "token" or "none".
QString kindName(const hatrack::Place& place);
// {kind, square, side, zone, on, key}; key is Place::text().
QVariantMap place(const hatrack::Place& place);
// {rows, cols, quarterTurns, cells: [{square, row, col, dark, name}]}.
QVariantMap board(const hatrack::BoardView& board);
QVariantList zones(const std::vector<hatrack::Zone>& zones);
QVariantList counters(const std::vector<hatrack::Counter>& counters);
// The sounds a decision makes, from what happened on the table, in order and
// each once: "move", "capture", "crown", "draw" (out of a bag or a deck),
// "place" (put on a piece or a square), "die" and "reveal" (a card or hat
// turned face up).
QStringList sounds(const std::vector<hatrack::TableEvent>& events);

} // namespace tableconvert
