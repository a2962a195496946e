// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fantasy RPG Checkers in the registry, and its computer players: expectimax
// over decisions, every saving throw searched as chance, on the evaluation below.
#include "fantasy_game.h"

#include "expectimax_levels.h"
#include "fantasy_eval.h"
#include "fantasy_state.h"
#include "input_errors.h"

namespace hatrack::fantasy {

namespace {

int characterOption(const Options& options, const std::string& name) {
    const auto it = options.find(name);
    if (it == options.end() || it->second == "choose") return kNoCharacter;
    const int c = characterFromId(it->second);
    if (c == kNoCharacter)
        throw RulesError("option-value", "option '%1' cannot be '%2'",
                         {quotedInput(name), quotedInput(it->second)});
    return c;
}

} // namespace

GameRegistration registration() {
    GameRegistration r;
    const std::vector<std::string> values{"choose", "ranger",  "cleric", "bard",
                                          "thief",  "fighter", "mage"};
    std::vector<std::string> labels{"Choose on the board"};
    for (int c = 0; c < kCharacters; ++c) labels.push_back(characterTitle(c));
    r.info = {"fantasy-rpg-checkers",
              "Fantasy RPG Checkers",
              "Checkers with a character each: wounds, saving throws, levels, spells and powers.",
              {"Black", "White"},
              {{"black", "Black's character", values,
                "Chosen on the board before play, White choosing first, or fixed here.", labels},
               {"white", "White's character", values,
                "Chosen on the board before play, White choosing first, or fixed here.", labels}}};
    r.create = [](const Options& options, const std::string& fen) -> std::unique_ptr<GameState> {
        if (!fen.empty()) return std::make_unique<FantasyState>(FantasyState::fromFen(fen));
        return std::make_unique<FantasyState>(characterOption(options, "black"),
                                              characterOption(options, "white"));
    };
    // Budgets in nodes; each help line says the depth its budget completes
    // from the start (README.md, Benchmarks).
    r.agents = expectimaxAgents(
        {
            {"easy", "looks two decisions ahead, with a dash of chance", {2, 2'000, 60}},
            {"normal", "looks five decisions ahead, every die roll averaged", {6, 40'000, 0}},
            {"hard",
             "looks about twelve decisions ahead, skipping lines it already sees are worse",
             {20, 300'000, 0, true, true, true}},
            {"expert",
             "looks about thirteen decisions ahead, searching four times as many positions as "
             "the hard level, skipping lines it already sees are worse",
             {20, 1'200'000, 0, true, true, true}},
        },
        evaluate, capturesFirst, searchKey);
    return r;
}

} // namespace hatrack::fantasy
