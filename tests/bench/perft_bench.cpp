// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// hatrack-bench: how fast the engine counts and searches. Prints figures only;
// speed depends on the machine, so nothing here ever fails on it.
//   hatrack-bench [PERFT_DEPTH]     (default 11)
#include "checkers/checkers_state.h"
#include "checkers/fen.h"
#include "games.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>

using namespace hatrack;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

void benchPerft(int depth) {
    const auto start = Clock::now();
    const std::uint64_t leaves = checkers::perft(checkers::Position::start(), depth);
    const double s = secondsSince(start);
    std::printf("perft depth %d: %llu leaves in %.3f s, %.1f M leaves/s\n", depth,
                static_cast<unsigned long long>(leaves), s, s > 0 ? leaves / s / 1e6 : 0.0);
}

// A few positions of different kinds: the opening, a middle game, kings in play.
const char* kPositions[] = {
    "B:W21-32:B1-12",
    "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15",
    "W:W14,17,19,21,22,25,26,27,29,30:B1,2,3,5,6,8,9,10,11,16",
    "B:W9,K10,18,22,27,K30:BK1,6,11,13,15,K23",
    "W:WK5,18,22,K30:BK10,K14,19,23",
};

void benchAgent(const std::string& strength) {
    std::uint64_t nodes = 0;
    double seconds = 0;
    int moves = 0, depths = 0;
    for (const char* fen : kPositions) {
        const auto state = newGame("checkers", {}, 1, fen);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const auto agent = newAgent("checkers", strength, seed);
            const auto start = Clock::now();
            const Analysis a = agent->think(*state);
            seconds += secondsSince(start);
            nodes += a.nodes;
            depths += a.depth;
            ++moves;
        }
    }
    std::printf("agent %s: %d moves from %zu positions, %.1f ms per move, average depth %.1f, "
                "%llu nodes, %.2f M nodes/s\n",
                strength.c_str(), moves, std::size(kPositions),
                moves ? seconds * 1000 / moves : 0.0, moves ? double(depths) / moves : 0.0,
                static_cast<unsigned long long>(nodes), seconds > 0 ? nodes / seconds / 1e6 : 0.0);
}

} // namespace

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 11;
    if (depth < 1 || depth > 15) {
        std::fprintf(stderr, "usage: hatrack-bench [PERFT_DEPTH 1-15]\n");
        return 2;
    }
    try {
        benchPerft(depth);
        benchAgent("normal");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
    }
    return 0;
}
