#pragma once
// The engine's table types as QML sees them: plain maps and lists.
#include "game_state.h"

#include <QString>
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

} // namespace tableconvert
