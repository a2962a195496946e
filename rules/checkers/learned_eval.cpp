// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "learned_eval.h"

#include <algorithm>
#include <array>

namespace hatrack::checkers {

namespace {
constexpr int kInputs = LearnedEval::kInputs;
constexpr int kHidden = LearnedEval::kHidden;
#include "learned_eval_weights.inc"
} // namespace

int LearnedEval::evaluate(const Position& p) {
    std::array<std::uint8_t, 24> on;
    const int count = inputsOf(p, on.data());
    std::array<std::int32_t, kHidden> sum;
    std::copy_n(kBias1, kHidden, sum.begin());
    for (int k = 0; k < count; ++k) {
        const std::int16_t* w = kLayer1 + on[static_cast<std::size_t>(k)] * kHidden;
        for (int j = 0; j < kHidden; ++j) sum[static_cast<std::size_t>(j)] += w[j];
    }
    std::int64_t out = kBias2;
    for (int j = 0; j < kHidden; ++j)
        out += std::int64_t{kLayer2[j]} * std::clamp(sum[static_cast<std::size_t>(j)], 0, kOne);
    return static_cast<int>(out * kScale / (kOne * kOne));
}

} // namespace hatrack::checkers
