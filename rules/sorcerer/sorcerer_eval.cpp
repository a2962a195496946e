// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sorcerer_eval.h"

#include "sorcerer_state.h"

#include "checkers/geometry.h"
#include "checkers/material.h"

#include <algorithm>

namespace hatrack::sorcerer {

namespace {
// What a worn hat is worth to its piece: Warding and Venom protect, Zotting and
// Strength capture, the rest move better.
constexpr double kWorn[kHatColours] = {30, 15, 25, 35, 20, 15};
} // namespace

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const SorcererState&>(state);
    const bool blood = s.rules().forBlood;
    double score[2] = {0, 0};
    for (int sq = 0; sq < 32; ++sq) {
        const Piece& p = s.at(sq);
        if (p.owner < 0) continue;
        double v = checkers::pieceValue(p.king);
        if (!p.king) {
            const int row = checkers::Geometry::row(sq);
            v += 2 * (p.owner == 0 ? row : 7 - row);
        }
        for (int h = 0; h < kHatColours; ++h) v += kWorn[h] * p.hats[h];
        if (p.poisoned && !p.hats.has(Blue)) v = 0;
        score[p.owner] += v * (blood ? 1.5 : 1.0);
    }
    for (int pl = 0; pl < 2; ++pl) score[pl] += (blood ? 20 : 60) * s.rack(pl).total();
    return score[player] - score[1 - player];
}

std::uint64_t searchKey(const GameState& state) {
    return static_cast<const SorcererState&>(state).searchKey();
}

void capturesFirst(const GameState& state, std::vector<Action>& actions) {
    const auto& s = static_cast<const SorcererState&>(state);
    std::stable_partition(actions.begin(), actions.end(), [&](const Action& a) {
        switch (a.kind) {
        case kZot:
            return true;
        case kHop:
            return s.at(a.c).owner >= 0 && s.at(a.c).owner != s.at(a.a).owner;
        case kStep:
            return s.at(a.b).owner >= 0;
        default:
            return false;
        }
    });
}

} // namespace hatrack::sorcerer
