// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a checker of Alien Checkers may do what it may: an emperor's slide, the
// Snookle and the Hippo on it, a ring, a pawn waiting for its crown, and the
// fire, water, walls and Monolith in its way, after what every game says of
// its moves (with the Monolith's slide worded).
#include "alien_state.h"
#include "explain.h"
#include "piece_words.h"

#include <cstdlib>

namespace hatrack::alien {

namespace {

const std::vector<explain::GroupWords> kGroups{{"monolith", "explain-slide", "slide to %1"}};

} // namespace

Phrase AlienState::explainSquare(int square, int viewer) const {
    if (square < 0 || square >= 32) return {};
    const Phrase name = Phrase::verbatim(squareName(square));
    if (square == monolith_)
        return explain::moves(*this, square, viewer, -1,
                              Phrase::of("explain-monolith", "The Monolith on %1", {name}),
                              kGroups);
    Phrase out = explain::standard(*this, square, viewer, kGroups);
    const Square& q = at(square);
    if (out.empty() || q.owner < 0) return out;
    auto add = [&](Phrase why) { out = words::withWhy(out, std::move(why)); };
    // The checker is drawn over the water, so it is said here.
    if (q.water >= 0)
        add(Phrase::text(
            "This checker stands in water, which kings and emperors may enter and pawns may not."));
    if (square == hippo_) {
        add(Phrase::text("The Hippo sits on this checker and holds it where it is."));
    } else {
        if (q.height == 3)
            add(Phrase::text("An emperor may slide any distance along a free diagonal."));
        if (square == snookle_)
            add(Phrase::text("The Snookle lets this checker step and jump backward."));
        // What stands in the way of a step, in the directions it may go.
        std::vector<Phrase> way;
        for (int d = 0; d < 4; ++d) {
            if (!mayGo(square, d)) continue;
            const int to = checkers::neighbour(square, d);
            if (to < 0) continue;
            const Phrase there = Phrase::verbatim(squareName(to));
            if (at(to).fire >= 0)
                way.push_back(Phrase::of("explain-fire-on", "fire on %1", {there}));
            else if (at(to).water >= 0 && q.height == 1)
                way.push_back(Phrase::of("explain-water-on", "water on %1", {there}));
            else if (to == monolith_)
                way.push_back(Phrase::of("explain-monolith-on", "the Monolith on %1", {there}));
            else if (blocked(square, to, q.owner))
                way.push_back(Phrase::of("explain-wall-before", "a wall before %1", {there}));
        }
        if (!way.empty())
            add(Phrase::of("explain-in-the-way", "In its way: %1.", {words::andList(way)}));
    }
    if (q.ring >= 0) add(Phrase::text("A ring saves this checker from the next jump."));
    if (isReady(square))
        add(Phrase::text("This pawn stands ready on its far row: it is crowned as soon as its "
                         "side has a piece off the board to stack on it."));
    return out;
}

Phrase AlienState::whyRefused(int from, int to, int viewer) const {
    (void)viewer; // walls are in plain sight
    if (phase_ != Phase::Move || from < 0 || from >= 32 || to < 0 || to >= 32) return {};
    const Square& q = at(from);
    if (q.owner != toMove_) return {};
    const int dr = rowOf(to) - rowOf(from), dc = colOf(to) - colOf(from);
    const int far = std::abs(dr);
    // Only a line the checker could take: a step or a jump, any length for an emperor.
    if (far == 0 || far != std::abs(dc) || (far > 2 && q.height < 3)) return {};
    const int d = checkers::dirOf(dr, dc);
    if (!mayGo(from, d)) return {};
    // A pawn's or a king's two squares are a jump: the first is the checker
    // jumped, and only the second is entered.
    const bool jump = far == 2 && q.height < 3;
    for (int k = 0, a = from; k < far; ++k) {
        const int b = checkers::neighbour(a, d);
        const Phrase there = Phrase::verbatim(squareName(b));
        if (blocked(a, b, q.owner))
            return Phrase::of("refused-wall", "%1's wall between %2 and %3 is in the way",
                              {playerName(1 - q.owner), Phrase::verbatim(squareName(a)), there});
        if (!(jump && k == 0)) {
            if (at(b).fire >= 0)
                return Phrase::of("refused-fire", "no checker may enter the fire on %1", {there});
            if (b == monolith_)
                return Phrase::of("refused-monolith", "the Monolith on %1 is in the way", {there});
            if (at(b).water >= 0 && q.height == 1)
                return Phrase::of("refused-water", "a pawn may not enter the water on %1", {there});
        }
        a = b;
    }
    return {};
}

} // namespace hatrack::alien
