// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers on the table, for a screen that knows nothing of its rules.
//
// Board: the 8x8 draughts board, squares 1-32 as in PDN (square 1 in row 0);
// board.quarterTurns = quarter turns clockwise the board has turned, seen from
// above with Black at the bottom (square numbers turn with the board).
// Edges: Place::edge(square, side), side in board rows and columns: North is
// toward row 0, East toward column 7. Every edge between two cells is named by
// its dark square; walls never stand on the rim.
//
// Tokens (ids never change in a game):
//   0..999     checkers: type "pawn" / "king" / "emperor", height 1-3, owner,
//              flags "ready" (a pawn on its far row waiting for a crown),
//              "frozen" (the Hippo is on it); a revived pawn gets a new id
//   1000..1023 walls, type "wall", owner = (id-1000)/12, on Place::edge
//   1100..1107 fire, 1200..1207 water: on squares
//   1300..1308 rings: on a checker (Place::on(checker id))
//   1400 the Monolith (a square), 1401 the Hippo, 1402 the Snookle (on a checker)
//   1500..1519 cards, type "card", face = the card ("fire", "walls"...) in zones
//              "face-up" (order = order turned; flag "idle" while it may be chosen
//              but would do nothing) and "discard"; in "draw" face down
//   1600 Black's planet card, 1601 White's, in zones "planet:0" / "planet:1",
//              face = planet name only for its owner (and for all once the game
//              is over); 1602..1608 the unused planets in "planets", face down
//   1700..1723 captured pieces, type "pawn", owner P, in zone "captured:P": one
//              token per piece off the board (a king taken is two), free for
//              crowns, Revive and Coronation; the i-th of P's is 1700 + 12 * P + i.
//              A checker taken fades from the board (the rules keep no ids of
//              pieces off it): the pieces in the zone are tokens of their own.
// Tokens off the board that nobody owns yet (unused walls, fire) are not listed.
// Zones: draw (hidden, count), discard, face-up, planet:0, planet:1, planets
// (hidden), captured:0, captured:1. Counters: took:P (enemy pieces captured,
// for Mars), walls-left:P, quiet (turns without progress).
//
// Decisions as ActionView (AlienState::describe):
//   a move or jump hop          Move from, to (area = the jumped square)
//   crown a ready pawn          Pick of its square, group "crown"
//   choose a card               Pick in zone "face-up", face = the card, group "card"
//   Monolith entry              Pick of a square, group "monolith"
//   Monolith slide              Move of the Monolith from its square, group "monolith"
//   fire, water, hippo, snookle, ring, revive, emperor
//                               Pick of a square, group = the card's token
//   walls                       one Pick per pair: target = first edge, from/to = the
//                               two edge ids (square * 4 + side), group "walls"
//   rotate                      two Choices, group "rotate"
//   antimatter                  Pick of the token's place (square, edge or checker), group
//                               "remove", face = the token's type ("ring", "hippo", "wall"...)
//   chance (cards, planets)     Choice, group "chance"
// Events: every hop and push is a Moved of one checker (pushes front first);
// captures move the checker to zone captured:P (where it is not listed: see
// 1700..1723 above); tokens are Added / Removed;
// crowning is Crowned (face "emperor" for Coronation); a quarter turn is one
// Turned event (value +1 clockwise, -1 counter-clockwise); cards move between
// zones, Revealed when turned up; a planet dealt is a Moved with onlyFor its owner.
#include "alien_state.h"

namespace hatrack::alien {

namespace {
constexpr int kCapturedId = 1700; // + owner * 12 + n
} // namespace

Table AlienState::table(int viewer) const {
    Table t;
    t.art = "alien-checkers";
    t.board = board();
    for (int s = 0; s < 32; ++s) {
        const Square& q = at(s);
        if (q.owner >= 0) {
            Token k;
            k.id = q.id;
            k.type = q.height == 1 ? "pawn" : q.height == 2 ? "king" : "emperor";
            k.owner = q.owner;
            k.height = q.height;
            k.at = Place::square(s);
            if (isReady(s)) k.flags.push_back("ready");
            if (s == hippo_) k.flags.push_back("frozen");
            t.tokens.push_back(k);
            if (q.ring >= 0) {
                Token r;
                r.id = kRingId + q.ring;
                r.type = "ring";
                r.at = Place::on(q.id);
                r.order = 1;
                t.tokens.push_back(r);
            }
        }
        if (q.fire >= 0) {
            Token f;
            f.id = kFireId + q.fire;
            f.type = "fire";
            f.at = Place::square(s);
            f.order = -1; // the floor: a checker stands in water, drawn over it
            t.tokens.push_back(f);
        }
        if (q.water >= 0) {
            Token w;
            w.id = kWaterId + q.water;
            w.type = "water";
            w.at = Place::square(s);
            w.order = -1;
            t.tokens.push_back(w);
        }
    }
    auto single = [&](int id, const char* type, Place at, int order) {
        Token k;
        k.id = id;
        k.type = type;
        k.at = std::move(at);
        k.order = order;
        t.tokens.push_back(k);
    };
    if (monolith_ >= 0) single(kMonolithId, "monolith", Place::square(monolith_), 0);
    if (hippo_ >= 0) single(kHippoId, "hippo", Place::on(at(hippo_).id), 2);
    if (snookle_ >= 0) single(kSnookleId, "snookle", Place::on(at(snookle_).id), 3);
    for (int p = 0; p < 2; ++p)
        for (int i = 0; i < kWallsEach; ++i) {
            const Wall& w = walls_[p][i];
            if (w.edge < 0) continue;
            Token k;
            k.id = kWallId + p * kWallsEach + i;
            k.type = "wall";
            k.owner = p;
            k.at = Place::edge(w.edge / 4, static_cast<Place::Side>(w.edge % 4));
            t.tokens.push_back(k);
        }
    static const char* zones[] = {"draw", "discard", "face-up"};
    int counts[3] = {0, 0, 0};
    for (int n = 0; n < kCards; ++n) {
        const CardAt where = cardAt_[static_cast<std::size_t>(n)];
        ++counts[static_cast<int>(where)];
        Token c;
        c.id = kCardId + n;
        c.type = "card";
        c.at = Place::inZone(zones[static_cast<int>(where)]);
        if (where == CardAt::Pile) {
            c.faceDown = true;
        } else {
            c.face = cardName(cardKind(n));
            if (where == CardAt::FaceUp) c.order = upOrder_[static_cast<std::size_t>(n)];
            // A card the player choosing could take but that would do nothing.
            if (where == CardAt::FaceUp && phase_ == Phase::Choose && !outcome_.over &&
                !cardWouldAct(cardKind(n)))
                c.flags.push_back("idle");
            if (where == CardAt::Discard) c.order = discardOrder_[static_cast<std::size_t>(n)];
        }
        t.tokens.push_back(c);
    }
    t.zones.push_back({"draw", "pile", -1, true, counts[0], Phrase::text("Draw pile")});
    t.zones.push_back({"discard", "pile", -1, false, counts[1], Phrase::text("Discards")});
    t.zones.push_back({"face-up", "row", -1, false, counts[2], Phrase::text("Face-up cards")});
    if (planetsOn_) {
        int unused = 0;
        for (int p = 0; p < 2; ++p) {
            if (planet_[p] < 0) continue;
            Token c;
            c.id = kPlanetId + p;
            c.type = "planet";
            c.owner = p;
            c.at = Place::inZone("planet:" + std::to_string(p));
            if (viewer == p || outcome_.over)
                c.face = planetName(planet_[p]);
            else
                c.faceDown = true;
            t.tokens.push_back(c);
        }
        for (int p = 0; p < 2; ++p)
            t.zones.push_back({"planet:" + std::to_string(p), "hand", p, false,
                               planet_[p] >= 0 ? 1 : 0,
                               Phrase::of("planet-of", "%1's planet", {playerName(p)})});
        unused = kPlanets - (planet_[0] >= 0) - (planet_[1] >= 0);
        for (int i = 0; i < unused; ++i) {
            Token c;
            c.id = kPlanetId + 2 + i;
            c.type = "planet";
            c.faceDown = true;
            c.at = Place::inZone("planets");
            t.tokens.push_back(c);
        }
        t.zones.push_back({"planets", "pile", -1, true, unused, Phrase::text("Unused planets")});
    }
    for (int p = 0; p < 2; ++p) {
        const std::string name = playerName(p);
        const std::string zone = "captured:" + std::to_string(p);
        for (int i = 0; i < captured(p); ++i) {
            Token k;
            k.id = kCapturedId + p * 12 + i;
            k.type = "pawn";
            k.owner = p;
            k.order = i;
            k.at = Place::inZone(zone);
            t.tokens.push_back(k);
        }
        t.zones.push_back({zone, "heap", p, false, captured(p),
                           Phrase::of("captured-of", "%1's captured pieces", {name})});
        int left = 0;
        for (const Wall& w : walls_[p]) left += w.edge < 0;
        t.counters.push_back(
            {"took:" + std::to_string(p), p, took_[p], Phrase::text("enemy pieces captured")});
        t.counters.push_back(
            {"walls-left:" + std::to_string(p), p, left, Phrase::text("walls left")});
    }
    t.counters.push_back({"quiet", -1, quiet_, Phrase::text("turns without progress")});
    return t;
}

} // namespace hatrack::alien
