// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Builds a search's key for a state (rules/expectimax.h, StateKey) from small
// numbers, one after another.
#include <cstdint>

namespace hatrack {

class KeyMixer {
  public:
    void mix(std::uint64_t v) { h_ = (h_ ^ v) * 0x100000001B3ULL; }
    void mix(int v) { mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(v))); }
    void mix(bool v) { mix(static_cast<std::uint64_t>(v ? 1 : 0)); }
    // Every bit spread into the low ones, which pick the table slot.
    std::uint64_t key() const {
        std::uint64_t h = h_;
        h ^= h >> 33;
        h *= 0xFF51AFD7ED558CCDULL;
        h ^= h >> 33;
        return h;
    }

  private:
    std::uint64_t h_ = 0xCBF29CE484222325ULL;
};

} // namespace hatrack
