// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's runs: checking a configuration, playing its games on
// threads, and rebuilding them as matches, saved games and PDN. The figures
// are in lab_stats.cpp, the JSON and CSV in lab_export.cpp.
#include "lab.h"

#include "input_errors.h"
#include "pdn.h"
#include "savegame.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace hatrack {

namespace {

constexpr int kMaxVariants = 4;

// A variant's games take their seeds one after another from a generator of
// the variant's own. Variant 0's is the run's seed itself, the generator
// selfplay() draws from: a run of one variant plays the very games
// `hatrack-cli selfplay` plays with the same seed and players.
Rng seedsOf(std::uint64_t seed, int variant) {
    return Rng(seed ^ (static_cast<std::uint64_t>(variant) * 0xD1B54A32D192ED03ULL));
}

std::uint64_t gameSeed(const LabConfig& config, int variant, int index) {
    Rng seeds = seedsOf(config.seed, variant);
    std::uint64_t seed = 0;
    for (int i = 0; i <= index; ++i) seed = seeds.next();
    return seed;
}

// A sentence without an id, known by its words: "40-moves-each-without-...".
std::string endingId(const Phrase& why) {
    if (!why.id.empty()) return why.id;
    std::string id;
    for (const char c : why.english) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            id += static_cast<char>(std::tolower(u));
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    return id.empty() ? "unknown" : id;
}

// A game's feature tags summed by feature and seat.
class FeatureTally {
  public:
    void add(const std::vector<FeatureTag>& tags) {
        for (const FeatureTag& tag : tags) {
            auto [it, fresh] = entries_.try_emplace({tag.id, tag.seat});
            if (fresh) it->second.label = tag.label;
            it->second.times += tag.times;
        }
    }
    std::vector<LabGame::Use> uses() const {
        std::vector<LabGame::Use> out;
        for (const auto& [key, entry] : entries_)
            out.push_back({key.first, key.second, entry.times, entry.label});
        return out;
    }

  private:
    struct Entry {
        int times = 0;
        Phrase label;
    };
    std::map<std::pair<std::string, int>, Entry> entries_;
};

// Plays one game; nothing when `stop` is set before it ends.
std::optional<LabGame> playGame(const LabConfig& config, int variant, int index, std::uint64_t seed,
                                const std::atomic<bool>* stop) {
    LabGame game;
    game.variant = variant;
    game.index = index;
    game.seed = seed;
    game.options = completeOptions(gameInfo(config.gameId),
                                   config.variants[static_cast<std::size_t>(variant)].options);
    game.aSide = index % 2; // A goes first in even games, as in selfplay()
    Match match(config.gameId, game.options, seed);
    std::unique_ptr<Agent> agents[2];
    agents[game.aSide] = newAgent(config.gameId, config.playerA, seed ^ 0x1111);
    agents[1 - game.aSide] = newAgent(config.gameId, config.playerB, seed ^ 0x2222);

    // The tags of each decision and chance outcome are asked of the state
    // before it, which a second state, one step behind the match, keeps.
    auto before = newGame(config.gameId, match.options(), seed);
    FeatureTally tally;
    std::size_t followed = 0;
    const auto follow = [&] {
        for (const auto& log = match.log(); followed < log.size(); ++followed) {
            auto after = before->clone();
            const Transition t = after->applyAction(log[followed].action);
            tally.add(before->featureTags(log[followed].action, t));
            before = std::move(after);
        }
    };
    follow();
    const Budget budget{0, stop};
    while (!match.state().outcome().over) {
        if (stop && *stop) return std::nullopt;
        const int p = match.state().currentPlayer();
        const auto view = match.state().viewFor(p);
        const Analysis analysis = agents[p]->think(*view, budget);
        if (analysis.cancelled) return std::nullopt;
        match.apply(analysis.best);
        follow();
    }
    const Outcome o = match.state().outcome();
    game.winner = o.winner;
    game.plies = match.plies();
    game.end = o.stopped.empty() ? o.reason : o.stopped;
    game.endId = endingId(game.end);
    game.log = match.log();
    tally.add(before->heldFeatures());
    game.uses = tally.uses();
    return game;
}

// "variant 2: <why>", for an error in one variant's options.
RulesError variantError(std::size_t variant, const std::exception& e) {
    return RulesError("lab-variant-error", "variant %1: %2",
                      {Phrase::number(static_cast<long long>(variant + 1)), phraseOf(e)});
}

// Who played each seat, first seat first, as saved games name them.
std::vector<std::string> seatPlayers(const LabConfig& config, const LabGame& game) {
    std::vector<std::string> players(2);
    players[static_cast<std::size_t>(game.aSide)] = config.playerA;
    players[static_cast<std::size_t>(1 - game.aSide)] = config.playerB;
    return players;
}

} // namespace

void checkLabConfig(const LabConfig& config) {
    const GameInfo& game = gameInfo(config.gameId);
    if (config.variants.empty())
        throw RulesError(Phrase::text("the lab needs at least one variant to play"));
    if (config.variants.size() > kMaxVariants)
        throw RulesError("lab-too-many-variants", "the lab compares at most %1 variants, not %2",
                         {Phrase::number(kMaxVariants),
                          Phrase::number(static_cast<long long>(config.variants.size()))});
    for (std::size_t v = 0; v < config.variants.size(); ++v) {
        try {
            completeOptions(game, config.variants[v].options);
        } catch (const RulesError& e) {
            throw variantError(v, e);
        }
    }
    if (config.games < 1 || config.games > kLabMaxGames)
        throw RulesError("lab-games", "the lab plays 1 to %1 games a variant, not %2",
                         {Phrase::number(kLabMaxGames), Phrase::number(config.games)});
    newAgent(config.gameId, config.playerA, 0); // throws naming an unknown player
    newAgent(config.gameId, config.playerB, 0);
    if (config.jobs < 1)
        throw RulesError("lab-jobs", "the lab needs at least one thread, not %1",
                         {Phrase::number(config.jobs)});
}

std::string labVariantName(const GameInfo& game, const LabVariant& variant) {
    if (!variant.name.empty()) return variant.name;
    const Options options = completeOptions(game, variant.options);
    std::string name;
    for (const OptionSpec& spec : game.options) {
        const std::string& value = options.at(spec.name);
        if (value != spec.values.front())
            name += (name.empty() ? "" : " ") + spec.name + "=" + value;
    }
    return name.empty() ? "default" : name;
}

LabGame playLabGame(const LabConfig& config, int variant, int index) {
    checkLabConfig(config);
    return *playGame(config, variant, index, gameSeed(config, variant, index), nullptr);
}

LabRun::LabRun(LabConfig config) : config_(std::move(config)) {
    checkLabConfig(config_);
}

void LabRun::run(const std::function<void(const LabGame&)>& onGame) {
    // Game by game across the variants, so that a run stopped early has about
    // as many games of each.
    struct Task {
        int variant, index;
        std::uint64_t seed;
    };
    std::vector<Task> tasks;
    const int variants = static_cast<int>(config_.variants.size());
    std::vector<Rng> seeds;
    for (int v = 0; v < variants; ++v) seeds.push_back(seedsOf(config_.seed, v));
    std::vector<std::vector<bool>> played(
        static_cast<std::size_t>(variants),
        std::vector<bool>(static_cast<std::size_t>(config_.games)));
    for (const LabGame& g : games_)
        played[static_cast<std::size_t>(g.variant)][static_cast<std::size_t>(g.index)] = true;
    for (int i = 0; i < config_.games; ++i)
        for (int v = 0; v < variants; ++v) {
            const std::uint64_t seed = seeds[static_cast<std::size_t>(v)].next();
            if (!played[static_cast<std::size_t>(v)][static_cast<std::size_t>(i)])
                tasks.push_back({v, i, seed});
        }

    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex lock;
    const auto work = [&] {
        for (std::size_t k; !cancelled_ && (k = next++) < tasks.size();) {
            try {
                const Task& task = tasks[k];
                auto game = playGame(config_, task.variant, task.index, task.seed, &cancelled_);
                if (!game) return;
                const std::lock_guard<std::mutex> hold(lock);
                games_.push_back(std::move(*game));
                if (onGame) onGame(games_.back());
            } catch (...) {
                const std::lock_guard<std::mutex> hold(lock);
                if (!failure) failure = std::current_exception();
                next = tasks.size();
            }
        }
    };
    std::vector<std::thread> threads;
    for (int j = 1; j < std::max(1, config_.jobs); ++j) threads.emplace_back(work);
    work();
    for (std::thread& t : threads) t.join();
    std::sort(games_.begin(), games_.end(), [](const LabGame& a, const LabGame& b) {
        return std::pair(a.variant, a.index) < std::pair(b.variant, b.index);
    });
    if (failure) std::rethrow_exception(failure);
}

Match labMatch(const LabConfig& config, const LabGame& game) {
    return Match::replay(config.gameId, game.options, game.seed, {}, game.log, 0);
}

std::string labArchive(const LabConfig& config, const std::vector<LabGame>& games) {
    const GameInfo& info = gameInfo(config.gameId);
    std::string out = "[";
    for (std::size_t i = 0; i < games.size(); ++i) {
        const LabGame& g = games[i];
        std::string doc = saveGame(labMatch(config, g), seatPlayers(config, g));
        // Which variant and game of the run it was, before the log: a field
        // that loadGame() passes over.
        const LabVariant& variant = config.variants.at(static_cast<std::size_t>(g.variant));
        const nlohmann::ordered_json lab{{"variant", g.variant + 1},
                                         {"name", labVariantName(info, variant)},
                                         {"game", g.index + 1}};
        doc.insert(doc.find("\n  \"log\": [") + 1,
                   "  \"lab\": " +
                       lab.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) +
                       ",\n");
        while (!doc.empty() && doc.back() == '\n') doc.pop_back();
        out += i ? ",\n" : "\n";
        out += doc;
    }
    return out + (games.empty() ? "]\n" : "\n]\n");
}

std::string labPdn(const LabConfig& config, const std::vector<LabGame>& games) {
    const GameInfo& info = gameInfo(config.gameId);
    if (!info.pdn)
        throw RulesError("lab-no-pdn", "games of %1 cannot be written as PDN",
                         {Phrase::verbatim(info.id)});
    std::string out;
    for (const LabGame& g : games) {
        const auto players = seatPlayers(config, g);
        const LabVariant& variant = config.variants.at(static_cast<std::size_t>(g.variant));
        const std::map<std::string, std::string> tags{
            {"Event", "Hatrack lab: " + labVariantName(info, variant)},
            {"Round", std::to_string(g.index + 1)},
            {"Black", players[0]},
            {"White", players[1]}};
        if (!out.empty()) out += '\n'; // records apart by an empty line
        out += writePdn(labMatch(config, g), tags);
    }
    return out;
}

} // namespace hatrack
