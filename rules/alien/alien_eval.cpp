// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the computer players judge an Alien Checkers position: material and
// crowns, and the planets. A planet whose goal can be met in its holder's
// coming turn weighs like a large part of the game. A planet the search has
// not dealt (AlienState::undealtFor) counts as the average over the planets
// its holder may hold, so the computer defends against each of them.
#include "alien_game.h"
#include "alien_state.h"

#include "checkers/material.h"

#include <algorithm>

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

// How far a planet's goal is along, 0 to 1.
double progress(const AlienState& s, int p, int planet) {
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

// The chance that `p`, holding `planet`, meets its goal as their coming turn ends.
double goalOdds(const AlienState& s, int p, int planet) {
    if (s.goalMet(p, planet)) return 1;
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

double planetScore(const AlienState& s, int p, int planet) {
    return kProgress * std::min(1.0, progress(s, p, planet)) +
           kGoalInReach * goalOdds(s, p, planet);
}

// The player's planet, or the average over those they may hold while it is undealt.
double planetsScore(const AlienState& s, int p) {
    if (s.planet(p) >= 0) return planetScore(s, p, s.planet(p));
    const unsigned may = s.plausiblePlanets(p, 1 - p);
    double total = 0;
    int n = 0;
    for (int q = 0; q < kPlanets; ++q)
        if (may >> q & 1) {
            total += planetScore(s, p, q);
            ++n;
        }
    return n > 0 ? total / n : 0;
}

} // namespace

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
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
        if (s.planetsOn()) score[p] += planetsScore(s, p);
        const int moves = s.movesOf(p);
        if (moves < 4) score[p] -= kFewMoves[moves];
    }
    return score[player] - score[1 - player];
}

double evaluateSharp(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
    // Within a turn the cards come before the other player's move.
    const int next = s.phase() == Phase::Move ? s.toMove() : 1 - s.toMove();
    const double threat = 0.7 * kHeightValue[s.tallestCapturable(1 - next)];
    return evaluate(state, player) + (player == next ? threat : -threat);
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
