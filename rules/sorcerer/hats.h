// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The six Icehouse hat colours and counted collections of them (a bag, a rack,
// the hats one piece wears).
#include <array>
#include <cstdint>
#include <string>

namespace hatrack::sorcerer {

enum Hat : int { Red, Yellow, Green, Blue, Clear, Purple };
inline constexpr int kHatColours = 6;
inline constexpr int kHatsPerColour = 5;
inline constexpr int kAllHats = kHatColours * kHatsPerColour;

// Full names as written in notation ("blue@19") and the one-letter FEN codes.
const char* hatName(int hat);
char hatLetter(int hat);
// The power a hat gives, as players call it ("Zotting"; docs/rules.md, The six hats).
const char* hatPower(int hat);
int hatFromName(const std::string& name); // -1 if unknown
int hatFromLetter(char letter);           // -1 if unknown

struct Hats {
    std::array<std::uint8_t, kHatColours> n{};

    int operator[](int hat) const { return n[hat]; }
    int total() const {
        int t = 0;
        for (auto c : n) t += c;
        return t;
    }
    int colours() const {
        int k = 0;
        for (auto c : n) k += c > 0 ? 1 : 0;
        return k;
    }
    bool has(int hat) const { return n[hat] > 0; }
    void add(int hat, int count = 1) { n[hat] = static_cast<std::uint8_t>(n[hat] + count); }
    void take(int hat, int count = 1) { n[hat] = static_cast<std::uint8_t>(n[hat] - count); }
    void addAll(const Hats& o) {
        for (int h = 0; h < kHatColours; ++h) add(h, o.n[h]);
    }
    bool operator==(const Hats&) const = default;
    // "rrb" style, colours in a fixed order.
    std::string letters() const;
};

} // namespace hatrack::sorcerer
