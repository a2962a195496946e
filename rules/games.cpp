#include "games.h"

#include "checkers/checkers_state.h"
#include "checkers/fen.h"
#include "checkers/search.h"
#include "expectimax.h"
#include "sorcerer/sorcerer_eval.h"
#include "sorcerer/sorcerer_state.h"

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

const ExpectimaxLimits kSorcererStrengths[] = {{1, 5'000, 40}, {2, 6'000, 0}, {6, 120'000, 0}};
const char* kStrengthNames[] = {"easy", "normal", "hard"};

const std::vector<std::string> kOnOff = {"off", "on"};

sorcerer::Rules sorcererRules(const Options& o) {
    sorcerer::Rules r;
    const std::string& d = o.at("draft");
    r.draft = d == "mixed"      ? sorcerer::Draft::Mixed
              : d == "select"   ? sorcerer::Draft::Select
              : d == "contrary" ? sorcerer::Draft::Contrary
                                : sorcerer::Draft::None;
    r.manyHats = o.at("many-hats") == "on";
    r.secondHand = o.at("second-hand") == "on";
    r.forBlood = o.at("for-blood") == "on";
    r.combo = o.at("combo") == "on";
    return r;
}

} // namespace

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = {
        {"checkers",
         "Checkers",
         "English draughts: 12 men each, compulsory captures, kings move one square.",
         {"Black", "White"},
         {}},
        {"sorcerers-apprentice",
         "Sorcerer's Apprentice",
         "Checkers with magic hats: capture to draw hats from the bag, then wear their powers.",
         {"Black", "White"},
         {
             {"draft",
              "Hat draft",
              {"none", "mixed", "select", "contrary"},
              "Pick hats before play: mixed fills the bag, select gives each player a pool to "
              "choose from on capture, contrary lets the opponent choose from it."},
             {"many-hats", "Wearing Many Hats", kOnOff,
              "A piece may wear several hats, added evenly across your pieces."},
             {"second-hand", "Second-Hand Hats", kOnOff,
              "Capturing a hatted piece moves its hats into your rack (Venom excepted)."},
             {"for-blood", "Playing for Blood", kOnOff,
              "Most pieces left wins; hats in the rack only break ties."},
             {"combo", "Triple Hat Combo Bonus", kOnOff,
              "Trade three hats from your rack to bring back two men or take two hats."},
         }},
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
    if (id == "sorcerers-apprentice") {
        const auto rules = sorcererRules(completeOptions(info, options));
        state = std::make_unique<sorcerer::SorcererState>(
            fen.empty() ? sorcerer::SorcererState(rules)
                        : sorcerer::SorcererState::fromFen(fen, rules));
    }
    if (!state) throw RulesError("game '" + id + "' is not playable yet");
    state->reseed(seed);
    return state;
}

std::vector<std::string> agentNames(const std::string& gameId) {
    gameInfo(gameId);
    std::vector<std::string> names{"random"};
    if (gameId == "checkers")
        for (const auto& s : kCheckersStrengths) names.push_back(s.name);
    if (gameId == "sorcerers-apprentice")
        for (const char* n : kStrengthNames) names.push_back(n);
    return names;
}

std::unique_ptr<Agent> newAgent(const std::string& gameId, const std::string& name,
                                std::uint64_t seed) {
    if (name == "random") return std::make_unique<RandomAgent>(seed);
    if (gameId == "checkers")
        for (const auto& s : kCheckersStrengths)
            if (name == s.name) return std::make_unique<checkers::CheckersAgent>(s.limits, seed);
    if (gameId == "sorcerers-apprentice")
        for (int i = 0; i < 3; ++i)
            if (name == kStrengthNames[i])
                return std::make_unique<ExpectimaxAgent>(sorcerer::evaluate, kSorcererStrengths[i],
                                                         seed);
    std::string known;
    for (const auto& n : agentNames(gameId)) known += (known.empty() ? "" : ", ") + n;
    throw RulesError("unknown player '" + name + "' for " + gameId + " (choose " + known + ")");
}

} // namespace hatrack
