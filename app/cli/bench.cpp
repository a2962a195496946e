// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench.h"

#include "games.h"
#include "match.h"

#include <chrono>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>

namespace hatrack::cli {

namespace {

struct BenchPosition {
    const char* game;
    const char* label;
    const char* fen;   // empty: the game's start
    const char* moves; // played first, chance drawn from seed 7
    const char* level = "hard";
};

// The start, two middle games reached by fixed moves, and for checkers two
// kings endings, where repetitions and the table matter most. Changing this
// list changes the total: see README.md, Benchmarks.
constexpr BenchPosition kPositions[] = {
    {"checkers", "start", "", ""},
    {"checkers", "14", "",
     "11-16 24-20 7-11 27-24 9-13 22-17 13x22 25x18 2-7 23-19 16x23 26x19 5-9 30-26"},
    {"checkers", "30", "",
     "10-15 23-19 11-16 19x10 6x15 24-20 7-11 26-23 3-7 27-24 2-6 31-26 6-10 22-18 15x22x31 "
     "30-26 31x22 25x18 9-14 18x9 5x14 29-25 10-15 24-19 15x24 28x19 1-6 25-22 11-15 19x10x3"},
    // The expert scores its leaves with the trained network: new weights change the total.
    {"checkers", "30-expert", "",
     "10-15 23-19 11-16 19x10 6x15 24-20 7-11 26-23 3-7 27-24 2-6 31-26 6-10 22-18 15x22x31 "
     "30-26 31x22 25x18 9-14 18x9 5x14 29-25 10-15 24-19 15x24 28x19 1-6 25-22 11-15 19x10x3",
     "expert"},
    {"checkers", "kings", "B:WK10,K15:BK27,K31,K32", ""},
    {"checkers", "kings-2", "B:WK1,K5,K9:BK27,K32", ""},
    {"sorcerers-apprentice", "start", "", ""},
    {"sorcerers-apprentice", "14", "",
     "12-16 24-20 16-19 23x16 11-15 22-17 15-19 17-13 10-15 26-22 7-11 16x7 3x10 clear@20"},
    {"sorcerers-apprentice", "30", "",
     "11-16 24-19 10-15 19x10 6x15 clear@22 27-24 16-19 23x16 blue@2 12x19 red@26 31-27 9-14 "
     "26-23 19x26 30x23 purple@3 15-18 22x18 green@14 8-11 18x14 blue@27 3-8 24-19 11-15 19x10 "
     "clear@5 10x3"},
    {"pawns-in-hats", "start", "", ""},
    {"pawns-in-hats", "14", "",
     "f1-f2 e8-e7 d1-d2 c8-c7 b1-b2 a8-a7 h1-h2 g8-g7 f2-f3 e7-e6 d2-d3 c7-c6 b2-b3 a7-a6"},
    {"pawns-in-hats", "30", "",
     "c1-c2 b8-b7 a1-a2 h8-h7 g1-g2 f8-f7 e1-e2 d8-d7 c2-c3 b7-b6 a2-a3 h7-h6 g2-g3 f7-f6 e2-e3 "
     "d7-d6 c3-c4 leave a8-a7 h1-h2 g8-g7 f1-f2 e8-e7 d1-d2 c8-c7 b1-b2 a7-a6 h2-h3 g7-g6 f2-f3"},
    // The expert weighs whether a lead can still catch the last pawns.
    {"pawns-in-hats", "rooks-expert", "8/4p2p/4h3/8/3H4/8/PP6/8 8/8/8/8/8/8/8/8 w - c 0 1", "",
     "expert"},
    {"fantasy-rpg-checkers", "start", "", ""},
    {"fantasy-rpg-checkers", "14", "",
     "choose:cleric choose:bard 12-16 24-20 16-19 23x16 9-13 27-24 13-17 21x14 10x17 22x13 "
     "charm@2 26-22"},
    {"fantasy-rpg-checkers", "30", "",
     "choose:bard choose:thief 11-16 24-19 10-15 19x10 6x15 23-18 9-13 18x11 8x15 charm@27 7-11 "
     "charm@31 13-17 22x13 5-9 13x6 1x10 illusion@23 arrow@21 arrow@25 27-24 10-14 25-22 14-17 "
     "21x14 arrow@24 charm@14 4-8"},
    {"alien-checkers", "start", "", ""},
    {"alien-checkers", "14", "",
     "12-16 card:water water@15 24-19 card:monolith monolith@24 8-12 card:walls walls@11n+11w "
     "21-17 card:hippo hippo@27 4-8 card:water"},
    {"alien-checkers", "30", "",
     "11-15 card:walls walls@4s+8n 24-20 card:water water@18 12-16 card:water water@19 20x11 "
     "card:monolith monolith@20 7x16 card:walls walls@14s+14w 28-24 card:hippo hippo@23 9-13 "
     "card:walls walls@22n+22e 32-28 card:antimatter remove:monolith 8-11 card:reshuffle 22-17 "
     "card:hippo hippo@21 13x22"},
};

constexpr std::uint64_t kSeed = 7;

// The `hard` player (or the level named) searches each position to a fixed depth, so that the node
// count is the search's own signature: a budget in nodes would be used up to
// the last node whatever the search did with it. The depths keep the whole run
// to a few seconds; the node cap only stops a search gone wrong.
int depthFor(const std::string& game) {
    if (game == "checkers") return 12;
    if (game == "sorcerers-apprentice") return 9;
    if (game == "pawns-in-hats") return 10;
    if (game == "fantasy-rpg-checkers") return 11;
    return 6; // alien-checkers
}
constexpr std::uint64_t kNodeCap = 50'000'000;

} // namespace

int runBench() {
    using Clock = std::chrono::steady_clock;
    std::uint64_t total = 0;
    Clock::duration spent{};
    for (const BenchPosition& p : kPositions) {
        Match match(p.game, {}, kSeed, p.fen);
        std::istringstream moves(p.moves);
        for (std::string move; moves >> move;) match.play(move);
        const int who = match.state().currentPlayer();
        if (who < 0)
            throw RulesError(std::string("bench position ") + p.game + " " + p.label +
                             " has no decision to make");
        const auto view = match.state().viewFor(who);
        const auto agent = newAgent(p.game, p.level, kSeed);
        const auto start = Clock::now();
        const Analysis a = agent->think(*view, Budget{kNodeCap, nullptr, depthFor(p.game)});
        spent += Clock::now() - start;
        total += a.nodes;
        std::cout << p.game << ' ' << p.label << " nodes " << a.nodes << " depth " << a.depth
                  << "\n";
    }
    const double seconds = std::chrono::duration<double>(spent).count();
    std::cout << "nodes " << total << "\n";
    std::cout << "nps " << static_cast<std::uint64_t>(seconds > 0 ? total / seconds : 0) << "\n";
    return 0;
}

} // namespace hatrack::cli
