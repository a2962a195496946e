// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small seeded generator whose sequence is fixed by this file alone, so that
// (game, options, seed, actions) replays identically on every platform and
// standard library (std::uniform_int_distribution is implementation-defined).
#include <cstdint>

namespace hatrack {

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) : state_(seed) {}

    std::uint64_t next() {
        // SplitMix64.
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, n), without modulo bias.
    std::uint64_t below(std::uint64_t n) {
        if (n <= 1) return 0;
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
        std::uint64_t x;
        do {
            x = next();
        } while (x >= limit);
        return x % n;
    }

    std::uint64_t state() const { return state_; }

  private:
    std::uint64_t state_;
};

} // namespace hatrack
