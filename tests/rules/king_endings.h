// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every checkers position of at most three kings, solved exactly by retrograde
// analysis: the ground truth the search's scores are held to. Repetition and
// the 40-move rule are left out: the shortest win never repeats a position.
#include "checkers/board.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hatrack::test {

class KingEndings {
  public:
    // Win in n plies is +n, loss in n plies is -n (0 plies: no move left), a
    // draw with best play is kDraw.
    static constexpr int kDraw = 1000;

    explicit KingEndings(int maxPieces = 3) {
        std::vector<checkers::Position> all;
        collect(0, 0, 0, maxPieces, all);
        for (const auto& p : all) valueAt(p) = kDraw;
        // Distance n is settled from distance n - 1 only, so each is the shortest.
        for (int n = 0, quiet = 0; quiet < 2; ++n) {
            std::vector<checkers::Position> found;
            for (const auto& p : all)
                if (valueAt(p) == kDraw && settles(p, n)) found.push_back(p);
            for (const auto& p : found) valueAt(p) = n % 2 ? n : -n;
            quiet = found.empty() ? quiet + 1 : 0;
        }
        positions_ = std::move(all);
    }

    int value(const checkers::Position& p) const {
        return value_[static_cast<std::size_t>(p.toMove)].at(key(p));
    }
    const std::vector<checkers::Position>& positions() const { return positions_; }

  private:
    static std::uint64_t key(const checkers::Position& p) {
        return (std::uint64_t{p.black} << 32) | p.white;
    }
    int& valueAt(const checkers::Position& p) {
        return value_[static_cast<std::size_t>(p.toMove)][key(p)];
    }

    // Kings of both colours on squares from `from` on, each position once with
    // each side to move.
    void collect(checkers::Bits black, checkers::Bits white, int from, int left,
                 std::vector<checkers::Position>& out) const {
        for (int side = 0; side < 2; ++side)
            out.push_back(checkers::Position{black, white, black | white, side});
        if (left == 0) return;
        for (int s = from; s < 32; ++s) {
            const checkers::Bits b = checkers::Bits{1} << s;
            collect(black | b, white, s + 1, left - 1, out);
            collect(black, white | b, s + 1, left - 1, out);
        }
    }

    // Lost in n (n even): every move gives the opponent a win, the longest in
    // n - 1. Won in n (n odd): some move leaves the opponent lost in n - 1.
    bool settles(const checkers::Position& p, int n) const {
        checkers::MoveList moves;
        p.generate(moves);
        if (n == 0) return moves.size == 0;
        int longest = 0;
        for (const checkers::Move& m : moves) {
            checkers::Position child = p;
            child.apply(m);
            const int v = value(child);
            if (n % 2 == 1 && v == -(n - 1)) return true;
            if (n % 2 == 0) {
                if (v == kDraw || v <= 0) return false;
                longest = std::max(longest, v);
            }
        }
        return n % 2 == 0 && longest == n - 1;
    }

    std::array<std::unordered_map<std::uint64_t, int>, 2> value_; // by the side to move
    std::vector<checkers::Position> positions_;
};

} // namespace hatrack::test
