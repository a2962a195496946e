// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The registry of games: what the setup screen and the command line list, and
// how to start each game and its computer players.
#include "agent.h"
#include "game_state.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace hatrack {

using Options = std::map<std::string, std::string>;

struct OptionSpec {
    std::string name;                // as typed: --option NAME=VALUE
    std::string label;               // as shown on the setup screen
    std::vector<std::string> values; // the first is the default
    std::string help;
    // How the setup screen names each value (fixed texts, translated by their
    // English); empty when the values read well as they are.
    std::vector<std::string> valueLabels;
};

struct GameInfo {
    std::string id;
    std::string title;
    std::string summary;
    std::string players[2]; // who moves first, then second
    std::vector<OptionSpec> options;
    // Its games can be written and read as PDN records (rules/pdn.h).
    bool pdn = false;
};

// A computer player a game offers: its name ("easy") and how to make one.
struct AgentSpec {
    std::string name;
    std::string help; // one line for the setup screen
    std::function<std::unique_ptr<Agent>(std::uint64_t seed)> make;
};

// Everything the registry needs of a game, given once by the game itself.
struct GameRegistration {
    GameInfo info;
    // A fresh game (options complete), or one set up from `fen` when it is not empty.
    std::function<std::unique_ptr<GameState>(const Options& options, const std::string& fen)>
        create;
    // The options a position states (Sorcerer's Apprentice's opts: field), or
    // none; left empty by a game whose positions state no options.
    std::function<Options(const std::string& fen)> positionOptions;
    std::vector<AgentSpec> agents; // besides "random", which every game has
};

const std::vector<GameInfo>& allGames();
// Throws RulesError naming the unknown id and the known ones.
const GameInfo& gameInfo(const std::string& id);
// Fills in defaults; throws RulesError naming an unknown option or value.
Options completeOptions(const GameInfo& game, const Options& given);

// The options a position of game `id` states, or none (empty). Throws
// RulesError for a malformed statement of them.
Options positionOptions(const std::string& id, const std::string& fen);
// The options a game set up from `fen` plays with: those given, then those the
// position states, then the defaults. A position that states an option given
// otherwise is refused when the game is created, naming both.
Options optionsFor(const GameInfo& game, const Options& given, const std::string& fen);

// A fresh game, or one set up from a position (FEN) when `fen` is not empty,
// with optionsFor(options, fen).
std::unique_ptr<GameState> newGame(const std::string& id, const Options& options,
                                   std::uint64_t seed, const std::string& fen = {});

// Computer players: "random" for every game, plus each game's own strengths.
std::vector<std::string> agentNames(const std::string& gameId);
// What a computer player is like, in one line (empty for an unknown name).
std::string agentHelp(const std::string& gameId, const std::string& name);
std::unique_ptr<Agent> newAgent(const std::string& gameId, const std::string& name,
                                std::uint64_t seed);

} // namespace hatrack
