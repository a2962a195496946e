// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the Fantasy RPG Checkers computer players judge a position, and which
// of their decisions they try first.
#include "fantasy_eval.h"

#include "fantasy_state.h"

#include "checkers/material.h"

#include <algorithm>

namespace hatrack::fantasy {

namespace {

// How much a character is worth before play, so a computer choosing has a taste.
constexpr double kCharacterValue[kCharacters] = {20, 30, 15, 25, 35, 30};

} // namespace

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const FantasyState&>(state);
    double score[2] = {0, 0};
    for (int sq = 0; sq < 32; ++sq) {
        const Cell& c = s.cells()[static_cast<std::size_t>(sq)];
        if (c.owner < 0) continue;
        if (c.illusion) {
            score[c.owner] += 35;
            continue;
        }
        const int advance = c.owner == 0 ? rowOf(sq) : 7 - rowOf(sq);
        // A king lost is two checkers in the captor's pool: level() below counts that.
        double v = checkers::pieceValue(c.king) + (c.king ? 0 : 3.0 * advance);
        if (c.wounded) v *= 0.62;
        if (c.pennies > 0) v += s.character(c.owner) == kFighter ? 30 : 25;
        score[c.owner] += v;
    }
    for (int p = 0; p < 2; ++p) {
        const Side& side = s.side(p);
        if (side.character == kNoCharacter) continue;
        score[p] += kCharacterValue[side.character];
        score[p] += 10.0 * s.level(p);
        if (isSpellcaster(side.character)) score[p] += 16.0 * std::min(side.pennies, 8);
        if (side.character == kThief) {
            score[p] += 20.0 * std::min(side.pennies, 6);
            if (s.ld(p) == 2) score[p] += 120;
        }
        if (side.skip) score[p] -= 45;
    }
    return score[player] - score[1 - player];
}

std::uint64_t searchKey(const GameState& state) {
    return static_cast<const FantasyState&>(state).searchKey();
}

void capturesFirst(const GameState&, std::vector<Action>& actions) {
    const auto rank = [](const Action& a) { return a.kind == kJump ? 0 : a.kind == kCast ? 1 : 2; };
    std::stable_sort(actions.begin(), actions.end(),
                     [&](const Action& x, const Action& y) { return rank(x) < rank(y); });
}

} // namespace hatrack::fantasy
