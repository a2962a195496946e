// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draughts.h"

namespace hatrack::checkers {

BoardView draughtsBoard() {
    BoardView b;
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) b.cells.push_back({-1, r, c, false, {}});
    for (int s = 0; s < 32; ++s) {
        BoardCell& cell =
            b.cells[static_cast<std::size_t>(Geometry::row(s) * 8 + Geometry::col(s))];
        cell.square = s;
        cell.dark = true;
        cell.name = std::to_string(s + 1);
    }
    return b;
}

Token pieceToken(int id, int owner, bool king, int square) {
    Token t;
    t.id = id;
    t.type = king ? "king" : "man";
    t.owner = owner;
    t.height = king ? 2 : 1;
    t.at = Place::square(square);
    return t;
}

void PieceIds::start(std::uint32_t occupied) {
    id_.fill(-1);
    next_ = 0;
    for (int s = 0; s < 32; ++s)
        if (occupied & (std::uint32_t{1} << s)) id_[static_cast<std::size_t>(s)] = next_++;
}

} // namespace hatrack::checkers
