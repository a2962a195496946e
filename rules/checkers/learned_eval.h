// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The expert's evaluation: a small network trained on positions of games the
// search played against itself, each labelled by its score and by how the game
// ended (tests/training/README.md). It sees the board from the side to move,
// one input for each kind of piece on each square, so it can weigh shapes no
// hand-written term names: a man's support, a held back rank, a blocked wing.
// Integers throughout, so every compiler and machine plays the same moves.

#include "board.h"

#include <array>
#include <bit>
#include <cstdint>

namespace hatrack::checkers {

// A set of weights, in the units of LearnedEval; the expert's own are
// LearnedEval::builtIn(). The training tools load others from a file, of
// another width too (32, 64, 128 or 256 hidden units).
struct LearnedWeights {
    int hidden;
    const std::int16_t* layer1; // [kInputs][hidden]
    const std::int16_t* bias1;  // [hidden]
    const std::int32_t* layer2; // [hidden]
    std::int32_t bias2;
};

struct LearnedEval {
    static constexpr int kInputs = 128; // own men, own kings, their men, their kings
    static constexpr int kHidden = 64;  // the built-in network's width
    static constexpr int kOne = 256;    // a weight or activation of 1.0
    // A score of kScale is one unit of the network's output (the log-odds of
    // winning), in hundredths of a man.
    static constexpr int kScale = 170;

    // The inputs that are on for the side to move; returns how many (at most 24).
    static int inputsOf(const Position& p, std::uint8_t* out) {
        int n = 0;
        const auto add = [&](Bits b, int base) {
            for (; b; b &= b - 1) {
                const int s = std::countr_zero(b);
                out[n++] = static_cast<std::uint8_t>(base + (p.toMove == 0 ? s : 31 - s));
            }
        };
        add(p.own() & ~p.kings, 0);
        add(p.own() & p.kings, 32);
        add(p.opp() & ~p.kings, 64);
        add(p.opp() & p.kings, 96);
        return n;
    }

    static const LearnedWeights& builtIn();
    // For the side to move, in hundredths of a man.
    static int evaluate(const Position& p, const LearnedWeights& w = builtIn());

    // The built-in network in steps, for the search: a move changes a few
    // inputs, so the first layer's sums are carried from a position to the
    // next instead of being added up again from every piece at every leaf.
    // The sums depend on who looks (the side to move when it is scored).
    using Sums = std::array<std::int32_t, kHidden>;
    static void sumsOf(const Position& p, int viewer, Sums& out);
    // From the sums of `from` to those of `to`, for the same viewer.
    static void updateSums(const Position& from, const Position& to, int viewer, Sums& sums);
    // The same score as evaluate(), from sums made for the side to move.
    static int fromSums(const Sums& sums);
};

} // namespace hatrack::checkers
