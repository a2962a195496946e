// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "games.h"

#include "alien/alien_game.h"
#include "checkers/checkers_game.h"
#include "fantasy/fantasy_game.h"
#include "input_errors.h"
#include "pawns/pawns_game.h"
#include "sorcerer/sorcerer_game.h"

namespace hatrack {

namespace {

// Every game, once. A new game adds one line here and its own registration.
const std::vector<GameRegistration>& registry() {
    static const std::vector<GameRegistration> games = {
        checkers::registration(), sorcerer::registration(), pawns::registration(),
        fantasy::registration(),  alien::registration(),
    };
    return games;
}

const GameRegistration& registered(const std::string& id) {
    std::string known;
    for (const auto& g : registry()) {
        if (g.info.id == id) return g;
        known += (known.empty() ? "" : ", ") + g.info.id;
    }
    throw RulesError("unknown-game", "unknown game '%1' (known games: %2)",
                     {quotedInput(id), Phrase::verbatim(known)});
}

} // namespace

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = [] {
        std::vector<GameInfo> out;
        for (const auto& g : registry()) out.push_back(g.info);
        return out;
    }();
    return games;
}

const GameInfo& gameInfo(const std::string& id) {
    return registered(id).info;
}

Options completeOptions(const GameInfo& game, const Options& given) {
    Options result;
    for (const auto& spec : game.options) result[spec.name] = spec.values.front();
    for (const auto& [name, value] : given) {
        const OptionSpec* spec = nullptr;
        for (const auto& s : game.options)
            if (s.name == name) spec = &s;
        if (!spec)
            throw game.options.empty()
                ? RulesError("no-options", "game '%1' has no option '%2' (it has no options)",
                             {Phrase::verbatim(game.id), quotedInput(name)})
                : RulesError("no-such-option", "game '%1' has no option '%2'",
                             {Phrase::verbatim(game.id), quotedInput(name)});
        bool ok = false;
        std::string values;
        for (const auto& v : spec->values) {
            ok |= v == value;
            values += (values.empty() ? "" : "|") + v;
        }
        if (!ok)
            throw RulesError("option-value-choose", "option '%1' cannot be '%2' (choose %3)",
                             {quotedInput(name), quotedInput(value), Phrase::verbatim(values)});
        result[name] = value;
    }
    return result;
}

Options positionOptions(const std::string& id, const std::string& fen) {
    const GameRegistration& game = registered(id);
    if (fen.empty() || !game.positionOptions) return {};
    return game.positionOptions(fen);
}

Options optionsFor(const GameInfo& game, const Options& given, const std::string& fen) {
    Options options = given;
    for (const auto& [name, value] : positionOptions(game.id, fen)) options.emplace(name, value);
    return completeOptions(game, options);
}

std::unique_ptr<GameState> newGame(const std::string& id, const Options& options,
                                   std::uint64_t seed, const std::string& fen) {
    const GameRegistration& game = registered(id);
    auto state = game.create(optionsFor(game.info, options, fen), fen);
    state->reseed(seed);
    return state;
}

std::vector<std::string> agentNames(const std::string& gameId) {
    std::vector<std::string> names{"random"};
    for (const auto& a : registered(gameId).agents) names.push_back(a.name);
    return names;
}

std::string agentHelp(const std::string& gameId, const std::string& name) {
    if (name == "random") return "plays any legal move at random";
    for (const auto& a : registered(gameId).agents)
        if (a.name == name) return a.help;
    return {};
}

std::unique_ptr<Agent> newAgent(const std::string& gameId, const std::string& name,
                                std::uint64_t seed) {
    if (name == "random") return std::make_unique<RandomAgent>(seed);
    for (const auto& a : registered(gameId).agents)
        if (a.name == name) return a.make(seed);
    std::string known;
    for (const auto& n : agentNames(gameId)) known += (known.empty() ? "" : ", ") + n;
    throw RulesError("unknown-agent", "unknown player '%1' for %2 (choose %3)",
                     {quotedInput(name), Phrase::verbatim(gameId), Phrase::verbatim(known)});
}

} // namespace hatrack
