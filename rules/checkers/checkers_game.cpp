// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// English checkers in the registry: its description, how to start it and its
// computer players.
#include "checkers_game.h"

#include "checkers_state.h"
#include "fen.h"
#include "search.h"

namespace hatrack::checkers {

GameRegistration registration() {
    // Node budgets, not clocks, so the same seed plays the same game on any machine.
    struct Strength {
        const char* name;
        const char* help;
        SearchLimits limits;
    };
    static const Strength strengths[] = {
        {"easy", "looks a few moves ahead and often picks a weaker move", {3, 20'000, 60}},
        {"normal", "a solid club player that reads tactics well", {12, 150'000, 0}},
        {"hard", "looks at ten times as many positions as normal", {24, 1'500'000, 0}},
        // Four pieces: the database is made once per process, before the
        // expert's first search (about 3 s of processor time, 17 MB).
        {"expert",
         "plays the masters' openings, judges positions with a network trained on its own games, "
         "looks at more than twice as many as hard and knows every ending of four pieces",
         // Managed about 5,800,000 nodes: a move whose choice settles early
         // stops sooner (about 3,200,000 nodes a move on average), one whose
         // choice is unsettled may go on to twice the budget.
         {.maxDepth = 40,
          .nodeBudget = 5'800'000,
          .endgamePieces = 4,
          .openingBook = true,
          .learnedEval = true,
          .selective = true,
          .managed = true}},
    };
    GameRegistration r;
    r.info = {"checkers",
              "Checkers",
              "English draughts: 12 men each, compulsory captures, kings move one square.",
              {"Black", "White"},
              {}};
    r.info.pdn = true;
    r.create = [](const Options&, const std::string& fen) -> std::unique_ptr<GameState> {
        return std::make_unique<CheckersState>(fen.empty() ? Position::start() : parseFen(fen));
    };
    for (const Strength& s : strengths) {
        const SearchLimits limits = s.limits;
        r.agents.push_back({s.name, s.help, [limits](std::uint64_t seed) -> std::unique_ptr<Agent> {
                                return std::make_unique<CheckersAgent>(limits, seed);
                            }});
    }
    return r;
}

} // namespace hatrack::checkers
