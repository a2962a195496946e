// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a checker of Alien Checkers may do what it may: an emperor's slide, the
// Snookle and the Hippo on it, a ring, a pawn waiting for its crown, and the
// fire, water, walls and Monolith in its way, after what every game says of
// its moves (with the Monolith's slide worded).
#include "alien_state.h"
#include "explain.h"
#include "piece_words.h"

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
    if (square == hippo_) {
        add(Phrase::text("The Hippo sits on this checker: it cannot move."));
    } else {
        if (q.height == 3)
            add(Phrase::text("An emperor may slide any distance along a free diagonal."));
        if (square == snookle_)
            add(Phrase::text("The Snookle lets this checker step and jump backward."));
        // What stands in the way of a step, in the directions it may go.
        std::vector<Phrase> way;
        for (int d = 0; d < 4; ++d) {
            if (!mayGo(square, kDr[d], kDc[d])) continue;
            const int to = squareAt(rowOf(square) + kDr[d], colOf(square) + kDc[d]);
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
        add(Phrase::text("This pawn waits on its far row for a captured piece to crown it."));
    return out;
}

} // namespace hatrack::alien
