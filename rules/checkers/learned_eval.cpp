// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "learned_eval.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>

namespace hatrack::checkers {

namespace {
constexpr int kInputs = LearnedEval::kInputs;
constexpr int kHidden = LearnedEval::kHidden;
#include "learned_eval_weights.inc"
} // namespace

namespace {

// The width is a template argument, so that each loop is unrolled and
// vectorised as it was when the width was a constant.
template <int H> int evaluateWidth(const Position& p, const LearnedWeights& weights) {
    std::array<std::uint8_t, 24> on;
    const int count = LearnedEval::inputsOf(p, on.data());
    std::array<std::int32_t, H> sum;
    std::copy_n(weights.bias1, H, sum.begin());
    for (int k = 0; k < count; ++k) {
        const std::int16_t* w = weights.layer1 + on[static_cast<std::size_t>(k)] * H;
        for (int j = 0; j < H; ++j) sum[static_cast<std::size_t>(j)] += w[j];
    }
    constexpr int one = LearnedEval::kOne;
    std::int64_t out = weights.bias2;
    for (int j = 0; j < H; ++j)
        out +=
            std::int64_t{weights.layer2[j]} * std::clamp(sum[static_cast<std::size_t>(j)], 0, one);
    return static_cast<int>(out * LearnedEval::kScale / (one * one));
}

} // namespace

namespace {

// The input a piece turns on for `viewer`, as inputsOf() numbers them.
int inputFor(int viewer, int colour, bool king, int square) {
    return (colour == viewer ? 0 : 64) + (king ? 32 : 0) + (viewer == 0 ? square : 31 - square);
}

template <int Sign>
void addPieces(Bits b, int viewer, int colour, bool king, LearnedEval::Sums& sums) {
    for (; b; b &= b - 1) {
        const std::int16_t* w =
            kLayer1 + inputFor(viewer, colour, king, std::countr_zero(b)) * kHidden;
        for (int j = 0; j < kHidden; ++j) sums[static_cast<std::size_t>(j)] += Sign * w[j];
    }
}

} // namespace

void LearnedEval::sumsOf(const Position& p, int viewer, Sums& out) {
    std::copy_n(kBias1, kHidden, out.begin());
    addPieces<1>(p.black & ~p.kings, viewer, 0, false, out);
    addPieces<1>(p.black & p.kings, viewer, 0, true, out);
    addPieces<1>(p.white & ~p.kings, viewer, 1, false, out);
    addPieces<1>(p.white & p.kings, viewer, 1, true, out);
}

void LearnedEval::updateSums(const Position& from, const Position& to, int viewer, Sums& sums) {
    const Bits before[4] = {from.black & ~from.kings, from.black & from.kings,
                            from.white & ~from.kings, from.white & from.kings};
    const Bits after[4] = {to.black & ~to.kings, to.black & to.kings, to.white & ~to.kings,
                           to.white & to.kings};
    for (int k = 0; k < 4; ++k) {
        addPieces<-1>(before[k] & ~after[k], viewer, k / 2, k % 2 == 1, sums);
        addPieces<1>(after[k] & ~before[k], viewer, k / 2, k % 2 == 1, sums);
    }
}

int LearnedEval::fromSums(const Sums& sums) {
    std::int64_t out = kBias2;
    for (int j = 0; j < kHidden; ++j)
        out += std::int64_t{kLayer2[j]} * std::clamp(sums[static_cast<std::size_t>(j)], 0, kOne);
    return static_cast<int>(out * kScale / (kOne * kOne));
}

const LearnedWeights& LearnedEval::builtIn() {
    static const LearnedWeights weights{kHidden, kLayer1, kBias1, kLayer2, kBias2};
    return weights;
}

int LearnedEval::evaluate(const Position& p, const LearnedWeights& weights) {
    switch (weights.hidden) {
    case 32:
        return evaluateWidth<32>(p, weights);
    case 64:
        return evaluateWidth<64>(p, weights);
    case 128:
        return evaluateWidth<128>(p, weights);
    case 256:
        return evaluateWidth<256>(p, weights);
    default:
        // Another width would read past the ends of the arrays.
        throw std::invalid_argument("a network of " + std::to_string(weights.hidden) +
                                    " hidden units: only 32, 64, 128 or 256 are built");
    }
}

} // namespace hatrack::checkers
