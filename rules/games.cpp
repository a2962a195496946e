#include "games.h"

#include "checkers/checkers_state.h"
#include "checkers/fen.h"
#include "checkers/search.h"

namespace hatrack {

namespace {

struct Strength {
    const char* name;
    checkers::SearchLimits limits;
};

// Node budgets, not clocks, so the same seed plays the same game on any machine.
const Strength kCheckersStrengths[] = {
    {"easy", {3, 20'000, 60}},
    {"normal", {12, 150'000, 0}},
    {"hard", {24, 1'500'000, 0}},
};

} // namespace

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = {
        {"checkers",
         "Checkers",
         "English draughts: 12 men each, compulsory captures, kings move one square.",
         {"Black", "White"},
         {}},
    };
    return games;
}

const GameInfo& gameInfo(const std::string& id) {
    std::string known;
    for (const auto& g : allGames()) {
        if (g.id == id) return g;
        known += (known.empty() ? "" : ", ") + g.id;
    }
    throw RulesError("unknown game '" + id + "' (known games: " + known + ")");
}

Options completeOptions(const GameInfo& game, const Options& given) {
    Options result;
    for (const auto& spec : game.options) result[spec.name] = spec.values.front();
    for (const auto& [name, value] : given) {
        const OptionSpec* spec = nullptr;
        for (const auto& s : game.options)
            if (s.name == name) spec = &s;
        if (!spec)
            throw RulesError("game '" + game.id + "' has no option '" + name + "'" +
                             (game.options.empty() ? " (it has no options)" : ""));
        bool ok = false;
        std::string values;
        for (const auto& v : spec->values) {
            ok |= v == value;
            values += (values.empty() ? "" : "|") + v;
        }
        if (!ok)
            throw RulesError("option '" + name + "' cannot be '" + value + "' (choose " + values +
                             ")");
        result[name] = value;
    }
    return result;
}

std::unique_ptr<GameState> newGame(const std::string& id, const Options& options,
                                   std::uint64_t seed, const std::string& fen) {
    const GameInfo& info = gameInfo(id);
    completeOptions(info, options);
    std::unique_ptr<GameState> state;
    if (id == "checkers")
        state = std::make_unique<checkers::CheckersState>(fen.empty() ? checkers::Position::start()
                                                                      : checkers::parseFen(fen));
    if (!state) throw RulesError("game '" + id + "' is not playable yet");
    state->reseed(seed);
    return state;
}

std::vector<std::string> agentNames(const std::string& gameId) {
    gameInfo(gameId);
    std::vector<std::string> names{"random"};
    if (gameId == "checkers")
        for (const auto& s : kCheckersStrengths) names.push_back(s.name);
    return names;
}

std::unique_ptr<Agent> newAgent(const std::string& gameId, const std::string& name,
                                std::uint64_t seed) {
    if (name == "random") return std::make_unique<RandomAgent>(seed);
    if (gameId == "checkers")
        for (const auto& s : kCheckersStrengths)
            if (name == s.name) return std::make_unique<checkers::CheckersAgent>(s.limits, seed);
    std::string known;
    for (const auto& n : agentNames(gameId)) known += (known.empty() ? "" : ", ") + n;
    throw RulesError("unknown player '" + name + "' for " + gameId + " (choose " + known + ")");
}

} // namespace hatrack
