// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the computer players judge an Alien Checkers position: material and
// crowns, and the planets. A planet whose goal can be met in its holder's
// coming turn weighs like a large part of the game. A planet the search has
// not dealt (AlienState::undealtFor) counts as the average over the planets
// its holder may hold, so the computer defends against each of them.
// evaluateKeen (expert) adds what decides most games between good
// players: the Snookle's ride to Pluto, a Monolith push for Neptune, and room
// to move, since a side left without a move loses.
#include "alien_game.h"
#include "alien_state.h"

#include "checkers/material.h"

#include <algorithm>
#include <array>

namespace hatrack::alien {

namespace {

// A pawn and a king weigh as in every checkers game; an emperor, which slides
// any distance and is one of the five crowns that win, more than a king.
constexpr double kEmperorExtra = 95;
constexpr double kHeightValue[] = {0, checkers::kManValue, checkers::kKingValue,
                                   checkers::kKingValue + kEmperorExtra};
// A goal met for certain in the holder's coming turn: the game, as far as a
// static value can say so (a won game is worth far more in the search). Large
// enough that a player far ahead still defends against a planet of which the
// opponent holds only one chance in eight.
constexpr double kGoalInReach = 5000;
constexpr double kProgress = 250;
// A player left without a move on their turn loses: few moves are a danger.
constexpr double kFewMoves[] = {900, 300, 120, 40};
// Room to move, for the keen evaluation: the same danger seen from further off.
constexpr double kPerMove = 6;
// For the keen evaluation: a player whom one card or one push could leave
// without a move (most games hard wins against expert end so), or two.
constexpr double kBlockedBy[] = {0, 250, 80, 0};

// Pluto: `p`'s checker that carries the Snookle, or -1.
int snookleCarrier(const AlienState& s, int p) {
    const int q = s.snookle();
    return q >= 0 && s.at(q).owner == p ? q : -1;
}

bool onEnemyHomeRow(const AlienState& s, int p) {
    for (int q = 0; q < 32; ++q)
        if (s.at(q).owner == p && s.onHomeRow(1 - p, q)) return true;
    return false;
}

// Whether the Snookle's carrier can step onto the opponent's home row: the
// Snookle lets it go backward too, so every direction counts.
bool carrierStepsHome(const AlienState& s, int p, int from) {
    for (int d = 0; d < 4; ++d) {
        const int to = checkers::neighbour(from, d);
        if (to < 0 || !s.onHomeRow(1 - p, to)) continue;
        const Square& x = s.at(to);
        const bool free = x.owner < 0 && x.fire < 0 && to != s.monolith() &&
                          (x.water < 0 || s.at(from).height > 1);
        if (free && !s.blocked(from, to, p)) return true;
    }
    return false;
}

// Neptune: whether a slide of the Monolith (up to three squares along one
// diagonal) would push one of `victim`'s checkers off the board, against a
// wall, into fire, or a pawn into water. The push is followed along the line,
// checkers shoving the ones ahead of them, as AlienState::slideMonolith does.
bool monolithThreat(const AlienState& s, int victim) {
    const int m = s.monolith();
    if (m < 0) return false;
    for (int d = 0; d < 4; ++d) {
        std::array<int, 8> line{};
        int n = 0;
        for (int q = m; q >= 0; q = checkers::neighbour(q, d)) line[n++] = q;
        std::array<Square, 8> sq{};
        for (int i = 0; i < n; ++i) sq[i] = s.at(line[i]);
        // A checker at i is lost when shoved (from i to i + 1) where it may not go.
        bool lost = false;
        const auto push = [&](auto&& self, int i) -> void {
            const bool stop = i + 1 >= n || s.blocked(line[i], line[i + 1], -1);
            if (!stop && sq[i + 1].owner >= 0) self(self, i + 1);
            const bool ahead =
                !stop && (sq[i + 1].fire >= 0 || (sq[i + 1].water >= 0 && sq[i].height == 1));
            if (stop || ahead) {
                lost = lost || sq[i].owner == victim;
                sq[i].owner = -1;
            } else {
                sq[i + 1].owner = sq[i].owner;
                sq[i + 1].height = sq[i].height;
                sq[i].owner = -1;
            }
        };
        for (int i = 1; i <= 3 && i < n && !lost; ++i) {
            sq[i].fire = sq[i].water = -1; // the Monolith clears what it enters
            if (sq[i].owner >= 0) push(push, i);
        }
        if (lost) return true;
    }
    return false;
}

// How far a planet's goal is along, 0 to 1.
double progress(const AlienState& s, int p, int planet, bool keen) {
    switch (planet) {
    case kVenus:
        return s.fireCount() / 3.0;
    case kEarth:
        return s.waterCount() / 3.0;
    case kMars:
        return s.took(p) / 8.0;
    case kSaturn:
        return s.ringsOf(p) / 3.0;
    case kJupiter: {
        int n = 0;
        for (int q = 0; q < 32; ++q) n += s.at(q).owner == p && s.at(q).height == 3;
        return n / 2.0;
    }
    case kUranus:
        return s.quarterTurns() % 2 == 1 && s.checkersOf(p) > s.checkersOf(1 - p) ? 0.6 : 0;
    case kPluto:
        if (!keen) return 0;
        return snookleCarrier(s, p) >= 0 ? 0.5 : onEnemyHomeRow(s, p) ? 0.4 : 0;
    default:
        return 0;
    }
}

// The chance that `p` gets to play a card of `kind` in the turn now going on,
// if it is theirs, or else in their next one: the face-up cards first, then a
// draw from the pile.
double cardOdds(const AlienState& s, int p, int kind) {
    int up = s.faceUpCount(kind);
    // The card being played goes to the discards, not to the next player.
    if (s.phase() == Phase::Effect && s.effectCard() == kind) --up;
    const int pile = s.pileCount(-1);
    const double drawn = pile > 0 ? static_cast<double>(s.pileCount(kind)) / pile : 0;
    if (s.toMove() == p) {
        if (s.phase() == Phase::Effect) return s.effectCard() == kind ? 1 : 0;
        if (up > 0) return 1;
        return s.phase() == Phase::Choose ? 0 : drawn;
    }
    // The other player chooses first and may take it.
    return std::min(1.0, (up >= 2 ? 1.0 : up == 1 ? 0.5 : 0.0) + drawn);
}

// The chance that `p` ends their coming turn with the Snookle on one of their
// checkers standing on the opponent's home row.
double plutoOdds(const AlienState& s, int p) {
    const int carrier = snookleCarrier(s, p);
    if (carrier >= 0 && carrierStepsHome(s, p, carrier)) {
        // On their own turn, once the move is made, only the cards can still do it.
        const bool moved = s.toMove() == p && s.phase() != Phase::Move;
        return moved ? 0.3 : 0.8;
    }
    return onEnemyHomeRow(s, p) ? cardOdds(s, p, kSnookle) : 0;
}

// The chance that `p`, holding `planet`, meets its goal as their coming turn ends.
double goalOdds(const AlienState& s, int p, int planet, bool keen) {
    if (s.goalMet(p, planet)) return 1;
    if (keen && planet == kNeptune) return monolithThreat(s, 1 - p) ? cardOdds(s, p, kMonolith) : 0;
    if (keen && planet == kPluto) return plutoOdds(s, p);
    switch (planet) {
    case kVenus:
        return s.fireCount() == 2 ? cardOdds(s, p, kFire) : 0;
    case kEarth:
        return s.waterCount() == 2 ? cardOdds(s, p, kWater) : 0;
    case kSaturn:
        return s.ringsOf(p) == 2 ? cardOdds(s, p, kRings) : 0;
    case kMars:
        return s.took(p) == 7 && s.tallestCapturable(1 - p) > 0 ? 1 : 0;
    case kUranus:
        return s.quarterTurns() % 2 == 0 && s.checkersOf(p) > s.checkersOf(1 - p)
                   ? cardOdds(s, p, kRotate)
                   : 0;
    case kJupiter: {
        int emperors = 0, kings = 0;
        for (int q = 0; q < 32; ++q) {
            emperors += s.at(q).owner == p && s.at(q).height == 3;
            kings += s.at(q).owner == p && s.at(q).height == 2;
        }
        return emperors == 1 && kings > 0 && s.captured(p) > 0 ? cardOdds(s, p, kCoronation) : 0;
    }
    default:
        return 0;
    }
}

// The chance that `p` reaches five kings and emperors in their coming turn by
// a quarter turn of the board that crowns their pawns at once.
double fiveKingsOdds(const AlienState& s, int p) {
    const int k = s.kingsAndEmperors(p), spare = s.captured(p);
    if (k + spare < 5) return 0;
    for (int dir : {1, -1})
        if (k + std::min(spare, s.readyAfterTurn(p, dir)) >= 5) return cardOdds(s, p, kRotate);
    return 0;
}

double planetScore(const AlienState& s, int p, int planet, bool keen) {
    return kProgress * std::min(1.0, progress(s, p, planet, keen)) +
           kGoalInReach * goalOdds(s, p, planet, keen);
}

// The player's planet, or the average over those they may hold while it is
// undealt, each by how likely it is (AlienState::planetWeight).
double planetsScore(const AlienState& s, int p, bool keen) {
    if (s.planet(p) >= 0) return planetScore(s, p, s.planet(p), keen);
    double total = 0;
    int n = 0;
    for (int q = 0; q < kPlanets; ++q)
        if (const int w = s.planetWeight(p, 1 - p, q)) {
            total += w * planetScore(s, p, q, keen);
            n += w;
        }
    return n > 0 ? total / n : 0;
}

double judge(const AlienState& s, int player, bool keen) {
    double score[2] = {0, 0};
    for (int q = 0; q < 32; ++q) {
        const Square& x = s.at(q);
        if (x.owner < 0) continue;
        double v = kHeightValue[x.height];
        if (x.height == 1) {
            if (s.isReady(q)) v += 40;
            // Nearer the far row is nearer a crown.
            const auto [fr, fc] = s.forward(x.owner);
            const int row = rowOf(q), col = colOf(q);
            const int along = fr != 0 ? (fr > 0 ? row : 7 - row) : (fc > 0 ? col : 7 - col);
            v += 4.0 * along;
        }
        if (x.ring >= 0) v += 30;
        if (q == s.hippo()) v -= 0.4 * kHeightValue[x.height];
        if (q == s.snookle() && x.height == 1) v += 20;
        score[x.owner] += v;
    }
    for (int p = 0; p < 2; ++p) {
        const int k = s.kingsAndEmperors(p);
        // Five kings and emperors win: the fourth is one crown from it.
        if (k >= 3) score[p] += k >= 4 ? 600 : 60;
        score[p] += kGoalInReach * fiveKingsOdds(s, p);
        if (s.planetsOn()) score[p] += planetsScore(s, p, keen);
        const auto [moves, cut] = s.mobility(p, keen);
        if (moves < 4) score[p] -= kFewMoves[moves];
        if (keen) score[p] += kPerMove * std::min(moves, 10) - kBlockedBy[cut];
    }
    return score[player] - score[1 - player];
}

// The checker the player to move next could take at once, for them.
double captureThreat(const AlienState& s, int player) {
    // Within a turn the cards come before the other player's move.
    const int next = s.phase() == Phase::Move ? s.toMove() : 1 - s.toMove();
    const double threat = 0.7 * kHeightValue[s.tallestCapturable(1 - next)];
    return player == next ? threat : -threat;
}

} // namespace

double evaluate(const GameState& state, int player) {
    return judge(static_cast<const AlienState&>(state), player, false);
}

double evaluateSharp(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
    return judge(s, player, false) + captureThreat(s, player);
}

double evaluateKeen(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
    return judge(s, player, true) + captureThreat(s, player);
}

std::uint64_t searchKey(const GameState& state) {
    return static_cast<const AlienState&>(state).searchKey();
}

void strongFirst(const GameState&, std::vector<Action>& actions) {
    // Captures and the cards that add to the board's strength most often
    // refute the rest; the order among the others is kept.
    const auto rank = [](const Action& a) {
        if (a.kind == kHop) return a.c >= 0 ? 0 : 3;
        if (a.kind == kMakeEmperor || a.kind == kRevivePawn) return 1;
        return a.kind == kRemove || a.kind == kSlide ? 2 : 3;
    };
    std::stable_sort(actions.begin(), actions.end(),
                     [&](const Action& x, const Action& y) { return rank(x) < rank(y); });
}

} // namespace hatrack::alien
