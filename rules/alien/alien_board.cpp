// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The board's geometry for Alien Checkers: squares on rows and columns, the
// board's quarter turns (forward and the far row follow the table, not the
// board), and walls on the edges between cells.
//
// A diagonal step from one square to the next passes through one corner of
// the grid. The walls meeting at that corner stop it when they separate the
// two squares, that is when both ways round the corner from one square to the
// other cross a wall: a line of two edges through the corner stops both
// diagonals, an L stops the diagonal through its inside and not the one that
// skims beside it, and a single edge stops nothing.
#include "alien_state.h"

#include <algorithm>

namespace hatrack::alien {

namespace {

// Edge ids of the four edges at corner (x, y), where x counts column lines and
// y row lines: up, right, down, left; -1 where the edge is on the rim or off.
std::array<int, 4> cornerEdges(int x, int y) {
    std::array<int, 4> e{-1, -1, -1, -1};
    // Up: between cells (y-1, x-1) and (y-1, x); down: (y, x-1) and (y, x).
    auto vertical = [](int r, int x) {
        if (r < 0 || r > 7 || x <= 0 || x >= 8) return -1;
        const int left = squareAt(r, x - 1);
        return left >= 0 ? edgeOf(left, Place::East) : edgeOf(squareAt(r, x), Place::West);
    };
    // Left: between cells (y-1, x-1) and (y, x-1); right: (y-1, x) and (y, x).
    auto horizontal = [](int y, int c) {
        if (c < 0 || c > 7 || y <= 0 || y >= 8) return -1;
        const int above = squareAt(y - 1, c);
        return above >= 0 ? edgeOf(above, Place::South) : edgeOf(squareAt(y, c), Place::North);
    };
    e[0] = vertical(y - 1, x);
    e[1] = horizontal(y, x);
    e[2] = vertical(y, x);
    e[3] = horizontal(y, x - 1);
    return e;
}

// The two corners at the ends of an edge, as (x, y).
std::array<std::pair<int, int>, 2> edgeEnds(int edge) {
    const int s = edge / 4, side = edge % 4, r = rowOf(s), c = colOf(s);
    switch (side) {
    case Place::North:
        return {{{c, r}, {c + 1, r}}};
    case Place::South:
        return {{{c, r + 1}, {c + 1, r + 1}}};
    case Place::West:
        return {{{c, r}, {c, r + 1}}};
    default:
        return {{{c + 1, r}, {c + 1, r + 1}}};
    }
}

} // namespace

int edgeOf(int square, int side) {
    return square * 4 + side;
}

std::string edgeText(int edge) {
    static const char sides[] = "nesw";
    return std::to_string(edge / 4 + 1) + sides[edge % 4];
}

int edgeNamed(const std::string& text) {
    if (text.size() < 2 || text.size() > 3) return -1;
    int n = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return -1;
        n = n * 10 + (text[i] - '0');
    }
    if (n < 1 || n > 32 || (text.size() == 3 && text[0] == '0')) return -1;
    const std::string sides = "nesw";
    const auto side = sides.find(text.back());
    if (side == std::string::npos) return -1;
    const int s = n - 1, r = rowOf(s), c = colOf(s);
    const int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
    const int nr = r + dr[side], nc = c + dc[side];
    if (nr < 0 || nr > 7 || nc < 0 || nc > 7) return -1; // on the rim: no wall goes there
    return edgeOf(s, static_cast<int>(side));
}

int AlienState::squareRow(int square) const {
    return rowOf(square);
}
int AlienState::squareCol(int square) const {
    return colOf(square);
}

// Black's forward (rows, columns) for 0..3 quarter turns clockwise; White's is the opposite.
constexpr int kForwardDr[] = {1, 0, -1, 0}, kForwardDc[] = {0, 1, 0, -1};

int AlienState::readyAfterTurn(int player, int dir) const {
    const int turns = (turns_ + dir + 4) % 4;
    int n = 0;
    for (int s = 0; s < 32; ++s)
        n += at(s).owner == player && at(s).height == 1 && onFarRowTurned(player, s, turns);
    return n;
}

std::pair<int, int> AlienState::forward(int owner) const {
    // Black's forward for 0..3 quarter turns clockwise. The board turns under the
    // players, so forward keeps pointing at White's side of the table: drawn as
    // qml/Board.qml draws it (a cell at row r, column c lands at row c, column
    // 7 - r for each turn), Black's forward is always down the screen. A turn
    // clockwise brings column 7 (squares 4, 12, 20, 28) to White's side.
    const int sign = owner == 0 ? 1 : -1;
    return {sign * kForwardDr[turns_], sign * kForwardDc[turns_]};
}

bool AlienState::onFarRow(int owner, int s) const {
    return onFarRowTurned(owner, s, turns_);
}

bool AlienState::onFarRowTurned(int owner, int s, int turns) const {
    // As bits of the squares, by owner and quarter turns: crowning asks at
    // every step of a search.
    static const auto farRows = [] {
        std::array<std::array<std::uint32_t, 4>, 2> rows{};
        for (int o = 0; o < 2; ++o)
            for (int t = 0; t < 4; ++t)
                for (int q = 0; q < 32; ++q) {
                    const int sign = o == 0 ? 1 : -1;
                    const int fr = sign * kForwardDr[t], fc = sign * kForwardDc[t];
                    const bool far = fr == 1    ? rowOf(q) == 7
                                     : fr == -1 ? rowOf(q) == 0
                                     : fc == 1  ? colOf(q) == 7
                                                : colOf(q) == 0;
                    if (far) rows[o][t] |= std::uint32_t{1} << q;
                }
        return rows;
    }();
    return (farRows[static_cast<std::size_t>(owner)][static_cast<std::size_t>(turns)] >> s) & 1u;
}

bool AlienState::onHomeRow(int owner, int s) const {
    return onFarRow(1 - owner, s);
}

void AlienState::placeWall(int owner, int n, int edge) {
    walls_[owner][n].edge = static_cast<std::int16_t>(edge);
    wallBits_[owner][static_cast<std::size_t>(edge) >> 6] |= std::uint64_t{1} << (edge & 63);
}

void AlienState::clearWall(int owner, int n) {
    Wall& w = walls_[owner][n];
    if (w.edge >= 0)
        wallBits_[owner][static_cast<std::size_t>(w.edge) >> 6] &=
            ~(std::uint64_t{1} << (w.edge & 63));
    w = Wall{};
}

std::array<int, 4> AlienState::wallsAtCorner(int a, int b) const {
    return cornerEdges(std::max(colOf(a), colOf(b)), std::max(rowOf(a), rowOf(b)));
}

bool AlienState::blocked(int a, int b, int owner) const {
    // Most positions have no wall that counts: skip the corner.
    const auto counted = [&](int p) { return (wallBits_[p][0] | wallBits_[p][1]) != 0; };
    if (!(owner != 0 && counted(0)) && !(owner != 1 && counted(1))) return false;
    static const auto corners = [] {
        std::array<std::array<std::array<int, 4>, 9>, 9> c{};
        for (int y = 0; y <= 8; ++y)
            for (int x = 0; x <= 8; ++x) c[y][x] = cornerEdges(x, y);
        return c;
    }();
    const int x = std::max(colOf(a), colOf(b)), y = std::max(rowOf(a), rowOf(b));
    const auto& e = corners[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
    // Whose walls count: the opponent's of `owner`, or everybody's.
    auto has = [&](int i) {
        if (e[static_cast<std::size_t>(i)] < 0) return false;
        const int w = wallOwnerAt(e[static_cast<std::size_t>(i)]);
        return w >= 0 && (owner < 0 || w != owner);
    };
    const bool up = has(0), right = has(1), down = has(2), left = has(3);
    // Cells around the corner: up-left, up-right, down-right, down-left.
    const bool mainDiagonal = (rowOf(a) < rowOf(b)) == (colOf(a) < colOf(b));
    if (mainDiagonal) return (up || right) && (down || left); // up-left to down-right
    return (right || down) && (left || up);                   // up-right to down-left
}

void AlienState::addWallPairs(std::vector<Action>& out) const {
    for (int y = 0; y <= 8; ++y)
        for (int x = 0; x <= 8; ++x) {
            const auto e = cornerEdges(x, y);
            for (int i = 0; i < 4; ++i)
                for (int j = i + 1; j < 4; ++j) {
                    const int p = e[static_cast<std::size_t>(i)],
                              q = e[static_cast<std::size_t>(j)];
                    if (p < 0 || q < 0 || wallOwnerAt(p) >= 0 || wallOwnerAt(q) >= 0) continue;
                    out.push_back({kBuildWalls, std::min(p, q), std::max(p, q)});
                }
        }
}

// Used by the notation to check a pair given as text: two edges meeting at a corner.
bool edgesMeet(int a, int b) {
    if (a == b) return false;
    for (const auto& p : edgeEnds(a))
        for (const auto& q : edgeEnds(b))
            if (p == q) return true;
    return false;
}

// The dark squares a pair of walls is named by: the two that touch at the
// corner where its edges meet; a lone wall (its partner gone), its own square.
std::vector<int> wallSquares(int a, int b) {
    if (b < 0) return {a / 4};
    for (const auto& p : edgeEnds(a))
        for (const auto& q : edgeEnds(b)) {
            if (p != q) continue;
            const auto [x, y] = p;
            std::vector<int> out;
            const std::array<std::pair<int, int>, 4> cells{
                {{y - 1, x - 1}, {y - 1, x}, {y, x - 1}, {y, x}}};
            for (const auto& [r, c] : cells)
                if (r >= 0 && r < 8 && c >= 0 && c < 8 && squareAt(r, c) >= 0)
                    out.push_back(squareAt(r, c));
            std::sort(out.begin(), out.end());
            return out;
        }
    return {a / 4};
}

// A pair of walls in a line (both edges run north-south, or both east-west),
// rather than an L.
bool wallsInLine(int a, int b) {
    return (a % 4) % 2 == (b % 4) % 2;
}

BoardView AlienState::board() const {
    BoardView b;
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) b.cells.push_back({-1, r, c, false, {}});
    for (int s = 0; s < 32; ++s) {
        BoardCell& cell = b.cells[static_cast<std::size_t>(rowOf(s) * 8 + colOf(s))];
        cell.square = s;
        cell.dark = true;
        cell.name = std::to_string(s + 1);
    }
    b.quarterTurns = turns_;
    return b;
}

} // namespace hatrack::alien
