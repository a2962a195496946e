// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers in the registry: the planets option, how to start it, and
// its computer players: expectimax over decisions (card draws averaged by
// their odds) with the opponent's planet left undealt, so that the search
// averages over every planet the opponent may hold (deal_average.h), and the
// evaluation of alien_eval.cpp.
#include "alien_game.h"

#include "alien_state.h"
#include "deal_average.h"
#include "expectimax.h"

#include <algorithm>

namespace hatrack::alien {

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
        Evaluator eval;
        // Whether the planets the opponent may hold are weighed by the cards
        // they chose (AlienState::planetWeight), not taken as equally likely.
        bool weighPlays = false;
    };
    // Spaced by games against the level below (README, The ladder). The keen
    // evaluation is worth more than depth (at four decisions it beat the sharp
    // one at six), so only expert has it.
    static const Strength strengths[] = {
        {"easy",
         "looks two decisions ahead, its move and card, with a dash of chance",
         {2, 10'000, 60},
         evaluate},
        {"normal",
         "looks four decisions ahead, skipping lines it already sees are worse, with card "
         "draws and the planets the opponent may hold averaged",
         {4, 40'000, 0, true},
         evaluateSharp},
        {"hard",
         "looks six decisions ahead, skipping lines it already sees are worse, with card "
         "draws and the planets the opponent may hold averaged",
         {6, 150'000, 0, true},
         evaluateSharp},
        {"expert",
         "looks seven decisions ahead, to the end of the opponent's turn, sees the captures "
         "waiting at the end, watches the Snookle and the Monolith, sees when a blocked square "
         "or two would leave a side without a move, and reads the opponent's likely planet "
         "from the cards they take",
         {10, 800'000, 0, true},
         evaluateKeen,
         true},
    };
    for (const Strength& s : strengths) {
        const ExpectimaxLimits limits = s.limits;
        const Evaluator eval = s.eval;
        const bool weigh = s.weighPlays;
        r.agents.push_back(
            {s.name, s.help, [limits, eval, weigh](std::uint64_t seed) -> std::unique_ptr<Agent> {
                 return std::make_unique<DealAverageAgent>(
                     std::make_unique<ExpectimaxAgent>(eval, limits, seed, strongFirst, searchKey),
                     [weigh](const GameState& view, int player) -> std::unique_ptr<GameState> {
                         return static_cast<const AlienState&>(view).undealtFor(player, weigh);
                     });
             }});
    }
    return r;
}

} // namespace hatrack::alien
