// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Matches between two computer players, for the command line's selfplay and
// the strength ladder.
#include "match.h"
#include "thread_clock.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <sstream>
#include <thread>

namespace hatrack {

namespace {

void playOpening(Match& match, const Opening& opening, std::size_t number) {
    for (const std::string& move : opening) {
        if (match.state().outcome().over)
            throw RulesError("opening " + std::to_string(number + 1) + ": '" + move +
                             "' comes after the game is over");
        try {
            match.play(move);
        } catch (const RulesError& e) {
            throw RulesError("opening " + std::to_string(number + 1) + ": " + e.what());
        }
    }
}

} // namespace

SelfplaySummary selfplay(const std::string& gameId, const Options& options, int games,
                         std::uint64_t seed, const std::string& playerA, const std::string& playerB,
                         int jobs, const std::function<void(const SelfplayGame&)>& onGame,
                         const std::vector<Opening>& openings, int firstGame, int maxPlies) {
    if (firstGame < 0 || (games > 0 && firstGame >= games))
        throw RulesError("the first game " + std::to_string(firstGame + 1) +
                         " is not one of the match's " + std::to_string(games));
    // Every game's seed is drawn first, so the summary is the same whatever the
    // number of threads that play them.
    std::vector<std::uint64_t> gameSeeds;
    Rng seeds(seed);
    for (int g = 0; g < games; ++g) gameSeeds.push_back(seeds.next());
    struct Played {
        int winner = -1; // -1 a draw, else 0 for A and 1 for B
        int plies = 0;
        std::vector<double> think[2]; // by A (0) and B (1)
    };
    std::vector<Played> played(gameSeeds.size());
    std::atomic<std::size_t> next{static_cast<std::size_t>(firstGame)};
    std::exception_ptr failure;
    std::mutex failureLock, reportLock;
    const auto work = [&] {
        for (std::size_t g; (g = next++) < gameSeeds.size();) {
            try {
                const std::uint64_t gameSeed = gameSeeds[g];
                Match match(gameId, options, gameSeed);
                if (!openings.empty()) {
                    const std::size_t k = (g / 2) % openings.size();
                    playOpening(match, openings[k], k);
                }
                const int aSide = static_cast<int>(g % 2); // A goes first in even games
                std::unique_ptr<Agent> agents[2];
                agents[aSide] = newAgent(gameId, playerA, gameSeed ^ 0x1111);
                agents[1 - aSide] = newAgent(gameId, playerB, gameSeed ^ 0x2222);
                Played& result = played[g];
                const auto capped = [&] { return maxPlies > 0 && match.plies() >= maxPlies; };
                while (!match.state().outcome().over && !capped()) {
                    const int p = match.state().currentPlayer();
                    const auto view = match.state().viewFor(p);
                    const bool choice = view->legalActions().size() > 1;
                    const double before = threadProcessorSeconds();
                    const Action chosen = agents[p]->choose(*view);
                    if (choice)
                        result.think[p == aSide ? 0 : 1].push_back(threadProcessorSeconds() -
                                                                   before);
                    match.apply(chosen);
                }
                const Outcome o = match.state().outcome();
                result.winner = !o.over || o.winner < 0 ? -1 : (o.winner == aSide ? 0 : 1);
                result.plies = match.plies();
                if (onGame) {
                    const std::string reason = o.over ? o.reason.english
                                                      : "stopped at the cap of " +
                                                            std::to_string(maxPlies) +
                                                            " plies, counted as a draw";
                    const std::lock_guard<std::mutex> hold(reportLock);
                    onGame({static_cast<int>(g), aSide, result.winner, result.plies, reason,
                            result.think[0], result.think[1]});
                }
            } catch (...) {
                const std::lock_guard<std::mutex> hold(failureLock);
                if (!failure) failure = std::current_exception();
                next = gameSeeds.size();
            }
        }
    };
    std::vector<std::thread> threads;
    for (int j = 1; j < std::max(1, jobs); ++j) threads.emplace_back(work);
    work();
    for (std::thread& t : threads) t.join();
    if (failure) std::rethrow_exception(failure);

    SelfplaySummary summary;
    long totalPlies = 0;
    for (std::size_t g = static_cast<std::size_t>(firstGame); g < played.size(); ++g) {
        const Played& p = played[g];
        ++summary.games;
        totalPlies += p.plies;
        if (p.winner < 0)
            ++summary.draws;
        else if (p.winner == 0)
            ++summary.winsA;
        else
            ++summary.winsB;
        summary.thinkA.insert(summary.thinkA.end(), p.think[0].begin(), p.think[0].end());
        summary.thinkB.insert(summary.thinkB.end(), p.think[1].begin(), p.think[1].end());
    }
    summary.averagePlies =
        summary.games > 0 ? static_cast<double>(totalPlies) / summary.games : 0.0;
    return summary;
}

std::vector<Opening> parseOpenings(const std::string& text) {
    std::vector<Opening> openings;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        Opening opening;
        for (std::string move; words >> move;) opening.push_back(move);
        if (!opening.empty()) openings.push_back(std::move(opening));
    }
    return openings;
}

} // namespace hatrack
