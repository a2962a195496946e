// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a piece of Sorcerer's Apprentice may do what it may: the powers of the
// hats it wears, and poison, after what every game says of its moves.
#include "explain.h"
#include "piece_words.h"
#include "sorcerer_state.h"

namespace hatrack::sorcerer {

namespace {

// What a hat lets its wearer do, said after "and": `zots`, the enemies the
// wearer may zot now.
Phrase power(int hat, const std::vector<int>& zots, const GameState& s) {
    switch (hat) {
    case Red:
        return zots.empty()
                   ? Phrase::text("may zot a neighbouring enemy, but never captures by jumping")
                   : Phrase::of("explain-zot-now", "may zot %1, but never captures by jumping",
                                {explain::squaresOr(s, zots)});
    case Yellow:
        return Phrase::text("may also hop over pieces of its own side");
    case Green:
        return Phrase::text("poisons whoever captures it");
    case Blue:
        return Phrase::text("survives the next capture, which takes the hat instead");
    case Clear:
        return Phrase::text("captures by stepping onto an enemy, never by jumping");
    default:
        return Phrase::text("jumps at a right angle instead of straight on");
    }
}

} // namespace

Phrase SorcererState::explainSquare(int square, int viewer) const {
    Phrase out = GameState::explainSquare(square, viewer);
    if (out.empty() || square < 0 || square >= 32) return out;
    const Piece& p = board_[static_cast<std::size_t>(square)];
    if (p.owner < 0) return out;
    std::vector<int> zots;
    if (currentPlayer() == p.owner)
        for (const Action& a : legalActions())
            if (a.kind == kZot && a.a == square) zots.push_back(a.b);
    for (int h = 0; h < kHatColours; ++h) {
        if (!p.hats.has(h)) continue;
        const Phrase wears =
            p.king ? Phrase::of("explain-king-wears", "This king wears %1 (%2 hat) and %3.",
                                {hatPower(h), hatName(h), power(h, zots, *this)})
                   : Phrase::of("explain-man-wears", "This man wears %1 (%2 hat) and %3.",
                                {hatPower(h), hatName(h), power(h, zots, *this)});
        out = words::withWhy(out, wears);
    }
    if (p.poisoned)
        out = words::withWhy(
            out, Phrase::text("This piece is poisoned: it leaves the board when its turn ends."));
    return out;
}

} // namespace hatrack::sorcerer
