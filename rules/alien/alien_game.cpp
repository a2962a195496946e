// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers in the registry: the planets option, how to start it, and
// its computer players: expectimax over decisions (card draws averaged by
// their odds) on a deal of what the player cannot see, with the evaluation below.
#include "alien_game.h"

#include "alien_state.h"
#include "expectimax.h"

#include <algorithm>

namespace hatrack::alien {

namespace {

// How far a planet's goal is along, 0 to 1, as the player who holds it sees it.
double planetProgress(const AlienState& s, int p) {
    switch (s.planet(p)) {
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

} // namespace

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
    double score[2] = {0, 0};
    for (int q = 0; q < 32; ++q) {
        const Square& x = s.at(q);
        if (x.owner < 0) continue;
        static const double value[] = {0, 100, 170, 240};
        double v = value[x.height];
        if (x.height == 1) {
            if (s.isReady(q)) v += 40;
            // Nearer the far row is nearer a crown.
            const auto [fr, fc] = s.forward(x.owner);
            const int row = q / 4, col = (row % 2 == 0) ? 2 * (q % 4) + 1 : 2 * (q % 4);
            const int along = fr != 0 ? (fr > 0 ? row : 7 - row) : (fc > 0 ? col : 7 - col);
            v += 4.0 * along;
        }
        if (x.ring >= 0) v += 30;
        if (q == s.hippo()) v -= 0.4 * value[x.height];
        if (q == s.snookle() && x.height == 1) v += 20;
        score[x.owner] += v;
    }
    for (int p = 0; p < 2; ++p) {
        const int k = s.kingsAndEmperors(p);
        if (k >= 3) score[p] += 60.0 * (k - 2);
        if (s.planetsOn()) score[p] += 250.0 * std::min(1.0, planetProgress(s, p));
    }
    return score[player] - score[1 - player];
}

double evaluateSharp(const GameState& state, int player) {
    const auto& s = static_cast<const AlienState&>(state);
    static const double value[] = {0, 100, 170, 240};
    // Within a turn the cards come before the other player's move.
    const int next = s.phase() == Phase::Move ? s.toMove() : 1 - s.toMove();
    const double threat = 0.7 * value[s.tallestCapturable(1 - next)];
    return evaluate(state, player) + (player == next ? threat : -threat);
}

GameRegistration registration() {
    GameRegistration r;
    r.info = {"alien-checkers",
              "Alien Checkers",
              "Checkers with a deck of alien cards: walls, fire, water, the Monolith, a turning "
              "board, emperors and a secret planet each.",
              {"Black", "White"},
              {{"planets",
                "Secret planets",
                {"on", "off"},
                "Each player is dealt a secret planet: a second way to win.",
                {"On", "Off"}}}};
    r.create = [](const Options& o, const std::string& fen) -> std::unique_ptr<GameState> {
        const bool planets = o.at("planets") == "on";
        return std::make_unique<AlienState>(fen.empty() ? AlienState(planets)
                                                        : AlienState::fromFen(fen, planets));
    };
    struct Strength {
        const char* name;
        const char* help;
        ExpectimaxLimits limits;
    };
    static const Strength strengths[] = {
        {"easy", "looks at its own decision only, with a dash of chance", {1, 2'000, 80}},
        {"normal", "looks five decisions ahead, card draws averaged", {5, 150'000, 0}},
        {"hard",
         "looks seven decisions ahead and sees the captures waiting at the end",
         {7, 400'000, 0, true}},
    };
    for (const Strength& s : strengths) {
        const ExpectimaxLimits limits = s.limits;
        const Evaluator eval = std::string(s.name) == "hard" ? evaluateSharp : evaluate;
        r.agents.push_back(
            {s.name, s.help, [limits, eval](std::uint64_t seed) -> std::unique_ptr<Agent> {
                 return std::make_unique<ExpectimaxAgent>(eval, limits, seed);
             }});
    }
    return r;
}

} // namespace hatrack::alien
