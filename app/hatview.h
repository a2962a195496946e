#pragma once
// What the hat panels of Sorcerer's Apprentice show (bag, racks, pools, draft),
// and which hats went where after a decision, so QML can fly them there.
#include "piecemodel.h"

#include <QVariantList>
#include <QVariantMap>

#ifndef Q_MOC_RUN
#include "game_state.h"
#endif

#include <map>

namespace hatview {

// Empty for games without hats. Counts are lists of six, in colour order
// red, yellow, green, blue, clear, purple.
QVariantMap state(const hatrack::GameState& game);

struct Snapshot {
    // "bag", "rack:0", "pool:1", "out", "draft" or "piece:<id>" -> counts per colour.
    std::map<QString, std::array<int, 6>> places;
    std::map<QString, int> squares; // "piece:<id>" -> its square
    bool hats = false;
};
Snapshot snapshot(const hatrack::GameState& game, const PieceModel& pieces);

// Each: {colour: "blue", from: "bag" | "rack:0" | ... | "square:18", to: ...}.
QVariantList moves(const Snapshot& before, const Snapshot& after);

} // namespace hatview
