// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The geometry every checkers-based game stands on: the 32 dark squares, the
// four diagonals, which of them a man may take, steps, jumps and the bent
// landings of the games whose jumps may turn, and the crowning rows. The
// games keep only their special powers; the plain step and jump loops are here.
//
// Square s stands for PDN square s + 1. Row r = s / 4 counts from Black's home
// row; Black (player 0) moves toward higher rows, White (player 1) toward lower ones.
#include <array>
#include <cstdint>

namespace hatrack::checkers {

// The square's bit in a set of squares.
constexpr std::uint32_t bit(int square) {
    return std::uint32_t{1} << square;
}

enum Dir { DownLeft, DownRight, UpLeft, UpRight }; // "down" = toward White's home row

// Rows and columns one step along each Dir.
inline constexpr int kDirRow[4] = {1, 1, -1, -1};
inline constexpr int kDirCol[4] = {-1, 1, -1, 1};

struct Geometry {
    // Per square and Dir; -1 where the board ends.
    std::array<std::array<int, 4>, 32> step{};
    std::array<std::array<int, 4>, 32> jump{};
    // A jump bent at the jumped piece: two rows on in the column it started
    // from, or two columns on in the row it started from.
    std::array<std::array<int, 4>, 32> bentAhead{};
    std::array<std::array<int, 4>, 32> bentAside{};
    static const Geometry& get();
    static constexpr int row(int s) { return s / 4; }
    static constexpr int col(int s) { return (s / 4) % 2 == 0 ? 2 * (s % 4) + 1 : 2 * (s % 4); }
    // The square on a cell, or -1 off the board and on a light cell.
    static constexpr int at(int r, int c) {
        return r < 0 || r > 7 || c < 0 || c > 7 || (r + c) % 2 == 0 ? -1 : r * 4 + c / 2;
    }
};

constexpr Geometry makeGeometry() {
    Geometry g;
    for (int s = 0; s < 32; ++s) {
        const int r = Geometry::row(s), c = Geometry::col(s);
        for (int d = 0; d < 4; ++d) {
            const int dr = kDirRow[d], dc = kDirCol[d];
            g.step[s][d] = Geometry::at(r + dr, c + dc);
            g.jump[s][d] = Geometry::at(r + 2 * dr, c + 2 * dc);
            g.bentAhead[s][d] = Geometry::at(r + 2 * dr, c);
            g.bentAside[s][d] = Geometry::at(r, c + 2 * dc);
        }
    }
    return g;
}

// Computed at compile time: the move generators look squares up on every node.
inline constexpr Geometry kGeometry = makeGeometry();

inline const Geometry& Geometry::get() {
    return kGeometry;
}

// The Dir pointing the way of a row and a column difference (their signs).
constexpr int dirOf(int dr, int dc) {
    return dr > 0 ? (dc < 0 ? DownLeft : DownRight) : (dc < 0 ? UpLeft : UpRight);
}

// The next square along `d`, and the landing of a straight jump over it; -1 off the board.
constexpr int neighbour(int square, int d) {
    return kGeometry.step[square][d];
}
constexpr int jumpLanding(int square, int d) {
    return kGeometry.jump[square][d];
}

// The row direction in which a man of `owner` moves: toward the opponent's home row.
constexpr int forwardRow(int owner) {
    return owner == 0 ? 1 : -1;
}

// Men step and jump forward only, kings every way.
constexpr bool mayGo(int owner, bool king, int d) {
    return king || kDirRow[d] == forwardRow(owner);
}

// The far row, where a man of `owner` is crowned.
constexpr bool onCrownRow(int owner, int square) {
    return Geometry::row(square) == (owner == 0 ? 7 : 0);
}

// The plain steps from `from`: push(d, to) for each neighbour in a direction
// the piece may go (mayGo(d)) that it may enter (mayEnter(to)).
template <class MayGo, class MayEnter, class Push>
void forEachStep(int from, MayGo&& mayGo, MayEnter&& mayEnter, Push&& push) {
    for (int d = 0; d < 4; ++d) {
        if (!mayGo(d)) continue;
        const int to = neighbour(from, d);
        if (to >= 0 && mayEnter(to)) push(d, to);
    }
}

// The plain jumps from `from`: visit(d, over, land) for each direction the piece
// may go whose neighbour `over` it may jump (mayJump(d, over)). `land` is the
// straight landing, -1 off the board; the game checks it may land there, and
// adds any bent landings its powers give.
template <class MayGo, class MayJump, class Visit>
void forEachJump(int from, MayGo&& mayGo, MayJump&& mayJump, Visit&& visit) {
    for (int d = 0; d < 4; ++d) {
        if (!mayGo(d)) continue;
        const int over = neighbour(from, d);
        if (over >= 0 && mayJump(d, over)) visit(d, over, jumpLanding(from, d));
    }
}

// The squares along `d` from `from`, nearest first, at most `limit` of them,
// for as long as visit(square) returns true.
template <class Visit> void alongDiagonal(int from, int d, int limit, Visit&& visit) {
    for (int n = 0, s = neighbour(from, d); n < limit && s >= 0; ++n, s = neighbour(s, d))
        if (!visit(s)) return;
}

} // namespace hatrack::checkers
