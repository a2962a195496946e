// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Pawns in Hats in the registry, and its computer players: expectimax over
// decisions with the die as chance, on the evaluation in pawns_eval.cpp.
#include "pawns_game.h"

#include "expectimax_levels.h"
#include "pawns_eval.h"
#include "pawns_state.h"

namespace hatrack::pawns {

GameRegistration registration() {
    GameRegistration r;
    r.info = {"pawns-in-hats",
              "Pawns in Hats",
              "Chess from pawns: pick up unknown hats, roll to see what they make you, wear them.",
              {"White", "Black"},
              {}};
    r.create = [](const Options&, const std::string& fen) -> std::unique_ptr<GameState> {
        return std::make_unique<PawnsState>(fen.empty() ? PawnsState() : PawnsState::fromFen(fen));
    };
    // Budgets in nodes; each help line says the depth its budget completes
    // from the start (README.md, Benchmarks).
    r.agents = expectimaxAgents(
        {
            {"easy",
             "looks about eight decisions ahead, with a dash of chance",
             {16, 10'000, 20, true, true},
             evaluateHard},
            {"normal",
             "looks about ten decisions ahead, die rolls averaged",
             {16, 60'000, 0, true, true},
             evaluateHard},
            {"hard",
             "looks about eleven decisions ahead, skipping lines it already sees are worse",
             {16, 500'000, 0, true, true},
             evaluateHard},
            {"expert",
             "looks about twelve decisions ahead, then follows every capture to its end, and keeps "
             "a piece that can still catch the last enemy pawns",
             {16, 4'000'000, 0, true, true, false, 8},
             evaluateExpert},
        },
        evaluate, capturesFirst, searchKey, noisyOnly);
    return r;
}

} // namespace hatrack::pawns
