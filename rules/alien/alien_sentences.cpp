// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the move list says of each Alien Checkers decision, in words a player
// reads (the notation stays for the command line, README.md).
#include "alien_state.h"

#include "piece_words.h"

namespace hatrack::alien {

std::vector<int> wallSquares(int a, int b);
bool wallsInLine(int a, int b);

namespace {

Phrase square(int s) {
    return Phrase::verbatim(std::to_string(s + 1));
}

// "18 and 23": where a pair of walls stands, by the squares beside it (an
// edge's own name, "18e", is notation).
Phrase wallPlace(int a, int b) {
    std::vector<Phrase> names;
    for (int s : wallSquares(a, b)) names.push_back(square(s));
    return words::andList(std::move(names));
}

} // namespace

Phrase AlienState::sentence(const Action& a) const {
    const int who = currentPlayer();
    const Phrase name = who >= 0 ? Phrase(playerName(who)) : Phrase::verbatim("");
    const auto says = [&](const char* id, const char* pattern, std::vector<Phrase> more = {}) {
        more.insert(more.begin(), name);
        return Phrase::of(id, pattern, std::move(more));
    };
    switch (a.kind) {
    case kHop:
        return Phrase::of("notation", "%1", {Phrase::verbatim(actionText(a))});
    case kDealPlanet:
        // Never says which planet: the list of moves is shown to both players.
        return Phrase::of("deal-planet", "%1 is dealt a secret planet",
                          {playerName(planet_[0] < 0 ? 0 : 1)});
    case kDrawCard:
        return Phrase::of("turn-card", "The %1 card is turned face up", {cardTitle(a.a)});
    case kChoose:
        return says("choose-card", "%1 plays %2", {cardTitle(a.a)});
    case kCrown:
        return says("crown-pawn", "%1 crowns the pawn on %2", {square(a.a)});
    case kTurnBoard:
        return a.a > 0 ? says("rotate-cw", "%1 turns the board clockwise")
                       : says("rotate-ccw", "%1 turns the board counter-clockwise");
    case kPlaceMonolith:
        return says("monolith-set", "%1 sets the Monolith on %2", {square(a.a)});
    case kSlide:
        return says("monolith-slide", "%1 slides the Monolith from %2 to %3",
                    {square(a.a), square(a.b)});
    case kSetHippo:
        return says("hippo-set", "%1 sits the Galactic Hippo on %2", {square(a.a)});
    case kSetSnookle:
        return says("snookle-set", "%1 puts the Snookle on %2", {square(a.a)});
    case kSetFire:
        return says("fire-set", "%1 lights a fire on %2", {square(a.a)});
    case kSetWater:
        return says("water-set", "%1 pours water on %2", {square(a.a)});
    case kBuildWalls:
        // Both shapes stand where two dark squares touch; "corner" alone read as an L.
        if (wallsInLine(a.a, a.b))
            return says("walls-built-line", "%1 builds a straight wall between %2",
                        {wallPlace(a.a, a.b)});
        // An L closes the diagonal only when it wraps a dark square (both its
        // edges are that square's); round a light one it skims the diagonal
        // and stops nothing, which a player cannot tell from the board.
        if (a.a / 4 == a.b / 4)
            return says("walls-built", "%1 builds an L of walls that closes the way between %2",
                        {wallPlace(a.a, a.b)});
        return says("walls-built-beside", "%1 builds an L of walls beside %2; it blocks nothing",
                    {wallPlace(a.a, a.b)});
    case kSetRing:
        return says("ring-set", "%1 gives the checker on %2 a ring", {square(a.a)});
    case kRevivePawn:
        return says("revive-pawn", "%1 brings a pawn back on %2", {square(a.a)});
    case kMakeEmperor:
        return says("make-emperor", "%1 makes the king on %2 an emperor", {square(a.a)});
    case kRemove: {
        const int id = a.a;
        if (id == kMonolithId) return says("remove-monolith", "%1 removes the Monolith");
        if (id == kHippoId) return says("remove-hippo", "%1 removes the Galactic Hippo");
        if (id == kSnookleId) return says("remove-snookle", "%1 removes the Snookle");
        if (id >= kWallId && id < kWallId + 2 * kWallsEach) {
            const auto& side = walls_[(id - kWallId) / kWallsEach];
            const Wall& w = side[(id - kWallId) % kWallsEach];
            if (w.edge < 0) break;
            if (w.partner < 0)
                return says("remove-wall", "%1 removes the wall beside %2",
                            {wallPlace(w.edge, -1)});
            const int other = side[static_cast<std::size_t>(w.partner)].edge;
            if (wallsInLine(w.edge, other))
                return says("remove-walls-line", "%1 removes the straight wall between %2",
                            {wallPlace(w.edge, other)});
            return says("remove-walls-at", "%1 removes the L of walls where %2 meet",
                        {wallPlace(w.edge, other)});
        }
        for (int s = 0; s < 32; ++s) {
            if (at(s).fire >= 0 && id == kFireId + at(s).fire)
                return says("remove-fire", "%1 puts out the fire on %2", {square(s)});
            if (at(s).water >= 0 && id == kWaterId + at(s).water)
                return says("remove-water", "%1 clears the water from %2", {square(s)});
            if (at(s).ring >= 0 && id == kRingId + at(s).ring)
                return says("remove-ring", "%1 takes the ring from the checker on %2", {square(s)});
        }
        break;
    }
    default:
        break;
    }
    return says("card-target", "%1: %2", {Phrase::verbatim(actionText(a))});
}

} // namespace hatrack::alien
