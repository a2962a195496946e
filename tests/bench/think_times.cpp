// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// hatrack-think: how long each computer level thinks in real games. Plays
// games between two levels as `hatrack-cli selfplay` does (colours swapped
// every game) and measures, for each level, the processor time of every
// decision with more than one choice: median, 90th percentile and maximum,
// nodes a second and the depth completed. Prints figures only; times depend on
// the machine, so nothing here ever fails on them.
//   hatrack-think GAME LEVEL-A,LEVEL-B GAMES SEED
#include "games.h"
#include "match.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

using namespace hatrack;

namespace {

double processorSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct Level {
    std::string name;
    std::vector<double> seconds;
    std::vector<int> depths;
    std::uint64_t nodes = 0;
    double score = 0;
};

double at(std::vector<double> v, double fraction) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(fraction * static_cast<double>(v.size() - 1))];
}

void report(const Level& l, int games) {
    double total = 0;
    for (double s : l.seconds) total += s;
    std::vector<double> depths(l.depths.begin(), l.depths.end());
    std::printf("%s: score %.1f of %d, %zu decisions, median %.3f s, p90 %.3f s, max %.3f s, "
                "%.0f nodes/s, median completed depth %.0f\n",
                l.name.c_str(), l.score, games, l.seconds.size(), at(l.seconds, 0.5),
                at(l.seconds, 0.9), at(l.seconds, 1.0),
                total > 0 ? static_cast<double>(l.nodes) / total : 0.0, at(depths, 0.5));
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: hatrack-think GAME LEVEL-A,LEVEL-B GAMES SEED\n");
        return 2;
    }
    const std::string game = argv[1], players = argv[2];
    const auto comma = players.find(',');
    if (comma == std::string::npos) {
        std::fprintf(stderr, "LEVEL-A,LEVEL-B: two levels\n");
        return 2;
    }
    Level levels[2];
    levels[0].name = players.substr(0, comma);
    levels[1].name = players.substr(comma + 1);
    const int games = std::stoi(argv[3]);
    Rng seeds(std::stoull(argv[4]));
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = seeds.next();
        Match match(game, {}, seed);
        const int aSide = g % 2;
        std::unique_ptr<Agent> agents[2];
        int levelOf[2];
        levelOf[aSide] = 0;
        levelOf[1 - aSide] = 1;
        agents[aSide] = newAgent(game, levels[0].name, seed ^ 0x1111);
        agents[1 - aSide] = newAgent(game, levels[1].name, seed ^ 0x2222);
        while (!match.state().outcome().over) {
            const int p = match.state().currentPlayer();
            const auto view = match.state().viewFor(p);
            const bool choice = view->legalActions().size() > 1;
            const double start = processorSeconds();
            const Analysis a = agents[p]->think(*view);
            Level& l = levels[levelOf[p]];
            if (choice) {
                l.seconds.push_back(processorSeconds() - start);
                l.depths.push_back(a.completedDepth);
                l.nodes += a.nodes;
            }
            match.apply(a.best);
        }
        const int winner = match.state().outcome().winner;
        for (int side = 0; side < 2; ++side)
            levels[levelOf[side]].score += winner < 0 ? 0.5 : (winner == side ? 1.0 : 0.0);
    }
    for (const Level& l : levels) report(l, games);
    return 0;
}
