// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include <bit>

namespace hatrack::checkers {

namespace {

struct ShiftMask {
    int shift;
    Bits mask;
};

// Per direction, the row-parity dependent shifts that take a square to its
// neighbour, and the constant shift that takes it to its jump landing.
struct Shifts {
    std::array<std::array<ShiftMask, 2>, 4> step{};
    std::array<ShiftMask, 4> jump{};
};

constexpr Bits shifted(Bits x, int k) {
    return k >= 0 ? x << k : x >> -k;
}

constexpr Shifts makeShifts() {
    const Geometry g = makeGeometry();
    Shifts sh;
    for (int d = 0; d < 4; ++d) {
        int n = 0;
        for (int s = 0; s < 32; ++s) {
            if (g.step[s][d] < 0) continue;
            const int k = g.step[s][d] - s;
            int i = 0;
            while (i < n && sh.step[d][i].shift != k) ++i;
            if (i == n) sh.step[d][n++] = {k, 0};
            sh.step[d][i].mask |= bit(s);
        }
        sh.jump[d].shift = (kDirRow[d] > 0 ? 8 : -8) + (kDirCol[d] > 0 ? 1 : -1);
        for (int s = 0; s < 32; ++s)
            if (g.jump[s][d] >= 0) sh.jump[d].mask |= bit(s);
    }
    return sh;
}

// Computed at compile time: these tables sit on perft's hottest path.
constexpr Shifts kShifts = makeShifts();

// Forward directions for the side to move are {0,1} for Black and {2,3} for White.
constexpr bool isForward(int side, int d) {
    return mayGo(side, false, d);
}

// Which of the side's pieces may go in direction d: men only forward.
Bits moversFor(const Position& p, int d) {
    return isForward(p.toMove, d) ? p.own() : p.own() & p.kings;
}

Bits crownRowFor(int side) {
    return side == 0 ? kBlackCrownRow : kWhiteCrownRow;
}

// Squares of `pieces` whose neighbour in direction d is in `targets`.
constexpr Bits neighbourIn(Bits pieces, Bits targets, int d) {
    Bits result = 0;
    for (const auto& sm : kShifts.step[d]) result |= pieces & sm.mask & shifted(targets, -sm.shift);
    return result;
}

// Perft's inner loop: the side's movers, split once, then all four directions.
struct SideBits {
    Bits men;   // may go forward
    Bits kings; // may also go backward
    Bits opp;
    Bits free;
    explicit SideBits(const Position& p)
        : men(p.own()), kings(p.own() & p.kings), opp(p.opp()), free(p.empty()) {}
    Bits movers(int side, int d) const { return isForward(side, d) ? men : kings; }
};

Bits allJumpers(const Position& p) {
    const SideBits s(p);
    Bits result = 0;
    for (int d = 0; d < 4; ++d) {
        const auto& j = kShifts.jump[d];
        result |= neighbourIn(s.movers(p.toMove, d) & j.mask, s.opp, d) & shifted(s.free, -j.shift);
    }
    return result;
}

struct ChainSearch {
    int side;
    Bits crownRow;
    bool king;
    MoveList& out;

    void extend(Bits occupied, Bits enemies, int square, Move& cur) {
        bool extended = false;
        const auto land = [&](int, int mid, int to) {
            if (to < 0 || (occupied & bit(to))) return;
            extended = true;
            cur.path[cur.hops++] = static_cast<std::uint8_t>(to);
            cur.captured |= bit(mid);
            if (!king && (bit(to) & crownRow)) {
                push(cur);
            } else {
                extend(occupied & ~bit(mid), enemies & ~bit(mid), to, cur);
            }
            cur.captured &= ~bit(mid);
            --cur.hops;
        };
        forEachJump(
            square, [&](int d) { return mayGo(side, king, d); },
            [&](int, int mid) { return (enemies & bit(mid)) != 0; }, land);
        if (!extended && cur.hops > 0) push(cur);
    }

    void push(const Move& m) {
        if (out.size < static_cast<int>(out.moves.size())) out.push(m);
    }
};

void generateJumps(const Position& p, int from, MoveList& out) {
    ChainSearch search{p.toMove, crownRowFor(p.toMove), (p.kings & bit(from)) != 0, out};
    Move cur{};
    cur.from = static_cast<std::uint8_t>(from);
    search.extend(p.occupied() & ~bit(from), p.opp(), from, cur);
}

} // namespace

Position Position::start() {
    Position p;
    p.black = 0x00000FFFu;
    p.white = 0xFFF00000u;
    return p;
}

bool Position::hasCapture() const {
    return allJumpers(*this) != 0;
}

bool Position::hasMove() const {
    const Bits free = empty();
    for (int d = 0; d < 4; ++d) {
        const Bits movers = moversFor(*this, d);
        for (const auto& sm : kShifts.step[d])
            if (shifted(movers & sm.mask, sm.shift) & free) return true;
    }
    return hasCapture();
}

void Position::generateJumpsFrom(int square, MoveList& out) const {
    if (!(own() & bit(square))) return;
    MoveList all;
    generateJumps(*this, square, all);
    for (const Move& m : all)
        if (m.hops > 0) out.push(m);
}

void Position::generate(MoveList& out) const {
    out.size = 0;
    const Bits jumpers = allJumpers(*this);
    if (jumpers) {
        for (Bits b = jumpers; b; b &= b - 1) generateJumps(*this, std::countr_zero(b), out);
        return;
    }
    const Bits free = empty();
    for (int d = 0; d < 4; ++d) {
        const Bits movers = moversFor(*this, d);
        for (const auto& sm : kShifts.step[d]) {
            for (Bits to = shifted(movers & sm.mask, sm.shift) & free; to; to &= to - 1) {
                const int t = std::countr_zero(to);
                Move& m = out.moves[out.size++];
                m.from = static_cast<std::uint8_t>(t - sm.shift);
                m.hops = 1;
                m.path[0] = static_cast<std::uint8_t>(t);
                m.captured = 0;
            }
        }
    }
}

namespace {

template <int Side> std::uint64_t countFor(const Position& p) {
    const SideBits s(p);
    Bits jumpers = 0;
    std::uint64_t n = 0;
    for (int d = 0; d < 4; ++d) {
        const Bits movers = isForward(Side, d) ? s.men : s.kings;
        const auto& j = kShifts.jump[d];
        jumpers |= neighbourIn(movers & j.mask, s.opp, d) & shifted(s.free, -j.shift);
        for (const auto& sm : kShifts.step[d])
            n +=
                static_cast<std::uint64_t>(countBits(shifted(movers & sm.mask, sm.shift) & s.free));
    }
    if (!jumpers) return n;
    MoveList list;
    p.generate(list);
    return static_cast<std::uint64_t>(list.size);
}

} // namespace

std::uint64_t Position::countMoves() const {
    return toMove == 0 ? countFor<0>(*this) : countFor<1>(*this);
}

void Position::apply(const Move& m) {
    const Bits from = bit(m.from), to = bit(m.to());
    Bits& mine = toMove == 0 ? black : white;
    Bits& theirs = toMove == 0 ? white : black;
    mine = (mine & ~from) | to;
    theirs &= ~m.captured;
    const bool wasKing = (kings & from) != 0;
    kings &= ~(from | m.captured);
    if (wasKing || (to & crownRowFor(toMove))) kings |= to;
    toMove ^= 1;
}

std::uint64_t perft(const Position& p, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return p.countMoves();
    MoveList list;
    p.generate(list);
    std::uint64_t total = 0;
    for (const Move& m : list) {
        Position child = p;
        child.apply(m);
        total += perft(child, depth - 1);
    }
    return total;
}

} // namespace hatrack::checkers
