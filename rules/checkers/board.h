// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// English checkers position and move generation on 32-bit boards.
// Bit s stands for PDN square s + 1. Row r = s / 4 counts from Black's home row;
// Black (player 0) moves toward higher rows, White (player 1) toward lower ones.
#include <array>
#include <cstdint>

namespace hatrack::checkers {

using Bits = std::uint32_t;

// The number of squares set. std::popcount compiles to a library call unless
// the build targets a processor with a popcount instruction, and the search
// counts pieces at every leaf; these few shifts cost less than the call.
constexpr int countBits(Bits b) {
    b = b - ((b >> 1) & 0x55555555u);
    b = (b & 0x33333333u) + ((b >> 2) & 0x33333333u);
    b = (b + (b >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((b * 0x01010101u) >> 24);
}

enum Dir { DownLeft, DownRight, UpLeft, UpRight }; // "down" = toward White's home row

struct Geometry {
    // -1 where the board ends.
    std::array<std::array<int, 4>, 32> step{};
    std::array<std::array<int, 4>, 32> jump{};
    static const Geometry& get();
    static constexpr int row(int s) { return s / 4; }
    static constexpr int col(int s) { return (s / 4) % 2 == 0 ? 2 * (s % 4) + 1 : 2 * (s % 4); }
    // The square on a cell, or -1 off the board and on a light cell.
    static constexpr int at(int r, int c) {
        return r < 0 || r > 7 || c < 0 || c > 7 || (r + c) % 2 == 0 ? -1 : r * 4 + c / 2;
    }
};

inline constexpr int kMaxHops = 16;

// Left uninitialised by default so that a MoveList costs nothing to declare.
struct Move {
    std::uint8_t from;
    std::uint8_t hops; // landings in path; 1 for a simple move
    std::array<std::uint8_t, kMaxHops> path;
    Bits captured;
    bool isCapture() const { return captured != 0; }
    int to() const { return path[hops - 1]; }
};

struct MoveList {
    std::array<Move, 128> moves;
    int size = 0;
    void push(const Move& m) { moves[size++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};

struct Position {
    Bits black = 0;
    Bits white = 0;
    Bits kings = 0;
    int toMove = 0; // 0 Black, 1 White

    static Position start();
    Bits own() const { return toMove == 0 ? black : white; }
    Bits opp() const { return toMove == 0 ? white : black; }
    Bits occupied() const { return black | white; }
    Bits empty() const { return ~(black | white); }

    // Every legal move, each jump chain followed to its end; routes taking the same
    // pieces are separate moves. Captures exclude everything else.
    void generate(MoveList& out) const;
    // The jump continuations for the piece standing on `square` (mid-chain).
    void generateJumpsFrom(int square, MoveList& out) const;
    bool hasCapture() const;
    // Whether the side to move has any move, without building them (the search's leaves).
    bool hasMove() const;
    // Number of legal moves, without building them (perft's last ply).
    std::uint64_t countMoves() const;

    void apply(const Move& m);
    bool operator==(const Position&) const = default;
};

constexpr Bits kBlackCrownRow = 0xF0000000u; // squares 29-32
constexpr Bits kWhiteCrownRow = 0x0000000Fu; // squares 1-4

std::uint64_t perft(const Position& p, int depth);

} // namespace hatrack::checkers
