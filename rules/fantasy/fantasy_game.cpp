// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Fantasy RPG Checkers in the registry, and its computer players: expectimax
// over decisions, every saving throw searched as chance, on the evaluation below.
#include "fantasy_game.h"

#include "expectimax.h"
#include "fantasy_state.h"
#include "input_errors.h"

#include <algorithm>

namespace hatrack::fantasy {

namespace {

// How much a character is worth before play, so a computer choosing has a taste.
constexpr double kCharacterValue[kCharacters] = {20, 30, 15, 25, 35, 30};

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

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const FantasyState&>(state);
    double score[2] = {0, 0};
    for (int sq = 0; sq < 32; ++sq) {
        const Cell& c = s.cells()[static_cast<std::size_t>(sq)];
        if (c.owner < 0) continue;
        if (c.illusion) {
            score[c.owner] += 35;
            continue;
        }
        const int advance = c.owner == 0 ? rowOf(sq) : 7 - rowOf(sq);
        double v = c.king ? 165 : 100 + 3.0 * advance;
        if (c.wounded) v *= 0.62;
        if (c.pennies > 0) v += s.character(c.owner) == kFighter ? 30 : 25;
        score[c.owner] += v;
    }
    for (int p = 0; p < 2; ++p) {
        const Side& side = s.side(p);
        if (side.character == kNoCharacter) continue;
        score[p] += kCharacterValue[side.character];
        score[p] += 10.0 * s.level(p);
        if (isSpellcaster(side.character)) score[p] += 16.0 * std::min(side.pennies, 8);
        if (side.character == kThief) {
            score[p] += 20.0 * std::min(side.pennies, 6);
            if (s.ld(p) == 2) score[p] += 120;
        }
        if (side.skip) score[p] -= 45;
    }
    return score[player] - score[1 - player];
}

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
                "Chosen on the board before play (White first), or fixed here.", labels},
               {"white", "White's character", values,
                "Chosen on the board before play (White first), or fixed here.", labels}}};
    r.create = [](const Options& options, const std::string& fen) -> std::unique_ptr<GameState> {
        if (!fen.empty()) return std::make_unique<FantasyState>(FantasyState::fromFen(fen));
        return std::make_unique<FantasyState>(characterOption(options, "black"),
                                              characterOption(options, "white"));
    };
    struct Strength {
        const char* name;
        const char* help;
        ExpectimaxLimits limits;
    };
    static const Strength strengths[] = {
        {"easy", "looks at its own decision only, with a dash of chance", {2, 2'000, 60}},
        {"normal", "looks a few decisions ahead, every die roll averaged", {6, 40'000, 0}},
        {"hard", "looks further ahead than normal, every die roll averaged", {8, 300'000, 0}},
    };
    for (const Strength& st : strengths) {
        const ExpectimaxLimits limits = st.limits;
        r.agents.push_back(
            {st.name, st.help, [limits](std::uint64_t seed) -> std::unique_ptr<Agent> {
                 return std::make_unique<ExpectimaxAgent>(evaluate, limits, seed);
             }});
    }
    return r;
}

} // namespace hatrack::fantasy
