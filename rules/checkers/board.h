// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// English checkers position and move generation on 32-bit boards: bit s
// stands for square s of geometry.h.
#include "geometry.h"

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

// The same move for a player: same start, end and pieces taken (two capture
// paths that differ only in the order of their landings are one move).
inline bool sameMove(const Move& a, const Move& b) {
    return a.from == b.from && a.hops == b.hops && a.to() == b.to() && a.captured == b.captured;
}

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
