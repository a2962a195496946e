// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hats.h"

#include <cctype>

namespace hatrack::sorcerer {

namespace {
constexpr const char* kNames[kHatColours] = {"red", "yellow", "green", "blue", "clear", "purple"};
constexpr char kLetters[kHatColours] = {'r', 'y', 'g', 'b', 'c', 'p'};
constexpr const char* kPowers[kHatColours] = {"Zotting", "Nimbleness", "Venom",
                                              "Warding", "Strength",   "Valor"};
} // namespace

const char* hatName(int hat) {
    return hat >= 0 && hat < kHatColours ? kNames[hat] : "?";
}
const char* hatPower(int hat) {
    return hat >= 0 && hat < kHatColours ? kPowers[hat] : "?";
}
char hatLetter(int hat) {
    return hat >= 0 && hat < kHatColours ? kLetters[hat] : '?';
}

int hatFromName(const std::string& name) {
    std::string lower;
    for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (int h = 0; h < kHatColours; ++h)
        if (lower == kNames[h]) return h;
    if (lower.size() == 1) return hatFromLetter(lower[0]);
    return -1;
}

int hatFromLetter(char letter) {
    const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    for (int h = 0; h < kHatColours; ++h)
        if (l == kLetters[h]) return h;
    return -1;
}

std::string Hats::letters() const {
    std::string s;
    for (int h = 0; h < kHatColours; ++h) s.append(n[h], kLetters[h]);
    return s;
}

} // namespace hatrack::sorcerer
